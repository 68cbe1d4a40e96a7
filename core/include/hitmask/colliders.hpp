// SPDX-License-Identifier: MIT
// Collider shapes a designer owns: boxes, polygons and circles in a frame's pixel-edge
// units (pixel (x, y) spans x..x+1, y down), with what a physics engine needs of them:
// simple polygons cut into convex pieces, pieces cleaned to an engine's tolerances, and
// how far a set of shapes and a mask disagree.
#pragma once

#include <cstddef>
#include <hitmask/geometry.hpp>
#include <hitmask/mask.hpp>
#include <hitmask/outline.hpp>
#include <vector>

namespace hitmask {

// An axis-aligned box from (x, y), width and height positive for a valid one.
struct BoxF {
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;
    friend bool operator==(const BoxF&, const BoxF&) = default;
};

// A circle by its centre and radius.
struct Circle {
    double x = 0;
    double y = 0;
    double radius = 0;
    friend bool operator==(const Circle&, const Circle&) = default;
};

// One frame's shapes of one channel. A polygon is one simple ring (no holes), either way
// round; the order within each list is the order shapes are drawn and written.
struct Colliders {
    std::vector<BoxF> boxes;
    std::vector<std::vector<PointF>> polygons;
    std::vector<Circle> circles;

    [[nodiscard]] bool empty() const noexcept {
        return boxes.empty() && polygons.empty() && circles.empty();
    }
    [[nodiscard]] std::size_t count() const noexcept {
        return boxes.size() + polygons.size() + circles.size();
    }
    friend bool operator==(const Colliders&, const Colliders&) = default;
};

// Whether `ring` is a simple polygon: at least 3 finite vertices, nonzero area, no two
// edges meeting except neighbours at their shared vertex (a vertex touching another
// edge, a repeated vertex or an edge folding back over its neighbour is not simple).
// Near-linear for hand-drawn rings: edges are swept in x, and only pairs whose ranges
// overlap are tested.
[[nodiscard]] bool isSimplePolygon(const std::vector<PointF>& ring);

// Convex pieces of at most maxVertices (at least 3) vertices each, together covering
// exactly the simple polygon `ring`, never overlapping; clockwise on screen like
// convexPieces(). Every piece vertex is a ring vertex; ring vertices exactly on the
// line between their neighbours are left out. A ring that is not simple gives nothing. O(n^2) at
// worst (ear clipping), milliseconds for thousands of vertices.
[[nodiscard]] std::vector<std::vector<PointF>> convexDecomposition(const std::vector<PointF>& ring,
                                                                   int maxVertices);

// A convex piece as an engine takes it: clockwise on screen, no two vertices closer than
// `minDistance` (neighbours or not), every corner turning clearly (the sine of its turn
// above 1e-6, so that it stays a corner in float), 3 or more vertices and positive area;
// empty when nothing of it is left. Every vertex is one of the input's, starting from
// the first input vertex kept. Taken as its convex hull: a piece that is not convex
// comes back as the hull of its vertices.
[[nodiscard]] std::vector<PointF> engineReadyPiece(std::vector<PointF> piece, double minDistance);

// The pixels of a width x height frame whose centres lie inside any shape; a polygon
// covers its inside by the even-odd rule. A centre exactly on a shape's boundary counts
// when the shape lies just right of it, or just below it where the boundary runs level
// (formally: centre p is inside when p + (e, e^2) is, for a vanishing e > 0). So a box
// covers the centres in [x, x + width) x [y, y + height), shapes sharing an edge never
// both cover a centre on it nor leave it out, and convex pieces of a polygon cover
// exactly the polygon's pixels. A shape with a non-finite number, a box or circle of no
// size and a polygon of under 3 vertices cover nothing. A scanline fill: O(rows x
// crossings + edges log edges + pixels / 64).
[[nodiscard]] Mask rasterizeColliders(const Colliders& shapes, int width, int height);

// Pixels of the mask's size where rasterizeColliders() and the mask differ.
[[nodiscard]] std::size_t collidersDisagreement(const Colliders& shapes, const Mask& mask);

// The shapes of a width x height frame turned `degrees` clockwise on screen about the
// frame's centre, in the rotated frame that rotated() and rotatedBounds() make (the
// smallest box holding the turned frame, centre on centre). Circles keep their radius;
// boxes stay boxes at multiples of 90 degrees and become 4-vertex polygons otherwise;
// polygons turn vertex by vertex, in the same order. Boxes of no size are left out, and a
// NaN or infinite angle gives no shapes. At multiples of 90 degrees rasterizing the
// turned shapes gives rotated() of the shapes' pixels exactly when no pixel centre lies
// on a boundary (pixel-aligned boxes and outlines); otherwise the two differ only at
// pixels whose centres lie within a pixel of a boundary.
[[nodiscard]] Colliders rotatedColliders(const Colliders& shapes, double degrees, int width,
                                         int height);

} // namespace hitmask
