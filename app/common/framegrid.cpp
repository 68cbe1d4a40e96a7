// SPDX-License-Identifier: MIT
// Grid slicing of strips and sheets.
#include "framegrid.h"

#include "frameplacement.h"

#include <algorithm>
#include <vector>

namespace hitmask {

namespace {

bool isBlank(const QImage& image, const QRect& cell) {
    for (int y = cell.top(); y <= cell.bottom(); ++y) {
        const auto* row = reinterpret_cast<const uchar*>(image.constScanLine(y));
        for (int x = cell.left(); x <= cell.right(); ++x)
            if (row[4 * x + 3] != 0)
                return false;
    }
    return true;
}

// Cells along one side: `count` cells of `cell` pixels, or derived from the other.
bool fitSide(int length, int margin, int spacing, int& cell, int& count) {
    const qint64 inner = qint64(length) - 2 * qint64(margin);
    if (inner <= 0)
        return false;
    if (cell > 0) {
        // inner = count * cell + (count - 1) * spacing
        if ((inner + spacing) % (qint64(cell) + spacing) != 0)
            return false;
        count = int((inner + spacing) / (qint64(cell) + spacing));
    } else {
        if (count <= 0 || (inner - qint64(count - 1) * spacing) % count != 0)
            return false;
        cell = int((inner - qint64(count - 1) * spacing) / count);
    }
    return cell > 0 && count > 0;
}

} // namespace

GridSpec GridSpec::defaultFor(QSize imageSize) {
    GridSpec grid;
    const int w = imageSize.width(), h = imageSize.height();
    if (h > 0 && w > h && w % h == 0)
        grid.cell = QSize(h, h);
    else
        grid.cell = imageSize;
    return grid;
}

namespace {

// The smallest cell length (at least kMinCell, a divisor of the length, less than it) whose
// boundaries all fall between two lines of which one has no art, with art in at least two
// cells; 0 when there is none.
int separatedCellLength(const std::vector<bool>& hasArt) {
    constexpr int kMinCell = 4;
    const int length = int(hasArt.size());
    for (int cell = kMinCell; cell < length; ++cell) {
        if (length % cell != 0)
            continue;
        bool cuts = false;
        int cellsWithArt = 0;
        for (int start = 0; start < length && !cuts; start += cell) {
            if (start > 0 && hasArt[std::size_t(start - 1)] && hasArt[std::size_t(start)])
                cuts = true;
            bool art = false;
            for (int i = start; i < start + cell && !art; ++i)
                art = hasArt[std::size_t(i)];
            cellsWithArt += art ? 1 : 0;
        }
        if (!cuts && cellsWithArt >= 2)
            return cell;
    }
    return 0;
}

} // namespace

GridSpec GridSpec::proposedFor(const QImage& image) {
    const QImage rgba = image.convertToFormat(QImage::Format_RGBA8888);
    const int w = rgba.width(), h = rgba.height();
    std::vector<bool> columnArt(std::size_t(std::max(w, 0)), false);
    std::vector<bool> rowArt(std::size_t(std::max(h, 0)), false);
    for (int y = 0; y < h; ++y) {
        const uchar* line = rgba.constScanLine(y);
        for (int x = 0; x < w; ++x)
            if (line[4 * x + 3] > 0) {
                columnArt[std::size_t(x)] = true;
                rowArt[std::size_t(y)] = true;
            }
    }
    const int cellW = separatedCellLength(columnArt);
    const int cellH = separatedCellLength(rowArt);
    if (cellW == 0 && cellH == 0)
        return defaultFor(image.size());
    GridSpec grid;
    grid.cell = QSize(cellW > 0 ? cellW : w, cellH > 0 ? cellH : h);
    return grid;
}

QList<QRect> FrameGrid::gridCells(QSize size, const GridSpec& grid, QString* error) {
    auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return QList<QRect>{};
    };
    if (grid.margin < 0 || grid.spacing < 0)
        return fail(tr("the margin and spacing cannot be negative"));
    int cellW = grid.cell.isValid() ? grid.cell.width() : 0;
    int cellH = grid.cell.isValid() ? grid.cell.height() : 0;
    int columns = grid.columns;
    int rows = grid.rows;
    if (grid.cell.isValid() && grid.cell.isEmpty())
        return fail(tr("the frame size must be at least 1 x 1"));
    if (!grid.cell.isValid() && (columns < 1 || rows < 1))
        return fail(tr("the grid needs a frame size, or at least one column and one row"));
    if (!fitSide(size.width(), grid.margin, grid.spacing, cellW, columns) ||
        !fitSide(size.height(), grid.margin, grid.spacing, cellH, rows)) {
        if (grid.cell.isValid())
            return fail(tr("frames of %1 x %2 pixels (margin %3, spacing %4) do not divide the "
                           "%5 x %6 image")
                            .arg(grid.cell.width())
                            .arg(grid.cell.height())
                            .arg(grid.margin)
                            .arg(grid.spacing)
                            .arg(size.width())
                            .arg(size.height()));
        return fail(tr("a grid of %1 x %2 cells (columns x rows, margin %3, spacing %4) does not "
                       "divide the %5 x %6 image")
                        .arg(grid.columns)
                        .arg(grid.rows)
                        .arg(grid.margin)
                        .arg(grid.spacing)
                        .arg(size.width())
                        .arg(size.height()));
    }
    if (qint64(columns) * rows > 65535)
        return fail(tr("the grid has %1 cells, more than the 65535 frames a mask file holds")
                        .arg(qint64(columns) * rows));
    QList<QRect> cells;
    cells.reserve(columns * rows);
    // In 64 bits: a spacing that only one cell follows may be near INT_MAX.
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c)
            cells.append(QRect(int(grid.margin + c * (qint64(cellW) + grid.spacing)),
                               int(grid.margin + r * (qint64(cellH) + grid.spacing)), cellW,
                               cellH));
    return cells;
}

