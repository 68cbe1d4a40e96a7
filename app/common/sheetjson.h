// SPDX-License-Identifier: MIT
// Aseprite and TexturePacker JSON sheets (hash and array forms): where their frames lie in
// the sheet's image, and the frames cut from it.
#pragma once

#include "frameplacement.h"
#include "framesource.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QSize>
#include <QString>

namespace hitmask {

struct ImageLoadLimits;

// The frames of a sheet as its JSON places them, in the file's order: each frame's
// rectangle in the sheet (turned when rotated), its untrimmed size, where its trimmed
// pixels go in it, and its duration.
struct SheetLayout {
    QList<FramePlacement> frames;
    QList<FrameAnimation> animations;
    QString error; // a sentence naming the cause; empty on success

    bool ok() const { return error.isEmpty(); }
};

class SheetJson {
    // The context the translations have these messages under.
    Q_DECLARE_TR_FUNCTIONS(FrameSource)

public:
    // An Aseprite or TexturePacker sheet's JSON (hash or array form) over its image:
    // frames in the file's order, trimmed frames placed back in their source size,
    // rotated frames turned back, durations and frame tags. Fails on JSON that is not a
    // sheet, or a frame outside the image.
    // The frames' pixels together must fit the limits' budget, each within its sides.
    // With `keepOutside` (a sheet read again for frames already cut from it), a frame
    // outside the image is no error: it goes to FrameSet::outside.
    static FrameSet loadSheetJson(const QByteArray& json, const QImage& sheet,
                                  const ImageLoadLimits& limits, bool keepOutside = false);
    // What loadSheetJson() cuts, for a sheet of `sheetSize`, with the same checks and
    // messages; for cutting something else (a mask) the same way. With `keepOutside`, a
    // frame that leaves the sheet is no error.
    static SheetLayout readSheetLayout(const QByteArray& json, QSize sheetSize,
                                       const ImageLoadLimits& limits, bool keepOutside = false);
};

} // namespace hitmask
