// SPDX-License-Identifier: MIT
// Collision shapes of a frame, traced boxes or polygons or a hand-drawn set, as
// `hitmask-cli shapes` prints them and the shape export formats write them: one
// computation for both.
#pragma once

#include "common/physicsproperties.h"
#include "common/shapesettings.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <hitmask/colliders.hpp>
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
    std::vector<ShapePolygon> polygons; // Kind::Polygons, and a hand set's (without holes)
    // Drawn by hand rather than traced: `handBoxes` (maybe on half pixels), `polygons` and
    // `circles` whatever the kind, `wrongPixels` where they and the mask disagree.
    bool hand = false;
    std::vector<BoxF> handBoxes;
    std::vector<Circle> circles;
    PhysicsProperties physics; // the channel's
};

// The traced shapes; convex pieces made engine-ready (ShapeSettings::minVertexDistance()).
FrameShapes frameShapes(const Mask& mask, int frame, const ShapeSettings& settings);
// A hand set as it is written: polygons clockwise on screen, or with
// ShapeSettings::convex cut into engine-ready convex pieces of at most maxVertices;
// `mask` counts the wrong pixels.
FrameShapes handFrameShapes(const Colliders& hand, const Mask& mask, int frame,
                            const ShapeSettings& settings);
// Why a hand set cannot be written for an engine (a box or circle without a positive
// size, a box side shorter than the engine's slop, a polygon that is not simple): one
// phrase, or empty.
QString handShapesProblem(const Colliders& hand, const ShapeSettings& settings);

// The boxes and polygons with none holding a hole: a polygon with holes is replaced by
// its convex pieces, for formats that cannot express holes (Tiled objects, Godot
// polygons). Circles are not among them.
std::vector<std::vector<PointF>> holeFreeRings(const FrameShapes& shapes,
                                               const ShapeSettings& settings);

// `[{"frame": 0, "width": w, "height": h, "origin": [x, y], "boxes": [[x, y, w, h], ...],
// "wrong_pixels": n, "physics": {...}}]`
// or with `"polygons": [{"outer": [[x, y], ...], "holes": [[[x, y], ...], ...]}, ...]`, or
// for a hand set `"hand": true` and boxes, polygons, `"circles": [[cx, cy, r], ...]` and
// wrong pixels; with `"channel": "hit"` after the frame number when the shapes name their
// channel. docs/exports.md describes it, docs/schemas/shapes.schema.json checks it.
QByteArray shapesJson(const std::vector<FrameShapes>& frames);

// A number as the text formats write it: integers bare, others with up to 6 decimals.
QByteArray formatCoordinate(double value);

} // namespace hitmask
