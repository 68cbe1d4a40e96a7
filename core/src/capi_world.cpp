// SPDX-License-Identifier: MIT
// The C API's World, its entries: each function hands its call to hitmask::World, whose
// entries share their mask handles (capi_world_internal.hpp).
#include "capi_world_internal.hpp"

using hitmask::capi::askable;
using hitmask::capi::CallbackScope;
using hitmask::capi::guarded;
using hitmask::capi::handleOf;
using hitmask::capi::share;
using hitmask::capi::store;

extern "C" {

hm_world* hm_world_new(int cell_size) noexcept {
    if (cell_size < 1)
        return nullptr;
    return guarded<hm_world*>(nullptr, [&] { return new hm_world(cell_size); });
}

void hm_world_free(hm_world* world) noexcept {
    if (askable(world))
        delete world; // its entries release their mask handles
}

uint32_t hm_world_add(hm_world* world, const hm_mask* mask, int x, int y) noexcept {
    if (!askable(world) || !mask)
        return HM_INVALID_ID;
    return guarded<uint32_t>(HM_INVALID_ID,
                             [&] { return world->world.add(share(world, mask), x, y); });
}

int hm_world_move(hm_world* world, uint32_t id, int x, int y) noexcept {
    return askable(world) && world->world.move(id, x, y);
}

int hm_world_set_mask(hm_world* world, uint32_t id, const hm_mask* mask) noexcept {
    if (!askable(world) || !mask)
        return 0;
    return guarded(0, [&] { return int(world->world.setMask(id, share(world, mask))); });
}

int hm_world_remove(hm_world* world, uint32_t id) noexcept {
    return askable(world) && world->world.remove(id);
}

int hm_world_set_layers(hm_world* world, uint32_t id, uint32_t layers,
                        uint32_t collides_with) noexcept {
    return askable(world) && world->world.setLayers(id, layers, collides_with);
}

int hm_world_set_user_data(hm_world* world, uint32_t id, void* user_data) noexcept {
    return askable(world) &&
           world->world.setUserData(id, reinterpret_cast<std::uintptr_t>(user_data));
}

void* hm_world_user_data(const hm_world* world, uint32_t id) noexcept {
    return world ? reinterpret_cast<void*>(world->world.userData(id)) : nullptr;
}

int hm_world_position(const hm_world* world, uint32_t id, int* x, int* y) noexcept {
    if (!world || !world->world.contains(id))
        return 0;
    const hitmask::Point p = world->world.position(id);
    store(x, p.x);
    store(y, p.y);
    return 1;
}

const hm_mask* hm_world_mask(const hm_world* world, uint32_t id) noexcept {
    return world ? handleOf(world->world, id) : nullptr;
}

int hm_world_layers(const hm_world* world, uint32_t id, uint32_t* layers,
                    uint32_t* collides_with) noexcept {
    if (!world || !world->world.contains(id))
        return 0;
    store(layers, world->world.layers(id));
    store(collides_with, world->world.collidesWith(id));
    return 1;
}

int hm_world_contains(const hm_world* world, uint32_t id) noexcept {
    return world && world->world.contains(id);
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
