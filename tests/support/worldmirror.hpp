// SPDX-License-Identifier: MIT
// A World's entries as a test keeps them itself (byte masks, pivots, origins, layers and
// ids by slot) and what the World must answer about them, worked out by plain loops over
// every live entry: pairs, collisionsOf, contact events, their details and the queries.
#pragma once

#include "worldoracle.hpp"

#include <algorithm>
#include <cstdlib>
#include <hitmask/world.hpp>
#include <optional>
#include <tuple>
#include <vector>

namespace hitmask::testing {

// One entry: its mask's bytes, its pivot P and origin O (the mask's top-left is P - O,
// which needs more than an int), its layers and the id the world gave it.
struct Mirrored {
    const PoolMask* m = nullptr;
    long long px = 0, py = 0, ox = 0, oy = 0;
    bool alive = false;
    unsigned layers = World::kDefaultLayers, collidesWith = World::kAllLayers;
    World::Id id = World::kNoId;
};

struct Event {
    World::Id first, second;
    World::Phase phase;
    bool operator==(const Event&) const = default;
};

// By slot, as the world keeps its entries; ids name them.
class WorldMirror {
public:
    std::vector<Mirrored> entries;

    Mirrored& operator[](World::Id id) { return entries[World::slotOf(id)]; }
    Mirrored& place(World::Id id) {
        if (entries.size() <= World::slotOf(id))
            entries.resize(World::slotOf(id) + 1);
        return entries[World::slotOf(id)];
    }