FrameSet FrameGrid::sliceGrid(const QImage& image, const GridSpec& grid) {
    FrameSet set;
    const QImage rgba = image.convertToFormat(QImage::Format_RGBA8888);
    const QList<QRect> cells = gridCells(rgba.size(), grid, &set.error);
    if (!set.ok())
        return set;
    QList<FramePlacement> kept;
    for (const QRect& cell : cells)
        if (!grid.skipEmpty || !isBlank(rgba, cell))
            kept.append(FramePlacement::cell(cell));
    set.frames = cutFrames(rgba, kept);
    if (set.frames.isEmpty())
        set.error = tr("every cell of the grid is empty");
    return set;
}

std::optional<GridSpec> FrameGrid::gridOf(const QImage& image, const QList<QRect>& rects) {
    if (rects.isEmpty())
        return std::nullopt;
    const QSize cell = rects.front().size();
    int minX = rects.front().x(), minY = rects.front().y();
    for (const QRect& rect : rects) {
        if (rect.size() != cell)
            return std::nullopt;
        minX = std::min(minX, rect.x());
        minY = std::min(minY, rect.y());
    }
    const QImage rgba = image.convertToFormat(QImage::Format_RGBA8888);
    // Every cell starts a whole number of steps (cell plus spacing) from the first one
    // kept; the margin is that first start less whole steps (cells skipped before it).
    const int spacingLimit = std::max(image.width(), image.height());
    for (int spacing = 0; spacing <= spacingLimit; ++spacing) {
        const qint64 stepX = qint64(cell.width()) + spacing;
        const qint64 stepY = qint64(cell.height()) + spacing;
        const auto offStep = [&](const QRect& rect) {
            return (rect.x() - minX) % stepX != 0 || (rect.y() - minY) % stepY != 0;
        };
        if (std::any_of(rects.begin(), rects.end(), offStep))
            continue;
        for (qint64 margin = std::min(minX, minY); margin >= 0; --margin) {
            if ((minX - margin) % stepX != 0 || (minY - margin) % stepY != 0)
                continue;
            GridSpec grid;
            grid.cell = cell;
            grid.margin = int(margin);
            grid.spacing = spacing;
            const QList<QRect> cells = gridCells(rgba.size(), grid, nullptr);
            if (cells == rects)
                return grid;
            QList<QRect> kept;
            for (const QRect& c : cells)
                if (!isBlank(rgba, c))
                    kept.append(c);
            if (!cells.isEmpty() && kept == rects) {
                grid.skipEmpty = true;
                return grid;
            }
        }
    }
    return std::nullopt;
}

FrameSet FrameGrid::sliceStrip(const QImage& image, int frames) {
    if (frames < 1 || frames > 65535) {
        FrameSet set;
        set.error = tr("the frame count must be between 1 and 65535, not %1").arg(frames);
        return set;
    }
    GridSpec grid;
    grid.columns = frames;
    grid.rows = 1;
    return sliceGrid(image, grid);
}

} // namespace hitmask
