// SPDX-License-Identifier: MIT
#include "reviewnavigator.h"

#include "canvas/canvasview.h"
#include "document/projectdocument.h"
#include "document/reviewmarks.h"
#include "projectcontroller.h"

#include <QAction>
#include <QLocale>

namespace hitmask {

ReviewNavigator::ReviewNavigator(CanvasView* canvas, ProjectController* projects, QObject* parent)
    : QObject(parent)
    , canvas_(canvas)
    , projects_(projects)
    , next_(new QAction(tr("Next &Flagged Pixel"), this))
    , previous_(new QAction(tr("Previous Flagged Pi&xel"), this)) {
    next_->setShortcut(QKeySequence(Qt::Key_F3));
    previous_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F3));
    next_->setToolTip(tr("Show the next hand-edited pixel whose art changed (F3)"));
    previous_->setToolTip(tr("Show the previous hand-edited pixel whose art changed (Shift+F3)"));
    connect(next_, &QAction::triggered, this, [this] { step(true); });
    connect(previous_, &QAction::triggered, this, [this] { step(false); });
}

void ReviewNavigator::step(bool forward) {
    const ProjectDocument* document = projects_->document();
    const Sprite* sprite = document ? document->sprite(canvas_->spriteId()) : nullptr;
    if (!sprite)
        return;
    // The channel on the canvas: its marks are the ones drawn.
    const int channel = canvas_->channelIndex();
    const auto found = findFlagged(*sprite, canvas_->frameIndex(), last_, forward, channel);
    if (!found) {
        emit message(tr("No pixels of %1 are flagged for review.").arg(sprite->name()));
        return;
    }
    if (found->frameIndex != canvas_->frameIndex())
        canvas_->setSprite(sprite->id(), found->frameIndex);
    canvas_->centreOnPixel(found->pixel);
    last_ = found->pixel;
    const QLocale locale;
    emit message(tr("Flagged pixel at %1, %2 (frame %3); %4 flagged in all.")
                     .arg(locale.toString(found->pixel.x()), locale.toString(found->pixel.y()),
                          locale.toString(found->frameIndex + 1),
                          locale.toString(qulonglong(flaggedCount(*sprite, channel)))));
}

} // namespace hitmask
