// SPDX-License-Identifier: MIT
// hitmask-cli's frame options (--frames, --grid, --sheet-json, --rotations): how one
// sprite file becomes the frames of a mask file.
#pragma once

#include "common/framesource.h"
#include "common/spritemask.h"
#include "export/tilegrid.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace hitmask::cli {

class FrameOptions {
    Q_DECLARE_TR_FUNCTIONS(FrameOptions)

public:
    static void add(QCommandLineParser& parser);
    // The frames of `sprite` as the options ask, or throws Failure with one line. With
    // no option an animated file gives all its images and a still one a single frame.
    // `rule` receives the mask rule for the sprite's art (CliOptions::maskRule), and
    // `places`, when given, where the frames lie in the file's image.
    static FrameSet load(const QCommandLineParser& parser, const QString& sprite, MaskRule* rule,
                         FramePlaces* places = nullptr);
};

} // namespace hitmask::cli
