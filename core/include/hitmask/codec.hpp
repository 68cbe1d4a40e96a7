// SPDX-License-Identifier: MIT
// Mask file formats: bare payloads (bytes, rle, bits) and the HMSK container.
#pragma once

#include <cstdint>
#include <hitmask/mask.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hitmask {

enum class Encoding : std::uint8_t {
    Bytes = 0, // one byte per pixel, 1 solid, 0 empty, row-major
    Rle = 1,   // per row, signed 8-bit runs: n > 0 solid, n < 0 empty, never crossing a row
    Bits = 2,  // per row ceil(width / 8) bytes, most significant bit leftmost
};

// Version written into and accepted from HMSK headers.
inline constexpr std::uint8_t kHmskVersion = 1;
inline constexpr std::size_t kHmskHeaderSize = 16;

[[nodiscard]] std::vector<std::uint8_t> encodePayload(const Mask& mask, Encoding encoding);

// A decoded mask, or why there is none. Decoders never read outside `data`.
struct DecodedMask {
    Mask mask;
    std::string error; // empty on success

    explicit operator bool() const noexcept { return error.empty(); }
};
[[nodiscard]] DecodedMask decodePayload(std::span<const std::uint8_t> data, int width, int height,
                                        Encoding encoding);

// An HMSK file: every frame has the same size.
struct MaskFile {
    Encoding encoding = Encoding::Bytes;
    int width = 0;
    int height = 0;
    std::vector<Mask> frames;
    std::string error; // empty on success

    explicit operator bool() const noexcept { return error.empty(); }
};

// Frames must be non-empty, all of one size, and at most 65535 of them; otherwise the
// result is empty.
[[nodiscard]] std::vector<std::uint8_t> saveHmsk(std::span<const Mask> frames, Encoding encoding);
[[nodiscard]] MaskFile loadHmsk(std::span<const std::uint8_t> data);

// Every encoding, in the order help texts and menus list them.
inline constexpr Encoding kEncodings[] = {Encoding::Bytes, Encoding::Rle, Encoding::Bits};

// "bytes", "rle", "bits": the names files, options and projects use.
[[nodiscard]] const char* encodingName(Encoding encoding) noexcept;
// The encoding encodingName() calls `name` (exactly, case-sensitive), if any.
[[nodiscard]] std::optional<Encoding> encodingFromName(std::string_view name) noexcept;

} // namespace hitmask
