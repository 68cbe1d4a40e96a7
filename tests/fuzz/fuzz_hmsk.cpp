// SPDX-License-Identifier: MIT
// Fuzz target: HMSK files, versions 1 and 2. Whatever loads must save (as version 2) and
// load again to the same frames, origins and channel names.
#include <cstdlib>
#include <hitmask/codec.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const hitmask::MaskFile file = hitmask::loadHmsk(std::span(data, size));
    if (!file)
        return 0;
    if (file.frames.empty() || file.channelNames.empty())
        std::abort();
    // Within every limit of docs/hmsk-format.md, Limits.
    std::uint64_t area = 0;
    std::uint64_t rows = 0;
    for (const hitmask::HmskFrame& frame : file.frames) {
        if (frame.channels.size() != file.channelNames.size() ||
            std::uint64_t(frame.width()) * std::uint64_t(frame.height()) >
                hitmask::kHmskMaxFramePixels)
            std::abort();
        area +=
            std::uint64_t(frame.width()) * std::uint64_t(frame.height()) * frame.channels.size();
        rows += std::uint64_t(frame.height()) * frame.channels.size();
    }
    if (area > hitmask::kHmskMaxPixels || rows > hitmask::kHmskMaxRows ||
        file.frames.size() * file.channelNames.size() > hitmask::kHmskMaxMasks)
        std::abort();
    const std::vector<std::uint8_t> saved =
        hitmask::saveHmsk(file.frames, file.channelNames, file.encoding);
    const auto again = hitmask::loadHmsk(saved);
    if (!again || again.version != 2 || again.frames != file.frames ||
        again.channelNames != file.channelNames)
        std::abort();
    // Version 2 has one spelling per content, except for how RLE splits runs.
    if (file.version == 2 && file.encoding != hitmask::Encoding::Rle &&
        !std::equal(saved.begin(), saved.end(), data, data + size))
        std::abort();
    return 0;
}
