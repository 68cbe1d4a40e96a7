// SPDX-License-Identifier: MIT
// Collider shapes a designer owns: boxes, polygons and circles in a frame's pixel-edge
// units (pixel (x, y) spans x..x+1, y down), with what a physics engine needs of them:
// simple polygons cut into convex pieces, pieces cleaned to an engine's tolerances, and
// how far a set of shapes and a mask disagree.
#pragma once

#include <hitmask/geometry.hpp>
#include <hitmask/mask.hpp>
#include <hitmask/outline.hpp>
#include <cstddef>
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

// Whether `ring` is a simple polygon: at least 3 vertices, positive area, no two edges
// meeting except neighbours at their shared vertex.
[[nodiscard]] bool isSimplePolygon(const std::vector<PointF>& ring);

// Convex pieces of at most maxVertices (at least 3) vertices each, together covering
// exactly the simple polygon `ring`, never overlapping; clockwise on screen like
// convexPieces(). A ring that is not simple gives nothing.
[[nodiscard]] std::vector<std::vector<PointF>> convexDecomposition(const std::vector<PointF>& ring,
                                                                   int maxVertices);

// A convex piece as an engine takes it: clockwise on screen, no two vertices closer than
// `minDistance`, no vertex on the line through its neighbours (strictly convex), 3 or
// more vertices and positive area; empty when nothing of it is left.
[[nodiscard]] std::vector<PointF> engineReadyPiece(std::vector<PointF> piece, double minDistance);

// The pixels of a width x height frame whose centres lie inside any shape.
[[nodiscard]] Mask rasterizeColliders(const Colliders& shapes, int width, int height);

// Pixels of the mask's size where rasterizeColliders() and the mask differ.
[[nodiscard]] std::size_t collidersDisagreement(const Colliders& shapes, const Mask& mask);

} // namespace hitmask
