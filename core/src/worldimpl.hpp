// SPDX-License-Identifier: MIT
// What a World holds behind its public header: the entries and the broad phase, a hashed
// uniform grid with its pair search, which no game should see or depend on.
#pragma once

#include "worldbox.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <hitmask/geometry.hpp>
#include <hitmask/mask.hpp>
#include <hitmask/world.hpp>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace hitmask::detail {

// The answer is kept between questions: each change marks its entry once, and the next
// question drops the kept pairs of the marked entries and finds theirs anew, against a
// base grid built over every entry (skipping those changed since it was built) and a
// small overlay of the changed ones. When the overlay passes an eighth of the world, or
// no answer is kept, the grid is rebuilt from scratch and every pair found again (the
// README's Performance section has the measurements that chose the grid over
// sort-and-sweep). Every buffer is kept between frames, so a world whose population
// stays the same allocates nothing in steady state. The public functions are World's,
// documented there.
class WorldImpl {
public:
    using Id = World::Id;
    using Contact = World::Contact;
    using Phase = World::Phase;
    using SegmentHit = World::SegmentHit;
    static constexpr auto slotOf = World::slotOf;

    explicit WorldImpl(int cellSize);

    // (x, y) is the position P, `origin` O: the entry's top-left is P - O.
    Id add(const Mask& mask, std::shared_ptr<const Mask> shared, Point origin, int x, int y,
           std::uintptr_t userData);
    // Inline, as the one change a game makes for every moving entry every frame.
    bool move(Id id, int x, int y) {
        if (!contains(id))
            return false;
        const std::uint32_t s = slotOf(id);
        Entry& e = entries_[s];
        e.x = std::int64_t(x) - origins_[s].x;
        e.y = std::int64_t(y) - origins_[s].y;
        markChanged(s);
        return true;
    }
    // A new origin, when given, keeps P: the top-left moves by old O - new O.
    bool setMask(Id id, const Mask& mask, std::shared_ptr<const Mask> shared,
                 std::optional<Point> origin = std::nullopt);
    bool remove(Id id);
    bool setLayers(Id id, std::uint32_t layers, std::uint32_t collidesWith);
    bool setUserData(Id id, std::uintptr_t userData);

    [[nodiscard]] std::size_t size() const noexcept { return live_; }
    [[nodiscard]] bool contains(Id id) const noexcept {
        const std::uint32_t s = slotOf(id);
        return s < entries_.size() && entries_[s].mask != nullptr &&
               generations_[s] == id >> World::kSlotBits;
    }
    [[nodiscard]] int cellSize() const noexcept { return cellSize_; }
    // The pair search reads the top-left, P - O, which needs 33 bits when P and O are
    // any ints; position() adds the origin back.
    struct Entry {
        const Mask* mask = nullptr; // null for a free slot
        std::int64_t x = 0;
        std::int64_t y = 0;
        std::uint32_t layers = World::kDefaultLayers;
        std::uint32_t collidesWith = World::kAllLayers;
    };
    // What the pair search never reads, kept apart so that entries_ stays small.
    struct Extra {
        std::shared_ptr<const Mask> shared; // set when the entry shares its mask
        std::uintptr_t userData = 0;
        Rect bounds; // the mask's, when last given: for the debug check
        int width = 0, height = 0;
        std::uint32_t nextFree = 0;
    };
    // An entry's state, or null when `id` is not live: what World's getters read.
    [[nodiscard]] const Entry* entry(Id id) const noexcept {
        return contains(id) ? &entries_[slotOf(id)] : nullptr;
    }
    [[nodiscard]] const Extra* extra(Id id) const noexcept {
        return contains(id) ? &extras_[slotOf(id)] : nullptr;
    }
    // The entry's origin O; {0, 0} when `id` is not live.
    [[nodiscard]] Point origin(Id id) const noexcept {
        return contains(id) ? origins_[slotOf(id)] : Point{};
    }
    [[nodiscard]] Id changedMask() const noexcept;

    template <class F> void forEachEntry(F&& f) const {
        for (std::uint32_t s = 0; s < entries_.size(); ++s)
            if (entries_[s].mask)
                f(idOf(s));
    }

