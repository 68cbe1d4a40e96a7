// SPDX-License-Identifier: MIT
#include "cpu.hpp"

#include <cstdlib>

namespace hitmask::detail {

namespace {
bool simdDisabled() noexcept {
    const char* value = std::getenv("HITMASK_DISABLE_SIMD");
    return value != nullptr && *value != '\0' && *value != '0';
}
} // namespace

bool cpuHasAvx2() noexcept {
#if HITMASK_X86_KERNELS
    static const bool has = !simdDisabled() && __builtin_cpu_supports("avx2") &&
                            __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
                            __builtin_cpu_supports("popcnt");
    return has;
#else
    return false;
#endif
}

} // namespace hitmask::detail
