// SPDX-License-Identifier: MIT
// Ids of the undo commands that merge with their predecessor (QUndoCommand::id()).
#pragma once

namespace hitmask {

enum class CommandId : int {
    PaintPixels = 1,
    SetChannelRule = 2,
    SetHandShapes = 3,
    SetChannelPhysics = 4,
    SetExportSettings = 5,
};

} // namespace hitmask
