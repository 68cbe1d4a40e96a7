// SPDX-License-Identifier: MIT
// A broad phase for many moving masks: which entries' solid pixels overlap, every frame.
#pragma once

#include <cstddef>
#include <cstdint>
#include <hitmask/mask.hpp>
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
    // Collision filtering, as in most physics engines: two entries can collide only when
    // each one's layers meet the other's collidesWith,
    //   (a.layers & b.collidesWith) != 0 && (b.layers & a.collidesWith) != 0.
    // A new entry is on layer 1 and collides with every layer.
    static constexpr std::uint32_t kDefaultLayers = 1;
    static constexpr std::uint32_t kAllLayers = 0xffffffffu;
    void setLayers(Id id, std::uint32_t layers, std::uint32_t collidesWith);
    [[nodiscard]] std::size_t size() const noexcept { return live_; }
    [[nodiscard]] bool contains(Id id) const noexcept {
        return id < entries_.size() && entries_[id].mask != nullptr;
    }
    [[nodiscard]] int cellSize() const noexcept { return cellSize_; }

    // Every pair of entries whose solid pixels overlap, each once, first < second, sorted.
    std::vector<std::pair<Id, Id>> collisions();

    // The same pairs, in the same order, through f(Id first, Id second), without
    // allocating once the buffers have grown. f must not change the world. The world
    // holds at most kHeldPairs pairs at a time (or twice the number of entries if more),
    // so memory stays bounded however many pairs there are: past that, it finds and hands
    // over the pairs of one range of first ids at a time.
    template <class F> void forEachCollision(F&& f) {
        for (Id from = 0;;) {
            const Id to = findPairs(from);
            for (const auto& [a, b] : pairs_)
                f(a, b);
            if (to >= entries_.size())
                return;
            from = to;
        }
    }
    static constexpr std::size_t kHeldPairs = std::size_t(1) << 22;

    // Entries whose solid pixels overlap `mask` placed at x, y (a bullet, a query shape),
    // in increasing id order; only entries on one of `layers`.
    std::vector<Id> query(const Mask& mask, int x, int y, std::uint32_t layers = kAllLayers);

    // An upper bound on the box tests the next collisions() or forEachCollision() will
    // make: the pairs sharing each grid cell, plus every entry too big for the grid
    // against all others. It costs the grid's rebuild (which the next question then
    // reuses) and one pass over its cells, so a caller can refuse a world that would take
    // quadratic time, such as thousands of entries piled on one spot, before asking.
    [[nodiscard]] std::uint64_t candidatePairBound();

    // How many pairs of entries whose layers let them collide have overlapping solid
    // bounds, as of the last collisions() or forEachCollision(): the candidates the
    // pixel test looked at.
    [[nodiscard]] std::size_t lastBoxPairs() const noexcept { return boxPairs_; }

