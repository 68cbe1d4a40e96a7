// SPDX-License-Identifier: MIT
// How a mask becomes collision shapes (boxes or polygons) and at what scale an engine
// takes them: what `hitmask-cli shapes` takes as options and a project saves with its
// export settings.
#pragma once

namespace hitmask {

struct ShapeSettings {
    enum class Kind { Boxes, Polygons };
    Kind kind = Kind::Boxes;
    int maxBoxes = 0;     // 0: as many as an exact partition needs
    double tolerance = 0; // polygon simplification, in pixels
    bool convex = false;  // convex pieces instead of outlines with holes
    int maxVertices = 8;  // per convex piece
    int grow = 0;         // grow (> 0) or shrink (< 0) the mask first, in pixels
    // The engine's scale: vertices of a convex piece are kept at least Box2D's linear slop
    // (kLinearSlopMetres) apart at this scale, so that the engine welds none of them.
    double pixelsPerMetre = 32;

    static constexpr int kMaxGrow = 1024;
    static constexpr int kMaxBoxes = 1 << 20;
    static constexpr double kMaxTolerance = 1024;
    static constexpr int kMinVertices = 4;
    static constexpr int kMaxVertices = 1024;
    // Up to 200 pixels per metre the slop is at most one pixel, so that every traced box
    // (whole pixels) is valid as it is.
    static constexpr double kMinPixelsPerMetre = 1;
    static constexpr double kMaxPixelsPerMetre = 200;
    static constexpr double kLinearSlopMetres = 0.005; // Box2D 2.4's b2_linearSlop

    // The closest two vertices of an exported piece may be, in pixels.
    double minVertexDistance() const { return kLinearSlopMetres * pixelsPerMetre; }

    friend bool operator==(const ShapeSettings&, const ShapeSettings&) = default;
};

} // namespace hitmask
