// SPDX-License-Identifier: MIT
// The C API's World, its questions: pairs, contact events, queries and pair details,
// each handed to hitmask::World and its answer to the C callback, in the World's order,
// while the world refuses changes.
#include "capi_world_internal.hpp"

#include <climits>
#include <optional>

using hitmask::World;
using hitmask::capi::askable;
using hitmask::capi::CallbackScope;
using hitmask::capi::fail;
using hitmask::capi::failNull;
using hitmask::capi::guarded;
using hitmask::capi::liveIn;
using hitmask::capi::ok;
using hitmask::capi::store;

namespace {

// -1 from a callback of this world (or when out of memory), 0 for a null world, else
// what f returns; the error recorded for `function`.
template <class F> long long ask(hm_world* world, const char* function, F&& f) noexcept {
    if (!askable(world, function))
        return world ? -1 : 0;
    return guarded(-1LL, function, [&] { return ok(static_cast<long long>(f())); });
}

// Hands the ids found over to `hit` (the World lists them in increasing order) while the
// world is busy; returns their count.
long long handOver(hm_world* world, const std::vector<uint32_t>& found, hm_id_callback hit,
                   void* user) {
    const CallbackScope scope(world);
    if (hit)
        for (const uint32_t id : found)
            hit(id, user);
    return static_cast<long long>(found.size());
}

long long clamped(std::uint64_t n) {
    return n > static_cast<std::uint64_t>(LLONG_MAX) ? LLONG_MAX : static_cast<long long>(n);
}

// Every colliding pair, by id, through f(first, second) while the world is busy; returns
// their count.
template <class F> long long forEachPair(hm_world* world, F&& f) {
    const CallbackScope scope(world);
    long long count = 0;
    world->world.forEachCollision([&](uint32_t first, uint32_t second) {
        ++count;
        f(first, second);
    });
    return count;
}

long long queryMask(hm_world* world, const hm_mask* mask, int x, int y, uint32_t layers,
                    uint32_t exclude, hm_id_callback hit, void* user, const char* function) {
    if (world && !mask)
        return failNull(function, "mask"), 0;
    return ask(world, function, [&] {
        return handOver(world, world->world.query(mask->mask, x, y, layers, exclude), hit, user);
    });
}

} // namespace

extern "C" {

long long hm_world_candidate_pairs(hm_world* world) noexcept {
    return ask(world, __func__, [&] { return clamped(world->world.candidatePairBound()); });
}

long long hm_world_collisions(hm_world* world, hm_pair_callback pair, void* user) noexcept {
    return ask(world, __func__, [&] {
        return forEachPair(world, [&](uint32_t first, uint32_t second) {
            if (pair)
                pair(first, second, user);
        });
    });
}

long long hm_world_collisions_of(hm_world* world, uint32_t id, hm_id_callback other,
                                 void* user) noexcept {
    if (askable(world, __func__) && !world->world.contains(id))
        return hitmask::capi::failStale(__func__, id), 0;
    return ask(world, __func__,
               [&] { return handOver(world, world->world.collisionsOf(id), other, user); });
}

long long hm_world_collisions_detail(hm_world* world, int flags, hm_detail_callback pair,
                                     void* user) noexcept {
    return ask(world, __func__, [&] {
        return forEachPair(world, [&](uint32_t first, uint32_t second) {
            if (!pair)
                return;
            const long long area =
                (flags & HM_DETAIL_AREA) ? clamped(world->world.overlapArea(first, second)) : -1;
            std::optional<hitmask::Point> contact;
            if (flags & HM_DETAIL_CONTACT)
                contact = world->world.firstContact(first, second);
            pair(first, second, area, contact ? contact->x : 0, contact ? contact->y : 0, user);
        });
    });
}

long long hm_world_step(hm_world* world, hm_contact_callback contact, void* user) noexcept {
    return ask(world, __func__, [&] {
        world->holdingContacts = false; // events hm_world_step_into() held are dropped
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
    return queryMask(world, mask, x, y, layers, HM_INVALID_ID, hit, user, __func__);
}

long long hm_world_query_mask_excluding(hm_world* world, const hm_mask* mask, int x, int y,
                                        uint32_t layers, uint32_t exclude, hm_id_callback hit,
                                        void* user) noexcept {
    return queryMask(world, mask, x, y, layers, exclude, hit, user, __func__);
}

long long hm_world_query_mask(hm_world* world, const hm_mask* mask, int x, int y, uint32_t layers,
                              uint32_t exclude, hm_id_callback hit, void* user) noexcept {
    return queryMask(world, mask, x, y, layers, exclude, hit, user, __func__);
}

long long hm_world_query_point(hm_world* world, int x, int y, uint32_t layers, uint32_t exclude,
                               hm_id_callback hit, void* user) noexcept {
    return ask(world, __func__, [&] {
        return handOver(world, world->world.queryPoint(x, y, layers, exclude), hit, user);
    });
}

long long hm_world_query_rect(hm_world* world, int x, int y, int width, int height, uint32_t layers,
                              uint32_t exclude, hm_id_callback hit, void* user) noexcept {
    if (width < 0 || height < 0) {
        fail(HM_ERROR_ARGUMENT, __func__, "size %d x %d is negative", width, height);
        return 0;
    }
    return ask(world, __func__, [&] {
        return handOver(world, world->world.queryRect({x, y, width, height}, layers, exclude), hit,
                        user);
    });
}

uint32_t hm_world_query_segment(hm_world* world, int x0, int y0, int x1, int y1, uint32_t layers,
                                uint32_t exclude, int* hit_x, int* hit_y) noexcept {
    if (!askable(world, __func__))
        return HM_INVALID_ID;
    return guarded<uint32_t>(HM_INVALID_ID, __func__, [&] {
        const auto hit = world->world.querySegment({x0, y0}, {x1, y1}, layers, exclude);
        if (!hit)
            return ok(HM_INVALID_ID); // nothing hit is an answer
        store(hit_x, hit->pixel.x);
        store(hit_y, hit->pixel.y);
        return ok(hit->id);
    });
}

long long hm_world_overlap_area(const hm_world* world, uint32_t a, uint32_t b) noexcept {
    if (!liveIn(world, a, __func__) || !liveIn(world, b, __func__))
        return 0;
    return guarded(0LL, __func__, [&] { return ok(clamped(world->world.overlapArea(a, b))); });
}

int hm_world_first_contact(const hm_world* world, uint32_t a, uint32_t b, int* x, int* y) noexcept {
    if (!liveIn(world, a, __func__) || !liveIn(world, b, __func__))
        return 0;
    return guarded(0, __func__, [&] {
        const std::optional<hitmask::Point> p = world->world.firstContact(a, b);
        if (!p)
            return ok(0);
        store(x, p->x);
        store(y, p->y);
        return ok(1);
    });
}

int hm_world_separation(const hm_world* world, uint32_t a, uint32_t b,
                        hm_separation_t* out) noexcept {
    if (!out)
        return failNull(__func__, "out"), -1;
    *out = {};
    if (!liveIn(world, a, __func__) || !liveIn(world, b, __func__))
        return -1;
    return guarded(-1, __func__, [&] {
        *out = hitmask::capi::toC(world->world.separation(a, b));
        return ok((out->left | out->right | out->up | out->down) != 0 ? 1 : 0);
    });
}

} // extern "C"
