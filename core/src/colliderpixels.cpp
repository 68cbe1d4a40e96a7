// SPDX-License-Identifier: MIT
// Collider shapes as pixels and turned with their frame: a scanline fill (per row,
// polygons by their edges' sorted crossings, boxes and circles as one span each), the
// pixels shapes and a mask disagree on, and rotation as rotated() turns masks.
#include "ringmath.hpp"
#include "turn.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <hitmask/colliders.hpp>
#include <hitmask/transform.hpp>

namespace hitmask {

namespace {

using rings::Ring;

// The first of the n pixel centres k + 0.5 (k = 0 .. n-1) at or after v, n if none: the
// pixels whose centres lie in [v, w) are first(v) .. first(w) - 1. Exact for any v,
// infinities included.
int firstCentreFrom(double v, int n) {
    if (!(v > 0.5))
        return 0; // NaN never reaches here: callers pass finite shapes
    if (!(v <= n - 0.5))
        return n;
    auto k = static_cast<int>(std::ceil(v - 0.5));
    while (k > 0 && k - 1 + 0.5 >= v)
        --k;
    while (k < n && k + 0.5 < v)
        ++k;
    return k;
}

// Sets bits from..to-1 of a row.
void fillSpan(std::uint64_t* row, int from, int to) {
    if (from >= to)
        return;
    const int firstWord = from >> 6, lastWord = (to - 1) >> 6;
    const std::uint64_t head = ~std::uint64_t{0} << (from & 63);
    const std::uint64_t tail = ~std::uint64_t{0} >> (63 - ((to - 1) & 63));
    if (firstWord == lastWord) {
        row[firstWord] |= head & tail;
        return;
    }
    row[firstWord] |= head;
    for (int w = firstWord + 1; w < lastWord; ++w)
        row[w] = ~std::uint64_t{0};
    row[lastWord] |= tail;
}

bool finite(PointF p) {
    return std::isfinite(p.x) && std::isfinite(p.y);
}

void fillBox(Mask& mask, const BoxF& b) {
    if (!std::isfinite(b.x) || !std::isfinite(b.y) || !std::isfinite(b.width) ||
        !std::isfinite(b.height))
        return;
    const int left = firstCentreFrom(b.x, mask.width());
    const int right = firstCentreFrom(b.x + b.width, mask.width());
    const int top = firstCentreFrom(b.y, mask.height());
    const int bottom = firstCentreFrom(b.y + b.height, mask.height());
    for (int y = top; y < bottom; ++y)
        fillSpan(mask.mutableRow(y), left, right);
}

void fillCircle(Mask& mask, const Circle& c) {
    if (!std::isfinite(c.x) || !std::isfinite(c.y) || !std::isfinite(c.radius) || !(c.radius > 0))
        return;
    const double r2 = c.radius * c.radius;
    const int w = mask.width();
    // Rows whose centres lie within the radius, one row of margin for rounding.
    const int top = std::max(firstCentreFrom(c.y - c.radius, mask.height()) - 1, 0);
    const int bottom = std::min(firstCentreFrom(c.y + c.radius, mask.height()) + 1, mask.height());
    for (int y = top; y < bottom; ++y) {
        const double dy = y + 0.5 - c.y;
        // On the circle itself a centre counts when the disc lies right of it (or below,
        // at the very top and bottom), as for every other shape.
        const auto inside = [&](int x) {
            const double dx = x + 0.5 - c.x;
            const double d2 = dx * dx + dy * dy;
            return d2 < r2 || (d2 == r2 && (dx < 0 || (dx == 0 && dy < 0)));
        };
        const double half = std::sqrt(std::max(r2 - dy * dy, 0.0));
        // The square root lands within a pixel of the span's ends; walk them onto it.
        int from = firstCentreFrom(c.x - half, w), to = firstCentreFrom(c.x + half, w);
        while (from > 0 && inside(from - 1))
            --from;
        while (from < to && !inside(from))
            ++from;
        while (to < w && inside(to))
            ++to;
        while (to > from && !inside(to - 1))
            --to;
        fillSpan(mask.mutableRow(y), from, to);
    }
}

struct Edge {
    PointF top;    // smaller y
    PointF bottom; // larger y
};

// Where a non-horizontal edge crosses the line y: exact whenever the answer is a
// representable number and the product does not overflow (coordinates under 1e150).
double crossingX(const Edge& e, double y) {
    const double dy = e.bottom.y - e.top.y, dx = e.bottom.x - e.top.x, along = y - e.top.y;
    if (along == 0)
        return e.top.x;
    const double product = along * dx;
    return std::isfinite(product) ? e.top.x + product / dy : e.top.x + along / dy * dx;
}

// Even-odd scanline fill of one ring: a centre counts where its row, nudged down by a
// vanishing amount, has an odd number of crossings strictly right of it. The active
// edges follow the rows, so a ring costs O(E log E + rows x crossings).
void fillRing(Mask& mask, const Ring& ring, std::vector<Edge>& edges, std::vector<double>& xs) {
    if (ring.size() < 3 || !std::all_of(ring.begin(), ring.end(), finite))
        return;
    edges.clear();
    for (std::size_t i = 0; i < ring.size(); ++i) {
        const PointF a = ring[i], b = ring[(i + 1) % ring.size()];
        if (a.y != b.y)
            edges.push_back(a.y < b.y ? Edge{a, b} : Edge{b, a});
    }
    std::sort(edges.begin(), edges.end(),
              [](const Edge& a, const Edge& b) { return a.top.y < b.top.y; });
    const int h = mask.height(), w = mask.width();
    std::vector<Edge> active;
    std::size_t next = 0;
    // An edge spans the centres of rows first(top.y) .. first(bottom.y) - 1.
    const int firstRow = edges.empty() ? h : firstCentreFrom(edges.front().top.y, h);
    for (int y = firstRow; y < h; ++y) {
        const double cy = y + 0.5;
        while (next < edges.size() && edges[next].top.y <= cy)
            active.push_back(edges[next++]);
        std::erase_if(active, [cy](const Edge& e) { return !(cy < e.bottom.y); });
        if (active.empty()) {
            if (next == edges.size())
                break;
            y = std::max(y, firstCentreFrom(edges[next].top.y, h) - 1);
            continue;
        }
        xs.clear();
        for (const Edge& e : active)
            xs.push_back(crossingX(e, cy));
        std::sort(xs.begin(), xs.end());
        std::uint64_t* row = mask.mutableRow(y);
        for (std::size_t k = 0; k + 1 < xs.size(); k += 2)
            fillSpan(row, firstCentreFrom(xs[k], w), firstCentreFrom(xs[k + 1], w));
    }
}

} // namespace

Mask rasterizeColliders(const Colliders& shapes, int width, int height) {
    Mask mask(std::max(width, 0), std::max(height, 0));
    if (mask.width() == 0 || mask.height() == 0)
        return mask;
    for (const BoxF& b : shapes.boxes)
        fillBox(mask, b);
    for (const Circle& c : shapes.circles)
        fillCircle(mask, c);
    std::vector<Edge> edges;
    std::vector<double> xs;
    for (const Ring& ring : shapes.polygons)
        fillRing(mask, ring, edges, xs);
    mask.finishRows();
    return mask;
}

std::size_t collidersDisagreement(const Colliders& shapes, const Mask& mask) {
    const Mask drawn = rasterizeColliders(shapes, mask.width(), mask.height());
    std::size_t count = 0;
    for (int y = 0; y < mask.height(); ++y) {
        const std::uint64_t *a = drawn.row(y), *b = mask.row(y);
        for (int k = 0; k < mask.wordsPerRow(); ++k)
            count += static_cast<std::size_t>(std::popcount(a[k] ^ b[k]));
    }
    return count;
}

Colliders rotatedColliders(const Colliders& shapes, double degrees, int width, int height) {
    if (!std::isfinite(degrees))
        return {};
    width = std::max(width, 0);
    height = std::max(height, 0);
    const Rect box = rotatedBounds(width, height, degrees);
    const Turn t = turnFor(degrees);
    // The inverse of Rotation::source(): about the frame's centre, onto the rotated box's.
    const auto turn = [&](PointF p) {
        const double u = p.x - width / 2.0, v = p.y - height / 2.0;
        return PointF{u * t.cos - v * t.sin + box.width / 2.0,
                      u * t.sin + v * t.cos + box.height / 2.0};
    };
    const bool quarter = t.cos == 0 || t.sin == 0;
    Colliders out;
    for (const BoxF& b : shapes.boxes) {
        if (!(b.width > 0 && b.height > 0))
            continue; // covers nothing, and abs() below would give it a size
        const PointF corners[4] = {{b.x, b.y},
                                   {b.x + b.width, b.y},
                                   {b.x + b.width, b.y + b.height},
                                   {b.x, b.y + b.height}};
        if (quarter) {
            const PointF p = turn(corners[0]), q = turn(corners[2]);
            out.boxes.push_back(
                {std::min(p.x, q.x), std::min(p.y, q.y), std::abs(q.x - p.x), std::abs(q.y - p.y)});
            continue;
        }
        Ring ring;
        for (const PointF& c : corners)
            ring.push_back(turn(c));
        out.polygons.push_back(std::move(ring));
    }
    for (const Ring& ring : shapes.polygons) {
        Ring turned;
        turned.reserve(ring.size());
        for (const PointF& p : ring)
            turned.push_back(turn(p));
        out.polygons.push_back(std::move(turned));
    }
    for (const Circle& c : shapes.circles) {
        const PointF centre = turn({c.x, c.y});
        out.circles.push_back({centre.x, centre.y, c.radius});
    }
    return out;
}

} // namespace hitmask
