// SPDX-License-Identifier: MIT
#include "rowbits.hpp"
#include "turn.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <hitmask/transform.hpp>

namespace hitmask {

namespace {

// Transposes a 64 x 64 bit block in place: bit c of row r moves to bit r of row c.
// Swaps ever smaller sub-blocks: 32 x 32, then 16 x 16, ... (log2(64) passes).
void transpose64(std::array<std::uint64_t, 64>& rows) {
    std::uint64_t m = 0x00000000FFFFFFFFULL;
    for (int j = 32; j != 0; j >>= 1, m ^= m << j) {
        for (int k = 0; k < 64; k = ((k | j) + 1) & ~j) {
            const std::uint64_t t = ((rows[k] >> j) ^ rows[k | j]) & m;
            rows[k] ^= t << j;
            rows[k | j] ^= t;
        }
    }
}

// A double known to be finite, floored and clamped to int.
int floorToInt(double v) {
    v = std::floor(v);
    if (v <= double(INT_MIN))
        return INT_MIN;
    if (v >= double(INT_MAX))
        return INT_MAX;
    return int(v);
}

bool fitsTransformLimit(long long width, long long height) {
    return width <= INT_MAX && height <= INT_MAX &&
           (width == 0 || height <= kMaxTransformedPixels / width);
}

} // namespace

Mask flippedHorizontally(const Mask& mask) {
    Mask out(mask.width(), mask.height());
    const int w = mask.width();
    for (int y = 0; y < mask.height(); ++y)
        for (int x = 0; x < w; ++x)
            if (mask.test(x, y))
                out.mutableRow(y)[(w - 1 - x) >> 6] |= std::uint64_t{1} << ((w - 1 - x) & 63);
    out.finishRows();
    return out;
}

Mask flippedVertically(const Mask& mask) {
    Mask out(mask.width(), mask.height());
    for (int y = 0; y < mask.height(); ++y)
        std::copy_n(mask.row(y), mask.wordsPerRow(), out.mutableRow(mask.height() - 1 - y));
    out.finishRows();
    return out;
}

Mask scaled(const Mask& mask, int factor) {
    factor = std::max(factor, 1);
    const long long width = 1LL * mask.width() * factor;
    const long long height = 1LL * mask.height() * factor;
    if (!fitsTransformLimit(width, height))
        return {};
    Mask out(static_cast<int>(width), static_cast<int>(height));
    for (int y = 0; y < mask.height(); ++y) {
        std::uint64_t* first = out.mutableRow(y * factor);
        for (int x = 0; x < mask.width(); ++x)
            if (mask.test(x, y))
                for (int i = 0; i < factor; ++i)
                    first[(x * factor + i) >> 6] |= std::uint64_t{1} << ((x * factor + i) & 63);
        for (int i = 1; i < factor; ++i)
            std::copy_n(first, out.wordsPerRow(), out.mutableRow(y * factor + i));
    }
    out.finishRows();
    return out;
}

Mask scaledTo(const Mask& mask, int width, int height) {
    width = std::max(width, 0);
    height = std::max(height, 0);
    if (!fitsTransformLimit(width, height))
        return {};
    Mask out(width, height);
    if (out.width() == 0 || mask.width() == 0 || mask.height() == 0)
        return out;
    // Output pixel x shows source pixel floor(x W / w), so a source run [a, b) covers
    // output pixels ceil(a w / W) .. ceil(b w / W) - 1.
    const long long w = width, sourceW = mask.width();
    const auto outX = [&](long long x) {
        return static_cast<int>((x * w + sourceW - 1) / sourceW);
    };
    int previous = -1;
    for (int y = 0; y < height; ++y) {
        const int source = static_cast<int>(1LL * y * mask.height() / height);
        std::uint64_t* row = out.mutableRow(y);
        if (source == previous) {
            std::copy_n(out.row(y - 1), out.wordsPerRow(), row);
            continue;
        }
        previous = source;
        const std::uint64_t* from = mask.row(source);
        for (int x = detail::nextPixel(from, 0, mask.width(), true); x < mask.width();) {
            const int end = detail::nextPixel(from, x, mask.width(), false);
            detail::setSpan(row, outX(x), outX(end));
            x = detail::nextPixel(from, end, mask.width(), true);
        }
    }
    out.finishRows();
    return out;
}

Mask transposed(const Mask& mask) {
    Mask out(mask.height(), mask.width());
    std::array<std::uint64_t, 64> block{};
    for (int by = 0; by < mask.height(); by += 64) {
        for (int bx = 0; bx < mask.wordsPerRow(); ++bx) {
            const int rows = std::min(64, mask.height() - by);
            for (int r = 0; r < 64; ++r)
                block[r] = r < rows ? mask.row(by + r)[bx] : 0;
            transpose64(block);
            // Row c of the block is source column bx * 64 + c, holding source rows by.. .
            for (int c = 0; c < 64 && bx * 64 + c < mask.width(); ++c)
                out.mutableRow(bx * 64 + c)[by >> 6] = block[c];
        }
    }
    out.finishRows();
    return out;
}

Rect rotatedBounds(int width, int height, double degrees) {
    if (!std::isfinite(degrees))
        return {};
    width = std::max(width, 0);
    height = std::max(height, 0);
    const Turn t = turnFor(degrees);
    // A tiny tolerance keeps 45 degrees of an 8 x 8 mask from growing a pixel on rounding.
    // Both sides are at most sqrt(2) * 2^31 here, well inside a double and a long long.
    const double w = std::abs(width * t.cos) + std::abs(height * t.sin);
    const double h = std::abs(width * t.sin) + std::abs(height * t.cos);
    const auto boxWidth = static_cast<long long>(std::ceil(w - 1e-9));
    const auto boxHeight = static_cast<long long>(std::ceil(h - 1e-9));
    if (!fitsTransformLimit(boxWidth, boxHeight))
        return {};
    return {0, 0, int(boxWidth), int(boxHeight)};
}

Rotation::Rotation(int width, int height, double degrees)
    : bounds_(rotatedBounds(width, height, degrees))
    , centreX_(width / 2.0)
    , centreY_(height / 2.0) {
    // A refused angle leaves an empty box, so nobody asks for a source; 0 keeps it tame.
    const Turn t = std::isfinite(degrees) ? turnFor(degrees) : Turn{1, 0};
    cos_ = t.cos;
    sin_ = t.sin;
}

Point Rotation::source(int x, int y) const noexcept {
    // Rotate the pixel's centre back by the angle, about the centres of both boxes.
    const double px = x + 0.5 - bounds_.width / 2.0;
    const double py = y + 0.5 - bounds_.height / 2.0;
    const double sx = px * cos_ + py * sin_ + centreX_;
    const double sy = -px * sin_ + py * cos_ + centreY_;
    return {floorToInt(sx), floorToInt(sy)};
}

Mask rotated(const Mask& mask, double degrees) {
    const Rotation rotation(mask.width(), mask.height(), degrees);
    const Rect box = rotation.bounds();
    Mask out(box.width, box.height);
    if (mask.isEmpty())
        return out;
    for (int y = 0; y < box.height; ++y) {
        std::uint64_t* row = out.mutableRow(y);
        for (int x = 0; x < box.width; ++x) {
            const Point from = rotation.source(x, y);
            if (mask.test(from.x, from.y))
                row[x >> 6] |= std::uint64_t{1} << (x & 63);
        }
    }
    out.finishRows();
    return out;
}

} // namespace hitmask
