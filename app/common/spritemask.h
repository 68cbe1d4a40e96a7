// SPDX-License-Identifier: MIT
// How a sprite's pixels become a collision mask: by alpha threshold or colour key.
#pragma once

#include <QColor>
#include <QImage>
#include <hitmask/mask.hpp>
#include <optional>
#include <vector>

namespace hitmask {

struct MaskRule {
    int threshold = 0;              // solid where alpha > threshold (0..255)
    std::optional<QColor> colorKey; // when set: solid unless RGB matches or alpha is 0
    // With a colour key: how far (0..255) each of R, G, B may lie from the key's and still
    // match (hitmask::ColorKey), for backgrounds that lossy compression left uneven.
    int keyTolerance = 0;

    friend bool operator==(const MaskRule&, const MaskRule&) = default;
};

// The colour key `rule` applies, in core's terms; nullopt without one.
std::optional<ColorKey> colorKeyOf(const MaskRule& rule);

// The image is converted to RGBA8888 when it is in another format.
Mask maskFromImage(const QImage& image, const MaskRule& rule);

// The background of art without an alpha channel: the colour of its four corners when they
// agree (GameMaker takes the top-left pixel), else the colour most of its border has, for
// art whose figure reaches a corner.
struct BackgroundKey {
    QColor colour;
    bool cornersAgree = true;
};
BackgroundKey backgroundKeyOf(const QImage& image);

// The outermost pixels of an image, 0xRRGGBB each: its first and last rows (left to right)
// and its first and last columns (top to bottom), so that a reader that never holds the
// whole image can still find its background.
struct ImageBorder {
    std::vector<QRgb> top, bottom, left, right;
};
BackgroundKey backgroundKeyOf(const ImageBorder& border);

// The rule a new sprite starts with, the same in the editor and hitmask-cli: alpha above
// `threshold`; for art without an alpha channel (BMP, JPEG), every pixel but those of its
// background colour (backgroundKeyOf).
MaskRule defaultMaskRule(const QImage& image, bool hadAlpha, int threshold = 0);

// The art as a game draws it, in Format_ARGB32_Premultiplied: with a colour key, pixels of
// the key's colour (within its tolerance) are transparent; otherwise the art unchanged.
QImage drawnArt(const QImage& image, const MaskRule& rule);

} // namespace hitmask
