// SPDX-License-Identifier: MIT
// The malformed files of the conformance suite, written byte by byte from the format's
// description (docs/hmsk-format.md), each with a fragment of the message it must be
// refused with.
#include "../support/hmskbytes.hpp"
#include "conformance.hpp"

#include <cstdio>

namespace conformance {

namespace {

using Bytes = hitmask::testing::HmskBytes;

constexpr std::uint32_t kBytes = 0, kRle = 1, kBits = 2;

// One channel "solid", one frame of w x h holding `payload`.
std::vector<std::uint8_t> oneMask(std::uint32_t encoding, std::uint32_t w, std::uint32_t h,
                                  std::vector<std::uint8_t> payload) {
    return Bytes().v2(encoding, 1, 1).name("solid").frame(w, h).payload(std::move(payload)).done();
}

// Two channels, "solid" and "hit", frames 4 x 2 and 3 x 1: the file cut at every length.
std::vector<std::uint8_t> smallV2() {
    return Bytes()
        .v2(kRle, 2, 2)
        .name("solid")
        .name("hit")
        .frame(4, 2, -1, 2)
        .payload({2, 0xFE, 0xFC})
        .payload({0xFF, 3, 4})
        .frame(3, 1, 5, -6)
        .payload({3})
        .payload({0xFE, 1})
        .done();
}

// Version 1, bits, two frames of 5 x 3.
std::vector<std::uint8_t> smallV1() {
    return Bytes()
        .v1(kBits, 2, 5, 3)
        .payload({0xF8, 0x50, 0x08})
        .payload({0x00, 0x20, 0x00})
        .done();
}

std::string numbered(const char* prefix, std::size_t n) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%s-%03zu.hmsk", prefix, n);
    return buffer;
}

} // namespace

std::vector<std::vector<std::uint8_t>> truncatedBases() {
    return {smallV1(), smallV2()};
}

