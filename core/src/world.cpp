// SPDX-License-Identifier: MIT
#include "worldbox.hpp"
#include "worldimpl.hpp"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstdint>
#include <hitmask/collide.hpp>
#include <stdexcept>

namespace hitmask::detail {

namespace {

constexpr std::size_t kPrefetch = 8;

// With cells of at least 4 pixels every cell coordinate of a box built from int
// positions and sizes fits in 32 bits, so two distinct cells never share a key.
std::uint64_t cellKey(std::int32_t cx, std::int32_t cy) {
    return (std::uint64_t(std::uint32_t(cx)) << 32) | std::uint32_t(cy);
}

std::size_t hashSlot(std::uint64_t key, int shift) {
    return std::size_t((key * 0x9E3779B97F4A7C15ull) >> shift);
}

} // namespace

WorldImpl::WorldImpl(int cellSize)
    : cellSize_(std::max(cellSize, 4)) {}

WorldImpl::Id WorldImpl::add(const Mask& mask, std::shared_ptr<const Mask> shared, Point origin,
                             int x, int y, std::uintptr_t userData) {
    std::uint32_t slot;
    if (hasFree_) {
        // Oldest freed first: reuse spreads over the free slots, so each one runs through
        // its generations as slowly as possible.
        slot = freeHead_;
        hasFree_ = slot != freeTail_;
        freeHead_ = extras_[slot].nextFree;
    } else {
        if (entries_.size() >= World::kMaxSlots)
            throw std::length_error("World::add: too many entries");
        slot = std::uint32_t(entries_.size());
        entries_.emplace_back();
        extras_.emplace_back();
        origins_.emplace_back();
        generations_.push_back(0);
        changedFlag_.push_back(0);
        outOfBase_.push_back(0);
        boxes_.emplace_back();
    }
    Entry& e = entries_[slot];
    origins_[slot] = origin;
    e.x = std::int64_t(x) - origin.x;
    e.y = std::int64_t(y) - origin.y;
    e.layers = World::kDefaultLayers;
    e.collidesWith = World::kAllLayers;
    extras_[slot].userData = userData;
    assignMask(slot, mask, std::move(shared));
    ++live_;
    reusedLive_ += generations_[slot] != 0;
    return idOf(slot);
}

void WorldImpl::assignMask(std::uint32_t slot, const Mask& mask,
                           std::shared_ptr<const Mask> shared) {
    entries_[slot].mask = &mask;
    Extra& extra = extras_[slot];
    extra.shared = std::move(shared);
    extra.bounds = mask.bounds();
    extra.width = mask.width();
    extra.height = mask.height();
    markChanged(slot);
}

bool WorldImpl::setMask(Id id, const Mask& mask, std::shared_ptr<const Mask> shared,
                        std::optional<Point> origin) {
    if (!contains(id))
        return false;
    const std::uint32_t slot = slotOf(id);
    if (origin) {
        Entry& e = entries_[slot];
        Point& o = origins_[slot];
        e.x += std::int64_t(o.x) - origin->x;
        e.y += std::int64_t(o.y) - origin->y;
        o = *origin;
    }
    assignMask(slot, mask, std::move(shared));
    return true;
}

bool WorldImpl::setLayers(Id id, std::uint32_t layers, std::uint32_t collidesWith) {
    if (!contains(id))
        return false;
    Entry& e = entries_[slotOf(id)];
    e.layers = layers;
    e.collidesWith = collidesWith;
    markChanged(slotOf(id));
    return true;
}

bool WorldImpl::setUserData(Id id, std::uintptr_t userData) {
    if (!contains(id))
        return false;
    extras_[slotOf(id)].userData = userData;
    return true;
}

bool WorldImpl::remove(Id id) {
    if (!contains(id))
        return false;
    const std::uint32_t slot = slotOf(id);
    Entry& e = entries_[slot];
    e.mask = nullptr;
    extras_[slot].shared.reset();
    // The next generation makes every copy of id stale; a slot out of generations is
    // retired rather than wrapped, so no stale id can ever name a new entry.
    anyRemoved_ = true;
    reusedLive_ -= generations_[slot] != 0;
    if (++generations_[slot] < World::kGenerations) {
        if (hasFree_)
            extras_[freeTail_].nextFree = slot;
        else
            freeHead_ = slot;
        freeTail_ = slot;
        hasFree_ = true;
    }
    --live_;
    markChanged(slot);
    return true;
}

WorldImpl::Id WorldImpl::changedMask() const noexcept {
    for (std::uint32_t i = 0; i < entries_.size(); ++i) {
        const Mask* m = entries_[i].mask;
        const Extra& extra = extras_[i];
        if (m && (m->width() != extra.width || m->height() != extra.height ||
                  m->bounds() != extra.bounds))
            return idOf(i);
    }
    return World::kNoId;
}

void WorldImpl::prepare() {
    // A mask edited in place without setMask(), or a borrowed one destroyed or moved
    // from: the cached bounds would be wrong, or the pointer dangles.
    assert(changedMask() == World::kNoId &&
           "World: a mask changed, moved or was destroyed behind the world's back (call "
           "setMask() after editing it; borrowed masks must outlive their entry)");
    if (!baseBuilt_) {
        fold();
        return;
    }
    if (!boxesStale_)
        return;
    // A changed entry leaves the base grid, whose copy of its box is now stale, for the
    // overlay; past an eighth of the world, a new base costs less than the overlay.
    if (overlay_.size() + changed_.size() > entries_.size() / 8) {
        fold();
        return;
    }
    for (const std::uint32_t s : changed_) {
        computeBox(s);
        if (!outOfBase_[s]) {
            outOfBase_[s] = 1;
            overlay_.push_back(s);
        }
    }
    boxesStale_ = false;
}

void WorldImpl::fold() {
    rebuild();
    for (const std::uint32_t s : overlay_)
        outOfBase_[s] = 0;
    overlay_.clear();
    baseBuilt_ = true;
    boxesStale_ = false;
    if (changed_.empty())
        return;
    // The kept answer's update finds the changed entries' pairs in the overlay alone: with
    // a few of them, their copies in the new base are marked stale at once; with many,
    // the next answer is found from scratch.
    if (keptValid_ && changed_.size() <= entries_.size() / 8)
        for (const std::uint32_t s : changed_) {
            outOfBase_[s] = 1;
            overlay_.push_back(s);
        }
    else
        keptValid_ = false;
}

std::int64_t WorldImpl::computeBox(std::uint32_t s) {
    const Entry& e = entries_[s];
    Box& b = boxes_[s];
    b.kind = Kind::None;
    if (!e.mask || e.mask->isEmpty())
        return 0;
    const std::int64_t c = cellSize_;
    const Rect r = e.mask->bounds();
    b.x0 = std::int64_t(e.x) + r.x;
    b.y0 = std::int64_t(e.y) + r.y;
    b.x1 = b.x0 + r.width;
    b.y1 = b.y0 + r.height;
    b.cx0 = std::int32_t(floorDiv(b.x0, c));
    b.cy0 = std::int32_t(floorDiv(b.y0, c));
    b.cx1 = std::int32_t(floorDiv(b.x1 - 1, c));
    b.cy1 = std::int32_t(floorDiv(b.y1 - 1, c));
    const std::int64_t cells =
        (std::int64_t(b.cx1) - b.cx0 + 1) * (std::int64_t(b.cy1) - b.cy0 + 1);
    b.kind = cells > kMaxCells ? Kind::Big : Kind::Grid;
    return cells;
}

std::int32_t WorldImpl::bucketFor(std::int32_t cx, std::int32_t cy) {
    const std::uint64_t key = cellKey(cx, cy);
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t s = hashSlot(key, slotShift_);; s = (s + 1) & mask) {
        Slot& slot = slots_[s];
        if (slot.stamp != stamp_) {
            slot = {key, bucketCount_++, stamp_};
            bucketStart_.push_back(0);
            bucketCell_.emplace_back(cx, cy);
            return slot.bucket;
        }
        if (slot.key == key)
            return slot.bucket;
    }
}

