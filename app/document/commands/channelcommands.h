// SPDX-License-Identifier: MIT
// Adding, removing and renaming, recolouring, showing or hiding a sprite's channels, each one undo
// step. Removing keeps the channel's masks and hand edits while it is out, so undo brings them
// back.
#pragma once

#include "changevalue.h"
#include "document/sprite.h"
#include "editplace.h"

#include <QUndoCommand>
#include <vector>

namespace hitmask {

class ProjectDocument;

class AddChannel final : public QUndoCommand, public PlacedCommand {
public:
    // Appends `channel` (its id from Sprite::nextChannelId()) after the sprite's channels.
    AddChannel(ProjectDocument* document, int spriteId, Channel channel);

    void undo() override;
    void redo() override;
    EditPlace place() const override { return {spriteId_, -1, channel_.id}; }

private:
    ProjectDocument* document_;
    int spriteId_;
    int index_ = -1;
    Channel channel_;
    std::vector<ChannelMasks> held_; // its masks while it is out (after an undo)
};

class RemoveChannel final : public QUndoCommand, public PlacedCommand {
public:
    RemoveChannel(ProjectDocument* document, int spriteId, int channelId);

    void undo() override;
    void redo() override;
    EditPlace place() const override { return {spriteId_, -1, channelId_}; }

private:
    ProjectDocument* document_;
    int spriteId_;
    int channelId_;
    int index_ = -1;
    Channel channel_;
    std::vector<ChannelMasks> held_;
};

// Renames, recolours, shows or hides a channel: one command for each of these, with the
// text of what changed. Its rule changes through SetChannelRule.
class EditChannel final : public ChangeValue<EditPlace, Channel>, public PlacedCommand {
public:
    // `after`: the channel of the same id as it is to be; its rule is not taken.
    EditChannel(ProjectDocument* document, int spriteId, const Channel& after);

    EditPlace place() const override { return keys().front(); }

private:
    Channel get(const EditPlace& channel) const override;
    void set(const QList<EditPlace>& channels, const QList<Channel>& values) override;
};

} // namespace hitmask
