// SPDX-License-Identifier: MIT
// World's pair finding: cell by cell over the grid, then the entries too big for it.
#include "worldbox.hpp"

#include <algorithm>
#include <cstdint>
#include <hitmask/collide.hpp>
#include <hitmask/world.hpp>

namespace hitmask {

namespace {

// A cell with more members than this has its members grouped by layers before they
// are paired. Below it the plain loop costs at most a few dozen box tests per member,
// less than reading every member's layers and sorting them.
constexpr std::ptrdiff_t kCrowded = 32;

bool layersMeet(std::uint32_t layersA, std::uint32_t withA, std::uint32_t layersB,
                std::uint32_t withB) {
    return (layersA & withB) != 0 && (layersB & withA) != 0;
}

} // namespace

using detail::boxesOverlap;

void World::testPixels(Id a, Id b) {
    const Entry& ea = entries_[a];
    const Entry& eb = entries_[b];
    if (!layersMeet(ea.layers, ea.collidesWith, eb.layers, eb.collidesWith))
        return;
    ++boxPairs_;
    // The boxes overlap, so the offset is within the masks' sizes and fits an int.
    if (overlaps(*ea.mask, *eb.mask, int(std::int64_t(eb.x) - ea.x),
                 int(std::int64_t(eb.y) - ea.y)))
        found_.emplace_back(a, b);
}

void World::testCrowdedCell(const Member* first, const Member* last, std::int32_t cx,
                            std::int32_t cy) {
    // A pair sharing several cells is tested only in the cell holding the top-left corner
    // of the boxes' intersection.
    const auto test = [&](const Member& a, const Member& b) {
        if (std::max(a.cx0, b.cx0) == cx && std::max(a.cy0, b.cy0) == cy && boxesOverlap(a, b))
            testPixels(std::min(a.id, b.id), std::max(a.id, b.id));
    };
    const auto n = std::uint32_t(last - first);
    crowdKeys_.resize(n);
    bool mixed = false;
    for (std::uint32_t i = 0; i < n; ++i) {
        const Entry& e = entries_[first[i].id];
        crowdKeys_[i] = {(std::uint64_t(e.layers) << 32) | e.collidesWith, i};
        mixed |= crowdKeys_[i].first != crowdKeys_[0].first;
    }
    if (!mixed) { // the common case: one kind of entry, which meets itself or nothing
        const auto key = crowdKeys_[0].first;
        if (layersMeet(std::uint32_t(key >> 32), std::uint32_t(key), std::uint32_t(key >> 32),
                       std::uint32_t(key)))
            for (const Member* a = first; a != last; ++a)
                for (const Member* b = a + 1; b != last; ++b)
                    test(*a, *b);
        return;
    }

    // Sorted by layers, then by place in the cell: each group lists its members by id.
    std::sort(crowdKeys_.begin(), crowdKeys_.end());
    crowd_.resize(n);
    groups_.clear();
    for (std::uint32_t i = 0; i < n; ++i) {
        const auto [key, index] = crowdKeys_[i];
        crowd_[i] = first[index];
        if (i == 0 || key != crowdKeys_[i - 1].first)
            groups_.push_back({i, i, std::uint32_t(key >> 32), std::uint32_t(key)});
        groups_.back().end = i + 1;
    }
    for (std::size_t g = 0; g < groups_.size(); ++g) {
        const Group& G = groups_[g];
        if (layersMeet(G.layers, G.collidesWith, G.layers, G.collidesWith))
            for (std::uint32_t a = G.begin; a < G.end; ++a)
                for (std::uint32_t b = a + 1; b < G.end; ++b)
                    test(crowd_[a], crowd_[b]);
        for (std::size_t h = g + 1; h < groups_.size(); ++h) {
            const Group& H = groups_[h];
            if (layersMeet(G.layers, G.collidesWith, H.layers, H.collidesWith))
                for (std::uint32_t a = G.begin; a < G.end; ++a)
                    for (std::uint32_t b = H.begin; b < H.end; ++b)
                        test(crowd_[a], crowd_[b]);
        }
    }
}

void World::testBig() {
    // With each other: big_ is sorted by left edge, so a's partners are the entries after
    // it that start left of its right edge.
    for (std::size_t i = 0; i < big_.size(); ++i) {
        const Box& A = boxes_[big_[i]];
        for (std::size_t j = i + 1; j < big_.size() && boxes_[big_[j]].x0 < A.x1; ++j)
            if (boxesOverlap(A, boxes_[big_[j]]))
                testPixels(std::min(big_[i], big_[j]), std::max(big_[i], big_[j]));
    }
    // With the grid: through the occupied cells the big entry covers, or, where those are
    // more than the entries in the grid, through every grid entry.
    for (const Id a : big_) {
        const Box& A = boxes_[a];
        const std::int64_t cx0 = std::max<std::int64_t>(A.cx0, gridX0_);
        const std::int64_t cy0 = std::max<std::int64_t>(A.cy0, gridY0_);
        const std::int64_t cx1 = std::min<std::int64_t>(A.cx1, gridX1_);
        const std::int64_t cy1 = std::min<std::int64_t>(A.cy1, gridY1_);
        if (cx0 > cx1 || cy0 > cy1)
            continue;
        if (std::uint64_t(cx1 - cx0 + 1) * std::uint64_t(cy1 - cy0 + 1) > gridCount_) {
            for (Id b = 0; b < boxes_.size(); ++b)
                if (boxes_[b].kind == Kind::Grid && boxesOverlap(A, boxes_[b]))
                    testPixels(std::min(a, b), std::max(a, b));
            continue;
        }
        for (std::int64_t cy = cy0; cy <= cy1; ++cy)
            for (std::int64_t cx = cx0; cx <= cx1; ++cx) {
                const std::int32_t k = findBucket(cx, cy);
                if (k < 0)
                    continue;
                const Member* last = members_.data() + bucketStart_[std::size_t(k) + 1];
                for (const Member* m = members_.data() + bucketStart_[std::size_t(k)]; m != last;
                     ++m)
                    // As within the grid: the pair's cell is its boxes' top-left shared one.
                    if (std::max<std::int64_t>(A.cx0, m->cx0) == cx &&
                        std::max<std::int64_t>(A.cy0, m->cy0) == cy && boxesOverlap(A, *m))
                        testPixels(std::min(a, m->id), std::max(a, m->id));
            }
    }
}

void World::findPairs() {
    prepare();
    if (!pairsStale_)
        return;
    found_.clear();
    boxPairs_ = 0;
    for (std::size_t k = 0; k < std::size_t(bucketCount_); ++k) {
        const Member* first = members_.data() + bucketStart_[k];
        const Member* last = members_.data() + bucketStart_[k + 1];
        if (last - first < 2)
            continue;
        const auto [cx, cy] = dense_ ? std::pair(std::int32_t(denseX0_ + std::int64_t(k) % denseW_),
                                                 std::int32_t(denseY0_ + std::int64_t(k) / denseW_))
                                     : bucketCell_[k];
        if (last - first > kCrowded) {
            testCrowdedCell(first, last, cx, cy);
            continue;
        }
        for (const Member* a = first; a != last; ++a)
            for (const Member* b = a + 1; b != last; ++b)
                // A pair sharing several cells is tested only in the cell holding the
                // top-left corner of the boxes' intersection.
                if (std::max(a->cx0, b->cx0) == cx && std::max(a->cy0, b->cy0) == cy &&
                    boxesOverlap(*a, *b))
                    testPixels(a->id, b->id); // a->id < b->id: members are sorted
    }
    testBig();

    // Sorted by a counting sort on the first id, then each first id's few partners.
    pairStart_.assign(entries_.size() + 1, 0);
    for (const auto& p : found_)
        ++pairStart_[p.first + 1];
    for (std::size_t i = 1; i < pairStart_.size(); ++i)
        pairStart_[i] += pairStart_[i - 1];
    pairs_.resize(found_.size());
    for (const auto& p : found_)
        pairs_[pairStart_[p.first]++] = p;
    // pairStart_[a] now ends a's run, which begins where a - 1's ends.
    for (std::size_t a = 0, begin = 0; a < entries_.size(); begin = pairStart_[a++])
        if (pairStart_[a] - begin > 1)
            std::sort(pairs_.begin() + std::ptrdiff_t(begin),
                      pairs_.begin() + std::ptrdiff_t(pairStart_[a]));
    pairsStale_ = false;
}

std::vector<std::pair<World::Id, World::Id>> World::collisions() {
    findPairs();
    return pairs_;
}

} // namespace hitmask
