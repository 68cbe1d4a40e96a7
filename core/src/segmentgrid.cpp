// SPDX-License-Identifier: MIT
#include "segmentgrid.hpp"

#include "segmentmeet.hpp"

#include <algorithm>
#include <cmath>

namespace hitmask::detail {

namespace {

int floorDiv(double v, int cell) {
    return int(std::floor(v / cell));
}

} // namespace

bool segmentsConflict(const Segment& s, const Segment& t, const std::vector<int>& ringSizes) {
    if (s.ring == t.ring) {
        const int n = ringSizes[std::size_t(s.ring)];
        const bool sThenT = s.to % n == t.from % n, tThenS = t.to % n == s.from % n;
        if (sThenT || tThenS) {
            if (sThenT && tThenS) // a ring of two segments
                return true;
            // Joined at one end: a conflict only when the second turns straight back.
            const Segment& first = sThenT ? s : t;
            const Segment& second = sThenT ? t : s;
            const Point u{first.b.x - first.a.x, first.b.y - first.a.y};
            const Point v{second.b.x - second.a.x, second.b.y - second.a.y};
            return orientation(first.a, first.b, second.b) == 0 &&
                   1LL * u.x * v.x + 1LL * u.y * v.y < 0;
        }
    }
    return segmentsMeet(s.a, s.b, t.a, t.b);
}

SegmentGrid::SegmentGrid(Point low, Point high, const std::vector<Segment>& typical)
    : low_(low) {
    // Cells about twice the mean segment extent: few cells per segment, and few segments
    // per cell even where a dithered mask packs a ring around every pixel.
    double extent = 0;
    for (const Segment& s : typical)
        extent += std::max(std::abs(s.a.x - s.b.x), std::abs(s.a.y - s.b.y));
    cell_ = std::clamp(int(2 * extent / double(std::max<std::size_t>(typical.size(), 1))), 2, 64);
    // Sparse rings far apart (hand-made polygons) must not cost memory for empty space.
    const long long width = 1LL + high.x - low.x, height = 1LL + high.y - low.y;
    const long long budget = 4LL * (long long)typical.size() + 4096;
    while ((width / cell_ + 1) * (height / cell_ + 1) > budget)
        cell_ *= 2;
    columns_ = int(width / cell_ + 1);
    rows_ = int(height / cell_ + 1);
    heads_[0].assign(std::size_t(columns_) * std::size_t(rows_), -1);
    heads_[1].assign(std::size_t(columns_) * std::size_t(rows_), -1);
}

void SegmentGrid::insert(int id, const Segment& s) {
    std::vector<int>& heads = heads_[s.original() ? 1 : 0];
    cellsOf(s, cells_);
    for (const int cell : cells_) {
        entries_.push_back({id, heads[std::size_t(cell)]});
        heads[std::size_t(cell)] = int(entries_.size() - 1);
    }
}

void SegmentGrid::cellsOf(const Segment& s, std::vector<int>& cells) const {
    cells.clear();
    // In coordinates relative to the grid's corner, so that every cell index is >= 0.
    const double ax = double(s.a.x) - low_.x, ay = double(s.a.y) - low_.y;
    const double bx = double(s.b.x) - low_.x, by = double(s.b.y) - low_.y;
    const double lx = ax <= bx ? ax : bx, ly = ax <= bx ? ay : by;
    const double rx = ax <= bx ? bx : ax, ry = ax <= bx ? by : ay;
    const int firstColumn = floorDiv(lx, cell_), lastColumn = floorDiv(rx, cell_);
    for (int column = firstColumn; column <= lastColumn; ++column) {
        // The segment's y range within this column, widened by a little so that
        // rounding can only add cells.
        double y0 = ly, y1 = ry;
        if (rx != lx) {
            const double x0 = std::max(lx, double(column) * cell_);
            const double x1 = std::min(rx, double(column + 1) * cell_);
            const double slope = (ry - ly) / (rx - lx);
            y0 = ly + (x0 - lx) * slope;
            y1 = ly + (x1 - lx) * slope;
        }
        const int top = std::max(floorDiv(std::min(y0, y1) - 1e-6, cell_), 0);
        const int bottom = std::min(floorDiv(std::max(y0, y1) + 1e-6, cell_), rows_ - 1);
        for (int row = top; row <= bottom; ++row)
            cells.push_back(row * columns_ + column);
    }
}

} // namespace hitmask::detail
