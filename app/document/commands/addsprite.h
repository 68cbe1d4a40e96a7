// SPDX-License-Identifier: MIT
// Adds a sprite to the project, or (RemoveSprite) takes one out; both keep the sprite
// while it is out of the project, so undo restores it with its edits.
#pragma once

#include "document/sprite.h"
#include "editplace.h"

#include <QUndoCommand>
#include <memory>

namespace hitmask {

class ProjectDocument;

class AddSprite final : public QUndoCommand, public PlacedCommand {
public:
    AddSprite(ProjectDocument* document, std::unique_ptr<Sprite> sprite, int index);

    void undo() override;
    void redo() override;
    EditPlace place() const override { return {spriteId_, -1, -1}; }

private:
    ProjectDocument* document_;
    int spriteId_;
    int index_;
    std::unique_ptr<Sprite> held_;
};

class RemoveSprite final : public QUndoCommand {
public:
    // With a `parent`, one part of a step that removes several (RemoveSprites).
    RemoveSprite(ProjectDocument* document, int spriteId, QUndoCommand* parent = nullptr);

    void undo() override;
    void redo() override;

private:
    ProjectDocument* document_;
    int spriteId_;
    int index_ = 0;
    std::unique_ptr<Sprite> held_;
};

} // namespace hitmask
