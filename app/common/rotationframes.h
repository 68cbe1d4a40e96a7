// SPDX-License-Identifier: MIT
// Rotation sets: each frame of a sprite replaced by its rotations, turned as core turns masks.
#pragma once

#include "framesource.h"

#include <QCoreApplication>

namespace hitmask {

class RotationFrames {
    // The context the translations have these messages under.
    Q_DECLARE_TR_FUNCTIONS(FrameSource)

public:
    // Each frame replaced by its N rotations (frame source * N + k turned k * 360 / N
    // degrees clockwise about its centre, nearest neighbour), each rotated frame its
    // own size with its origin where the source frame's centre lands.
    static FrameSet rotationSet(const FrameSet& source, int rotations);
    static SourceFrame rotatedFrame(const SourceFrame& frame, double degrees);
};

} // namespace hitmask
