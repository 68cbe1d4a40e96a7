// SPDX-License-Identifier: MIT
// Masks of the pixels whose colour is near a given colour, or near another image's.
#pragma once

#include <cstddef>
#include <cstdint>
#include <hitmask/mask.hpp>

namespace hitmask {

struct Rgb {
    std::uint8_t red = 0;
    std::uint8_t green = 0;
    std::uint8_t blue = 0;
};

// pygame's rule for from_threshold: a channel is near when the two values differ by
// LESS than its threshold, so 0 matches nothing and 256 everything. Alpha is ignored.
struct ChannelThreshold {
    int red = 0;
    int green = 0;
    int blue = 0;
};

// pygame.mask.from_threshold(surface, color, threshold): solid where each of the pixel's
// R, G and B is near `color`'s. `pixels` holds 8-bit R, G, B, A per pixel, rows
// `strideBytes` apart (negative for bottom-up images), as Mask::fromRgba takes them.
[[nodiscard]] Mask fromThreshold(const std::uint8_t* pixels, int width, int height,
                                 std::ptrdiff_t strideBytes, Rgb color, ChannelThreshold threshold);

// pygame.mask.from_threshold(surface, color, threshold, othersurface): solid where each
// of the pixel's R, G and B is near those of the pixel at the same place in `other`, an
// image of the same size. (pygame reads past a smaller othersurface; here both images
// are width x height.)
[[nodiscard]] Mask fromThreshold(const std::uint8_t* pixels, std::ptrdiff_t strideBytes,
                                 const std::uint8_t* other, std::ptrdiff_t otherStrideBytes,
                                 int width, int height, ChannelThreshold threshold);

} // namespace hitmask
