// SPDX-License-Identifier: MIT
// Channel-name rules and limits of the HMSK format (hmskrules.hpp).
#include "hmskrules.hpp"

#include <algorithm>
#include <vector>

namespace hitmask::detail {

bool isUtf8(std::span<const std::uint8_t> s) {
    std::size_t i = 0;
    while (i < s.size()) {
        const std::uint8_t c = s[i];
        std::size_t extra = 0;
        std::uint32_t cp = 0;
        if (c < 0x80) {
            ++i;
            continue;
        } else if (c >= 0xC2 && c <= 0xDF) {
            extra = 1;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            extra = 2;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            extra = 3;
            cp = c & 0x07;
        } else {
            return false;
        }
        if (s.size() - i <= extra)
            return false;
        for (std::size_t k = 1; k <= extra; ++k) {
            if ((s[i + k] & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        if ((extra == 2 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) ||
            (extra == 3 && (cp < 0x10000 || cp > 0x10FFFF)))
            return false;
        i += extra + 1;
    }
    return true;
}

bool hasControl(std::span<const std::uint8_t> s) {
    for (std::size_t i = 0; i < s.size(); ++i)
        if (s[i] < 0x20 || s[i] == 0x7F || (s[i] == 0xC2 && i + 1 < s.size() && s[i + 1] < 0xA0))
            return true;
    return false;
}

// A name that appears twice, or null. Sorts indices (4 bytes a name) rather than
// building a set, so that 65535 names stay cheap.
const std::string* findDuplicate(std::span<const std::string> names) {
    std::vector<std::uint32_t> order(names.size());
    for (std::uint32_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(),
              [names](std::uint32_t a, std::uint32_t b) { return names[a] < names[b]; });
    for (std::size_t i = 1; i < order.size(); ++i)
        if (names[order[i]] == names[order[i - 1]])
            return &names[order[i]];
    return nullptr;
}

bool validNames(std::span<const std::string> names) {
    if (names.empty() || names.size() > kHmskMaxChannels)
        return false;
    for (const std::string& name : names) {
        const auto bytes =
            std::span(reinterpret_cast<const std::uint8_t*>(name.data()), name.size());
        if (name.empty() || name.size() > kHmskMaxNameBytes || !isUtf8(bytes) || hasControl(bytes))
            return false;
    }
    return findDuplicate(names) == nullptr;
}

std::string maskCountError(std::uint64_t frames, std::uint64_t channels) {
    if (frames * channels <= kHmskMaxMasks)
        return {};
    return std::to_string(frames) + " frames of " + std::to_string(channels) +
           " channels are more than " + std::to_string(kHmskMaxMasks) + " masks";
}

std::string HmskBudget::add(std::uint32_t w, std::uint32_t h, std::uint64_t channels) {
    // w * h < 2^64; once under the cap, times 65535 channels stays below 2^44, and so
    // does h times them.
    const std::uint64_t area = std::uint64_t{w} * h;
    if (area > kHmskMaxFramePixels || (pixels += area * channels) > kHmskMaxPixels)
        return "frames add up to more than " + std::to_string(kHmskMaxPixels) + " pixels";
    if ((rows += h * channels) > kHmskMaxRows)
        return "frames add up to more than " + std::to_string(kHmskMaxRows) + " rows";
    return {};
}

} // namespace hitmask::detail
