// SPDX-License-Identifier: MIT
// The "queries" section: worlds built by ops (pivots, slot reuse, entries near the int
// limits), then point, rect, segment and mask queries, collisions of one entry and the
// separation of two, each answer checked against a plain loop over every entry's pixels.
#include "queries.hpp"

#include <algorithm>
#include <hitmask/separation.hpp>

namespace conformance {

namespace {

using Kind = QueryAnswer::Kind;

QueryFilter filterOf(const QueryAnswer& q) {
    return {q.layers, q.hasExclude, q.exclude};
}

// The answer from plain loops over the model.
QueryAnswer plainAnswer(const ScriptWorld& world, QueryAnswer q) {
    const QueryFilter filter = filterOf(q);
    const Library& library = world.library();
    std::vector<std::uint32_t> ids;
    for (const ModelEntry& e : world.slots()) {
        if (!e.live)
            continue;
        const Picture& p = world.picture(e);
        bool in = false;
        if (q.kind == Kind::Point) {
            in = filter.sees(e) && world.solidAt(e, q.x, q.y);
        } else if (q.kind == Kind::Rect) {
            for (int v = 0; v < p.height && filter.sees(e) && !in; ++v)
                for (int u = 0; u < p.width && !in; ++u)
                    in = p.at(u, v) && e.left() + u >= q.x && e.left() + u < q.x + q.width &&
                         e.top() + v >= q.y && e.top() + v < q.y + q.height;
        } else if (q.kind == Kind::Mask) {
            in = filter.sees(e) &&
                 bruteForce(library.picture(q.mask), p, e.left() - q.x, e.top() - q.y, true)
                     .overlaps;
        } else if (q.kind == Kind::CollisionsOf) {
            const ModelEntry* a = world.live(q.a);
            in = a && a != &e && world.pairAllowed(*a, e) && world.overlapping(*a, e);
        }
        if (in)
            ids.push_back(e.id);
    }
    std::sort(ids.begin(), ids.end());
    q.ids = ids;
    if (q.kind == Kind::Segment) {
        const auto hit = plainSegment(world, q.x, q.y, q.toX, q.toY, filter);
        q.hit = hit.has_value();
        if (hit) {
            q.hitId = hit->id;
            q.hitPixel = {static_cast<int>(hit->x), static_cast<int>(hit->y)};
        }
    } else if (q.kind == Kind::Separation) {
        const ModelEntry* a = world.live(q.a);
        const ModelEntry* b = world.live(q.b);
        q.separation = a && b ? plainSeparation(world.picture(*a), world.picture(*b),
                                                b->left() - a->left(), b->top() - a->top())
                              : Push{};
    }
    return q;
}

// The same question asked of the core.
QueryAnswer coreAnswer(ScriptWorld& script, QueryAnswer q) {
    hitmask::World& world = script.core();
    const hitmask::World::Id exclude = q.hasExclude ? q.exclude : hitmask::World::kNoId;
    const int x = static_cast<int>(q.x);
    const int y = static_cast<int>(q.y);
    switch (q.kind) {
    case Kind::Point:
        q.ids = world.queryPoint(x, y, q.layers, exclude);
        break;
    case Kind::Rect:
        q.ids = world.queryRect({x, y, static_cast<int>(q.width), static_cast<int>(q.height)},
                                q.layers, exclude);
        break;
    case Kind::Mask:
        q.ids = world.query(script.library().mask(q.mask), x, y, q.layers, exclude);
        break;
    case Kind::CollisionsOf:
        q.ids = world.collisionsOf(q.a);
        break;
    case Kind::Segment:
        if (const auto hit = world.querySegment(
                {x, y}, {static_cast<int>(q.toX), static_cast<int>(q.toY)}, q.layers, exclude)) {
            q.hit = true;
            q.hitId = hit->id;
            q.hitPixel = hit->pixel;
        }
        break;
    case Kind::Separation:
        if (world.contains(q.a) && world.contains(q.b)) {
            const hitmask::Point pa = world.position(q.a); // the core's top-left
            const hitmask::Point pb = world.position(q.b);
            const std::int64_t dx = std::int64_t{pb.x} - pa.x;
            const std::int64_t dy = std::int64_t{pb.y} - pa.y;
            // Farther apart than an int, small masks cannot meet: all zero.
            if (dx >= kIntMin && dx <= kIntMax && dy >= kIntMin && dy <= kIntMax) {
                const hitmask::Separation s = hitmask::separation(
                    *world.mask(q.a), *world.mask(q.b), static_cast<int>(dx), static_cast<int>(dy));
                q.separation = {s.left, s.right, s.up, s.down};
            }
        }
        break;
    }
    return q;
}

bool sameAnswer(const QueryAnswer& p, const QueryAnswer& q) {
    return p.ids == q.ids && p.hit == q.hit &&
           (!p.hit || (p.hitId == q.hitId && p.hitPixel == q.hitPixel)) &&
           p.separation == q.separation;
}

struct QueryPlan {
    int cellSize;
    int entries;
    OpMix mix;
    std::int64_t farX;  // a second crowd near (farX, -farX) when not 0
    bool extremeOrigin; // an entry whose origin is (INT_MIN, INT_MAX), placed so it fits
    std::uint64_t seed;
};

struct QueryCoverage {
    int found = 0, hits = 0, wideHits = 0, slotWins = 0, pushes = 0;
};

// Draws the queries of one world.
class Draw {
public:
    Draw(Rng& rng, ScriptWorld& world)
        : rng_(rng)
        , world_(world) {
        for (const ModelEntry& e : world.slots())
            if (e.live)
                live_.push_back(&e);
        for (const MaskRef& ref : world.library().allMasks())
            if (world.library().picture(ref).width <= 130 &&
                world.library().picture(ref).height <= 130)
                masks_.push_back(ref);
    }

