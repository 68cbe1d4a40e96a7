// SPDX-License-Identifier: MIT
// Every image of a multi-image file (animated GIF, WebP, APNG) as the frames of a sprite.
#pragma once

#include "framesource.h"

#include <QCoreApplication>
#include <QString>

namespace hitmask {

struct ImageLoadLimits;

class FrameImages {
    // The context the translations have these messages under.
    Q_DECLARE_TR_FUNCTIONS(FrameSource)

public:
    // Every image of a file (an animated GIF, WebP or APNG where Qt reads them; a still
    // image is one frame), each with its duration. Fails rather than drop a frame.
    static FrameSet loadImages(const QString& path, const ImageLoadLimits& limits);
};

} // namespace hitmask
