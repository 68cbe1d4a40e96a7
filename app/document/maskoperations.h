// SPDX-License-Identifier: MIT
// Edits of a whole frame (invert, clear, reset to auto, copying hand edits to other
// frames), each one undo step.
#pragma once

#include <QCoreApplication>

namespace hitmask {

class ProjectDocument;

class MaskOperations {
    Q_DECLARE_TR_FUNCTIONS(MaskOperations)

public:
    // Each edits the channel of the given id and returns false when there was nothing to
    // change.
    static bool invert(ProjectDocument* document, int spriteId, int frameIndex, int channelId = 0);
    static bool clear(ProjectDocument* document, int spriteId, int frameIndex, int channelId = 0);
    static bool resetToAuto(ProjectDocument* document, int spriteId, int frameIndex,
                            int channelId = 0);
    // Give the next frame (or every other frame) the hand edits of this one over the part
    // of the frames that overlaps from their top-left; their edits elsewhere stay.
    static bool copyEditsToNext(ProjectDocument* document, int spriteId, int frameIndex,
                                int channelId = 0);
    static bool copyEditsToAll(ProjectDocument* document, int spriteId, int frameIndex,
                               int channelId = 0);
};

} // namespace hitmask
