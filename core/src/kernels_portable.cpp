// SPDX-License-Identifier: MIT
// Word-at-a-time kernels in plain C++, for any processor.
#include "cpu.hpp"
#include "kernels.hpp"

#include <bit>

namespace hitmask::detail {

namespace {

bool anyBandPortable(const std::uint64_t* a, const std::uint64_t* b0, const std::uint64_t* b1,
                     int words, unsigned shift) noexcept {
    return anyBandScalar(a, b0, b1, words, shift);
}

std::uint64_t countPortable(const PairRows& p) noexcept {
    if (p.words == 1)
        return countOneWord(p);
    std::uint64_t total = 0;
    for (int r = 0; r < p.rows; ++r)
        for (int k = 0; k < p.words; ++k)
            total += static_cast<std::uint64_t>(std::popcount(pairWord(p, r, k)));
    return total;
}

std::uint64_t countOneWordPortable(const OneWordScan& s) noexcept {
    return countOneWordScan(s);
}

int firstRowPortable(const PairRows& p) noexcept {
    return firstRowScalar(p);
}

int firstRowBandedPortable(const BandedRows& s) noexcept {
    return firstRowBandedWith<firstRowPortable, anyBandPortable>(s);
}

RowHit firstHitPortable(const BandedRows& s) noexcept {
    return firstHitBandedWith<firstRowPortable, anyBandPortable>(s);
}

void andRowsPortable(const PairRows& p, std::uint64_t* out, std::ptrdiff_t outStride) noexcept {
    for (int r = 0; r < p.rows; ++r)
        for (int k = 0; k < p.words; ++k)
            out[r * outStride + k] = pairWord(p, r, k);
}

} // namespace

const Kernels& portableKernels() noexcept {
    static const Kernels set{anyBandPortable,  countPortable,          countOneWordPortable,
                             firstRowPortable, firstRowBandedPortable, firstHitPortable,
                             andRowsPortable};
    return set;
}

namespace {
const Kernels& pick() noexcept {
#if HITMASK_X86_KERNELS
    switch (simdLevel()) {
    case SimdLevel::Avx512:
        return avx512Kernels();
    case SimdLevel::Avx2:
        return avx2Kernels();
    case SimdLevel::Portable:
        break;
    }
#endif
    return portableKernels();
}
} // namespace

const Kernels& kernels() noexcept {
    static const Kernels& best = pick();
    return best;
}

} // namespace hitmask::detail
