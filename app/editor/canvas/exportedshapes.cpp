// SPDX-License-Identifier: MIT
#include "exportedshapes.h"

#include "document/sprite.h"

#include <algorithm>

namespace hitmask {

Colliders tracedColliders(const FrameShapes& shapes, int maxVertices) {
    Colliders out;
    for (const Rect& box : shapes.boxes)
        out.boxes.push_back({double(box.x), double(box.y), double(box.width), double(box.height)});
    // holeFreeRings() makes rings of boxes too: give it the polygons alone.
    FrameShapes polygons;
    polygons.kind = shapes.kind;
    polygons.polygons = shapes.polygons;
    out.polygons = holeFreeRings(polygons, std::max(maxVertices, ShapeSettings::kMinVertices));
    return out;
}

Colliders exportedColliders(const ChannelMasks& masks, const ShapeSettings& settings) {
    if (masks.handShapes)
        return *masks.handShapes;
    return tracedColliders(frameShapes(masks.effective, 0, settings), settings.maxVertices);
}

int polygonVertices(const Colliders& shapes) {
    int vertices = 0;
    for (const auto& ring : shapes.polygons)
        vertices += int(ring.size());
    return vertices;
}

} // namespace hitmask
