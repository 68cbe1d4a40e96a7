// SPDX-License-Identifier: MIT
// The cosine and sine of a clockwise turn, exact at quarter turns, shared by everything
// that rotates (masks, sprites' pixels, collider shapes) so they turn alike.
#pragma once

#include <cmath>

namespace hitmask {

struct Turn {
    double cos;
    double sin;
};

// Exact values for quarter turns, so that 90, 180 and 270 degrees lose no pixel. The
// angle must be finite.
inline Turn turnFor(double degrees) {
    double d = std::fmod(degrees, 360.0);
    if (d < 0)
        d += 360.0;
    if (d == 0)
        return {1, 0};
    if (d == 90)
        return {0, 1};
    if (d == 180)
        return {-1, 0};
    if (d == 270)
        return {0, -1};
    const double r = d * 3.14159265358979323846 / 180.0;
    return {std::cos(r), std::sin(r)};
}

} // namespace hitmask
