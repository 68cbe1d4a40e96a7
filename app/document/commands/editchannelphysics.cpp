// SPDX-License-Identifier: MIT
#include "editchannelphysics.h"

#include "document/projectdocument.h"

namespace hitmask {

EditChannelPhysics::EditChannelPhysics(ProjectDocument* document, const QList<EditPlace>& channels,
                                       const QList<PhysicsProperties>& after, const QString& text,
                                       int session)
    : ChangeValue(document, text, channels, after, CommandId::EditChannelPhysics, session)
    , session_(session) {}

PhysicsProperties EditChannelPhysics::get(const EditPlace& place) const {
    const Sprite* s = document()->sprite(place.spriteId);
    const Channel* c = s ? s->channelById(place.channelId) : nullptr;
    return c ? c->physics : PhysicsProperties();
}

void EditChannelPhysics::set(const QList<EditPlace>& channels,
                             const QList<PhysicsProperties>& values) {
    for (qsizetype i = 0; i < channels.size(); ++i) {
        const Sprite* s = document()->sprite(channels[i].spriteId);
        const Channel* c = s ? s->channelById(channels[i].channelId) : nullptr;
        if (!c)
            continue;
        Channel after = *c;
        after.physics = values[i];
        document()->applyChannel(s->id(), after);
    }
}

// A one-off choice (a tick, a layer, a row of the table) is a step of its own.
bool EditChannelPhysics::mergeable(const ChangeValue& next) const {
    Q_UNUSED(next);
    return session_ != 0;
}

} // namespace hitmask