std::int32_t WorldImpl::findBucket(std::int64_t cx, std::int64_t cy) const {
    if (dense_) {
        cx -= denseX0_;
        cy -= denseY0_;
        return cx >= 0 && cy >= 0 && cx < denseW_ && cy < denseH_ ? std::int32_t(cy * denseW_ + cx)
                                                                  : -1;
    }
    // A cell outside 32 bits holds nothing: no entry's box reaches it.
    if (slots_.empty() || cx != std::int32_t(cx) || cy != std::int32_t(cy))
        return -1;
    const std::uint64_t key = cellKey(std::int32_t(cx), std::int32_t(cy));
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t s = hashSlot(key, slotShift_); slots_[s].stamp == stamp_; s = (s + 1) & mask)
        if (slots_[s].key == key)
            return slots_[s].bucket;
    return -1;
}

void WorldImpl::rebuild() {
    boxes_.resize(entries_.size());
    big_.clear();
    gridCount_ = 0;
    std::size_t total = 0;
    std::int64_t minCx = INT64_MAX, minCy = INT64_MAX, maxCx = INT64_MIN, maxCy = INT64_MIN;
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        const std::int64_t cells = computeBox(std::uint32_t(i));
        const Box& b = boxes_[i];
        if (b.kind == Kind::Big) {
            big_.push_back(Id(i));
        } else if (b.kind == Kind::Grid) {
            ++gridCount_;
            total += std::size_t(cells);
            minCx = std::min<std::int64_t>(minCx, b.cx0);
            minCy = std::min<std::int64_t>(minCy, b.cy0);
            maxCx = std::max<std::int64_t>(maxCx, b.cx1);
            maxCy = std::max<std::int64_t>(maxCy, b.cy1);
        }
    }

    gridX0_ = minCx;
    gridY0_ = minCy;
    gridX1_ = maxCx;
    gridY1_ = maxCy;
    // Big entries are swept along x against each other.
    std::sort(big_.begin(), big_.end(), [&](Id a, Id b) { return boxes_[a].x0 < boxes_[b].x0; });

    // Where the occupied cells span a small enough rectangle, a plain array of cells
    // replaces the hash table: no hashing, and the cells' counters stay in the cache
    // (10,000 sprites over 10,000 x 10,000 pixels: 160 x 160 cells, 100 kB).
    const std::int64_t limit = std::int64_t(4 * total + 1024);
    const std::int64_t spanX = total ? maxCx - minCx + 1 : 0;
    const std::int64_t spanY = total ? maxCy - minCy + 1 : 0;
    dense_ = spanX == 0 || (spanX <= limit && spanY <= limit / spanX); // no overflow
    const std::int64_t spanCells = spanX * (dense_ ? spanY : 0);
    bucketCount_ = 0;
    bucketStart_.clear();
    bucketCell_.clear();
    refs_.resize(total);
    std::size_t pos = 0;
    if (dense_) {
        denseX0_ = total ? minCx : 0;
        denseY0_ = total ? minCy : 0;
        denseW_ = total ? maxCx - minCx + 1 : 0;
        denseH_ = total ? maxCy - minCy + 1 : 0;
        bucketCount_ = std::int32_t(spanCells);
        bucketStart_.assign(std::size_t(spanCells), 0);
        for (std::size_t i = 0; i < entries_.size(); ++i) {
            const Box& b = boxes_[i];
            if (b.kind != Kind::Grid)
                continue;
            for (std::int64_t cy = b.cy0 - denseY0_; cy <= b.cy1 - denseY0_; ++cy)
                for (std::int64_t cx = b.cx0 - denseX0_; cx <= b.cx1 - denseX0_; ++cx) {
                    const auto k = std::int32_t(cy * denseW_ + cx);
                    refs_[pos++] = k;
                    ++bucketStart_[std::size_t(k)];
                }
        }
    } else {
        hashCells();
    }
    fillBuckets(total);
}

