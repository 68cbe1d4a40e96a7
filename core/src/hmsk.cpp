// SPDX-License-Identifier: MIT
// The HMSK container, versions 1 and 2 (docs/hmsk-format.md; its limits: the Limits section).
#include "hmskrules.hpp"

#include <algorithm>
#include <hitmask/codec.hpp>

namespace hitmask {

using detail::findDuplicate;
using detail::hasControl;
using detail::HmskBudget;
using detail::isUtf8;
using detail::maskCountError;

namespace {

constexpr std::size_t kV1HeaderSize = 16;
constexpr std::size_t kV2HeaderSize = 12;

// Bounds-checked little-endian reads; every failure says where the data ran out.
class Cursor {
public:
    explicit Cursor(std::span<const std::uint8_t> data, std::size_t at = 0)
        : data_(data)
        , at_(at) {}

    [[nodiscard]] std::size_t left() const noexcept { return data_.size() - at_; }
    [[nodiscard]] std::size_t at() const noexcept { return at_; }
    bool u8(std::uint32_t& v) { return take(1, v); }
    bool u16(std::uint32_t& v) { return take(2, v); }
    bool u32(std::uint32_t& v) { return take(4, v); }
    bool bytes(std::size_t n, std::span<const std::uint8_t>& out) {
        if (n > left())
            return false;
        out = data_.subspan(at_, n);
        at_ += n;
        return true;
    }

private:
    bool take(std::size_t n, std::uint32_t& v) {
        if (n > left())
            return false;
        v = 0;
        for (std::size_t i = 0; i < n; ++i)
            v |= static_cast<std::uint32_t>(data_[at_ + i]) << (8 * i);
        at_ += n;
        return true;
    }

