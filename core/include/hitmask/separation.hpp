// SPDX-License-Identifier: MIT
// How far to push one mask so that it stops overlapping another.
#pragma once

#include <hitmask/mask.hpp>

namespace hitmask {

// The fewest whole pixels b must move in each direction, on its own, to stop
// overlapping a; all 0 when they do not overlap. The smallest of the four is the push
// a platformer's collision response wants.
struct Separation {
    int left = 0;
    int right = 0;
    int up = 0;
    int down = 0;

    [[nodiscard]] bool isZero() const noexcept {
        return left == 0 && right == 0 && up == 0 && down == 0;
    }
    friend bool operator==(const Separation&, const Separation&) = default;
};

// Computed from the solid runs of the rows (and, for up and down, of the columns) the two
// masks share, not by trying one offset after another. (dx, dy) is b's position in a.
[[nodiscard]] Separation separation(const Mask& a, const Mask& b, int dx, int dy);

} // namespace hitmask
