// SPDX-License-Identifier: MIT
// Collider shapes drawn by hand: simplicity, convex decomposition (ear clipping, then
// diagonals removed while the joined piece stays convex and small enough, after
// Hertel and Mehlhorn), engine clean-up and pixel coverage.
#include <algorithm>
#include <array>
#include <cmath>
#include <hitmask/colliders.hpp>

namespace hitmask {

namespace {

using Ring = std::vector<PointF>;

double cross(PointF o, PointF a, PointF b) {
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

// Twice the signed area, positive for clockwise on screen (y down).
double signedArea2(const Ring& ring) {
    double sum = 0;
    for (std::size_t i = 0; i < ring.size(); ++i) {
        const PointF a = ring[i], b = ring[(i + 1) % ring.size()];
        sum += a.x * b.y - b.x * a.y;
    }
    return sum;
}

int sign(double v) { return (v > 0) - (v < 0); }

bool onSegment(PointF a, PointF b, PointF p) {
    return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
           p.y <= std::max(a.y, b.y);
}

bool segmentsMeet(PointF a, PointF b, PointF c, PointF d) {
    const int d1 = sign(cross(c, d, a)), d2 = sign(cross(c, d, b));
    const int d3 = sign(cross(a, b, c)), d4 = sign(cross(a, b, d));
    if (d1 != d2 && d3 != d4 && d1 != 0 && d2 != 0 && d3 != 0 && d4 != 0)
        return true;
    return (d1 == 0 && onSegment(c, d, a)) || (d2 == 0 && onSegment(c, d, b)) ||
           (d3 == 0 && onSegment(a, b, c)) || (d4 == 0 && onSegment(a, b, d));
}

bool isConvexClockwise(const Ring& ring) {
    for (std::size_t i = 0; i < ring.size(); ++i)
        if (cross(ring[i], ring[(i + 1) % ring.size()], ring[(i + 2) % ring.size()]) < 0)
            return false;
    return true;
}

bool insideTriangle(PointF a, PointF b, PointF c, PointF p) {
    return cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0;
}

// Ear clipping of a clockwise simple ring; triangles clockwise, as vertex indices.
std::vector<std::array<std::size_t, 3>> triangulate(const Ring& ring) {
    std::vector<std::size_t> left(ring.size());
    for (std::size_t i = 0; i < left.size(); ++i)
        left[i] = i;
    std::vector<std::array<std::size_t, 3>> triangles;
    std::size_t misses = 0;
    for (std::size_t i = 0; left.size() > 3 && misses <= left.size();) {
        const std::size_t n = left.size();
        const std::size_t a = left[(i + n - 1) % n], b = left[i % n], c = left[(i + 1) % n];
        bool ear = cross(ring[a], ring[b], ring[c]) > 0;
        for (std::size_t j = 0; ear && j < n; ++j) {
            const std::size_t v = left[j];
            if (v != a && v != b && v != c && !(ring[v] == ring[a]) && !(ring[v] == ring[b]) &&
                !(ring[v] == ring[c]) && insideTriangle(ring[a], ring[b], ring[c], ring[v]))
                ear = false;
        }
        if (ear) {
            triangles.push_back({a, b, c});
            left.erase(left.begin() + std::ptrdiff_t(i % n));
            misses = 0;
        } else {
            ++i;
            ++misses;
        }
        if (i >= left.size())
            i = 0;
    }
    if (left.size() == 3)
        triangles.push_back({left[0], left[1], left[2]});
    return triangles;
}

} // namespace

bool isSimplePolygon(const Ring& ring) {
    const std::size_t n = ring.size();
    if (n < 3 || signedArea2(ring) == 0)
        return false;
    for (std::size_t i = 0; i < n; ++i) {
        if (!std::isfinite(ring[i].x) || !std::isfinite(ring[i].y))
            return false;
        if (ring[i] == ring[(i + 1) % n])
            return false;
    }
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            const bool neighbours = j == i + 1 || (i == 0 && j == n - 1);
            const PointF a = ring[i], b = ring[(i + 1) % n];
            const PointF c = ring[j], d = ring[(j + 1) % n];
            if (!neighbours) {
                if (segmentsMeet(a, b, c, d))
                    return false;
            } else {
                // Neighbours share one vertex; they must not fold back over each other.
                const PointF shared = j == i + 1 ? b : a;
                const PointF p = j == i + 1 ? a : b, q = j == i + 1 ? d : c;
                if (cross(shared, p, q) == 0 &&
                    (p.x - shared.x) * (q.x - shared.x) + (p.y - shared.y) * (q.y - shared.y) > 0)
                    return false;
            }
        }
    return true;
}

std::vector<Ring> convexDecomposition(const Ring& input, int maxVertices) {
    if (!isSimplePolygon(input))
        return {};
    maxVertices = std::max(maxVertices, 3);
    Ring ring = input;
    if (signedArea2(ring) < 0)
        std::reverse(ring.begin(), ring.end());
    if (int(ring.size()) <= maxVertices && isConvexClockwise(ring))
        return {ring};
    // Pieces as index lists, grown by joining neighbours across a shared diagonal.
    std::vector<std::vector<std::size_t>> pieces;
    for (const auto& t : triangulate(ring))
        pieces.push_back({t[0], t[1], t[2]});
    auto points = [&](const std::vector<std::size_t>& piece) {
        Ring r;
        for (std::size_t v : piece)
            r.push_back(ring[v]);
        return r;
    };
    for (bool joined = true; joined;) {
        joined = false;
        for (std::size_t p = 0; p < pieces.size() && !joined; ++p)
            for (std::size_t q = p + 1; q < pieces.size() && !joined; ++q) {
                const auto& a = pieces[p];
                const auto& b = pieces[q];
                if (int(a.size() + b.size()) - 2 > maxVertices)
                    continue;
                // An edge u->v of a that b runs v->u.
                for (std::size_t i = 0; i < a.size() && !joined; ++i) {
                    const std::size_t u = a[i], v = a[(i + 1) % a.size()];
                    for (std::size_t j = 0; j < b.size(); ++j) {
                        if (b[j] != v || b[(j + 1) % b.size()] != u)
                            continue;
                        std::vector<std::size_t> merged;
                        for (std::size_t k = 0; k < a.size(); ++k)
                            merged.push_back(a[(i + 1 + k) % a.size()]); // v .. u
                        for (std::size_t k = 2; k < b.size(); ++k)
                            merged.push_back(b[(j + k) % b.size()]); // after u, before v
                        if (isConvexClockwise(points(merged))) {
                            pieces[p] = std::move(merged);
                            pieces.erase(pieces.begin() + std::ptrdiff_t(q));
                            joined = true;
                        }
                        break;
                    }
                }
            }
    }
    std::vector<Ring> result;
    for (const auto& piece : pieces)
        result.push_back(points(piece));
    return result;
}

Ring engineReadyPiece(Ring piece, double minDistance) {
    if (signedArea2(piece) < 0)
        std::reverse(piece.begin(), piece.end());
    const double min2 = minDistance * minDistance;
    for (bool changed = true; changed && piece.size() >= 3;) {
        changed = false;
        for (std::size_t i = 0; i < piece.size() && piece.size() >= 3; ++i) {
            const std::size_t n = piece.size();
            const PointF prev = piece[(i + n - 1) % n], here = piece[i], next = piece[(i + 1) % n];
            const double dx = next.x - here.x, dy = next.y - here.y;
            const bool close = dx * dx + dy * dy < min2 || (dx == 0 && dy == 0);
            // Not strictly convex at `here`: on or outside the line from prev to next.
            const double scale = std::abs(next.x - prev.x) + std::abs(next.y - prev.y) + 1;
            const bool flat = cross(prev, here, next) <= 1e-9 * scale * scale;
            if (close || flat) {
                piece.erase(piece.begin() + std::ptrdiff_t(close ? (i + 1) % n : i));
                changed = true;
            }
        }
    }
    if (piece.size() < 3 || signedArea2(piece) <= 0)
        return {};
    return piece;
}

Mask rasterizeColliders(const Colliders& shapes, int width, int height) {
    Mask mask(std::max(width, 0), std::max(height, 0));
    for (int y = 0; y < mask.height(); ++y) {
        const double cy = y + 0.5;
        for (int x = 0; x < mask.width(); ++x) {
            const double cx = x + 0.5;
            bool inside = false;
            for (const BoxF& b : shapes.boxes)
                inside = inside ||
                         (cx >= b.x && cx < b.x + b.width && cy >= b.y && cy < b.y + b.height);
            for (const Circle& c : shapes.circles)
                inside = inside || (cx - c.x) * (cx - c.x) + (cy - c.y) * (cy - c.y) <
                                       c.radius * c.radius;
            for (const Ring& ring : shapes.polygons) {
                if (inside)
                    break;
                bool odd = false; // crossings of the ray to the right of the centre
                for (std::size_t i = 0; i < ring.size(); ++i) {
                    const PointF a = ring[i], b = ring[(i + 1) % ring.size()];
                    if ((a.y > cy) != (b.y > cy) &&
                        cx < a.x + (cy - a.y) * (b.x - a.x) / (b.y - a.y))
                        odd = !odd;
                }
                inside = odd;
            }
            if (inside)
                mask.set(x, y, true);
        }
    }
    return mask;
}

std::size_t collidersDisagreement(const Colliders& shapes, const Mask& mask) {
    const Mask drawn = rasterizeColliders(shapes, mask.width(), mask.height());
    std::size_t count = 0;
    for (int y = 0; y < mask.height(); ++y)
        for (int x = 0; x < mask.width(); ++x)
            count += drawn.test(x, y) != mask.test(x, y);
    return count;
}

} // namespace hitmask
