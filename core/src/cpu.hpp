// SPDX-License-Identifier: MIT
// Which instruction sets the running processor offers, for picking kernels once.
#pragma once

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#define HITMASK_X86_KERNELS 1
#define HITMASK_TARGET_AVX2 __attribute__((target("avx2,bmi,bmi2,popcnt")))
#define HITMASK_TARGET_AVX512                                                                      \
    __attribute__((target("avx512f,avx512bw,avx512vl,avx512vpopcntdq,avx2,bmi,bmi2,popcnt")))
#else
#define HITMASK_X86_KERNELS 0
#endif

namespace hitmask::detail {

enum class SimdLevel { Portable, Avx2, Avx512 };

// The best level this processor runs, lowered by the environment so that every level
// can be tested and measured on one machine: HITMASK_DISABLE_SIMD=1 gives the portable
// code, HITMASK_DISABLE_AVX512=1 at most AVX2.
SimdLevel simdLevel() noexcept;

inline bool cpuHasAvx2() noexcept {
    return simdLevel() >= SimdLevel::Avx2;
}

} // namespace hitmask::detail
