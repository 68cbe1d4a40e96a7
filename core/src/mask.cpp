// SPDX-License-Identifier: MIT
#include "rowbits.hpp"

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
    // One guard word between rows, shared by the row before and the row after, and one
    // after the last row.
    stride_ = (static_cast<std::ptrdiff_t>(width_) + 63) / 64 + 1;
    words_.assign(static_cast<std::size_t>(stride_) * static_cast<std::size_t>(height_) + 1, 0);
    bands_.assign(static_cast<std::size_t>(stride_) * static_cast<std::size_t>(bandCount() + 2) + 1,
                  0);
}

std::uint64_t Mask::storageBytes(std::uint32_t width, std::uint32_t height) noexcept {
    if (width == 0 || height == 0)
        return 0;
    const std::uint64_t stride = (std::uint64_t{width} + 63) / 64 + 1;
    const std::uint64_t bandRows = (std::uint64_t{height} + kBandRows - 1) / kBandRows + 2;
    return (stride * (height + bandRows) + 2) * sizeof(std::uint64_t);
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

namespace {

// Bits lo .. hi - 1 of word k, for 64 k <= lo < hi <= 64 k + 64 after clipping.
std::uint64_t spanBits(int k, int lo, int hi) noexcept {
    const int from = std::max(lo - k * 64, 0);
    const int to = std::min(hi - k * 64, 64);
    if (to <= from)
        return 0;
    const std::uint64_t upTo = to == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << to) - 1;
    return upTo & ~((std::uint64_t{1} << from) - 1);
}

Rect unite(const Rect& a, const Rect& b) noexcept {
    if (a.isEmpty())
        return b;
    if (b.isEmpty())
        return a;
    const int left = std::min(a.x, b.x);
    const int top = std::min(a.y, b.y);
    return {left, top, std::max(a.right(), b.right()) - left,
            std::max(a.bottom(), b.bottom()) - top};
}

} // namespace

void Mask::setRect(Rect area, bool solid) {
    const Rect r = area.intersected(rect());
    if (r.isEmpty())
        return;
    for (int y = r.y; y < r.bottom(); ++y) {
        std::uint64_t* words = mutableRow(y);
        for (int k = r.x >> 6; k <= (r.right() - 1) >> 6; ++k) {
            const std::uint64_t bits = spanBits(k, r.x, r.right());
            words[k] = solid ? words[k] | bits : words[k] & ~bits;
        }
    }
    refreshRows(r.y, r.bottom(), solid);
}

void Mask::blit(const Mask& source, Rect from, int x, int y, BlitOp op) {
    if (from.isEmpty())
        return;
    const Rect r = Rect{x, y, from.width, from.height}.intersected(rect());
    if (r.isEmpty())
        return;
    // Source pixels outside `from` must not leak in: clip the source row to it.
    const long long dx = static_cast<long long>(from.x) - x;
    const int srcWords = source.wordsPerRow();
    for (int row = r.y; row < r.bottom(); ++row) {
        const int sy = row - y + from.y;
        const std::uint64_t* src = sy >= 0 && sy < source.height() ? source.row(sy) : nullptr;
        std::uint64_t* words = mutableRow(row);
        for (int k = r.x >> 6; k <= (r.right() - 1) >> 6; ++k) {
            const std::uint64_t keep = spanBits(k, r.x, r.right());
            const std::uint64_t s =
                src ? detail::loadBits(src, srcWords, static_cast<long long>(k) * 64 + dx) & keep
                    : 0;
            switch (op) {
            case BlitOp::Copy:
                words[k] = (words[k] & ~keep) | s;
                break;
            case BlitOp::Or:
                words[k] |= s;
                break;
            case BlitOp::AndNot:
                words[k] &= ~s;
                break;
            case BlitOp::Xor:
                words[k] ^= s;
                break;
            }
        }
    }
    refreshRows(r.y, r.bottom(), op == BlitOp::Or);
}

Mask Mask::copy(Rect area) const {
    Mask out(area.width, area.height);
    if (out.width_ > 0)
        out.blit(*this, area, 0, 0, BlitOp::Copy);
    return out;
}

Rect Mask::boundsOfRows(int top, int bottom, int firstWord, int lastWord) const noexcept {
    int rowTop = -1, rowBottom = -1, left = INT_MAX, right = -1;
    for (int y = top; y < bottom; ++y) {
        const std::uint64_t* words = row(y);
        int first = firstWord;
        while (first <= lastWord && words[first] == 0)
            ++first;
        if (first > lastWord)
            continue;
        int last = lastWord;
        while (words[last] == 0)
            --last;
        if (rowTop < 0)
            rowTop = y;
        rowBottom = y;
        left = std::min(left, first * 64 + std::countr_zero(words[first]));
        right = std::max(right, last * 64 + 63 - std::countl_zero(words[last]));
    }
    return rowTop < 0 ? Rect{} : Rect{left, rowTop, right - left + 1, rowBottom - rowTop + 1};
}

void Mask::refreshRows(int top, int bottom, bool grewOnly) {
    const int wordCount = wordsPerRow();
    for (int band = top / kBandRows; band <= (bottom - 1) / kBandRows; ++band) {
        std::uint64_t* dst = bands_.data() + (band + 1) * stride_ + 1;
        std::fill_n(dst, wordCount, 0);
        for (int y = band * kBandRows; y < std::min(height_, (band + 1) * kBandRows); ++y) {
            const std::uint64_t* src = row(y);
            for (int k = 0; k < wordCount; ++k)
                dst[k] |= src[k];
        }
    }
    const Rect touched = boundsOfRows(top, bottom, 0, wordCount - 1);
    if (grewOnly || bounds_.isEmpty()) {
        bounds_ = unite(bounds_, touched);
        return;
    }
    // Rows outside the edit are unchanged, so their pixels lie inside the old bounds.
    const int firstWord = bounds_.x >> 6;
    const int lastWord = (bounds_.right() - 1) >> 6;
    const Rect above =
        boundsOfRows(bounds_.y, std::min(bounds_.bottom(), top), firstWord, lastWord);
    const Rect below =
        boundsOfRows(std::max(bounds_.y, bottom), bounds_.bottom(), firstWord, lastWord);
    bounds_ = unite(unite(above, below), touched);
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
    bounds_ = boundsOfRows(0, height_, 0, wordsPerRow() - 1);
}

bool operator==(const Mask& a, const Mask& b) noexcept {
    return a.width_ == b.width_ && a.height_ == b.height_ && a.words_ == b.words_;
}

} // namespace hitmask
