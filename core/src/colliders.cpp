// SPDX-License-Identifier: MIT
// Collider polygons drawn by hand: simplicity (a sweep over the edges' x ranges) and
// convex decomposition (ear clipping, then diagonals removed while the joined piece
// stays convex and small enough, after Hertel and Mehlhorn).
#include "ringmath.hpp"
#include "segmentmeet.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <hitmask/colliders.hpp>
#include <numeric>
#include <queue>
#include <unordered_map>

namespace hitmask {

namespace {

using rings::cross;
using rings::Ring;
using rings::signedArea2;

// Edges i and j (j after i) of a ring of n: whether they meet anywhere they should not.
bool edgesClash(const Ring& ring, std::size_t i, std::size_t j) {
    const std::size_t n = ring.size();
    const PointF a = ring[i], b = ring[(i + 1) % n], c = ring[j], d = ring[(j + 1) % n];
    const bool jFollows = j == i + 1, iFollows = (j + 1) % n == i;
    if (!jFollows && !iFollows)
        return detail::segmentsMeet(a, b, c, d);
    // Neighbours share one vertex; they must not fold back over each other.
    const PointF shared = jFollows ? b : a;
    const PointF p = jFollows ? a : b, q = jFollows ? d : c;
    return cross(shared, p, q) == 0 &&
           (p.x - shared.x) * (q.x - shared.x) + (p.y - shared.y) * (q.y - shared.y) > 0;
}

// A proper clockwise triangle at each of its corners as rounding computes them: the one
// test a piece's convexity is later judged by, corner by corner.
bool properTriangle(PointF a, PointF b, PointF c) {
    return cross(a, b, c) > 0 && cross(b, c, a) > 0 && cross(c, a, b) > 0;
}

bool insideTriangle(PointF a, PointF b, PointF c, PointF p) {
    return cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0;
}

// How good an ear is to clip first: the sharper its corner, the better. Clipping sharp
// corners first leaves wide, open corners for the joins, and gives about a fifth fewer
// pieces than clipping in ring order (fewer than convexPieces() on pixel staircases).
double earQuality(PointF a, PointF b, PointF c) {
    return -std::atan2(std::abs(cross(b, a, c)),
                       (a.x - b.x) * (c.x - b.x) + (a.y - b.y) * (c.y - b.y));
}

// Ear clipping of a clockwise simple ring, as clockwise triangles of vertex indices.
// Ears wait in a heap, sharpest first, and only the two neighbours of a clipped ear are
// looked at again, so it takes O(n) ear tests of O(n) each. Clipping can only turn other vertices
// into ears, never the reverse, so a stale "not an ear" merely waits for a rescan.
class EarClipper {
public:
    explicit EarClipper(const Ring& ring)
        : ring_(ring)
        , prev_(ring.size())
        , next_(ring.size()) {
        const std::size_t n = ring.size();
        for (std::size_t i = 0; i < n; ++i) {
            prev_[i] = (i + n - 1) % n;
            next_[i] = (i + 1) % n;
        }
        alive_.assign(n, 1);
        ear_.assign(n, 0);
        left_ = n;
    }

    std::vector<std::array<std::size_t, 3>> run() {
        std::vector<std::array<std::size_t, 3>> triangles;
        std::size_t start = 0;
        rescan(start);
        while (left_ > 3) {
            if (heap_.empty() && !rescan(start)) {
                // Only rounding can leave no ear: clip the most convex vertex, or drop a
                // flat one, so that the loop ends with the area kept.
                start = forcedClip(start, triangles);
                continue;
            }
            const auto [quality, b] = heap_.top();
            heap_.pop();
            if (!alive_[b] || !ear_[b] || quality != quality_[b])
                continue;
            const std::size_t a = prev_[b], c = next_[b];
            triangles.push_back({a, b, c});
            remove(b);
            start = a;
            for (std::size_t v : {a, c}) {
                ear_[v] = isEar(v);
                if (ear_[v])
                    push(v);
            }
        }
        const std::size_t a = start, b = next_[a], c = next_[b];
        if (properTriangle(ring_[a], ring_[b], ring_[c]))
            triangles.push_back({a, b, c});
        return triangles;
    }

private:
    bool isEar(std::size_t b) const {
        const std::size_t a = prev_[b], c = next_[b];
        const PointF pa = ring_[a], pb = ring_[b], pc = ring_[c];
        if (!properTriangle(pa, pb, pc))
            return false;
        const double minX = std::min({pa.x, pb.x, pc.x}), maxX = std::max({pa.x, pb.x, pc.x});
        const double minY = std::min({pa.y, pb.y, pc.y}), maxY = std::max({pa.y, pb.y, pc.y});
        for (std::size_t v = next_[c]; v != a; v = next_[v]) {
            const PointF p = ring_[v];
            if (p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY &&
                insideTriangle(pa, pb, pc, p))
                return false;
        }
        return true;
    }

