// SPDX-License-Identifier: MIT
// The C API's World, its entries: each function hands its call to hitmask::World, whose
// entries share their mask handles (capi_world_internal.hpp).
#include "capi_world_internal.hpp"

#include <optional>

using hitmask::capi::askable;
using hitmask::capi::CallbackScope;
using hitmask::capi::fail;
using hitmask::capi::failNull;
using hitmask::capi::failStale;
using hitmask::capi::guarded;
using hitmask::capi::handleOf;
using hitmask::capi::liveIn;
using hitmask::capi::ok;
using hitmask::capi::share;
using hitmask::capi::store;

namespace {

// The mask and origin of a file's frame and channel, or null with the error recorded.
const hm_mask* frameMask(const hm_file* file, int frame, int channel, hitmask::Point& origin,
                         const char* function) noexcept {
    if (!file)
        return failNull(function, "file"), nullptr;
    if (frame < 0 || frame >= file->frames || channel < 0 || channel >= file->channels) {
        fail(HM_ERROR_ARGUMENT, function, "frame %d, channel %d is not in a file of %d x %d", frame,
             channel, file->frames, file->channels);
        return nullptr;
    }
    origin = file->origins[static_cast<std::size_t>(frame)];
    return &file->masks[static_cast<std::size_t>(frame) * static_cast<std::size_t>(file->channels) +
                        static_cast<std::size_t>(channel)];
}

uint32_t addAt(hm_world* world, const hm_mask* mask, hitmask::Point origin, int x, int y,
               const char* function) noexcept {
    return guarded<uint32_t>(HM_INVALID_ID, function, [&] {
        return ok(world->world.add(share(world, mask), origin, x, y));
    });
}

// A change through `change`, which says whether the id was live: 1, or 0 with the
// error recorded.
template <class F> int change(hm_world* world, uint32_t id, const char* function, F&& changeIt) {
    if (!askable(world, function))
        return 0;
    if (!changeIt())
        return failStale(function, id), 0;
    return ok(1);
}

} // namespace