std::vector<MalformedSpec> malformedFiles() {
    std::vector<MalformedSpec> cases;
    auto add = [&cases](std::string name, std::vector<std::uint8_t> bytes, std::string reason) {
        cases.push_back({std::move(name), std::move(bytes), std::move(reason)});
    };

    // Every proper prefix of two small files (the whole files are valid: checked below).
    const std::vector<std::uint8_t> v1 = smallV1();
    const std::vector<std::uint8_t> v2 = smallV2();
    for (std::size_t n = 0; n < v1.size(); ++n)
        add(numbered("truncated-v1", n), {v1.begin(), v1.begin() + static_cast<long>(n)}, "");
    for (std::size_t n = 0; n < v2.size(); ++n)
        add(numbered("truncated-v2", n), {v2.begin(), v2.begin() + static_cast<long>(n)}, "");

    // The header.
    std::vector<std::uint8_t> magic = v2;
    magic[3] = 'C';
    add("bad-magic.hmsk", magic, "bad magic");
    magic = v2;
    magic[0] = 'h';
    add("bad-magic-lowercase.hmsk", magic, "bad magic");
    for (std::uint8_t version : {0, 3, 255}) {
        std::vector<std::uint8_t> bytes = v2;
        bytes[4] = version;
        add("version-" + std::to_string(version) + ".hmsk", bytes, "is not supported");
    }
    for (std::uint8_t encoding : {3, 255}) {
        std::vector<std::uint8_t> bytes = v2;
        bytes[5] = encoding;
        add("encoding-" + std::to_string(encoding) + ".hmsk", bytes, "unknown encoding");
    }
    std::vector<std::uint8_t> v1Encoding = v1;
    v1Encoding[5] = 3;
    add("encoding-3-v1.hmsk", v1Encoding, "unknown encoding");
    add("reserved-1.hmsk",
        Bytes().v2(kBits, 1, 1, 1).name("solid").frame(1, 1).payload({0x80}).done(),
        "reserved header field is 1");
    add("reserved-8000.hmsk",
        Bytes().v2(kBits, 1, 1, 0x8000).name("solid").frame(1, 1).payload({0x80}).done(),
        "reserved header field is 32768");
    add("no-frames.hmsk", Bytes().v2(kBits, 0, 1).name("solid").done(), "declares no frames");
    add("no-frames-v1.hmsk", Bytes().v1(kBits, 0, 1, 1).done(), "declares no frames");
    add("no-channels.hmsk", Bytes().v2(kBits, 1, 0).frame(1, 1).done(), "declares no channels");
    add("header-short-v1.hmsk", Bytes().text("HMSK").u8(1).u8(0).u16(1).u32(1).done(),
        "too short for an HMSK version 1 header");

    // Channel names.
    add("channels-past-end.hmsk", Bytes().v2(kBits, 1, 1000).name("solid").name("hit").done(),
        "file ends in the channel names");
    add("channel-name-cut.hmsk",
        Bytes().v2(kBits, 1, 2).name("solid").u8(200).text("hit").frame(1, 1).done(),
        "file ends in the name of channel 1");
    auto named = [](std::vector<std::string> names) {
        Bytes b;
        b.v2(kBits, 1, static_cast<std::uint32_t>(names.size()));
        for (const std::string& n : names)
            b.name(n);
        b.frame(1, 1);
        for (std::size_t i = 0; i < names.size(); ++i)
            b.payload({0x80});
        return b.done();
    };
    add("channel-name-empty.hmsk", named({"solid", ""}), "channel 1 has an empty name");
    add("channel-name-repeated.hmsk", named({"solid", "hit", "solid"}),
        "channel name \"solid\" appears twice");
    const std::pair<const char*, std::string> notUtf8[] = {{"ff", "hit\xFF"},
                                                           {"overlong", "\xC0\xAF"},
                                                           {"surrogate", "\xED\xA0\x80"},
                                                           {"past-10ffff", "\xF4\x90\x80\x80"},
                                                           {"cut", "hit\xC3"},
                                                           {"lone-continuation", "\x80"}};
    for (const auto& [label, name] : notUtf8)
        add(std::string("channel-name-utf8-") + label + ".hmsk", named({"solid", name}),
            "the name of channel 1 is not UTF-8");
    const std::pair<const char*, std::string> control[] = {{"newline", "hit\n"},
                                                           {"nul", std::string("a\0b", 3)},
                                                           {"escape", "\x1B[31m"},
                                                           {"del", "hit\x7F"},
                                                           {"c1", "hit\xC2\x85"}};
    for (const auto& [label, name] : control)
        add(std::string("channel-name-control-") + label + ".hmsk", named({name}),
            "the name of channel 0 holds a control character");

    // Sizes.
    auto sized = [](std::uint32_t w, std::uint32_t h) {
        return Bytes().v2(kBits, 1, 1).name("solid").frame(w, h).payload({0}).done();
    };
    add("size-zero-width.hmsk", sized(0, 3), "frame 0: size 0x3 is out of range");
    add("size-zero-height.hmsk", sized(3, 0), "frame 0: size 3x0 is out of range");
    add("size-past-side.hmsk", sized((1U << 30) + 1, 1), "is out of range");
    add("size-max-u32.hmsk", sized(0xFFFFFFFFu, 0xFFFFFFFFu), "is out of range");
    add("size-zero-v1.hmsk", Bytes().v1(kBits, 1, 0, 3).payload({}).done(),
        "mask size 0x3 is out of range");
    add("size-max-u32-v1.hmsk", Bytes().v1(kBits, 1, 7, 0xFFFFFFFFu).done(),
        "mask size 7x4294967295 is out of range");
    // The longest side allowed, but far too many pixels.
    add("size-at-side-limit.hmsk", sized(1U << 30, 1), "frames add up to more than 268435456");
    // 2^32 pixels: a reader multiplying in 32 bits sees 0.
    add("pixels-overflow-u32.hmsk", sized(65536, 65536), "frames add up to more than 268435456");
    add("pixels-past-cap.hmsk", sized(16384, 16385), "frames add up to more than 268435456");
    add("pixels-past-cap-channels.hmsk",
        Bytes().v2(kBits, 1, 2).name("solid").name("hit").frame(16384, 8193).done(),
        "frames add up to more than 268435456");
    // Each frame alone fits; together they are one pixel past the cap.
    add("pixels-past-cap-frames.hmsk",
        Bytes()
            .v2(kBits, 2, 1)
            .name("solid")
            .frame(1, 1)
            .payload({0x80})
            .frame(16384, 16384)
            .done(),
        "frames add up to more than 268435456");
    add("pixels-past-cap-v1.hmsk", Bytes().v1(kRle, 1, 16384, 16385).done(),
        "frames add up to more than 268435456");
    // The limits (docs/hmsk-format.md, Limits), each one past, and each exactly at it: a
    // file at a limit passes that check and is refused only for what follows (a payload
    // far too short), so a reader whose limit is off by one fails here in either way.
    add("size-past-side-height.hmsk", sized(1, (1U << 30) + 1),
        "frame 0: size 1x1073741825 is out of range");
    add("size-at-side-limit-height.hmsk", sized(1, 1U << 30),
        "frames add up to more than 268435456 pixels");
    // 17 x 15790321 is 2^28 + 1.
    add("frame-pixels-one-past.hmsk", sized(15790321, 17),
        "frames add up to more than 268435456 pixels");
    add("frame-pixels-at-limit.hmsk", sized(16384, 16384),
        "bit mask needs 33554432 bytes, found 1");
    // 1 + 16383 x 16385 is 2^28.
    add("pixels-at-limit-frames.hmsk",
        Bytes()
            .v2(kBits, 2, 1)
            .name("solid")
            .frame(1, 1)
            .payload({0x80})
            .frame(16385, 16383)
            .payload({0})
            .done(),
        "frame 1 channel solid: bit mask needs 33568767 bytes, found 1");
    add("rows-one-past.hmsk", sized(1, (1U << 23) + 1), "frames add up to more than 8388608 rows");
    add("rows-at-limit.hmsk", sized(1, 1U << 23), "bit mask needs 8388608 bytes, found 1");
    // Three channels of 2796203 rows: 2^23 + 1.
    add("rows-one-past-channels.hmsk",
        Bytes().v2(kBits, 1, 3).name("solid").name("hit").name("hurt").frame(1, 2796203).done(),
        "frames add up to more than 8388608 rows");
    add("rows-one-past-v1.hmsk", Bytes().v1(kBits, 1, 1, (1U << 23) + 1).done(),
        "frames add up to more than 8388608 rows");
    add("rows-tall-v1.hmsk", Bytes().v1(kBits, 1, 1, 200'000'000).done(),
        "frames add up to more than 8388608 rows");
    {
        // 65535 masks of 1 x 1024: 67 M pixels, but 67 M rows.
        Bytes b;
        b.v2(kBits, 1, 0xFFFF);
        for (std::uint32_t c = 0; c < 0xFFFF; ++c) {
            std::string name;
            for (std::uint32_t v = c;; v = v / 94 - 1) {
                name.push_back(static_cast<char>('!' + v % 94));
                if (v < 94)
                    break;
            }
            b.name(name);
        }
        b.frame(1, 1024);
        add("rows-many-masks.hmsk", b.done(), "frames add up to more than 8388608 rows");
    }
    // 17 x 61681 is 2^20 + 1: refused from the header alone, before the names.
    add("masks-one-past.hmsk", Bytes().v2(kBits, 17, 61681).done(),
        "17 frames of 61681 channels are more than 1048576 masks");
    add("masks-at-limit.hmsk", Bytes().v2(kBits, 32, 32768).done(),
        "file ends in the channel names");

    // Frames and payloads that are not all there, or whose lengths lie.
    add("frame-missing.hmsk", Bytes().v2(kBits, 2, 1).name("solid").frame(1, 1).payload({0}).done(),
        "file ends in the header of frame 1 of 2");
    add("frames-65535.hmsk",
        Bytes().v2(kBits, 0xFFFF, 1).name("solid").frame(1, 1).payload({0}).done(),
        "file ends in the header of frame 1 of 65535");
    // A bits header over an RLE payload: the length fits no bits payload of that size.
    add("encoding-lies.hmsk",
        Bytes().v2(kBits, 1, 1).name("solid").frame(20, 2).payload({20, 0xEC}).done(),
        "bit mask needs 6 bytes, found 2");
    add("payload-missing.hmsk",
        Bytes().v2(kBits, 1, 2).name("solid").name("hit").frame(1, 1).payload({0}).done(),
        "file ends before frame 0 channel hit of 1 frames");
    add("payload-truncated.hmsk",
        Bytes().v2(kBytes, 1, 1).name("solid").frame(10, 10).u32(100).raw({1, 0, 1}).done(),
        "frame 0 channel solid is truncated: needs 100 bytes, 3 left");
    add("payload-length-max.hmsk",
        Bytes().v2(kRle, 1, 1).name("solid").frame(2, 2).u32(0xFFFFFFFFu).raw({2, 2}).done(),
        "is truncated: needs 4294967295 bytes, 2 left");
    add("payload-truncated-v1.hmsk", Bytes().v1(kBytes, 1, 2, 2).u32(4).raw({1, 0}).done(),
        "frame 0 is truncated: needs 4 bytes, 2 left");
    add("payload-bytes-short.hmsk", oneMask(kBytes, 5, 2, {1, 1, 0, 0, 1, 0, 0, 0, 0}),
        "byte mask needs 10 bytes, found 9");
    add("payload-bytes-long.hmsk", oneMask(kBytes, 5, 2, {1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0}),
        "byte mask needs 10 bytes, found 11");
    add("payload-bits-short.hmsk", oneMask(kBits, 9, 2, {0xFF, 0x80, 0xFF}),
        "bit mask needs 4 bytes, found 3");
    add("payload-bits-long.hmsk", oneMask(kBits, 8, 2, {0xFF, 0x80, 0xFF}),
        "bit mask needs 2 bytes, found 3");
    add("payload-rle-short.hmsk", oneMask(kRle, 300, 2, {127, 127, 46, 127, 127}),
        "RLE data is too short for 300x2 pixels (5 bytes, at least 6 needed)");
    add("payload-rle-long.hmsk", oneMask(kRle, 2, 2, {1, 1, 1, 1, 1}),
        "RLE data is too long for 2x2 pixels (5 bytes)");
    add("payload-rle-empty.hmsk", oneMask(kRle, 1, 1, {}), "RLE data is too short");
    // Frame 0's length takes 2 bytes of frame 1's header: the rest of the file misreads.
    add("payload-length-lies.hmsk",
        Bytes()
            .v2(kRle, 2, 1)
            .name("solid")
            .frame(2, 2)
            .u32(4)
            .raw({2, 0xFE})
            .frame(2, 1)
            .payload({2})
            .done(),
        "");

    // Payload contents.
    add("rle-code-zero.hmsk", oneMask(kRle, 5, 2, {5, 0, 5}),
        "frame 0 channel solid: RLE code 0 in row 1");
    add("rle-code-minus-128.hmsk", oneMask(kRle, 200, 1, {0x80, 72}), "RLE code -128 in row 0");
    add("rle-overrun.hmsk", oneMask(kRle, 5, 1, {3, 3}), "RLE run overruns row 0");
    add("rle-overrun-empty.hmsk", oneMask(kRle, 5, 2, {5, 0xFA}), "RLE run overruns row 1");
    add("rle-across-rows.hmsk", oneMask(kRle, 4, 2, {6, 0xFE}), "RLE run overruns row 0");
    add("rle-row-short.hmsk", oneMask(kRle, 10, 2, {5, 5, 0xFB}), "RLE data ends in row 1");
    add("rle-trailing.hmsk", oneMask(kRle, 5, 1, {5, 1}), "RLE data has 1 bytes past the last row");
    add("rle-code-zero-v1.hmsk", Bytes().v1(kRle, 1, 3, 1).payload({0, 3}).done(),
        "frame 0: RLE code 0 in row 0");
    add("bytes-value-2.hmsk", oneMask(kBytes, 2, 1, {1, 2}), "byte mask holds value 2");
    add("bytes-value-255.hmsk", oneMask(kBytes, 2, 1, {0xFF, 0}), "byte mask holds value 255");
    add("bits-padding.hmsk", oneMask(kBits, 5, 2, {0xF8, 0x04}), "padding bits set in row 1");
    add("bits-padding-63.hmsk", oneMask(kBits, 63, 1, {0, 0, 0, 0, 0, 0, 0, 1}),
        "padding bits set in row 0");
    add("hit-channel-bad.hmsk",
        Bytes()
            .v2(kRle, 2, 2)
            .name("solid")
            .name("hit")
            .frame(1, 1)
            .payload({1})
            .payload({0xFF})
            .frame(3, 1)
            .payload({3})
            .payload({0x80, 3})
            .done(),
        "frame 1 channel hit: RLE code -128 in row 0");
    std::vector<std::uint8_t> trailing = v2;
    trailing.insert(trailing.end(), {0, 0, 0});
    add("trailing-bytes.hmsk", trailing, "3 unexpected bytes after the last frame");
    trailing = v1;
    trailing.push_back(0);
    add("trailing-bytes-v1.hmsk", trailing, "1 unexpected bytes after the last frame");

    // Readers check every size first, then decode: the size error wins though it comes later.
    add("order-size-before-content.hmsk",
        Bytes()
            .v2(kRle, 2, 1)
            .name("solid")
            .frame(2, 1)
            .payload({0, 2})
            .frame(0, 2)
            .payload({})
            .done(),
        "frame 1: size 0x2 is out of range");
    add("order-trailing-before-content.hmsk",
        Bytes().v2(kBytes, 1, 1).name("solid").frame(2, 1).payload({7, 7}).u8(0).done(),
        "1 unexpected bytes after the last frame");
    return cases;
}

} // namespace conformance
