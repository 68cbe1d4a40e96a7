// SPDX-License-Identifier: MIT
// Minimal rectangle partition: concave corners, chords between them, a maximum set of
// disjoint chords from a bipartite matching, then one cut from every corner left over.
#include "matching.hpp"
#include "pixelgrid.hpp"

#include <algorithm>
#include <cstdint>
#include <hitmask/boxes.hpp>

namespace hitmask {

namespace {

using detail::kNorthEast;
using detail::kNorthWest;
using detail::kSouthEast;
using detail::kSouthWest;
using detail::PixelGrid;

constexpr unsigned kAll = 15;

// A chord on grid line `line` from `from` to `to` (from < to), horizontal or vertical.
struct Chord {
    int line;
    int from;
    int to;
};

bool isConcave(unsigned corners) {
    return corners == (kAll & ~kNorthWest) || corners == (kAll & ~kNorthEast) ||
           corners == (kAll & ~kSouthWest) || corners == (kAll & ~kSouthEast);
}

// Cut lines drawn along grid segments; one byte per grid point.
class Cuts {
public:
    static constexpr std::uint8_t kEast = 1;  // segment (x, y) - (x + 1, y)
    static constexpr std::uint8_t kSouth = 2; // segment (x, y) - (x, y + 1)

    Cuts(int width, int height)
        : pitch_(static_cast<std::size_t>(width) + 1)
        , flags_(pitch_ * (static_cast<std::size_t>(height) + 1), 0) {}

    void cutEast(int x, int y) { flags_[index(x, y)] |= kEast; }
    void cutSouth(int x, int y) { flags_[index(x, y)] |= kSouth; }
    [[nodiscard]] bool east(int x, int y) const { return flags_[index(x, y)] & kEast; }
    [[nodiscard]] bool south(int x, int y) const { return flags_[index(x, y)] & kSouth; }
    // Whether any cut segment ends at grid point (x, y), which lies inside the mask.
    [[nodiscard]] bool touched(int x, int y) const {
        return east(x, y) || south(x, y) || (x > 0 && east(x - 1, y)) || (y > 0 && south(x, y - 1));
    }

private:
    [[nodiscard]] std::size_t index(int x, int y) const {
        return static_cast<std::size_t>(y) * pitch_ + static_cast<std::size_t>(x);
    }
    std::size_t pitch_;
    std::vector<std::uint8_t> flags_;
};

// Horizontal chords: from every concave corner whose cut runs east, walk along the
// line while both sides are solid; a chord when the walk ends on a concave corner.
// Walks never share a segment, so this is linear in the pixels.
std::vector<Chord> horizontalChords(const PixelGrid& grid) {
    std::vector<Chord> chords;
    for (int y = 1; y < grid.height(); ++y)
        for (int x = 1; x < grid.width(); ++x) {
            const unsigned c = grid.corners(x, y);
            if (!isConcave(c) || (c & kNorthEast) == 0 || (c & kSouthEast) == 0)
                continue;
            int end = x + 1;
            while (grid.corners(end, y) == kAll)
                ++end;
            if (isConcave(grid.corners(end, y)))
                chords.push_back({y, x, end});
        }
    return chords;
}

std::vector<Chord> verticalChords(const PixelGrid& grid) {
    std::vector<Chord> chords;
    for (int x = 1; x < grid.width(); ++x)
        for (int y = 1; y < grid.height(); ++y) {
            const unsigned c = grid.corners(x, y);
            if (!isConcave(c) || (c & kSouthWest) == 0 || (c & kSouthEast) == 0)
                continue;
            int end = y + 1;
            while (grid.corners(x, end) == kAll)
                ++end;
            if (isConcave(grid.corners(x, end)))
                chords.push_back({x, y, end});
        }
    return chords;
}

// Edges between every horizontal and vertical chord that meet, ends included (two
// chords from one corner cannot both be drawn). Each grid point holds at most one
// crossing, so the graph has O(P) edges.
detail::BipartiteGraph crossingGraph(const std::vector<Chord>& horizontal,
                                     const std::vector<Chord>& vertical, int height) {
    // Horizontal chords per line, in increasing x (they come out in raster order).
    std::vector<int> lineStart(static_cast<std::size_t>(height) + 2, 0);
    for (const Chord& h : horizontal)
        ++lineStart[h.line + 1];
    for (int y = 0; y <= height; ++y)
        lineStart[y + 1] += lineStart[y];

    std::vector<std::vector<int>> adjacency(horizontal.size());
    for (int v = 0; v < int(vertical.size()); ++v) {
        const Chord& chord = vertical[v];
        for (int y = chord.from; y <= chord.to; ++y) {
            const auto first = horizontal.begin() + lineStart[y];
            const auto last = horizontal.begin() + lineStart[y + 1];
            // The last chord on this line starting at or before x.
            auto it = std::upper_bound(first, last, chord.line,
                                       [](int x, const Chord& h) { return x < h.from; });
            if (it == first)
                continue;
            --it;
            if (it->to >= chord.line)
                adjacency[it - horizontal.begin()].push_back(v);
        }
    }
    detail::BipartiteGraph graph;
    graph.leftCount = int(horizontal.size());
    graph.rightCount = int(vertical.size());
    for (const auto& list : adjacency) {
        graph.targets.insert(graph.targets.end(), list.begin(), list.end());
        graph.offsets.push_back(int(graph.targets.size()));
    }
    return graph;
}

// Reads the rectangles off the cut lines: each unvisited solid pixel met in raster order
// is the top-left corner of its rectangle.
std::vector<Rect> cutOut(const PixelGrid& grid, const Cuts& cuts) {
    std::vector<Rect> boxes;
    const int width = grid.width();
    std::vector<std::uint8_t> done(static_cast<std::size_t>(width) * grid.height(), 0);
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < width; ++x) {
            if (!grid.at(x, y) || done[std::size_t(y) * width + x])
                continue;
            int w = 1;
            while (grid.at(x + w, y) && !cuts.south(x + w, y))
                ++w;
            int h = 1;
            while (grid.at(x, y + h) && !cuts.east(x, y + h))
                ++h;
            for (int row = y; row < y + h; ++row)
                std::fill_n(done.begin() + std::ptrdiff_t(row) * width + x, w, 1);
            boxes.push_back({x, y, w, h});
        }
    return boxes;
}

} // namespace

