// SPDX-License-Identifier: MIT
#include "statusreadout.h"

#include "canvas/canvasview.h"
#include "document/projectdocument.h"
#include "editfocus.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>

namespace hitmask {

StatusReadout::StatusReadout(CanvasView* canvas, QWidget* parent)
    : QWidget(parent)
    , canvas_(canvas)
    , position_(new QLabel)
    , alpha_(new QLabel)
    , solid_(new QLabel)
    , zoom_(new QLabel) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QLabel* label : {position_, alpha_, solid_, zoom_}) {
        label->setMinimumWidth(
            label->fontMetrics().horizontalAdvance(QStringLiteral("Solid: 0000000")));
        layout->addWidget(label);
    }
    connect(canvas_, &CanvasView::hoveredPixelChanged, this, [this](QPoint pixel) {
        hovered_ = pixel;
        refresh();
    });
    connect(canvas_, &CanvasView::zoomChanged, this, &StatusReadout::refresh);
    connect(canvas_->editFocus(), &EditFocus::placeChanged, this, &StatusReadout::refresh);
    refresh();
}

void StatusReadout::refresh() {
    const EditFocus* focus = canvas_->editFocus();
    const Frame* frame = focus->frame();
    const bool inside = frame && hovered_.x() >= 0;
    position_->setText(inside ? tr("x %1, y %2").arg(hovered_.x()).arg(hovered_.y()) : QString());
    alpha_->setText(inside ? tr("Alpha %1").arg(frame->image.pixelColor(hovered_).alpha())
                           : QString());
    // The count of the channel painted, named unless it is solid.
    const int channel = focus->channelIndex();
    const std::size_t count = frame ? frame->channel(channel).effective.count() : 0;
    if (!frame)
        solid_->clear();
    else if (channel == 0)
        solid_->setText(tr("Solid: %L1").arg(count));
    else
        solid_->setText(
            tr("%1: %L2").arg(focus->sprite()->channels()[std::size_t(channel)].name).arg(count));
    zoom_->setText(frame ? canvas_->zoomLevel().text() : QString());
}

QString StatusReadout::text() const {
    return QStringList{position_->text(), alpha_->text(), solid_->text(), zoom_->text()}.join(u' ');
}

} // namespace hitmask
