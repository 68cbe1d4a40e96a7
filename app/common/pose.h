// SPDX-License-Identifier: MIT
// A sprite's runtime pose (flip, scale, rotation) and the one order it is applied in, for
// masks and images alike: the CLI's collide and the editor's preview both pose through here.
#pragma once

#include <QImage>
#include <hitmask/mask.hpp>

namespace hitmask {

struct Pose {
    double rotation = 0; // degrees clockwise, about the centre, nearest neighbour
    bool flipHorizontal = false;
    bool flipVertical = false;
    int scale = 1; // 1..kMaxScale, clamped

    static constexpr int kMaxScale = 4;

    friend bool operator==(const Pose&, const Pose&) = default;
};

// Flip, then scale, then rotate, as a game posing a sprite would. The rotated result is
// the bounding box of the rotated sprite.
[[nodiscard]] Mask posed(const Mask& mask, const Pose& pose);
// The same steps, sampling the same pixels as the mask does; Format_ARGB32_Premultiplied.
[[nodiscard]] QImage posed(const QImage& image, const Pose& pose);

} // namespace hitmask
