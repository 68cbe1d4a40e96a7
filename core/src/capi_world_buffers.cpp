// SPDX-License-Identifier: MIT
// The C API's buffer forms (hitmask_world_buffers.h): the World's answers gathered in the
// world's scratch and copied into the caller's array only when they all fit, and many
// moves in one call.
#include "capi_world_internal.hpp"

#include <cstring>

using hitmask::World;
using hitmask::capi::askable;
using hitmask::capi::fail;
using hitmask::capi::failNull;
using hitmask::capi::failStale;
using hitmask::capi::guarded;
using hitmask::capi::ok;

namespace {

// Whether the world may be asked and (out, capacity) is a buffer; records why not.
bool usable(hm_world* world, const void* out, long long capacity, const char* function) {
    if (!askable(world, function))
        return false;
    if (capacity < 0) {
        fail(HM_ERROR_ARGUMENT, function, "capacity %lld is negative", capacity);
        return false;
    }
    if (!out && capacity > 0)
        return failNull(function, "out"), false;
    return true;
}

// The buffer rule: all of `found` when it fits, else nothing; its count either way.
template <class T> long long deliver(const std::vector<T>& found, T* out, long long capacity) {
    const auto n = static_cast<long long>(found.size());
    if (n <= capacity && n > 0)
        std::memcpy(out, found.data(), found.size() * sizeof(T));
    return ok(n);
}

// A query's ids, through the buffer rule.
template <class F>
long long query(hm_world* world, uint32_t* out, long long capacity, const char* function,
                F&& find) noexcept {
    if (!usable(world, out, capacity, function))
        return -1;
    return guarded(-1LL, function, [&] { return deliver<uint32_t>(find(), out, capacity); });
}

int32_t phaseOf(World::Phase phase) noexcept {
    return phase == World::Phase::Began    ? HM_CONTACT_BEGAN
           : phase == World::Phase::Stayed ? HM_CONTACT_STAYED
                                           : HM_CONTACT_ENDED;
}

} // namespace

extern "C" {

long long hm_world_collisions_into(hm_world* world, hm_pair* out, long long capacity) noexcept {
    if (!usable(world, out, capacity, __func__))
        return -1;
    return guarded(-1LL, __func__, [&] {
        world->pairs.clear();
        world->world.forEachCollision([&](uint32_t first, uint32_t second) {
            world->pairs.push_back({first, second});
        });
        return deliver(world->pairs, out, capacity);
    });
}

long long hm_world_step_into(hm_world* world, hm_contact* out, long long capacity) noexcept {
    if (!usable(world, out, capacity, __func__))
        return -1;
    return guarded(-1LL, __func__, [&] {
        if (!world->holdingContacts) {
            world->contacts.clear();
            world->world.step([&](const World::Contact& c) {
                world->contacts.push_back({c.first, c.second, phaseOf(c.phase)});
            });
        }
        const long long n = deliver(world->contacts, out, capacity);
        // Held until they fit; a count alone (capacity 0) holds them too.
        world->holdingContacts = n > capacity;
        return n;
    });
}

long long hm_world_collisions_of_into(hm_world* world, uint32_t id, uint32_t* out,
                                      long long capacity) noexcept {
    if (!usable(world, out, capacity, __func__))
        return -1;
    if (!world->world.contains(id))
        return failStale(__func__, id), 0;
    return query(world, out, capacity, __func__, [&] { return world->world.collisionsOf(id); });
}

long long hm_world_entries_into(hm_world* world, uint32_t* out, long long capacity) noexcept {
    return query(world, out, capacity, __func__, [&]() -> const std::vector<uint32_t>& {
        world->ids.clear();
        world->world.forEachEntry([&](uint32_t id) { world->ids.push_back(id); });
        return world->ids;
    });
}

long long hm_world_query_mask_into(hm_world* world, const hm_mask* mask, int x, int y,
                                   uint32_t layers, uint32_t exclude, uint32_t* out,
                                   long long capacity) noexcept {
    if (world && !mask)
        return failNull(__func__, "mask"), -1;
    return query(world, out, capacity, __func__,
                 [&] { return world->world.query(mask->mask, x, y, layers, exclude); });
}

long long hm_world_query_point_into(hm_world* world, int x, int y, uint32_t layers,
                                    uint32_t exclude, uint32_t* out, long long capacity) noexcept {
    return query(world, out, capacity, __func__,
                 [&] { return world->world.queryPoint(x, y, layers, exclude); });
}

long long hm_world_query_rect_into(hm_world* world, int x, int y, int width, int height,
                                   uint32_t layers, uint32_t exclude, uint32_t* out,
                                   long long capacity) noexcept {
    if (width < 0 || height < 0) {
        fail(HM_ERROR_ARGUMENT, __func__, "size %d x %d is negative", width, height);
        return -1;
    }
    return query(world, out, capacity, __func__, [&] {
        return world->world.queryRect({x, y, width, height}, layers, exclude);
    });
}

long long hm_world_move_many(hm_world* world, const uint32_t* ids, const int32_t* xy,
                             long long count) noexcept {
    if (!askable(world, __func__))
        return -1;
    if (count < 0) {
        fail(HM_ERROR_ARGUMENT, __func__, "count %lld is negative", count);
        return -1;
    }
    if (count > 0 && (!ids || !xy))
        return failNull(__func__, ids ? "xy" : "ids"), -1;
    long long moved = 0;
    uint32_t firstStale = HM_INVALID_ID;
    bool anyStale = false;
    for (long long i = 0; i < count; ++i) {
        if (world->world.move(ids[i], xy[2 * i], xy[2 * i + 1])) {
            ++moved;
        } else if (!anyStale) {
            anyStale = true;
            firstStale = ids[i];
        }
    }
    if (anyStale) {
        fail(HM_ERROR_STALE_ID, __func__, "id 0x%08x is not live (%lld of %lld moved)",
             unsigned(firstStale), moved, count);
        return moved;
    }
    return ok(moved);
}

} // extern "C"
