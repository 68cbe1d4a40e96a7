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

// A half-open box: covers x <= px < x + width, y <= py < y + height.
struct Rect {
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;

    [[nodiscard]] constexpr bool isEmpty() const noexcept { return width <= 0 || height <= 0; }
    [[nodiscard]] constexpr int right() const noexcept { return x + width; }
    [[nodiscard]] constexpr int bottom() const noexcept { return y + height; }
    [[nodiscard]] constexpr bool contains(Point p) const noexcept {
        return p.x >= x && p.y >= y && p.x < right() && p.y < bottom();
    }
    [[nodiscard]] constexpr Rect intersected(const Rect& o) const noexcept {
        const int left = std::max(x, o.x);
        const int top = std::max(y, o.y);
        const int r = std::min(right(), o.right());
        const int b = std::min(bottom(), o.bottom());
        if (r <= left || b <= top)
            return {};
        return {left, top, r - left, b - top};
    }

    friend bool operator==(const Rect&, const Rect&) = default;
};

} // namespace hitmask
