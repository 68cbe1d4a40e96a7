// SPDX-License-Identifier: MIT
#include "slicesprite.h"

#include "document/projectdocument.h"

#include <QCoreApplication>

namespace hitmask {

SliceSprite::SliceSprite(ProjectDocument* document, int spriteId, QList<QRect> rects)
    : document_(document)
    , spriteId_(spriteId)
    , rects_(std::move(rects)) {
    setText(QCoreApplication::translate("SliceSprite", "Slice into %n Frame(s)", nullptr,
                                        int(rects_.size())));
}

void SliceSprite::redo() {
    if (!built_) {
        // First time: new frames with fresh ids; the old ones are held for undo.
        built_ = true;
        std::vector<Frame> fresh;
        for (const QRect& rect : rects_)
            fresh.push_back(document_->sprite(spriteId_)->makeFrame(rect));
        held_ = std::move(fresh);
    }
    document_->swapFrames(spriteId_, held_);
}

void SliceSprite::undo() {
    document_->swapFrames(spriteId_, held_);
}

} // namespace hitmask
