// SPDX-License-Identifier: MIT
// Fuzz target: bare payloads (bytes, rle, bits). The first four bytes pick the encoding
// and the size; the rest is the payload.
#include <algorithm>
#include <cstdlib>
#include <hitmask/codec.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 4)
        return 0;
    const auto encoding = hitmask::Encoding(data[0] % 3);
    const int width = 1 + ((data[1] | (data[2] << 8)) % 700);
    const int height = 1 + data[3] % 80;
    const std::span payload(data + 4, size - 4);
    const hitmask::DecodedMask decoded = hitmask::decodePayload(payload, width, height, encoding);
    if (!decoded)
        return 0;
    // Every byte of an RLE payload is a code, and 0x80 (-128) is never a legal one.
    if (encoding == hitmask::Encoding::Rle &&
        std::find(payload.begin(), payload.end(), std::uint8_t{0x80}) != payload.end())
        std::abort();
    const std::vector<std::uint8_t> encoded = hitmask::encodePayload(decoded.mask, encoding);
    // Bytes and bits have one spelling per mask; RLE runs may be split differently.
    if (encoding != hitmask::Encoding::Rle &&
        !std::equal(encoded.begin(), encoded.end(), payload.begin(), payload.end()))
        std::abort();
    if (std::find(encoded.begin(), encoded.end(), std::uint8_t{0x80}) != encoded.end() &&
        encoding == hitmask::Encoding::Rle)
        std::abort();
    const hitmask::DecodedMask again = hitmask::decodePayload(encoded, width, height, encoding);
    if (!again || !(again.mask == decoded.mask))
        std::abort();
    return 0;
}
