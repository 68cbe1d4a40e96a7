// SPDX-License-Identifier: MIT
// Turns the visible part of a frame into an image, one image pixel per sprite pixel,
// in the chosen view mode. Only what is on screen is rendered, so huge sprites cost
// no more than small ones.
#pragma once

#include "viewoptions.h"

#include <QColor>
#include <QImage>
#include <hitmask/mask.hpp>
#include <optional>
#include <vector>

class QPainter;

namespace hitmask {

struct Frame;
struct ChannelMasks;
class Mask;
class Sprite;

// A channel drawn over the art in its own colour.
struct ChannelOverlay {
    const Mask* mask = nullptr;
    QColor colour;
};

struct RenderStyle {
    // The channel edited, drawn in maskColor on top (and compared with the art in
    // MaskVsArt); null for the frame's own, solid. Hidden, it is compared but not drawn.
    const ChannelMasks* channel = nullptr;
    bool showChannel = true;
    // Other visible channels, drawn under it (not in MaskVsArt, which is about one mask).
    std::vector<ChannelOverlay> otherChannels;

    ViewMode mode = ViewMode::SpriteAndMask;
    int overlayOpacity = 45; // percent
    QColor maskColor{255, 40, 120};
    QColor artNotColliding{255, 150, 0}; // opaque pixel that does not collide
    QColor collidingNotArt{0, 200, 255}; // transparent pixel that collides
    QColor review{255, 230, 0};
    // Pixels this key hides are transparent, as the sprite's mask rule says (colorKeyOf).
    std::optional<ColorKey> colorKey;
    // Onion skin: the edge pixels of the neighbouring frames' effective masks (frame
    // pixels at the same position), drawn over the frame in their own colours.
    const Mask* onionPrevious = nullptr;
    const Mask* onionNext = nullptr;
    QColor onionPreviousColor{70, 130, 255};
    QColor onionNextColor{40, 220, 90};
};

// How the canvas draws `frame` of `sprite`: channel `channelIndex` on top (hidden when the
// channel is), the other visible channels under it, each in its colour (channelColours:
// the same whichever is on top), key-coloured pixels as transparent. Mode, opacity and
// onion skin are left as they are.
RenderStyle channelStyle(const Sprite& sprite, const Frame& frame, int channelIndex);

// A solid pixel of `mask` with a 4-neighbour that is not solid (or lies outside): the
// mask's outline, which shows a neighbouring frame's shape without hiding this one.
bool isEdgePixel(const Mask& mask, int x, int y);

// Whether a pixel (RGBA bytes) shows: some alpha, and not hidden by the key. The same
// rule as the auto mask's colour key (spritemask.h) with a threshold of 0.
inline bool isArt(const uchar* rgba, const std::optional<ColorKey>& key) {
    return key ? !key->hides(rgba) : rgba[3] > 0;
}

// Makes the pixels that do not show (isArt) fully transparent, for views that draw the
// art as the mask rule reads it. `image` is Format_RGBA8888.
void clearHiddenPixels(QImage& image, const std::optional<ColorKey>& colorKey);

// `visible` is in frame coordinates and must lie inside the frame. With a `step` above 1
// the image is reduced: its pixel (i, j) shows frame pixel visible.topLeft() + (i, j) * step.
QImage renderFrame(const Frame& frame, const QRect& visible, const RenderStyle& style,
                   int step = 1);

// Each pixel of `image` as a zoom x zoom block, with a grid line along the top and left
// of every block when `grid` is set. Done here rather than by QPainter's scaling, which
// hands small jobs to worker threads and costs more in waiting than in work.
QImage upscale(const QImage& image, int zoom, bool grid);

// The set pixels of `mask` inside `box` in `color` (premultiplied) on transparent,
// reduced by `step`: a pixel of the result is lit when any pixel of its step x step block
// is, so that a one-pixel overlap never vanishes at 1/16. Only set bits are visited.
QImage maskBitsImage(const Mask& mask, const QRect& box, int step, QRgb color);

// A frame's origin (pivot) as a small cross centred on `at` (widget pixels), dark under
// light so that it shows on any art; its size stays the same at every zoom.
void paintOrigin(QPainter& painter, QPointF at);

// An arrow from `from` along the unit vector `dir` for `length` widget pixels, its head
// past the end, so that a push of zero still shows which way it points.
void paintArrow(QPainter& painter, QPointF from, QPointF dir, double length, const QColor& color);

// Pixels that show (isArt) but do not collide, and that do not show but collide.
struct MaskVsArtCounts {
    std::size_t artNotColliding = 0;
    std::size_t collidingNotArt = 0;
};
MaskVsArtCounts countMaskVsArt(const Frame& frame, const std::optional<ColorKey>& colorKey);

} // namespace hitmask
