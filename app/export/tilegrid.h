// SPDX-License-Identifier: MIT
// A Tiled tileset's grid over a sprite image, found from where the frames lie in it, so
// that a .tsx names the real image with the tile size, margin and spacing Tiled cuts by.
#pragma once

#include <QImage>
#include <QRect>
#include <QSize>
#include <optional>
#include <vector>

namespace hitmask {

// Where a sprite's frames lie in its image: every frame's rectangle, or an empty one for a
// frame that is no piece of the image as it stands.
struct FramePlaces {
    QSize imageSize;          // invalid when the frames come from no single image
    std::vector<QRect> rects; // every frame of the sprite, in order
    std::size_t first = 0;    // the index in `rects` of the first frame an export writes
};

struct TileGrid {
    QSize tile;
    int margin = 0;       // Tiled's: the first tile's left and top edge
    int spacing = 0;      // between neighbouring tiles, both ways
    int columns = 0;      // as Tiled counts them over the image: (width - margin + spacing) /
    int rows = 0;         // (tile width + spacing), the same for rows with heights
    std::vector<int> ids; // each frame's tile, row by row: row * columns + column
};

// `rect` when `image` holds exactly `frame`'s pixels there, else an empty rectangle: a
// frame turned back from a packed sheet, trimmed, rotated or from another image of an
// animation is not a tile of the image.
QRect placeInImage(const QImage& image, const QRect& rect, const QImage& frame);

// The grid on which every frame is a tile of its own, or nothing when there is none: the
// frames differ in size, one is no piece of the image, or they sit off any one grid.
std::optional<TileGrid> tileGridOf(const FramePlaces& places);

} // namespace hitmask
