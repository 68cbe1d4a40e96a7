// SPDX-License-Identifier: MIT
// The HMSK writer (version 2, layout in docs/hmsk-format.md): whole, or streamed to a sink a piece
// at a time; one encoder behind both.
#include "hmskrules.hpp"
#include "payloadrows.hpp"

#include <hitmask/codec.hpp>

namespace hitmask {

namespace {

void putU16(std::vector<std::uint8_t>& out, std::uint32_t v) {
    out.push_back(static_cast<std::uint8_t>(v));
    out.push_back(static_cast<std::uint8_t>(v >> 8));
}
void putU32(std::vector<std::uint8_t>& out, std::uint32_t v) {
    putU16(out, v & 0xFFFF);
    putU16(out, v >> 16);
}

// Writes the file into `buffer`, handing it to `sink` whenever it fills (never, without a
// sink). The frames were checked by canSaveHmsk().
bool writeHmsk(std::span<const HmskFrameView> frames, std::span<const std::string> channelNames,
               Encoding encoding, std::vector<std::uint8_t>& buffer, const ByteSink* sink) {
    std::vector<std::uint8_t>& out = buffer;
    out.insert(out.end(), {'H', 'M', 'S', 'K', kHmskVersion, static_cast<std::uint8_t>(encoding)});
    putU16(out, static_cast<std::uint32_t>(frames.size()));
    putU16(out, static_cast<std::uint32_t>(channelNames.size()));
    putU16(out, 0);
    for (const std::string& name : channelNames) {
        out.push_back(static_cast<std::uint8_t>(name.size()));
        out.insert(out.end(), name.begin(), name.end());
        if (!detail::flushIfFull(out, sink))
            return false;
    }
    for (const HmskFrameView& frame : frames) {
        const Mask& first = *frame.channels.front();
        putU32(out, static_cast<std::uint32_t>(first.width()));
        putU32(out, static_cast<std::uint32_t>(first.height()));
        putU32(out, static_cast<std::uint32_t>(frame.origin.x));
        putU32(out, static_cast<std::uint32_t>(frame.origin.y));
        for (const Mask* mask : frame.channels) {
            // The size comes first: known for bytes and bits, counted for RLE.
            putU32(out, static_cast<std::uint32_t>(payloadSize(*mask, encoding)));
            if (!detail::appendPayload(*mask, encoding, out, sink))
                return false;
        }
    }
    return true;
}

std::vector<HmskFrameView> viewsOf(std::span<const HmskFrame> frames) {
    std::vector<HmskFrameView> views(frames.size());
    for (std::size_t f = 0; f < frames.size(); ++f) {
        views[f].origin = frames[f].origin;
        for (const Mask& mask : frames[f].channels)
            views[f].channels.push_back(&mask);
    }
    return views;
}

} // namespace

bool canSaveHmsk(std::span<const HmskFrameView> frames, std::span<const std::string> channelNames,
                 Encoding encoding) {
    if (frames.empty() || frames.size() > kHmskMaxFrames || !detail::validNames(channelNames) ||
        !detail::maskCountError(frames.size(), channelNames.size()).empty() ||
        static_cast<std::uint8_t>(encoding) > static_cast<std::uint8_t>(Encoding::Bits))
        return false;
    detail::HmskBudget budget;
    for (const HmskFrameView& frame : frames) {
        if (frame.channels.size() != channelNames.size())
            return false;
        for (const Mask* mask : frame.channels)
            if (!mask || mask->width() <= 0 || mask->height() <= 0 ||
                mask->width() != frame.channels.front()->width() ||
                mask->height() != frame.channels.front()->height())
                return false;
        const Mask& first = *frame.channels.front();
        if (!budget
                 .add(std::uint32_t(first.width()), std::uint32_t(first.height()),
                      channelNames.size())
                 .empty())
            return false;
    }
    return true;
}

bool saveHmsk(std::span<const HmskFrameView> frames, std::span<const std::string> channelNames,
              Encoding encoding, const ByteSink& sink) {
    if (!canSaveHmsk(frames, channelNames, encoding))
        return false;
    std::vector<std::uint8_t> buffer;
    buffer.reserve(detail::kSinkPiece);
    if (!writeHmsk(frames, channelNames, encoding, buffer, &sink))
        return false;
    return buffer.empty() || sink(buffer);
}

std::vector<std::uint8_t> saveHmsk(std::span<const HmskFrame> frames,
                                   std::span<const std::string> channelNames, Encoding encoding) {
    const std::vector<HmskFrameView> views = viewsOf(frames);
    std::vector<std::uint8_t> out;
    if (canSaveHmsk(views, channelNames, encoding))
        (void)writeHmsk(views, channelNames, encoding, out, nullptr);
    return out;
}

std::vector<std::uint8_t> saveHmsk(std::span<const Mask> frames, Encoding encoding) {
    std::vector<HmskFrameView> views(frames.size());
    for (std::size_t f = 0; f < frames.size(); ++f)
        views[f].channels = {&frames[f]};
    const std::string solid = kSolidChannel;
    std::vector<std::uint8_t> out;
    if (canSaveHmsk(views, std::span(&solid, 1), encoding))
        (void)writeHmsk(views, std::span(&solid, 1), encoding, out, nullptr);
    return out;
}

} // namespace hitmask
