// SPDX-License-Identifier: MIT
#include <algorithm>
#include <hitmask/threshold.hpp>

namespace hitmask {

namespace {

bool near(int a, int b, int threshold) noexcept {
    return (a > b ? a - b : b - a) < threshold;
}

// Solid where nearPixel(p, q) says so for the pixels p of `pixels` and q of `other` (or
// of `pixels` again when there is no other image), each word built in a register.
template <typename NearPixel>
Mask build(const std::uint8_t* pixels, std::ptrdiff_t stride, const std::uint8_t* other,
           std::ptrdiff_t otherStride, int width, int height, NearPixel nearPixel) {
    Mask mask(width, height);
    for (int y = 0; y < mask.height(); ++y) {
        const std::uint8_t* p = pixels + y * stride;
        const std::uint8_t* q = other + y * otherStride;
        std::uint64_t* row = mask.mutableRow(y);
        for (int x0 = 0; x0 < mask.width(); x0 += 64) {
            const int n = std::min(64, mask.width() - x0);
            // Flags first, in a loop the compiler can vectorise; then packed into bits.
            std::uint8_t flags[64];
            for (int i = 0; i < n; ++i) {
                const std::ptrdiff_t at = std::ptrdiff_t{4} * (x0 + i);
                flags[i] = static_cast<std::uint8_t>(nearPixel(p + at, q + at));
            }
            std::uint64_t bits = 0;
            for (int i = 0; i < n; ++i)
                bits |= static_cast<std::uint64_t>(flags[i]) << i;
            row[x0 / 64] = bits;
        }
    }
    mask.finishRows();
    return mask;
}

} // namespace

Mask fromThreshold(const std::uint8_t* pixels, int width, int height, std::ptrdiff_t strideBytes,
                   Rgb color, ChannelThreshold threshold) {
    return build(pixels, strideBytes, pixels, strideBytes, width, height,
                 [&](const std::uint8_t* p, const std::uint8_t*) {
                     return near(p[0], color.red, threshold.red) &
                            near(p[1], color.green, threshold.green) &
                            near(p[2], color.blue, threshold.blue);
                 });
}

Mask fromThreshold(const std::uint8_t* pixels, std::ptrdiff_t strideBytes,
                   const std::uint8_t* other, std::ptrdiff_t otherStrideBytes, int width,
                   int height, ChannelThreshold threshold) {
    return build(pixels, strideBytes, other, otherStrideBytes, width, height,
                 [&](const std::uint8_t* p, const std::uint8_t* q) {
                     return near(p[0], q[0], threshold.red) & near(p[1], q[1], threshold.green) &
                            near(p[2], q[2], threshold.blue);
                 });
}

} // namespace hitmask
