// SPDX-License-Identifier: MIT
// The segment query's oracle, from its definition: step i of n = max(|dx|, |dy|) lies i
// pixels along the longer axis (x when they tie) and round(i * d / n) along the shorter,
// halves away from `from`; the first step on a solid pixel wins, and there the lowest slot.
#include "queries.hpp"

#include <algorithm>

namespace conformance {

namespace {

__extension__ typedef __int128 Wide; // i * d reaches 2^64 for segments across the whole int range

std::int64_t sign(std::int64_t v) {
    return v < 0 ? -1 : v > 0 ? 1 : 0;
}

} // namespace

SegmentWalk::SegmentWalk(std::int64_t fromX, std::int64_t fromY, std::int64_t toX, std::int64_t toY)
    : xLong_(std::abs(toX - fromX) >= std::abs(toY - fromY))
    , fromLong_(xLong_ ? fromX : fromY)
    , fromShort_(xLong_ ? fromY : fromX)
    , dLong_(xLong_ ? toX - fromX : toY - fromY)
    , dShort_(xLong_ ? toY - fromY : toX - fromX)
    , n_(std::abs(dLong_)) {}

std::pair<std::int64_t, std::int64_t> SegmentWalk::at(std::int64_t i) const {
    std::int64_t across = 0;
    if (n_ > 0) // floor((2 i |d| + n) / 2n): the nearest whole offset, halves away from `from`
        across = static_cast<std::int64_t>((2 * Wide{i} * std::abs(dShort_) + n_) / (2 * Wide{n_}));
    const std::int64_t along = fromLong_ + sign(dLong_) * i;
    const std::int64_t shortAxis = fromShort_ + sign(dShort_) * across;
    return xLong_ ? std::pair{along, shortAxis} : std::pair{shortAxis, along};
}

std::pair<std::int64_t, std::int64_t> SegmentWalk::stepsAlong(std::int64_t lo,
                                                              std::int64_t hi) const {
    std::int64_t first = 0, last = 0;
    if (dLong_ >= 0) {
        first = lo - fromLong_;
        last = hi - 1 - fromLong_;
    } else {
        first = fromLong_ - (hi - 1);
        last = fromLong_ - lo;
    }
    return {std::max<std::int64_t>(first, 0), std::min(last, n_)};
}

std::optional<SegmentFind> plainSegment(const ScriptWorld& world, std::int64_t fromX,
                                        std::int64_t fromY, std::int64_t toX, std::int64_t toY,
                                        const QueryFilter& filter) {
    const SegmentWalk walk(fromX, fromY, toX, toY);
    std::vector<const ModelEntry*> seen; // in slot order
    for (const ModelEntry& e : world.slots())
        if (filter.sees(e))
            seen.push_back(&e);
    // The steps to look at: all of a short segment; of a long one, those whose pixel lies
    // along the longer axis within some entry's solid box.
    std::vector<std::pair<std::int64_t, std::int64_t>> ranges;
    if (walk.steps() <= 200'000) {
        ranges.emplace_back(0, walk.steps());
    } else {
        for (const ModelEntry* e : seen) {
            const Box box = solidBox(world.picture(*e));
            if (box.empty())
                continue;
            const bool x = walk.xLong();
            const std::int64_t lo = x ? e->left() + box.x0 : e->top() + box.y0;
            const std::int64_t hi = x ? e->left() + box.x1 : e->top() + box.y1;
            const auto range = walk.stepsAlong(lo, hi);
            if (range.first <= range.second)
                ranges.push_back(range);
        }
        std::sort(ranges.begin(), ranges.end());
    }
    std::int64_t done = -1; // the steps up to here were looked at
    for (const auto& [first, last] : ranges)
        for (std::int64_t i = std::max(first, done + 1); i <= last; ++i) {
            done = i;
            const auto [x, y] = walk.at(i);
            for (const ModelEntry* e : seen)
                if (world.solidAt(*e, x, y))
                    return SegmentFind{e->id, x, y, i};
        }
    return std::nullopt;
}

} // namespace conformance
