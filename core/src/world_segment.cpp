// SPDX-License-Identifier: MIT
// WorldImpl::querySegment(): the first solid pixel along a pixel walk, cell by cell.
#include "worldbox.hpp"
#include "worldimpl.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>

namespace hitmask::detail {

namespace {

__extension__ using Int128 = __int128;

// The walk of the header: step i of n along the major axis, the minor offset
// floor((2 i |d| + n) / (2 n)), in 128 bits since 2 i |d| reaches 2^65.
struct Walk {
    std::int64_t x0, y0, n, adx, ady;
    int sx, sy;
    bool xMajor;

    [[nodiscard]] std::int64_t minorOffset(std::int64_t i) const {
        const std::int64_t d = xMajor ? ady : adx;
        return n == 0 ? 0 : std::int64_t((Int128(2) * i * d + n) / (Int128(2) * n));
    }
    [[nodiscard]] std::int64_t x(std::int64_t i) const {
        return x0 + sx * (xMajor ? i : minorOffset(i));
    }
    [[nodiscard]] std::int64_t y(std::int64_t i) const {
        return y0 + sy * (xMajor ? minorOffset(i) : i);
    }
    // The first step whose minor offset reaches `offset`, or n + 1 if none.
    [[nodiscard]] std::int64_t firstStepAt(std::int64_t offset) const {
        const std::int64_t d = xMajor ? ady : adx;
        if (offset <= 0)
            return 0;
        if (d == 0)
            return n + 1;
        // 2 i d + n >= 2 n offset  <=>  i >= ceil((2 n offset - n) / (2 d))
        const Int128 num = Int128(2) * n * offset - n, den = Int128(2) * d;
        const Int128 i = num <= 0 ? 0 : (num + den - 1) / den;
        return i > n ? n + 1 : std::int64_t(i);
    }
};

} // namespace

// For each entry whose box meets the segment's, the steps inside that box, walked until
// a solid pixel or the best step so far.
template <class W>
std::optional<WorldImpl::SegmentHit>
WorldImpl::segmentByEntry(const W& w, std::int64_t first, std::int64_t last, std::int64_t sx0,
                          std::int64_t sy0, std::int64_t sx1, std::int64_t sy1,
                          std::uint32_t layers, Id exclude) const {
    std::int64_t bestStep = last + 1;
    std::uint32_t best = UINT32_MAX;
    Point bestPixel;
    const std::int64_t m0 = w.xMajor ? w.x0 : w.y0, n0 = w.xMajor ? w.y0 : w.x0;
    const int majorSign = w.xMajor ? w.sx : w.sy, minorSign = w.xMajor ? w.sy : w.sx;
    for (std::uint32_t s = 0; s < boxes_.size(); ++s) {
        const Box& box = boxes_[s];
        if (box.kind == Kind::None || box.x0 >= sx1 || sx0 >= box.x1 || box.y0 >= sy1 ||
            sy0 >= box.y1 || !queryable(s, layers, exclude))
            continue;
        const std::int64_t lo = w.xMajor ? box.x0 : box.y0, hi = (w.xMajor ? box.x1 : box.y1) - 1;
        std::int64_t a = majorSign > 0 ? lo - m0 : m0 - hi;
        std::int64_t b = majorSign > 0 ? hi - m0 : m0 - lo;
        const std::int64_t mlo = w.xMajor ? box.y0 : box.x0, mhi = (w.xMajor ? box.y1 : box.x1) - 1;
        const std::int64_t offLo = minorSign > 0 ? mlo - n0 : n0 - mhi;
        const std::int64_t offHi = minorSign > 0 ? mhi - n0 : n0 - mlo;
        a = std::max({a, first, w.firstStepAt(offLo)});
        b = std::min({b, last, w.firstStepAt(offHi + 1) - 1, bestStep});
        const Entry& e = entries_[s];
        for (std::int64_t i = a; i <= b; ++i) {
            const std::int64_t px = w.x(i), py = w.y(i);
            if (e.mask->test(int(px - e.x), int(py - e.y))) {
                if (i < bestStep) { // slots come in order: at a tie the lower one stays
                    bestStep = i;
                    best = s;
                    bestPixel = Point{int(px), int(py)};
                }
                break;
            }
        }
    }
    if (best == UINT32_MAX)
        return std::nullopt;
    return SegmentHit{idOf(best), bestPixel, bestStep};
}

std::optional<WorldImpl::SegmentHit> WorldImpl::querySegment(Point from, Point to,
                                                             std::uint32_t layers, Id exclude) {
    prepare();
    Walk w{from.x,
           from.y,
           0,
           std::abs(std::int64_t(to.x) - from.x),
           std::abs(std::int64_t(to.y) - from.y),
           to.x < from.x ? -1 : 1,
           to.y < from.y ? -1 : 1,
           false};
    w.xMajor = w.adx >= w.ady;
    w.n = std::max(w.adx, w.ady);

    // Only steps inside the box around every entry can hit: the grid's cells and the big
    // entries. Along the major axis that is a range of steps; along the minor one the
    // walk is monotone, so it stops once past the box.
    const std::int64_t c = cellSize_;
    std::int64_t bx0 = INT64_MAX, by0 = INT64_MAX, bx1 = INT64_MIN, by1 = INT64_MIN;
    if (gridCount_ > 0) {
        bx0 = gridX0_ * c;
        by0 = gridY0_ * c;
        bx1 = (gridX1_ + 1) * c;
        by1 = (gridY1_ + 1) * c;
    }
    // The big entries whose boxes meet the segment's box.
    const std::int64_t sx0 = std::min<std::int64_t>(from.x, to.x);
    const std::int64_t sx1 = std::max<std::int64_t>(from.x, to.x) + 1;
    const std::int64_t sy0 = std::min<std::int64_t>(from.y, to.y);
    const std::int64_t sy1 = std::max<std::int64_t>(from.y, to.y) + 1;
    // The entries changed since the base grid was built are met at every step, as the
    // big ones are: their copies in the grid are stale.
    std::vector<std::uint32_t> bigs;
    const auto take = [&](std::uint32_t b) {
        const Box& box = boxes_[b];
        if (box.kind != Kind::None && box.x0 < sx1 && sx0 < box.x1 && box.y0 < sy1 &&
            sy0 < box.y1 && queryable(b, layers, exclude)) {
            bigs.push_back(b);
            bx0 = std::min(bx0, box.x0);
            by0 = std::min(by0, box.y0);
            bx1 = std::max(bx1, box.x1);
            by1 = std::max(by1, box.y1);
        }
    };
    for (const std::uint32_t b : big_)
        if (!outOfBase_[b])
            take(b);
    for (const std::uint32_t o : overlay_)
        take(o);
    if (bx0 >= bx1)
        return std::nullopt;
    std::sort(bigs.begin(), bigs.end());

    std::int64_t first = 0, last = w.n;
    {
        const std::int64_t m0 = w.xMajor ? w.x0 : w.y0;
        const int s = w.xMajor ? w.sx : w.sy;
        const std::int64_t lo = w.xMajor ? bx0 : by0, hi = (w.xMajor ? bx1 : by1) - 1;
        // m0 + s * i within [lo, hi]
        const std::int64_t a = s > 0 ? lo - m0 : m0 - hi, b = s > 0 ? hi - m0 : m0 - lo;
        first = std::max<std::int64_t>(first, a);
        last = std::min<std::int64_t>(last, b);
    }

    if (first > last)
        return std::nullopt;
    // A long walk through a sparse world would visit many empty cells: past one cell per
    // entry, each entry's box is met by the walk on its own instead.
    if ((last - first) / c > std::int64_t(gridCount_ + big_.size()))
        return segmentByEntry(w, first, last, sx0, sy0, sx1, sy1, layers, exclude);

    std::int64_t cellX = INT64_MIN, cellY = INT64_MIN;
    std::int32_t bucket = -1;
    for (std::int64_t i = first; i <= last;) {
        const std::int64_t px = w.x(i), py = w.y(i);
        const std::int64_t minor = w.xMajor ? py : px;
        const int minorSign = w.xMajor ? w.sy : w.sx;
        const std::int64_t minorLo = w.xMajor ? by0 : bx0, minorHi = w.xMajor ? by1 : bx1;
        if ((minorSign > 0 && minor >= minorHi) || (minorSign < 0 && minor < minorLo))
            break; // past the box for good
        const std::int64_t cx = floorDiv(px, c), cy = floorDiv(py, c);
        if (cx != cellX || cy != cellY) {
            cellX = cx;
            cellY = cy;
            bucket = findBucket(cx, cy);
        }
        if (bucket < 0 && bigs.empty()) {
            // Nothing here: jump to the step that leaves this cell.
            const std::int64_t m0 = w.xMajor ? w.x0 : w.y0;
            const int majorSign = w.xMajor ? w.sx : w.sy;
            const std::int64_t majorCell = w.xMajor ? cx : cy, minorCell = w.xMajor ? cy : cx;
            const std::int64_t majorEdge = majorSign > 0 ? (majorCell + 1) * c : majorCell * c - 1;
            const std::int64_t byMajor = (majorEdge - m0) * majorSign;
            const std::int64_t n0 = w.xMajor ? w.y0 : w.x0;
            const std::int64_t minorEdge = minorSign > 0 ? (minorCell + 1) * c : minorCell * c - 1;
            const std::int64_t byMinor = w.firstStepAt((minorEdge - n0) * minorSign);
            i = std::max(i + 1, std::min(byMajor, byMinor));
            continue;
        }
        std::uint32_t best = UINT32_MAX;
        const auto consider = [&](std::uint32_t s) {
            const Box& box = boxes_[s];
            if (s < best && px >= box.x0 && px < box.x1 && py >= box.y0 && py < box.y1 &&
                queryable(s, layers, exclude)) {
                const Entry& e = entries_[s];
                if (e.mask->test(int(px - e.x), int(py - e.y)))
                    best = s;
            }
        };
        if (bucket >= 0)
            for (auto m = bucketStart_[std::size_t(bucket)];
                 m < bucketStart_[std::size_t(bucket) + 1]; ++m)
                if (!outOfBase_[members_[std::size_t(m)].id])
                    consider(members_[std::size_t(m)].id);
        for (const std::uint32_t b : bigs)
            consider(b);
        if (best != UINT32_MAX)
            return SegmentHit{idOf(best), Point{int(px), int(py)}, i};
        ++i;
    }
    return std::nullopt;
}

} // namespace hitmask::detail
