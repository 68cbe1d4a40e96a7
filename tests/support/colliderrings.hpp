// SPDX-License-Identifier: MIT
// Random rings and shapes for the collider tests, and oracles written from the
// definitions (pairwise segment tests, crossing counts by orientation, per-pixel
// coverage) that share no code with core's colliders. Coordinates are dyadic (multiples
// of 1/4) wherever a test compares exactly, so every product and sum here is exact.
#pragma once

#include <algorithm>
#include <cmath>
#include <hitmask/colliders.hpp>
#include <random>
#include <vector>

namespace hitmask::testing {

using Ring = std::vector<PointF>;

inline double orient(PointF a, PointF b, PointF p) {
    return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
}

// Whether p lies on the closed segment ab.
inline bool onClosedSegment(PointF a, PointF b, PointF p) {
    return orient(a, b, p) == 0 && p.x >= std::min(a.x, b.x) && p.x <= std::max(a.x, b.x) &&
           p.y >= std::min(a.y, b.y) && p.y <= std::max(a.y, b.y);
}

// Whether the closed segments ab and cd share any point.
inline bool closedSegmentsMeet(PointF a, PointF b, PointF c, PointF d) {
    const double o1 = orient(a, b, c), o2 = orient(a, b, d);
    const double o3 = orient(c, d, a), o4 = orient(c, d, b);
    if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0)))
        return true;
    return onClosedSegment(a, b, c) || onClosedSegment(a, b, d) || onClosedSegment(c, d, a) ||
           onClosedSegment(c, d, b);
}

inline double shoelace2(const Ring& ring) {
    double sum = 0;
    for (std::size_t i = 0; i < ring.size(); ++i) {
        const PointF a = ring[i], b = ring[(i + 1) % ring.size()];
        sum += (a.x * b.y - b.x * a.y);
    }
    return sum;
}

inline bool finiteRing(const Ring& ring) {
    for (const PointF& p : ring)
        if (!std::isfinite(p.x) || !std::isfinite(p.y))
            return false;
    return true;
}

// From the definition: 3 or more finite vertices, nonzero area, and every pair of edges
// apart except neighbours, which share exactly their common vertex.
inline bool simpleByDefinition(const Ring& ring) {
    const std::size_t n = ring.size();
    if (n < 3 || !finiteRing(ring) || shoelace2(ring) == 0)
        return false;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            const PointF a = ring[i], b = ring[(i + 1) % n], c = ring[j], d = ring[(j + 1) % n];
            const bool jFollows = j == i + 1, iFollows = (j + 1) % n == i;
            if (!jFollows && !iFollows) {
                if (closedSegmentsMeet(a, b, c, d))
                    return false;
                continue;
            }
            // Neighbours: the far end of either edge must not lie on the other, and a
            // zero-length edge is a point both of its neighbours touch.
            if (a == b || c == d)
                return false;
            const PointF shared = jFollows ? b : a;
            const PointF farI = jFollows ? a : b, farJ = jFollows ? d : c;
            if (onClosedSegment(c, d, farI) || onClosedSegment(a, b, farJ))
                return false;
            // Collinear and folding back: they overlap along a stretch next to `shared`.
            if (orient(shared, farI, farJ) == 0 &&
                (farI.x - shared.x) * (farJ.x - shared.x) +
                        (farI.y - shared.y) * (farJ.y - shared.y) >
                    0)
                return false;
        }
    return true;
}

// Even-odd, a point on the boundary counting as inside when the region lies just right
// of it (or, along a horizontal stretch, just below): p is taken as p + (e, e^2) for a
// vanishing e. Edges are counted by orientation, without dividing.
inline bool insideRingTopLeft(const Ring& ring, PointF p) {
    bool odd = false;
    for (std::size_t i = 0; i < ring.size(); ++i) {
        PointF top = ring[i], bottom = ring[(i + 1) % ring.size()];
        if (top.y > bottom.y)
            std::swap(top, bottom);
        if (!(top.y <= p.y && p.y < bottom.y))
            continue;
        // The edge's x at p.y minus p.x is orient(top, bottom, p) / (bottom.y - top.y):
        // the crossing lies strictly right of p when orient is positive.
        if (orient(top, bottom, p) > 0)
            odd = !odd;
    }
    return odd;
}

