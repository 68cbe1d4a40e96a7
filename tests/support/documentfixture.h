// SPDX-License-Identifier: MIT
// Sprites on disk and documents built from them, for the editor's tests.
#pragma once

#include "document/commands/addsprite.h"
#include "document/projectdocument.h"

#include <QImage>
#include <QTemporaryDir>

namespace hitmask::testing {

// A w x h image: opaque where `solid(x, y)`, alpha 0 elsewhere.
template <typename Pred> QImage makeImage(int w, int h, Pred solid) {
    QImage image(w, h, QImage::Format_RGBA8888);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            image.setPixelColor(x, y, solid(x, y) ? QColor(40, 160, 60, 255) : QColor(0, 0, 0, 0));
    return image;
}

// Adds a sprite to the document as the user would (one undo step) and returns its id.
inline int addSprite(ProjectDocument& document, const QString& path, const QImage& image) {
    auto sprite = std::make_unique<Sprite>(document.nextSpriteId(), path, image);
    const int id = sprite->id();
    document.undoStack()->push(
        new AddSprite(&document, std::move(sprite), int(document.sprites().size())));
    return id;
}

} // namespace hitmask::testing
