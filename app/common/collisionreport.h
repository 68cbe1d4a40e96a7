// SPDX-License-Identifier: MIT
// Everything Hitmask tells about two masks at an offset: whether and where they overlap
// and how far to push them apart. `hitmask-cli collide` prints it, the preview shows it.
#pragma once

#include <cstddef>
#include <hitmask/mask.hpp>
#include <hitmask/separation.hpp>
#include <optional>

namespace hitmask {

struct CollisionReport {
    bool collides = false;
    std::size_t area = 0;              // overlapping pixels
    Rect overlapRect;                  // their tight box, in A's pixels
    std::optional<Point> firstContact; // topmost, then leftmost, in A's pixels
    Separation push;                   // fewest pixels B must move each way; 0 when apart
    bool boxesTouch = false;           // the image boxes overlap
    bool solidBoxesTouch = false;      // the tight solid boxes overlap
    Point offset;                      // B's top-left in A's pixels
};

// B's top-left lies at (dx, dy) in A's pixels. With `overlap`, also the overlapping
// pixels themselves (in A's pixels), computed once for both. The SeparationMasks are
// built once per mask and pose, for a preview that asks at every mouse move.
[[nodiscard]] CollisionReport measureCollision(const SeparationMask& a, const SeparationMask& b,
                                               int dx, int dy, Mask* overlap = nullptr);
// The same for a one-off question.
[[nodiscard]] CollisionReport measureCollision(const Mask& a, const Mask& b, int dx, int dy);

} // namespace hitmask
