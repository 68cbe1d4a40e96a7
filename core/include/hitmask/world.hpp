// SPDX-License-Identifier: MIT
// A broad phase for many moving masks: which entries' solid pixels overlap, every frame.
#pragma once

#include <cstddef>
#include <cstdint>
#include <hitmask/geometry.hpp>
#include <hitmask/mask.hpp>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace hitmask {

// Entries are masks placed at integer positions anywhere in an unbounded plane. The
// broad phase is a hashed uniform grid rebuilt, when something changed, on the next
// question: the README's Performance section has the measurements that chose it over
// sort-and-sweep. Every buffer is kept between frames, so a world whose population
// stays the same allocates nothing in steady state.
//
// An entry either shares ownership of its mask (add() with a shared_ptr: nothing can
// dangle) or borrows it (add() with a reference: the mask must outlive the entry). The
// world caches each mask's solid bounds; after editing a mask in place, call setMask()
// with it again so the world notices. Debug builds check both rules whenever the world
// is asked something and stop with an assertion when a mask's size or bounds changed
// behind the world's back (changedMask()), which is also what a destroyed or moved-from
// borrowed mask usually looks like.
//
// An id is a slot (its low kSlotBits) and the slot's generation (the high bits). A
// removed entry's id goes stale for good: every call with it is ignored, contains() is
// false, and it never names a later entry. A slot is reused with the next generation;
// after its last generation it is retired, never reused.
class World {
public:
    using Id = std::uint32_t;
    static constexpr int kSlotBits = 20;
    static constexpr std::uint32_t kMaxSlots = (1u << kSlotBits) - 1; // 1,048,575 entries
    static constexpr std::uint32_t kGenerations = 1u << (32 - kSlotBits);
    static constexpr Id kNoId = 0xffffffffu; // never handed out: "no entry", "exclude none"
    [[nodiscard]] static constexpr std::uint32_t slotOf(Id id) noexcept {
        return id & ((1u << kSlotBits) - 1);
    }

    // Cells are cellSize pixels square; sizes below 4 count as 4. The best size is
    // about the size of a typical mask.
    explicit World(int cellSize = 64);

    // x, y = the mask's top-left in world pixels. A fresh world's ids are 0, 1, 2, ...
    // Throws std::length_error past kMaxSlots slots, std::invalid_argument for a null
    // shared mask (setMask() ignores one).
    Id add(std::shared_ptr<const Mask> mask, int x, int y, std::uintptr_t userData = 0);
    Id add(const Mask& mask, int x, int y, std::uintptr_t userData = 0); // borrowed
    // A temporary is kept, shared by nobody else, rather than borrowed and left to dangle.
    Id add(Mask&& mask, int x, int y, std::uintptr_t userData = 0) {
        return add(std::make_shared<const Mask>(std::move(mask)), x, y, userData);
    }
    void move(Id id, int x, int y);
    void setMask(Id id, std::shared_ptr<const Mask> mask); // e.g. another animation frame
    void setMask(Id id, const Mask& mask);
    void setMask(Id id, Mask&& mask) {
        if (contains(id))
            setMask(id, std::make_shared<const Mask>(std::move(mask)));
    }
    void remove(Id id);
    // Collision filtering, as in most physics engines: two entries can collide only when
    // each one's layers meet the other's collidesWith,
    //   (a.layers & b.collidesWith) != 0 && (b.layers & a.collidesWith) != 0.
    // A new entry is on layer 1 and collides with every layer.
    static constexpr std::uint32_t kDefaultLayers = 1;
    static constexpr std::uint32_t kAllLayers = 0xffffffffu;
    void setLayers(Id id, std::uint32_t layers, std::uint32_t collidesWith);
    void setUserData(Id id, std::uintptr_t userData);

