// SPDX-License-Identifier: MIT
#include "framecommands.h"

#include "document/projectdocument.h"

#include <QCoreApplication>

namespace hitmask {

SetFrameDuration::SetFrameDuration(ProjectDocument* document, int spriteId, const Values& values)
    : QUndoCommand(QCoreApplication::translate("SetFrameDuration", "Set Duration of %n Frame(s)",
                                               nullptr, int(values.size())))
    , document_(document)
    , spriteId_(spriteId) {
    for (const auto& [id, value] : values)
        if (const Frame* frame = document->frame(spriteId, id)) {
            after_.append({id, value});
            before_.append({id, frame->durationSet});
        }
}

void SetFrameDuration::redo() {
    document_->applyFrameDurations(spriteId_, after_);
}

void SetFrameDuration::undo() {
    document_->applyFrameDurations(spriteId_, before_);
}

SetFrameOrigin::SetFrameOrigin(ProjectDocument* document, int spriteId, const Values& values)
    : QUndoCommand(QCoreApplication::translate("SetFrameOrigin", "Set Origin of %n Frame(s)",
                                               nullptr, int(values.size())))
    , document_(document)
    , spriteId_(spriteId) {
    for (const auto& [id, value] : values)
        if (const Frame* frame = document->frame(spriteId, id)) {
            after_.append({id, value});
            before_.append({id, frame->originSet});
        }
}

void SetFrameOrigin::redo() {
    document_->applyFrameOrigins(spriteId_, after_);
}

void SetFrameOrigin::undo() {
    document_->applyFrameOrigins(spriteId_, before_);
}

} // namespace hitmask
