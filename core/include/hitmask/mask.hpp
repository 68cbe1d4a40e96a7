// SPDX-License-Identifier: MIT
// A bit-packed collision mask: one bit per pixel, set where the pixel is solid.
#pragma once

#include <cstddef>
#include <cstdint>
#include <hitmask/geometry.hpp>
#include <vector>

namespace hitmask {

// How Mask::blit combines a source pixel s with the pixel d under it.
enum class BlitOp : std::uint8_t {
    Copy,   // d = s
    Or,     // d = d | s
    AndNot, // d = d & ~s
    Xor,    // d = d ^ s
};

// The colour-key rule for one RGBA pixel, defined here alone (the mask builder, the
// editor's views and the CLI all ask it): the pixel is background when its alpha is 0 or
// when each of its R, G and B lies within `tolerance` of the key's. Tolerance 0 keys the
// exact colour only; lossy formats (JPEG) move a flat background a few steps off it.
struct ColorKey {
    std::uint8_t red = 0;
    std::uint8_t green = 0;
    std::uint8_t blue = 0;
    std::uint8_t tolerance = 0;

    [[nodiscard]] constexpr bool matches(std::uint8_t r, std::uint8_t g,
                                         std::uint8_t b) const noexcept {
        return near(r, red) && near(g, green) && near(b, blue);
    }
    // `rgba` points at one pixel's R, G, B, A bytes.
    [[nodiscard]] constexpr bool hides(const std::uint8_t* rgba) const noexcept {
        return rgba[3] == 0 || matches(rgba[0], rgba[1], rgba[2]);
    }
    friend bool operator==(const ColorKey&, const ColorKey&) = default;

private:
    [[nodiscard]] constexpr bool near(std::uint8_t v, std::uint8_t k) const noexcept {
        return (v > k ? v - k : k - v) <= tolerance;
    }
};

// Rows are stored one after another as 64-bit words, bit i of word k holding pixel
// x = 64 k + i. Each row has a zero guard word on either side so that a window of 64
// pixels starting anywhere from -63 to the width can be read without branches; the
// collision kernels rely on it. Neighbouring rows share the guard word between them, so
// a mask up to 64 px wide takes two words per row (the inline path in collide.hpp reads
// it as one word every two). Bits past the width are always zero, and the bounds of an
// empty mask are {}.
//
// The mask keeps its tight solid bounds up to date on every change, so collision
// tests only ever scan the box where both masks have solid pixels. It also keeps, for
// every band of kBandRows rows, the OR of those rows: one band test rules out eight
// rows at once where the boxes overlap but the pixels do not.
class Mask {
public:
    static constexpr int kBandRows = 8;

    Mask() = default;
    // An all-empty mask. Negative sizes count as zero.
    Mask(int width, int height);

    // Heap bytes a width x height mask holds (rows, guard words and bands), so that
    // readers can budget memory before they allocate.
    [[nodiscard]] static std::uint64_t storageBytes(std::uint32_t width,
                                                    std::uint32_t height) noexcept;

    // Solid where alpha > threshold. `pixels` holds 8-bit R, G, B, A per pixel, rows
    // `strideBytes` apart (negative for bottom-up images).
    static Mask fromRgba(const std::uint8_t* pixels, int width, int height,
                         std::ptrdiff_t strideBytes, std::uint8_t threshold);
    // Solid unless `key` hides the pixel (ColorKey::hides).
    static Mask fromRgbaColorKey(const std::uint8_t* pixels, int width, int height,
                                 std::ptrdiff_t strideBytes, ColorKey key);
    // The exact key colour (tolerance 0).
    static Mask fromRgbaColorKey(const std::uint8_t* pixels, int width, int height,
                                 std::ptrdiff_t strideBytes, std::uint8_t keyRed,
                                 std::uint8_t keyGreen, std::uint8_t keyBlue) {
        return fromRgbaColorKey(pixels, width, height, strideBytes,
                                ColorKey{keyRed, keyGreen, keyBlue, 0});
    }

