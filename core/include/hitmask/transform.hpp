// SPDX-License-Identifier: MIT
// New masks from old: flips, whole-number scaling, rotation, transposition.
#pragma once

#include <hitmask/mask.hpp>

namespace hitmask {

// The most pixels scaled() and rotated() produce (a 65536 x 65536 mask, 512 MB of bits).
// A result that would be larger, or have a side longer than INT_MAX, is refused: the
// functions return an empty 0 x 0 mask (rotatedBounds() an empty box) rather than
// overflow or try to allocate it.
inline constexpr long long kMaxTransformedPixels = 1LL << 32;

[[nodiscard]] Mask flippedHorizontally(const Mask& mask);
[[nodiscard]] Mask flippedVertically(const Mask& mask);
// Every pixel becomes a factor x factor block; factor < 1 counts as 1. Refused (0 x 0)
// past kMaxTransformedPixels, so any int factor is safe.
[[nodiscard]] Mask scaled(const Mask& mask, int factor);
// pygame's Mask.scale((width, height)): resized to any size, nearest neighbour: output
// pixel (x, y) shows source pixel (floor(x W / width), floor(y H / height)) for a W x H
// source. Negative sizes count as 0, and a zero side gives a 0 x 0 mask (a Mask has no
// w x 0 shape; pygame keeps the nonzero side). Refused (0 x 0) past kMaxTransformedPixels. Linear
// in the output's size.
[[nodiscard]] Mask scaledTo(const Mask& mask, int width, int height);
// Rows become columns: pixel (x, y) moves to (y, x).
[[nodiscard]] Mask transposed(const Mask& mask);

// Rotated clockwise (on a y-down screen) about the mask's centre by any angle, sampled
// nearest-neighbour as a game pre-rotating a sprite would. The result is the smallest
// box holding the rotated image, centred on the same point: its centre lies at
// (width / 2, height / 2) of the result. Multiples of 90 degrees are exact. Any finite
// angle is taken modulo 360; a NaN or infinite angle is refused, as is a result past
// kMaxTransformedPixels: both give an empty 0 x 0 mask.
[[nodiscard]] Mask rotated(const Mask& mask, double degrees);

// Size of rotated(mask, degrees) for a width x height mask (negative sides count as 0):
// an empty box where rotated() refuses.
[[nodiscard]] Rect rotatedBounds(int width, int height, double degrees);

// The sampling behind rotated(), for rotating anything else (a sprite's pixels) the same
// way: which source pixel each pixel of the rotated box shows.
class Rotation {
public:
    Rotation(int width, int height, double degrees);

    [[nodiscard]] Rect bounds() const noexcept { return bounds_; }
    // May lie outside the source, where the rotated box shows nothing; coordinates past
    // the range of int are clamped to it.
    [[nodiscard]] Point source(int x, int y) const noexcept;

private:
    Rect bounds_;
    double cos_;
    double sin_;
    double centreX_;
    double centreY_;
};

} // namespace hitmask
