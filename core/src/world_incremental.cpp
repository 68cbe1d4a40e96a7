// SPDX-License-Identifier: MIT
// World's kept answer: the pairs of the entries changed since the last question, found
// anew against the base grid and the overlay, replace theirs in the answer kept.
#include "worldbox.hpp"
#include "worldimpl.hpp"

#include <algorithm>
#include <cassert>
#include <cstdint>

namespace hitmask::detail {

bool WorldImpl::answer() {
    assert(changedMask() == World::kNoId &&
           "World: a mask changed, moved or was destroyed behind the world's back (call "
           "setMask() after editing it; borrowed masks must outlive their entry)");
    if (keptValid_ && changed_.empty())
        return true; // nothing to search: lastBoxPairs() stays the last search's
    heldLimit_ = std::max(World::kHeldPairs, 2 * entries_.size());
    if (keptValid_)
        prepare(); // a fold here, past the overlay's limit, leaves no answer kept
    const bool updated = keptValid_ && updateKept();
    keptValid_ = updated; // else found from scratch, over a grid holding every entry
    if (!updated && (!baseBuilt_ || boxesStale_ || !overlay_.empty()))
        fold();
    for (const std::uint32_t s : changed_)
        changedFlag_[s] = 0;
    changed_.clear();
    if (updated)
        return true;
    if (findPairs(0) < entries_.size())
        return false; // too many pairs to keep: a window at a time
    kept_.swap(pairs_);
    pairsStale_ = true;
    keptValid_ = true;
    return true;
}

bool WorldImpl::updateKept() {
    if (searches_.empty())
        searches_.resize(1);
    PairSearch& s = searches_[0];
    s.reset(heldLimit_);
    for (const std::uint32_t c : changed_)
        if (boxes_[c].kind != Kind::None && !baseNear(s, c))
            return false;
    if (!overlayPairs(s))
        return false;
    // Each new pair was found once: with the base from its changed entry, within the
    // overlay from its first one.
    if (!std::is_sorted(s.found.begin(), s.found.end()))
        std::sort(s.found.begin(), s.found.end());
    // One pass: the kept pairs of unchanged entries merged with the new ones, in pairs_
    // (held within the limit counting the kept pairs about to go as well).
    if (kept_.size() + s.found.size() > heldLimit_)
        return false;
    pairs_.resize(kept_.size() + s.found.size());
    const auto key = [](const std::pair<Id, Id>& p) {
        return std::uint64_t(p.first) << 32 | p.second;
    };
    auto out = pairs_.begin();
    auto next = s.found.begin();
    const auto end = s.found.end();
    for (const auto& p : kept_) {
        if (changedFlag_[p.first] | changedFlag_[p.second])
            continue;
        const std::uint64_t k = key(p);
        for (; next != end && key(*next) < k; ++next)
            *out++ = *next;
        *out++ = p;
    }
    out = std::copy(next, end, out);
    pairs_.resize(std::size_t(out - pairs_.begin()));
    kept_.swap(pairs_);
    pairsStale_ = true;
    boxPairs_ = s.boxes;
    return true;
}

bool WorldImpl::baseNear(PairSearch& s, std::uint32_t c) {
    const Box& C = boxes_[c];
    const auto test = [&](std::uint32_t b) {
        if (outOfBase_[b]) // its copy in the base is stale; the overlay has it
            return true;
        testPixels(s, std::min(c, b), std::max(c, b));
        return s.found.size() < s.limit;
    };
    if (!gridNear(C, test))
        return false;
    // big_ is sorted by left edge, which the entries still in the base keep.
    for (const std::uint32_t b : big_) {
        if (outOfBase_[b])
            continue;
        if (boxes_[b].x0 >= C.x1)
            break;
        if (boxesOverlap(C, boxes_[b]) && !test(b))
            return false;
    }
    return true;
}

bool WorldImpl::overlayPairs(PairSearch& s) {
    sweep_.clear();
    for (const std::uint32_t o : overlay_)
        if (boxes_[o].kind != Kind::None)
            sweep_.emplace_back(boxes_[o].x0, o);
    std::sort(sweep_.begin(), sweep_.end());
    for (std::size_t i = 0; i < sweep_.size(); ++i) {
        const std::uint32_t a = sweep_[i].second;
        const Box& A = boxes_[a];
        const bool changedA = changedFlag_[a] != 0;
        for (std::size_t j = i + 1; j < sweep_.size() && sweep_[j].first < A.x1; ++j) {
            const std::uint32_t b = sweep_[j].second;
            // Pairs of two entries unchanged since the last answer are kept in it.
            if ((changedA || changedFlag_[b]) && boxesOverlap(A, boxes_[b])) {
                testPixels(s, std::min(a, b), std::max(a, b));
                if (s.found.size() >= s.limit)
                    return false;
            }
        }
    }
    return true;
}

} // namespace hitmask::detail
