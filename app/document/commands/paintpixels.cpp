// SPDX-License-Identifier: MIT
#include "paintpixels.h"

#include "commandids.h"
#include "document/projectdocument.h"

namespace hitmask {

PaintPixels::PaintPixels(ProjectDocument* document, int spriteId, int frame,
                         std::vector<PixelChange> changes, int strokeId, const QString& text)
    : QUndoCommand(text)
    , document_(document)
    , spriteId_(spriteId)
    , frame_(frame)
    , strokeId_(strokeId)
    , changes_(std::move(changes)) {
    positions_.reserve(changes_.size());
    for (std::size_t i = 0; i < changes_.size(); ++i)
        positions_.emplace(changes_[i].index, i);
}

void PaintPixels::undo() {
    document_->applyPixelChanges(spriteId_, frame_, changes_, true);
}

void PaintPixels::redo() {
    document_->applyPixelChanges(spriteId_, frame_, changes_, false);
}

int PaintPixels::id() const {
    return strokeId_ > 0 ? int(CommandId::PaintPixels) : -1;
}

bool PaintPixels::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const PaintPixels*>(other);
    if (next->strokeId_ != strokeId_ || next->spriteId_ != spriteId_ || next->frame_ != frame_)
        return false;
    // A pixel painted twice in one stroke keeps its first "before" and last "after".
    for (const PixelChange& change : next->changes_) {
        const auto [it, inserted] = positions_.emplace(change.index, changes_.size());
        if (inserted)
            changes_.push_back(change);
        else
            changes_[it->second].after = change.after;
    }
    return true;
}

} // namespace hitmask
