// SPDX-License-Identifier: MIT
// Edits over several sprites at once (the sprites chosen together in the list), each one
// undo step: removing them, adding or removing a channel of one name in each, leaving them
// out of an export or taking them back in.
#pragma once

#include <QList>
#include <QString>
#include <QUndoCommand>

namespace hitmask {

class ProjectDocument;

// Takes the sprites out of the project; undo puts each back in its place with its edits.
class RemoveSprites final : public QUndoCommand {
public:
    RemoveSprites(ProjectDocument* document, const QList<int>& spriteIds);
};

// A copy of the sprite just after it, named "hero_copy" (or "hero_copy2", the first
// name no sprite has), with the same art, frames, channels, hand edits, shapes and
// physics; null for a sprite the document does not have.
QUndoCommand* cloneSprite(ProjectDocument* document, int spriteId);

// Adds a channel called `name`, empty (painted by hand), to each sprite that has no channel
// of that name and room for one more; childCount() is 0 when none had.
class AddChannels final : public QUndoCommand {
public:
    AddChannels(ProjectDocument* document, const QList<int>& spriteIds, const QString& name);
};

// Removes the channel called `name` from each sprite that has one (solid stays: it is
// what collides); childCount() is 0 when none had.
class RemoveChannels final : public QUndoCommand {
public:
    RemoveChannels(ProjectDocument* document, const QList<int>& spriteIds, const QString& name);
};

// The names of the channels, solid aside, that any of the sprites has, in the order first
// met: what RemoveChannels may be asked to remove.
QStringList removableChannels(const ProjectDocument& document, const QList<int>& spriteIds);

// The step that leaves the sprites out of an export (`exported` false) or takes them back
// in: the project's own export settings for `target` -1, else its export target of that
// index. Null when every sprite is already as asked.
QUndoCommand* setSpritesExported(ProjectDocument* document, const QList<int>& spriteIds, int target,
                                 bool exported);

// How many of the sprites an export leaves out (`target` as above).
int spritesSkipped(const ProjectDocument& document, const QList<int>& spriteIds, int target);

} // namespace hitmask
