// SPDX-License-Identifier: MIT
// What an hm_world holds: the core's World, whose entries share their mask handles, and
// the flag that refuses changes while one of its callbacks runs.
#pragma once

#include "capi_internal.hpp"

#include <algorithm>
#include <cstddef>
#include <hitmask/hitmask_world_buffers.h>
#include <hitmask/world.hpp>
#include <memory>
#include <new>
#include <utility>
#include <vector>

namespace hitmask::capi {

// The blocks that hold each entry's share of its mask handle, allocated a chunk at a time
// and kept for reuse by one world, so that adding and removing entries costs no malloc()
// and free() each. It keeps as many blocks as the world once had entries.
// Single-threaded, as a world is.
class BlockPool {
public:
    static constexpr std::size_t kBlock = 64;
    void* take() {
        if (!free_) {
            const std::size_t n = std::min<std::size_t>(4096, 16 + taken_ / 2);
            chunks_.push_back(std::make_unique_for_overwrite<Node[]>(n));
            for (std::size_t i = 0; i < n; ++i)
                give(&chunks_.back()[i]);
        }
        ++taken_;
        return std::exchange(free_, free_->next);
    }
    void give(void* block) noexcept { free_ = new (block) Node{free_}; }

private:
    union Node {
        Node* next;
        alignas(__STDCPP_DEFAULT_NEW_ALIGNMENT__) std::byte bytes[kBlock];
    };
    Node* free_ = nullptr;
    std::size_t taken_ = 0; // blocks handed out, ever: the chunks grow with the world
    std::vector<std::unique_ptr<Node[]>> chunks_;
};

// Allocates from a BlockPool what fits a block, the rest as usual.
template <class T> struct PoolAllocator {
    using value_type = T;
    explicit PoolAllocator(BlockPool* p) noexcept
        : pool(p) {}
    template <class U>
    PoolAllocator(const PoolAllocator<U>& other) noexcept // NOLINT: rebinding is implicit
        : pool(other.pool) {}
    static constexpr bool kFits =
        sizeof(T) <= BlockPool::kBlock && alignof(T) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__;
    T* allocate(std::size_t n) {
        return static_cast<T*>(kFits && n == 1 ? pool->take() : ::operator new(n * sizeof(T)));
    }
    void deallocate(T* p, std::size_t n) noexcept {
        if (kFits && n == 1)
            pool->give(p);
        else
            ::operator delete(p);
    }
    template <class U> bool operator==(const PoolAllocator<U>& other) const noexcept {
        return pool == other.pool;
    }
    BlockPool* pool;
};

} // namespace hitmask::capi

struct hm_world {
    explicit hm_world(int cellSize)
        : world(cellSize) {}

    hitmask::capi::BlockPool blocks; // before world: its entries give their blocks back
    hitmask::World world;
    bool inCallback = false; // the world must not change under its own callbacks
    // The buffer forms' scratch (hitmask_world_buffers.h), kept between calls: results
    // are gathered here and copied out only when they all fit.
    std::vector<hm_pair> pairs;
    std::vector<std::uint32_t> ids;
    // hm_world_step_into()'s events of a step taken but not yet handed over.
    std::vector<hm_contact> contacts;
    bool holdingContacts = false;
};

namespace hitmask::capi {

// An entry's count on its mask handle, held as the deleter of the shared_ptr the World
// keeps for the entry: the World lets go of it (remove, setMask, its destructor) exactly
// when the entry stops using the mask, and the handle is released then.
struct HandleShare {
    const hm_mask* handle;
    void operator()(const Mask*) const noexcept { release(handle); }
};

// The mask of `handle`, counted once more until the world lets go of it.
inline std::shared_ptr<const Mask> share(hm_world* world, const hm_mask* handle) {
    retain(handle);
    // Should this throw, the deleter releases.
    return {&handle->mask, HandleShare{handle}, PoolAllocator<char>(&world->blocks)};
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

// Whether the world may be changed or asked now: given, and not from one of its own
// callbacks, which would see its buffers change under them. Records why not.
inline bool askable(const hm_world* world, const char* function) noexcept {
    if (world && !world->inCallback)
        return true;
    if (world)
        failInCallback(function);
    else
        failNull(function, "world");
    return false;
}

// Whether `id` is a live entry of a given world; records why not.
inline bool liveIn(const hm_world* world, std::uint32_t id, const char* function) noexcept {
    if (!world)
        return failNull(function, "world"), false;
    if (!world->world.contains(id))
        return failStale(function, id), false;
    return true;
}

} // namespace hitmask::capi
