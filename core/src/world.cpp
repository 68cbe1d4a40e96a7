// SPDX-License-Identifier: MIT
#include <algorithm>
#include <bit>
#include <hitmask/collide.hpp>
#include <hitmask/world.hpp>

namespace hitmask {

namespace {

// An entry covering more cells than this is kept out of the grid and tested against
// every other entry instead: one huge background mask would otherwise cost thousands
// of cell visits per frame, where a list scan costs one box test per entry.
constexpr std::int64_t kMaxCells = 256;

std::int64_t floorDiv(std::int64_t v, std::int64_t d) {
    return v >= 0 ? v / d : -((-v + d - 1) / d);
}

// With cells of at least 4 pixels every cell coordinate of a box built from int
// positions and sizes fits in 32 bits, so two distinct cells never share a key.
std::uint64_t cellKey(std::int32_t cx, std::int32_t cy) {
    return (std::uint64_t(std::uint32_t(cx)) << 32) | std::uint32_t(cy);
}

std::size_t slotOf(std::uint64_t key, int shift) {
    return std::size_t((key * 0x9E3779B97F4A7C15ull) >> shift);
}

template <class A, class B> bool boxesOverlap(const A& a, const B& b) {
    return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

} // namespace

World::World(int cellSize)
    : cellSize_(std::max(cellSize, 4)) {
    hits_.reserve(64);
}

World::Id World::add(const Mask& mask, int x, int y) {
    Id id;
    if (!free_.empty()) {
        id = free_.back();
        free_.pop_back();
    } else {
        id = Id(entries_.size());
        entries_.emplace_back();
    }
    entries_[id] = {&mask, x, y};
    ++live_;
    dirty_ = true;
    return id;
}

void World::move(Id id, int x, int y) {
    if (!contains(id))
        return;
    entries_[id].x = x;
    entries_[id].y = y;
    dirty_ = true;
}

void World::setMask(Id id, const Mask& mask) {
    if (!contains(id))
        return;
    entries_[id].mask = &mask;
    dirty_ = true;
}

void World::remove(Id id) {
    if (!contains(id))
        return;
    entries_[id].mask = nullptr;
    free_.push_back(id);
    --live_;
    dirty_ = true;
}

void World::prepare() {
    if (dirty_)
        rebuild();
    dirty_ = false;
}

void World::beginPairs() {
    prepare();
    boxPairs_ = 0;
}

std::int32_t World::bucketFor(std::uint64_t key) {
    const std::size_t mask = slotKey_.size() - 1;
    for (std::size_t s = slotOf(key, slotShift_);; s = (s + 1) & mask) {
        if (slotStamp_[s] != stamp_) {
            slotStamp_[s] = stamp_;
            slotKey_[s] = key;
            slotBucket_[s] = bucketCount_++;
            bucketStart_.push_back(0);
            return slotBucket_[s];
        }
        if (slotKey_[s] == key)
            return slotBucket_[s];
    }
}

void World::rebuild() {
    const std::int64_t c = cellSize_;
    boxes_.resize(entries_.size());
    big_.clear();
    std::size_t total = 0;
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        const Entry& e = entries_[i];
        Box& b = boxes_[i];
        b.kind = Kind::None;
        if (!e.mask || e.mask->isEmpty())
            continue;
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
        if (cells > kMaxCells) {
            b.kind = Kind::Big;
            big_.push_back(Id(i));
        } else {
            b.kind = Kind::Grid;
            total += std::size_t(cells);
        }
    }

    // At most half full, so probes stay short.
    const std::size_t slots = std::max<std::size_t>(64, std::bit_ceil(2 * total));
    if (slots > slotKey_.size()) {
        slotKey_.assign(slots, 0);
        slotBucket_.assign(slots, 0);
        slotStamp_.assign(slots, 0);
        slotShift_ = 64 - std::countr_zero(slots);
        stamp_ = 0;
    }
    if (++stamp_ == 0) { // wrapped: old stamps could read as current
        std::fill(slotStamp_.begin(), slotStamp_.end(), 0);
        stamp_ = 1;
    }

    // Counting sort of (cell, entry) references into one array of buckets.
    bucketCount_ = 0;
    bucketStart_.clear();
    refs_.resize(total);
    std::size_t pos = 0;
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        Box& b = boxes_[i];
        if (b.kind != Kind::Grid)
            continue;
        b.firstRef = std::uint32_t(pos);
        for (std::int32_t cy = b.cy0; cy <= b.cy1; ++cy)
            for (std::int32_t cx = b.cx0; cx <= b.cx1; ++cx) {
                const std::int32_t k = bucketFor(cellKey(cx, cy));
                refs_[pos++] = k;
                ++bucketStart_[std::size_t(k)];
            }
    }
    std::int32_t sum = 0;
    for (auto& start : bucketStart_)
        sum += std::exchange(start, sum);
    bucketStart_.push_back(sum);
    bucketFill_.assign(bucketStart_.begin(), bucketStart_.end());
    members_.resize(total);
    // Entries go in by increasing id, so every bucket lists its members sorted.
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        const Box& b = boxes_[i];
        if (b.kind != Kind::Grid)
            continue;
        const std::size_t n = std::size_t(b.cx1 - b.cx0 + 1) * std::size_t(b.cy1 - b.cy0 + 1);
        for (std::size_t r = b.firstRef; r < b.firstRef + n; ++r)
            members_[std::size_t(bucketFill_[std::size_t(refs_[r])]++)] = Id(i);
    }
}

