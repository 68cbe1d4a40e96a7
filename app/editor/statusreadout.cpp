// SPDX-License-Identifier: MIT
#include "statusreadout.h"

#include "canvas/canvasview.h"
#include "document/projectdocument.h"

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
    refresh();
}

void StatusReadout::refresh() {
    const Frame* frame = canvas_->frame();
    const bool inside = frame && hovered_.x() >= 0;
    position_->setText(inside ? tr("x %1, y %2").arg(hovered_.x()).arg(hovered_.y()) : QString());
    alpha_->setText(inside ? tr("Alpha %1").arg(frame->image.pixelColor(hovered_).alpha())
                           : QString());
    solid_->setText(frame ? tr("Solid: %L1").arg(frame->effective.count()) : QString());
    zoom_->setText(frame ? canvas_->zoomLevel().text() : QString());
}

QString StatusReadout::text() const {
    return QStringList{position_->text(), alpha_->text(), solid_->text(), zoom_->text()}.join(u' ');
}

} // namespace hitmask
