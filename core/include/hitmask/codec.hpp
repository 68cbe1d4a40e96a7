// SPDX-License-Identifier: MIT
// Mask file formats: bare payloads (bytes, rle, bits) and the HMSK container.
#pragma once

#include <cstdint>
#include <functional>
#include <hitmask/geometry.hpp>
#include <hitmask/mask.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hitmask {

enum class Encoding : std::uint8_t {
    Bytes = 0, // one byte per pixel, 1 solid, 0 empty, row-major
    Rle = 1,   // per row, signed 8-bit runs: n > 0 solid, n < 0 empty, never crossing a row;
               // 0 and -128 (0x80) are illegal
    Bits = 2,  // per row ceil(width / 8) bytes, most significant bit leftmost
};

// Version written into HMSK headers; loadHmsk() also reads version 1.
inline constexpr std::uint8_t kHmskVersion = 2;

// The HMSK format's limits, in its own terms (docs/hmsk-format.md, Limits): the same
// numbers as the C API's HM_HMSK_MAX_* macros and the Python and JavaScript runtimes'
// constants. Readers refuse a file past any of them before allocating a mask, and
// saveHmsk() refuses to write one.
//
// Fixed by the width of their fields: frames and channels (u16), a name's bytes (u8).
inline constexpr std::uint32_t kHmskMaxFrames = 65535;
inline constexpr std::uint32_t kHmskMaxChannels = 65535;
inline constexpr std::uint32_t kHmskMaxNameBytes = 255;
// A frame's width or height; a side past it is "out of range".
inline constexpr std::uint32_t kHmskMaxSide = std::uint32_t{1} << 30;
// Pixels of one frame (width x height): 16384 x 16384 fit.
inline constexpr std::uint64_t kHmskMaxFramePixels = std::uint64_t{1} << 28;
// Pixels summed over every frame and channel: 16 frames of 4096 x 4096 fit.
inline constexpr std::uint64_t kHmskMaxPixels = std::uint64_t{1} << 28;
// Rows summed over every frame and channel (height x channels per frame): a row costs a
// reader memory however narrow it is.
inline constexpr std::uint64_t kHmskMaxRows = std::uint64_t{1} << 23;
// Masks in a file: frames x channels, as the header declares them.
inline constexpr std::uint64_t kHmskMaxMasks = std::uint64_t{1} << 20;
// Bytes in a file: payloads take at most a byte per pixel (kHmskMaxPixels), and the
// header, names, frame headers and payload lengths under 22 MB, well within the 64 MiB
// margin. File readers refuse a larger file before reading it.
inline constexpr std::uint64_t kHmskMaxFileBytes = kHmskMaxPixels + (std::uint64_t{64} << 20);
// The one channel of a file whose frames carry only a collision mask.
inline constexpr const char* kSolidChannel = "solid";

// Receives a file in pieces, in order; returns false to stop the writer (a full disk).
using ByteSink = std::function<bool(std::span<const std::uint8_t>)>;

[[nodiscard]] std::vector<std::uint8_t> encodePayload(const Mask& mask, Encoding encoding);
// The same bytes handed to `sink` a piece at a time, row by row, so that a payload of any
// size takes only a piece of memory. False when the sink refused a piece.
[[nodiscard]] bool encodePayload(const Mask& mask, Encoding encoding, const ByteSink& sink);
// How many bytes encodePayload() makes: exact sizes for bytes and bits, a counting pass
// over the rows for RLE.
[[nodiscard]] std::uint64_t payloadSize(const Mask& mask, Encoding encoding);

// A decoded mask, or why there is none. Decoders never read outside `data`.
struct DecodedMask {
    Mask mask;
    std::string error; // empty on success

    explicit operator bool() const noexcept { return error.empty(); }
};
[[nodiscard]] DecodedMask decodePayload(std::span<const std::uint8_t> data, int width, int height,
                                        Encoding encoding);
// Why `bytes` bytes cannot be a width x height payload in `encoding`, or "" when they can:
// bytes and bits have one exact size, RLE at least ceil(width / 127) and at most one byte
// per pixel. Cheap, so readers call it before allocating anything.
[[nodiscard]] std::string payloadSizeError(std::uint64_t bytes, std::uint32_t width,
                                           std::uint32_t height, Encoding encoding);

// One frame of an HMSK file: a mask per channel, all of one size, and the sprite's pivot
// in the frame's pixels (0, 0 unless one was set; for a rotation, where the source
// frame's centre lands).
struct HmskFrame {
    std::vector<Mask> channels;
    Point origin;

    [[nodiscard]] int width() const noexcept {
        return channels.empty() ? 0 : channels.front().width();
    }
    [[nodiscard]] int height() const noexcept {
        return channels.empty() ? 0 : channels.front().height();
    }
    // The first channel, the collision mask.
    // An empty mask for a frame with no channels (only ever default-constructed).
    [[nodiscard]] const Mask& solid() const noexcept {
        static const Mask none;
        return channels.empty() ? none : channels.front();
    }

    friend bool operator==(const HmskFrame&, const HmskFrame&) = default;
};

// A frame to write without copying its masks: one mask per channel, owned elsewhere.
struct HmskFrameView {
    std::vector<const Mask*> channels;
    Point origin;
};

// A loaded HMSK file (version 1 reads as one channel named "solid", origins 0, 0).
struct MaskFile {
    std::uint8_t version = kHmskVersion;
    Encoding encoding = Encoding::Bytes;
    std::vector<std::string> channelNames;
    std::vector<HmskFrame> frames;
    std::string error; // empty on success

    explicit operator bool() const noexcept { return error.empty(); }
};

// Version 2 files. The result is empty when the input cannot be written: no frames or
// more than 65535, no channel names or more than 65535, a name empty, longer than 255
// bytes, repeated or not UTF-8, a frame without exactly one non-empty mask per channel,
// a frame whose channels differ in size, or frames past the limits above (which
// loadHmsk() would refuse). Frames may differ in size.
[[nodiscard]] std::vector<std::uint8_t> saveHmsk(std::span<const HmskFrame> frames,
                                                 std::span<const std::string> channelNames,
                                                 Encoding encoding);
// One "solid" channel, origins 0, 0.
[[nodiscard]] std::vector<std::uint8_t> saveHmsk(std::span<const Mask> frames, Encoding encoding);
// Whether saveHmsk() can write these frames (the rules above; a null mask cannot be).
[[nodiscard]] bool canSaveHmsk(std::span<const HmskFrameView> frames,
                               std::span<const std::string> channelNames, Encoding encoding);
// The same file handed to `sink` a piece at a time, every payload encoded row by row:
// memory stays at a piece however big the masks are. False before anything reaches the
// sink when the frames cannot be written, and false when the sink refuses a piece.
[[nodiscard]] bool saveHmsk(std::span<const HmskFrameView> frames,
                            std::span<const std::string> channelNames, Encoding encoding,
                            const ByteSink& sink);
// Reads versions 1 and 2. Checks the whole layout, every payload's size and the limits
// above before it allocates any mask.
[[nodiscard]] MaskFile loadHmsk(std::span<const std::uint8_t> data);

// Every encoding, in the order help texts and menus list them.
inline constexpr Encoding kEncodings[] = {Encoding::Bytes, Encoding::Rle, Encoding::Bits};

// "bytes", "rle", "bits": the names files, options and projects use.
[[nodiscard]] const char* encodingName(Encoding encoding) noexcept;
// The encoding encodingName() calls `name` (exactly, case-sensitive), if any.
[[nodiscard]] std::optional<Encoding> encodingFromName(std::string_view name) noexcept;

} // namespace hitmask
