// SPDX-License-Identifier: MIT
// FrameOptions::loadMasks: the frames' masks, cut from the whole image's mask as load()
// cuts the image, so that a big PNG never has to be held decoded.
#include "cli.h"
#include "clioptions.h"
#include "common/boundedfile.h"
#include "common/imageloader.h"
#include "frameoptions.h"

#include <hitmask/transform.hpp>

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
    const SheetLayout layout = FrameSource::readSheetLayout(*json, sheetSize, ImageLoadLimits{});
    for (const SheetFrame& frame : layout.frames)
        if (wantPlaces && frame.rotated && frame.sourceSize == frame.inSheet.size())
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
    QList<QRect> rects; // where each frame lies in the image, empty where it does not
    const auto fail = [](const QString& file, const QString& why) {
        return Failure{QStringLiteral("%1: %2").arg(file, why)};
    };
    if (parser.isSet(QStringLiteral("frames")) || parser.isSet(QStringLiteral("grid"))) {
        QString error;
        const QSize size(whole->width(), whole->height());
        const QList<QRect> cells = FrameSource::gridCells(size, gridOption(parser), &error);
        if (!error.isEmpty())
            throw fail(sprite, error);
        for (const QRect& cell : cells) {
            frames.masks.push_back(whole->copy({cell.x(), cell.y(), cell.width(), cell.height()}));
            rects.append(cell);
        }
    } else if (sheet) {
        const SheetLayout layout =
            FrameSource::readSheetLayout(CliOptions::readFile(json, BoundedFile::kMaxJsonBytes),
                                         QSize(whole->width(), whole->height()), ImageLoadLimits{});
        if (!layout.ok())
            throw fail(json, layout.error);
        for (const SheetFrame& frame : layout.frames) {
            const QRect& in = frame.inSheet;
            Mask upright = whole->copy({in.x(), in.y(), in.width(), in.height()});
            if (frame.rotated)
                upright = rotated(upright, -90); // turned back, as QTransform().rotate(-90)
            Mask mask(frame.sourceSize.width(), frame.sourceSize.height());
            mask.blit(upright, upright.rect(), frame.placed.x(), frame.placed.y());
            frames.masks.push_back(std::move(mask));
            // placeInImage(): an upright frame of its own source size is the cell itself.
            rects.append(!frame.rotated && frame.sourceSize == in.size() ? in : QRect());
        }
        frames.animations = layout.animations;
    } else {
        rects.append(QRect(0, 0, whole->width(), whole->height()));
        frames.masks.push_back(std::move(*whole)); // 32 MB for 16,000 x 16,000: not copied
    }
    frames.origins.assign(frames.masks.size(), QPoint());
    if (places) {
        places->imageSize = imageSize;
        places->rects.assign(rects.begin(), rects.end());
    }
    return frames;
}

} // namespace hitmask::cli
