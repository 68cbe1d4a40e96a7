// SPDX-License-Identifier: MIT
// How a mask becomes collision shapes (boxes or polygons): what `hitmask-cli shapes`
// takes as options and a project saves with its export settings.
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

    static constexpr int kMaxGrow = 1024;
    static constexpr int kMaxBoxes = 1 << 20;
    static constexpr double kMaxTolerance = 1024;
    static constexpr int kMinVertices = 4;
    static constexpr int kMaxVertices = 1024;

    friend bool operator==(const ShapeSettings&, const ShapeSettings&) = default;
};

} // namespace hitmask
