// SPDX-License-Identifier: MIT
// The C API's World, its entries: a thin wrapper over hitmask::World that also holds
// each entry's mask handle, so the mask lives as long as the entry.
#include "capi_world_internal.hpp"

#include <climits>
#include <new>

using hitmask::World;
using hitmask::capi::askable;
using hitmask::capi::CallbackScope;
using hitmask::capi::entryMask;
using hitmask::capi::guarded;
using hitmask::capi::store;

namespace {

// The entry's mask handle, or null when `id` is not live or the world may not change now.
const hm_mask* changeable(hm_world* world, uint32_t id) noexcept {
    return askable(world) ? entryMask(world, id) : nullptr;
}

} // namespace

extern "C" {

hm_world* hm_world_new(int cell_size) noexcept {
    if (cell_size < 1)
        return nullptr;
    return guarded<hm_world*>(nullptr, [&] { return new hm_world(cell_size); });
}

void hm_world_free(hm_world* world) noexcept {
    if (!askable(world))
        return;
    world->world.forEachEntry(
        [&](uint32_t id) { hitmask::capi::release(world->masks[World::slotOf(id)]); });
    delete world;
}

uint32_t hm_world_add(hm_world* world, const hm_mask* mask, int x, int y) noexcept {
    if (!askable(world) || !mask)
        return HM_INVALID_ID;
    return guarded<uint32_t>(HM_INVALID_ID, [&] {
        const uint32_t id = world->world.add(mask->mask, x, y);
        const uint32_t slot = World::slotOf(id);
        if (slot >= world->masks.size()) {
            try {
                world->masks.resize(slot + 1, nullptr);
            } catch (...) {
                world->world.remove(id);
                throw;
            }
        }
        world->masks[slot] = mask;
        hitmask::capi::retain(mask);
        return id;
    });
}

int hm_world_move(hm_world* world, uint32_t id, int x, int y) noexcept {
    if (!changeable(world, id))
        return 0;
    return guarded(0, [&] {
        world->world.move(id, x, y);
        return 1;
    });
}

int hm_world_set_mask(hm_world* world, uint32_t id, const hm_mask* mask) noexcept {
    const hm_mask* old = changeable(world, id);
    if (!old || !mask)
        return 0;
    return guarded(0, [&] {
        world->world.setMask(id, mask->mask);
        world->masks[World::slotOf(id)] = mask;
        hitmask::capi::retain(mask);
        hitmask::capi::release(old);
        return 1;
    });
}

int hm_world_remove(hm_world* world, uint32_t id) noexcept {
    const hm_mask* mask = changeable(world, id);
    if (!mask)
        return 0;
    return guarded(0, [&] {
        world->world.remove(id);
        world->anyRemoved = true;
        world->masks[World::slotOf(id)] = nullptr;
        hitmask::capi::release(mask);
        return 1;
    });
}

int hm_world_set_layers(hm_world* world, uint32_t id, uint32_t layers,
                        uint32_t collides_with) noexcept {
    if (!changeable(world, id))
        return 0;
    return guarded(0, [&] {
        world->world.setLayers(id, layers, collides_with);
        return 1;
    });
}

int hm_world_set_user_data(hm_world* world, uint32_t id, void* user_data) noexcept {
    if (!changeable(world, id))
        return 0;
    return guarded(0, [&] {
        world->world.setUserData(id, reinterpret_cast<std::uintptr_t>(user_data));
        return 1;
    });
}

void* hm_world_user_data(const hm_world* world, uint32_t id) noexcept {
    if (!entryMask(world, id))
        return nullptr;
    return reinterpret_cast<void*>(world->world.userData(id));
}

int hm_world_position(const hm_world* world, uint32_t id, int* x, int* y) noexcept {
    if (!entryMask(world, id))
        return 0;
    const hitmask::Point p = world->world.position(id);
    store(x, p.x);
    store(y, p.y);
    return 1;
}

const hm_mask* hm_world_mask(const hm_world* world, uint32_t id) noexcept {
    return entryMask(world, id);
}

int hm_world_layers(const hm_world* world, uint32_t id, uint32_t* layers,
                    uint32_t* collides_with) noexcept {
    if (!entryMask(world, id))
        return 0;
    store(layers, world->world.layers(id));
    store(collides_with, world->world.collidesWith(id));
    return 1;
}

int hm_world_contains(const hm_world* world, uint32_t id) noexcept {
    return entryMask(world, id) ? 1 : 0;
}

int hm_world_cell_size(const hm_world* world) noexcept {
    return world ? world->world.cellSize() : 0;
}

long long hm_world_size(const hm_world* world) noexcept {
    return world ? static_cast<long long>(world->world.size()) : 0;
}

long long hm_world_entries(hm_world* world, hm_id_callback entry, void* user) noexcept {
    if (!world)
        return 0;
    if (world->inCallback)
        return -1;
    const CallbackScope scope(world);
    long long count = 0;
    world->world.forEachEntry([&](uint32_t id) {
        ++count;
        if (entry)
            entry(id, user);
    });
    return count;
}

} // extern "C"