bool World::pixelsOverlap(Id a, Id b) const {
    const Entry& ea = entries_[a];
    const Entry& eb = entries_[b];
    // The boxes overlap, so the offset is within the masks' sizes and fits an int.
    return overlaps(*ea.mask, *eb.mask, int(std::int64_t(eb.x) - ea.x),
                    int(std::int64_t(eb.y) - ea.y));
}

std::span<const World::Id> World::hitsAfter(Id a) {
    hits_.clear();
    const Box& A = boxes_[a];
    if (A.kind == Kind::Grid) {
        std::size_t r = A.firstRef;
        for (std::int32_t cy = A.cy0; cy <= A.cy1; ++cy)
            for (std::int32_t cx = A.cx0; cx <= A.cx1; ++cx) {
                const std::int32_t k = refs_[r++];
                // Members are sorted: walk down from the top until reaching a.
                for (std::int32_t m = bucketStart_[std::size_t(k) + 1] - 1;
                     m >= bucketStart_[std::size_t(k)]; --m) {
                    const Id b = members_[std::size_t(m)];
                    if (b <= a)
                        break;
                    const Box& B = boxes_[b];
                    // A pair sharing several cells is tested only in the cell holding
                    // the top-left corner of the boxes' intersection.
                    if (std::max(A.cx0, B.cx0) != cx || std::max(A.cy0, B.cy0) != cy ||
                        !boxesOverlap(A, B))
                        continue;
                    ++boxPairs_;
                    if (pixelsOverlap(a, b))
                        hits_.push_back(b);
                }
            }
        for (const Id b : big_)
            if (b > a && boxesOverlap(A, boxes_[b])) {
                ++boxPairs_;
                if (pixelsOverlap(a, b))
                    hits_.push_back(b);
            }
        std::sort(hits_.begin(), hits_.end());
    } else if (A.kind == Kind::Big) {
        for (Id b = a + 1; b < boxes_.size(); ++b)
            if (boxes_[b].kind != Kind::None && boxesOverlap(A, boxes_[b])) {
                ++boxPairs_;
                if (pixelsOverlap(a, b))
                    hits_.push_back(b);
            }
    }
    return hits_;
}

std::vector<std::pair<World::Id, World::Id>> World::collisions() {
    std::vector<std::pair<Id, Id>> pairs;
    pairs.reserve(lastPairs_);
    forEachCollision([&pairs](Id a, Id b) { pairs.emplace_back(a, b); });
    lastPairs_ = pairs.size();
    return pairs;
}

std::vector<World::Id> World::query(const Mask& mask, int x, int y) {
    std::vector<Id> found;
    if (mask.isEmpty())
        return found;
    prepare();
    const Rect r = mask.bounds();
    struct {
        std::int64_t x0, y0, x1, y1;
    } q{std::int64_t(x) + r.x, std::int64_t(y) + r.y, 0, 0};
    q.x1 = q.x0 + r.width;
    q.y1 = q.y0 + r.height;
    const auto hit = [&](Id b) {
        const Entry& e = entries_[b];
        return boxesOverlap(q, boxes_[b]) &&
               overlaps(*e.mask, mask, int(std::int64_t(x) - e.x), int(std::int64_t(y) - e.y));
    };

    const std::int64_t c = cellSize_;
    const std::int64_t cx0 = floorDiv(q.x0, c), cx1 = floorDiv(q.x1 - 1, c);
    const std::int64_t cy0 = floorDiv(q.y0, c), cy1 = floorDiv(q.y1 - 1, c);
    const std::int64_t cells = (cx1 - cx0 + 1) * (cy1 - cy0 + 1);
    if (cells > std::max<std::int64_t>(kMaxCells, std::int64_t(entries_.size()))) {
        // Visiting the cells would cost more than testing every entry.
        for (Id b = 0; b < boxes_.size(); ++b)
            if (boxes_[b].kind != Kind::None && hit(b))
                found.push_back(b);
        return found;
    }

    seen_.resize(entries_.size());
    if (++queryStamp_ == 0) {
        std::fill(seen_.begin(), seen_.end(), 0);
        queryStamp_ = 1;
    }
    const std::size_t slotMask = slotKey_.size() - 1;
    for (std::int64_t cy = cy0; cy <= cy1; ++cy)
        for (std::int64_t cx = cx0; cx <= cx1; ++cx) {
            // A cell outside 32 bits holds nothing: no entry's box reaches it.
            if (cx != std::int32_t(cx) || cy != std::int32_t(cy) || slotKey_.empty())
                continue;
            const std::uint64_t key = cellKey(std::int32_t(cx), std::int32_t(cy));
            for (std::size_t s = slotOf(key, slotShift_); slotStamp_[s] == stamp_;
                 s = (s + 1) & slotMask) {
                if (slotKey_[s] != key)
                    continue;
                const auto k = std::size_t(slotBucket_[s]);
                for (auto m = bucketStart_[k]; m < bucketStart_[k + 1]; ++m) {
                    const Id b = members_[std::size_t(m)];
                    if (seen_[b] != queryStamp_) {
                        seen_[b] = queryStamp_;
                        if (hit(b))
                            found.push_back(b);
                    }
                }
                break;
            }
        }
    for (const Id b : big_)
        if (hit(b))
            found.push_back(b);
    std::sort(found.begin(), found.end());
    return found;
}

} // namespace hitmask
