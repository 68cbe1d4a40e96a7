// SPDX-License-Identifier: MIT
#include <hitmask/rotationset.hpp>
#include <hitmask/transform.hpp>

namespace hitmask {

double rotationDegrees(int k, int n) noexcept {
    return n > 0 ? static_cast<double>(k) * 360.0 / static_cast<double>(n) : 0.0;
}

RotatedPixels rotatePixels(std::span<const std::uint32_t> pixels, int width, int height,
                           double degrees) {
    if (width < 1 || height < 1 ||
        pixels.size() < static_cast<std::size_t>(width) * static_cast<std::size_t>(height))
        return {};
    // The same sampling as rotated(), so a frame's art and its generated mask agree.
    const Rotation rotation(width, height, degrees);
    const Rect box = rotation.bounds();
    RotatedPixels out{box.width, box.height, {box.width / 2, box.height / 2}, {}};
    out.pixels.assign(static_cast<std::size_t>(box.width) * static_cast<std::size_t>(box.height),
                      0);
    for (int y = 0; y < box.height; ++y) {
        for (int x = 0; x < box.width; ++x) {
            const Point from = rotation.source(x, y);
            if (from.x >= 0 && from.y >= 0 && from.x < width && from.y < height)
                out.pixels[static_cast<std::size_t>(y) * box.width + x] =
                    pixels[static_cast<std::size_t>(from.y) * width + from.x];
        }
    }
    return out;
}

} // namespace hitmask