    const ModelEntry& someLive() { return *live_[rng_.below(live_.size())]; }
    // A solid pixel of a live entry (its top-left when it has none), in world pixels.
    std::pair<std::int64_t, std::int64_t> target(const ModelEntry& e) {
        const Picture& p = world_.picture(e);
        std::vector<std::pair<int, int>> solid;
        for (int v = 0; v < p.height; ++v)
            for (int u = 0; u < p.width; ++u)
                if (p.at(u, v))
                    solid.emplace_back(u, v);
        if (solid.empty())
            return {e.left(), e.top()};
        const auto [u, v] = solid[rng_.below(solid.size())];
        return {e.left() + u, e.top() + v};
    }
    std::pair<std::int64_t, std::int64_t> target() { return target(someLive()); }
    std::int64_t jitter(std::int64_t v, int by) { return v + rng_.between(-by, by); }
    const MaskRef& someMask() { return masks_[rng_.below(masks_.size())]; }

    QueryAnswer filtered(Kind kind) {
        QueryAnswer q;
        q.kind = kind;
        const std::uint32_t layerChoices[] = {1, 2, 4, 3, 0x80000000u, 0};
        if (rng_.below(2) == 0)
            q.layers = layerChoices[rng_.below(6)];
        const std::uint64_t exclude = rng_.below(10);
        const std::vector<std::uint32_t>& removed = world_.removedIds();
        if (exclude < 4) {
            q.hasExclude = true;
            q.exclude = someLive().id;
        } else if (exclude < 6 && !removed.empty()) {
            q.hasExclude = true;
            q.exclude = removed[rng_.below(removed.size())]; // stale: leaves out nothing
        }
        return q;
    }
    QueryAnswer segment(std::int64_t fx, std::int64_t fy, std::int64_t tx, std::int64_t ty) {
        QueryAnswer q = filtered(Kind::Segment);
        q.x = std::clamp(fx, kIntMin, kIntMax);
        q.y = std::clamp(fy, kIntMin, kIntMax);
        q.toX = std::clamp(tx, kIntMin, kIntMax);
        q.toY = std::clamp(ty, kIntMin, kIntMax);
        return q;
    }

