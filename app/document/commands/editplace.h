// SPDX-License-Identifier: MIT
// Where an undo step acts (sprite, frame, channel), so undo and redo can show it.
#pragma once

class QUndoCommand;

namespace hitmask {

// -1 for what the step does not name: a step on a whole sprite names no frame, one on
// the project names no sprite.
struct EditPlace {
    int spriteId = -1;
    int frameId = -1;
    int channelId = -1;

    friend bool operator==(const EditPlace&, const EditPlace&) = default;
};

// Mixed into the commands that act on one sprite.
class PlacedCommand {
public:
    virtual ~PlacedCommand() = default;
    virtual EditPlace place() const = 0;

    // The place of `command`, or of the first of its children that has one (a macro);
    // nullopt-like (spriteId -1) when none has.
    static EditPlace of(const QUndoCommand* command);
};

} // namespace hitmask