extern "C" {

hm_world* hm_world_new(int cell_size) noexcept {
    if (cell_size < 1) {
        fail(HM_ERROR_ARGUMENT, __func__, "cell size %d is below 1", cell_size);
        return nullptr;
    }
    return guarded<hm_world*>(nullptr, __func__, [&] { return ok(new hm_world(cell_size)); });
}

void hm_world_free(hm_world* world) noexcept {
    if (world && !askable(world, __func__))
        return;
    delete world; // its entries release their mask handles
    ok(0);
}

uint32_t hm_world_add(hm_world* world, const hm_mask* mask, int x, int y) noexcept {
    return hm_world_add_origin(world, mask, 0, 0, x, y);
}

uint32_t hm_world_add_origin(hm_world* world, const hm_mask* mask, int origin_x, int origin_y,
                             int x, int y) noexcept {
    if (!askable(world, __func__))
        return HM_INVALID_ID;
    if (!mask)
        return failNull(__func__, "mask"), HM_INVALID_ID;
    return addAt(world, mask, {origin_x, origin_y}, x, y, __func__);
}

uint32_t hm_world_add_frame(hm_world* world, const hm_file* file, int frame, int channel, int x,
                            int y) noexcept {
    if (!askable(world, __func__))
        return HM_INVALID_ID;
    hitmask::Point origin;
    const hm_mask* mask = frameMask(file, frame, channel, origin, __func__);
    return mask ? addAt(world, mask, origin, x, y, __func__) : HM_INVALID_ID;
}

int hm_world_move(hm_world* world, uint32_t id, int x, int y) noexcept {
    return change(world, id, __func__, [&] { return world->world.move(id, x, y); });
}

namespace {
// hm_world_set_mask() keeps the entry's origin; hm_world_set_mask_origin() gives a new one.
int setMaskOf(hm_world* world, uint32_t id, const hm_mask* mask,
              std::optional<hitmask::Point> origin, const char* function) noexcept {
    if (!askable(world, function))
        return 0;
    if (!mask)
        return failNull(function, "mask"), 0;
    if (!liveIn(world, id, function))
        return 0;
    return guarded(0, function, [&] {
        if (origin)
            world->world.setMask(id, share(world, mask), *origin);
        else
            world->world.setMask(id, share(world, mask));
        return ok(1);
    });
}
} // namespace

int hm_world_set_mask(hm_world* world, uint32_t id, const hm_mask* mask) noexcept {
    return setMaskOf(world, id, mask, std::nullopt, __func__);
}

int hm_world_set_mask_origin(hm_world* world, uint32_t id, const hm_mask* mask, int origin_x,
                             int origin_y) noexcept {
    return setMaskOf(world, id, mask, hitmask::Point{origin_x, origin_y}, __func__);
}

int hm_world_set_frame(hm_world* world, uint32_t id, const hm_file* file, int frame,
                       int channel) noexcept {
    if (!askable(world, __func__))
        return 0;
    hitmask::Point origin;
    const hm_mask* mask = frameMask(file, frame, channel, origin, __func__);
    if (!mask || !liveIn(world, id, __func__))
        return 0;
    return guarded(0, __func__, [&] {
        world->world.setMask(id, share(world, mask), origin);
        return ok(1);
    });
}

int hm_world_remove(hm_world* world, uint32_t id) noexcept {
    return change(world, id, __func__, [&] { return world->world.remove(id); });
}

int hm_world_set_layers(hm_world* world, uint32_t id, uint32_t layers,
                        uint32_t collides_with) noexcept {
    return change(world, id, __func__,
                  [&] { return world->world.setLayers(id, layers, collides_with); });
}

int hm_world_set_user_data(hm_world* world, uint32_t id, void* user_data) noexcept {
    return change(world, id, __func__, [&] {
        return world->world.setUserData(id, reinterpret_cast<std::uintptr_t>(user_data));
    });
}

void* hm_world_user_data(const hm_world* world, uint32_t id) noexcept {
    if (!liveIn(world, id, __func__))
        return nullptr;
    return ok(reinterpret_cast<void*>(world->world.userData(id)));
}

int hm_world_position(const hm_world* world, uint32_t id, int* x, int* y) noexcept {
    if (!liveIn(world, id, __func__))
        return 0;
    const hitmask::Point p = world->world.position(id);
    store(x, p.x);
    store(y, p.y);
    return ok(1);
}

int hm_world_origin(const hm_world* world, uint32_t id, int* x, int* y) noexcept {
    if (!liveIn(world, id, __func__))
        return 0;
    const hitmask::Point o = world->world.origin(id);
    store(x, o.x);
    store(y, o.y);
    return ok(1);
}

const hm_mask* hm_world_mask(const hm_world* world, uint32_t id) noexcept {
    return liveIn(world, id, __func__) ? ok(handleOf(world->world, id)) : nullptr;
}

int hm_world_layers(const hm_world* world, uint32_t id, uint32_t* layers,
                    uint32_t* collides_with) noexcept {
    if (!liveIn(world, id, __func__))
        return 0;
    store(layers, world->world.layers(id));
    store(collides_with, world->world.collidesWith(id));
    return ok(1);
}

int hm_world_contains(const hm_world* world, uint32_t id) noexcept {
    // Not live is this question's answer, not an error.
    return world ? ok(int(world->world.contains(id))) : (failNull(__func__, "world"), 0);
}

int hm_world_cell_size(const hm_world* world) noexcept {
    return world ? ok(world->world.cellSize()) : (failNull(__func__, "world"), 0);
}

long long hm_world_size(const hm_world* world) noexcept {
    return world ? ok(static_cast<long long>(world->world.size()))
                 : (failNull(__func__, "world"), 0LL);
}

long long hm_world_entries(hm_world* world, hm_id_callback entry, void* user) noexcept {
    if (!askable(world, __func__))
        return world ? -1 : 0;
    const CallbackScope scope(world);
    long long count = 0;
    world->world.forEachEntry([&](uint32_t id) {
        ++count;
        if (entry)
            entry(id, user);
    });
    return ok(count);
}

} // extern "C"