    bool rescan(std::size_t start) {
        heap_ = {};
        std::size_t v = start;
        do {
            ear_[v] = isEar(v);
            if (ear_[v])
                push(v);
            v = next_[v];
        } while (v != start);
        return !heap_.empty();
    }

    std::size_t forcedClip(std::size_t start, std::vector<std::array<std::size_t, 3>>& triangles) {
        std::size_t best = start;
        double bestCross = -1;
        std::size_t v = start;
        do {
            const double c = cross(ring_[prev_[v]], ring_[v], ring_[next_[v]]);
            if (c > bestCross || (bestCross < 0 && c == 0)) {
                best = v;
                bestCross = c;
            }
            v = next_[v];
        } while (v != start);
        if (properTriangle(ring_[prev_[best]], ring_[best], ring_[next_[best]]))
            triangles.push_back({prev_[best], best, next_[best]});
        const std::size_t a = prev_[best];
        remove(best);
        return a;
    }

    void remove(std::size_t b) {
        alive_[b] = 0;
        next_[prev_[b]] = next_[b];
        prev_[next_[b]] = prev_[b];
        --left_;
    }

    const Ring& ring_;
    void push(std::size_t b) {
        quality_[b] = earQuality(ring_[prev_[b]], ring_[b], ring_[next_[b]]);
        heap_.push({quality_[b], b});
    }

