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
#include <hitmask/separation.hpp>
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

// The calling thread's last error (hitmask_common.h): the code, stored on every call's
// fast path, and the message, written only when a call fails. Both constant-initialised,
// so reaching them needs no guard. The code alone uses the initial-exec TLS model, one
// instruction from the thread pointer instead of a __tls_get_addr() call, which halves
// the cost of a small call such as hm_world_move (hitmask-capi-bench); its 4 bytes fit
// the static TLS that glibc keeps for libraries loaded later by dlopen() (an FFI).
inline constinit thread_local int lastErrorCode [[gnu::tls_model("initial-exec")]] = HM_OK;
inline constinit thread_local char lastErrorMessage[256] = {};

// Records success and returns `value`: one store, on every call's fast path.
template <class T> T ok(T value) noexcept {
    lastErrorCode = HM_OK;
    return value;
}

// Records a failure: `code` and "function: reason", the reason formatted as printf does.
[[gnu::cold, gnu::format(printf, 3, 4)]] void fail(int code, const char* function,
                                                   const char* format, ...) noexcept;
// The failures most functions share.
[[gnu::cold]] void failNull(const char* function, const char* argument) noexcept;
[[gnu::cold]] void failStale(const char* function, std::uint32_t id) noexcept;
[[gnu::cold]] void failInCallback(const char* function) noexcept;
// The exception in flight, caught by a catch (...), recorded: std::bad_alloc as
// HM_ERROR_MEMORY, std::length_error (a limit) as HM_ERROR_LIMIT.
[[gnu::cold]] void failFromException(const char* function) noexcept;

// Runs f, turning any exception (std::bad_alloc above all) into `fallback` and the
// error recorded for `function`: no C++ exception may cross into C.
template <class R, class F> R guarded(R fallback, const char* function, F&& f) noexcept {
    try {
        return f();
    } catch (...) {
        failFromException(function);
        return fallback;
    }
}

// Writes an out-parameter the caller asked for. A NULL out means "I don't need this
// one", never a reason to report failure: a hit stays a hit whatever the caller skips.
template <class T> void store(T* out, T value) noexcept {
    if (out)
        *out = value;
}

// The C form of a separation: the four distances and the shortest as b's move, ties
// going left, right, up, down; all zero when the masks do not overlap.
inline hm_separation_t toC(const Separation& s) noexcept {
    hm_separation_t out{s.left, s.right, s.up, s.down, 0, 0};
    int best = s.left;
    out.push_x = -s.left;
    if (s.right < best) {
        best = s.right;
        out.push_x = s.right;
    }
    if (s.up < best) {
        best = s.up;
        out.push_x = 0;
        out.push_y = -s.up;
    }
    if (s.down < best) {
        out.push_x = 0;
        out.push_y = s.down;
    }
    return out;
}

} // namespace hitmask::capi
