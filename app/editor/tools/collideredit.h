// SPDX-License-Identifier: MIT
// The geometry of editing colliders by hand, apart from any event or widget: what lies
// under the mouse (a vertex, an edge, the inside of a shape), what a drag from one point
// to another makes of the shapes, and snapping to pixel corners.
#pragma once

#include <hitmask/colliders.hpp>
#include <optional>

namespace hitmask {

// One shape of a Colliders, by kind and index into its list.
struct ShapeRef {
    enum class Kind { None, Box, Polygon, Circle };
    Kind kind = Kind::None;
    int index = -1;

    bool isValid(const Colliders& shapes) const;
    friend bool operator==(const ShapeRef&, const ShapeRef&) = default;
};

// A part of a shape the mouse can take: a box's corners run top-left, top-right,
// bottom-right, bottom-left and its edges top, right, bottom, left; a polygon's edge i
// runs from vertex i to vertex i + 1; a circle's one vertex is on its rim to the right
// of the centre and its edge is the rim.
struct ShapePart {
    enum class Kind { Inside, Vertex, Edge };
    ShapeRef shape;
    Kind kind = Kind::Inside;
    int index = -1;
};

// Pixel corners (grid 1) or half pixels (grid 0.5).
PointF snapped(PointF p, double grid);

// The vertices of a shape that have handles, in the order ShapePart indexes them.
std::vector<PointF> handlePoints(const Colliders& shapes, ShapeRef shape);
// The part of `shape` within `reach` of p: a vertex first, then an edge, then the inside.
std::optional<ShapePart> partOf(const Colliders& shapes, ShapeRef shape, PointF p, double reach);
// The part under p of the topmost shape (circles over polygons over boxes, later over
// earlier), `preferred`'s parts first.
std::optional<ShapePart> partAt(const Colliders& shapes, PointF p, double reach,
                                ShapeRef preferred = {});

// The shapes after dragging `part` by `delta` (a vertex or edge moves, the inside moves
// the whole shape); a box's dragged corner or side goes to where it is dragged, a circle's
// rim sets its radius to the distance from its centre to `to`. nullopt when the result is
// no valid shape: a box or circle without size, a polygon that is not simple.
std::optional<Colliders> dragged(const Colliders& shapes, const ShapePart& part, PointF from,
                                 PointF to);
// Moves a whole shape, or with vertex >= 0 only that polygon vertex, by (dx, dy).
std::optional<Colliders> nudged(const Colliders& shapes, ShapeRef shape, int vertex, double dx,
                                double dy);
// A vertex at p on `edge` of a polygon or a box (which becomes a polygon, last in its
// list); nullopt when the polygon would not be simple. `inserted` gets the new shape.
std::optional<Colliders> withVertex(const Colliders& shapes, const ShapePart& edge, PointF p,
                                    ShapeRef* inserted);
// Without polygon vertex `vertex` (nullopt below three vertices or when no longer simple),
// or with vertex < 0 without the whole shape.
std::optional<Colliders> without(const Colliders& shapes, ShapeRef shape, int vertex);

} // namespace hitmask
