// SPDX-License-Identifier: MIT
// Gives channels of any number of sprites new physics properties (sensor, friction, bits...)
// in one undo step: the Channels panel edits the same-named channel of every selected
// sprite at once, each keeping the fields the edit did not touch.
#pragma once

#include "changevalue.h"
#include "common/physicsproperties.h"
#include "editplace.h"

namespace hitmask {

class EditChannelPhysics final : public ChangeValue<EditPlace, PhysicsProperties>,
                                 public PlacedCommand {
public:
    // `after[i]` for the channel `channels[i]` ({spriteId, -1, channelId}). A step absorbs
    // the next one on the same channels in the same editing `session` (a key from the
    // editor's EditSession; 0 never merges): a spin box's run of arrow steps is one step.
    EditChannelPhysics(ProjectDocument* document, const QList<EditPlace>& channels,
                       const QList<PhysicsProperties>& after, const QString& text, int session = 0);

    EditPlace place() const override { return keys().front(); }

private:
    PhysicsProperties get(const EditPlace& channel) const override;
    void set(const QList<EditPlace>& channels, const QList<PhysicsProperties>& values) override;
    bool mergeable(const ChangeValue& next) const override;

    int session_;
};

} // namespace hitmask
