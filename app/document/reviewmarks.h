// SPDX-License-Identifier: MIT
// Walking a sprite's review marks in reading order, frame after frame, and the hand shapes
// to review.
#pragma once

#include <QList>
#include <QPoint>
#include <cstddef>
#include <optional>

namespace hitmask {

class Sprite;
struct Frame;

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

// The frames (indices, in order) whose hand shapes of the channel at `channel` are
// flagged for review: the mask under them changed since they were set or reviewed.
QList<int> framesWithShapesToReview(const Sprite& sprite, int channel = 0);
// Frames x channels of the sprite flagged so (frames set aside not counted).
std::size_t shapesToReviewCount(const Sprite& sprite);
// Pixels of the frame where the channel's hand shapes and its effective mask disagree
// (collidersDisagreement); 0 for traced shapes, which follow the mask.
std::size_t shapesDisagreement(const Frame& frame, int channel);

} // namespace hitmask