    std::span<const std::uint8_t> data_;
    std::size_t at_;
};

struct Layout {
    std::uint8_t version = 0;
    Encoding encoding = Encoding::Bytes;
    std::uint32_t frameCount = 0;
    std::uint32_t channelCount = 1;
    std::uint32_t width = 0; // version 1 only: every frame's size
    std::uint32_t height = 0;
    std::vector<std::string> names;
    std::size_t framesAt = 0;
};

// Walks the frames after the header. `onFrame(index, w, h, origin)` and
// `onPayload(frame, channel, w, h, bytes)` return "" to go on or a reason to stop.
template <typename OnFrame, typename OnPayload>
std::string walkFrames(std::span<const std::uint8_t> data, const Layout& layout, OnFrame onFrame,
                       OnPayload onPayload) {
    Cursor in(data, layout.framesAt);
    for (std::uint32_t f = 0; f < layout.frameCount; ++f) {
        const std::string where = "frame " + std::to_string(f);
        std::uint32_t w = layout.width;
        std::uint32_t h = layout.height;
        Point origin;
        if (layout.version >= 2) {
            std::uint32_t x = 0;
            std::uint32_t y = 0;
            if (!in.u32(w) || !in.u32(h) || !in.u32(x) || !in.u32(y))
                return "file ends in the header of " + where + " of " +
                       std::to_string(layout.frameCount);
            if (w == 0 || h == 0 || w > kHmskMaxSide || h > kHmskMaxSide)
                return where + ": size " + std::to_string(w) + "x" + std::to_string(h) +
                       " is out of range";
            origin = {static_cast<std::int32_t>(x), static_cast<std::int32_t>(y)};
        }
        if (std::string why = onFrame(f, w, h, origin); !why.empty())
            return why;
        for (std::uint32_t c = 0; c < layout.channelCount; ++c) {
            const std::string channel =
                layout.version >= 2 ? where + " channel " + layout.names[c] : where;
            std::uint32_t length = 0;
            if (!in.u32(length))
                return "file ends before " + channel + " of " + std::to_string(layout.frameCount) +
                       " frames";
            std::span<const std::uint8_t> payload;
            if (!in.bytes(length, payload))
                return channel + " is truncated: needs " + std::to_string(length) + " bytes, " +
                       std::to_string(in.left()) + " left";
            if (std::string why = onPayload(f, c, w, h, payload); !why.empty())
                return channel + ": " + why;
        }
    }
    if (in.left() != 0)
        return std::to_string(in.left()) + " unexpected bytes after the last frame";
    return {};
}

std::string readHeader(std::span<const std::uint8_t> data, Layout& layout) {
    if (data.size() < 6)
        return "file is too short for an HMSK header (" + std::to_string(data.size()) + " bytes)";
    if (!std::equal(data.begin(), data.begin() + 4, "HMSK"))
        return "not an HMSK file (bad magic)";
    layout.version = data[4];
    if (layout.version != 1 && layout.version != 2)
        return "HMSK version " + std::to_string(layout.version) +
               " is not supported (this reader knows 1 and 2)";
    const std::size_t headerSize = layout.version == 1 ? kV1HeaderSize : kV2HeaderSize;
    if (data.size() < headerSize)
        return "file is too short for an HMSK version " + std::to_string(layout.version) +
               " header (" + std::to_string(data.size()) + " bytes)";
    if (data[5] > static_cast<std::uint8_t>(Encoding::Bits))
        return "unknown encoding " + std::to_string(data[5]);
    layout.encoding = static_cast<Encoding>(data[5]);
    Cursor in(data, 6);
    in.u16(layout.frameCount);
    if (layout.frameCount == 0)
        return "HMSK file declares no frames";
    if (layout.version == 1) {
        in.u32(layout.width);
        in.u32(layout.height);
        if (layout.width == 0 || layout.height == 0 || layout.width > kHmskMaxSide ||
            layout.height > kHmskMaxSide)
            return "mask size " + std::to_string(layout.width) + "x" +
                   std::to_string(layout.height) + " is out of range";
        layout.names = {kSolidChannel};
        layout.framesAt = in.at();
        return {};
    }
    std::uint32_t reserved = 0;
    in.u16(layout.channelCount);
    in.u16(reserved);
    if (layout.channelCount == 0)
        return "HMSK file declares no channels";
    if (reserved != 0)
        return "reserved header field is " + std::to_string(reserved) + ", not 0";
    if (std::string why = maskCountError(layout.frameCount, layout.channelCount); !why.empty())
        return why;
    // Each name takes at least two bytes: the count cannot ask for more than the data holds.
    if (layout.channelCount > in.left() / 2)
        return "file ends in the channel names";
    layout.names.reserve(layout.channelCount);
    for (std::uint32_t c = 0; c < layout.channelCount; ++c) {
        std::uint32_t length = 0;
        std::span<const std::uint8_t> name;
        if (!in.u8(length) || !in.bytes(length, name))
            return "file ends in the name of channel " + std::to_string(c);
        if (length == 0)
            return "channel " + std::to_string(c) + " has an empty name";
        if (!isUtf8(name))
            return "the name of channel " + std::to_string(c) + " is not UTF-8";
        if (hasControl(name))
            return "the name of channel " + std::to_string(c) + " holds a control character";
        layout.names.emplace_back(name.begin(), name.end());
    }
    if (const std::string* twice = findDuplicate(layout.names))
        return "channel name \"" + *twice + "\" appears twice";
    layout.framesAt = in.at();
    return {};
}

} // namespace

MaskFile loadHmsk(std::span<const std::uint8_t> data) {
    MaskFile file;
    auto failed = [&file](std::string why) {
        file.frames.clear();
        file.channelNames.clear();
        file.error = std::move(why);
        return file;
    };
    Layout layout;
    if (std::string why = readHeader(data, layout); !why.empty())
        return failed(std::move(why));
    file.version = layout.version;
    file.encoding = layout.encoding;

    // Pass 1 allocates nothing: every size and the limits (docs/hmsk-format.md, Limits)
    // are checked first, so a file can only make the reader allocate in proportion to its
    // own size, and never more than the limits allow.
    HmskBudget budget;
    std::string why = walkFrames(
        data, layout,
        [&](std::uint32_t, std::uint32_t w, std::uint32_t h, Point) -> std::string {
            return budget.add(w, h, layout.channelCount);
        },
        [&](std::uint32_t, std::uint32_t, std::uint32_t w, std::uint32_t h,
            std::span<const std::uint8_t> payload) {
            return payloadSizeError(payload.size(), w, h, layout.encoding);
        });
    if (!why.empty())
        return failed(std::move(why));

    file.frames.resize(layout.frameCount);
    why = walkFrames(
        data, layout,
        [&](std::uint32_t f, std::uint32_t, std::uint32_t, Point origin) -> std::string {
            file.frames[f].origin = origin;
            file.frames[f].channels.reserve(layout.channelCount);
            return {};
        },
        [&](std::uint32_t f, std::uint32_t, std::uint32_t w, std::uint32_t h,
            std::span<const std::uint8_t> payload) {
            DecodedMask decoded =
                decodePayload(payload, static_cast<int>(w), static_cast<int>(h), layout.encoding);
            if (!decoded)
                return std::move(decoded.error);
            file.frames[f].channels.push_back(std::move(decoded.mask));
            return std::string{};
        });
    if (!why.empty())
        return failed(std::move(why));
    file.channelNames = std::move(layout.names);
    return file;
}

} // namespace hitmask
