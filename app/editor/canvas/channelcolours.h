// SPDX-License-Identifier: MIT
// The colour each channel of a sprite is drawn in, the same on the canvas, in the frame
// strip, in the Channels panel and in the pickers, whether the channel is selected or not.
#pragma once

#include <QColor>
#include <QList>

namespace hitmask {

class Sprite;

// Channel i's colour at index i: the one the user chose for it, or else one that stands
// out against the sprite's art (its stored colour when that does, standOutColour()
// otherwise), like no other channel's. Depends only on the sprite's art, mask rule and
// channels, so it stays the same across frames and whichever channel is selected; the
// art's colours are worked out once per image (artColours).
QList<QColor> channelColours(const Sprite& sprite);

// channelColours(sprite)[index], or the first palette colour for an index out of range.
QColor channelColour(const Sprite& sprite, int index);

} // namespace hitmask
