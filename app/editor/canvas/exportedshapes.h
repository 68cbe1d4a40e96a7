// SPDX-License-Identifier: MIT
// Traced shapes as colliders a designer can own: what the Shapes tool starts editing from
// when a frame x channel has no hand set yet.
#pragma once

#include "common/shapesettings.h"
#include "export/shapes.h"

#include <hitmask/colliders.hpp>

namespace hitmask {

struct ChannelMasks;

// Traced shapes as colliders: boxes stay boxes, a polygon without holes is its outer
// ring, and one with holes becomes its convex pieces (a collider ring has no holes).
Colliders tracedColliders(const FrameShapes& shapes, const ShapeSettings& settings);

// The hand set of `masks`, else the shapes traced from its effective mask with `settings`:
// what its export writes.
Colliders exportedColliders(const ChannelMasks& masks, const ShapeSettings& settings);

// Vertices of the polygons (boxes and circles have none to move one by one).
int polygonVertices(const Colliders& shapes);

} // namespace hitmask
