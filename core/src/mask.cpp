// SPDX-License-Identifier: MIT
#include <algorithm>
#include <bit>
#include <climits>
#include <hitmask/mask.hpp>

namespace hitmask {

Mask::Mask(int width, int height)
    : width_(std::max(width, 0))
    , height_(std::max(height, 0)) {
    if (width_ == 0 || height_ == 0) {
        width_ = height_ = 0;
        return;
    }
    stride_ = (static_cast<std::ptrdiff_t>(width_) + 63) / 64 + 2;
    words_.assign(static_cast<std::size_t>(stride_) * static_cast<std::size_t>(height_), 0);
    bands_.assign(static_cast<std::size_t>(stride_) * static_cast<std::size_t>(bandCount() + 2), 0);
}

std::uint64_t Mask::storageBytes(std::uint32_t width, std::uint32_t height) noexcept {
    if (width == 0 || height == 0)
        return 0;
    const std::uint64_t stride = (std::uint64_t{width} + 63) / 64 + 2;
    const std::uint64_t bandRows = (std::uint64_t{height} + kBandRows - 1) / kBandRows + 2;
    return stride * (height + bandRows) * sizeof(std::uint64_t);
}

bool Mask::test(int x, int y) const noexcept {
    if (x < 0 || y < 0 || x >= width_ || y >= height_)
        return false;
    return (row(y)[x >> 6] >> (x & 63)) & 1U;
}

void Mask::set(int x, int y, bool solid) {
    if (x < 0 || y < 0 || x >= width_ || y >= height_)
        return;
    std::uint64_t& word = mutableRow(y)[x >> 6];
    const std::uint64_t bit = std::uint64_t{1} << (x & 63);
    if (solid) {
        if (word & bit)
            return;
        word |= bit;
        bands_[static_cast<std::size_t>((y / kBandRows + 1) * stride_ + 1 + (x >> 6))] |= bit;
        if (bounds_.isEmpty()) {
            bounds_ = {x, y, 1, 1};
            return;
        }
        const int left = std::min(bounds_.x, x);
        const int top = std::min(bounds_.y, y);
        const int right = std::max(bounds_.right(), x + 1);
        const int bottom = std::max(bounds_.bottom(), y + 1);
        bounds_ = {left, top, right - left, bottom - top};
        return;
    }
    if (!(word & bit))
        return;
    word &= ~bit;
    recomputeBandWord(y, x >> 6);
    // Only a pixel on the edge of the box can shrink it.
    if (x == bounds_.x || y == bounds_.y || x == bounds_.right() - 1 || y == bounds_.bottom() - 1)
        recomputeBounds();
}

void Mask::fill(bool solid) {
    if (!solid) {
        std::fill(words_.begin(), words_.end(), 0);
        std::fill(bands_.begin(), bands_.end(), 0);
        bounds_ = {};
        return;
    }
    for (int y = 0; y < height_; ++y)
        std::fill_n(mutableRow(y), wordsPerRow(), ~std::uint64_t{0});
    finishRows();
}

void Mask::invert() {
    for (int y = 0; y < height_; ++y) {
        std::uint64_t* words = mutableRow(y);
        for (int k = 0; k < wordsPerRow(); ++k)
            words[k] = ~words[k];
    }
    finishRows();
}

std::size_t Mask::count() const noexcept {
    std::size_t total = 0;
    for (int y = bounds_.y; y < bounds_.bottom(); ++y) {
        const std::uint64_t* words = row(y);
        for (int k = bounds_.x >> 6; k <= (bounds_.right() - 1) >> 6; ++k)
            total += static_cast<std::size_t>(std::popcount(words[k]));
    }
    return total;
}

std::uint64_t Mask::lastWordMask() const noexcept {
    const int used = width_ & 63;
    return used == 0 ? ~std::uint64_t{0} : (std::uint64_t{1} << used) - 1;
}

void Mask::finishRows() {
    if (width_ > 0) {
        const std::uint64_t keep = lastWordMask();
        const int last = wordsPerRow() - 1;
        for (int y = 0; y < height_; ++y)
            mutableRow(y)[last] &= keep;
    }
    recomputeBounds();
    recomputeBands();
}

void Mask::recomputeBandWord(int y, int k) noexcept {
    const int first = y / kBandRows * kBandRows;
    const int end = std::min(height_, first + kBandRows);
    std::uint64_t any = 0;
    for (int r = first; r < end; ++r)
        any |= row(r)[k];
    bands_[static_cast<std::size_t>((y / kBandRows + 1) * stride_ + 1 + k)] = any;
}

void Mask::recomputeBands() {
    std::fill(bands_.begin(), bands_.end(), 0);
    const int wordCount = wordsPerRow();
    for (int y = bounds_.y; y < bounds_.bottom(); ++y) {
        const std::uint64_t* src = row(y);
        std::uint64_t* dst = bands_.data() + (y / kBandRows + 1) * stride_ + 1;
        for (int k = 0; k < wordCount; ++k)
            dst[k] |= src[k];
    }
}

void Mask::recomputeBounds() {
    const int wordCount = wordsPerRow();
    int top = -1;
    int bottom = -1;
    int left = INT_MAX;
    int right = -1;
    for (int y = 0; y < height_; ++y) {
        const std::uint64_t* words = row(y);
        int first = 0;
        while (first < wordCount && words[first] == 0)
            ++first;
        if (first == wordCount)
            continue;
        int last = wordCount - 1;
        while (words[last] == 0)
            --last;
        if (top < 0)
            top = y;
        bottom = y;
        left = std::min(left, first * 64 + std::countr_zero(words[first]));
        right = std::max(right, last * 64 + 63 - std::countl_zero(words[last]));
    }
    bounds_ = top < 0 ? Rect{} : Rect{left, top, right - left + 1, bottom - top + 1};
}

bool operator==(const Mask& a, const Mask& b) noexcept {
    return a.width_ == b.width_ && a.height_ == b.height_ && a.words_ == b.words_;
}

} // namespace hitmask
