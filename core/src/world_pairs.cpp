// SPDX-License-Identifier: MIT
// World's pair finding: cell by cell over the grid, then the entries too big for it.
#include "pairtest.hpp"
#include "worldbox.hpp"
#include "worldimpl.hpp"

#include <algorithm>
#include <cstdint>
#include <hitmask/collide.hpp>
#include <thread>

namespace hitmask::detail {

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

void WorldImpl::testPixels(PairSearch& s, Id a, Id b) {
    const Entry& ea = entries_[a];
    const Entry& eb = entries_[b];
    if (!layersMeet(ea.layers, ea.collidesWith, eb.layers, eb.collidesWith))
        return;
    ++s.boxes;
    // The boxes overlap, so the offset is within the masks' sizes and fits an int.
    if (overlapsInline(*ea.mask, *eb.mask, int(std::int64_t(eb.x) - ea.x),
                       int(std::int64_t(eb.y) - ea.y)))
        s.found.emplace_back(a, b);
}

bool WorldImpl::testRuns(PairSearch& s, const Member* a0, const Member* a1, const Member* b0,
                         const Member* b1, std::int32_t cx, std::int32_t cy) {
    const bool same = a0 == b0;
    if (from_ > 0)
        a0 = std::lower_bound(a0, a1, from_, [](const Member& m, Id id) { return m.id < id; });
    for (const Member* a = a0; a != a1 && a->id < to_; ++a) {
        if (same)
            b0 = a + 1;
        else
            while (b0 != b1 && b0->id < a->id)
                ++b0;
        for (const Member* b = b0; b != b1; ++b)
            // A pair sharing several cells is tested only in the cell holding the
            // top-left corner of the boxes' intersection.
            if (std::max(a->cx0, b->cx0) == cx && std::max(a->cy0, b->cy0) == cy &&
                boxesOverlap(*a, *b)) {
                testPixels(s, a->id, b->id);
                if (s.found.size() >= s.limit)
                    return false;
            }
    }
    return true;
}

bool WorldImpl::testCrowdedCell(PairSearch& s, const Member* first, const Member* last,
                                std::int32_t cx, std::int32_t cy) {
    const auto n = std::uint32_t(last - first);
    s.crowdKeys.resize(n);
    bool mixed = false;
    for (std::uint32_t i = 0; i < n; ++i) {
        const Entry& e = entries_[first[i].id];
        s.crowdKeys[i] = {(std::uint64_t(e.layers) << 32) | e.collidesWith, i};
        mixed |= s.crowdKeys[i].first != s.crowdKeys[0].first;
    }
    if (!mixed) { // the common case: one kind of entry, which meets itself or nothing
        const auto key = s.crowdKeys[0].first;
        const auto layers = std::uint32_t(key >> 32), with = std::uint32_t(key);
        return !layersMeet(layers, with, layers, with) ||
               testRuns(s, first, last, first, last, cx, cy);
    }

    // Sorted by layers, then by place in the cell: each group lists its members by id.
    std::sort(s.crowdKeys.begin(), s.crowdKeys.end());
    s.crowd.resize(n);
    s.groups.clear();
    for (std::uint32_t i = 0; i < n; ++i) {
        const auto [key, index] = s.crowdKeys[i];
        s.crowd[i] = first[index];
        if (i == 0 || key != s.crowdKeys[i - 1].first)
            s.groups.push_back({i, i, std::uint32_t(key >> 32), std::uint32_t(key)});
        s.groups.back().end = i + 1;
    }
    const Member* m = s.crowd.data();
    for (std::size_t g = 0; g < s.groups.size(); ++g) {
        const Group& G = s.groups[g];
        if (layersMeet(G.layers, G.collidesWith, G.layers, G.collidesWith) &&
            !testRuns(s, m + G.begin, m + G.end, m + G.begin, m + G.end, cx, cy))
            return false;
        for (std::size_t h = g + 1; h < s.groups.size(); ++h) {
            const Group& H = s.groups[h];
            // Each pair once: from the group holding its first id.
            if (layersMeet(G.layers, G.collidesWith, H.layers, H.collidesWith) &&
                (!testRuns(s, m + G.begin, m + G.end, m + H.begin, m + H.end, cx, cy) ||
                 !testRuns(s, m + H.begin, m + H.end, m + G.begin, m + G.end, cx, cy)))
                return false;
        }
    }
    return true;
}

bool WorldImpl::testBig(PairSearch& s) {
    const auto test = [&](Id a, Id b) {
        if (!inWindow(std::min(a, b)))
            return true;
        testPixels(s, std::min(a, b), std::max(a, b));
        return s.found.size() < s.limit;
    };
    // With each other: big_ is sorted by left edge, so a's partners are the entries after
    // it that start left of its right edge.
    for (std::size_t i = 0; i < big_.size(); ++i) {
        const Box& A = boxes_[big_[i]];
        for (std::size_t j = i + 1; j < big_.size() && boxes_[big_[j]].x0 < A.x1; ++j)
            if (boxesOverlap(A, boxes_[big_[j]]) && !test(big_[i], big_[j]))
                return false;
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
                if (boxes_[b].kind == Kind::Grid && boxesOverlap(A, boxes_[b]) && !test(a, b))
                    return false;
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
                        std::max<std::int64_t>(A.cy0, m->cy0) == cy && boxesOverlap(A, *m) &&
                        !test(a, m->id))
                        return false;
            }
    }
    return true;
}

