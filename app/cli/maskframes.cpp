// SPDX-License-Identifier: MIT
// FrameOptions::loadMasks: the frames' masks, cut from the whole image's mask as load()
// cuts the image, so that a big PNG never has to be held decoded.
#include "cli.h"
#include "clioptions.h"
#include "common/boundedfile.h"
#include "common/frameplacement.h"
#include "common/imageloader.h"
#include "common/sheetjson.h"
#include "frameoptions.h"

namespace hitmask::cli {

namespace {

// Whether the frames of a sheet are cut here exactly as loadSheetJson() cuts images,
// places and all. A turned square frame whose source size is its own is placed in the
// sheet only if its pixels equal their turned selves (placeInImage), which a mask cannot
// tell, so such sheets take the image path.
bool sheetCutsAsMasks(const QString& jsonPath, QSize sheetSize, bool wantPlaces) {
    QString error;
    const std::optional<QByteArray> json =
        BoundedFile::read(jsonPath, BoundedFile::kMaxJsonBytes, &error);
    if (!json)
        return true; // the error comes after the image's, as load() gives it
    const SheetLayout layout = SheetJson::readSheetLayout(*json, sheetSize, ImageLoadLimits{});
    for (const FramePlacement& frame : layout.frames)
        if (wantPlaces && frame.rotated && frame.size == frame.source.size())
            return false;
    return true;
}

} // namespace

MaskFrames FrameOptions::loadMasks(const QCommandLineParser& parser, const QString& sprite,
                                   FramePlaces* places) {
    if (std::optional<MaskFrames> banded = loadBandedMasks(parser, sprite, places))
        return std::move(*banded);
    MaskRule rule;
    const FrameSet set = load(parser, sprite, &rule, places);
    MaskFrames frames;
    frames.animations = set.animations;
    for (const SourceFrame& frame : set.frames) {
        frames.masks.push_back(maskFromImage(frame.image, rule));
        frames.origins.push_back(frame.origin);
    }
    return frames;
}

std::optional<MaskFrames> FrameOptions::loadBandedMasks(const QCommandLineParser& parser,
                                                        const QString& sprite,
                                                        FramePlaces* places) {
    checkCombination(parser);
    // A turned frame is placed in the image only where its pixels equal the cell's, which
    // a mask cannot tell: rotation sets take the image path.
    if (parser.isSet(QStringLiteral("rotations")))
        return std::nullopt;
    const bool sheet = parser.isSet(QStringLiteral("sheet-json"));
    const QString json = parser.value(QStringLiteral("sheet-json"));
    std::optional<Mask> whole = bandedSpriteMask(sprite, parser, {}, [&](QSize size) {
        return !sheet || sheetCutsAsMasks(json, size, places != nullptr);
    });
    if (!whole)
        return std::nullopt;

    const QSize imageSize(whole->width(), whole->height());
    MaskFrames frames;
    QList<FramePlacement> placements;
    const auto fail = [](const QString& file, const QString& why) {
        return Failure{QStringLiteral("%1: %2").arg(file, why)};
    };
    if (parser.isSet(QStringLiteral("frames")) || parser.isSet(QStringLiteral("grid"))) {
        QString error;
        const QList<QRect> cells = FrameGrid::gridCells(imageSize, gridOption(parser), &error);
        if (!error.isEmpty())
            throw fail(sprite, error);
        placements = FramePlacement::cells(cells);
    } else if (sheet) {
        const SheetLayout layout = SheetJson::readSheetLayout(
            CliOptions::readFile(json, BoundedFile::kMaxJsonBytes), imageSize, ImageLoadLimits{});
        if (!layout.ok())
            throw fail(json, layout.error);
        placements = layout.frames;
        frames.animations = layout.animations;
    } else {
        placements.append(FramePlacement::cell(QRect(QPoint(0, 0), imageSize)));
    }
    frames.masks = cutMasks(std::move(*whole), placements);
    frames.origins.assign(frames.masks.size(), QPoint());
    if (places) {
        places->imageSize = imageSize;
        places->rects.clear();
        // placeInImage(): only a frame that is its rectangle's pixels is a piece of the image.
        for (const FramePlacement& placement : placements)
            places->rects.push_back(placement.isCell() ? placement.source : QRect());
    }
    return frames;
}

} // namespace hitmask::cli
