// SPDX-License-Identifier: MIT
// The steps that copy one frame x channel's hand shapes to other frames of the sprite:
// to chosen frames, to every frame, and to every rotation of a rotation set (turned with
// the set), each one SetHandShapes the editor pushes.
#pragma once

#include "commands/editplace.h"

#include <QCoreApplication>
#include <QList>

namespace hitmask {

class ProjectDocument;
class SetHandShapes;

class ShapeCopy {
    Q_DECLARE_TR_FUNCTIONS(ShapeCopy)

public:
    // Only hand shapes are copied: a source whose shapes are traced gives nullptr. To copy
    // what the trace gives, first make it the source's hand set (SetHandShapes with the
    // traced shapes, which the export's tracing computes), then copy. The same channel of
    // each target frame gets the shapes as they are (same coordinates, whatever the
    // target's size); the step is nullptr when there is nothing to copy to.

    // To the frames of the given ids (shown or set aside; the source itself is skipped).
    [[nodiscard]] static SetHandShapes* toFrames(ProjectDocument* document, const EditPlace& source,
                                                 const QList<int>& frameIds);
    // To every other frame of the sprite, not those set aside.
    [[nodiscard]] static SetHandShapes* toAllFrames(ProjectDocument* document,
                                                    const EditPlace& source);
    // In a rotation set of N rotations (frame s * N + k is its source frame s turned
    // k * 360 / N degrees), rotation k's shapes go to every other rotation j of the same
    // source frame turned by (j - k) * 360 / N degrees about the frames' centres, in
    // rotation j's pixels. nullptr when the sprite is not a rotation set.
    [[nodiscard]] static SetHandShapes* toRotations(ProjectDocument* document,
                                                    const EditPlace& source);
};

} // namespace hitmask
