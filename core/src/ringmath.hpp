// SPDX-License-Identifier: MIT
// Small geometry of rings shared by the collider sources: the turn of three points and
// twice a ring's signed area, both positive for clockwise on screen (y down).
#pragma once

#include <hitmask/outline.hpp>
#include <vector>

namespace hitmask::rings {

using Ring = std::vector<PointF>;

inline double cross(PointF o, PointF a, PointF b) {
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

// Twice the signed area, positive for clockwise on screen (y down).
inline double signedArea2(const Ring& ring) {
    double sum = 0;
    for (std::size_t i = 0; i < ring.size(); ++i) {
        const PointF a = ring[i], b = ring[(i + 1) % ring.size()];
        sum += a.x * b.y - b.x * a.y;
    }
    return sum;
}

} // namespace hitmask::rings
