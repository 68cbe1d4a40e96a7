// SPDX-License-Identifier: MIT
#include "paintpixels.h"

#include "commandids.h"
#include "document/projectdocument.h"

namespace hitmask {

PaintPixels::PaintPixels(ProjectDocument* document, int spriteId, int frameId, RegionEdit edit,
                         int strokeId, const QString& text, int channelId)
    : QUndoCommand(text)
    , document_(document)
    , spriteId_(spriteId)
    , frameId_(frameId)
    , strokeId_(strokeId)
    , channelId_(channelId)
    , edit_(std::move(edit)) {}

// Applying the flips again reverts them, so undo and redo are the same operation; the
// stack's order guarantees the layer is in the state the edit left it.
void PaintPixels::undo() {
    document_->applyRegionEdit(spriteId_, frameId_, edit_, channelId_);
}

void PaintPixels::redo() {
    document_->applyRegionEdit(spriteId_, frameId_, edit_, channelId_);
}

int PaintPixels::id() const {
    return strokeId_ > 0 ? int(CommandId::PaintPixels) : -1;
}

bool PaintPixels::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const PaintPixels*>(other);
    if (next->strokeId_ != strokeId_ || next->spriteId_ != spriteId_ ||
        next->frameId_ != frameId_ || next->channelId_ != channelId_)
        return false;
    edit_.merge(next->edit_);
    return true;
}

} // namespace hitmask