void WorldImpl::hashCells() {
    const std::size_t total = refs_.size();
    // At most half full, so probes stay short.
    const std::size_t slots = std::max<std::size_t>(64, std::bit_ceil(2 * total));
    if (slots > slots_.size()) {
        slots_.assign(slots, Slot{});
        slotShift_ = 64 - std::countr_zero(slots);
        stamp_ = 0;
    }
    if (++stamp_ == 0) { // wrapped: old stamps could read as current
        for (Slot& slot : slots_)
            slot.stamp = 0;
        stamp_ = 1;
    }

    std::size_t pos = 0;
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        // The table is larger than the cache and entries come in no spatial order:
        // fetch the slots of an entry a few places ahead while this one is hashed.
        if (i + kPrefetch < entries_.size()) {
            const Box& ahead = boxes_[i + kPrefetch];
            if (ahead.kind == Kind::Grid)
                for (std::int32_t cy = ahead.cy0; cy <= ahead.cy1; ++cy)
                    for (std::int32_t cx = ahead.cx0; cx <= ahead.cx1; ++cx)
                        __builtin_prefetch(&slots_[hashSlot(cellKey(cx, cy), slotShift_)]);
        }
        const Box& b = boxes_[i];
        if (b.kind != Kind::Grid)
            continue;
        for (std::int32_t cy = b.cy0; cy <= b.cy1; ++cy)
            for (std::int32_t cx = b.cx0; cx <= b.cx1; ++cx) {
                const std::int32_t k = bucketFor(cx, cy);
                refs_[pos++] = k;
                ++bucketStart_[std::size_t(k)];
            }
    }
}

