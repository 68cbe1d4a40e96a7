// SPDX-License-Identifier: MIT
// Convex pieces: trapezoids between horizontal lines through the vertices, joined down
// the same pair of edges while the piece stays convex and within the vertex limit.
#include "ringmath.hpp"

#include <algorithm>
#include <cmath>
#include <hitmask/outline.hpp>
#include <map>

namespace hitmask {

namespace {

struct PieceEdge {
    Point top;
    Point bottom;
    // Exact at the ends, so that pieces meeting at a vertex agree on it bit for bit.
    [[nodiscard]] double xAt(int y) const {
        if (y == top.y)
            return top.x;
        if (y == bottom.y)
            return bottom.x;
        return top.x + double(y - top.y) * (bottom.x - top.x) / double(bottom.y - top.y);
    }
};

using rings::cross;

// Drops repeated and collinear vertices; the scale keeps the collinearity test relative.
std::vector<PointF> cleaned(std::vector<PointF> ring) {
    bool changed = true;
    while (changed && ring.size() >= 3) {
        changed = false;
        for (std::size_t i = 0; i < ring.size() && ring.size() >= 3; ++i) {
            const PointF prev = ring[(i + ring.size() - 1) % ring.size()];
            const PointF next = ring[(i + 1) % ring.size()];
            const double scale = std::abs(next.x - prev.x) + std::abs(next.y - prev.y) + 1;
            if (ring[i] == prev || std::abs(cross(prev, ring[i], next)) <= 1e-9 * scale * scale) {
                ring.erase(ring.begin() + std::ptrdiff_t(i));
                changed = true;
                --i;
            }
        }
    }
    return ring;
}

bool isConvex(const std::vector<PointF>& ring) {
    for (std::size_t i = 0; i < ring.size(); ++i)
        if (cross(ring[i], ring[(i + 1) % ring.size()], ring[(i + 2) % ring.size()]) < 0)
            return false;
    return true;
}

// A piece growing downwards: its left and right chains from top to bottom.
struct Piece {
    std::vector<PointF> left;
    std::vector<PointF> right;
    [[nodiscard]] std::vector<PointF> ring() const {
        // Clockwise on screen: along the top to the right, down the right chain, back
        // along the bottom and up the left chain.
        std::vector<PointF> r(right.begin(), right.end());
        r.insert(r.end(), left.rbegin(), left.rend());
        return cleaned(std::move(r));
    }
};

void decompose(const Polygon& polygon, std::size_t maxVertices,
               std::vector<std::vector<PointF>>& pieces) {
    std::vector<PieceEdge> edges;
    std::vector<int> ys;
    const auto addRing = [&](const std::vector<Point>& ring) {
        for (std::size_t i = 0; i < ring.size(); ++i) {
            const Point a = ring[i], b = ring[(i + 1) % ring.size()];
            ys.push_back(a.y);
            if (a.y != b.y)
                edges.push_back(a.y < b.y ? PieceEdge{a, b} : PieceEdge{b, a});
        }
    };
    addRing(polygon.outer);
    for (const auto& hole : polygon.holes)
        addRing(hole);
    std::sort(ys.begin(), ys.end());
    ys.erase(std::unique(ys.begin(), ys.end()), ys.end());
    std::sort(edges.begin(), edges.end(),
              [](const PieceEdge& a, const PieceEdge& b) { return a.top.y < b.top.y; });

    std::vector<PieceEdge> active;
    std::size_t nextEdge = 0;
    std::map<std::pair<double, double>, Piece> open; // by bottom side
    for (std::size_t k = 0; k + 1 < ys.size(); ++k) {
        const int y0 = ys[k], y1 = ys[k + 1];
        std::erase_if(active, [&](const PieceEdge& e) { return e.bottom.y <= y0; });
        while (nextEdge < edges.size() && edges[nextEdge].top.y <= y0)
            active.push_back(edges[nextEdge++]);
        std::sort(active.begin(), active.end(), [&](const PieceEdge& a, const PieceEdge& b) {
            return a.xAt(y0) + a.xAt(y1) < b.xAt(y0) + b.xAt(y1);
        });
        std::map<std::pair<double, double>, Piece> next;
        for (std::size_t i = 0; i + 1 < active.size(); i += 2) {
            const PieceEdge& l = active[i];
            const PieceEdge& r = active[i + 1];
            const PointF topLeft{l.xAt(y0), double(y0)}, topRight{r.xAt(y0), double(y0)};
            const PointF bottomLeft{l.xAt(y1), double(y1)}, bottomRight{r.xAt(y1), double(y1)};
            Piece piece{{topLeft, bottomLeft}, {topRight, bottomRight}};
            if (const auto above = open.find({topLeft.x, topRight.x}); above != open.end()) {
                Piece joined = above->second;
                joined.left.push_back(bottomLeft);
                joined.right.push_back(bottomRight);
                const std::vector<PointF> ring = joined.ring();
                if (ring.size() <= maxVertices && isConvex(ring)) {
                    piece = std::move(joined);
                    open.erase(above);
                }
            }
            next.emplace(std::pair(bottomLeft.x, bottomRight.x), std::move(piece));
        }
        for (const auto& [side, piece] : open)
            pieces.push_back(piece.ring());
        open = std::move(next);
    }
    for (const auto& [side, piece] : open)
        pieces.push_back(piece.ring());
}

} // namespace

std::vector<std::vector<PointF>> convexPieces(const std::vector<Polygon>& polygons,
                                              int maxVertices) {
    std::vector<std::vector<PointF>> pieces;
    for (const Polygon& polygon : polygons)
        decompose(polygon, std::size_t(std::max(maxVertices, 4)), pieces);
    return pieces;
}

} // namespace hitmask
