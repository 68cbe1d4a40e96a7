// SPDX-License-Identifier: MIT
// The C API's World: a thin wrapper over hitmask::World that also holds each entry's
// mask handle, so the mask lives as long as the entry.
#include "capi_internal.hpp"

#include <climits>
#include <hitmask/world.hpp>
#include <new>
#include <unordered_map>

using hitmask::capi::guarded;

struct hm_world {
    explicit hm_world(int cellSize)
        : world(cellSize) {}

    hitmask::World world;
    // Each live entry's mask, by id (a map, so any id scheme the World uses fits).
    std::unordered_map<std::uint32_t, const hm_mask*> masks;
    bool inCallback = false; // the world must not change under its own callbacks
};

namespace {

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

// The entry's mask, or null when `id` is not live or the world may not change now.
const hm_mask* changeable(hm_world* world, uint32_t id) {
    if (!world || world->inCallback)
        return nullptr;
    const auto found = world->masks.find(id);
    return found == world->masks.end() ? nullptr : found->second;
}

} // namespace

extern "C" {

hm_world* hm_world_new(int cell_size) noexcept {
    if (cell_size < 1)
        return nullptr;
    return guarded<hm_world*>(nullptr, [&] { return new hm_world(cell_size); });
}

void hm_world_free(hm_world* world) noexcept {
    if (!world || world->inCallback)
        return;
    for (const auto& [id, mask] : world->masks)
        hitmask::capi::release(mask);
    delete world;
}

uint32_t hm_world_add(hm_world* world, const hm_mask* mask, int x, int y) noexcept {
    if (!world || !mask || world->inCallback)
        return HM_INVALID_ID;
    return guarded<uint32_t>(HM_INVALID_ID, [&] {
        const uint32_t id = world->world.add(mask->mask, x, y);
        try {
            if (id == HM_INVALID_ID) // four billion entries: that id means "none" here
                throw std::bad_alloc();
            world->masks.emplace(id, mask);
        } catch (...) {
            world->world.remove(id);
            throw;
        }
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
        world->masks[id] = mask;
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
        world->masks.erase(id);
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

int hm_world_contains(const hm_world* world, uint32_t id) noexcept {
    return world && world->world.contains(id) ? 1 : 0;
}

int hm_world_cell_size(const hm_world* world) noexcept {
    return world ? world->world.cellSize() : 0;
}

long long hm_world_candidate_pairs(hm_world* world) noexcept {
    if (!world)
        return 0;
    if (world->inCallback)
        return -1;
    return guarded(-1LL, [&] {
        const std::uint64_t bound = world->world.candidatePairBound();
        return bound > static_cast<std::uint64_t>(LLONG_MAX) ? LLONG_MAX
                                                             : static_cast<long long>(bound);
    });
}

long long hm_world_size(const hm_world* world) noexcept {
    return world ? static_cast<long long>(world->world.size()) : 0;
}

long long hm_world_collisions(hm_world* world, hm_pair_callback pair, void* user) noexcept {
    if (!world)
        return 0;
    if (world->inCallback)
        return -1;
    return guarded(-1LL, [&] {
        const CallbackScope scope(world);
        long long count = 0;
        world->world.forEachCollision([&](uint32_t first, uint32_t second) {
            ++count;
            if (pair)
                pair(first, second, user);
        });
        return count;
    });
}

long long hm_world_query(hm_world* world, const hm_mask* mask, int x, int y, uint32_t layers,
                         hm_id_callback hit, void* user) noexcept {
    if (!world || !mask)
        return 0;
    if (world->inCallback)
        return -1;
    return guarded(-1LL, [&] {
        const std::vector<uint32_t> found = world->world.query(mask->mask, x, y, layers);
        const CallbackScope scope(world);
        if (hit)
            for (const uint32_t id : found)
                hit(id, user);
        return static_cast<long long>(found.size());
    });
}

} // extern "C"
