// SPDX-License-Identifier: MIT
#include "shapecommands.h"

#include "document/projectdocument.h"

namespace hitmask {

SetHandShapes::SetHandShapes(ProjectDocument* document, const QString& text,
                             QList<EditPlace> places, QList<std::optional<Colliders>> shapes,
                             int session)
    : ChangeValue(document, text, std::move(places), std::move(shapes),
                  session ? std::optional(CommandId::SetHandShapes) : std::nullopt, session) {}

std::optional<Colliders> SetHandShapes::get(const EditPlace& place) const {
    const ChannelMasks* masks = document()->channelMasks(place);
    return masks ? masks->handShapes : std::nullopt;
}

void SetHandShapes::redo() {
    // Read at every redo, not only the first: a reload between undo and redo may have
    // flagged the shapes this step replaces.
    reviewBefore_.clear();
    for (const EditPlace& place : keys()) {
        const ChannelMasks* masks = document()->channelMasks(place);
        reviewBefore_.append(masks && masks->shapesReview);
    }
    ChangeValue::redo();
}

void SetHandShapes::undo() {
    ChangeValue::undo();
    document()->applyShapesReview(keys(), reviewBefore_);
}

void SetHandShapes::set(const QList<EditPlace>& places,
                        const QList<std::optional<Colliders>>& shapes) {
    document()->applyHandShapes(places, shapes);
}

} // namespace hitmask
