// SPDX-License-Identifier: MIT
// Overlay colours chosen against the art under them, so that a mask or an overlap
// highlight never vanishes into a sprite of the same colour.
#pragma once

#include <QColor>
#include <QImage>
#include <QList>
#include <hitmask/mask.hpp>
#include <optional>

namespace hitmask {

// How far apart two colours look: the distance in OKLab, a perceptual space (0 for one
// colour, about 0.1 for orange and amber, 1 for black and white).
double perceptualDistance(const QColor& a, const QColor& b);

// The distance from `colour` to the nearest of `art`; infinite when `art` is empty.
double distanceToArt(const QColor& colour, const QList<QColor>& art);

// The colours most of the shown pixels of `image` have (any format; key-coloured and fully
// transparent pixels do not count), the most frequent first: each colour that at least
// 1/200 of them are near, at most kMaxArtColours. Samples at most about 65,536 pixels,
// evenly spread, so a 4096 x 4096 sheet costs no more than a 256 x 256 one.
QList<QColor> dominantColours(const QImage& image, const std::optional<ColorKey>& colorKey);
inline constexpr int kMaxArtColours = 16;

// dominantColours(), worked out once per image content and key and then remembered: the
// canvas, the panels and the previews ask for it on every change of what they show.
QList<QColor> artColours(const QImage& image, const std::optional<ColorKey>& colorKey);

// The colours an automatic overlay is chosen from: saturated hues far apart from one
// another.
const QList<QColor>& overlayPalette();

// A colour reads over art when it is at least this far (perceptualDistance) from all of
// its dominant colours.
inline constexpr double kStandsOut = 0.25;
// Two overlays closer than this would read as one.
inline constexpr double kAlike = 0.08;

// `preferred` when it stands out against `art` (kStandsOut) and is like none of `taken`
// (the colours other overlays are drawn in); otherwise the palette colour farthest from
// the art and from `taken` alike (the largest distance to the nearest of them; the first
// such in the palette on a tie), so that it reads over the sprite and apart from the
// other overlays.
QColor standOutColour(const QColor& preferred, const QList<QColor>& art,
                      const QList<QColor>& taken = {});

} // namespace hitmask
