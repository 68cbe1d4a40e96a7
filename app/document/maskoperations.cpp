// SPDX-License-Identifier: MIT
#include "maskoperations.h"

#include "commands/paintpixels.h"
#include "projectdocument.h"

namespace hitmask {

namespace {

// Pushes the edit that gives the frame the override planes `make` returns; whole-frame
// edits cost a few word operations per row, not one change per pixel.
template <typename MakePlanes>
bool editFrame(ProjectDocument* document, int spriteId, int frameIndex, const QString& text,
               MakePlanes make) {
    const Sprite* sprite = document ? document->sprite(spriteId) : nullptr;
    if (!sprite || frameIndex < 0 || std::size_t(frameIndex) >= sprite->frames().size())
        return false;
    const Frame& frame = sprite->frames()[std::size_t(frameIndex)];
    const Rect area{0, 0, frame.rect.width(), frame.rect.height()};
    Mask solid(area.width, area.height);
    Mask empty(area.width, area.height);
    make(frame, solid, empty);
    RegionEdit edit = frame.overrides.editTo(area, solid, empty);
    if (edit.isEmpty())
        return false;
    document->undoStack()->push(
        new PaintPixels(document, spriteId, frame.id, std::move(edit), 0, text));
    return true;
}

} // namespace

bool MaskOperations::invert(ProjectDocument* document, int spriteId, int frameIndex) {
    // The result must not depend on the auto mask any more: every pixel is forced.
    return editFrame(document, spriteId, frameIndex, tr("Invert Mask"),
                     [](const Frame& f, Mask& solid, Mask& empty) {
                         empty = f.effective;
                         solid = f.effective;
                         solid.invert();
                     });
}

bool MaskOperations::clear(ProjectDocument* document, int spriteId, int frameIndex) {
    return editFrame(document, spriteId, frameIndex, tr("Clear Mask"),
                     [](const Frame&, Mask&, Mask& empty) { empty.fill(true); });
}

bool MaskOperations::resetToAuto(ProjectDocument* document, int spriteId, int frameIndex) {
    return editFrame(document, spriteId, frameIndex, tr("Reset Mask to Auto"),
                     [](const Frame&, Mask&, Mask&) {});
}

} // namespace hitmask
