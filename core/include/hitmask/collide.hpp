// SPDX-License-Identifier: MIT
// Per-pixel overlap tests between two masks.
#pragma once

#include <cstddef>
#include <hitmask/mask.hpp>
#include <optional>

namespace hitmask {

// In every function, (dx, dy) is where b's top-left corner lies in a's coordinates.
// Any offset is allowed, far outside included; results are in a's coordinates.

namespace detail {

// Whether b's solid box, moved by (dx, dy), meets a's: the test most pairs of sprites
// in a game fail. Inline, so that it costs no call; in 64 bits, so any offset is safe.
[[nodiscard]] inline bool boxesMeet(const Mask& a, const Mask& b, int dx, int dy) noexcept {
    const Rect boxA = a.bounds();
    const Rect boxB = b.bounds();
    const long long left = static_cast<long long>(boxB.x) + dx;
    const long long top = static_cast<long long>(boxB.y) + dy;
    return !boxA.isEmpty() && !boxB.isEmpty() && left < boxA.right() &&
           left + boxB.width > boxA.x && top < boxA.bottom() && top + boxB.height > boxA.y;
}

// The pixel tests behind the inline box test; any offset is still safe.
[[nodiscard]] bool overlapsPixels(const Mask& a, const Mask& b, int dx, int dy);
[[nodiscard]] std::size_t overlapAreaPixels(const Mask& a, const Mask& b, int dx, int dy);
[[nodiscard]] std::optional<Point> firstContactPixels(const Mask& a, const Mask& b, int dx, int dy);

} // namespace detail

// True when at least one pixel is solid in both masks.
[[nodiscard]] inline bool overlaps(const Mask& a, const Mask& b, int dx, int dy) {
    return detail::boxesMeet(a, b, dx, dy) && detail::overlapsPixels(a, b, dx, dy);
}

// Number of pixels solid in both masks.
[[nodiscard]] inline std::size_t overlapArea(const Mask& a, const Mask& b, int dx, int dy) {
    return detail::boxesMeet(a, b, dx, dy) ? detail::overlapAreaPixels(a, b, dx, dy) : 0;
}

// The topmost, then leftmost pixel solid in both masks.
[[nodiscard]] inline std::optional<Point> firstContact(const Mask& a, const Mask& b, int dx,
                                                       int dy) {
    if (!detail::boxesMeet(a, b, dx, dy))
        return std::nullopt;
    return detail::firstContactPixels(a, b, dx, dy);
}

// An a-sized mask of the pixels solid in both masks.
[[nodiscard]] Mask overlapMask(const Mask& a, const Mask& b, int dx, int dy);

// Tight box of the overlapping pixels; empty when they do not overlap.
[[nodiscard]] Rect overlapBounds(const Mask& a, const Mask& b, int dx, int dy);

} // namespace hitmask
