// SPDX-License-Identifier: MIT
// Convex pieces cleaned to what a physics engine takes: a hull of clear corners, with
// vertices too close together welded.
#include "ringmath.hpp"

#include <algorithm>
#include <cmath>
#include <hitmask/colliders.hpp>

namespace hitmask {

namespace {

using rings::cross;
using rings::Ring;
using rings::signedArea2;

// Whether b turns from a to c by clearly more than rounding: the sine of the turn above
// 1e-6, so that the corner survives a conversion to float (Box2D drops collinear points).
bool turnsClearly(PointF a, PointF b, PointF c) {
    const double c2 = cross(a, b, c);
    return c2 > 1e-6 * std::hypot(b.x - a.x, b.y - a.y) * std::hypot(c.x - b.x, c.y - b.y);
}

// Convex hull, clockwise on screen, keeping only vertices that turn clearly (Andrew's
// monotone chain). Every hull vertex is an input point.
Ring clearHull(Ring points) {
    std::sort(points.begin(), points.end(),
              [](PointF a, PointF b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
    points.erase(std::unique(points.begin(), points.end()), points.end());
    if (points.size() < 3)
        return points;
    Ring hull(2 * points.size());
    std::size_t k = 0;
    const auto add = [&](PointF p, std::size_t floor) {
        while (k >= floor && !turnsClearly(hull[k - 2], hull[k - 1], p))
            --k;
        hull[k++] = p;
    };
    for (const PointF& p : points)
        add(p, 2);
    const std::size_t lower = k + 1;
    for (std::size_t i = points.size() - 1; i-- > 0;)
        add(points[i], lower);
    hull.resize(k - 1);
    return hull;
}

} // namespace

Ring engineReadyPiece(Ring piece, double minDistance) {
    for (const PointF& p : piece)
        if (!std::isfinite(p.x) || !std::isfinite(p.y))
            return {};
    const Ring input = piece;
    piece = clearHull(std::move(piece));
    // Weld: while two vertices (neighbours or not: a thin sliver brings opposite ones
    // close) are too close, drop the one whose corner holds less area; dropping a vertex
    // of a convex ring leaves it convex, but a corner may flatten, so hull again.
    const double min2 = minDistance > 0 ? minDistance * minDistance : 0;
    for (bool welded = true; welded && piece.size() >= 3;) {
        welded = false;
        const std::size_t n = piece.size();
        for (std::size_t i = 0; i < n && !welded; ++i)
            for (std::size_t j = i + 1; j < n && !welded; ++j) {
                const double dx = piece[j].x - piece[i].x, dy = piece[j].y - piece[i].y;
                if (!(dx * dx + dy * dy < min2))
                    continue;
                const auto corner = [&](std::size_t v) {
                    return cross(piece[(v + n - 1) % n], piece[v], piece[(v + 1) % n]);
                };
                piece.erase(piece.begin() + std::ptrdiff_t(corner(i) <= corner(j) ? i : j));
                piece = clearHull(std::move(piece));
                welded = true;
            }
    }
    if (piece.size() < 3 || !(signedArea2(piece) > 0))
        return {};
    // Start where the input does (its first vertex kept), so a clean piece comes back as
    // it went in.
    for (const PointF& p : input) {
        const auto at = std::find(piece.begin(), piece.end(), p);
        if (at != piece.end()) {
            std::rotate(piece.begin(), at, piece.end());
            break;
        }
    }
    return piece;
}

} // namespace hitmask
