// SPDX-License-Identifier: MIT
// Counts every allocation of the test program that includes it, so that a test can check
// that a warm loop allocates nothing, and fails them on demand (g_failAllocations), so
// that a test can reach an out-of-memory path. It replaces the global operator new and delete:
// include it from one source file per program only.
#pragma once

#include <atomic>
#include <cstdlib>
#include <new>

namespace hitmask::testing {

inline std::atomic<long> g_allocations{0};
inline std::atomic<bool> g_failAllocations{false}; // while set, operator new throws

// The allocations made by `laps` more calls frame(0) ... frame(laps - 1), after the same
// calls once over, which let every buffer grow to what the loop needs.
template <class Frame> long allocationsWhenWarm(Frame&& frame, int laps = 20) {
    for (int step = 0; step < laps; ++step)
        frame(step);
    const long warm = g_allocations;
    for (int step = 0; step < laps; ++step)
        frame(step);
    return g_allocations - warm;
}

} // namespace hitmask::testing

void* operator new(std::size_t size) {
    ++hitmask::testing::g_allocations;
    if (hitmask::testing::g_failAllocations)
        throw std::bad_alloc();
    if (void* p = std::malloc(size ? size : 1))
        return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept {
    std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
    std::free(p);
}
