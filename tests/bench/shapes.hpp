// SPDX-License-Identifier: MIT
// The shapes the benchmark collides, as bit masks and as plain byte grids.
#pragma once

#include <cstdint>
#include <hitmask/mask.hpp>
#include <vector>

namespace hitmask::bench {

struct Shape {
    Mask mask;
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> bytes; // one byte per pixel, the baseline's layout
};

// Pixels whose centre lies within [inner, outer) of the image centre.
inline Shape annulus(int size, double outer, double inner) {
    Shape s{Mask(size, size), size, size, std::vector<std::uint8_t>(std::size_t(size) * size)};
    const double c = size / 2.0;
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const double ddx = x + 0.5 - c, ddy = y + 0.5 - c;
            const double d2 = ddx * ddx + ddy * ddy;
            if (d2 < outer * outer && d2 >= inner * inner) {
                s.mask.set(x, y, true);
                s.bytes[std::size_t(y) * size + x] = 1;
            }
        }
    return s;
}

inline Shape disc(int size) {
    return annulus(size, size / 2.0, 0);
}
// Ring of outer diameter `size` whose hole is 70% of it across.
inline Shape ring(int size) {
    return annulus(size, size / 2.0, size * 0.35);
}

// Every other pixel solid, like dithered art: (x + y) even.
inline Shape checkerboard(int size) {
    Shape s{Mask(size, size), size, size, std::vector<std::uint8_t>(std::size_t(size) * size)};
    for (int y = 0; y < size; ++y)
        for (int x = (y & 1); x < size; x += 2) {
            s.mask.set(x, y, true);
            s.bytes[std::size_t(y) * size + x] = 1;
        }
    return s;
}

// Each pixel solid with probability one half, like noisy particles or grass.
inline Shape noise(int size, unsigned seed) {
    Shape s{Mask(size, size), size, size, std::vector<std::uint8_t>(std::size_t(size) * size)};
    std::uint32_t state = seed * 2654435761U + 1;
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            state = state * 1664525U + 1013904223U; // any cheap generator will do
            if (state >> 31) {
                s.mask.set(x, y, true);
                s.bytes[std::size_t(y) * size + x] = 1;
            }
        }
    return s;
}

// The plain loops a hand-written collision routine would use: every pixel of the
// overlap of the two images, one byte each.
inline bool baselineOverlaps(const Shape& a, const Shape& b, int dx, int dy) {
    const int x0 = std::max(0, dx), x1 = std::min(a.width, dx + b.width);
    const int y0 = std::max(0, dy), y1 = std::min(a.height, dy + b.height);
    for (int y = y0; y < y1; ++y)
        for (int x = x0; x < x1; ++x)
            if (a.bytes[std::size_t(y) * a.width + x] &&
                b.bytes[std::size_t(y - dy) * b.width + (x - dx)])
                return true;
    return false;
}

inline std::size_t baselineArea(const Shape& a, const Shape& b, int dx, int dy) {
    std::size_t area = 0;
    const int x0 = std::max(0, dx), x1 = std::min(a.width, dx + b.width);
    const int y0 = std::max(0, dy), y1 = std::min(a.height, dy + b.height);
    for (int y = y0; y < y1; ++y)
        for (int x = x0; x < x1; ++x)
            area += a.bytes[std::size_t(y) * a.width + x] &
                    b.bytes[std::size_t(y - dy) * b.width + (x - dx)];
    return area;
}

} // namespace hitmask::bench
