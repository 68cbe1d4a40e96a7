// SPDX-License-Identifier: MIT
// Clears the review marks of every frame and channel of a sprite, and the review flags of
// their hand shapes; undo brings them back.
#pragma once

#include "editplace.h"

#include <QList>
#include <QUndoCommand>
#include <hitmask/mask.hpp>
#include <utility>
#include <vector>

namespace hitmask {

class ProjectDocument;

class ClearReview final : public QUndoCommand, public PlacedCommand {
public:
    ClearReview(ProjectDocument* document, int spriteId);

    void undo() override;
    void redo() override;
    EditPlace place() const override { return {spriteId_, -1, -1}; }

private:
    ProjectDocument* document_;
    int spriteId_;
    struct Marks {
        int frameId;
        int channelId;
        Mask marks; // before
    };
    std::vector<Marks> marks_;
    QList<EditPlace> shapesFlagged_; // hand shapes flagged for review, before
};

} // namespace hitmask
