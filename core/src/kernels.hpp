// SPDX-License-Identifier: MIT
// The inner loops of the collision tests: scalar loops shared by the portable set and
// the narrow-row path of collide.cpp, and the vector sets picked at run time.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <hitmask/collide.hpp>

namespace hitmask::detail {

// A rectangle of rows to AND together: row r of a starts at a + r * aStride; the 64
// b pixels that line up with a[k] are window(b + r * bStride, k, shift). The b
// pointer may point at a row's leading guard word.
struct PairRows {
    const std::uint64_t* a = nullptr;
    std::ptrdiff_t aStride = 0;
    const std::uint64_t* b = nullptr;
    std::ptrdiff_t bStride = 0;
    int rows = 0;
    int words = 0;
    unsigned shift = 0; // 0..63
};

// Bits shift .. shift + 63 of the pair of words at b[k], b[k + 1]. The double shift
// keeps shift == 0 defined without a branch.
inline std::uint64_t window(const std::uint64_t* b, int k, unsigned shift) noexcept {
    return (b[k] >> shift) | ((b[k + 1] << 1) << (63 - shift));
}

// Word k of row r of a & b.
inline std::uint64_t pairWord(const PairRows& p, int r, int k) noexcept {
    return p.a[r * p.aStride + k] & window(p.b + r * p.bStride, k, p.shift);
}

// Index of the first row holding an overlapping pixel, or -1. Rows of one word, the
// common case for sprites up to 64 px, get a loop of their own with two rows per
// branch: there the loop is the whole cost of a test.
inline int firstRowScalar(const PairRows& p) noexcept {
    if (p.words == 1) {
        const std::uint64_t* a = p.a;
        const std::uint64_t* b = p.b;
        const unsigned shift = p.shift;
        auto hit = [&](int r) {
            const std::uint64_t* br = b + r * p.bStride;
            return a[r * p.aStride] & ((br[0] >> shift) | ((br[1] << 1) << (63 - shift)));
        };
        int r = 0;
        for (; r + 2 <= p.rows; r += 2)
            if (hit(r) | hit(r + 1))
                return hit(r) ? r : r + 1;
        return r < p.rows && hit(r) ? r : -1;
    }
    for (int r = 0; r < p.rows; ++r) {
        std::uint64_t hit = 0;
        for (int k = 0; k < p.words; ++k)
            hit |= pairWord(p, r, k);
        if (hit)
            return r;
    }
    return -1;
}

// Area of rows of one word, with pointers stepped rather than indexed. Inlined into
// the vector sets, whose target options turn std::popcount into one instruction.
inline std::uint64_t countOneWord(const PairRows& p) noexcept {
    const std::uint64_t* a = p.a;
    const std::uint64_t* b = p.b;
    const unsigned shift = p.shift;
    std::uint64_t total = 0;
    for (int r = 0; r < p.rows; ++r, a += p.aStride, b += p.bStride)
        total += static_cast<std::uint64_t>(
            std::popcount(*a & ((b[0] >> shift) | ((b[1] << 1) << (63 - shift)))));
    return total;
}

// Whether a & (b0 | b1) has a bit set over `words` words, b read through window():
// the coarse test of one band of a against the two bands of b it straddles.
inline bool anyBandScalar(const std::uint64_t* a, const std::uint64_t* b0, const std::uint64_t* b1,
                          int words, unsigned shift) noexcept {
    std::uint64_t hit = 0;
    for (int k = 0; k < words; ++k) {
        const std::uint64_t pair[2] = {b0[k] | b1[k], b0[k + 1] | b1[k + 1]};
        hit |= a[k] & window(pair, 0, shift);
    }
    return hit != 0;
}

// Area of rows of one word each, the masks' own words lined up as collide.hpp's inline
// paths do. Inlined into each set, so that std::popcount is one instruction where the
// set's target has it.
inline std::uint64_t countOneWordScan(const OneWordScan& s) noexcept {
    constexpr std::ptrdiff_t k = kOneWordStride;
    const int rotate = static_cast<int>(s.rotate);
    std::uint64_t total0 = 0;
    std::uint64_t total1 = 0;
    int r = 0;
    for (; r + 2 <= s.rows; r += 2) {
        const std::uint64_t* pa = s.a + r * k;
        const std::uint64_t* pb = s.b + r * k;
        total0 +=
            static_cast<std::uint64_t>(std::popcount(pa[0] & std::rotl(pb[0], rotate) & s.keep));
        total1 +=
            static_cast<std::uint64_t>(std::popcount(pa[k] & std::rotl(pb[k], rotate) & s.keep));
    }
    if (r < s.rows)
        total0 += static_cast<std::uint64_t>(
            std::popcount(s.a[r * k] & std::rotl(s.b[r * k], rotate) & s.keep));
    return total0 + total1;
}

// A first-row search that skips bands: rows [0, direct) are scanned directly; then, band
// after band of kBandRows rows, a's band (bandA, then one stride further each time) is
// tested against the two bands of b it straddles (bandB and the next), and only a band
// that may hit is scanned row by row. Strides are those of the rows.
struct BandedRows {
    PairRows rows;
    int direct = 0;
    const std::uint64_t* bandA = nullptr;
    const std::uint64_t* bandB = nullptr;
};

// The loop of BandedRows with a set's own row and band tests, so that each set runs it
// without a call per band. Returns the first row with a hit, or -1.
// The tests are template arguments, so that calls to them are direct and may inline.
template <auto firstRow, auto anyBand> inline int firstRowBandedWith(const BandedRows& s) noexcept {
    constexpr int kBand = Mask::kBandRows;
    const PairRows& all = s.rows;
    PairRows part = all;
    part.rows = s.direct < all.rows ? s.direct : all.rows;
    if (part.rows > 0)
        if (const int r = firstRow(part); r >= 0)
            return r;
    const std::uint64_t* bandA = s.bandA;
    const std::uint64_t* bandB = s.bandB;
    for (int row = s.direct; row < all.rows;
         row += kBand, bandA += all.aStride, bandB += all.bStride) {
        if (!anyBand(bandA, bandB, bandB + all.bStride, all.words, all.shift))
            continue;
        part.a = all.a + row * all.aStride;
        part.b = all.b + row * all.bStride;
        part.rows = all.rows - row < kBand ? all.rows - row : kBand;
        if (const int r = firstRow(part); r >= 0)
            return row + r;
    }
    return -1;
}

// Where the first overlapping pixel lies: its row (-1 when there is none), the word of
// that row and that word's overlapping bits.
struct RowHit {
    int row = -1;
    int word = 0;
    std::uint64_t bits = 0;
};

// firstRowBandedWith, then the first word of the hit row that overlaps.
template <auto firstRow, auto anyBand>
inline RowHit firstHitBandedWith(const BandedRows& s) noexcept {
    const int r = firstRowBandedWith<firstRow, anyBand>(s);
    if (r >= 0)
        for (int k = 0; k < s.rows.words; ++k)
            if (const std::uint64_t hit = pairWord(s.rows, r, k))
                return {r, k, hit};
    return {};
}

struct Kernels {
    bool (*anyBand)(const std::uint64_t* a, const std::uint64_t* b0, const std::uint64_t* b1,
                    int words, unsigned shift) noexcept;
    std::uint64_t (*count)(const PairRows&) noexcept;
    std::uint64_t (*countOneWord)(const OneWordScan&) noexcept;
    int (*firstRow)(const PairRows&) noexcept;
    int (*firstRowBanded)(const BandedRows&) noexcept;
    RowHit (*firstHit)(const BandedRows&) noexcept;
    // Writes a & b for every row and word of the pair into out.
    void (*andRows)(const PairRows&, std::uint64_t* out, std::ptrdiff_t outStride) noexcept;
};

const Kernels& portableKernels() noexcept;
#if defined(__x86_64__) || defined(__i386__)
const Kernels& avx2Kernels() noexcept;
const Kernels& avx512Kernels() noexcept;
#endif
// The fastest set this processor runs (see simdLevel()).
const Kernels& kernels() noexcept;

} // namespace hitmask::detail
