// SPDX-License-Identifier: MIT
#include "setchannelrule.h"

#include "document/projectdocument.h"

#include <QCoreApplication>

namespace hitmask {

namespace {

enum class NumberChange { None, Tolerance, Threshold };

// Whether `after` differs from `before` in the key tolerance alone, or the threshold alone.
NumberChange numberChange(const ChannelRule& before, const ChannelRule& after) {
    ChannelRule same = after;
    same.image.keyTolerance = before.image.keyTolerance;
    if (same == before && after.image.keyTolerance != before.image.keyTolerance)
        return NumberChange::Tolerance;
    same = after;
    same.image.threshold = before.image.threshold;
    if (same == before && after.image.threshold != before.image.threshold)
        return NumberChange::Threshold;
    return NumberChange::None;
}

// Solid's rule is what the Mask panel calls the sprite's mask, and its steps say so
// without a channel's name.
QString solidText(const MaskRule& before, const MaskRule& after) {
    if (after.colorKey != before.colorKey)
        return QCoreApplication::translate("SetMaskSettings", "Change Colour Key");
    if (after.keyTolerance != before.keyTolerance)
        return QCoreApplication::translate("SetMaskSettings", "Set Key Tolerance to %1")
            .arg(after.keyTolerance);
    return QCoreApplication::translate("SetMaskSettings", "Set Threshold to %1")
        .arg(after.threshold);
}

QString channelText(const QString& name, const ChannelRule& before, const ChannelRule& after) {
    switch (numberChange(before, after)) {
    case NumberChange::Tolerance:
        return QCoreApplication::translate("EditChannel", "Set Key Tolerance of Channel %1 to %2")
            .arg(name)
            .arg(after.image.keyTolerance);
    case NumberChange::Threshold:
        return QCoreApplication::translate("EditChannel", "Set Threshold of Channel %1 to %2")
            .arg(name)
            .arg(after.image.threshold);
    case NumberChange::None:
        break;
    }
    return QCoreApplication::translate("EditChannel", "Change Rule of Channel %1").arg(name);
}

QString ruleText(const ProjectDocument* document, int spriteId, int channelId,
                 const ChannelRule& after) {
    const Sprite* sprite = document->sprite(spriteId);
    const Channel* channel = sprite ? sprite->channelById(channelId) : nullptr;
    const ChannelRule before = channel ? channel->rule : ChannelRule();
    return channelId == 0 ? solidText(before.image, after.image)
                          : channelText(channel ? channel->name : QString(), before, after);
}

} // namespace

SetChannelRule::SetChannelRule(ProjectDocument* document, int spriteId, int channelId,
                               const ChannelRule& after, int session)
    : ChangeValue(document, ruleText(document, spriteId, channelId, after),
                  {EditPlace{spriteId, -1, channelId}}, {after}, CommandId::SetChannelRule,
                  session) {}

SetChannelRule::SetChannelRule(ProjectDocument* document, QList<EditPlace> channels,
                               QList<ChannelRule> after, const QString& text, int session)
    : ChangeValue(document, text, std::move(channels), std::move(after), CommandId::SetChannelRule,
                  session) {}

ChannelRule SetChannelRule::get(const EditPlace& channel) const {
    const Sprite* sprite = document()->sprite(channel.spriteId);
    const Channel* c = sprite ? sprite->channelById(channel.channelId) : nullptr;
    return c ? c->rule : ChannelRule();
}

void SetChannelRule::set(const QList<EditPlace>& channels, const QList<ChannelRule>& rules) {
    document()->applyChannelRules(channels, rules);
}

bool SetChannelRule::mergeable(const ChangeValue& next) const {
    const NumberChange change = numberChange(before().front(), after().front());
    return change != NumberChange::None &&
           numberChange(next.before().front(), next.after().front()) == change;
}

} // namespace hitmask
