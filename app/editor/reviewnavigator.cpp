// SPDX-License-Identifier: MIT
#include "reviewnavigator.h"

#include "document/projectdocument.h"
#include "document/reviewmarks.h"
#include "editfocus.h"
#include "projectcontroller.h"
#include "tools/viewtransform.h"

#include <QAction>
#include <QLocale>

namespace hitmask {

ReviewNavigator::ReviewNavigator(EditFocus* focus, ViewTransform* view, ProjectController* projects,
                                 QObject* parent)
    : QObject(parent)
    , focus_(focus)
    , view_(view)
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
    const Sprite* sprite = document ? document->sprite(focus_->spriteId()) : nullptr;
    if (!sprite)
        return;
    // The channel in focus: its marks are the ones drawn.
    const int channel = focus_->channelIndex();
    const auto found = findFlagged(*sprite, focus_->frameIndex(), last_, forward, channel);
    if (!found) {
        if (!stepToShapes(*sprite, forward))
            emit message(tr("No pixels of %1 are flagged for review.").arg(sprite->name()));
        return;
    }
    if (found->frameIndex != focus_->frameIndex())
        focus_->setFrame(found->frameIndex);
    view_->centreOn(QPointF(found->pixel) + QPointF(0.5, 0.5));
    last_ = found->pixel;
    const QLocale locale;
    emit message(tr("Flagged pixel at %1, %2 (frame %3); %4 flagged in all.")
                     .arg(locale.toString(found->pixel.x()), locale.toString(found->pixel.y()),
                          locale.toString(found->frameIndex + 1),
                          locale.toString(qulonglong(flaggedCount(*sprite, channel)))));
}

bool ReviewNavigator::stepToShapes(const Sprite& sprite, bool forward) {
    const int channel = focus_->channelIndex();
    const QList<int> frames = framesWithShapesToReview(sprite, channel);
    if (frames.isEmpty())
        return false;
    // The next flagged frame after the one in focus (or before it, backwards), wrapping.
    const int current = focus_->frameIndex();
    int target = forward ? frames.front() : frames.back();
    for (qsizetype i = 0; i < frames.size(); ++i) {
        const int candidate = forward ? frames[i] : frames[frames.size() - 1 - i];
        if (forward ? candidate > current : candidate < current) {
            target = candidate;
            break;
        }
    }
    focus_->setFrame(target);
    const Frame& frame = sprite.frames()[std::size_t(target)];
    view_->centreOn(QPointF(frame.width() / 2.0, frame.height() / 2.0));
    const QLocale locale;
    emit message(tr("Frame %1: its hand shapes no longer match the mask (pixels that differ: "
                    "%2); %n frame(s) to review.",
                    nullptr, int(frames.size()))
                     .arg(locale.toString(target + 1),
                          locale.toString(qulonglong(shapesDisagreement(frame, channel)))));
    return true;
}

} // namespace hitmask
