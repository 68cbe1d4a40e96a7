// SPDX-License-Identifier: MIT
// Which instruction sets the running processor offers, for picking kernels once.
#pragma once

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#define HITMASK_X86_KERNELS 1
#define HITMASK_TARGET_AVX2 __attribute__((target("avx2,bmi,bmi2,popcnt")))
#else
#define HITMASK_X86_KERNELS 0
#endif

namespace hitmask::detail {

// False when HITMASK_DISABLE_SIMD is set in the environment, so the portable
// kernels can be tested and measured on any machine.
bool cpuHasAvx2() noexcept;

} // namespace hitmask::detail
