// SPDX-License-Identifier: MIT
#include "exportedshapes.h"

#include "document/sprite.h"

namespace hitmask {

Colliders tracedColliders(const FrameShapes& shapes, const ShapeSettings& settings) {
    Colliders out;
    for (const Rect& box : shapes.boxes)
        out.boxes.push_back({double(box.x), double(box.y), double(box.width), double(box.height)});
    // holeFreeRings() makes rings of boxes too: give it the polygons alone.
    FrameShapes polygons;
    polygons.kind = shapes.kind;
    polygons.polygons = shapes.polygons;
    out.polygons = holeFreeRings(polygons, settings);
    return out;
}

Colliders exportedColliders(const ChannelMasks& masks, const ShapeSettings& settings) {
    if (masks.handShapes)
        return *masks.handShapes;
    return tracedColliders(frameShapes(masks.effective, 0, settings), settings);
}

int polygonVertices(const Colliders& shapes) {
    int vertices = 0;
    for (const auto& ring : shapes.polygons)
        vertices += int(ring.size());
    return vertices;
}

} // namespace hitmask
