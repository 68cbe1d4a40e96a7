// SPDX-License-Identifier: MIT
// Changes the override state of some pixels of one frame; one brush stroke is one step.
#pragma once

#include "document/overrides.h"

#include <QUndoCommand>
#include <unordered_map>
#include <vector>

namespace hitmask {

class ProjectDocument;

class PaintPixels final : public QUndoCommand {
public:
    // Commands of the same stroke (strokeId > 0) merge into one undo step. Only pixels
    // whose state really changes should be passed.
    PaintPixels(ProjectDocument* document, int spriteId, int frame,
                std::vector<PixelChange> changes, int strokeId, const QString& text);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

    std::size_t changeCount() const { return changes_.size(); }

private:
    ProjectDocument* document_;
    int spriteId_;
    int frame_;
    int strokeId_;
    std::vector<PixelChange> changes_;
    std::unordered_map<std::uint32_t, std::size_t> positions_; // pixel index -> changes_ slot
};

} // namespace hitmask
