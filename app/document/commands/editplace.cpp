// SPDX-License-Identifier: MIT
#include "editplace.h"

#include <QUndoCommand>

namespace hitmask {

EditPlace PlacedCommand::of(const QUndoCommand* command) {
    if (!command)
        return {};
    if (const auto* placed = dynamic_cast<const PlacedCommand*>(command))
        return placed->place();
    for (int i = 0; i < command->childCount(); ++i) {
        const EditPlace place = of(command->child(i));
        if (place.spriteId >= 0)
            return place;
    }
    return {};
}

} // namespace hitmask
