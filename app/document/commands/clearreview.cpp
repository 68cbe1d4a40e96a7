// SPDX-License-Identifier: MIT
#include "clearreview.h"

#include "document/projectdocument.h"

#include <QCoreApplication>

namespace hitmask {

ClearReview::ClearReview(ProjectDocument* document, int spriteId)
    : QUndoCommand(QCoreApplication::translate("ClearReview", "Clear Review Marks"))
    , document_(document)
    , spriteId_(spriteId) {
    if (const Sprite* sprite = document->sprite(spriteId))
        for (const Frame& frame : sprite->frames())
            if (!frame.review.isEmpty())
                marks_.emplace_back(frame.id, frame.review);
}

void ClearReview::undo() {
    for (const auto& [frameId, marks] : marks_)
        document_->addReviewMarks(spriteId_, frameId, marks);
}

void ClearReview::redo() {
    for (const auto& [frameId, marks] : marks_)
        document_->clearReviewMarks(spriteId_, frameId);
}

} // namespace hitmask
