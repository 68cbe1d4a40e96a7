// SPDX-License-Identifier: MIT
#include "addsprite.h"

#include "document/projectdocument.h"

#include <QCoreApplication>

namespace hitmask {

AddSprite::AddSprite(ProjectDocument* document, std::unique_ptr<Sprite> sprite, int index)
    : QUndoCommand(QCoreApplication::translate("AddSprite", "Add %1").arg(sprite->name()))
    , document_(document)
    , spriteId_(sprite->id())
    , index_(index)
    , held_(std::move(sprite)) {}

void AddSprite::undo() {
    held_ = document_->takeSprite(spriteId_);
}

void AddSprite::redo() {
    if (held_)
        document_->insertSprite(std::move(held_), index_);
}

RemoveSprite::RemoveSprite(ProjectDocument* document, int spriteId, QUndoCommand* parent)
    : QUndoCommand(parent)
    , document_(document)
    , spriteId_(spriteId) {
    const Sprite* sprite = document->sprite(spriteId);
    setText(QCoreApplication::translate("RemoveSprite", "Remove %1")
                .arg(sprite ? sprite->name() : QString()));
}

void RemoveSprite::undo() {
    if (held_)
        document_->insertSprite(std::move(held_), index_);
}

void RemoveSprite::redo() {
    index_ = document_->indexOf(spriteId_);
    held_ = document_->takeSprite(spriteId_);
}

} // namespace hitmask
