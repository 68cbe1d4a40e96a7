// SPDX-License-Identifier: MIT
// Clears the review marks of every frame and channel of a sprite; undo brings them back.
#pragma once

#include "editplace.h"

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
};

} // namespace hitmask
