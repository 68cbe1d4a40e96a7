// SPDX-License-Identifier: MIT
#include "maskoperations.h"

#include "document/commands/paintpixels.h"
#include "document/pixeledits.h"
#include "document/projectdocument.h"

namespace hitmask {

namespace {

template <typename Rule>
bool editFrame(ProjectDocument* document, int spriteId, int frameIndex, const QString& text,
               Rule rule) {
    const Sprite* sprite = document ? document->sprite(spriteId) : nullptr;
    if (!sprite || frameIndex < 0 || std::size_t(frameIndex) >= sprite->frames().size())
        return false;
    const Frame& frame = sprite->frames()[std::size_t(frameIndex)];
    PixelEdits edits(frame);
    for (int y = 0; y < frame.rect.height(); ++y)
        for (int x = 0; x < frame.rect.width(); ++x)
            edits.set(x, y, rule(frame, x, y));
    if (edits.isEmpty())
        return false;
    document->undoStack()->push(
        new PaintPixels(document, spriteId, frameIndex, edits.take(), 0, text));
    return true;
}

} // namespace

bool MaskOperations::invert(ProjectDocument* document, int spriteId, int frame) {
    // The result must not depend on the auto mask any more: every pixel is forced.
    return editFrame(document, spriteId, frame, tr("Invert Mask"),
                     [](const Frame& f, int x, int y) {
                         return f.effective.test(x, y) ? Override::Empty : Override::Solid;
                     });
}

bool MaskOperations::clear(ProjectDocument* document, int spriteId, int frame) {
    return editFrame(document, spriteId, frame, tr("Clear Mask"),
                     [](const Frame&, int, int) { return Override::Empty; });
}

bool MaskOperations::resetToAuto(ProjectDocument* document, int spriteId, int frame) {
    return editFrame(document, spriteId, frame, tr("Reset Mask to Auto"),
                     [](const Frame&, int, int) { return Override::Auto; });
}

} // namespace hitmask
