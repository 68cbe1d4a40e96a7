// SPDX-License-Identifier: MIT
#include "bandedmask.h"

#include <cstring>

namespace hitmask {

namespace {

QRgb rgbAt(const PixelBand& band, int row, int column) {
    const unsigned char* p = band.rgba + row * band.stride + 4 * qsizetype(column);
    return QRgb(p[0]) << 16 | QRgb(p[1]) << 8 | QRgb(p[2]);
}

} // namespace

std::optional<Mask> bandedMask(PngBands& png, const MaskRule& rule, qsizetype bandBytes) {
    Mask mask(png.size().width(), png.size().height());
    const int words = mask.wordsPerRow();
    const bool read = png.read(
        [&](const PixelBand& band) {
            // The rule is applied by the very function the whole-image path calls.
            const QImage pixels(band.rgba, band.columns, band.rows, band.stride,
                                QImage::Format_RGBA8888);
            const Mask part = maskFromImage(pixels, rule);
            if (band.columnStep == 1 && band.left == 0) {
                for (int r = 0; r < band.rows; ++r)
                    std::memcpy(mask.mutableRow(band.top + r), part.row(r),
                                std::size_t(words) * sizeof(std::uint64_t));
                return;
            }
            // An interlaced pass: every columnStep-th pixel of the row, from `left`.
            for (int r = 0; r < band.rows; ++r) {
                std::uint64_t* row = mask.mutableRow(band.top + r);
                for (int i = 0; i < band.columns; ++i)
                    if (part.test(i, r)) {
                        const int x = band.left + i * band.columnStep;
                        row[x >> 6] |= std::uint64_t(1) << (x & 63);
                    }
            }
        },
        bandBytes);
    if (!read)
        return std::nullopt;
    mask.finishRows();
    return mask;
}

std::optional<BackgroundKey> bandedBackgroundKey(PngBands& png, qsizetype bandBytes) {
    const int width = png.size().width(), height = png.size().height();
    ImageBorder border;
    border.top.resize(std::size_t(width));
    border.bottom.resize(std::size_t(width));
    border.left.resize(std::size_t(height));
    border.right.resize(std::size_t(height));
    const bool read = png.read(
        [&](const PixelBand& band) {
            for (int r = 0; r < band.rows; ++r) {
                const int y = band.top + r;
                for (int i = 0; i < band.columns; ++i) {
                    const int x = band.left + i * band.columnStep;
                    // Only the outermost pixels matter; a plain band skips its inside.
                    if (y != 0 && y != height - 1 && x != 0 && x != width - 1) {
                        if (band.columnStep == 1 && i < band.columns - 1)
                            i = band.columns - 2;
                        continue;
                    }
                    const QRgb rgb = rgbAt(band, r, i);
                    if (y == 0)
                        border.top[std::size_t(x)] = rgb;
                    if (y == height - 1)
                        border.bottom[std::size_t(x)] = rgb;
                    if (x == 0)
                        border.left[std::size_t(y)] = rgb;
                    if (x == width - 1)
                        border.right[std::size_t(y)] = rgb;
                }
            }
        },
        bandBytes);
    if (!read)
        return std::nullopt;
    return backgroundKeyOf(border);
}

} // namespace hitmask
