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
            for (int k = 0; k < frame.channelCount(); ++k) {
                const int channelId = sprite->channels()[std::size_t(k)].id;
                if (!frame.channel(k).review.isEmpty())
                    marks_.push_back({frame.id, channelId, frame.channel(k).review});
                if (frame.channel(k).shapesReview)
                    shapesFlagged_.append({spriteId, frame.id, channelId});
            }
}

void ClearReview::undo() {
    for (const Marks& m : marks_)
        document_->addReviewMarks(spriteId_, m.frameId, m.marks, m.channelId);
    if (!shapesFlagged_.isEmpty())
        document_->applyShapesReview(shapesFlagged_, QList<bool>(shapesFlagged_.size(), true));
}

void ClearReview::redo() {
    for (const Marks& m : marks_)
        document_->clearReviewMarks(spriteId_, m.frameId, m.channelId);
    if (!shapesFlagged_.isEmpty())
        document_->applyShapesReview(shapesFlagged_, QList<bool>(shapesFlagged_.size(), false));
}

} // namespace hitmask
