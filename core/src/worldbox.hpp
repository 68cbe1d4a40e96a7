// SPDX-License-Identifier: MIT
// The box test World's grid and pair finding share: solid boxes as half-open ranges.
#pragma once

namespace hitmask::detail {

template <class A, class B> bool boxesOverlap(const A& a, const B& b) {
    return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

} // namespace hitmask::detail
