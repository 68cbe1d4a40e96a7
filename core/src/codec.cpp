// SPDX-License-Identifier: MIT
#include "payloadrows.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <hitmask/codec.hpp>
#include <limits>

namespace hitmask {

namespace {

constexpr std::array<std::uint8_t, 256> makeBitReverse() {
    std::array<std::uint8_t, 256> table{};
    for (unsigned i = 0; i < 256; ++i) {
        unsigned r = 0;
        for (unsigned bit = 0; bit < 8; ++bit)
            r |= ((i >> bit) & 1U) << (7 - bit);
        table[i] = static_cast<std::uint8_t>(r);
    }
    return table;
}
constexpr auto kBitReverse = makeBitReverse();

std::size_t bitsRowBytes(int width) {
    return (static_cast<std::size_t>(width) + 7) / 8;
}

// The first pixel at or after x that is not `solid`, or the width. Bits past the width are
// zero, so a solid run stops at the width at the latest.
int runEnd(const std::uint64_t* words, int width, int x, bool solid) {
    const std::uint64_t flip = solid ? ~std::uint64_t{0} : 0;
    const int wordCount = (width + 63) / 64;
    int k = x >> 6;
    std::uint64_t w = (words[k] ^ flip) & (~std::uint64_t{0} << (x & 63));
    while (w == 0) {
        if (++k >= wordCount)
            return width;
        w = words[k] ^ flip;
    }
    return std::min(width, k * 64 + std::countr_zero(w));
}

// Calls emit(code) for each RLE code of one row: runs alternate empty, solid, ..., the
// first empty one maybe 0 long (no code), each cut into pieces of at most 127.
template <typename Emit> void rleRow(const std::uint64_t* words, int width, Emit emit) {
    bool solid = false;
    for (int x = 0; x < width; solid = !solid) {
        const int end = runEnd(words, width, x, solid);
        for (int left = end - x; left > 0; left -= 127) {
            const int chunk = std::min(left, 127);
            emit(static_cast<std::uint8_t>(solid ? chunk : -chunk));
        }
        x = end;
    }
}

void appendRow(const std::uint64_t* words, int width, Encoding encoding,
               std::vector<std::uint8_t>& out) {
    switch (encoding) {
    case Encoding::Bytes: {
        const std::size_t at = out.size();
        out.resize(at + static_cast<std::size_t>(width));
        std::uint8_t* px = out.data() + at;
        for (int x = 0; x < width; ++x)
            px[x] = static_cast<std::uint8_t>((words[x >> 6] >> (x & 63)) & 1U);
        break;
    }
    case Encoding::Rle:
        rleRow(words, width, [&out](std::uint8_t code) { out.push_back(code); });
        break;
    case Encoding::Bits: {
        const std::size_t at = out.size();
        out.resize(at + bitsRowBytes(width));
        std::uint8_t* dst = out.data() + at;
        for (std::size_t j = 0; j < bitsRowBytes(width); ++j)
            dst[j] = kBitReverse[(words[j / 8] >> (8 * (j % 8))) & 0xFF];
        break;
    }
    }
}

DecodedMask fail(std::string why) {
    return {Mask(), std::move(why)};
}

DecodedMask decodeRle(std::span<const std::uint8_t> data, int width, int height) {
    Mask mask(width, height);
    std::size_t at = 0;
    for (int y = 0; y < height; ++y) {
        std::uint64_t* words = mask.mutableRow(y);
        int x = 0;
        while (x < width) {
            if (at >= data.size())
                return fail("RLE data ends in row " + std::to_string(y));
            const int code = static_cast<std::int8_t>(data[at++]);
            // Runs are 1..127 long either way; -128 would be the only code without a
            // positive twin, so it is never written and never read.
            if (code == 0 || code == -128)
                return fail("RLE code " + std::to_string(code) + " in row " + std::to_string(y));
            const int length = code > 0 ? code : -code;
            if (length > width - x)
                return fail("RLE run overruns row " + std::to_string(y));
            if (code > 0) {
                for (int i = x; i < x + length; ++i)
                    words[i >> 6] |= std::uint64_t{1} << (i & 63);
            }
            x += length;
        }
    }
    if (at != data.size())
        return fail("RLE data has " + std::to_string(data.size() - at) +
                    " bytes past the last row");
    mask.finishRows();
    return {std::move(mask), {}};
}

DecodedMask decodeBytes(std::span<const std::uint8_t> data, int width, int height) {
    Mask mask(width, height);
    for (int y = 0; y < height; ++y) {
        std::uint64_t* words = mask.mutableRow(y);
        const std::uint8_t* px = data.data() + static_cast<std::size_t>(y) * width;
        for (int x = 0; x < width; ++x) {
            if (px[x] > 1)
                return fail("byte mask holds value " + std::to_string(px[x]) +
                            " (only 0 and 1 are allowed)");
            words[x >> 6] |= static_cast<std::uint64_t>(px[x]) << (x & 63);
        }
    }
    mask.finishRows();
    return {std::move(mask), {}};
}

DecodedMask decodeBits(std::span<const std::uint8_t> data, int width, int height) {
    const std::size_t rowBytes = bitsRowBytes(width);
    const unsigned padBits = static_cast<unsigned>(rowBytes * 8 - static_cast<std::size_t>(width));
    const std::uint8_t padMask = static_cast<std::uint8_t>((1U << padBits) - 1U);
    Mask mask(width, height);
    for (int y = 0; y < height; ++y) {
        const std::uint8_t* src = data.data() + static_cast<std::size_t>(y) * rowBytes;
        if (src[rowBytes - 1] & padMask)
            return fail("bit mask has padding bits set in row " + std::to_string(y));
        std::uint64_t* words = mask.mutableRow(y);
        for (std::size_t j = 0; j < rowBytes; ++j)
            words[j / 8] |= static_cast<std::uint64_t>(kBitReverse[src[j]]) << (8 * (j % 8));
    }
    mask.finishRows();
    return {std::move(mask), {}};
}

} // namespace

const char* encodingName(Encoding encoding) noexcept {
    switch (encoding) {
    case Encoding::Bytes:
        return "bytes";
    case Encoding::Rle:
        return "rle";
    case Encoding::Bits:
        return "bits";
    }
    return "unknown";
}

std::optional<Encoding> encodingFromName(std::string_view name) noexcept {
    for (Encoding e : kEncodings)
        if (name == encodingName(e))
            return e;
    return std::nullopt;
}

std::string payloadSizeError(std::uint64_t bytes, std::uint32_t width, std::uint32_t height,
                             Encoding encoding) {
    // Sides below 2^32 keep every product below 2^64.
    const std::uint64_t pixels = std::uint64_t{width} * height;
    const auto size = [&] {
        return std::to_string(width) + "x" + std::to_string(height);
    };
    switch (encoding) {
    case Encoding::Bytes:
        if (bytes != pixels)
            return "byte mask needs " + std::to_string(pixels) + " bytes, found " +
                   std::to_string(bytes);
        return {};
    case Encoding::Bits: {
        const std::uint64_t expected = (std::uint64_t{width} + 7) / 8 * height;
        if (bytes != expected)
            return "bit mask needs " + std::to_string(expected) + " bytes, found " +
                   std::to_string(bytes);
        return {};
    }
    case Encoding::Rle: {
        // Each row takes at least ceil(width / 127) codes, and each code covers a pixel.
        const std::uint64_t least = (std::uint64_t{width} + 126) / 127 * height;
        if (bytes < least)
            return "RLE data is too short for " + size() + " pixels (" + std::to_string(bytes) +
                   " bytes, at least " + std::to_string(least) + " needed)";
        if (bytes > pixels)
            return "RLE data is too long for " + size() + " pixels (" + std::to_string(bytes) +
                   " bytes)";
        return {};
    }
    }
    return "unknown encoding " + std::to_string(static_cast<int>(encoding));
}

namespace detail {

bool flushIfFull(std::vector<std::uint8_t>& buffer, const ByteSink* sink) {
    if (!sink || buffer.size() < kSinkPiece)
        return true;
    const bool taken = (*sink)(buffer);
    buffer.clear();
    return taken;
}

bool appendPayload(const Mask& mask, Encoding encoding, std::vector<std::uint8_t>& buffer,
                   const ByteSink* sink) {
    for (int y = 0; y < mask.height(); ++y) {
        appendRow(mask.row(y), mask.width(), encoding, buffer);
        if (!flushIfFull(buffer, sink))
            return false;
    }
    return true;
}

} // namespace detail

std::uint64_t payloadSize(const Mask& mask, Encoding encoding) {
    const auto height = static_cast<std::uint64_t>(mask.height());
    switch (encoding) {
    case Encoding::Bytes:
        return static_cast<std::uint64_t>(mask.width()) * height;
    case Encoding::Bits:
        return bitsRowBytes(mask.width()) * height;
    case Encoding::Rle:
        break;
    }
    std::uint64_t codes = 0;
    for (int y = 0; y < mask.height(); ++y)
        rleRow(mask.row(y), mask.width(), [&codes](std::uint8_t) { ++codes; });
    return codes;
}

std::vector<std::uint8_t> encodePayload(const Mask& mask, Encoding encoding) {
    std::vector<std::uint8_t> out;
    // RLE's size takes a pass of its own; its buffer grows instead.
    if (encoding != Encoding::Rle)
        out.reserve(static_cast<std::size_t>(payloadSize(mask, encoding)));
    (void)detail::appendPayload(mask, encoding, out, nullptr);
    return out;
}

bool encodePayload(const Mask& mask, Encoding encoding, const ByteSink& sink) {
    std::vector<std::uint8_t> buffer;
    buffer.reserve(detail::kSinkPiece);
    if (!detail::appendPayload(mask, encoding, buffer, &sink))
        return false;
    return buffer.empty() || sink(buffer);
}

DecodedMask decodePayload(std::span<const std::uint8_t> data, int width, int height,
                          Encoding encoding) {
    if (width <= 0 || height <= 0)
        return fail("mask size " + std::to_string(width) + "x" + std::to_string(height) +
                    " is not positive");
    // Sizes first, so that a lying size cannot ask for more memory than the data could
    // describe.
    if (std::string why = payloadSizeError(data.size(), static_cast<std::uint32_t>(width),
                                           static_cast<std::uint32_t>(height), encoding);
        !why.empty())
        return fail(std::move(why));
    switch (encoding) {
    case Encoding::Bytes:
        return decodeBytes(data, width, height);
    case Encoding::Rle:
        return decodeRle(data, width, height);
    case Encoding::Bits:
        return decodeBits(data, width, height);
    }
    return fail("unknown encoding " + std::to_string(static_cast<int>(encoding)));
}

} // namespace hitmask
