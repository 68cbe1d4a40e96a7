// SPDX-License-Identifier: MIT
// A byte-per-pixel copy of a mask with a one-pixel empty border, for the shape tracers
// that look at the four pixels around a grid point many times over.
#pragma once

#include <cstddef>
#include <cstdint>
#include <hitmask/mask.hpp>
#include <vector>

namespace hitmask::detail {

class PixelGrid {
public:
    explicit PixelGrid(const Mask& mask)
        : width_(mask.width())
        , height_(mask.height())
        , pitch_(static_cast<std::ptrdiff_t>(mask.width()) + 2)
        , cells_(static_cast<std::size_t>(pitch_) * (static_cast<std::size_t>(height_) + 2), 0) {
        for (int y = 0; y < height_; ++y) {
            const std::uint64_t* row = mask.row(y);
            std::uint8_t* out = &cells_[index(0, y)];
            for (int x = 0; x < width_; ++x)
                out[x] = static_cast<std::uint8_t>((row[x >> 6] >> (x & 63)) & 1U);
        }
    }

    [[nodiscard]] int width() const noexcept { return width_; }
    [[nodiscard]] int height() const noexcept { return height_; }
    // Pixel (x, y) for -1 <= x <= width and -1 <= y <= height; the border reads empty.
    [[nodiscard]] bool at(int x, int y) const noexcept { return cells_[index(x, y)] != 0; }
    // Which of the four pixels around grid point (x, y) are solid: bit 0 north-west,
    // bit 1 north-east, bit 2 south-west, bit 3 south-east.
    [[nodiscard]] unsigned corners(int x, int y) const noexcept {
        return unsigned(at(x - 1, y - 1)) | unsigned(at(x, y - 1)) << 1 |
               unsigned(at(x - 1, y)) << 2 | unsigned(at(x, y)) << 3;
    }

private:
    [[nodiscard]] std::size_t index(int x, int y) const noexcept {
        return static_cast<std::size_t>((static_cast<std::ptrdiff_t>(y) + 1) * pitch_ + x + 1);
    }

    int width_;
    int height_;
    std::ptrdiff_t pitch_;
    std::vector<std::uint8_t> cells_;
};

inline constexpr unsigned kNorthWest = 1;
inline constexpr unsigned kNorthEast = 2;
inline constexpr unsigned kSouthWest = 4;
inline constexpr unsigned kSouthEast = 8;

} // namespace hitmask::detail