private:
    struct Entry {
        const Mask* mask = nullptr; // null for a free slot
        int x = 0;
        int y = 0;
        std::uint32_t layers = kDefaultLayers;
        std::uint32_t collidesWith = kAllLayers;
    };
    // Per entry, refreshed by each rebuild: the solid box in world pixels and the cells
    // it covers. kind says whether the entry is in the grid, too big for it, or empty.
    enum class Kind : std::uint8_t { None, Grid, Big };
    struct Box {
        std::int64_t x0 = 0, y0 = 0, x1 = 0, y1 = 0;     // half-open
        std::int32_t cx0 = 0, cy0 = 0, cx1 = 0, cy1 = 0; // inclusive
        Kind kind = Kind::None;
    };
    // A grid entry as listed in each cell it covers: a copy of its box, so that a cell's
    // pairs are tested from one contiguous run of memory.
    struct Member {
        std::int64_t x0, y0, x1, y1;
        std::int32_t cx0, cy0;
        Id id;
    };
    struct Slot {
        std::uint64_t key = 0;
        std::int32_t bucket = 0;
        std::uint32_t stamp = 0; // the slot is used in this rebuild when stamp == stamp_
    };

    void prepare(); // rebuilds the grid if anything changed
    // prepare(), then in pairs_, sorted, the pairs whose first id is in [from, to), for
    // the largest `to` whose pairs fit in the held limit; returns `to`.
    Id findPairs(Id from);
    // One pass over the grid for the pairs whose first id is in [from_, to_); false as
    // soon as found_ reaches the held limit.
    bool testWindow();
    // Pairs of a from [a0, a1) and b from [b0, b1) (runs sorted by id; the same run when
    // a0 == b0) with a.id < b.id and a.id in the window; false when found_ is full.
    bool testRuns(const Member* a0, const Member* a1, const Member* b0, const Member* b1,
                  std::int32_t cx, std::int32_t cy);
    void rebuild();
    void hashCells();                    // refs_ from the hash table, for sparse worlds
    void fillBuckets(std::size_t total); // members_ from refs_
    std::int32_t bucketFor(std::int32_t cx, std::int32_t cy);
    [[nodiscard]] std::int32_t findBucket(std::int64_t cx, std::int64_t cy) const;
    void testPixels(Id a, Id b);
    // The pairs of one cell with more than a few members: grouped by layers first, so
    // that members whose layers cannot meet are never paired up one by one.
    bool testCrowdedCell(const Member* first, const Member* last, std::int32_t cx, std::int32_t cy);
    bool testBig(); // the pairs of big_ entries, with each other and with the grid
    [[nodiscard]] bool inWindow(Id first) const noexcept { return first >= from_ && first < to_; }
    void changed() noexcept { dirty_ = pairsStale_ = true; }

    int cellSize_;
    std::vector<Entry> entries_;
    std::vector<Id> free_;
    std::size_t live_ = 0;
    bool dirty_ = true;      // the grid is stale
    bool pairsStale_ = true; // pairs_ is stale
    Id from_ = 0, to_ = 0;   // the first ids pairs_ holds (or is being filled for)
    std::size_t heldLimit_ = kHeldPairs;
    std::size_t windowBoxes_ = 0; // box pairs of the pass under way

    // The grid, rebuilt from scratch when stale. Each occupied cell is a bucket; its
    // members are members_[bucketStart_[k] .. bucketStart_[k + 1]), sorted by id.
    std::vector<Box> boxes_;
    std::vector<Id> big_; // entries covering too many cells, kept out of the grid; by left edge
    std::size_t gridCount_ = 0; // entries in the grid, over the cells below (inclusive)
    std::int64_t gridX0_ = 0, gridY0_ = 0, gridX1_ = -1, gridY1_ = -1;
    std::vector<std::int32_t> refs_; // per (entry, covered cell), the cell's bucket
    std::vector<std::int32_t> bucketStart_;
    std::vector<std::int32_t> bucketFill_;
    std::vector<std::pair<std::int32_t, std::int32_t>> bucketCell_;
    std::vector<Member> members_;
    bool dense_ = false; // cells are an array of denseW_ x denseH_ from denseX0_, denseY0_
    std::int64_t denseX0_ = 0, denseY0_ = 0, denseW_ = 0, denseH_ = 0;
    std::vector<Slot> slots_; // open-addressed cell -> bucket table, never cleared
    std::uint32_t stamp_ = 0;
    int slotShift_ = 63;
    std::int32_t bucketCount_ = 0;

    // For a crowded cell: its members' (layers << 32 | collidesWith, index) sorted, the
    // members copied in that order, and the runs of equal layers among them.
    struct Group {
        std::uint32_t begin, end, layers, collidesWith;
    };
    std::vector<std::pair<std::uint64_t, std::uint32_t>> crowdKeys_;
    std::vector<Member> crowd_;
    std::vector<Group> groups_;

    std::vector<std::pair<Id, Id>> found_; // pixel pairs in the order the cells gave them
    std::vector<std::uint32_t> pairStart_; // counting sort of found_ by first id
    std::vector<std::pair<Id, Id>> pairs_; // sorted
    std::vector<std::uint32_t> seen_;      // per entry, for query(): last query that saw it
    std::uint32_t queryStamp_ = 0;
    std::size_t boxPairs_ = 0;
};

} // namespace hitmask
