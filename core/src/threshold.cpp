// SPDX-License-Identifier: MIT
#include <hitmask/threshold.hpp>

namespace hitmask {

namespace {

bool near(int a, int b, int threshold) noexcept {
    return (a > b ? a - b : b - a) < threshold;
}

// Solid where nearPixel(x, row) says so, written a word at a time.
template <typename NearPixel> Mask build(int width, int height, NearPixel nearPixel) {
    Mask mask(width, height);
    for (int y = 0; y < mask.height(); ++y) {
        std::uint64_t* row = mask.mutableRow(y);
        for (int x = 0; x < mask.width(); ++x)
            if (nearPixel(x, y))
                row[x / 64] |= std::uint64_t{1} << (x % 64);
    }
    mask.finishRows();
    return mask;
}

} // namespace

Mask fromThreshold(const std::uint8_t* pixels, int width, int height, std::ptrdiff_t strideBytes,
                   Rgb color, ChannelThreshold threshold) {
    return build(width, height, [&](int x, int y) {
        const std::uint8_t* p = pixels + y * strideBytes + std::ptrdiff_t{4} * x;
        return near(p[0], color.red, threshold.red) && near(p[1], color.green, threshold.green) &&
               near(p[2], color.blue, threshold.blue);
    });
}

Mask fromThreshold(const std::uint8_t* pixels, std::ptrdiff_t strideBytes,
                   const std::uint8_t* other, std::ptrdiff_t otherStrideBytes, int width,
                   int height, ChannelThreshold threshold) {
    return build(width, height, [&](int x, int y) {
        const std::uint8_t* p = pixels + y * strideBytes + std::ptrdiff_t{4} * x;
        const std::uint8_t* q = other + y * otherStrideBytes + std::ptrdiff_t{4} * x;
        return near(p[0], q[0], threshold.red) && near(p[1], q[1], threshold.green) &&
               near(p[2], q[2], threshold.blue);
    });
}

} // namespace hitmask
