// SPDX-License-Identifier: MIT
// Walking a sprite's review marks in reading order, frame after frame.
#pragma once

#include <QPoint>
#include <optional>

namespace hitmask {

class Sprite;

struct FlaggedPixel {
    int frameIndex = 0;
    QPoint pixel;
};

// The next (or, backwards, the previous) flagged pixel after `from` in `frameIndex`,
// in row-major order over the frames, wrapping around; nullopt when nothing is flagged.
// `from` may lie outside the frame: (-1, 0) starts before its first pixel. Costs one
// pass over the marks' words at most. The marks are those of the channel at `channel`.
std::optional<FlaggedPixel> findFlagged(const Sprite& sprite, int frameIndex, QPoint from,
                                        bool forward, int channel = 0);
std::size_t flaggedCount(const Sprite& sprite, int channel = 0);

} // namespace hitmask
