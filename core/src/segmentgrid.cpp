// SPDX-License-Identifier: MIT
#include "segmentgrid.hpp"

#include <algorithm>
#include <cmath>

namespace hitmask::detail {

namespace {

long long orient(Point a, Point b, Point c) {
    return 1LL * (b.x - a.x) * (c.y - a.y) - 1LL * (b.y - a.y) * (c.x - a.x);
}

int sign(long long v) {
    return (v > 0) - (v < 0);
}

// c lies within the bounding box of a-b (used once c is known to be collinear).
bool within(Point a, Point b, Point c) {
    return std::min(a.x, b.x) <= c.x && c.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= c.y &&
           c.y <= std::max(a.y, b.y);
}

bool intersect(Point a, Point b, Point c, Point d) {
    const int o1 = sign(orient(a, b, c)), o2 = sign(orient(a, b, d));
    const int o3 = sign(orient(c, d, a)), o4 = sign(orient(c, d, b));
    if (o1 * o2 < 0 && o3 * o4 < 0)
        return true; // a proper crossing
    return (o1 == 0 && within(a, b, c)) || (o2 == 0 && within(a, b, d)) ||
           (o3 == 0 && within(c, d, a)) || (o4 == 0 && within(c, d, b));
}

long long key(long long cx, long long cy) {
    return (cx << 32) ^ (cy & 0xffffffffLL);
}

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
            return orient(first.a, first.b, second.b) == 0 && 1LL * u.x * v.x + 1LL * u.y * v.y < 0;
        }
    }
    return intersect(s.a, s.b, t.a, t.b);
}

std::vector<std::pair<long long, int>> cellsOf(const std::vector<Segment>& segments) {
    std::vector<std::pair<long long, int>> cells;
    // Cells about twice the mean segment extent: few cells per segment, and few segments
    // per cell even where a dithered mask packs a ring around every pixel.
    double extent = 0;
    for (const Segment& s : segments)
        extent += std::max(std::abs(s.a.x - s.b.x), std::abs(s.a.y - s.b.y));
    const int cell =
        std::clamp(int(2 * extent / double(std::max<std::size_t>(segments.size(), 1))), 2, 64);
    // Original edges never meet each other wrongly, so only cells that hold a shortened
    // segment matter: those first, then original edges only where they land in one.
    const auto visit = [&](const Segment& s, auto&& add) {
        const Point l = s.a.x <= s.b.x ? s.a : s.b, r = s.a.x <= s.b.x ? s.b : s.a;
        const int firstColumn = floorDiv(l.x, cell), lastColumn = floorDiv(r.x, cell);
        for (int column = firstColumn; column <= lastColumn; ++column) {
            // The segment's y range within this column, widened by a little so that
            // rounding can only add cells.
            double y0 = l.y, y1 = r.y;
            if (r.x != l.x) {
                const double x0 = std::max<double>(l.x, double(column) * cell);
                const double x1 = std::min<double>(r.x, double(column + 1) * cell);
                const double slope = double(r.y - l.y) / (r.x - l.x);
                y0 = l.y + (x0 - l.x) * slope;
                y1 = l.y + (x1 - l.x) * slope;
            }
            const int top = floorDiv(std::min(y0, y1) - 1e-6, cell);
            const int bottom = floorDiv(std::max(y0, y1) + 1e-6, cell);
            for (int row = top; row <= bottom; ++row)
                add(key(column, row));
        }
    };
    for (int i = 0; i < int(segments.size()); ++i)
        if (segments[std::size_t(i)].to - segments[std::size_t(i)].from > 1)
            visit(segments[std::size_t(i)], [&](long long k) { cells.push_back({k, i}); });
    std::vector<long long> shortened;
    for (const auto& c : cells)
        shortened.push_back(c.first);
    std::sort(shortened.begin(), shortened.end());
    shortened.erase(std::unique(shortened.begin(), shortened.end()), shortened.end());
    if (!shortened.empty())
        for (int i = 0; i < int(segments.size()); ++i)
            if (segments[std::size_t(i)].to - segments[std::size_t(i)].from == 1)
                visit(segments[std::size_t(i)], [&](long long k) {
                    if (std::binary_search(shortened.begin(), shortened.end(), k))
                        cells.push_back({k, i});
                });
    std::sort(cells.begin(), cells.end());
    return cells;
}

} // namespace hitmask::detail
