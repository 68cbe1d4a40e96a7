// SPDX-License-Identifier: MIT
#include "channelcommands.h"

#include "commandids.h"
#include "document/projectdocument.h"

#include <QCoreApplication>

namespace hitmask {

AddChannel::AddChannel(ProjectDocument* document, int spriteId, Channel channel)
    : QUndoCommand(QCoreApplication::translate("AddChannel", "Add Channel %1").arg(channel.name))
    , document_(document)
    , spriteId_(spriteId)
    , channel_(std::move(channel)) {}

void AddChannel::redo() {
    const Sprite* sprite = document_->sprite(spriteId_);
    if (!sprite)
        return;
    if (index_ < 0)
        index_ = int(sprite->channels().size());
    // The first time its masks are built; after an undo the held ones (with the edits
    // redone since) come back.
    document_->insertChannel(spriteId_, index_, channel_, std::move(held_));
    held_.clear();
}

void AddChannel::undo() {
    held_ = document_->takeChannel(spriteId_, channel_.id).second;
}

RemoveChannel::RemoveChannel(ProjectDocument* document, int spriteId, int channelId)
    : document_(document)
    , spriteId_(spriteId)
    , channelId_(channelId) {
    const Sprite* sprite = document->sprite(spriteId);
    const Channel* channel = sprite ? sprite->channelById(channelId) : nullptr;
    setText(QCoreApplication::translate("RemoveChannel", "Remove Channel %1")
                .arg(channel ? channel->name : QString()));
}

void RemoveChannel::redo() {
    const Sprite* sprite = document_->sprite(spriteId_);
    if (!sprite)
        return;
    index_ = sprite->channelIndex(channelId_);
    if (index_ <= 0)
        return;
    std::tie(channel_, held_) = document_->takeChannel(spriteId_, channelId_);
}

void RemoveChannel::undo() {
    if (index_ <= 0)
        return;
    document_->insertChannel(spriteId_, index_, channel_, std::move(held_));
    held_.clear();
}

namespace {

enum class NumberChange { None, Tolerance, Threshold };

// Whether `after` differs from `before` in the key tolerance alone, or the threshold alone.
NumberChange numberChange(const Channel& before, const Channel& after) {
    Channel same = after;
    same.rule.image.keyTolerance = before.rule.image.keyTolerance;
    if (same == before && after.rule.image.keyTolerance != before.rule.image.keyTolerance)
        return NumberChange::Tolerance;
    same = after;
    same.rule.image.threshold = before.rule.image.threshold;
    if (same == before && after.rule.image.threshold != before.rule.image.threshold)
        return NumberChange::Threshold;
    return NumberChange::None;
}

QString editText(const Channel& before, const Channel& after) {
    if (before.name != after.name)
        return QCoreApplication::translate("EditChannel", "Rename Channel %1 to %2")
            .arg(before.name, after.name);
    switch (numberChange(before, after)) {
    case NumberChange::Tolerance:
        return QCoreApplication::translate("EditChannel", "Set Key Tolerance of Channel %1 to %2")
            .arg(after.name)
            .arg(after.rule.image.keyTolerance);
    case NumberChange::Threshold:
        return QCoreApplication::translate("EditChannel", "Set Threshold of Channel %1 to %2")
            .arg(after.name)
            .arg(after.rule.image.threshold);
    case NumberChange::None:
        break;
    }
    if (!(before.rule == after.rule))
        return QCoreApplication::translate("EditChannel", "Change Rule of Channel %1")
            .arg(after.name);
    if (before.colour != after.colour)
        return QCoreApplication::translate("EditChannel", "Recolour Channel %1").arg(after.name);
    return after.visible
               ? QCoreApplication::translate("EditChannel", "Show Channel %1").arg(after.name)
               : QCoreApplication::translate("EditChannel", "Hide Channel %1").arg(after.name);
}

} // namespace

EditChannel::EditChannel(ProjectDocument* document, int spriteId, const Channel& before,
                         const Channel& after, int session)
    : QUndoCommand(editText(before, after))
    , document_(document)
    , spriteId_(spriteId)
    , session_(session)
    , before_(before)
    , after_(after) {}

void EditChannel::undo() {
    document_->applyChannel(spriteId_, before_);
}

void EditChannel::redo() {
    document_->applyChannel(spriteId_, after_);
}

int EditChannel::id() const {
    return int(CommandId::EditChannel);
}

bool EditChannel::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const EditChannel*>(other);
    const NumberChange change = numberChange(before_, after_);
    if (session_ == 0 || next->session_ != session_ || next->spriteId_ != spriteId_ ||
        next->after_.id != after_.id || change == NumberChange::None ||
        numberChange(next->before_, next->after_) != change)
        return false;
    after_ = next->after_;
    setText(next->text());
    if (after_ == before_)
        setObsolete(true);
    return true;
}

} // namespace hitmask
