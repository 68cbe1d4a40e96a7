// SPDX-License-Identifier: MIT
#include "frameoptions.h"

#include "cli.h"
#include "clioptions.h"
#include "common/boundedfile.h"
#include "common/imageloader.h"
#include "common/rotationframes.h"
#include "common/sheetjson.h"

#include <QRegularExpression>
#include <hitmask/rotationset.hpp>

namespace hitmask::cli {

void FrameOptions::add(QCommandLineParser& parser) {
    parser.addOption({QStringLiteral("frames"), tr("Cut a horizontal strip into N equal frames."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("grid"),
                      tr("Cut a sheet into cells of W x H pixels, row by row."),
                      QStringLiteral("WxH")});
    parser.addOption(
        {QStringLiteral("margin"), tr("Pixels around the grid (default 0)."), QStringLiteral("M")});
    parser.addOption({QStringLiteral("spacing"), tr("Pixels between grid cells (default 0)."),
                      QStringLiteral("S")});
    parser.addOption({QStringLiteral("sheet-json"),
                      tr("Frames from an Aseprite or TexturePacker JSON sheet."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("rotations"),
                      tr("Replace each frame by N rotations, k * 360 / N degrees clockwise."),
                      QStringLiteral("N")});
}

void FrameOptions::checkCombination(const QCommandLineParser& parser) {
    const bool strip = parser.isSet(QStringLiteral("frames"));
    const bool grid = parser.isSet(QStringLiteral("grid"));
    const bool sheet = parser.isSet(QStringLiteral("sheet-json"));
    if (int(strip) + int(grid) + int(sheet) > 1)
        throw Failure{tr("mask: use only one of --frames, --grid and --sheet-json")};
    if (!grid &&
        (parser.isSet(QStringLiteral("margin")) || parser.isSet(QStringLiteral("spacing"))))
        throw Failure{tr("mask: --margin and --spacing need --grid")};
}

GridSpec FrameOptions::gridOption(const QCommandLineParser& parser) {
    GridSpec spec;
    if (parser.isSet(QStringLiteral("frames"))) {
        spec.columns = CliOptions::parseInt(parser.value(QStringLiteral("frames")),
                                            QStringLiteral("--frames"), 1, 65535);
        spec.rows = 1;
        return spec;
    }
    static const QRegularExpression size(QStringLiteral("^(\\d+)[xX](\\d+)$"));
    const QRegularExpressionMatch m = size.match(parser.value(QStringLiteral("grid")));
    if (!m.hasMatch())
        throw Failure{tr("--grid: '%1' is not a size in the form WxH")
                          .arg(parser.value(QStringLiteral("grid")))};
    spec.cell = QSize(CliOptions::parseInt(m.captured(1), QStringLiteral("--grid"), 1, 1 << 20),
                      CliOptions::parseInt(m.captured(2), QStringLiteral("--grid"), 1, 1 << 20));
    if (parser.isSet(QStringLiteral("margin")))
        spec.margin = CliOptions::parseInt(parser.value(QStringLiteral("margin")),
                                           QStringLiteral("--margin"), 0, 1 << 20);
    if (parser.isSet(QStringLiteral("spacing")))
        spec.spacing = CliOptions::parseInt(parser.value(QStringLiteral("spacing")),
                                            QStringLiteral("--spacing"), 0, 1 << 20);
    return spec;
}

FrameSet FrameOptions::load(const QCommandLineParser& parser, const QString& sprite, MaskRule* rule,
                            FramePlaces* places) {
    checkCombination(parser);
    const bool strip = parser.isSet(QStringLiteral("frames"));
    const bool grid = parser.isSet(QStringLiteral("grid"));
    const bool sheet = parser.isSet(QStringLiteral("sheet-json"));

    FrameSet set;
    const FrameSet whole = CliOptions::loadSpriteFrames(sprite);
    // The rule looks at the whole art, before it is cut or turned.
    if (whole.ok())
        *rule = CliOptions::maskRule(parser, whole.frames.front().image, whole.hadAlpha);
    if (!strip && !grid && !sheet) {
        set = whole;
    } else {
        if (whole.ok() && whole.frames.size() > 1)
            throw Failure{tr("%1: an animated image cannot be sliced as well").arg(sprite)};
        const QImage image = whole.ok() ? whole.frames.front().image : QImage();
        if (!whole.ok()) {
            set = whole;
        } else if (strip || grid) {
            // sliceStrip() is this grid of N columns and one row.
            set = FrameGrid::sliceGrid(image, gridOption(parser));
        } else {
            const QString json = parser.value(QStringLiteral("sheet-json"));
            set = SheetJson::loadSheetJson(CliOptions::readFile(json, BoundedFile::kMaxJsonBytes),
                                           image, ImageLoadLimits{});
            if (!set.ok())
                throw Failure{QStringLiteral("%1: %2").arg(json, set.error)};
        }
    }
    if (!set.ok())
        throw Failure{QStringLiteral("%1: %2").arg(sprite, set.error)};
    if (parser.isSet(QStringLiteral("rotations"))) {
        set = RotationFrames::rotationSet(
            set, CliOptions::parseInt(parser.value(QStringLiteral("rotations")),
                                      QStringLiteral("--rotations"), 1, kMaxRotations));
        if (!set.ok())
            throw Failure{QStringLiteral("%1: %2").arg(sprite, set.error)};
    }
    // The images of an animation are no pieces of one image.
    if (places && whole.frames.size() == 1) {
        const QImage& image = whole.frames.front().image;
        places->imageSize = image.size();
        for (const SourceFrame& frame : set.frames)
            places->rects.push_back(placeInImage(image, frame.sourceRect, frame.image));
    }
    return set;
}

} // namespace hitmask::cli