std::vector<Rect> minimalBoxes(const Mask& mask) {
    if (mask.isEmpty())
        return {};
    const PixelGrid grid(mask);
    const std::vector<Chord> horizontal = horizontalChords(grid);
    const std::vector<Chord> vertical = verticalChords(grid);
    const detail::IndependentSet chosen =
        detail::maximumIndependentSet(crossingGraph(horizontal, vertical, grid.height()));

    Cuts cuts(grid.width(), grid.height());
    for (std::size_t i = 0; i < horizontal.size(); ++i)
        if (chosen.left[i])
            for (int x = horizontal[i].from; x < horizontal[i].to; ++x)
                cuts.cutEast(x, horizontal[i].line);
    for (std::size_t i = 0; i < vertical.size(); ++i)
        if (chosen.right[i])
            for (int y = vertical[i].from; y < vertical[i].to; ++y)
                cuts.cutSouth(vertical[i].line, y);

    // Every concave corner not yet the end of a cut gets one horizontal cut, stopping at
    // the first boundary or cut it meets; each adds exactly one rectangle.
    for (int y = 1; y < grid.height(); ++y)
        for (int x = 1; x < grid.width(); ++x) {
            const unsigned c = grid.corners(x, y);
            if (!isConcave(c) || cuts.touched(x, y))
                continue;
            const bool east = (c & kNorthEast) && (c & kSouthEast);
            const int step = east ? 1 : -1;
            int at = x;
            for (;;) {
                cuts.cutEast(east ? at : at - 1, y);
                at += step;
                // Inside the mask once all four pixels are solid, so the lookups are safe.
                if (grid.corners(at, y) != kAll || cuts.south(at, y) || cuts.south(at, y - 1) ||
                    (east ? cuts.east(at, y) : cuts.east(at - 1, y)))
                    break;
            }
        }
    return cutOut(grid, cuts);
}

std::vector<Rect> greedyBoxes(const Mask& mask) {
    std::vector<Rect> boxes;
    const PixelGrid grid(mask);
    const int width = grid.width();
    std::vector<std::uint8_t> done(static_cast<std::size_t>(width) * grid.height(), 0);
    auto free = [&](int x, int y) {
        return x < width && y < grid.height() && grid.at(x, y) && !done[std::size_t(y) * width + x];
    };
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < width; ++x) {
            if (!free(x, y))
                continue;
            int w = 1;
            while (free(x + w, y))
                ++w;
            int h = 1;
            for (;; ++h) {
                bool rowFree = true;
                for (int i = 0; i < w && rowFree; ++i)
                    rowFree = free(x + i, y + h);
                if (!rowFree)
                    break;
            }
            for (int row = y; row < y + h; ++row)
                std::fill_n(done.begin() + std::ptrdiff_t(row) * width + x, w, 1);
            boxes.push_back({x, y, w, h});
        }
    return boxes;
}

} // namespace hitmask
