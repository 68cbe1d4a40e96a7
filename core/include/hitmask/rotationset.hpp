// SPDX-License-Identifier: MIT
// Rotation sets: a sprite pre-rotated N times, each rotation its own frame with a pivot.
#pragma once

#include <cstdint>
#include <hitmask/geometry.hpp>
#include <span>
#include <vector>

namespace hitmask {

// Largest N a rotation set may have: one frame per whole degree.
inline constexpr int kMaxRotations = 360;

// Degrees clockwise of rotation k in a set of n: k * 360 / n.
[[nodiscard]] double rotationDegrees(int k, int n) noexcept;

// Pixels of any 32-bit format rotated like rotated() does a mask: clockwise about the
// centre, nearest neighbour, into the smallest box that holds the rotated image (0 where
// no source pixel lands). `origin` is where the source's centre (width / 2, height / 2)
// lands, rounded down: the pivot a game places the frame by.
struct RotatedPixels {
    int width = 0;
    int height = 0;
    Point origin;
    std::vector<std::uint32_t> pixels; // row-major, width * height
};
// `pixels` holds width * height values, row-major; an empty result for a size < 1 or a
// buffer too small.
[[nodiscard]] RotatedPixels rotatePixels(std::span<const std::uint32_t> pixels, int width,
                                         int height, double degrees);

} // namespace hitmask
