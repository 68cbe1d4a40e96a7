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
    // With a `parent`, one part of a step over several sprites (AddChannels).
    AddChannel(ProjectDocument* document, int spriteId, Channel channel,
               QUndoCommand* parent = nullptr);

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
    RemoveChannel(ProjectDocument* document, int spriteId, int channelId,
                  QUndoCommand* parent = nullptr);

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

// Renames, recolours, shows or hides a channel or sets its physics properties: one command
// for each of these, with the text of what changed. Its rule changes through
// SetChannelRule.
class EditChannel final : public ChangeValue<EditPlace, Channel>, public PlacedCommand {
public:
    // `after`: the channel of the same id as it is to be; its rule is not taken.
    EditChannel(ProjectDocument* document, int spriteId, const Channel& after);

    EditPlace place() const override { return keys().front(); }

private:
    Channel get(const EditPlace& channel) const override;
    void set(const QList<EditPlace>& channels, const QList<Channel>& values) override;
};

// Sets the physics properties of channels, one or several sprites' at once (the
// same-named channel over the selected sprites), in one undo step; with `session`
// non-zero, the steps of one editing session on the same channels merge (a slider's drag).
class SetChannelPhysics final : public ChangeValue<EditPlace, PhysicsProperties>,
                                public PlacedCommand {
public:
    // `channels` name a sprite and a channel each (frame -1); all get `physics`.
    SetChannelPhysics(ProjectDocument* document, QList<EditPlace> channels,
                      const PhysicsProperties& physics, int session = 0);
    // Each channel its own value (`after[i]` for `channels[i]`), under `text`: an edit of one
    // field over sprites whose other fields differ.
    SetChannelPhysics(ProjectDocument* document, QList<EditPlace> channels,
                      QList<PhysicsProperties> after, const QString& text, int session = 0);

    EditPlace place() const override { return keys().isEmpty() ? EditPlace{} : keys().front(); }

    // The channel called `name` in each of the sprites that has one, for a batch edit.
    static QList<EditPlace> sameNamed(const ProjectDocument& document, const QList<int>& spriteIds,
                                      const QString& name);

private:
    PhysicsProperties get(const EditPlace& channel) const override;
    void set(const QList<EditPlace>& channels, const QList<PhysicsProperties>& values) override;
};

} // namespace hitmask
