// SPDX-License-Identifier: MIT
#include "cutframes.h"

#include "document/projectdocument.h"

#include <QCoreApplication>

namespace hitmask {

CutFrames::CutFrames(ProjectDocument* document, int spriteId, FrameCut cut, FrameSet frames,
                     const QString& text)
    : QUndoCommand(text)
    , document_(document)
    , spriteId_(spriteId)
    , cut_(std::move(cut))
    , frames_(std::move(frames)) {}

void CutFrames::redo() {
    const bool fresh = !built_; // cut just now: nothing to refit
    if (!built_) {
        // First time: the frames of the new cut with fresh ids; the old ones are held for
        // undo. A rotation set regenerated with as many rotations keeps rotation k's edits.
        built_ = true;
        Sprite* sprite = document_->sprite(spriteId_);
        const FrameCut& old = sprite->cut();
        const bool keepEdits =
            old.isRotationSet() && cut_.isRotationSet() && old.rotations == cut_.rotations;
        held_ = sprite->framesFor(frames_, keepEdits);
        tags_ = frames_.animations; // a new cut: its file's tags, if it has any
        frames_ = {};
    }
    document_->swapFrames(spriteId_, held_, heldAside_, cut_, tags_, !fresh);
}

void CutFrames::undo() {
    document_->swapFrames(spriteId_, held_, heldAside_, cut_, tags_);
}

namespace {
FrameCut rectCut(const QList<QRect>& rects) {
    FrameCut cut;
    cut.kind = FrameCut::Kind::Rects;
    cut.rects = rects;
    return cut;
}

FrameSet rectFrames(ProjectDocument* document, int spriteId, const FrameCut& cut) {
    const Sprite* sprite = document->sprite(spriteId);
    return sprite ? cut.cut(sprite->path(), sprite->image(), document->imageLimits()) : FrameSet();
}
} // namespace

SliceSprite::SliceSprite(ProjectDocument* document, int spriteId, const QList<QRect>& rects)
    : CutFrames(document, spriteId, rectCut(rects), rectFrames(document, spriteId, rectCut(rects)),
                QCoreApplication::translate("SliceSprite", "Slice into %n Frame(s)", nullptr,
                                            int(rects.size()))) {}

CutFrames* generateRotationSet(ProjectDocument* document, int spriteId, int frameIndex,
                               int rotations, QString* error) {
    const Sprite* sprite = document->sprite(spriteId);
    if (!sprite)
        return nullptr;
    FrameCut cut = sprite->cut();
    if (!cut.isRotationSet())
        cut.rotationSource = frameIndex;
    cut.rotations = rotations;
    FrameSet frames = cut.cut(sprite->path(), sprite->image(), document->imageLimits());
    if (!frames.ok()) {
        *error = frames.error;
        return nullptr;
    }
    return new CutFrames(
        document, spriteId, std::move(cut), std::move(frames),
        QCoreApplication::translate("CutFrames", "Generate %n Rotation(s)", nullptr, rotations));
}

} // namespace hitmask
