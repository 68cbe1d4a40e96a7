// SPDX-License-Identifier: MIT
#include <algorithm>
#include <array>
#include <hitmask/codec.hpp>
#include <hitmask/rle.hpp>
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

void putU16(std::vector<std::uint8_t>& out, std::uint32_t v) {
    out.push_back(static_cast<std::uint8_t>(v));
    out.push_back(static_cast<std::uint8_t>(v >> 8));
}
void putU32(std::vector<std::uint8_t>& out, std::uint32_t v) {
    putU16(out, v & 0xFFFF);
    putU16(out, v >> 16);
}
std::uint32_t getU32(const std::uint8_t* p) {
    return p[0] | (p[1] << 8) | (p[2] << 16) | (static_cast<std::uint32_t>(p[3]) << 24);
}

void appendRuns(std::vector<std::uint8_t>& out, std::uint32_t length, bool solid) {
    while (length > 0) {
        const auto chunk = static_cast<int>(std::min<std::uint32_t>(length, 127));
        out.push_back(static_cast<std::uint8_t>(solid ? chunk : -chunk));
        length -= static_cast<std::uint32_t>(chunk);
    }
}

void encodeRle(const Mask& mask, std::vector<std::uint8_t>& out) {
    const RleMask rle(mask);
    for (int y = 0; y < rle.height(); ++y) {
        bool solid = false;
        for (const std::uint32_t run : rle.rowRuns(y)) {
            appendRuns(out, run, solid);
            solid = !solid;
        }
    }
}

DecodedMask fail(std::string why) {
    return {Mask(), std::move(why)};
}

