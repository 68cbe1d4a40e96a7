// SPDX-License-Identifier: MIT
// hitmask-cli's frame options (--frames, --grid, --sheet-json, --rotations): how one
// sprite file becomes the frames of a mask file.
#pragma once

#include "bandedsprite.h"
#include "common/framegrid.h"
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
    // The masks of load()'s frames under its rule, the same masks, pivots and places; made
    // from the PNG's rows as they are decoded where that is provably the same (a still PNG,
    // whole, as a strip or grid, or under a sheet JSON), else from load()'s images.
    static MaskFrames loadMasks(const QCommandLineParser& parser, const QString& sprite,
                                FramePlaces* places = nullptr);

private:
    static void checkCombination(const QCommandLineParser& parser);
    // --frames N as N columns and one row, or --grid with --margin and --spacing.
    static GridSpec gridOption(const QCommandLineParser& parser);
    static std::optional<MaskFrames> loadBandedMasks(const QCommandLineParser& parser,
                                                     const QString& sprite, FramePlaces* places);
};

} // namespace hitmask::cli
