// SPDX-License-Identifier: MIT
// Set a duration or an origin (pivot) by hand on some frames of a sprite, one undo step
// each; undo gives every frame back what it had, its own value or the file's.
#pragma once

#include "editplace.h"

#include <QList>
#include <QPoint>
#include <QUndoCommand>
#include <optional>
#include <utility>

namespace hitmask {

class ProjectDocument;

class SetFrameDuration final : public QUndoCommand, public PlacedCommand {
public:
    // Each frame (by id) its value; nullopt goes back to the file's duration.
    using Values = QList<std::pair<int, std::optional<int>>>;
    SetFrameDuration(ProjectDocument* document, int spriteId, const Values& values);

    void undo() override;
    void redo() override;
    EditPlace place() const override {
        return {spriteId_, after_.isEmpty() ? -1 : after_.front().first, -1};
    }

private:
    ProjectDocument* document_;
    int spriteId_;
    Values after_;
    Values before_;
};

class SetFrameOrigin final : public QUndoCommand, public PlacedCommand {
public:
    // Each frame (by id) its value; nullopt goes back to the file's origin.
    using Values = QList<std::pair<int, std::optional<QPoint>>>;
    SetFrameOrigin(ProjectDocument* document, int spriteId, const Values& values);

    void undo() override;
    void redo() override;
    EditPlace place() const override {
        return {spriteId_, after_.isEmpty() ? -1 : after_.front().first, -1};
    }

private:
    ProjectDocument* document_;
    int spriteId_;
    Values after_;
    Values before_;
};

} // namespace hitmask
