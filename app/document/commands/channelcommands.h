// SPDX-License-Identifier: MIT
// Adding, removing and changing a sprite's channels, each one undo step. Removing keeps
// the channel's masks and hand edits while it is out, so undo brings them back.
#pragma once

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

// Renames, recolours, shows or hides a channel, or changes its rule: one command for
// every property, with the text of what changed. Changes of one number of the rule (key
// tolerance, threshold) merge within one editing `session` (a key from the editor's
// EditSession), so typing 30 is one step; 0, outside any session, never merges.
class EditChannel final : public QUndoCommand, public PlacedCommand {
public:
    EditChannel(ProjectDocument* document, int spriteId, const Channel& before,
                const Channel& after, int session = 0);

    void undo() override;
    void redo() override;
    EditPlace place() const override { return {spriteId_, -1, after_.id}; }
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    ProjectDocument* document_;
    int spriteId_;
    int session_;
    Channel before_;
    Channel after_;
};

} // namespace hitmask