    [[nodiscard]] int width() const noexcept { return width_; }
    [[nodiscard]] int height() const noexcept { return height_; }
    [[nodiscard]] Rect rect() const noexcept { return {0, 0, width_, height_}; }

    // False outside the mask.
    [[nodiscard]] bool test(int x, int y) const noexcept;
    // Ignored outside the mask.
    void set(int x, int y, bool solid);
    void fill(bool solid);
    void invert();

    // Batch edits: each keeps the bounds and bands right by itself, touching only the
    // rows it changes, so a region edit costs its area / 64 words, not a pass per pixel.
    // Parts of a rectangle outside the mask are ignored.
    void setRect(Rect area, bool solid);
    // Combines the pixels of `source` inside `from` into this mask, the top-left of
    // `from` landing at (x, y); source pixels outside `source` read as empty.
    void blit(const Mask& source, Rect from, int x, int y, BlitOp op = BlitOp::Copy);
    // The pixels inside `area` as a mask of its own size; pixels outside this mask are empty.
    [[nodiscard]] Mask copy(Rect area) const;

    // Number of solid pixels.
    [[nodiscard]] std::size_t count() const noexcept;
    // Tight box of the solid pixels; empty when there are none.
    [[nodiscard]] Rect bounds() const noexcept { return bounds_; }
    [[nodiscard]] bool isEmpty() const noexcept { return bounds_.isEmpty(); }

    // Raw rows for fast readers: wordsPerRow() words of row y, pixel x at bit x % 64 of
    // word x / 64. Guard words sit at index -1 and wordsPerRow().
    [[nodiscard]] int wordsPerRow() const noexcept {
        return stride_ > 1 ? static_cast<int>(stride_ - 1) : 0;
    }
    [[nodiscard]] std::ptrdiff_t strideWords() const noexcept { return stride_; }
    [[nodiscard]] const std::uint64_t* row(int y) const noexcept {
        return words_.data() + static_cast<std::ptrdiff_t>(y) * stride_ + 1;
    }

    // OR of rows kBandRows * k .. kBandRows * k + kBandRows - 1, laid out like a row.
    // k may be -1 or bandCount(), which read as empty bands.
    [[nodiscard]] int bandCount() const noexcept { return (height_ + kBandRows - 1) / kBandRows; }
    [[nodiscard]] const std::uint64_t* band(int k) const noexcept {
        return bands_.data() + static_cast<std::ptrdiff_t>(k + 1) * stride_ + 1;
    }

    // Direct row writes for decoders and bulk edits. The bounds and bands are
    // stale until finishRows() is called.
    std::uint64_t* mutableRow(int y) noexcept {
        return words_.data() + static_cast<std::ptrdiff_t>(y) * stride_ + 1;
    }
    // Clears the bits past the width and recomputes the bounds after direct row writes.
    void finishRows();

    friend bool operator==(const Mask& a, const Mask& b) noexcept;

private:
    [[nodiscard]] std::uint64_t lastWordMask() const noexcept;
    void recomputeBounds();
    void recomputeBands();
    void recomputeBandWord(int y, int k) noexcept;
    // Refreshes bounds and bands after rows [top, bottom) were rewritten; `grewOnly` when
    // the edit could only add solid pixels.
    void refreshRows(int top, int bottom, bool grewOnly);
    [[nodiscard]] Rect boundsOfRows(int top, int bottom, int firstWord,
                                    int lastWord) const noexcept;

    int width_ = 0;
    int height_ = 0;
    std::ptrdiff_t stride_ = 0;
    std::vector<std::uint64_t> words_;
    std::vector<std::uint64_t> bands_; // bandCount() + 2 rows, the outer two always zero, and
                                       // the last row's trailing guard
    Rect bounds_;
};

} // namespace hitmask
