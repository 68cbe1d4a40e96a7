// SPDX-License-Identifier: MIT
// The shapes a frame x channel exports, as the canvas shows them and the Shapes tool
// starts editing from: its hand set, or the shapes traced from its mask with the
// project's shape settings, turned into colliders a designer can own.
#pragma once

#include "common/shapesettings.h"
#include "export/shapes.h"

#include <hitmask/colliders.hpp>
#include <optional>

namespace hitmask {

struct ChannelMasks;

// Traced shapes as colliders: boxes stay boxes, a polygon without holes is its outer
// ring, and one with holes becomes its convex pieces (a collider ring has no holes).
Colliders tracedColliders(const FrameShapes& shapes, int maxVertices);

// The hand set of `masks`, else the shapes traced from its effective mask with `settings`.
Colliders exportedColliders(const ChannelMasks& masks, const ShapeSettings& settings);

// Vertices of the polygons (boxes and circles have none to move one by one).
int polygonVertices(const Colliders& shapes);

} // namespace hitmask
