// SPDX-License-Identifier: MIT
// What the C API's opaque handles hold, and the shared ownership that keeps a mask alive
// while world entries use it.
#pragma once

#include <atomic>
#include <cstdint>
#include <exception>
#include <hitmask/codec.hpp>
#include <hitmask/geometry.hpp>
#include <hitmask/hitmask.h>
#include <hitmask/mask.hpp>
#include <memory>
#include <string>
#include <vector>

// A mask is counted once for its owner's handle and once per world entry using it; the
// last of them frees it. A file's masks count on their file instead, which then goes
// with its last user. So freeing a mask or file in any order relative to the worlds that
// use it is safe, which matters most through an FFI, where a garbage collector picks
// the order.
struct hm_mask {
    hitmask::Mask mask;
    hm_file* owner = nullptr; // the file holding this mask, or null for a mask of its own
    mutable std::atomic<std::uint32_t> users{1};
};

struct hm_file {
    std::uint8_t version = 0;
    hitmask::Encoding encoding = hitmask::Encoding::Bytes;
    std::vector<std::string> channelNames;
    std::vector<hitmask::Point> origins; // per frame
    int frames = 0;
    int channels = 0;
    std::unique_ptr<hm_mask[]> masks; // frame * channels + channel
    std::atomic<std::uint32_t> users{1};
};

namespace hitmask::capi {

// Masks past this size are refused rather than attempted: an allocation of many
// gigabytes either fails slowly or, under a sanitizer, aborts.
inline constexpr std::uint64_t kMaxMaskBytes = std::uint64_t{1} << 30;

void retain(const hm_mask* mask) noexcept;
void release(const hm_mask* mask) noexcept;
void release(hm_file* file) noexcept;

// Runs f, turning any exception (std::bad_alloc above all) into `fallback`: no C++
// exception may cross into C.
template <class R, class F> R guarded(R fallback, F&& f) noexcept {
    try {
        return f();
    } catch (...) {
        return fallback;
    }
}

// Writes an out-parameter the caller asked for. A NULL out means "I don't need this
// one", never a reason to report failure: a hit stays a hit whatever the caller skips.
template <class T> void store(T* out, T value) noexcept {
    if (out)
        *out = value;
}

} // namespace hitmask::capi
