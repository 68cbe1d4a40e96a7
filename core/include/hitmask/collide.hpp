// SPDX-License-Identifier: MIT
// Per-pixel overlap tests between two masks.
#pragma once

#include <cstddef>
#include <hitmask/mask.hpp>
#include <optional>

namespace hitmask {

// In every function, (dx, dy) is where b's top-left corner lies in a's coordinates.
// Any offset is allowed, far outside included; results are in a's coordinates.

// True when at least one pixel is solid in both masks.
[[nodiscard]] bool overlaps(const Mask& a, const Mask& b, int dx, int dy);

// Number of pixels solid in both masks.
[[nodiscard]] std::size_t overlapArea(const Mask& a, const Mask& b, int dx, int dy);

// The topmost, then leftmost pixel solid in both masks.
[[nodiscard]] std::optional<Point> firstContact(const Mask& a, const Mask& b, int dx, int dy);

// An a-sized mask of the pixels solid in both masks.
[[nodiscard]] Mask overlapMask(const Mask& a, const Mask& b, int dx, int dy);

// Tight box of the overlapping pixels; empty when they do not overlap.
[[nodiscard]] Rect overlapBounds(const Mask& a, const Mask& b, int dx, int dy);

} // namespace hitmask
