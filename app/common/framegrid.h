// SPDX-License-Identifier: MIT
// Grids over strips and sheets, as Tiled's tileset dialog cuts them: the cells, and the
// frames they cut from an image.
#pragma once

#include "framesource.h"

#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QRect>
#include <QSize>
#include <QString>
#include <optional>

namespace hitmask {

// A grid over a sheet: either the cell size or the number of columns and rows, then the
// margin around the sheet and the spacing between cells. Cells are taken row by row.
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

class FrameGrid {
    // The context the translations have these messages under.
    Q_DECLARE_TR_FUNCTIONS(FrameSource)

public:
    // The cells of `grid` over an image of `size`, or an empty list and `error` set when
    // the grid does not fit: the cells must cover the image exactly (margin, cells and
    // spacing adding up to its size), so that a wrong size never drops pixels silently.
    static QList<QRect> gridCells(QSize size, const GridSpec& grid, QString* error);
    static FrameSet sliceGrid(const QImage& image, const GridSpec& grid);
    // The grid that cuts exactly `rects` (in that order) from `image`, empty cells left out
    // only when they must be, so that a cut reads back as the settings that made it;
    // nullopt when no grid does (frames of a v1/v2 project, say).
    static std::optional<GridSpec> gridOf(const QImage& image, const QList<QRect>& rects);
    // N equal frames side by side.
    static FrameSet sliceStrip(const QImage& image, int frames);
};

} // namespace hitmask
