// SPDX-License-Identifier: MIT
// Word-at-a-time kernels in plain C++, for any processor.
#include "cpu.hpp"
#include "kernels.hpp"

#include <bit>

namespace hitmask::detail {

namespace {

std::uint64_t rowAnd(const PairRows& p, int r, int k) noexcept {
    return p.a[r * p.aStride + k] & window(p.b + r * p.bStride, k, p.shift);
}

bool anyBandPortable(const std::uint64_t* a, const std::uint64_t* b0, const std::uint64_t* b1,
                     int words, unsigned shift) noexcept {
    std::uint64_t hit = 0;
    for (int k = 0; k < words; ++k) {
        const std::uint64_t pair[2] = {b0[k] | b1[k], b0[k + 1] | b1[k + 1]};
        hit |= a[k] & window(pair, 0, shift);
    }
    return hit != 0;
}

bool anyPortable(const PairRows& p) noexcept {
    for (int r = 0; r < p.rows; ++r) {
        std::uint64_t hit = 0;
        for (int k = 0; k < p.words; ++k)
            hit |= rowAnd(p, r, k);
        if (hit)
            return true;
    }
    return false;
}

std::uint64_t countPortable(const PairRows& p) noexcept {
    std::uint64_t total = 0;
    for (int r = 0; r < p.rows; ++r)
        for (int k = 0; k < p.words; ++k)
            total += static_cast<std::uint64_t>(std::popcount(rowAnd(p, r, k)));
    return total;
}

int firstRowPortable(const PairRows& p) noexcept {
    for (int r = 0; r < p.rows; ++r) {
        std::uint64_t hit = 0;
        for (int k = 0; k < p.words; ++k)
            hit |= rowAnd(p, r, k);
        if (hit)
            return r;
    }
    return -1;
}

void andRowsPortable(const PairRows& p, std::uint64_t* out, std::ptrdiff_t outStride) noexcept {
    for (int r = 0; r < p.rows; ++r)
        for (int k = 0; k < p.words; ++k)
            out[r * outStride + k] = rowAnd(p, r, k);
}

} // namespace

const Kernels& portableKernels() noexcept {
    static const Kernels set{anyBandPortable, anyPortable, countPortable, firstRowPortable,
                             andRowsPortable};
    return set;
}

const Kernels& kernels() noexcept {
#if HITMASK_X86_KERNELS
    static const Kernels& best = cpuHasAvx2() ? avx2Kernels() : portableKernels();
    return best;
#else
    return portableKernels();
#endif
}

} // namespace hitmask::detail