    [[nodiscard]] std::size_t size() const noexcept { return live_; }
    [[nodiscard]] bool contains(Id id) const noexcept {
        const std::uint32_t s = slotOf(id);
        return s < entries_.size() && entries_[s].mask != nullptr &&
               generations_[s] == id >> kSlotBits;
    }
    [[nodiscard]] int cellSize() const noexcept { return cellSize_; }
    // For an id that is not live: {0, 0}, nullptr, 0.
    [[nodiscard]] Point position(Id id) const noexcept;
    [[nodiscard]] const Mask* mask(Id id) const noexcept;
    [[nodiscard]] std::uint32_t layers(Id id) const noexcept;
    [[nodiscard]] std::uint32_t collidesWith(Id id) const noexcept;
    [[nodiscard]] std::uintptr_t userData(Id id) const noexcept;
    // The first entry, by slot, whose mask's size or solid bounds changed since add() or
    // setMask() gave it, or kNoId. Debug builds assert that there is none whenever the
    // world is asked something; release builds can call it where they choose.
    [[nodiscard]] Id changedMask() const noexcept;

    // Every live entry, by slot, through f(Id). f must not add or remove entries.
    template <class F> void forEachEntry(F&& f) const {
        for (std::uint32_t s = 0; s < entries_.size(); ++s)
            if (entries_[s].mask)
                f(idOf(s));
    }
    [[nodiscard]] std::vector<Id> ids() const;

    // Every pair of entries whose solid pixels overlap, each once, ordered by slot (the
    // first's slot below the second's) and sorted by slot; in a world that never removed
    // anything, slot order is id order.
    std::vector<std::pair<Id, Id>> collisions();

    // The same pairs, in the same order, through f(Id first, Id second), without
    // allocating once the buffers have grown. f must not change the world. The world
    // holds at most kHeldPairs pairs at a time (or twice the number of entries if more),
    // so memory stays bounded however many pairs there are: past that, it finds and hands
    // over the pairs of one range of first slots at a time.
    template <class F> void forEachCollision(F&& f) {
        for (std::uint32_t from = 0;;) {
            const std::uint32_t to = findPairs(from);
            if (anyRemoved_) // else every generation is 0, and ids are slots
                for (const auto& [a, b] : pairs_)
                    f(idOf(a), idOf(b));
            else
                for (const auto& [a, b] : pairs_)
                    f(a, b);
            if (to >= entries_.size())
                return;
            from = to;
        }
    }
    static constexpr std::size_t kHeldPairs = std::size_t(1) << 22;

    // The entries colliding with `id` now (the pair rule, layers included), by slot.
    std::vector<Id> collisionsOf(Id id);

    // Details of a pair, computed when called: the pixels solid in both, and the topmost,
    // then leftmost of them in world pixels. 0 and nullopt unless both ids are live.
    [[nodiscard]] std::size_t overlapArea(Id a, Id b) const;
    [[nodiscard]] std::optional<Point> firstContact(Id a, Id b) const;

    // Contact events: each step() compares the colliding pairs now with those of the
    // previous step() (none before the first) and hands each pair over once, through
    // f(const Contact&), in slot order: Began (colliding now, not then), Stayed (both),
    // Ended (then, not now: moved apart, filtered out by layers, or an entry removed, in
    // which case its id is already stale). A pair whose entry was removed and whose slot
    // was reused between steps ends, then the new pair begins. The details are computed
    // only when asked for (0 and nullopt for an Ended pair whose entry is gone). f must
    // not change the world. No allocation once the buffers have grown; unlike
    // forEachCollision(), it holds every pair of this step and the last (8 bytes each).
    enum class Phase : std::uint8_t { Began, Stayed, Ended };
    struct Contact {
        Id first;
        Id second;
        Phase phase;
        const World* world;
        [[nodiscard]] std::size_t overlapArea() const { return world->overlapArea(first, second); }
        [[nodiscard]] std::optional<Point> firstContact() const {
            return world->firstContact(first, second);
        }
    };
    template <class F> void step(F&& f) {
        current_.clear();
        forEachCollision([this](Id a, Id b) { current_.emplace_back(a, b); });
        using Callback = std::remove_reference_t<F>;
        diffContacts([](void* context, const Contact& c) { (*static_cast<Callback*>(context))(c); },
                     const_cast<void*>(static_cast<const void*>(std::addressof(f))));
        previous_.swap(current_);
    }

