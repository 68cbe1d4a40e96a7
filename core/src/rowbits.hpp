// SPDX-License-Identifier: MIT
// Finding and setting runs of pixels in one row of a mask's words, for the code that
// walks masks run by run or shifts rows (blits, RLE, components, scaling, shapes,
// convolution).
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>

namespace hitmask::detail {

// First x >= from whose pixel equals `solid`, or width when there is none.
inline int nextPixel(const std::uint64_t* words, int from, int width, bool solid) noexcept {
    if (from >= width)
        return width;
    const int wordCount = (width + 63) >> 6;
    int k = from >> 6;
    std::uint64_t bits = (solid ? words[k] : ~words[k]) & (~std::uint64_t{0} << (from & 63));
    while (bits == 0) {
        if (++k >= wordCount)
            return width;
        bits = solid ? words[k] : ~words[k];
    }
    // Inverted padding bits past the width read as solid-empty transitions; clamp them.
    return std::min(width, k * 64 + std::countr_zero(bits));
}

// Sets pixels begin .. end - 1.
inline void setSpan(std::uint64_t* words, int begin, int end) noexcept {
    while (begin < end) {
        const int k = begin >> 6;
        const int bit = begin & 63;
        const int take = std::min(64 - bit, end - begin);
        const std::uint64_t ones =
            take == 64 ? ~std::uint64_t{0} : ((std::uint64_t{1} << take) - 1);
        words[k] |= ones << bit;
        begin += take;
    }
}

// Pixels pos .. pos + 63 of a row of `words` words; pixels outside the row read as empty.
inline std::uint64_t loadBits(const std::uint64_t* row, int words, long long pos) noexcept {
    const long long first = pos >= 0 ? pos / 64 : -((63 - pos) / 64);
    const unsigned shift = static_cast<unsigned>(pos - first * 64);
    auto word = [&](long long k) -> std::uint64_t {
        return k >= 0 && k < words ? row[k] : 0;
    };
    const std::uint64_t low = word(first) >> shift;
    return shift == 0 ? low : low | (word(first + 1) << (64 - shift));
}

} // namespace hitmask::detail
