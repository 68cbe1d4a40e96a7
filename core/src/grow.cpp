// SPDX-License-Identifier: MIT
// Growing and shrinking by a square brush: one pass along the rows, one down the
// columns, each keeping the distance to the nearest solid (or empty) pixel.
#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <hitmask/outline.hpp>
#include <hitmask/transform.hpp>

namespace hitmask {

namespace {

// For a line of `count` bytes `stride` apart: with grow, set every byte within `reach`
// of a set byte; else clear every byte within `reach` of a clear one or of either end.
void sweepLine(std::uint8_t* line, int count, std::ptrdiff_t stride, int reach, bool grow,
               std::vector<int>& distance) {
    const std::uint8_t target = grow ? 1 : 0;
    // Distance to the nearest target byte on each side, capped at reach + 1. Just past
    // either end counts as empty: a target when shrinking.
    const int beyond = grow ? reach + 1 : 0;
    int last = beyond;
    for (int i = 0; i < count; ++i) {
        last = line[i * stride] == target ? 0 : std::min(last + 1, reach + 1);
        distance[i] = last;
    }
    last = beyond;
    for (int i = count - 1; i >= 0; --i) {
        last = line[i * stride] == target ? 0 : std::min(last + 1, reach + 1);
        distance[i] = std::min(distance[i], last);
    }
    for (int i = 0; i < count; ++i)
        line[i * stride] = distance[i] <= reach ? target : std::uint8_t(1 - target);
}

} // namespace

Mask grownMask(const Mask& mask, int n) {
    if (n == 0 || mask.width() == 0)
        return mask;
    // In 64 bits: -n and the grown sides may not fit in int.
    const long long margin = n > 0 ? n : 0;
    const long long wide = mask.width() + 2 * margin;
    const long long tall = mask.height() + 2 * margin;
    if (wide > INT_MAX || tall > INT_MAX || wide * tall > kMaxTransformedPixels)
        return {};
    // Past the longer side a brush reaches every pixel it ever will.
    const int reach = static_cast<int>(
        std::min<long long>(n > 0 ? n : -static_cast<long long>(n), std::max(wide, tall) + 1));
    const int width = static_cast<int>(wide);
    const int height = static_cast<int>(tall);
    std::vector<std::uint8_t> pixels(std::size_t(width) * height, 0);
    for (int y = 0; y < mask.height(); ++y)
        for (int x = 0; x < mask.width(); ++x)
            pixels[std::size_t(y + margin) * width + std::size_t(x + margin)] = mask.test(x, y);
    std::vector<int> distance(std::max(width, height));
    for (int y = 0; y < height; ++y)
        sweepLine(&pixels[std::size_t(y) * width], width, 1, reach, n > 0, distance);
    for (int x = 0; x < width; ++x)
        sweepLine(&pixels[x], height, width, reach, n > 0, distance);

    Mask result(width, height);
    for (int y = 0; y < height; ++y) {
        std::uint64_t* row = result.mutableRow(y);
        for (int x = 0; x < width; ++x)
            row[x >> 6] |= std::uint64_t{pixels[std::size_t(y) * width + x]} << (x & 63);
    }
    result.finishRows();
    return result;
}

} // namespace hitmask
