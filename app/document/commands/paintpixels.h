// SPDX-License-Identifier: MIT
// Changes the override state of some pixels of one channel of one frame; one brush stroke is one
// step.
#pragma once

#include "document/overrides.h"
#include "editplace.h"

#include <QUndoCommand>

namespace hitmask {

class ProjectDocument;

class PaintPixels final : public QUndoCommand, public PlacedCommand {
public:
    // Commands of the same stroke (strokeId > 0) merge into one undo step. The edit
    // holds only what changes (PixelEdits::take, OverrideLayer::editTo); it edits the
    // channel of the given id, solid by default.
    PaintPixels(ProjectDocument* document, int spriteId, int frameId, RegionEdit edit, int strokeId,
                const QString& text, int channelId = 0);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;
    EditPlace place() const override { return {spriteId_, frameId_, channelId_}; }

    const RegionEdit& edit() const { return edit_; }

private:
    ProjectDocument* document_;
    int spriteId_;
    int frameId_;
    int strokeId_;
    int channelId_;
    RegionEdit edit_;
};

} // namespace hitmask
