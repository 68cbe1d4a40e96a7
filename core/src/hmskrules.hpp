// SPDX-License-Identifier: MIT
// The rules an HMSK file keeps, shared by its reader and its writer so that every file
// written can be read back: channel names and the format's limits.
#pragma once

#include <cstdint>
#include <hitmask/codec.hpp>
#include <span>
#include <string>

namespace hitmask::detail {

// Strict UTF-8: no overlong forms, no surrogates, nothing past U+10FFFF.
bool isUtf8(std::span<const std::uint8_t> s);
// Whether UTF-8 text holds a control character (C0, DEL or C1), which would break a
// message that quotes the name into lines or reach a terminal as an escape sequence.
bool hasControl(std::span<const std::uint8_t> s);
// A name that appears twice, or null.
const std::string* findDuplicate(std::span<const std::string> names);
// 1 to kHmskMaxChannels names, each 1 to kHmskMaxNameBytes bytes of UTF-8 without control
// characters, none twice.
bool validNames(std::span<const std::string> names);

// Why a header declaring `frames` x `channels` masks breaks kHmskMaxMasks, or "".
std::string maskCountError(std::uint64_t frames, std::uint64_t channels);

// The limits a file's frames add up against (docs/hmsk-format.md, Limits), the same sums
// for the writer as for the reader, so that every file written can be read back.
struct HmskBudget {
    std::uint64_t pixels = 0;
    std::uint64_t rows = 0;

    // Why one more frame of w x h with `channels` masks breaks a limit, or "".
    std::string add(std::uint32_t w, std::uint32_t h, std::uint64_t channels);
};

} // namespace hitmask::detail
