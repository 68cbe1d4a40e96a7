// SPDX-License-Identifier: MIT
#include "reviewmarks.h"

#include "sprite.h"

#include <bit>
#include <hitmask/colliders.hpp>

namespace hitmask {

namespace {

// Flagged pixels of one frame in reading order, as linear indices y * width + x.
std::optional<long long> firstAtOrAfter(const Mask& marks, long long start) {
    const int w = marks.width();
    for (long long i = std::max(start, 0LL); i < static_cast<long long>(w) * marks.height();) {
        const int y = int(i / w), x = int(i % w);
        const std::uint64_t* row = marks.row(y);
        const std::uint64_t word = row[x >> 6] & (~std::uint64_t{0} << (x & 63));
        if (word)
            return static_cast<long long>(y) * w + (x & ~63) + std::countr_zero(word);
        const int next = (x | 63) + 1;
        i = next >= w ? static_cast<long long>(y + 1) * w : static_cast<long long>(y) * w + next;
    }
    return std::nullopt;
}

std::optional<long long> lastAtOrBefore(const Mask& marks, long long start) {
    const int w = marks.width();
    for (long long i = std::min(start, static_cast<long long>(w) * marks.height() - 1); i >= 0;) {
        const int y = int(i / w), x = int(i % w);
        const std::uint64_t* row = marks.row(y);
        const int bit = x & 63;
        const std::uint64_t keep = bit == 63 ? ~std::uint64_t{0} : (std::uint64_t{2} << bit) - 1;
        const std::uint64_t word = row[x >> 6] & keep;
        if (word)
            return static_cast<long long>(y) * w + (x & ~63) + 63 - std::countl_zero(word);
        i = (x & ~63) == 0 ? static_cast<long long>(y) * w - 1
                           : static_cast<long long>(y) * w + (x & ~63) - 1;
    }
    return std::nullopt;
}

} // namespace

std::optional<FlaggedPixel> findFlagged(const Sprite& sprite, int frameIndex, QPoint from,
                                        bool forward, int channel) {
    const auto& frames = sprite.frames();
    const int n = int(frames.size());
    if (n == 0 || channel < 0 || channel >= frames.front().channelCount())
        return std::nullopt;
    frameIndex = std::clamp(frameIndex, 0, n - 1);
    // Every frame once, then the starting frame again from its other end (wrap-around).
    for (int step = 0; step <= n; ++step) {
        const int index = ((forward ? frameIndex + step : frameIndex - step) % n + n) % n;
        const Mask& marks = frames[std::size_t(index)].channel(channel).review;
        if (marks.isEmpty())
            continue;
        const long long w = marks.width();
        long long start;
        if (step == 0)
            start = from.y() * w + from.x() + (forward ? 1 : -1);
        else
            start = forward ? 0 : w * marks.height() - 1;
        const auto found = forward ? firstAtOrAfter(marks, start) : lastAtOrBefore(marks, start);
        if (found)
            return FlaggedPixel{index, QPoint(int(*found % w), int(*found / w))};
    }
    return std::nullopt;
}

std::size_t flaggedCount(const Sprite& sprite, int channel) {
    std::size_t total = 0;
    for (const Frame& frame : sprite.frames())
        if (channel >= 0 && channel < frame.channelCount())
            total += frame.channel(channel).review.count();
    return total;
}

QList<int> framesWithShapesToReview(const Sprite& sprite, int channel) {
    QList<int> frames;
    for (std::size_t i = 0; i < sprite.frames().size(); ++i) {
        const Frame& frame = sprite.frames()[i];
        if (channel >= 0 && channel < frame.channelCount() && frame.channel(channel).shapesReview)
            frames.append(int(i));
    }
    return frames;
}

std::size_t shapesToReviewCount(const Sprite& sprite) {
    std::size_t count = 0;
    for (const Frame& frame : sprite.frames())
        for (const ChannelMasks& masks : frame.channels)
            count += masks.shapesReview ? 1 : 0;
    return count;
}

std::size_t shapesDisagreement(const Frame& frame, int channel) {
    if (channel < 0 || channel >= frame.channelCount())
        return 0;
    const ChannelMasks& masks = frame.channel(channel);
    return masks.handShapes ? collidersDisagreement(*masks.handShapes, masks.effective) : 0;
}

} // namespace hitmask
