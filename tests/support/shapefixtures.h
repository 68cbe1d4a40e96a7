// SPDX-License-Identifier: MIT
// A strip of frames on disk with a document over it, shapes owned by hand and the steps
// that set them and paint under them, for the tests of hand shapes in the document.
#pragma once

#include "document/commands/addsprite.h"
#include "document/commands/paintpixels.h"
#include "document/commands/shapecommands.h"
#include "document/pixeledits.h"
#include "document/projectdocument.h"

#include <QImage>
#include <hitmask/colliders.hpp>

namespace hitmask::testing {

// `frames` frames of 4 x 4 side by side: frame i opaque in its columns 0 .. i (so that
// each frame's mask differs), the rest clear.
inline QImage stripImage(int frames, int opaqueFrom = 0) {
    QImage image(4 * frames, 4, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    for (int f = 0; f < frames; ++f)
        for (int y = 0; y < 4; ++y)
            for (int x = 0; x <= f % 4; ++x)
                if (y >= opaqueFrom)
                    image.setPixelColor(4 * f + x, y, QColor(200, 30, 30, 255));
    return image;
}

// A sprite cut into the strip's frames (a grid cut, as the user makes one), added to the
// document without an undo step; returns its id.
inline int addStrip(ProjectDocument& document, const QString& path, int frames) {
    const QImage image = stripImage(frames);
    if (!image.save(path))
        return -1;
    FrameCut cut;
    cut.kind = FrameCut::Kind::Rects;
    for (int f = 0; f < frames; ++f)
        cut.rects.append(QRect(4 * f, 0, 4, 4));
    const FrameSet set = cut.cut(path, image, {});
    auto sprite = std::make_unique<Sprite>(document.nextSpriteId(), path, image, cut, set);
    const int id = sprite->id();
    document.insertSprite(std::move(sprite), int(document.sprites().size()));
    return id;
}

// Every kind of shape, with coordinates a decimal writes only approximately.
inline Colliders sampleShapes() {
    Colliders shapes;
    shapes.boxes = {{0.1, 0.5, 2, 1.0 / 3}, {-2.5, 3, 0.25, 7}};
    shapes.polygons = {{{0, 0}, {4, 0}, {2.2, 3.3}}, {{1, 1}, {3, 1}, {3, 3}, {2, 1.5}, {1, 3}}};
    shapes.circles = {{2, 2, 1.5}, {0.3, 0.7, 1e-3}};
    return shapes;
}

inline EditPlace placeOf(const ProjectDocument& document, int spriteId, int frameIndex,
                         int channelIndex) {
    const Sprite* sprite = document.sprite(spriteId);
    return {spriteId, sprite->frames()[std::size_t(frameIndex)].id,
            sprite->channels()[std::size_t(channelIndex)].id};
}

inline void setShapes(ProjectDocument& document, const EditPlace& place,
                      std::optional<Colliders> shapes) {
    document.undoStack()->push(
        new SetHandShapes(&document, QStringLiteral("shapes"), {place}, {std::move(shapes)}));
}

// Forces pixel (x, y) of a frame x channel solid or empty, one undo step; false when that
// changes nothing.
inline bool paintPixel(ProjectDocument& document, const EditPlace& place, int x, int y,
                       bool solid) {
    const Sprite* sprite = document.sprite(place.spriteId);
    const Frame& frame = sprite->frames()[std::size_t(sprite->frameIndex(place.frameId))];
    PixelEdits edits(frame, sprite->channelIndex(place.channelId));
    edits.paint(x, y, solid);
    RegionEdit edit = edits.take();
    if (edit.isEmpty())
        return false;
    document.undoStack()->push(new PaintPixels(&document, place.spriteId, place.frameId,
                                               std::move(edit), 0, QStringLiteral("paint"),
                                               place.channelId));
    return true;
}

} // namespace hitmask::testing