DecodedMask decodeRle(std::span<const std::uint8_t> data, int width, int height) {
    // Each row takes at least ceil(width / 127) codes: check before allocating, so a
    // lying header cannot ask for more memory than its data could describe.
    const std::size_t minCodes = (static_cast<std::size_t>(width) + 126) / 127 * height;
    if (minCodes > data.size())
        return fail("RLE data is too short for " + std::to_string(width) + "x" +
                    std::to_string(height) + " pixels");
    Mask mask(width, height);
    std::size_t at = 0;
    for (int y = 0; y < height; ++y) {
        std::uint64_t* words = mask.mutableRow(y);
        int x = 0;
        while (x < width) {
            if (at >= data.size())
                return fail("RLE data ends in row " + std::to_string(y));
            const int code = static_cast<std::int8_t>(data[at++]);
            if (code == 0)
                return fail("RLE code 0 in row " + std::to_string(y));
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
    const std::size_t expected = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    if (data.size() != expected)
        return fail("byte mask needs " + std::to_string(expected) + " bytes, found " +
                    std::to_string(data.size()));
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
    if (data.size() != rowBytes * static_cast<std::size_t>(height))
        return fail("bit mask needs " + std::to_string(rowBytes * height) + " bytes, found " +
                    std::to_string(data.size()));
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

std::vector<std::uint8_t> encodePayload(const Mask& mask, Encoding encoding) {
    std::vector<std::uint8_t> out;
    const int width = mask.width();
    switch (encoding) {
    case Encoding::Bytes:
        out.reserve(static_cast<std::size_t>(width) * mask.height());
        for (int y = 0; y < mask.height(); ++y) {
            const std::uint64_t* words = mask.row(y);
            for (int x = 0; x < width; ++x)
                out.push_back(static_cast<std::uint8_t>((words[x >> 6] >> (x & 63)) & 1U));
        }
        break;
    case Encoding::Rle:
        encodeRle(mask, out);
        break;
    case Encoding::Bits:
        out.reserve(bitsRowBytes(width) * mask.height());
        for (int y = 0; y < mask.height(); ++y) {
            const std::uint64_t* words = mask.row(y);
            for (std::size_t j = 0; j < bitsRowBytes(width); ++j)
                out.push_back(kBitReverse[(words[j / 8] >> (8 * (j % 8))) & 0xFF]);
        }
        break;
    }
    return out;
}

DecodedMask decodePayload(std::span<const std::uint8_t> data, int width, int height,
                          Encoding encoding) {
    if (width <= 0 || height <= 0)
        return fail("mask size " + std::to_string(width) + "x" + std::to_string(height) +
                    " is not positive");
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

std::vector<std::uint8_t> saveHmsk(std::span<const Mask> frames, Encoding encoding) {
    if (frames.empty() || frames.size() > 0xFFFF)
        return {};
    const int width = frames.front().width();
    const int height = frames.front().height();
    if (width <= 0 || height <= 0)
        return {};
    for (const Mask& frame : frames)
        if (frame.width() != width || frame.height() != height)
            return {};
    std::vector<std::uint8_t> out{'H', 'M',          'S',
                                  'K', kHmskVersion, static_cast<std::uint8_t>(encoding)};
    putU16(out, static_cast<std::uint32_t>(frames.size()));
    putU32(out, static_cast<std::uint32_t>(width));
    putU32(out, static_cast<std::uint32_t>(height));
    for (const Mask& frame : frames) {
        const std::vector<std::uint8_t> payload = encodePayload(frame, encoding);
        putU32(out, static_cast<std::uint32_t>(payload.size()));
        out.insert(out.end(), payload.begin(), payload.end());
    }
    return out;
}

MaskFile loadHmsk(std::span<const std::uint8_t> data) {
    MaskFile file;
    auto failed = [&file](std::string why) {
        file.frames.clear();
        file.error = std::move(why);
        return file;
    };
    if (data.size() < kHmskHeaderSize)
        return failed("file is too short for an HMSK header (" + std::to_string(data.size()) +
                      " bytes)");
    if (!std::equal(data.begin(), data.begin() + 4, "HMSK"))
        return failed("not an HMSK file (bad magic)");
    if (data[4] != kHmskVersion)
        return failed("HMSK version " + std::to_string(data[4]) + " is not supported (expected " +
                      std::to_string(kHmskVersion) + ")");
    if (data[5] > static_cast<std::uint8_t>(Encoding::Bits))
        return failed("unknown encoding " + std::to_string(data[5]));
    file.encoding = static_cast<Encoding>(data[5]);
    const unsigned frameCount = data[6] | (data[7] << 8);
    const std::uint32_t width = getU32(data.data() + 8);
    const std::uint32_t height = getU32(data.data() + 12);
    if (frameCount == 0)
        return failed("HMSK file declares no frames");
    constexpr auto kMaxSide = static_cast<std::uint32_t>(std::numeric_limits<int>::max() / 2);
    if (width == 0 || height == 0 || width > kMaxSide || height > kMaxSide)
        return failed("mask size " + std::to_string(width) + "x" + std::to_string(height) +
                      " is out of range");
    file.width = static_cast<int>(width);
    file.height = static_cast<int>(height);

    std::size_t at = kHmskHeaderSize;
    for (unsigned f = 0; f < frameCount; ++f) {
        if (data.size() - at < 4)
            return failed("file ends before frame " + std::to_string(f) + " of " +
                          std::to_string(frameCount));
        const std::uint32_t length = getU32(data.data() + at);
        at += 4;
        if (length > data.size() - at)
            return failed("frame " + std::to_string(f) + " is truncated: needs " +
                          std::to_string(length) + " bytes, " + std::to_string(data.size() - at) +
                          " left");
        DecodedMask decoded =
            decodePayload(data.subspan(at, length), file.width, file.height, file.encoding);
        if (!decoded)
            return failed("frame " + std::to_string(f) + ": " + decoded.error);
        file.frames.push_back(std::move(decoded.mask));
        at += length;
    }
    if (at != data.size())
        return failed(std::to_string(data.size() - at) + " unexpected bytes after the last frame");
    return file;
}

} // namespace hitmask
