// SPDX-License-Identifier: MIT
// What World's grid, pair finding and queries share: solid boxes as half-open ranges.
#pragma once

#include <cstdint>

namespace hitmask::detail {

template <class A, class B> bool boxesOverlap(const A& a, const B& b) {
    return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

// An entry covering more cells than this is kept out of the grid and tested against
// every other entry instead: one huge background mask would otherwise cost thousands
// of cell visits per frame, where a list scan costs one box test per entry.
constexpr std::int64_t kMaxCells = 256;

inline std::int64_t floorDiv(std::int64_t v, std::int64_t d) {
    return v >= 0 ? v / d : -((-v + d - 1) / d);
}

} // namespace hitmask::detail
