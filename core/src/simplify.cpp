// SPDX-License-Identifier: MIT
// Douglas–Peucker on every ring, then rounds of repair: a segment that touches or crosses
// another is split at its farthest dropped vertex, a ring that turned over is restored,
// and a hole that fell outside its outer ring splits the segments that swept past it.
#include "segmentgrid.hpp"

#include <algorithm>
#include <cmath>
#include <hitmask/outline.hpp>
#include <optional>
#include <utility>

namespace hitmask {

namespace {

using detail::Segment;

struct KeptRing {
    const std::vector<Point>* points;
    std::vector<char> keep;
    int polygon;
    bool hole;
    int anchor = 0; // the topmost, then leftmost vertex: always kept, never a diagonal contact

    [[nodiscard]] int size() const { return int(points->size()); }
    [[nodiscard]] Point at(int i) const { return (*points)[std::size_t(i % size())]; }
};

double distanceToSegment(Point p, Point a, Point b) {
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double length2 = dx * dx + dy * dy;
    double t = length2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    return std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

// The dropped vertex between kept vertices `from` and `to` (to > from, cyclic indices)
// farthest from their segment, or -1 when none lies between.
int farthest(const KeptRing& ring, int from, int to, double* distance = nullptr) {
    int best = -1;
    double bestDistance = -1;
    for (int k = from + 1; k < to; ++k) {
        const double d = distanceToSegment(ring.at(k), ring.at(from), ring.at(to));
        if (d > bestDistance) {
            bestDistance = d;
            best = k;
        }
    }
    if (distance)
        *distance = bestDistance;
    return best;
}

void douglasPeucker(KeptRing& ring, double tolerance) {
    const int n = ring.size();
    for (int i = 1; i < n; ++i) {
        const Point p = ring.at(i), a = ring.at(ring.anchor);
        if (p.y < a.y || (p.y == a.y && p.x < a.x))
            ring.anchor = i;
    }
    const int o0 = ring.anchor;
    int far = o0;
    long long farDistance = -1;
    for (int i = o0 + 1; i < o0 + n; ++i) {
        const Point p = ring.at(i), o = ring.at(o0);
        const long long d = 1LL * (p.x - o.x) * (p.x - o.x) + 1LL * (p.y - o.y) * (p.y - o.y);
        if (d > farDistance) {
            farDistance = d;
            far = i;
        }
    }
    // A rectangle stays whole: a triangle is no cheaper to collide, and on dithered masks
    // the triangles would only meet their neighbours and be split back.
    ring.keep.assign(std::size_t(n), n <= 4 ? 1 : 0);
    if (n <= 4)
        return;
    ring.keep[std::size_t(o0)] = ring.keep[std::size_t(far % n)] = 1;
    std::vector<std::pair<int, int>> stack{{o0, far}, {far, o0 + n}};
    while (!stack.empty()) {
        const auto [from, to] = stack.back();
        stack.pop_back();
        double d = 0;
        const int k = farthest(ring, from, to, &d);
        // Ends on the same point (a ring passing a corner twice) must not become a
        // zero-length segment.
        if (k < 0 || (d <= tolerance && ring.at(from) != ring.at(to)))
            continue;
        ring.keep[std::size_t(k % n)] = 1;
        stack.push_back({from, k});
        stack.push_back({k, to});
    }
    if (std::count(ring.keep.begin(), ring.keep.end(), 1) < 3) {
        // Two vertices are no ring: keep the one farthest from their line as well.
        const int k =
            farthest(ring, o0, far) >= 0 ? farthest(ring, o0, far) : farthest(ring, far, o0 + n);
        ring.keep[std::size_t(k % n)] = 1;
    }
}

long long signedArea(const KeptRing& ring, bool keptOnly) {
    long long sum = 0;
    Point first{}, previous{};
    bool started = false;
    for (int i = 0; i < ring.size(); ++i) {
        if (keptOnly && !ring.keep[std::size_t(i)])
            continue;
        const Point p = ring.at(i);
        if (started)
            sum += 1LL * previous.x * p.y - 1LL * p.x * previous.y;
        else
            first = p;
        started = true;
        previous = p;
    }
    return sum + 1LL * previous.x * first.y - 1LL * first.x * previous.y;
}

// Even-odd test of p against the closed chain from..to of the ring (to > from).
bool chainEncloses(const KeptRing& ring, int from, int to, Point p) {
    bool inside = false;
    for (int i = from; i <= to; ++i) {
        const Point a = ring.at(i), b = ring.at(i == to ? from : i + 1);
        if ((a.y > p.y) == (b.y > p.y))
            continue;
        // p.x < crossing x, exactly: compare in integers with the sign of b.y - a.y.
        const long long lhs = 1LL * (p.x - a.x) * (b.y - a.y);
        const long long rhs = 1LL * (p.y - a.y) * (b.x - a.x);
        if ((b.y > a.y) ? lhs < rhs : lhs > rhs)
            inside = !inside;
    }
    return inside;
}

class Simplifier {
public:
    Simplifier(const std::vector<Polygon>& polygons, double tolerance)
        : polygons_(polygons) {
        for (int p = 0; p < int(polygons.size()); ++p) {
            rings_.push_back({&polygons[p].outer, {}, p, false});
            for (const auto& hole : polygons[p].holes)
                rings_.push_back({&hole, {}, p, true});
        }
        Point low{0, 0}, high{0, 0};
        bool any = false;
        for (KeptRing& ring : rings_) {
            douglasPeucker(ring, tolerance);
            ringSizes_.push_back(ring.size());
            originalArea_.push_back(signedArea(ring, false));
            keptArea_.push_back(0);
            ringChanged_.push_back(0);
            ringSegments_.emplace_back();
            for (int i = 0; i < ring.size(); ++i) {
                const Point p = ring.at(i);
                low = any ? Point{std::min(low.x, p.x), std::min(low.y, p.y)} : p;
                high = any ? Point{std::max(high.x, p.x), std::max(high.y, p.y)} : p;
                any = true;
            }
        }
        for (int r = 0; r < int(rings_.size()); ++r) {
            const KeptRing& ring = rings_[std::size_t(r)];
            int first = -1, previous = -1;
            for (int i = 0; i < ring.size(); ++i) {
                if (!ring.keep[std::size_t(i)])
                    continue;
                if (previous >= 0)
                    addSegment(r, previous, i);
                else
                    first = i;
                previous = i;
            }
            addSegment(r, previous, first + ring.size());
        }
        grid_.emplace(low, high, segments_);
    }

    std::vector<Polygon> run() {
        while (repairRound()) {
        }
        std::vector<Polygon> result(polygons_.size());
        for (const KeptRing& ring : rings_) {
            std::vector<Point> kept;
            for (int i = 0; i < ring.size(); ++i)
                if (ring.keep[std::size_t(i)])
                    kept.push_back(ring.at(i));
            if (ring.hole)
                result[std::size_t(ring.polygon)].holes.push_back(std::move(kept));
            else
                result[std::size_t(ring.polygon)].outer = std::move(kept);
        }
        return result;
    }

private:
    // The segments are kept up to date as vertices are kept: a split retires one and adds
    // two. Only the added ones can conflict with anything, since every pair of older ones
    // was checked when the younger of the two was added and neither has moved since.
    void addSegment(int r, int from, int to) {
        const KeptRing& ring = rings_[std::size_t(r)];
        if (from >= ring.size()) {
            from -= ring.size();
            to -= ring.size();
        }
        const Segment s{ring.at(from), ring.at(to), r, from, to};
        keptArea_[std::size_t(r)] += 1LL * s.a.x * s.b.y - 1LL * s.b.x * s.a.y;
        ringSegments_[std::size_t(r)].push_back(int(segments_.size()));
        fresh_.push_back(int(segments_.size()));
        segments_.push_back(s);
        alive_.push_back(1);
        if (!ringChanged_[std::size_t(r)]) {
            ringChanged_[std::size_t(r)] = 1;
            changedRings_.push_back(r);
        }
    }

    void retireSegment(int id) {
        const Segment& s = segments_[std::size_t(id)];
        alive_[std::size_t(id)] = 0;
        keptArea_[std::size_t(s.ring)] -= 1LL * s.a.x * s.b.y - 1LL * s.b.x * s.a.y;
    }

    // Splits what must be split; false when nothing changed.
    bool repairRound() {
        const std::vector<int> fresh = std::exchange(fresh_, {});
        for (const int id : fresh)
            if (alive_[std::size_t(id)])
                grid_->insert(id, segments_[std::size_t(id)]);
        std::vector<int> split;
        const auto mark = [&](int id) {
            if (std::size_t(id) >= marked_.size())
                marked_.resize(segments_.size(), 0);
            if (!marked_[std::size_t(id)]) {
                marked_[std::size_t(id)] = 1;
                split.push_back(id);
            }
        };
        for (const int id : fresh) {
            if (!alive_[std::size_t(id)])
                continue;
            const Segment& s = segments_[std::size_t(id)];
            grid_->forEachNear(s, [&](int other) {
                const Segment& t = segments_[std::size_t(other)];
                // Every conflict shares a point, so boxes apart rule it out cheaply.
                if (std::max(t.a.x, t.b.x) < std::min(s.a.x, s.b.x) ||
                    std::max(s.a.x, s.b.x) < std::min(t.a.x, t.b.x) ||
                    std::max(t.a.y, t.b.y) < std::min(s.a.y, s.b.y) ||
                    std::max(s.a.y, s.b.y) < std::min(t.a.y, t.b.y))
                    return;
                if (other != id && alive_[std::size_t(other)] && !(s.original() && t.original()) &&
                    segmentsConflict(s, t, ringSizes_)) {
                    mark(id);
                    mark(other);
                }
            });
        }
        bool changed = false;
        for (const int id : split) {
            marked_[std::size_t(id)] = 0;
            changed |= splitSegment(id);
        }
        if (changed)
            return true;
        // Only rings changed since the last look can have turned over.
        for (const int r : std::exchange(changedRings_, {})) {
            ringChanged_[std::size_t(r)] = 0;
            const long long before = originalArea_[std::size_t(r)];
            const long long after = keptArea_[std::size_t(r)];
            if ((before > 0) != (after > 0) || after == 0) {
                restoreRing(r);
                changed = true;
            }
        }
        if (changed)
            return true;
        std::vector<int> list;
        for (int id = 0; id < int(segments_.size()); ++id)
            if (alive_[std::size_t(id)])
                list.push_back(id);
        return keepNesting(list);
    }

    bool splitSegment(int id) {
        if (!alive_[std::size_t(id)])
            return false;
        const Segment s = segments_[std::size_t(id)];
        KeptRing& ring = rings_[std::size_t(s.ring)];
        const int k = farthest(ring, s.from, s.to);
        if (k < 0)
            return false;
        ring.keep[std::size_t(k % ring.size())] = 1;
        retireSegment(id);
        addSegment(s.ring, s.from, k);
        addSegment(s.ring, k, s.to);
        return true;
    }

    // Keeps every vertex of a ring that turned over.
    void restoreRing(int r) {
        KeptRing& ring = rings_[std::size_t(r)];
        std::fill(ring.keep.begin(), ring.keep.end(), 1);
        const std::vector<int> ids = std::exchange(ringSegments_[std::size_t(r)], {});
        for (const int id : ids) {
            const Segment s = segments_[std::size_t(id)];
            if (!alive_[std::size_t(id)])
                continue;
            if (s.original()) {
                ringSegments_[std::size_t(r)].push_back(id);
                continue;
            }
            retireSegment(id);
            for (int i = s.from; i < s.to; ++i)
                addSegment(r, i, i + 1);
        }
    }

    // Rings must keep their nesting: a hole inside its outer ring, a region inside the hole
    // that held it. Parity of ray crossings adds up edge by edge, so ring R's anchor p
    // changed sides of ring Q exactly when an odd number of Q's dropped chains (each
    // closed by the segment replacing it) enclose p. p lies on no other original ring and
    // only chains whose box holds p can enclose it; a uniform grid finds them.
    bool keepNesting(const std::vector<int>& list) {
        struct Chain {
            std::size_t segment;
            Rect box;
        };
        constexpr int kCell = 32;
        std::vector<Chain> chains;
        std::vector<std::pair<long long, std::size_t>> cells;
        for (std::size_t i = 0; i < list.size(); ++i) {
            const Segment& s = segments_[std::size_t(list[i])];
            if (s.to - s.from < 2)
                continue;
            const KeptRing& ring = rings_[std::size_t(s.ring)];
            int left = s.a.x, right = s.a.x, top = s.a.y, bottom = s.a.y;
            for (int k = s.from; k <= s.to; ++k) {
                left = std::min(left, ring.at(k).x);
                right = std::max(right, ring.at(k).x);
                top = std::min(top, ring.at(k).y);
                bottom = std::max(bottom, ring.at(k).y);
            }
            for (int cy = floorDiv(top, kCell); cy <= floorDiv(bottom, kCell); ++cy)
                for (int cx = floorDiv(left, kCell); cx <= floorDiv(right, kCell); ++cx)
                    cells.push_back({cellKey(cx, cy), chains.size()});
            chains.push_back({i, {left, top, right - left + 1, bottom - top + 1}});
        }
        std::sort(cells.begin(), cells.end());
        bool changed = false;
        for (int r = 0; r < int(rings_.size()); ++r) {
            const Point p = rings_[std::size_t(r)].at(rings_[std::size_t(r)].anchor);
            const long long key = cellKey(floorDiv(p.x, kCell), floorDiv(p.y, kCell));
            std::vector<std::size_t> enclosing;
            for (auto it =
                     std::lower_bound(cells.begin(), cells.end(), std::pair(key, std::size_t{0}));
                 it != cells.end() && it->first == key; ++it) {
                const Chain& chain = chains[it->second];
                const Segment& s = segments_[std::size_t(list[chain.segment])];
                if (s.ring != r && chain.box.contains(p) &&
                    chainEncloses(rings_[std::size_t(s.ring)], s.from, s.to, p))
                    enclosing.push_back(chain.segment);
            }
            // Group by ring: an odd count for one ring means p changed sides of it.
            std::sort(enclosing.begin(), enclosing.end(), [&](std::size_t a, std::size_t b) {
                return ringOf(list[a]) < ringOf(list[b]);
            });
            for (std::size_t i = 0; i < enclosing.size();) {
                std::size_t j = i;
                while (j < enclosing.size() &&
                       ringOf(list[enclosing[j]]) == ringOf(list[enclosing[i]]))
                    ++j;
                if ((j - i) % 2 == 1)
                    for (std::size_t k = i; k < j; ++k)
                        changed |= splitSegment(list[enclosing[k]]);
                i = j;
            }
        }
        return changed;
    }

    static int floorDiv(int v, int d) { return v >= 0 ? v / d : -((-v + d - 1) / d); }
    static long long cellKey(int cx, int cy) {
        return (static_cast<long long>(cx) << 32) ^ (cy & 0xffffffffLL);
    }

    int ringOf(int id) const { return segments_[std::size_t(id)].ring; }

    const std::vector<Polygon>& polygons_;
    std::vector<KeptRing> rings_;
    std::vector<int> ringSizes_;
    std::vector<long long> originalArea_; // twice the signed area of each ring
    std::vector<long long> keptArea_;     // the same over its kept vertices
    std::vector<std::vector<int>> ringSegments_;
    std::vector<Segment> segments_; // every segment made, retired ones too
    std::vector<char> alive_;
    std::vector<char> marked_;
    std::vector<int> fresh_;        // added since the last round
    std::vector<int> changedRings_; // since the last orientation check
    std::vector<char> ringChanged_;
    std::optional<detail::SegmentGrid> grid_;
};

} // namespace

std::vector<Polygon> simplifyOutlines(const std::vector<Polygon>& polygons, double tolerance) {
    if (!(tolerance > 0))
        return polygons;
    return Simplifier(polygons, tolerance).run();
}

} // namespace hitmask
