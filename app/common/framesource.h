// SPDX-License-Identifier: MIT
// Where a sprite's frames come from: a grid over a strip or sheet, the images of an
// animated file, an Aseprite/TexturePacker JSON sheet, or a rotation set. The editor and
// hitmask-cli both cut frames here.
#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QPoint>
#include <QRect>
#include <QString>

namespace hitmask {

struct ImageLoadLimits;

struct SourceFrame {
    QImage image;         // Format_RGBA8888
    QPoint origin;        // pivot in the frame's pixels; (0, 0) unless the source sets one
    int durationMs = 0;   // 0 when the source gives none
    QRect sourceRect;     // where the frame came from in the source image; empty if nowhere
    bool rotated = false; // packed turned 90 degrees in its sheet (already turned back)
};

// A named range of frames (Aseprite's frameTags), first and last inclusive.
struct FrameAnimation {
    QString name;
    int from = 0;
    int to = 0;
    QString direction; // "forward", "reverse", "pingpong", ... as the sheet says
};

struct FrameSet {
    QList<SourceFrame> frames;
    QList<FrameAnimation> animations;
    // Frames of a remembered cut (by index, from 0) whose rectangle no longer lies in a
    // smaller image. They are left out of `frames`, and so is every frame after the first
    // of them, so that the frames kept keep their numbers.
    QList<int> outside;
    QString error;        // a sentence naming the cause; empty on success
    bool hadAlpha = true; // false when the file has no alpha channel (BMP, JPEG, ...)

    bool ok() const { return error.isEmpty(); }
};

// A grid over a sheet, as Tiled's tileset dialog has it: either the cell size or the
// number of columns and rows, then the margin around the sheet and the spacing between
// cells. Cells are taken row by row.
struct GridSpec {
    QSize cell;      // wins when valid
    int columns = 0; // used when cell is not valid
    int rows = 0;
    int margin = 0;
    int spacing = 0;
    bool skipEmpty = false; // leave out cells with no pixel of alpha > 0

    // A strip whose width is a whole multiple of its height becomes square frames; any
    // other image is one frame.
    static GridSpec defaultFor(QSize imageSize);
    // What the art shows, when it shows it: equal cells whose art is kept apart by fully
    // transparent columns (and rows), the smallest such cells; else defaultFor().
    static GridSpec proposedFor(const QImage& image);
};

// One frame of an Aseprite or TexturePacker sheet as its JSON places it.
struct SheetFrame {
    QRect inSheet;        // the pixels it takes in the sheet (turned when rotated)
    bool rotated = false; // lies turned 90 degrees clockwise in the sheet
    QRect placed;         // where its upright pixels go in a frame of sourceSize
    QSize sourceSize;     // the untrimmed frame's size
    int durationMs = 0;
};

struct SheetLayout {
    QList<SheetFrame> frames;
    QList<FrameAnimation> animations;
    QList<int> outside; // with keepOutside: the frames (from 0) that leave the sheet
    QString error;      // a sentence naming the cause; empty on success

    bool ok() const { return error.isEmpty(); }
};

class FrameSource {
    Q_DECLARE_TR_FUNCTIONS(FrameSource)

public:
    // The cells of `grid` over an image of `size`, or an empty list and `error` set when
    // the grid does not fit: the cells must cover the image exactly (margin, cells and
    // spacing adding up to its size), so that a wrong size never drops pixels silently.
    static QList<QRect> gridCells(QSize size, const GridSpec& grid, QString* error);
    static FrameSet sliceGrid(const QImage& image, const GridSpec& grid);
    // N equal frames side by side.
    static FrameSet sliceStrip(const QImage& image, int frames);

    // Every image of a file (an animated GIF, WebP or APNG where Qt reads them; a still
    // image is one frame), each with its duration. Fails rather than drop a frame.
    static FrameSet loadImages(const QString& path, const ImageLoadLimits& limits);

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
    // messages; for cutting something else (a mask) the same way.
    static SheetLayout readSheetLayout(const QByteArray& json, QSize sheetSize,
                                       const ImageLoadLimits& limits, bool keepOutside = false);

    // Each frame replaced by its N rotations (frame source * N + k turned k * 360 / N
    // degrees clockwise about its centre, nearest neighbour), each rotated frame its
    // own size with its origin where the source frame's centre lands.
    static FrameSet rotationSet(const FrameSet& source, int rotations);
    static SourceFrame rotatedFrame(const SourceFrame& frame, double degrees);
};

} // namespace hitmask
