// SPDX-License-Identifier: MIT
// How a sprite's frames are cut from its file, remembered so that a reload of the art
// cuts them again the same way and the hand edits find their frames by index.
#pragma once

#include "common/framesource.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QRect>
#include <QString>
#include <optional>

namespace hitmask {

struct ImageLoadLimits;

struct FrameCut {
    Q_DECLARE_TR_FUNCTIONS(FrameCut)

public:
    enum class Kind {
        Whole,     // the whole image is one frame, following its size
        Rects,     // rectangles of the image (a grid cut, or frames of a v1/v2 project)
        Images,    // every image of the file (an animated GIF, WebP, APNG)
        SheetJson, // an Aseprite or TexturePacker JSON sheet over the image
    };

    Kind kind = Kind::Whole;
    QList<QRect> rects; // Kind::Rects, in the image's pixels
    QString sheetJson;  // Kind::SheetJson: absolute path of the JSON file
    // 0: the frames as cut. N > 0: the frame `rotationSource` of the cut replaced by its N
    // rotations (frame k turned k * 360 / N degrees clockwise).
    int rotations = 0;
    int rotationSource = 0;

    bool isRotationSet() const { return rotations > 0; }
    bool operator==(const FrameCut&) const = default;

    // The frames of the sprite file at `path` whose first image, already loaded, is
    // `image`. A rectangle (of the cut, or of the sheet's JSON) that no longer lies in a
    // smaller image goes to FrameSet::outside, with the frames after it left out, so that
    // the sprite sets them aside with their edits; any other misfit is an error.
    FrameSet cut(const QString& path, const QImage& image, const ImageLoadLimits& limits) const;

    // [x, y, w, h] of a rectangle on an image: nullopt unless x, y >= 0 and w, h >= 1,
    // each far from overflowing.
    static std::optional<QRect> rectFromJson(const QJsonArray& json);

    // Paths are stored relative to the project's folder.
    QJsonObject toJson(const QDir& base) const;
    // nullopt, with `error` set, for a value that is not a cut.
    static std::optional<FrameCut> fromJson(const QJsonObject& json, const QDir& base,
                                            QString* error);
};

} // namespace hitmask
