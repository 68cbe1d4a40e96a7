// SPDX-License-Identifier: MIT
// Changes how a sprite's auto mask is made (threshold, colour key); edits stay.
#pragma once

#include "document/sprite.h"
#include "editplace.h"

#include <QUndoCommand>

namespace hitmask {

class ProjectDocument;

class SetMaskSettings final : public QUndoCommand, public PlacedCommand {
public:
    // Commands merge only within one editing `session` (a key from the editor's
    // EditSession; callers outside any session leave it 0).
    SetMaskSettings(ProjectDocument* document, int spriteId, const MaskRule& before,
                    const MaskRule& after, int session = 0);

    void undo() override;
    void redo() override;
    int id() const override;
    // Dragging the threshold slider or typing a tolerance is one step.
    bool mergeWith(const QUndoCommand* other) override;
    EditPlace place() const override { return {spriteId_, -1, 0}; }

private:
    ProjectDocument* document_;
    int spriteId_;
    int session_;
    MaskRule before_;
    MaskRule after_;
};

} // namespace hitmask
