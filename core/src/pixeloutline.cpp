// SPDX-License-Identifier: MIT
#include <array>
#include <hitmask/outline.hpp>

namespace hitmask {

std::vector<Point> outlinePixels(const Mask& mask, int every) {
    std::vector<Point> out;
    const Rect box = mask.bounds();
    if (box.isEmpty())
        return out;
    // The first solid pixel in raster order: the leftmost of the box's top row.
    Point first{box.x, box.y};
    while (!mask.test(first.x, first.y))
        ++first.x;
    out.push_back(first);

    // The eight neighbours clockwise on a y-down screen from the right, listed twice
    // over so a search may start anywhere and run on without wrapping.
    static constexpr std::array<Point, 14> kStep = {{{1, 0},
                                                     {1, 1},
                                                     {0, 1},
                                                     {-1, 1},
                                                     {-1, 0},
                                                     {-1, -1},
                                                     {0, -1},
                                                     {1, -1},
                                                     {1, 0},
                                                     {1, 1},
                                                     {0, 1},
                                                     {-1, 1},
                                                     {-1, 0},
                                                     {-1, -1}}};
    const auto solidAt = [&](Point p, std::size_t n) {
        return mask.test(p.x + kStep[n].x, p.y + kStep[n].y);
    };
    const auto step = [&](Point p, std::size_t n) {
        return Point{p.x + kStep[n].x, p.y + kStep[n].y};
    };

    long long untilListed = every; // counts down; a pixel is listed when it reaches 0
    std::size_t n = 0;
    while (n < 8 && !solidAt(first, n))
        ++n;
    if (n == 8)
        return out; // a lone pixel
    const Point second = step(first, n);
    if (--untilListed == 0) {
        untilListed = every;
        out.push_back(second);
    }

    // Each pixel was entered from direction n + 4; the search starts at n + 6 (n - 2), so
    // the way back, n + 4 at the latest, is always found within the table.
    // The walk is a cycle through (pixel, direction) states, so it ends within 8 steps
    // per pixel; the bound only guards against a mistake turning into a hang.
    Point current = second;
    for (std::size_t steps = 8 * mask.count() + 8; steps > 0; --steps) {
        n = (n + 6) & 7;
        while (!solidAt(current, n))
            ++n;
        const Point next = step(current, n);
        const bool done = current == first && next == second;
        if (--untilListed == 0) {
            untilListed = every;
            if (!done)
                out.push_back(next);
        }
        if (done)
            break;
        current = next;
    }
    return out;
}

} // namespace hitmask