    Rng& rng_;
    ScriptWorld& world_;
    std::vector<const ModelEntry*> live_;
    std::vector<MaskRef> masks_;
};

std::vector<QueryAnswer> drawQueries(Rng& rng, ScriptWorld& world, std::int64_t tieX,
                                     std::int64_t tieY) {
    Draw d(rng, world);
    std::vector<QueryAnswer> out;
    for (int i = 0; i < 50; ++i) {
        QueryAnswer q = d.filtered(Kind::Point);
        const auto [x, y] = d.target();
        q.x = i % 2 ? x : d.jitter(x, 40); // on a solid pixel, or near one
        q.y = y;
        out.push_back(q);
    }
    for (int i = 0; i < 40; ++i) {
        QueryAnswer q = d.filtered(Kind::Rect);
        const auto [x, y] = d.target();
        q.width = i < 3 ? 0 : i < 6 ? 1 : i < 9 ? 2000 : rng.between(1, 80);
        q.height = i < 3 ? rng.between(0, 5) : i < 6 ? 1 : i < 9 ? 1500 : rng.between(1, 80);
        q.x = i < 6 ? x : d.jitter(x - q.width / 2, 30);
        q.y = i < 6 ? y : d.jitter(y - q.height / 2, 30);
        out.push_back(q);
    }
    for (int i = 0; i < 30; ++i) {
        QueryAnswer q = d.filtered(Kind::Mask);
        q.mask = d.someMask();
        const auto [x, y] = d.target();
        const Picture& p = world.library().picture(q.mask);
        q.x = d.jitter(x - p.width / 2, p.width / 2 + 5);
        q.y = d.jitter(y - p.height / 2, p.height / 2 + 5);
        out.push_back(q);
    }
    // Segments: short ones near the entries, across them in every direction, diagonal,
    // vertical and zero-length; then ones reaching the int limits, aimed at entries.
    for (int i = 0; i < 60; ++i) {
        const auto [x, y] = d.target();
        const std::int64_t len = i < 20 ? 60 : 300;
        const std::int64_t fx = d.jitter(x, static_cast<int>(len));
        const std::int64_t fy = d.jitter(y, static_cast<int>(len));
        const int shape = i % 6;
        if (shape == 0 || shape == 1) // through the target and beyond
            out.push_back(d.segment(fx, fy, 2 * x - fx + rng.between(-2, 2), 2 * y - fy));
        else if (shape == 2) { // diagonal through the target
            const std::int64_t slope = rng.below(2) ? 1 : -1;
            const std::int64_t back = fx - x;
            out.push_back(d.segment(x - back, y - slope * back, x + len, y + slope * len));
        } else if (shape == 3) { // vertical
            const std::int64_t vx = d.jitter(x, 1);
            out.push_back(d.segment(vx, fy, vx, 2 * y - fy));
        } else if (shape == 4) { // zero length, on the target or near it
            const std::int64_t zx = d.jitter(x, i % 4 == 0 ? 0 : 3);
            out.push_back(d.segment(zx, y, zx, y));
        } else // from the target outwards
            out.push_back(d.segment(x, y, fx, fy));
    }
    for (int i = 0; i < 24; ++i) {
        const auto [x, y] = d.target();
        const std::int64_t r = rng.between(-2, 2);
        const std::int64_t k = rng.between(-3, 3);
        switch (i % 6) {
        case 0:
            out.push_back(d.segment(kIntMin, y + r, kIntMax, y + r + k));
            break;
        case 1:
            out.push_back(d.segment(kIntMax, y + r, kIntMin, y + r + k));
            break;
        case 2:
            out.push_back(d.segment(x + r, kIntMin, x + r + k, kIntMax));
            break;
        case 3: // the target's column, bottom to top
            out.push_back(d.segment(x, kIntMax, x, kIntMin));
            break;
        case 4: { // the exact diagonal through the target, as far as int goes both ways
            const std::int64_t back = std::min(x - kIntMin, y - kIntMin);
            const std::int64_t on = std::min(kIntMax - x, kIntMax - y);
            out.push_back(d.segment(x - back, y - back, x + on, y + on));
            break;
        }
        default:
            out.push_back(d.segment(kIntMin, kIntMin, kIntMax, kIntMax));
            break;
        }
    }
    out.push_back(d.segment(kIntMax, kIntMin, kIntMin, kIntMax)); // x + y = -1 all along
    out.push_back(d.segment(kIntMin, kIntMax, kIntMax, kIntMin));
    // Two entries on one spot, the lower slot holding the higher id: segments through it.
    for (int i = 0; tieX != 0 && i < 8; ++i) {
        const std::int64_t y = tieY + 20 + rng.between(-15, 15);
        const std::int64_t x = tieX + 20 + rng.between(-15, 15);
        const std::int64_t back = std::min(x - kIntMin, y - kIntMin);
        const std::int64_t on = std::min(kIntMax - x, kIntMax - y);
        QueryAnswer q = i % 4 == 0   ? d.segment(x, tieY - 50, x, tieY + 90)
                        : i % 4 == 1 ? d.segment(kIntMin, y, kIntMax, y)
                        : i % 4 == 2 ? d.segment(x, kIntMin, x, kIntMax)
                                     : d.segment(x - back, y - back, x + on, y + on);
        q.layers = 0xFFFFFFFFu;
        q.hasExclude = false;
        out.push_back(q);
    }
    for (int i = 0; i < 20; ++i) {
        QueryAnswer q;
        q.kind = Kind::CollisionsOf;
        q.a = i < 2 && !world.removedIds().empty() ? world.removedIds()[i] : d.someLive().id;
        out.push_back(q);
    }
    for (int i = 0; i < 30; ++i) {
        QueryAnswer q;
        q.kind = Kind::Separation;
        const ModelEntry& a = d.someLive();
        q.a = i < 2 && !world.removedIds().empty() ? world.removedIds()[i] : a.id;
        // b: mostly an entry overlapping a (whatever the layers), so that most pairs push.
        const ModelEntry* b = &d.someLive();
        for (const ModelEntry* e : d.live_)
            if (e != &a && i % 4 != 0 && world.overlapping(a, *e) && rng.below(2) == 0)
                b = e;
        q.b = b->id;
        out.push_back(q);
    }
    return out;
}

QueryWorld runQueries(const Library& library, const QueryPlan& plan, QueryCoverage& coverage) {
    Rng rng(plan.seed);
    ScriptWorld world(library, plan.cellSize);
    const MaskRef disc{"shapes.hmsk", 0, "solid"};
    // The tie: A and B on one spot, A removed, C there in A's slot with the next generation.
    const std::int64_t tieX = plan.mix.centreX + 3000;
    const std::int64_t tieY = plan.mix.centreY + 3000;
    const std::uint32_t a = world.add(disc, static_cast<int>(tieX), static_cast<int>(tieY));
    world.add(disc, static_cast<int>(tieX), static_cast<int>(tieY));
    world.remove(a);
    world.add(disc, static_cast<int>(tieX), static_cast<int>(tieY));
    world.add(disc, -20, -20); // on both diagonals through the origin
    if (plan.extremeOrigin)
        world.addFrame({"v2-rle-frames.hmsk", 2, "solid"}, static_cast<int>(kIntMin + 1000), 1000);
    OpMix mix = plan.mix;
    mix.addsOnly = true;
    mix.minOps = mix.maxOps = plan.entries;
    randomOps(rng, world, mix);
    OpMix far = mix;
    far.centreX = plan.farX;
    far.centreY = -plan.farX;
    far.minOps = far.maxOps = plan.entries / 3;
    if (plan.farX != 0)
        randomOps(rng, world, far);
    for (int batch = 0; batch < 4; ++batch) {
        randomOps(rng, world, plan.mix);
        if (plan.farX != 0) {
            far.addsOnly = false;
            far.minOps = 2;
            far.maxOps = 6;
            randomOps(rng, world, far);
        }
    }
    QueryWorld out{plan.cellSize, world.takeOps(), {}, {}};
    for (const ModelEntry& e : world.slots()) {
        if (!e.live)
            continue;
        const hitmask::Point p = world.core().position(e.id);
        if (p.x != e.left() || p.y != e.top())
            fail("an entry of the core is not where the model put it");
        out.positions.push_back({e.id, e.px, e.py, e.ox, e.oy});
    }
    std::sort(out.positions.begin(), out.positions.end(),
              [](const EntryPlace& p, const EntryPlace& q) { return p.id < q.id; });

    for (const QueryAnswer& asked : drawQueries(rng, world, tieX, tieY)) {
        const QueryAnswer want = plainAnswer(world, asked);
        const QueryAnswer got = coreAnswer(world, asked);
        if (!sameAnswer(want, got))
            fail("a World query disagrees with the plain loops, cell size " +
                 std::to_string(plan.cellSize) + ", query " + std::to_string(out.queries.size()));
        coverage.found += !got.ids.empty();
        coverage.hits += got.hit;
        coverage.wideHits +=
            got.hit && std::max(std::abs(got.toX - got.x), std::abs(got.toY - got.y)) > kIntMax;
        coverage.pushes += !(got.separation == Push{});
        if (got.hit) { // a lower id solid at the same pixel lost to the lower slot
            QueryAnswer point = got;
            point.kind = Kind::Point;
            point.x = got.hitPixel.x;
            point.y = got.hitPixel.y;
            const QueryAnswer there = plainAnswer(world, point);
            coverage.slotWins += !there.ids.empty() && there.ids.front() != got.hitId;
        }
        out.queries.push_back(got);
    }
    return out;
}

} // namespace

std::vector<QueryWorld> queryCases(const Library& library) {
    QueryCoverage c;
    std::vector<QueryWorld> worlds = {
        runQueries(library, {32, 40, {0, 0, 220, 4, 12}, 0, false, 0x51'55'45'52'59'01ULL}, c),
        runQueries(library,
                   {64, 30, {0, 0, 160, 4, 10}, 2'000'000'000, false, 0x51'55'45'52'59'02ULL}, c),
        runQueries(
            library,
            {16, 30, {-5000, 7000, 180, 4, 10}, -2'100'000'000, true, 0x51'55'45'52'59'03ULL}, c)};
    if (c.found == 0 || c.hits == 0 || c.wideHits == 0 || c.slotWins == 0 || c.pushes == 0)
        fail("the queries section misses a kind of answer: " + std::to_string(c.found) +
             " found, " + std::to_string(c.hits) + " segment hits (" + std::to_string(c.wideHits) +
             " across the int range, " + std::to_string(c.slotWins) + " won by a lower slot), " +
             std::to_string(c.pushes) + " pushes");
    return worlds;
}

} // namespace conformance
