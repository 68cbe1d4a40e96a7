// SPDX-License-Identifier: MIT
#include "shapecopy.h"

#include "commands/shapecommands.h"
#include "projectdocument.h"

#include <hitmask/colliders.hpp>
#include <hitmask/rotationset.hpp>
#include <hitmask/transform.hpp>

namespace hitmask {

namespace {

Colliders moved(Colliders shapes, double dx, double dy) {
    for (BoxF& b : shapes.boxes) {
        b.x += dx;
        b.y += dy;
    }
    for (std::vector<PointF>& ring : shapes.polygons)
        for (PointF& p : ring) {
            p.x += dx;
            p.y += dy;
        }
    for (Circle& c : shapes.circles) {
        c.x += dx;
        c.y += dy;
    }
    return shapes;
}

// The source's hand shapes, or nullptr when it has none (or is not in the document).
const Colliders* handShapesOf(const ProjectDocument* document, const EditPlace& source) {
    const ChannelMasks* masks = document->channelMasks(source);
    return masks && masks->handShapes ? &*masks->handShapes : nullptr;
}

} // namespace

SetHandShapes* ShapeCopy::toFrames(ProjectDocument* document, const EditPlace& source,
                                   const QList<int>& frameIds) {
    const Colliders* shapes = handShapesOf(document, source);
    if (!shapes)
        return nullptr;
    QList<EditPlace> places;
    for (int id : frameIds)
        if (id != source.frameId && document->frame(source.spriteId, id) &&
            !places.contains(EditPlace{source.spriteId, id, source.channelId}))
            places.append({source.spriteId, id, source.channelId});
    if (places.isEmpty())
        return nullptr;
    return new SetHandShapes(document,
                             tr("Copy Shapes to %n Frame(s)", nullptr, int(places.size())), places,
                             QList<std::optional<Colliders>>(places.size(), *shapes));
}

SetHandShapes* ShapeCopy::toAllFrames(ProjectDocument* document, const EditPlace& source) {
    const Sprite* sprite = document->sprite(source.spriteId);
    if (!sprite)
        return nullptr;
    QList<int> ids;
    for (const Frame& frame : sprite->frames())
        ids.append(frame.id);
    SetHandShapes* step = toFrames(document, source, ids);
    if (step)
        step->setText(tr("Copy Shapes to All Frames"));
    return step;
}

SetHandShapes* ShapeCopy::toRotations(ProjectDocument* document, const EditPlace& source) {
    const Sprite* sprite = document->sprite(source.spriteId);
    const Colliders* shapes = handShapesOf(document, source);
    const int index = sprite ? sprite->frameIndex(source.frameId) : -1;
    if (!shapes || index < 0 || !sprite->cut().isRotationSet())
        return nullptr;
    const int n = sprite->cut().rotations;
    const int first = index / n * n; // rotation 0 of the same source frame
    const int k = index - first;
    const Frame& from = sprite->frames()[std::size_t(index)];
    QList<EditPlace> places;
    QList<std::optional<Colliders>> turned;
    for (int j = 0; j < n && std::size_t(first + j) < sprite->frames().size(); ++j) {
        if (j == k)
            continue;
        const Frame& to = sprite->frames()[std::size_t(first + j)];
        const double degrees = rotationDegrees((j - k + n) % n, n);
        // Every rotation is turned about the source frame's centre, which lands on the
        // centre of each rotated frame: rotation k's centre goes to rotation j's.
        const Rect box = rotatedBounds(from.width(), from.height(), degrees);
        places.append({source.spriteId, to.id, source.channelId});
        turned.append(moved(rotatedColliders(*shapes, degrees, from.width(), from.height()),
                            (to.width() - box.width) / 2.0, (to.height() - box.height) / 2.0));
    }
    if (places.isEmpty())
        return nullptr;
    return new SetHandShapes(document, tr("Copy Shapes to All Rotations"), places, turned);
}

} // namespace hitmask
