// SPDX-License-Identifier: MIT
// Whether two closed segments share a point, for integer outline points (exact in 64 bits)
// and for the doubles of hand-drawn polygons alike.
#pragma once

#include <algorithm>
#include <type_traits>

namespace hitmask::detail {

// Twice the signed area of a, b, c: its sign says on which side of a-b c lies. Integer
// points are widened first, so pixel coordinates never overflow.
template <typename P> auto orientation(P a, P b, P c) {
    using T = std::conditional_t<std::is_integral_v<decltype(a.x)>, long long, double>;
    return T(b.x - a.x) * T(c.y - a.y) - T(b.y - a.y) * T(c.x - a.x);
}

template <typename T> int signOf(T v) {
    return (v > 0) - (v < 0);
}

// c lies within the bounding box of a-b (used once c is known to be collinear with them).
template <typename P> bool withinBox(P a, P b, P c) {
    return std::min(a.x, b.x) <= c.x && c.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= c.y &&
           c.y <= std::max(a.y, b.y);
}

// Whether the closed segments a-b and c-d share a point: a proper crossing, or an end of
// one lying on the other.
template <typename P> bool segmentsMeet(P a, P b, P c, P d) {
    const int o1 = signOf(orientation(a, b, c)), o2 = signOf(orientation(a, b, d));
    const int o3 = signOf(orientation(c, d, a)), o4 = signOf(orientation(c, d, b));
    if (o1 * o2 < 0 && o3 * o4 < 0)
        return true;
    return (o1 == 0 && withinBox(a, b, c)) || (o2 == 0 && withinBox(a, b, d)) ||
           (o3 == 0 && withinBox(c, d, a)) || (o4 == 0 && withinBox(c, d, b));
}

} // namespace hitmask::detail
