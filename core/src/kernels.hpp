// SPDX-License-Identifier: MIT
// The inner loops of the collision tests, in a portable and a vector flavour.
#pragma once

#include <cstddef>
#include <cstdint>

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

struct Kernels {
    // Whether a & (b0 | b1) has a bit set over `words` words, b read through window():
    // the coarse test of one band of a against the two bands of b it straddles.
    bool (*anyBand)(const std::uint64_t* a, const std::uint64_t* b0, const std::uint64_t* b1,
                    int words, unsigned shift) noexcept;
    bool (*any)(const PairRows&) noexcept;
    std::uint64_t (*count)(const PairRows&) noexcept;
    // Index of the first row holding an overlapping pixel, or -1.
    int (*firstRow)(const PairRows&) noexcept;
    // Writes a & b for every row and word of the pair into out.
    void (*andRows)(const PairRows&, std::uint64_t* out, std::ptrdiff_t outStride) noexcept;
};

const Kernels& portableKernels() noexcept;
#if defined(__x86_64__) || defined(__i386__)
const Kernels& avx2Kernels() noexcept;
#endif
// The fastest set this processor runs.
const Kernels& kernels() noexcept;

} // namespace hitmask::detail
