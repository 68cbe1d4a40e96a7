// SPDX-License-Identifier: MIT
// Changes how one channel's auto mask is made (solid's threshold and colour key, or
// another channel's source); hand edits stay. The one step for every channel's rule.
#pragma once

#include "changevalue.h"
#include "document/channel.h"
#include "editplace.h"

namespace hitmask {

class SetChannelRule final : public ChangeValue<EditPlace, ChannelRule>, public PlacedCommand {
public:
    // A change of one number of the rule (threshold, key tolerance) absorbs the next
    // change of the same number in the same editing `session` (a key from the editor's
    // EditSession, or 0 for callers outside any): a slider's drag or typing 30 is one step.
    SetChannelRule(ProjectDocument* document, int spriteId, int channelId, const ChannelRule& after,
                   int session = 0);
    // Several channels at once (the same-named channel of the selected sprites), each its
    // own rule (`after[i]` for `channels[i]`), under `text`: one step.
    SetChannelRule(ProjectDocument* document, QList<EditPlace> channels, QList<ChannelRule> after,
                   const QString& text, int session = 0);

    EditPlace place() const override { return keys().front(); }

private:
    ChannelRule get(const EditPlace& channel) const override;
    void set(const QList<EditPlace>& channels, const QList<ChannelRule>& rules) override;
    bool mergeable(const ChangeValue& next) const override;
};

} // namespace hitmask