    // The entries as worldoracle.hpp's objects, placed by their top-left.
    [[nodiscard]] std::vector<Object> objects() const {
        std::vector<Object> out;
        out.reserve(entries.size());
        for (const Mirrored& e : entries) {
            out.push_back({e.m, e.px - e.ox, e.py - e.oy, e.alive, e.layers, e.collidesWith});
            out.back().id = e.id;
        }
        return out;
    }
};

// True when some world pixel is solid in both: every pixel where their solid boxes meet,
// row by row through the bytes.
inline bool solidTogether(const Object& a, const Object& b) {
    const long long left = std::max(a.x + a.m->bx0, b.x + b.m->bx0);
    const long long right = std::min(a.x + a.m->bx1, b.x + b.m->bx1);
    const long long top = std::max(a.y + a.m->by0, b.y + b.m->by0);
    const long long bottom = std::min(a.y + a.m->by1, b.y + b.m->by1);
    for (long long y = top; y < bottom; ++y) {
        const std::uint8_t* rowA = a.m->bytes.pixels.data() + (y - a.y) * a.m->bytes.width;
        const std::uint8_t* rowB = b.m->bytes.pixels.data() + (y - b.y) * b.m->bytes.width;
        for (long long x = left; x < right; ++x)
            if (rowA[x - a.x] && rowB[x - b.x])
                return true;
    }
    return false;
}

// Every colliding pair of live entries, by id, and the pairs whose layers meet and whose
// solid boxes overlap: allPairs(), with the pixels visited only inside both solid boxes.
inline Expected pairsAmong(const std::vector<Object>& objects) {
    Expected e;
    for (std::size_t i = 0; i < objects.size(); ++i) {
        if (!objects[i].alive || objects[i].m->bx1 == 0)
            continue;
        for (std::size_t j = i + 1; j < objects.size(); ++j)
            if (objects[j].alive && layersMeet(objects[i], objects[j]) &&
                boxesMeet(objects[i], objects[j])) {
                ++e.boxPairs;
                if (solidTogether(objects[i], objects[j]))
                    e.pairs.emplace_back(std::minmax(objects[i].id, objects[j].id));
            }
    }
    std::sort(e.pairs.begin(), e.pairs.end());
    return e;
}

// The entries that `pairs` (every colliding pair, by id) pairs with `id`, by id.
inline std::vector<World::Id> partnersOf(const Pairs& pairs, World::Id id) {
    std::vector<World::Id> out;
    for (const auto& [a, b] : pairs)
        if (a == id || b == id)
            out.push_back(a == id ? b : a);
    std::sort(out.begin(), out.end());
    return out;
}

// step()'s events from the pairs of the last step and of now, both by id, as the header
// defines them: Began (now, not then), Stayed (both), Ended (then, not now), each pair
// once, first's slot below second's, in slot order; where an ended pair and a begun one
// share both slots (a slot reused in between), the ended one comes first.
inline std::vector<Event> eventsBetween(const Pairs& before, const Pairs& now) {
    using Keyed = std::tuple<std::uint32_t, std::uint32_t, int, World::Id, World::Id, int>;
    std::vector<Keyed> keyed;
    const auto add = [&](World::Id a, World::Id b, World::Phase phase) {
        if (World::slotOf(a) > World::slotOf(b))
            std::swap(a, b);
        keyed.emplace_back(World::slotOf(a), World::slotOf(b), phase == World::Phase::Ended ? 0 : 1,
                           a, b, int(phase));
    };
    for (const auto& p : now)
        add(p.first, p.second,
            std::binary_search(before.begin(), before.end(), p) ? World::Phase::Stayed
                                                                : World::Phase::Began);
    for (const auto& p : before)
        if (!std::binary_search(now.begin(), now.end(), p))
            add(p.first, p.second, World::Phase::Ended);
    std::sort(keyed.begin(), keyed.end());
    std::vector<Event> out;
    for (const auto& k : keyed)
        out.push_back({std::get<3>(k), std::get<4>(k), World::Phase(std::get<5>(k))});
    return out;
}

// The pixels solid in both, and the topmost, then leftmost of them: a Contact's details.
inline std::pair<std::size_t, std::optional<Point>> sharedPixels(const Object& a, const Object& b) {
    std::size_t area = 0;
    std::optional<Point> first;
    const long long top = std::max(a.y, b.y);
    const long long bottom = std::min(a.y + a.m->bytes.height, b.y + b.m->bytes.height);
    for (long long y = top; y < bottom; ++y)
        for (long long x = std::max(a.x, b.x);
             x < std::min(a.x + a.m->bytes.width, b.x + b.m->bytes.width); ++x)
            if (a.m->bytes.at(x - a.x, y - a.y) && b.m->bytes.at(x - b.x, y - b.y)) {
                if (!first)
                    first = Point{int(x), int(y)};
                ++area;
            }
    return {area, first};
}

// query() and its kin: the live entries on one of `layers`, but `exclude`, solid
// somewhere under `probe`'s solid pixels, by id.
inline std::vector<World::Id> underProbe(const std::vector<Object>& objects, const Object& probe,
                                         unsigned layers, World::Id exclude) {
    std::vector<World::Id> ids = queryOracle(objects, probe, layers);
    ids.erase(std::remove(ids.begin(), ids.end(), exclude), ids.end());
    return ids;
}

// querySegment() from its definition: step i of n = max(|dx|, |dy|) lies i pixels along
// the longer axis (x on a tie) and round(i * d / n) along the other, halves away from
// `from`; the first step with a solid pixel, the lowest slot there. Worked out by the
// division itself (tst_worldqueries walks an error term instead).
inline std::optional<World::SegmentHit> segmentHit(const std::vector<Object>& objects, Point from,
                                                   Point to, unsigned layers, World::Id exclude) {
    const long long dx = (long long)to.x - from.x, dy = (long long)to.y - from.y;
    const long long n = std::max(std::llabs(dx), std::llabs(dy));
    const bool alongX = std::llabs(dx) >= std::llabs(dy);
    const auto rounded = [n](long long num) { // num / n, halves away from zero
        const long long q = (2 * std::llabs(num) + n) / (2 * n);
        return num < 0 ? -q : q;
    };
    for (long long i = 0; i <= n; ++i) {
        const long long major = n == 0 ? 0 : (alongX ? dx : dy) < 0 ? -i : i;
        const long long minor = n == 0 ? 0 : rounded(i * (alongX ? dy : dx));
        const long long x = from.x + (alongX ? major : minor);
        const long long y = from.y + (alongX ? minor : major);
        for (const Object& o : objects)
            if (o.alive && (o.layers & layers) != 0 && o.id != exclude &&
                o.m->bytes.at(x - o.x, y - o.y))
                return World::SegmentHit{o.id, Point{int(x), int(y)}, i};
    }
    return std::nullopt;
}

} // namespace hitmask::testing