    std::vector<std::pair<Id, Id>> collisions();
    // Every pair by id, first < second: streamed while slot order is id order, else
    // gathered into byId_ and sorted once.
    template <class F> void forEachCollision(F&& f) {
        if (reusedLive_ == 0) {
            forEachCollisionBySlot(f);
            return;
        }
        byId_.clear();
        forEachCollisionBySlot(
            [this](Id a, Id b) { byId_.emplace_back(std::min(a, b), std::max(a, b)); });
        std::sort(byId_.begin(), byId_.end());
        for (const auto& [a, b] : byId_)
            f(a, b);
    }
    // The pairs by slot, as the grid finds them: what step() compares between frames.
    template <class F> void forEachCollisionBySlot(F&& f) {
        if (answer()) {
            if (anyRemoved_) // else every generation is 0, and ids are slots
                for (const auto& [a, b] : kept_)
                    f(idOf(a), idOf(b));
            else
                for (const auto& [a, b] : kept_)
                    f(a, b);
            return;
        }
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
    // Hands this step's pairs, compared with the last step's, to f(context, contact);
    // `owner` is the World the contacts name, for their details.
    void step(const World* owner, void (*f)(void*, const Contact&), void* context);

    // The entries, by id, on one of `layers` but `exclude`, whose solid box meets the
    // half-open box x0..x1, y0..y1 (not empty) and for which hit(const Entry&) holds:
    // what World's queries (world_queries.cpp, which instantiates it) are made of.
    template <class Hit>
    std::vector<Id> find(std::int64_t x0, std::int64_t y0, std::int64_t x1, std::int64_t y1,
                         std::uint32_t layers, Id exclude, Hit&& hit);
    std::optional<SegmentHit> querySegment(Point from, Point to, std::uint32_t layers, Id exclude);

    void setThreads(unsigned threads, std::size_t minCellEntries) noexcept;
    [[nodiscard]] unsigned threads() const noexcept { return threads_; }
    [[nodiscard]] std::uint64_t candidatePairBound();
    [[nodiscard]] std::size_t lastBoxPairs() const noexcept { return boxPairs_; }

private:
    // Below, the Ids held by the grid, the pair buffers and big_ are slots; idOf() turns
    // a slot into the id handed out.
    [[nodiscard]] Id idOf(std::uint32_t slot) const noexcept {
        return slot | (std::uint32_t(generations_[slot]) << World::kSlotBits);
    }
    void assignMask(std::uint32_t slot, const Mask& mask, std::shared_ptr<const Mask> shared);
    // Turns slots found by a query into ids, in increasing id order.
    void toIds(std::vector<Id>& found) const;
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
    // Hands previous_ and current_ (both sorted) over as Contacts, through a plain
    // function pointer so that no std::function can allocate.
    void diffContacts(const World* owner, void (*f)(void*, const Contact&), void* context);
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

    // Brings boxes_ and the overlay up to date with the changes, folding the overlay into
    // a new base grid when it grew too large (or building the first one).
    void prepare();
    void fold(); // rebuilds the base grid over every entry; the overlay empties
    // Brings kept_ up to date: true when it holds every pair, false when they are too
    // many to hold and findPairs() hands them over a window at a time.
    bool answer();
    // Computes boxes_[s] from the entry; returns the cells it covers (0 for none).
    std::int64_t computeBox(std::uint32_t s);
    void markChanged(std::uint32_t s) noexcept {
        if (!changedFlag_[s]) {
            changedFlag_[s] = 1;
            changed_.push_back(s);
        }
        boxesStale_ = pairsStale_ = true;
    }
    // prepare(), then in pairs_, sorted, the pairs whose first id is in [from, to), for
    // the largest `to` whose pairs fit in the held limit; returns `to`.
    Id findPairs(Id from);
    // One pass over the grid for the pairs whose first id is in [from_, to_), into
    // found_; false as soon as a search reaches its share of the held limit.
    bool testWindow();
    // What one thread of the pair search fills and reuses: the pixel pairs in the order
    // its cells gave them, the box pairs it tested, and a crowded cell's scratch (its
    // members' (layers << 32 | collidesWith, index) sorted, the members copied in that
    // order, and the runs of equal layers among them).
    struct Group {
        std::uint32_t begin, end, layers, collidesWith;
    };
    struct PairSearch {
        std::vector<std::pair<Id, Id>> found;
        std::size_t boxes = 0;
        std::size_t limit = 0;
        // The last pixel test: the same two masks at the same offset give the same answer
        // (a ship among bullets sharing one mask). Forgotten at each search's start, as a
        // mask may have been edited in place (and given to setMask() again) in between.
        const Mask* memoA = nullptr;
        const Mask* memoB = nullptr;
        int memoDx = 0, memoDy = 0;
        bool memoHit = false;
        void reset(std::size_t limitPairs) {
            found.clear();
            boxes = 0;
            limit = limitPairs;
            memoA = memoB = nullptr;
        }
        std::vector<std::pair<std::uint64_t, std::uint32_t>> crowdKeys;
        std::vector<Member> crowd;
        std::vector<Group> groups;
    };
    // The kept answer updated for the changed entries alone; false when it cannot be
    // (the pairs would pass the held limit), leaving kept_ to be rebuilt.
    bool updateKept();
    // The changed entry c's pairs with the base grid's and base big entries.
    bool baseNear(PairSearch& s, std::uint32_t c);
    // The overlay's pairs with at least one changed entry, swept along x.
    bool overlayPairs(PairSearch& s);
    // f(slot) for each base grid entry whose box meets A's, once per entry: through the
    // cells A covers (the pair's cell being the boxes' top-left shared one), or every
    // entry where A covers more cells than the grid holds entries. Stops when f is false.
    template <class F> bool gridNear(const Box& A, F&& f);
    // The cells of buckets [k0, k1); false when s is full.
    bool testCells(PairSearch& s, std::size_t k0, std::size_t k1);
    // Pairs of a from [a0, a1) and b from [b0, b1) (runs sorted by id; the same run when
    // a0 == b0) with a.id < b.id and a.id in the window; false when s is full.
    bool testRuns(PairSearch& s, const Member* a0, const Member* a1, const Member* b0,
                  const Member* b1, std::int32_t cx, std::int32_t cy);
    void rebuild();
    void hashCells();                    // refs_ from the hash table, for sparse worlds
    void fillBuckets(std::size_t total); // members_ from refs_
    std::int32_t bucketFor(std::int32_t cx, std::int32_t cy);
    [[nodiscard]] std::int32_t findBucket(std::int64_t cx, std::int64_t cy) const;
    // Inline: the kept answer's update calls it once per candidate, a crowd's thousands of
    // times with one pair of masks at one offset, which the memo answers.
    void testPixels(PairSearch& s, Id a, Id b) {
        const Entry& ea = entries_[a];
        const Entry& eb = entries_[b];
        if ((ea.layers & eb.collidesWith) == 0 || (eb.layers & ea.collidesWith) == 0)
            return;
        ++s.boxes;
        // The boxes overlap, so the offset is within the masks' sizes and fits an int.
        const int dx = int(std::int64_t(eb.x) - ea.x), dy = int(std::int64_t(eb.y) - ea.y);
        if (ea.mask != s.memoA || eb.mask != s.memoB || dx != s.memoDx || dy != s.memoDy)
            testMasks(s, *ea.mask, *eb.mask, dx, dy);
        if (s.memoHit)
            s.found.emplace_back(a, b);
    }
    // The pixel test itself, remembered in s's memo.
    static void testMasks(PairSearch& s, const Mask& a, const Mask& b, int dx, int dy);
    // The pairs of one cell with more than a few members: grouped by layers first, so
    // that members whose layers cannot meet are never paired up one by one.
    bool testCrowdedCell(PairSearch& s, const Member* first, const Member* last, std::int32_t cx,
                         std::int32_t cy);
    bool testBig(PairSearch& s); // the pairs of big_ entries, with each other and with the grid
    [[nodiscard]] bool inWindow(Id first) const noexcept { return first >= from_ && first < to_; }

    int cellSize_;
    std::vector<Entry> entries_;
    std::vector<Extra> extras_;
    std::vector<Point> origins_; // per slot, apart so that move() reads 8 bytes beside entries_
    // Per slot, apart from entries_ so that the pair search's entries stay 24 bytes and
    // turning pairs of slots into ids reads a small array; kGenerations once retired.
    std::vector<std::uint16_t> generations_;
    bool anyRemoved_ = false;
    // Live entries in a reused slot (generation above 0). While there are none, every
    // live id is its slot and slot order is id order.
    std::size_t reusedLive_ = 0;
    std::uint32_t freeHead_ = 0, freeTail_ = 0; // a queue through Extra::nextFree
    bool hasFree_ = false;
    std::size_t live_ = 0;
    bool pairsStale_ = true; // pairs_ is stale

    // Changes since the last answer: per slot, whether it is listed in changed_.
    std::vector<std::uint8_t> changedFlag_;
    std::vector<std::uint32_t> changed_;
    bool boxesStale_ = true; // a changed entry's box in boxes_ may be out of date
    bool baseBuilt_ = false;
    // Entries changed since the base grid was built, whose copies in it are stale: per
    // slot, and listed in overlay_.
    std::vector<std::uint8_t> outOfBase_;
    std::vector<std::uint32_t> overlay_;
    std::vector<std::pair<std::int64_t, std::uint32_t>> sweep_; // the overlay by left edge
    bool keptValid_ = false;              // kept_ is the answer but for the changes in changed_
    std::vector<std::pair<Id, Id>> kept_; // every pair, by slot
    Id from_ = 0, to_ = 0;                // the first ids pairs_ holds (or is being filled for)
    std::size_t heldLimit_ = World::kHeldPairs;
    std::size_t windowBoxes_ = 0; // box pairs of the pass under way
    unsigned threads_ = 1;
    std::size_t minCellEntries_ = 4096; // per thread

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

    std::vector<PairSearch> searches_; // one per thread of the pair search

    std::vector<std::pair<Id, Id>> found_; // pixel pairs in the order the cells gave them
    std::vector<std::uint32_t> pairStart_; // counting sort of found_ by first id
    std::vector<std::pair<Id, Id>> pairs_; // sorted
    std::vector<std::pair<Id, Id>> byId_;  // the pairs by id, once slots were reused
    std::vector<std::uint32_t> seen_;      // per entry, for queries: last query that saw it
    std::uint32_t queryStamp_ = 0;
    std::size_t boxPairs_ = 0;
    std::vector<std::pair<Id, Id>> previous_, current_; // step()'s pairs, by slot
};

template <class F> bool WorldImpl::gridNear(const Box& A, F&& f) {
    const std::int64_t cx0 = std::max<std::int64_t>(A.cx0, gridX0_);
    const std::int64_t cy0 = std::max<std::int64_t>(A.cy0, gridY0_);
    const std::int64_t cx1 = std::min<std::int64_t>(A.cx1, gridX1_);
    const std::int64_t cy1 = std::min<std::int64_t>(A.cy1, gridY1_);
    if (cx0 > cx1 || cy0 > cy1)
        return true;
    if (std::uint64_t(cx1 - cx0 + 1) * std::uint64_t(cy1 - cy0 + 1) > gridCount_) {
        // The base grid's entries are those whose box was computed with it.
        for (std::uint32_t b = 0; b < boxes_.size(); ++b)
            if (boxes_[b].kind == Kind::Grid && !(b < outOfBase_.size() && outOfBase_[b]) &&
                boxesOverlap(A, boxes_[b]) && !f(b))
                return false;
        return true;
    }
    if (A.cx0 == A.cx1 && A.cy0 == A.cy1) {
        // One cell: every member of it meets A there first (a crowd's common case).
        const std::int32_t k = findBucket(A.cx0, A.cy0);
        if (k >= 0) {
            const Member* last = members_.data() + bucketStart_[std::size_t(k) + 1];
            for (const Member* m = members_.data() + bucketStart_[std::size_t(k)]; m != last; ++m)
                if (boxesOverlap(A, *m) && !f(m->id))
                    return false;
        }
        return true;
    }
    for (std::int64_t cy = cy0; cy <= cy1; ++cy)
        for (std::int64_t cx = cx0; cx <= cx1; ++cx) {
            const std::int32_t k = findBucket(cx, cy);
            if (k < 0)
                continue;
            const Member* last = members_.data() + bucketStart_[std::size_t(k) + 1];
            for (const Member* m = members_.data() + bucketStart_[std::size_t(k)]; m != last; ++m)
                if (std::max<std::int64_t>(A.cx0, m->cx0) == cx &&
                    std::max<std::int64_t>(A.cy0, m->cy0) == cy && boxesOverlap(A, *m) && !f(m->id))
                    return false;
        }
    return true;
}

} // namespace hitmask::detail