// Whether a pixel centre p lies in any of the shapes, by the same boundary rule.
inline bool coveredByDefinition(const Colliders& shapes, PointF p) {
    for (const BoxF& b : shapes.boxes)
        if (std::isfinite(b.x) && std::isfinite(b.y) && std::isfinite(b.width) &&
            std::isfinite(b.height) && b.x <= p.x && p.x < b.x + b.width && b.y <= p.y &&
            p.y < b.y + b.height)
            return true;
    for (const Circle& c : shapes.circles) {
        if (!std::isfinite(c.x) || !std::isfinite(c.y) || !std::isfinite(c.radius))
            continue;
        const double dx = p.x - c.x, dy = p.y - c.y;
        const double d2 = dx * dx + dy * dy, r2 = c.radius * c.radius;
        if (c.radius > 0 && (d2 < r2 || (d2 == r2 && (dx < 0 || (dx == 0 && dy < 0)))))
            return true;
    }
    for (const Ring& ring : shapes.polygons)
        if (ring.size() >= 3 && finiteRing(ring) && insideRingTopLeft(ring, p))
            return true;
    return false;
}

// A ring whose vertices lie on a small grid of quarter units, so that touching
// vertices, collinear overlaps and zero areas are common; now and then a NaN.
inline Ring randomRing(std::mt19937& rng) {
    std::uniform_int_distribution<int> count(3, 9), coord(0, 5), quarter(0, 3), odds(0, 99);
    Ring ring(static_cast<std::size_t>(count(rng)));
    const bool fine = odds(rng) < 30;
    for (PointF& p : ring) {
        p.x = coord(rng) + (fine ? quarter(rng) * 0.25 : 0);
        p.y = coord(rng) + (fine ? quarter(rng) * 0.25 : 0);
    }
    if (odds(rng) < 3)
        ring[std::size_t(odds(rng)) % ring.size()].y = std::nan("");
    if (odds(rng) < 10) // a repeated vertex
        ring[std::size_t(odds(rng)) % ring.size()] = ring[std::size_t(odds(rng)) % ring.size()];
    return ring;
}

// Star-shaped about a centre: sorted angles, random radii, rounded to quarter units.
inline Ring starRing(std::mt19937& rng, int n) {
    std::uniform_real_distribution<double> angle(0, 2 * 3.14159265358979323846), radius(2, 60);
    std::vector<double> angles(static_cast<std::size_t>(n));
    for (double& a : angles)
        a = angle(rng);
    std::sort(angles.begin(), angles.end());
    Ring ring;
    for (double a : angles) {
        const double r = radius(rng);
        ring.push_back({std::round((70 + r * std::cos(a)) * 4) / 4,
                        std::round((70 + r * std::sin(a)) * 4) / 4});
    }
    return ring;
}

// An x-monotone pixel staircase: per column a top and a bottom (overlapping their
// neighbours), the outline along pixel edges, with collinear runs where neighbours agree.
inline Ring staircaseRing(std::mt19937& rng, int columns) {
    std::uniform_int_distribution<int> step(-3, 3), width(1, 4);
    const auto n = static_cast<std::size_t>(columns);
    std::vector<int> top(n), bottom(n), x(n + 1);
    top[0] = 20;
    bottom[0] = 20 + width(rng) * 2;
    for (std::size_t i = 1; i < top.size(); ++i) {
        top[i] = std::clamp(top[i - 1] + step(rng), 0, 40);
        bottom[i] = std::max(top[i] + 1, bottom[i - 1] + step(rng));
        if (bottom[i] <= top[i - 1]) // stay 4-connected with the previous column
            bottom[i] = top[i - 1] + 1;
        if (top[i] >= bottom[i - 1])
            top[i] = bottom[i - 1] - 1;
    }
    x[0] = 0;
    for (std::size_t i = 1; i < x.size(); ++i)
        x[i] = x[i - 1] + width(rng);
    Ring ring;
    for (std::size_t i = 0; i < top.size(); ++i) { // along the top, left to right
        ring.push_back({double(x[i]), double(top[i])});
        ring.push_back({double(x[i + 1]), double(top[i])});
    }
    for (std::size_t i = bottom.size(); i-- > 0;) { // back along the bottom
        ring.push_back({double(x[i + 1]), double(bottom[i])});
        ring.push_back({double(x[i]), double(bottom[i])});
    }
    // Drop repeated points where columns share a height (collinear runs stay).
    Ring out;
    for (const PointF& p : ring)
        if (out.empty() || !(out.back() == p))
            out.push_back(p);
    while (out.size() > 1 && out.front() == out.back())
        out.pop_back();
    return out;
}

// Splits some edges at their midpoints: more collinear vertices.
inline Ring withCollinearRuns(Ring ring, std::mt19937& rng) {
    std::uniform_int_distribution<int> odds(0, 3);
    Ring out;
    for (std::size_t i = 0; i < ring.size(); ++i) {
        const PointF a = ring[i], b = ring[(i + 1) % ring.size()];
        out.push_back(a);
        if (odds(rng) == 0)
            out.push_back({(a.x + b.x) / 2, (a.y + b.y) / 2});
    }
    return out;
}

} // namespace hitmask::testing
