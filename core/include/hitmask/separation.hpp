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

// A mask made ready for separation(): a copy of it and its transpose, so that up and
// down are asked of the columns as rows. Build one per mask and pose (the transpose is
// one pass over the mask) and reuse it for every offset, as an interactive preview or a
// game's collision response does.
class SeparationMask {
public:
    SeparationMask() = default;
    explicit SeparationMask(Mask mask);

    [[nodiscard]] const Mask& mask() const noexcept { return rows_; }

private:
    friend Separation separation(const SeparationMask& a, const SeparationMask& b, int dx, int dy);

    Mask rows_;
    Mask columns_; // transposed(rows_)
};

// (dx, dy) is b's position in a; any int offset is allowed. Computed from the solid runs
// of the rows the two masks share (for up and down, of the columns), not by trying one
// offset after another. The cost grows with the runs and with the pushes found, never
// with the product of the two masks' runs: two 512 x 512 checkerboards take
// microseconds and no memory beyond a few rows.
[[nodiscard]] Separation separation(const SeparationMask& a, const SeparationMask& b, int dx,
                                    int dy);

// The same for a one-off question; transposes both masks on every call.
[[nodiscard]] Separation separation(const Mask& a, const Mask& b, int dx, int dy);

} // namespace hitmask
