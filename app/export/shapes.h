// SPDX-License-Identifier: MIT
// Collision shapes of a frame, boxes or polygons, as `hitmask-cli shapes` prints them and
// the shape export formats write them: one computation for both.
#pragma once

#include "common/shapesettings.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <hitmask/geometry.hpp>
#include <hitmask/mask.hpp>
#include <hitmask/outline.hpp>
#include <vector>

namespace hitmask {

// A ring list with optional holes; points in pixel-edge units of the frame.
struct ShapePolygon {
    std::vector<PointF> outer;
    std::vector<std::vector<PointF>> holes;
};

struct FrameShapes {
    ShapeSettings::Kind kind = ShapeSettings::Kind::Boxes;
    int frame = 0;
    QString channel; // empty when the export has one channel
    int width = 0;   // of the frame, before growing
    int height = 0;
    Point origin;            // the frame's pivot, in its pixels (the sprite's position on screen)
    std::vector<Rect> boxes; // Kind::Boxes
    std::size_t wrongPixels = 0;
    std::vector<ShapePolygon> polygons; // Kind::Polygons
};

FrameShapes frameShapes(const Mask& mask, int frame, const ShapeSettings& settings);

// The polygons with none holding a hole: a polygon with holes is replaced by its convex
// pieces, for formats that cannot express holes (Tiled objects, Godot polygons).
std::vector<std::vector<PointF>> holeFreeRings(const FrameShapes& shapes, int maxVertices);

// `[{"frame": 0, "width": w, "height": h, "origin": [x, y], "boxes": [[x, y, w, h], ...],
// "wrong_pixels": n}]`
// or with `"polygons": [{"outer": [[x, y], ...], "holes": [[[x, y], ...], ...]}, ...]`;
// with `"channel": "hit"` after the frame number when the shapes name their channel.
QByteArray shapesJson(const std::vector<FrameShapes>& frames);

// A number as the text formats write it: integers bare, others with up to 6 decimals.
QByteArray formatCoordinate(double value);

} // namespace hitmask