bool WorldImpl::testCells(PairSearch& s, std::size_t k0, std::size_t k1) {
    for (std::size_t k = k0; k < k1; ++k) {
        const Member* first = members_.data() + bucketStart_[k];
        const Member* last = members_.data() + bucketStart_[k + 1];
        if (last - first < 2)
            continue;
        const auto [cx, cy] = dense_ ? std::pair(std::int32_t(denseX0_ + std::int64_t(k) % denseW_),
                                                 std::int32_t(denseY0_ + std::int64_t(k) / denseW_))
                                     : bucketCell_[k];
        if (last - first > kCrowded) {
            if (!testCrowdedCell(s, first, last, cx, cy))
                return false;
            continue;
        }
        // testRuns() inline: most cells hold two or three members, and the call would
        // cost about as much as their tests.
        for (const Member* a = first; a != last && a->id < to_; ++a) {
            if (a->id < from_)
                continue;
            for (const Member* b = a + 1; b != last; ++b)
                if (std::max(a->cx0, b->cx0) == cx && std::max(a->cy0, b->cy0) == cy &&
                    boxesOverlap(*a, *b)) {
                    testPixels(s, a->id, b->id); // a->id < b->id: members are sorted
                    if (s.found.size() >= s.limit)
                        return false;
                }
        }
    }
    return true;
}

void WorldImpl::setThreads(unsigned threads, std::size_t minCellEntries) noexcept {
    threads_ = threads;
    minCellEntries_ = std::max<std::size_t>(minCellEntries, 1);
}

bool WorldImpl::testWindow() {
    unsigned threads = threads_ != 0 ? threads_ : std::max(1u, std::thread::hardware_concurrency());
    threads = unsigned(std::min<std::size_t>(threads, members_.size() / minCellEntries_));
    threads = std::clamp(threads, 1u, 64u);
    if (searches_.size() < threads)
        searches_.resize(threads);
    // Each search may hold its share of the limit, and at least every pair of one id.
    const std::size_t limit = std::max(heldLimit_ / threads, entries_.size() + 1);
    for (unsigned t = 0; t < threads; ++t) {
        searches_[t].found.clear();
        searches_[t].boxes = 0;
        searches_[t].limit = limit;
    }
    windowBoxes_ = 0;
    bool complete = true;
    if (threads == 1) {
        complete = testCells(searches_[0], 0, std::size_t(bucketCount_)) && testBig(searches_[0]);
        found_.swap(searches_[0].found);
    } else {
        // The buckets split where the members do, each part to one thread; this one takes
        // the first part and the big entries. The parts' pairs are merged and sorted
        // below, so the result does not depend on how they were split.
        std::vector<std::size_t> split(threads + 1, std::size_t(bucketCount_));
        split[0] = 0;
        for (unsigned t = 1; t < threads; ++t) {
            const auto target = std::int32_t(members_.size() * t / threads);
            split[t] = std::size_t(std::lower_bound(bucketStart_.begin(),
                                                    bucketStart_.begin() + bucketCount_, target) -
                                   bucketStart_.begin());
        }
        std::vector<char> done(threads, 0);
        {
            std::vector<std::jthread> workers;
            workers.reserve(threads - 1);
            for (unsigned t = 1; t < threads; ++t)
                workers.emplace_back([this, t, &split, &done] {
                    done[t] = testCells(searches_[t], split[t], split[t + 1]);
                });
            done[0] = testCells(searches_[0], split[0], split[1]) && testBig(searches_[0]);
        } // the workers join here
        found_.clear();
        for (unsigned t = 0; t < threads; ++t) {
            complete = complete && done[t];
            found_.insert(found_.end(), searches_[t].found.begin(), searches_[t].found.end());
        }
    }
    for (unsigned t = 0; t < threads; ++t)
        windowBoxes_ += searches_[t].boxes;
    return complete;
}