    std::vector<std::size_t> prev_, next_;
    std::vector<double> quality_ = std::vector<double>(ring_.size());
    std::priority_queue<std::pair<double, std::size_t>> heap_;
    std::vector<char> alive_, ear_;
    std::size_t left_ = 0;
};

// Joins triangles across their diagonals while the joined piece stays convex and within
// maxVertices. Each diagonal is looked at once: a join refused now stays refused, as
// pieces only grow and their angles at a diagonal's ends only widen.
std::vector<std::vector<std::size_t>>
joinPieces(const Ring& ring, const std::vector<std::array<std::size_t, 3>>& triangles,
           std::size_t maxVertices) {
    const std::size_t n = ring.size();
    std::vector<std::vector<std::size_t>> pieces;
    for (const auto& t : triangles)
        pieces.push_back({t[0], t[1], t[2]});
    struct Diagonal {
        std::size_t u, v;          // its ends
        std::size_t first, second; // the triangles on either side
    };
    std::unordered_map<std::uint64_t, std::size_t> open; // diagonal -> first triangle
    std::vector<Diagonal> diagonals;
    for (std::size_t t = 0; t < triangles.size(); ++t)
        for (int k = 0; k < 3; ++k) {
            const std::size_t u = triangles[t][std::size_t(k)];
            const std::size_t v = triangles[t][std::size_t((k + 1) % 3)];
            if ((u + 1) % n == v || (v + 1) % n == u)
                continue; // an edge of the ring
            const std::uint64_t key = std::uint64_t(std::min(u, v)) << 32 | std::max(u, v);
            const auto [it, inserted] = open.try_emplace(key, t);
            if (!inserted)
                diagonals.push_back({u, v, it->second, t});
        }
    std::vector<std::size_t> owner(pieces.size());
    std::iota(owner.begin(), owner.end(), std::size_t(0));
    const auto find = [&](std::size_t p) {
        while (owner[p] != p)
            p = owner[p] = owner[owner[p]];
        return p;
    };
    // Where the edge from -> to runs in a piece (its index of `from`), or the piece's size.
    const auto edgeAt = [](const std::vector<std::size_t>& piece, std::size_t from,
                           std::size_t to) {
        for (std::size_t i = 0; i < piece.size(); ++i)
            if (piece[i] == from && piece[(i + 1) % piece.size()] == to)
                return i;
        return piece.size();
    };
    for (const Diagonal& d : diagonals) {
        std::size_t p = find(d.first), q = find(d.second);
        if (pieces[p].size() + pieces[q].size() - 2 > maxVertices)
            continue;
        // Piece p runs u -> v along the diagonal and q runs v -> u.
        std::size_t i = edgeAt(pieces[p], d.u, d.v);
        if (i == pieces[p].size()) {
            std::swap(p, q);
            i = edgeAt(pieces[p], d.u, d.v);
        }
        auto& a = pieces[p];
        auto& b = pieces[q];
        const std::size_t j = edgeAt(b, d.v, d.u);
        if (i == a.size() || j == b.size())
            continue;
        std::vector<std::size_t> merged;
        merged.reserve(a.size() + b.size() - 2);
        for (std::size_t k = 0; k < a.size(); ++k)
            merged.push_back(a[(i + 1 + k) % a.size()]); // v .. u
        for (std::size_t k = 2; k < b.size(); ++k)
            merged.push_back(b[(j + k) % b.size()]); // after u, before v
        // Only the angles at v (first) and u (at a.size() - 1) changed.
        const std::size_t m = merged.size(), at[2] = {0, a.size() - 1};
        bool convex = true;
        for (std::size_t k : at)
            convex = convex && cross(ring[merged[(k + m - 1) % m]], ring[merged[k]],
                                     ring[merged[(k + 1) % m]]) >= 0;
        if (!convex)
            continue;
        a = std::move(merged);
        b.clear();
        owner[q] = p;
        owner[d.first] = owner[d.second] = p;
    }
    std::erase_if(pieces, [](const auto& piece) { return piece.empty(); });
    return pieces;
}

// The ring without vertices its boundary runs straight through (exactly on the line
// between its neighbours): the same polygon, and no piece spends a vertex on one. A
// simple ring never folds back, so such a vertex always lies between its neighbours.
Ring withoutStraightVertices(const Ring& ring) {
    Ring kept;
    kept.reserve(ring.size());
    for (std::size_t i = 0; i < ring.size(); ++i) {
        const PointF next = ring[(i + 1) % ring.size()];
        const PointF prev = kept.empty() ? ring.back() : kept.back();
        if (cross(prev, ring[i], next) != 0)
            kept.push_back(ring[i]);
    }
    // The first vertex was judged against the ring's last, which may have gone since.
    while (kept.size() > 3 && cross(kept.back(), kept.front(), kept[1]) == 0)
        kept.erase(kept.begin());
    while (kept.size() > 3 && cross(kept[kept.size() - 2], kept.back(), kept.front()) == 0)
        kept.pop_back();
    return kept;
}

bool isConvexClockwise(const Ring& ring) {
    for (std::size_t i = 0; i < ring.size(); ++i)
        if (cross(ring[i], ring[(i + 1) % ring.size()], ring[(i + 2) % ring.size()]) < 0)
            return false;
    return true;
}

} // namespace

bool isSimplePolygon(const Ring& ring) {
    const std::size_t n = ring.size();
    if (n < 3)
        return false;
    for (const PointF& p : ring)
        if (!std::isfinite(p.x) || !std::isfinite(p.y))
            return false;
    if (signedArea2(ring) == 0)
        return false;
    for (std::size_t i = 0; i < n; ++i)
        if (ring[i] == ring[(i + 1) % n])
            return false;
    // Sweep over x: each edge is tested only against edges whose x range overlaps its own.
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t(0));
    const auto minX = [&](std::size_t e) {
        return std::min(ring[e].x, ring[(e + 1) % n].x);
    };
    const auto maxX = [&](std::size_t e) {
        return std::max(ring[e].x, ring[(e + 1) % n].x);
    };
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return minX(a) < minX(b); });
    for (std::size_t k = 0; k < n; ++k) {
        const std::size_t e = order[k];
        const double right = maxX(e);
        const double top = std::min(ring[e].y, ring[(e + 1) % n].y);
        const double bottom = std::max(ring[e].y, ring[(e + 1) % n].y);
        for (std::size_t l = k + 1; l < n && minX(order[l]) <= right; ++l) {
            const std::size_t f = order[l];
            const PointF c = ring[f], d = ring[(f + 1) % n];
            if (std::max(c.y, d.y) < top || std::min(c.y, d.y) > bottom)
                continue;
            if (edgesClash(ring, std::min(e, f), std::max(e, f)))
                return false;
        }
    }
    return true;
}

std::vector<Ring> convexDecomposition(const Ring& input, int maxVertices) {
    if (!isSimplePolygon(input))
        return {};
    const auto limit = static_cast<std::size_t>(std::max(maxVertices, 3));
    Ring ring = withoutStraightVertices(input);
    if (signedArea2(ring) < 0)
        std::reverse(ring.begin(), ring.end());
    if (ring.size() <= limit && isConvexClockwise(ring))
        return {ring};
    std::vector<Ring> result;
    for (const auto& piece : joinPieces(ring, EarClipper(ring).run(), limit)) {
        Ring points;
        points.reserve(piece.size());
        for (std::size_t v : piece)
            points.push_back(ring[v]);
        result.push_back(std::move(points));
    }
    return result;
}

} // namespace hitmask