// Counting sort of the (cell, entry) references in refs_ into one array of buckets.
void WorldImpl::fillBuckets(std::size_t total) {
    std::int32_t sum = 0;
    for (auto& start : bucketStart_)
        sum += std::exchange(start, sum);
    bucketStart_.push_back(sum);
    bucketFill_.assign(bucketStart_.begin(), bucketStart_.end());
    members_.resize(total);
    // Entries go in by increasing id, so every bucket lists its members sorted.
    std::size_t pos = 0;
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        const Box& b = boxes_[i];
        if (b.kind != Kind::Grid)
            continue;
        const Member m{b.x0, b.y0, b.x1, b.y1, b.cx0, b.cy0, Id(i)};
        const std::size_t n = std::size_t(b.cx1 - b.cx0 + 1) * std::size_t(b.cy1 - b.cy0 + 1);
        for (const std::size_t end = pos + n; pos < end; ++pos) {
            if (pos + 4 * kPrefetch < total) // the same scattered writes: fetch ahead
                __builtin_prefetch(
                    &members_[std::size_t(bucketFill_[std::size_t(refs_[pos + 4 * kPrefetch])])],
                    1);
            members_[std::size_t(bucketFill_[std::size_t(refs_[pos])]++)] = m;
        }
    }
}

std::uint64_t WorldImpl::candidatePairBound() {
    prepare();
    if (!overlay_.empty()) { // the bound is the whole grid's, every entry in it
        keptValid_ = keptValid_ && changed_.empty();
        fold();
    }
    // Every pair within a cell and every big entry against every entry: at least what
    // findPairs() tests, which layers and the big entries' own routing only lessen.
    std::uint64_t bound = 0;
    for (std::size_t k = 0; k < std::size_t(bucketCount_); ++k) {
        const auto n = std::uint64_t(bucketStart_[k + 1] - bucketStart_[k]);
        bound += n > 1 ? n * (n - 1) / 2 : 0;
    }
    return bound + std::uint64_t(big_.size()) * boxes_.size();
}

} // namespace hitmask::detail
