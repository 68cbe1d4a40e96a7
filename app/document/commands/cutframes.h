// SPDX-License-Identifier: MIT
// Changes how a sprite's frames are cut from its file (a grid, a sheet, a rotation set)
// and puts in the frames of the new cut; undo brings the old frames back with their hand
// edits, redo the same new frames and ids.
#pragma once

#include "document/sprite.h"
#include "editplace.h"

#include <QUndoCommand>
#include <vector>

namespace hitmask {

class ProjectDocument;

class CutFrames : public QUndoCommand, public PlacedCommand {
public:
    // `frames` is `cut` applied to the sprite's file (the caller reports a failed cut).
    // Regenerating a rotation set of as many rotations keeps each rotation's hand edits.
    CutFrames(ProjectDocument* document, int spriteId, FrameCut cut, FrameSet frames,
              const QString& text);

    void undo() override;
    void redo() override;
    EditPlace place() const override { return {spriteId_, -1, -1}; }

private:
    ProjectDocument* document_;
    int spriteId_;
    FrameCut cut_; // the cut not in the sprite right now
    FrameSet frames_;
    QList<FrameAnimation> tags_; // the tags not in the sprite right now
    bool built_ = false;
    std::vector<Frame> held_; // the frames not in the sprite right now
    std::vector<Frame> heldAside_;
};

// A grid cut: the sprite's frames become the given rectangles of its image.
class SliceSprite final : public CutFrames {
public:
    SliceSprite(ProjectDocument* document, int spriteId, const QList<QRect>& rects);
};

// The sprite's frames become the N rotations of its frame `frameIndex` (when the sprite
// is a rotation set already: of the frame its rotations come from). nullptr, with
// `error` set, when the file cannot be cut.
[[nodiscard]] CutFrames* generateRotationSet(ProjectDocument* document, int spriteId,
                                             int frameIndex, int rotations, QString* error);

} // namespace hitmask
