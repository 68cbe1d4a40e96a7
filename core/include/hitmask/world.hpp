// SPDX-License-Identifier: MIT
// A broad phase for many moving masks: which entries' solid pixels overlap, every frame.
#pragma once

#include <cstddef>
#include <cstdint>
#include <hitmask/geometry.hpp>
#include <hitmask/mask.hpp>
#include <hitmask/separation.hpp>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace hitmask {

struct MaskFile; // hitmask/codec.hpp

namespace detail {
class WorldImpl; // the entries and the broad phase (core/src/worldimpl.hpp)
}

// Entries are masks placed at integer positions anywhere in an unbounded plane. The
// broad phase, a hashed uniform grid, lives in the library, out of this header. The
// world keeps its answer between questions: a question costs what changed since the
// last one (entries moved, added, removed, given another mask or layers), plus the
// pairs it hands over, and the grid is rebuilt only when much of the world changed.
// Every buffer is kept between frames, so a world whose population stays the same
// allocates nothing in steady state.
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
//
// Pivots: each entry has a position P (its pivot, in world pixels) and an origin O (the
// pivot's place in its mask's pixels; any int, inside the mask or not), and its mask's
// top-left lies at P - O. add() without an origin places the mask by its top-left
// (O = 0, 0); addFrame() takes an HMSK frame's mask and origin, and setFrame() changes
// the frame keeping P, so a sprite drawn at its pivot keeps its mask under it whatever
// its rotation or animation frame. move() and position() speak of P; every answer
// (pairs, queries, contacts) is in world pixels.
//
// Results come in increasing id order: collisions() (first < second, sorted by first,
// then by second), forEachCollision(), collisionsOf() and the queries, as in the C API
// and the Python and JavaScript runtimes. Only ids(), forEachEntry(), step() and
// querySegment()'s tie-break go by slot (see each). In a world that never reused a slot,
// ids are slots and the orders agree.
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
    ~World();
    World(const World& other);
    World& operator=(const World& other);
    // A moved-from world may only be destroyed or assigned to.
    World(World&&) noexcept;
    World& operator=(World&&) noexcept;

    // x, y = the mask's top-left in world pixels (origin 0, 0). A fresh world's ids are
    // 0, 1, 2, ...
    // Throws std::length_error past kMaxSlots slots, std::invalid_argument for a null
    // shared mask (setMask() ignores one).
    Id add(std::shared_ptr<const Mask> mask, int x, int y, std::uintptr_t userData = 0);
    Id add(const Mask& mask, int x, int y, std::uintptr_t userData = 0); // borrowed
    // A temporary is kept, shared by nobody else, rather than borrowed and left to dangle.
    Id add(Mask&& mask, int x, int y, std::uintptr_t userData = 0) {
        return add(std::make_shared<const Mask>(std::move(mask)), x, y, userData);
    }
    // The same placed by a pivot: the mask's pixel `origin` lies at world pixel (x, y).
    Id add(std::shared_ptr<const Mask> mask, Point origin, int x, int y,
           std::uintptr_t userData = 0);
    Id add(const Mask& mask, Point origin, int x, int y, std::uintptr_t userData = 0);
    Id add(Mask&& mask, Point origin, int x, int y, std::uintptr_t userData = 0) {
        return add(std::make_shared<const Mask>(std::move(mask)), origin, x, y, userData);
    }
    // Frame `frame`'s mask of channel `channel` with the frame's origin, its pivot at
    // (x, y). The shared_ptr form shares the file (the entry keeps it alive); the
    // reference form borrows it (it must outlive the entry, unchanged). Throws
    // std::out_of_range for a frame or channel the file lacks, std::invalid_argument for
    // a null file.
    Id addFrame(std::shared_ptr<const MaskFile> file, std::size_t frame, std::size_t channel, int x,
                int y, std::uintptr_t userData = 0);
    Id addFrame(const MaskFile& file, std::size_t frame, std::size_t channel, int x, int y,
                std::uintptr_t userData = 0);
    // Each change below returns whether it was made: false, changing nothing, for an id
    // that is not live (and for a null shared mask).
    bool move(Id id, int x, int y); // sets P; O stays
    // Another mask (e.g. another animation frame); P and O stay.
    bool setMask(Id id, std::shared_ptr<const Mask> mask);
    bool setMask(Id id, const Mask& mask);
    bool setMask(Id id, Mask&& mask) {
        return contains(id) && setMask(id, std::make_shared<const Mask>(std::move(mask)));
    }
    // Another mask and origin; P stays, so the mask's top-left moves by old O - new O.
    bool setMask(Id id, std::shared_ptr<const Mask> mask, Point origin);
    bool setMask(Id id, const Mask& mask, Point origin);
    bool setMask(Id id, Mask&& mask, Point origin) {
        return contains(id) && setMask(id, std::make_shared<const Mask>(std::move(mask)), origin);
    }
    // Another frame of a file, its mask of `channel` and its origin; P stays. False,
    // changing nothing, for a frame or channel the file lacks (or a null file).
    bool setFrame(Id id, std::shared_ptr<const MaskFile> file, std::size_t frame,
                  std::size_t channel);
    bool setFrame(Id id, const MaskFile& file, std::size_t frame, std::size_t channel);
    bool remove(Id id);
    // Collision filtering, as in most physics engines: two entries can collide only when
    // each one's layers meet the other's collidesWith,
    //   (a.layers & b.collidesWith) != 0 && (b.layers & a.collidesWith) != 0.
    // A new entry is on layer 1 and collides with every layer.
    static constexpr std::uint32_t kDefaultLayers = 1;
    static constexpr std::uint32_t kAllLayers = 0xffffffffu;
    bool setLayers(Id id, std::uint32_t layers, std::uint32_t collidesWith);
    bool setUserData(Id id, std::uintptr_t userData);

    [[nodiscard]] std::size_t size() const noexcept;
    [[nodiscard]] bool contains(Id id) const noexcept;
    [[nodiscard]] int cellSize() const noexcept;
    // For an id that is not live: {0, 0}, nullptr, 0. position() is P, origin() O.
    [[nodiscard]] Point position(Id id) const noexcept;
    [[nodiscard]] Point origin(Id id) const noexcept;
    [[nodiscard]] const Mask* mask(Id id) const noexcept;
    // The mask the entry shares (given to add() or setMask() as a shared_ptr), or null
    // for a borrowed one.
    [[nodiscard]] std::shared_ptr<const Mask> sharedMask(Id id) const noexcept;
    [[nodiscard]] std::uint32_t layers(Id id) const noexcept;
    [[nodiscard]] std::uint32_t collidesWith(Id id) const noexcept;
    [[nodiscard]] std::uintptr_t userData(Id id) const noexcept;
    // The first entry, by slot, whose mask's size or solid bounds changed since add() or
    // setMask() gave it, or kNoId. Debug builds assert that there is none whenever the
    // world is asked something; release builds can call it where they choose.
    [[nodiscard]] Id changedMask() const noexcept;

    // Every live entry, by slot, through f(Id). f must not add or remove entries.
    template <class F> void forEachEntry(F&& f) const { visitEntries(thunk<F, Id>, context(f)); }
    [[nodiscard]] std::vector<Id> ids() const;

    // Every pair of entries whose solid pixels overlap, each once, with first < second,
    // sorted by first, then by second.
    std::vector<std::pair<Id, Id>> collisions();

    // The same pairs, in the same order, through f(Id first, Id second), without
    // allocating once the buffers have grown. f must not change the world. Until a slot
    // is reused the world holds at most kHeldPairs pairs at a time (or twice the number
    // of entries if more), so memory stays bounded however many pairs there are: past
    // that, it finds and hands over the pairs of one range of first ids at a time. While
    // a live entry sits in a reused slot, slot order differs from id order and every
    // pair is held (8 bytes each) to be sorted once.
    template <class F> void forEachCollision(F&& f) {
        visitCollisions(thunk<F, Id, Id>, context(f));
    }
    static constexpr std::size_t kHeldPairs = std::size_t(1) << 22;

    // The entries colliding with `id` now (the pair rule, layers included), by id.
    std::vector<Id> collisionsOf(Id id);

    // Details of a pair, computed when called: the pixels solid in both, and the topmost,
    // then leftmost of them in world pixels. 0 and nullopt unless both ids are live.
    [[nodiscard]] std::size_t overlapArea(Id a, Id b) const;
    [[nodiscard]] std::optional<Point> firstContact(Id a, Id b) const;
    // Push-out: how far b must move to stop overlapping a as they lie now, whatever their
    // layers (hitmask::separation() of their masks). All 0 unless both ids are live.
    [[nodiscard]] Separation separation(Id a, Id b) const;

    // Contact events: each step() compares the colliding pairs now with those of the
    // previous step() (none before the first) and hands each pair over once, through
    // f(const Contact&), in slot order (first's slot below second's): Began (colliding
    // now, not then), Stayed (both), Ended (then, not now: moved apart, filtered out by
    // layers, or an entry removed, in which case its id is already stale). A pair whose
    // entry was removed and whose slot was reused between steps ends, then the new pair
    // begins. The details are computed only when asked for (0 and nullopt for an Ended
    // pair whose entry is gone). f must not change the world. No allocation once the
    // buffers have grown; unlike forEachCollision(), it holds every pair of this step and
    // the last (8 bytes each).
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
    template <class F> void step(F&& f) { stepWith(thunk<F, const Contact&>, context(f)); }

    // Queries. Each returns ids in increasing order and sees only entries on one of
    // `layers`, leaving out `exclude` (say, the asker).
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

    // Threads the pair search may use: 1 (the default) searches on the calling thread;
    // n > 1 splits the broad phase's cells among up to n threads (the caller's and n - 1
    // started for each search), one per minCellEntries entries listed in its cells, as
    // starting a thread costs about what a search through a few thousand of them does;
    // 0 means std::thread::hardware_concurrency(). Only full searches (the grid
    // rebuilt) split; updating the kept answer stays on the calling thread. The pairs,
    // their order and lastBoxPairs() are the same whatever the count. A search that starts threads
    // allocates (the threads themselves), so only one thread is allocation-free.
    void setThreads(unsigned threads, std::size_t minCellEntries = 4096) noexcept;
    [[nodiscard]] unsigned threads() const noexcept;

    // An upper bound on the box tests a full search would make: the pairs sharing each
    // cell of the broad phase, plus every entry too big for it against all others. It
    // costs the broad phase's rebuild (which the next question then reuses) and one
    // pass over its cells, so a caller can refuse a world that would
    // take quadratic time, such as thousands of entries piled on one spot, before asking.
    [[nodiscard]] std::uint64_t candidatePairBound();

    // How many pairs of entries whose layers let them collide and whose solid bounds
    // overlap the search behind the current answer tested with pixels: every such pair
    // after a full search; only those of the entries changed since the question before
    // when the kept answer was updated; unchanged by a question where nothing changed.
    [[nodiscard]] std::size_t lastBoxPairs() const noexcept;

private:
    // The templates above hand their callable to the library through a plain function
    // pointer and its address, so that no std::function can allocate.
    template <class F, class... Args> static void thunk(void* f, Args... args) {
        (*static_cast<std::remove_reference_t<F>*>(f))(args...);
    }
    template <class F> static void* context(F& f) noexcept {
        return const_cast<void*>(static_cast<const void*>(std::addressof(f)));
    }
    void visitEntries(void (*f)(void*, Id), void* context) const;
    void visitCollisions(void (*f)(void*, Id, Id), void* context);
    void stepWith(void (*f)(void*, const Contact&), void* context);

    std::unique_ptr<detail::WorldImpl> impl_;
};

} // namespace hitmask
