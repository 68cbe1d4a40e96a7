// SPDX-License-Identifier: MIT
#include "undofollower.h"

#include "document/commands/cutframes.h"
#include "document/commands/editplace.h"
#include "document/projectdocument.h"
#include "editfocus.h"

#include <QUndoStack>

namespace hitmask {

UndoFollower::UndoFollower(EditFocus* focus, QObject* parent)
    : QObject(parent)
    , focus_(focus) {}

void UndoFollower::setDocument(ProjectDocument* document) {
    if (document_)
        disconnect(document_->undoStack(), nullptr, this, nullptr);
    document_ = document;
    if (!document_)
        return;
    QUndoStack* stack = document_->undoStack();
    index_ = stack->index();
    nextRedo_ = stack->command(index_);
    connect(stack, &QUndoStack::indexChanged, this, &UndoFollower::onIndexChanged);
}

void UndoFollower::onIndexChanged(int index) {
    QUndoStack* stack = document_->undoStack();
    const QUndoCommand* shown = nullptr;
    if (index < index_)
        shown = stack->command(index); // the last step undone
    else if (index > index_ && stack->command(index_) == nextRedo_)
        shown = stack->command(index - 1); // the last step redone
    // Anything else is a new step, made where the user is looking.
    index_ = index;
    nextRedo_ = stack->command(index);
    if (!shown)
        return;
    reveal(PlacedCommand::of(shown));
    if (dynamic_cast<const SliceSprite*>(shown))
        emit framesRecut();
    emit revealed();
}

void UndoFollower::reveal(const EditPlace& place) {
    const Sprite* sprite = document_->sprite(place.spriteId);
    if (!sprite)
        return; // a sprite taken out, or a step on the whole project
    const int row = place.frameId >= 0 ? sprite->frameIndex(place.frameId) : -1;
    if (place.spriteId != focus_->spriteId())
        focus_->setSprite(place.spriteId, std::max(row, 0));
    else if (row >= 0)
        focus_->setFrame(row);
    if (place.channelId >= 0 && sprite->channelById(place.channelId))
        focus_->setChannel(place.channelId);
}

} // namespace hitmask
