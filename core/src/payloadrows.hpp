// SPDX-License-Identifier: MIT
// Payload rows appended to a buffer that goes to a sink whenever it fills: the one encoder
// behind encodePayload() and saveHmsk(), whole or streamed.
#pragma once

#include <cstddef>
#include <cstdint>
#include <hitmask/codec.hpp>
#include <vector>

namespace hitmask::detail {

// The size of the pieces a streaming writer hands its sink (the last one may be shorter).
inline constexpr std::size_t kSinkPiece = std::size_t{64} << 10;

// Hands `buffer` to `sink` and clears it once it holds kSinkPiece bytes or more; without a
// sink the buffer just grows. False when the sink refused.
[[nodiscard]] bool flushIfFull(std::vector<std::uint8_t>& buffer, const ByteSink* sink);

// Appends the payload of `mask` to `buffer` row by row, flushing as above after each row.
// False when the sink refused a piece.
[[nodiscard]] bool appendPayload(const Mask& mask, Encoding encoding,
                                 std::vector<std::uint8_t>& buffer, const ByteSink* sink);

} // namespace hitmask::detail
