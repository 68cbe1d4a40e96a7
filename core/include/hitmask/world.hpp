// SPDX-License-Identifier: MIT
// A broad phase for many moving masks: which entries' solid pixels overlap, every frame.
#pragma once

#include <cstddef>
#include <cstdint>
#include <hitmask/mask.hpp>
#include <span>
#include <utility>
#include <vector>

namespace hitmask {

// Entries are masks placed at integer positions anywhere in an unbounded plane. The
// broad phase is a hashed uniform grid rebuilt, when something changed, on the next
// question: the README's Performance section has the measurements that chose it over
// sort-and-sweep. Every buffer is kept between frames, so a world whose population
// stays the same allocates nothing in steady state.
//
// A mask must outlive its entry. Its solid bounds are read when the grid is rebuilt;
// after editing a mask in place, call setMask() with it again so the world notices.
// Calls with an id that is not live (never added, or removed) are ignored.
class World {
public:
    using Id = std::uint32_t;

    // Cells are cellSize pixels square; sizes below 4 count as 4. The best size is
    // about the size of a typical mask.
    explicit World(int cellSize = 64);

    // A removed entry's id may be handed out again by a later add().
    Id add(const Mask& mask, int x, int y); // x, y = the mask's top-left in world pixels
    void move(Id id, int x, int y);
    void setMask(Id id, const Mask& mask); // e.g. another animation or rotation frame
    void remove(Id id);
    [[nodiscard]] std::size_t size() const noexcept { return live_; }
    [[nodiscard]] bool contains(Id id) const noexcept {
        return id < entries_.size() && entries_[id].mask != nullptr;
    }
    [[nodiscard]] int cellSize() const noexcept { return cellSize_; }

    // Every pair of entries whose solid pixels overlap, each once, first < second, sorted.
    std::vector<std::pair<Id, Id>> collisions();

    // The same pairs, in the same order, through f(Id first, Id second), without
    // allocating once the buffers have grown. f must not change the world.
    template <class F> void forEachCollision(F&& f) {
        beginPairs();
        for (Id a = 0; a < entries_.size(); ++a)
            for (const Id b : hitsAfter(a))
                f(a, b);
    }

    // Entries whose solid pixels overlap `mask` placed at x, y (a bullet, a query shape),
    // in increasing id order.
    std::vector<Id> query(const Mask& mask, int x, int y);

    // Pairs whose solid bounds overlap, found by the last rebuild or collisions() call:
    // the broad phase's candidates, for statistics. Counted by collisions() and
    // forEachCollision().
    [[nodiscard]] std::size_t lastBoxPairs() const noexcept { return boxPairs_; }

private:
    struct Entry {
        const Mask* mask = nullptr; // null for a free slot
        int x = 0;
        int y = 0;
    };
    // Per entry, refreshed by each rebuild: the solid box in world pixels and the cells
    // it covers. kind says whether the entry is in the grid, too big for it, or empty.
    enum class Kind : std::uint8_t { None, Grid, Big };
    struct Box {
        std::int64_t x0 = 0, y0 = 0, x1 = 0, y1 = 0;     // half-open
        std::int32_t cx0 = 0, cy0 = 0, cx1 = 0, cy1 = 0; // inclusive
        std::uint32_t firstRef = 0; // into refs_: the buckets of cells cy0..cy1 x cx0..cx1
        Kind kind = Kind::None;
    };

    void prepare();    // rebuilds the grid if anything changed
    void beginPairs(); // prepare() and reset the statistics
    void rebuild();
    std::int32_t bucketFor(std::uint64_t key);
    // The ids above a whose pixels overlap a, sorted; a view into a reused buffer.
    std::span<const Id> hitsAfter(Id a);
    [[nodiscard]] bool pixelsOverlap(Id a, Id b) const;

    int cellSize_;
    std::vector<Entry> entries_;
    std::vector<Id> free_;
    std::size_t live_ = 0;
    bool dirty_ = true;

    // Rebuilt grid. Each occupied cell is a bucket; members_ holds the ids of bucket k
    // at bucketStart_[k] .. bucketStart_[k + 1].
    std::vector<Box> boxes_;
    std::vector<Id> big_; // entries covering too many cells, tested against all others
    std::vector<std::int32_t> refs_;
    std::vector<std::int32_t> bucketStart_;
    std::vector<std::int32_t> bucketFill_;
    std::vector<Id> members_;
    // Open-addressed cell key -> bucket table, valid where slotStamp_ == stamp_, so it
    // never needs clearing.
    std::vector<std::uint64_t> slotKey_;
    std::vector<std::int32_t> slotBucket_;
    std::vector<std::uint32_t> slotStamp_;
    std::uint32_t stamp_ = 0;
    int slotShift_ = 64;
    std::int32_t bucketCount_ = 0;

    std::vector<Id> hits_;
    std::vector<std::uint32_t> seen_; // per entry, for query(): last query that saw it
    std::uint32_t queryStamp_ = 0;
    std::size_t boxPairs_ = 0;
    std::size_t lastPairs_ = 0; // collisions() reserves this much
};

} // namespace hitmask
