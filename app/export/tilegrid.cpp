// SPDX-License-Identifier: MIT
#include "tilegrid.h"

#include <algorithm>
#include <numeric>
#include <set>

namespace hitmask {

QRect placeInImage(const QImage& image, const QRect& rect, const QImage& frame) {
    if (rect.isEmpty() || !image.rect().contains(rect) || rect.size() != frame.size())
        return {};
    const QImage cell = image.copy(rect).convertToFormat(QImage::Format_RGBA8888);
    return cell == frame.convertToFormat(QImage::Format_RGBA8888) ? rect : QRect();
}

namespace {

// The distance between neighbouring cells along one axis: the greatest common divisor of
// the gaps between the frames' distinct positions, or 0 when they share one position.
int pitch(const std::set<int>& positions) {
    int g = 0;
    for (auto it = std::next(positions.begin(), positions.empty() ? 0 : 1); it != positions.end();
         ++it)
        g = std::gcd(g, *it - *std::prev(it));
    return g;
}

} // namespace

std::optional<TileGrid> tileGridOf(const FramePlaces& places) {
    if (!places.imageSize.isValid() || places.rects.empty())
        return std::nullopt;
    const QSize tile = places.rects.front().size();
    std::set<int> xs, ys;
    for (const QRect& r : places.rects) {
        if (r.isEmpty() || r.size() != tile || !QRect(QPoint(0, 0), places.imageSize).contains(r))
            return std::nullopt;
        xs.insert(r.x());
        ys.insert(r.y());
    }
    const int w = tile.width(), h = tile.height();
    const int x0 = *xs.begin(), y0 = *ys.begin();
    const int px = pitch(xs), py = pitch(ys);
    int spacing = 0;
    if (px > 0 && py > 0) {
        if (px - w != py - h)
            return std::nullopt; // Tiled has one spacing for both ways
        spacing = px - w;
    } else if (px > 0) {
        spacing = px - w;
    } else if (py > 0) {
        spacing = py - h;
    } else if (x0 != y0) {
        // One position: the spacing is free, and puts the farther edge one tile away.
        spacing = x0 > y0 ? x0 - y0 - w : y0 - x0 - h;
    }
    if (spacing < 0)
        return std::nullopt; // cells overlap
    // Tiled has one margin for both ways: the first tile's corner on the diagonal.
    int margin = std::min(x0, y0);
    while (margin >= 0 && ((x0 - margin) % (w + spacing) || (y0 - margin) % (h + spacing)))
        --margin;
    if (margin < 0)
        return std::nullopt;
    TileGrid grid;
    grid.tile = tile;
    grid.margin = margin;
    grid.spacing = spacing;
    grid.columns = (places.imageSize.width() - margin + spacing) / (w + spacing);
    grid.rows = (places.imageSize.height() - margin + spacing) / (h + spacing);
    std::set<int> seen;
    for (const QRect& r : places.rects) {
        const int id =
            (r.y() - margin) / (h + spacing) * grid.columns + (r.x() - margin) / (w + spacing);
        if (!seen.insert(id).second)
            return std::nullopt; // two frames on one tile
        grid.ids.push_back(id);
    }
    return grid;
}

} // namespace hitmask
