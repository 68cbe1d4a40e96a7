// SPDX-License-Identifier: MIT
// Integer points and rectangles shared by masks and collision results.
#pragma once

#include <algorithm>

namespace hitmask {

struct Point {
    int x = 0;
    int y = 0;

    friend bool operator==(const Point&, const Point&) = default;
};

// A half-open box: covers x <= px < x + width, y <= py < y + height. right() and
// bottom() are for boxes whose ends fit in int; contains() and intersected() take any
// box, however far out (their sums are taken in 64 bits).
struct Rect {
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;

    [[nodiscard]] constexpr bool isEmpty() const noexcept { return width <= 0 || height <= 0; }
    [[nodiscard]] constexpr int right() const noexcept { return x + width; }
    [[nodiscard]] constexpr int bottom() const noexcept { return y + height; }
    [[nodiscard]] constexpr bool contains(Point p) const noexcept {
        return p.x >= x && p.y >= y && p.x < static_cast<long long>(x) + width &&
               p.y < static_cast<long long>(y) + height;
    }
    // Empty when the boxes do not meet. A box that does lies inside both, so its sizes
    // fit in int.
    [[nodiscard]] constexpr Rect intersected(const Rect& o) const noexcept {
        const long long left = std::max<long long>(x, o.x);
        const long long top = std::max<long long>(y, o.y);
        const long long r =
            std::min(static_cast<long long>(x) + width, static_cast<long long>(o.x) + o.width);
        const long long b =
            std::min(static_cast<long long>(y) + height, static_cast<long long>(o.y) + o.height);
        if (r <= left || b <= top)
            return {};
        return {static_cast<int>(left), static_cast<int>(top), static_cast<int>(r - left),
                static_cast<int>(b - top)};
    }

    friend bool operator==(const Rect&, const Rect&) = default;
};

} // namespace hitmask
