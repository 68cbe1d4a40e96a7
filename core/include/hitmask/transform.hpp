// SPDX-License-Identifier: MIT
// New masks from old: flips, whole-number scaling, rotation, transposition.
#pragma once

#include <hitmask/mask.hpp>

namespace hitmask {

[[nodiscard]] Mask flippedHorizontally(const Mask& mask);
[[nodiscard]] Mask flippedVertically(const Mask& mask);
// Every pixel becomes a factor x factor block; factor < 1 counts as 1.
[[nodiscard]] Mask scaled(const Mask& mask, int factor);
// Rows become columns: pixel (x, y) moves to (y, x).
[[nodiscard]] Mask transposed(const Mask& mask);

// Rotated clockwise (on a y-down screen) about the mask's centre by any angle, sampled
// nearest-neighbour as a game pre-rotating a sprite would. The result is the smallest
// box holding the rotated image, centred on the same point: its centre lies at
// (width / 2, height / 2) of the result. Multiples of 90 degrees are exact.
[[nodiscard]] Mask rotated(const Mask& mask, double degrees);

// Size of rotated(mask, degrees) for a width x height mask.
[[nodiscard]] Rect rotatedBounds(int width, int height, double degrees);

// The sampling behind rotated(), for rotating anything else (a sprite's pixels) the same
// way: which source pixel each pixel of the rotated box shows.
class Rotation {
public:
    Rotation(int width, int height, double degrees);

    [[nodiscard]] Rect bounds() const noexcept { return bounds_; }
    // May lie outside the source, where the rotated box shows nothing.
    [[nodiscard]] Point source(int x, int y) const noexcept;

private:
    Rect bounds_;
    double cos_;
    double sin_;
    double centreX_;
    double centreY_;
};

} // namespace hitmask
