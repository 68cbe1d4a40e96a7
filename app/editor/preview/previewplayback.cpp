// SPDX-License-Identifier: MIT
#include "previewplayback.h"

#include "previewpanel.h"

#include <QCheckBox>
#include <QSpinBox>

namespace hitmask {

PreviewPlayback::PreviewPlayback(PreviewPanel* panel)
    : QObject(panel)
    , panel_(panel)
    , toggle_(new QCheckBox(tr("&Play animations"))) {
    toggle_->setObjectName(QStringLiteral("playAnimations"));
    toggle_->setToolTip(tr("Step A and B through their frames, each frame for its duration"));
    connect(toggle_, &QCheckBox::toggled, this, &PreviewPlayback::setPlaying);
    for (CollisionView::Which which : {CollisionView::SpriteA, CollisionView::SpriteB}) {
        timers_[which].setSingleShot(true);
        connect(&timers_[which], &QTimer::timeout, this, [this, which] { advance(which); });
    }
}

bool PreviewPlayback::isPlaying() const {
    return toggle_->isChecked();
}

void PreviewPlayback::setPlaying(bool playing) {
    toggle_->setChecked(playing);
    for (CollisionView::Which which : {CollisionView::SpriteA, CollisionView::SpriteB})
        restart(which);
}

void PreviewPlayback::restart(CollisionView::Which which) {
    const int duration = panel_->frameDurationMs(which);
    if (isPlaying() && duration > 0)
        timers_[which].start(duration);
    else
        timers_[which].stop();
}

void PreviewPlayback::advance(CollisionView::Which which) {
    QSpinBox* spin = panel_->frameSpin(which);
    // Showing the next frame restarts this side's timer with that frame's duration.
    spin->setValue(spin->value() % spin->maximum() + 1);
}

} // namespace hitmask