    // Queries. Each returns ids by slot and sees only entries on one of `layers`,
    // leaving out `exclude` (say, the asker).
    // Entries whose solid pixels overlap `mask` placed at x, y (a bullet, a query shape).
    std::vector<Id> query(const Mask& mask, int x, int y, std::uint32_t layers = kAllLayers,
                          Id exclude = kNoId);
    // Entries solid at the pixel (x, y).
    std::vector<Id> queryPoint(int x, int y, std::uint32_t layers = kAllLayers, Id exclude = kNoId);
    // Entries with a solid pixel inside `area` (half-open).
    std::vector<Id> queryRect(Rect area, std::uint32_t layers = kAllLayers, Id exclude = kNoId);
    // The first solid pixel along the segment from `from` to `to`, both ends included.
    // The segment's pixels are walked one step along its longer axis at a time (x when
    // the axes tie); step i of n = max(|dx|, |dy|) lies at offset round(i * d / n) on
    // the shorter axis, halves rounded away from `from`. At the first step with a solid
    // pixel, the entry with the lowest slot wins. Cost: the walk's length inside the
    // box around every entry, cell by cell, or where that is more cells than there are
    // entries, each entry's box met on its own.
    struct SegmentHit {
        Id id;
        Point pixel;       // world pixels
        std::int64_t step; // i above: 0 at `from`
    };
    std::optional<SegmentHit> querySegment(Point from, Point to, std::uint32_t layers = kAllLayers,
                                           Id exclude = kNoId);

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
    // Below, the Ids held by the grid, the pair buffers and big_ are slots; idOf() turns
    // a slot into the id handed out.
    struct Entry {
        const Mask* mask = nullptr; // null for a free slot
        int x = 0;
        int y = 0;
        std::uint32_t layers = kDefaultLayers;
        std::uint32_t collidesWith = kAllLayers;
    };
    // What the pair search never reads, kept apart so that entries_ stays small.
    struct Extra {
        std::shared_ptr<const Mask> shared; // set when the entry shares its mask
        std::uintptr_t userData = 0;
        Rect bounds; // the mask's, when last given: for the debug check
        int width = 0, height = 0;
        std::uint32_t nextFree = 0;
    };
    [[nodiscard]] Id idOf(std::uint32_t slot) const noexcept {
        return slot | (std::uint32_t(generations_[slot]) << kSlotBits);
    }
    Id addEntry(const Mask& mask, std::shared_ptr<const Mask> shared, int x, int y,
                std::uintptr_t userData);
    void assignMask(std::uint32_t slot, const Mask& mask, std::shared_ptr<const Mask> shared);
    // prepare() first. f(slot) once for each entry whose solid box meets the half-open
    // box x0..x1, y0..y1, in no particular order.
    template <class F>
    void forEachNear(std::int64_t x0, std::int64_t y0, std::int64_t x1, std::int64_t y1, F&& f);
    template <class W>
    std::optional<SegmentHit> segmentByEntry(const W& walk, std::int64_t first, std::int64_t last,
                                             std::int64_t sx0, std::int64_t sy0, std::int64_t sx1,
                                             std::int64_t sy1, std::uint32_t layers,
                                             Id exclude) const;
    bool queryable(std::uint32_t slot, std::uint32_t layers, Id exclude) const noexcept {
        return (entries_[slot].layers & layers) != 0 && idOf(slot) != exclude;
    }
    // Hands previous_ and current_ (both sorted) over as Contacts.
    // Hands previous_ and current_ (both sorted) over as Contacts, through a plain
    // function pointer so that no std::function can allocate.
    void diffContacts(void (*f)(void*, const Contact&), void* context);
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
    std::vector<Extra> extras_;
    // Per slot, apart from entries_ so that the pair search's entries stay 24 bytes and
    // turning pairs of slots into ids reads a small array; kGenerations once retired.
    std::vector<std::uint16_t> generations_;
    bool anyRemoved_ = false;
    std::uint32_t freeHead_ = 0, freeTail_ = 0; // a queue through Extra::nextFree
    bool hasFree_ = false;
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
    std::vector<std::uint32_t> seen_;      // per entry, for queries: last query that saw it
    std::uint32_t queryStamp_ = 0;
    std::size_t boxPairs_ = 0;
    std::vector<std::pair<Id, Id>> previous_, current_; // step()'s pairs, by slot
};

} // namespace hitmask
