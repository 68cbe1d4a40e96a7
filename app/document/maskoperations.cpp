// SPDX-License-Identifier: MIT
#include "maskoperations.h"

#include "commands/paintpixels.h"
#include "projectdocument.h"

#include <algorithm>
#include <limits>
#include <utility>
#include <vector>

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
    const Rect area{0, 0, frame.width(), frame.height()};
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

// The edits that give each target frame the source frame's override planes over the
// overlap, pushed as one macro so that one undo restores every frame.
bool copyEdits(ProjectDocument* document, int spriteId, int frameIndex, int firstTarget,
               int endTarget, const QString& text) {
    const Sprite* sprite = document ? document->sprite(spriteId) : nullptr;
    if (!sprite || frameIndex < 0 || std::size_t(frameIndex) >= sprite->frames().size())
        return false;
    const auto& frames = sprite->frames();
    const Frame& source = frames[std::size_t(frameIndex)];
    std::vector<std::pair<int, RegionEdit>> edits;
    for (int i = std::max(firstTarget, 0); i < std::min(endTarget, int(frames.size())); ++i) {
        if (i == frameIndex)
            continue;
        const Frame& target = frames[std::size_t(i)];
        const Rect area{0, 0, std::min(source.width(), target.width()),
                        std::min(source.height(), target.height())};
        RegionEdit edit = target.overrides.editTo(area, source.overrides.forcedSolid().copy(area),
                                                  source.overrides.forcedEmpty().copy(area));
        if (!edit.isEmpty())
            edits.emplace_back(target.id, std::move(edit));
    }
    if (edits.empty())
        return false;
    QUndoStack* stack = document->undoStack();
    stack->beginMacro(text);
    for (auto& [frameId, edit] : edits)
        stack->push(new PaintPixels(document, spriteId, frameId, std::move(edit), 0, text));
    stack->endMacro();
    return true;
}

} // namespace

bool MaskOperations::copyEditsToNext(ProjectDocument* document, int spriteId, int frameIndex) {
    return copyEdits(document, spriteId, frameIndex, frameIndex + 1, frameIndex + 2,
                     tr("Copy Mask Edits to Next Frame"));
}

bool MaskOperations::copyEditsToAll(ProjectDocument* document, int spriteId, int frameIndex) {
    return copyEdits(document, spriteId, frameIndex, 0, std::numeric_limits<int>::max(),
                     tr("Copy Mask Edits to All Frames"));
}

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
