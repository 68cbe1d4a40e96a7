// SPDX-License-Identifier: MIT
// The rules an HMSK file keeps, shared by its reader and its writer so that every file
// written can be read back: channel names, sides, and what the masks may cost.
#pragma once

#include <cstdint>
#include <hitmask/codec.hpp>
#include <span>
#include <string>

namespace hitmask::detail {

// Sides stay below what Mask's int arithmetic can hold; the area cap is tighter anyway.
inline constexpr std::uint32_t kMaxSide = 1U << 30;
// What the allocator adds to each of a mask's two blocks, counted against kHmskMaxMemory.
inline constexpr std::uint64_t kAllocationOverhead = 2 * 16;

// Strict UTF-8: no overlong forms, no surrogates, nothing past U+10FFFF.
bool isUtf8(std::span<const std::uint8_t> s);
// Whether UTF-8 text holds a control character (C0, DEL or C1), which would break a
// message that quotes the name into lines or reach a terminal as an escape sequence.
bool hasControl(std::span<const std::uint8_t> s);
// A name that appears twice, or null.
const std::string* findDuplicate(std::span<const std::string> names);
// 1 to 65535 names, each 1 to 255 bytes of UTF-8 without control characters, none twice.
bool validNames(std::span<const std::string> names);

// What the masks of a file's frames cost, against kHmskMaxPixels and kHmskMaxMemory: the
// same sums for the writer as for the reader, so every file written can be read back.
struct HmskBudget {
    std::uint64_t area = 0;
    std::uint64_t memory = 0;

    // Why one more frame of w x h with `channels` masks breaks a limit, or "".
    std::string add(std::uint32_t w, std::uint32_t h, std::uint64_t channels) {
        // w * h < 2^64; once under the cap, times 65535 channels stays below 2^44.
        const std::uint64_t pixels = std::uint64_t{w} * h;
        if (pixels > kHmskMaxPixels || (area += pixels * channels) > kHmskMaxPixels)
            return "frames add up to more than " + std::to_string(kHmskMaxPixels) + " pixels";
        // Storage grows like the area, so it stays far below 2^64 here.
        memory += sizeof(HmskFrame) +
                  channels * (sizeof(Mask) + kAllocationOverhead + Mask::storageBytes(w, h));
        if (memory > kHmskMaxMemory)
            return "frames would take more than " + std::to_string(kHmskMaxMemory >> 20) +
                   " MiB of memory";
        return {};
    }
};

} // namespace hitmask::detail
