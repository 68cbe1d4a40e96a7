// SPDX-License-Identifier: MIT
// Where one frame's pixels come from in a sprite's image: every way of cutting frames (a
// strip, a grid, an Aseprite or TexturePacker sheet, the editor's rectangles) is a list of
// placements, applied to the image or to its mask by the one pair of functions here.
#pragma once

#include "framesource.h"

#include <QImage>
#include <QList>
#include <QPoint>
#include <QRect>
#include <QSize>
#include <hitmask/mask.hpp>
#include <vector>

namespace hitmask {

// A rectangle of the source, lying upright or turned 90 degrees clockwise (as packers
// store frames), whose upright pixels go to `offset` in a frame of `size` (a trimmed
// frame's untrimmed size); the rest of the frame is transparent.
struct FramePlacement {
    QRect source;         // the pixels it takes in the source (turned when rotated)
    bool rotated = false; // lies turned 90 degrees clockwise in the source
    QPoint offset;        // where the top-left of its upright pixels lands in the frame
    QSize size;           // the frame's size
    QPoint origin;        // pivot in the frame's pixels
    int durationMs = 0;   // 0 when the source gives none

    // The frame that is exactly the pixels of `rect`, as a grid cell is.
    static FramePlacement cell(const QRect& rect);
    static QList<FramePlacement> cells(const QList<QRect>& rects);

    QSize uprightSize() const { return rotated ? source.size().transposed() : source.size(); }
    // Whether the frame is the source rectangle itself, pixel for pixel: only then is it a
    // piece of the image (a tile), and only then can its pixels be shared with a copy.
    bool isCell() const { return !rotated && offset.isNull() && size == source.size(); }

    bool operator==(const FramePlacement&) const = default;
};

// The frames of `placements` over `image`, in order, each as Format_RGBA8888 with its
// placement's origin and duration and `sourceRect` its source rectangle. Pixel (x, y) of a
// frame shows the upright pixel (x, y) - offset where that lies in the upright rectangle
// and its source pixel lies in the image; every other pixel is transparent (0, 0, 0, 0).
// A placement of no size gives a null image.
QList<SourceFrame> cutFrames(const QImage& image, const QList<FramePlacement>& placements);
// A remembered cut over art that may have shrunk: every placement whose source rectangle
// leaves the image goes to FrameSet::outside, and the frames are cut up to the first of
// them, so that the frames kept keep their numbers.
FrameSet cutFramesInside(const QImage& image, const QList<FramePlacement>& placements);

// The same cut of a mask: frame k is the mask of cutFrames()'s frame k wherever the mask
// is that of the image. `whole` is taken by value so that a cut into the whole mask alone
// moves it rather than copying (a 16,000 x 16,000 mask is 32 MB).
std::vector<Mask> cutMasks(Mask whole, const QList<FramePlacement>& placements);

} // namespace hitmask
