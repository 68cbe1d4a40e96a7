// SPDX-License-Identifier: MIT
// What an hm_world holds: the core's World, whose entries share their mask handles, and
// the flag that refuses changes while one of its callbacks runs.
#pragma once

#include "capi_internal.hpp"

#include <hitmask/world.hpp>
#include <memory>

struct hm_world {
    explicit hm_world(int cellSize)
        : world(cellSize) {}

    hitmask::World world;
    bool inCallback = false; // the world must not change under its own callbacks
};

namespace hitmask::capi {

// An entry's count on its mask handle, held as the deleter of the shared_ptr the World
// keeps for the entry: the World lets go of it (remove, setMask, its destructor) exactly
// when the entry stops using the mask, and the handle is released then.
struct HandleShare {
    const hm_mask* handle;
    void operator()(const Mask*) const noexcept { release(handle); }
};

// The mask of `handle`, counted once more until the World lets go of it.
inline std::shared_ptr<const Mask> share(const hm_mask* handle) {
    retain(handle);
    return {&handle->mask, HandleShare{handle}}; // should this throw, the deleter releases
}

// The handle an entry shares, or null when `id` is not live.
inline const hm_mask* handleOf(const World& world, std::uint32_t id) noexcept {
    const HandleShare* share = std::get_deleter<HandleShare>(world.sharedMask(id));
    return share ? share->handle : nullptr;
}

// Marks the world busy while a callback may run.
class CallbackScope {
public:
    explicit CallbackScope(hm_world* world) noexcept
        : world_(world) {
        world_->inCallback = true;
    }
    ~CallbackScope() { world_->inCallback = false; }
    CallbackScope(const CallbackScope&) = delete;
    CallbackScope& operator=(const CallbackScope&) = delete;

private:
    hm_world* world_;
};

// Whether the world may be changed or asked now: not from one of its own callbacks,
// which would see its buffers change under them.
inline bool askable(const hm_world* world) noexcept {
    return world && !world->inCallback;
}

} // namespace hitmask::capi
