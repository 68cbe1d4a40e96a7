// SPDX-License-Identifier: MIT
// A C API world driven by random changes next to its oracle: each live entry's mask
// (as byte arrays), position, layers and user data, kept by id, and the brute-force
// answers worked out from them pixel by pixel. Shares no code with the library.
#pragma once

#include "capitest.hpp"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <map>
#include <random>
#include <set>
#include <utility>
#include <vector>

namespace worldsim {

using capioracle::Pixels;
using Pairs = std::vector<std::pair<uint32_t, uint32_t>>;

inline uint32_t slotOf(uint32_t id) {
    return id & 0xFFFFFu;
}

struct Entry {
    int mask = 0; // index into the pool
    int x = 0, y = 0;
    uint32_t layers = 1, collidesWith = 0xffffffffu;
    void* user = nullptr;
};

inline uint32_t randomLayers(std::mt19937& rng) {
    static const uint32_t choices[] = {1u, 2u, 4u, 3u, 6u, 0xffffffffu, 0x80000000u, 0u};
    return choices[rng() % std::size(choices)];
}

struct Sim {
    std::mt19937& rng;
    std::vector<Pixels> pool;
    std::vector<capitest::MaskPtr> masks;
    capitest::WorldPtr world;
    std::map<uint32_t, Entry> live; // by id
    std::set<uint32_t> removed;     // every id removed so far: stale for good
    int spread = 200;
    bool far = false;
    std::vector<char> userTargets = std::vector<char>(64);

    Sim(std::mt19937& r, int poolSize, int maxSide)
        : rng(r) {
        for (int i = 0; i < poolSize; ++i) {
            pool.push_back(capioracle::randomPixels(rng, 1 + static_cast<int>(rng() % maxSide),
                                                    1 + static_cast<int>(rng() % maxSide)));
            masks.push_back(capitest::makeMask(pool.back(), rng));
        }
        world.reset(hm_world_new(8 + static_cast<int>(rng() % 100)));
    }

    int position() {
        if (far && rng() % 4 == 0)
            return rng() % 2 ? INT_MAX - 200 - static_cast<int>(rng() % 100)
                             : INT_MIN + static_cast<int>(rng() % 300);
        return static_cast<int>(rng() % static_cast<unsigned>(spread)) - spread / 2;
    }

    const Pixels& pixels(const Entry& e) const { return pool[static_cast<std::size_t>(e.mask)]; }
    const hm_mask* handle(const Entry& e) const {
        return masks[static_cast<std::size_t>(e.mask)].get();
    }

    // One random change through the C API, mirrored in the oracle; false when the API
    // answered other than it should.
    bool change() {
        const unsigned what = rng() % 12;
        if (what < 4 || live.empty()) {
            Entry e{static_cast<int>(rng() % pool.size()), position(), position()};
            const uint32_t id = hm_world_add(world.get(), handle(e), e.x, e.y);
            if (id == HM_INVALID_ID || live.count(id) || removed.count(id))
                return false;
            live[id] = e;
            return true;
        }
        const auto it = capitest::randomEntry(live, rng);
        const uint32_t id = it->first;
        Entry& e = it->second;
        if (what < 7) {
            e.x = position();
            e.y = position();
            return hm_world_move(world.get(), id, e.x, e.y) == 1;
        }
        if (what == 7) {
            e.mask = static_cast<int>(rng() % pool.size());
            return hm_world_set_mask(world.get(), id, handle(e)) == 1;
        }
        if (what == 8) {
            e.layers = randomLayers(rng);
            e.collidesWith = randomLayers(rng);
            return hm_world_set_layers(world.get(), id, e.layers, e.collidesWith) == 1;
        }
        if (what == 9) {
            e.user = rng() % 5 == 0 ? nullptr : &userTargets[rng() % userTargets.size()];
            return hm_world_set_user_data(world.get(), id, e.user) == 1;
        }
        live.erase(it);
        removed.insert(id);
        return hm_world_remove(world.get(), id) == 1;
    }

    // The live entries in slot order.
    std::vector<std::pair<uint32_t, const Entry*>> bySlot() const {
        std::vector<std::pair<uint32_t, const Entry*>> out;
        for (const auto& [id, e] : live)
            out.emplace_back(id, &e);
        std::sort(out.begin(), out.end(),
                  [](const auto& a, const auto& b) { return slotOf(a.first) < slotOf(b.first); });
        return out;
    }

    bool collide(const Entry& a, const Entry& b) const {
        return (a.layers & b.collidesWith) != 0 && (b.layers & a.collidesWith) != 0 &&
               capioracle::overlap(pixels(a), pixels(b), static_cast<long long>(b.x) - a.x,
                                   static_cast<long long>(b.y) - a.y)
                   .found;
    }

    // Every colliding pair, lower slot first, sorted by slots.
    Pairs pairs() const {
        const auto entries = bySlot();
        Pairs out;
        for (std::size_t i = 0; i < entries.size(); ++i)
            for (std::size_t j = i + 1; j < entries.size(); ++j)
                if (collide(*entries[i].second, *entries[j].second))
                    out.emplace_back(entries[i].first, entries[j].first);
        return out;
    }

    // Every colliding pair as hm_world_collisions() hands them over: first < second,
    // sorted by id.
    Pairs pairsById() const {
        Pairs out;
        for (auto a = live.begin(); a != live.end(); ++a)
            for (auto b = std::next(a); b != live.end(); ++b)
                if (collide(a->second, b->second))
                    out.emplace_back(a->first, b->first);
        return out;
    }

    bool solidAt(const Entry& e, long long x, long long y) const {
        return pixels(e).at(x - e.x, y - e.y);
    }
};

} // namespace worldsim
