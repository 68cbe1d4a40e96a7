// SPDX-License-Identifier: MIT
#include "channelcommands.h"

#include "document/projectdocument.h"

#include <QCoreApplication>

namespace hitmask {

AddChannel::AddChannel(ProjectDocument* document, int spriteId, Channel channel,
                       QUndoCommand* parent)
    : QUndoCommand(QCoreApplication::translate("AddChannel", "Add Channel %1").arg(channel.name),
                   parent)
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

RemoveChannel::RemoveChannel(ProjectDocument* document, int spriteId, int channelId,
                             QUndoCommand* parent)
    : QUndoCommand(parent)
    , document_(document)
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

QString physicsText(const QString& channel) {
    return QCoreApplication::translate("EditChannel", "Set Physics of Channel %1").arg(channel);
}

QString editText(const Channel& before, const Channel& after) {
    if (before.name != after.name)
        return QCoreApplication::translate("EditChannel", "Rename Channel %1 to %2")
            .arg(before.name, after.name);
    if (before.colour != after.colour)
        return QCoreApplication::translate("EditChannel", "Recolour Channel %1").arg(after.name);
    if (before.visible == after.visible && before.physics != after.physics)
        return physicsText(after.name);
    return after.visible
               ? QCoreApplication::translate("EditChannel", "Show Channel %1").arg(after.name)
               : QCoreApplication::translate("EditChannel", "Hide Channel %1").arg(after.name);
}

const Channel* channelOf(const ProjectDocument* document, const EditPlace& place) {
    const Sprite* sprite = document->sprite(place.spriteId);
    return sprite ? sprite->channelById(place.channelId) : nullptr;
}

// The name of the first channel of a batch (the same in every sprite).
QString channelName(const ProjectDocument* document, const QList<EditPlace>& channels) {
    const Channel* first = channels.isEmpty() ? nullptr : channelOf(document, channels.front());
    return first ? first->name : QString();
}

QString editText(const ProjectDocument* document, int spriteId, const Channel& after) {
    const Channel* before = channelOf(document, {spriteId, -1, after.id});
    return editText(before ? *before : after, after);
}

} // namespace

EditChannel::EditChannel(ProjectDocument* document, int spriteId, const Channel& after)
    : ChangeValue(document, editText(document, spriteId, after),
                  {EditPlace{spriteId, -1, after.id}}, {after}) {}

Channel EditChannel::get(const EditPlace& channel) const {
    const Channel* c = channelOf(document(), channel);
    return c ? *c : Channel();
}

void EditChannel::set(const QList<EditPlace>& channels, const QList<Channel>& values) {
    for (qsizetype i = 0; i < channels.size(); ++i)
        document()->applyChannel(channels[i].spriteId, values[i]);
}

SetChannelPhysics::SetChannelPhysics(ProjectDocument* document, QList<EditPlace> channels,
                                     const PhysicsProperties& physics, int session)
    : ChangeValue(document, physicsText(channelName(document, channels)), channels,
                  QList<PhysicsProperties>(channels.size(), physics),
                  session ? std::optional(CommandId::SetChannelPhysics) : std::nullopt, session) {}

SetChannelPhysics::SetChannelPhysics(ProjectDocument* document, QList<EditPlace> channels,
                                     QList<PhysicsProperties> after, const QString& text,
                                     int session)
    : ChangeValue(document, text, std::move(channels), std::move(after),
                  session ? std::optional(CommandId::SetChannelPhysics) : std::nullopt, session) {}

QList<EditPlace> SetChannelPhysics::sameNamed(const ProjectDocument& document,
                                              const QList<int>& spriteIds, const QString& name) {
    QList<EditPlace> channels;
    for (int id : spriteIds) {
        const Sprite* sprite = document.sprite(id);
        const int index = sprite ? sprite->channelIndexByName(name) : -1;
        if (index >= 0)
            channels.append({id, -1, sprite->channels()[std::size_t(index)].id});
    }
    return channels;
}

PhysicsProperties SetChannelPhysics::get(const EditPlace& channel) const {
    const Channel* c = channelOf(document(), channel);
    return c ? c->physics : PhysicsProperties();
}

void SetChannelPhysics::set(const QList<EditPlace>& channels,
                            const QList<PhysicsProperties>& values) {
    for (qsizetype i = 0; i < channels.size(); ++i)
        if (const Channel* c = channelOf(document(), channels[i])) {
            Channel changed = *c;
            changed.physics = values[i];
            document()->applyChannel(channels[i].spriteId, changed);
        }
}

} // namespace hitmask
