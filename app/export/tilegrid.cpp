// SPDX-License-Identifier: MIT
#include "tilegrid.h"

#include <algorithm>
#include <limits>
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

// The tile of every frame on the grid with this margin and spacing, or nothing when two
// frames share one.
std::optional<TileGrid> gridAt(const FramePlaces& places, int margin, int spacing) {
    const int w = places.rects.front().width(), h = places.rects.front().height();
    TileGrid grid;
    grid.tile = QSize(w, h);
    grid.margin = margin;
    grid.spacing = spacing;
    grid.columns = (places.imageSize.width() - margin + spacing) / (w + spacing);
    grid.rows = (places.imageSize.height() - margin + spacing) / (h + spacing);
    std::set<int> seen;
    for (const QRect& r : places.rects) {
        const int id =
            (r.y() - margin) / (h + spacing) * grid.columns + (r.x() - margin) / (w + spacing);
        if (!seen.insert(id).second)
            return std::nullopt;
        grid.ids.push_back(id);
    }
    return grid;
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
    // The spacings that fit: a tile and its spacing must divide each pitch (a missing
    // column makes a pitch a multiple of the true one); along an axis where all frames
    // share one position any spacing fits. Tried from the narrowest.
    int widest = px > 0 || py > 0 ? std::numeric_limits<int>::max() : std::max(x0, y0);
    if (px > 0)
        widest = std::min(widest, px - w);
    if (py > 0)
        widest = std::min(widest, py - h);
    std::vector<int> spacings;
    for (int s = 0; s <= widest; ++s)
        if ((px == 0 || px % (w + s) == 0) && (py == 0 || py % (h + s) == 0))
            spacings.push_back(s);
    for (const int spacing : spacings) {
        // Tiled has one margin for both ways: the first tile's corner on the diagonal.
        for (int margin = x0 % (w + spacing); margin <= std::min(x0, y0); margin += w + spacing) {
            if ((y0 - margin) % (h + spacing) != 0)
                continue;
            if (std::optional<TileGrid> grid = gridAt(places, margin, spacing))
                return grid;
        }
    }
    return std::nullopt;
}

} // namespace hitmask
