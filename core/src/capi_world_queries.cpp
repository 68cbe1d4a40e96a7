// SPDX-License-Identifier: MIT
// The C API's World, its questions: pairs, contact events, queries and pair details,
// handed to C callbacks while the world refuses changes.
#include "capi_world_internal.hpp"

#include <algorithm>
#include <climits>
#include <optional>

using hitmask::World;
using hitmask::capi::CallbackScope;
using hitmask::capi::entryMask;
using hitmask::capi::guarded;
using hitmask::capi::store;

namespace {

// -1 from a callback of this world (or when out of memory), 0 for a null world, else
// what f returns; f runs with the world marked busy.
template <class F> long long ask(hm_world* world, F&& f) noexcept {
    if (!world)
        return 0;
    if (world->inCallback)
        return -1;
    return guarded(-1LL, [&] { return static_cast<long long>(f()); });
}

// Hands ids over in increasing id order (the core gives them by slot, which differs
// once a slot was reused).
long long handOver(hm_world* world, std::vector<uint32_t> found, hm_id_callback hit, void* user) {
    std::sort(found.begin(), found.end());
    const CallbackScope scope(world);
    if (hit)
        for (const uint32_t id : found)
            hit(id, user);
    return static_cast<long long>(found.size());
}

long long areaOf(const hm_world* world, uint32_t a, uint32_t b) {
    const std::size_t area = world->world.overlapArea(a, b);
    return area > static_cast<std::size_t>(LLONG_MAX) ? LLONG_MAX : static_cast<long long>(area);
}

// Every colliding pair through f(first, second), first < second, sorted by id; returns
// the count. Until an entry is removed, slot order is id order and the pairs stream
// without being held; after that they are gathered and sorted once.
template <class F> long long forEachPairById(hm_world* world, F&& f) {
    long long count = 0;
    if (!world->anyRemoved) {
        world->world.forEachCollision([&](uint32_t first, uint32_t second) {
            ++count;
            f(first, second);
        });
        return count;
    }
    auto& pairs = world->pairs;
    pairs.clear();
    world->world.forEachCollision([&](uint32_t first, uint32_t second) {
        pairs.emplace_back(std::min(first, second), std::max(first, second));
    });
    std::sort(pairs.begin(), pairs.end());
    for (const auto& [first, second] : pairs)
        f(first, second);
    return static_cast<long long>(pairs.size());
}

} // namespace

extern "C" {

long long hm_world_candidate_pairs(hm_world* world) noexcept {
    return ask(world, [&] {
        const std::uint64_t bound = world->world.candidatePairBound();
        return bound > static_cast<std::uint64_t>(LLONG_MAX) ? LLONG_MAX
                                                             : static_cast<long long>(bound);
    });
}

long long hm_world_collisions(hm_world* world, hm_pair_callback pair, void* user) noexcept {
    return ask(world, [&] {
        const CallbackScope scope(world);
        return forEachPairById(world, [&](uint32_t first, uint32_t second) {
            if (pair)
                pair(first, second, user);
        });
    });
}

long long hm_world_collisions_of(hm_world* world, uint32_t id, hm_id_callback other,
                                 void* user) noexcept {
    if (world && !world->inCallback && !entryMask(world, id))
        return 0;
    return ask(world, [&] { return handOver(world, world->world.collisionsOf(id), other, user); });
}

long long hm_world_collisions_detail(hm_world* world, int flags, hm_detail_callback pair,
                                     void* user) noexcept {
    return ask(world, [&] {
        const CallbackScope scope(world);
        return forEachPairById(world, [&](uint32_t first, uint32_t second) {
            if (!pair)
                return;
            const long long area = (flags & HM_DETAIL_AREA) ? areaOf(world, first, second) : -1;
            std::optional<hitmask::Point> contact;
            if (flags & HM_DETAIL_CONTACT)
                contact = world->world.firstContact(first, second);
            pair(first, second, area, contact ? contact->x : 0, contact ? contact->y : 0, user);
        });
    });
}

long long hm_world_step(hm_world* world, hm_contact_callback contact, void* user) noexcept {
    return ask(world, [&] {
        const CallbackScope scope(world);
        long long count = 0;
        world->world.step([&](const World::Contact& c) {
            ++count;
            if (contact)
                contact(c.first, c.second,
                        c.phase == World::Phase::Began    ? HM_CONTACT_BEGAN
                        : c.phase == World::Phase::Stayed ? HM_CONTACT_STAYED
                                                          : HM_CONTACT_ENDED,
                        user);
        });
        return count;
    });
}

long long hm_world_query(hm_world* world, const hm_mask* mask, int x, int y, uint32_t layers,
                         hm_id_callback hit, void* user) noexcept {
    return hm_world_query_mask(world, mask, x, y, layers, HM_INVALID_ID, hit, user);
}

long long hm_world_query_mask(hm_world* world, const hm_mask* mask, int x, int y, uint32_t layers,
                              uint32_t exclude, hm_id_callback hit, void* user) noexcept {
    if (!mask)
        return 0;
    return ask(world, [&] {
        return handOver(world, world->world.query(mask->mask, x, y, layers, exclude), hit, user);
    });
}

long long hm_world_query_point(hm_world* world, int x, int y, uint32_t layers, uint32_t exclude,
                               hm_id_callback hit, void* user) noexcept {
    return ask(world, [&] {
        return handOver(world, world->world.queryPoint(x, y, layers, exclude), hit, user);
    });
}

long long hm_world_query_rect(hm_world* world, int x, int y, int width, int height, uint32_t layers,
                              uint32_t exclude, hm_id_callback hit, void* user) noexcept {
    if (width < 0 || height < 0)
        return 0;
    return ask(world, [&] {
        return handOver(world, world->world.queryRect({x, y, width, height}, layers, exclude), hit,
                        user);
    });
}

uint32_t hm_world_query_segment(hm_world* world, int x0, int y0, int x1, int y1, uint32_t layers,
                                uint32_t exclude, int* hit_x, int* hit_y) noexcept {
    if (!world || world->inCallback)
        return HM_INVALID_ID;
    return guarded<uint32_t>(HM_INVALID_ID, [&] {
        const auto hit = world->world.querySegment({x0, y0}, {x1, y1}, layers, exclude);
        if (!hit)
            return HM_INVALID_ID;
        store(hit_x, hit->pixel.x);
        store(hit_y, hit->pixel.y);
        return hit->id;
    });
}

long long hm_world_overlap_area(const hm_world* world, uint32_t a, uint32_t b) noexcept {
    if (!entryMask(world, a) || !entryMask(world, b))
        return 0;
    return guarded(0LL, [&] { return areaOf(world, a, b); });
}

int hm_world_first_contact(const hm_world* world, uint32_t a, uint32_t b, int* x, int* y) noexcept {
    if (!entryMask(world, a) || !entryMask(world, b))
        return 0;
    return guarded(0, [&] {
        const std::optional<hitmask::Point> p = world->world.firstContact(a, b);
        if (!p)
            return 0;
        store(x, p->x);
        store(y, p->y);
        return 1;
    });
}

} // extern "C"