WorldImpl::Id WorldImpl::findPairs(Id from) {
    prepare();
    if (!pairsStale_ && from_ == from)
        return to_;
    // Room for every pair of the first id alone, so that a window of one id always fits.
    heldLimit_ = std::max(World::kHeldPairs, 2 * entries_.size());
    if (from == 0)
        boxPairs_ = 0;
    from_ = from;
    to_ = Id(entries_.size());
    while (!testWindow()) {
        // Too many pairs to hold: keep the first ids holding about half of those found.
        const auto mid = found_.begin() + std::ptrdiff_t(found_.size() / 2);
        std::nth_element(found_.begin(), mid, found_.end(),
                         [](const auto& p, const auto& q) { return p.first < q.first; });
        to_ = std::max(mid->first, from_ + 1);
    }
    boxPairs_ += windowBoxes_;

    // Sorted by a counting sort on the first id, then each first id's partners. Where
    // ids have a few partners each, those runs are sorted on their own; where they have
    // many (crowds), a counting sort on the second id first, which the stable one on the
    // first keeps in order, costs less than sorting every run.
    const std::size_t ids = to_ - from_;
    const bool crowded = found_.size() > 4 * ids;
    if (crowded) {
        const std::size_t seconds = entries_.size() - from_; // second > first >= from_
        pairStart_.assign(seconds + 1, 0);
        for (const auto& p : found_)
            ++pairStart_[p.second - from_ + 1];
        for (std::size_t i = 1; i < pairStart_.size(); ++i)
            pairStart_[i] += pairStart_[i - 1];
        pairs_.resize(found_.size());
        for (const auto& p : found_)
            pairs_[pairStart_[p.second - from_]++] = p;
        found_.swap(pairs_);
    }
    pairStart_.assign(ids + 1, 0);
    for (const auto& p : found_)
        ++pairStart_[p.first - from_ + 1];
    for (std::size_t i = 1; i < pairStart_.size(); ++i)
        pairStart_[i] += pairStart_[i - 1];
    pairs_.resize(found_.size());
    for (const auto& p : found_)
        pairs_[pairStart_[p.first - from_]++] = p;
    // pairStart_[a] now ends a's run, which begins where a - 1's ends.
    if (!crowded)
        for (std::size_t a = 0, begin = 0; a < ids; begin = pairStart_[a++])
            if (pairStart_[a] - begin > 1)
                std::sort(pairs_.begin() + std::ptrdiff_t(begin),
                          pairs_.begin() + std::ptrdiff_t(pairStart_[a]));
    pairsStale_ = false;
    return to_;
}

std::vector<std::pair<WorldImpl::Id, WorldImpl::Id>> WorldImpl::collisions() {
    const bool held = findPairs(0) >= entries_.size(); // every pair, in pairs_
    if (held && !anyRemoved_)
        return pairs_; // every generation is 0: ids are slots
    std::vector<std::pair<Id, Id>> all;
    if (held)
        all.reserve(pairs_.size());
    forEachCollision([&all](Id a, Id b) { all.emplace_back(a, b); });
    return all;
}

} // namespace hitmask::detail
