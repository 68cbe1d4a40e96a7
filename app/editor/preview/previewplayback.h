// SPDX-License-Identifier: MIT
// "Play animations" in the Collision Preview: A and B each step through their frames at
// their own durations, instead of showing a fixed frame.
#pragma once

#include "collisionview.h"

#include <QObject>
#include <QTimer>

class QCheckBox;

namespace hitmask {

class PreviewPanel;

class PreviewPlayback final : public QObject {
    Q_OBJECT

public:
    explicit PreviewPlayback(PreviewPanel* panel);

    QCheckBox* toggle() const { return toggle_; }
    bool isPlaying() const;
    void setPlaying(bool playing);
    // The frame shown on a side changed (by playback or by hand): its own duration counts.
    void restart(CollisionView::Which which);

private:
    void advance(CollisionView::Which which);

    PreviewPanel* panel_;
    QCheckBox* toggle_;
    QTimer timers_[2];
};

} // namespace hitmask
