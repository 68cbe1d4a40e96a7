// SPDX-License-Identifier: MIT
// Clears the review marks of every frame and channel of a sprite; undo brings them back.
#pragma once

#include <QUndoCommand>
#include <hitmask/mask.hpp>
#include <utility>
#include <vector>

namespace hitmask {

class ProjectDocument;

class ClearReview final : public QUndoCommand {
public:
    ClearReview(ProjectDocument* document, int spriteId);

    void undo() override;
    void redo() override;

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
