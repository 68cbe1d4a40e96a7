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
    const Sprite* sprite = document()->sprite(place.spriteId);
    const Frame* frame = document()->frame(place.spriteId, place.frameId);
    const int channel = sprite ? sprite->channelIndex(place.channelId) : -1;
    if (!frame || channel < 0)
        return std::nullopt;
    return frame->channel(channel).handShapes;
}

void SetHandShapes::set(const QList<EditPlace>& places,
                        const QList<std::optional<Colliders>>& shapes) {
    document()->applyHandShapes(places, shapes);
}

} // namespace hitmask
