// SPDX-License-Identifier: MIT
// The pieces of the queries section's oracles: which entries a query sees, and the walk
// of a segment from its definition.
#pragma once

#include "script.hpp"

#include <optional>
#include <utility>

namespace conformance {

struct QueryFilter {
    std::uint32_t layers = 0xFFFFFFFFu;
    bool hasExclude = false;
    std::uint32_t exclude = 0;
    // A query sees live entries on one of its layers (their collides_with plays no part),
    // but not the one it leaves out.
    [[nodiscard]] bool sees(const ModelEntry& e) const {
        return e.live && (layers & e.layers) != 0 && !(hasExclude && e.id == exclude);
    }
};

class SegmentWalk {
public:
    SegmentWalk(std::int64_t fromX, std::int64_t fromY, std::int64_t toX, std::int64_t toY);
    [[nodiscard]] std::int64_t steps() const { return n_; } // the last step's index
    [[nodiscard]] bool xLong() const { return xLong_; }
    // Step i's pixel.
    [[nodiscard]] std::pair<std::int64_t, std::int64_t> at(std::int64_t i) const;
    // The steps (first, last; empty when first > last) whose coordinate on the longer axis
    // lies in [lo, hi): only those can meet a box spanning [lo, hi) on that axis.
    [[nodiscard]] std::pair<std::int64_t, std::int64_t> stepsAlong(std::int64_t lo,
                                                                   std::int64_t hi) const;

private:
    bool xLong_;
    std::int64_t fromLong_, fromShort_, dLong_, dShort_, n_;
};

struct SegmentFind {
    std::uint32_t id;
    std::int64_t x, y, step;
};
std::optional<SegmentFind> plainSegment(const ScriptWorld& world, std::int64_t fromX,
                                        std::int64_t fromY, std::int64_t toX, std::int64_t toY,
                                        const QueryFilter& filter);

} // namespace conformance
