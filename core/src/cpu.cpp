// SPDX-License-Identifier: MIT
#include "cpu.hpp"

#include <cstdlib>

namespace hitmask::detail {

namespace {

bool disabled(const char* variable) noexcept {
    const char* value = std::getenv(variable);
    return value != nullptr && *value != '\0' && *value != '0';
}

SimdLevel detect() noexcept {
#if HITMASK_X86_KERNELS
    if (disabled("HITMASK_DISABLE_SIMD"))
        return SimdLevel::Portable;
    if (!__builtin_cpu_supports("avx2") || !__builtin_cpu_supports("bmi") ||
        !__builtin_cpu_supports("bmi2") || !__builtin_cpu_supports("popcnt"))
        return SimdLevel::Portable;
    if (disabled("HITMASK_DISABLE_AVX512") || !__builtin_cpu_supports("avx512f") ||
        !__builtin_cpu_supports("avx512bw") || !__builtin_cpu_supports("avx512vl") ||
        !__builtin_cpu_supports("avx512vpopcntdq"))
        return SimdLevel::Avx2;
    return SimdLevel::Avx512;
#else
    return SimdLevel::Portable;
#endif
}

} // namespace

SimdLevel simdLevel() noexcept {
    static const SimdLevel level = detect();
    return level;
}

} // namespace hitmask::detail
