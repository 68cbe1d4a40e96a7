// SPDX-License-Identifier: MIT
// What an hm_world holds: the core's World, each entry's mask handle by slot, and the
// flag that refuses changes while one of its callbacks runs.
#pragma once

#include "capi_internal.hpp"

#include <hitmask/world.hpp>
#include <utility>
#include <vector>

struct hm_world {
    explicit hm_world(int cellSize)
        : world(cellSize) {}

    hitmask::World world;
    // Each live entry's mask handle, by slot, counted once (retain) while the entry uses
    // it. The core's generations decide which ids are live: a slot's handle is read only
    // after world.contains(id), so a stale id never reaches a later entry's mask.
    std::vector<const hm_mask*> masks;
    bool inCallback = false; // the world must not change under its own callbacks
    // Once an entry was removed, a reused slot's id is larger than a later slot's, so the
    // core's slot order is no longer id order: pairs are then gathered here and sorted
    // by id before they are handed over, so that C callers always get first < second.
    bool anyRemoved = false;
    std::vector<std::pair<uint32_t, uint32_t>> pairs;
};

namespace hitmask::capi {

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

// The entry's mask handle, or null when `id` is not live or `world` is null.
inline const hm_mask* entryMask(const hm_world* world, std::uint32_t id) noexcept {
    if (!world || !world->world.contains(id))
        return nullptr;
    return world->masks[hitmask::World::slotOf(id)];
}

// Whether a question that calls back may run now: not from one of the world's own
// callbacks, which would see its buffers change under them.
inline bool askable(const hm_world* world) noexcept {
    return world && !world->inCallback;
}

} // namespace hitmask::capi
