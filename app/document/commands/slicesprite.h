// SPDX-License-Identifier: MIT
// Replaces a sprite's frames by new ones over the given rectangles (a grid cut); undo
// brings the old frames back with their hand edits, redo the same new frames and ids.
#pragma once

#include "document/sprite.h"

#include <QList>
#include <QRect>
#include <QUndoCommand>
#include <vector>

namespace hitmask {

class ProjectDocument;

class SliceSprite final : public QUndoCommand {
public:
    SliceSprite(ProjectDocument* document, int spriteId, QList<QRect> rects);

    void undo() override;
    void redo() override;

private:
    ProjectDocument* document_;
    int spriteId_;
    QList<QRect> rects_;
    bool built_ = false;
    std::vector<Frame> held_; // the frames not in the sprite right now
};

} // namespace hitmask
