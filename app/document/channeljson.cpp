// SPDX-License-Identifier: MIT
#include "channeljson.h"

#include "shapesjson.h"
#include "sprite.h"

#include <QCoreApplication>
#include <algorithm>

namespace hitmask {

namespace {

QString sourceName(ChannelSource source) {
    switch (source) {
    case ChannelSource::Empty:
        return QStringLiteral("empty");
    case ChannelSource::Copy:
        return QStringLiteral("copy");
    case ChannelSource::Image:
        break;
    }
    return QStringLiteral("image");
}

const QString kColourChosen = QStringLiteral("colourChosen");

bool toleranceMatters(const MaskRule& rule) {
    return rule.colorKey && rule.keyTolerance != 0;
}

} // namespace

void maskRuleToJson(const MaskRule& rule, QJsonObject& json) {
    json.insert(QStringLiteral("threshold"), rule.threshold);
    json.insert(QStringLiteral("colorKey"),
                rule.colorKey ? QJsonValue(rule.colorKey->name(QColor::HexRgb)) : QJsonValue());
    if (toleranceMatters(rule))
        json.insert(QStringLiteral("keyTolerance"), rule.keyTolerance);
}

MaskRule maskRuleFromJson(const QJsonObject& json) {
    MaskRule rule;
    rule.threshold = std::clamp(json.value(QStringLiteral("threshold")).toInt(), 0, 255);
    const QString key = json.value(QStringLiteral("colorKey")).toString();
    if (!key.isEmpty() && QColor::isValidColorName(key))
        rule.colorKey = QColor::fromString(key);
    rule.keyTolerance = std::clamp(json.value(QStringLiteral("keyTolerance")).toInt(), 0, 255);
    return rule;
}

QJsonObject channelToJson(const Sprite& sprite, const Channel& channel) {
    QJsonObject json{{QStringLiteral("name"), channel.name},
                     {QStringLiteral("colour"), channel.colour.name(QColor::HexRgb)},
                     {QStringLiteral("visible"), channel.visible},
                     {QStringLiteral("source"), sourceName(channel.rule.source)}};
    if (channel.rule.source == ChannelSource::Image) {
        maskRuleToJson(channel.rule.image, json);
    } else if (channel.rule.source == ChannelSource::Copy) {
        // By name: ids are not saved. A copy of a removed channel copies nothing.
        const Channel* source = sprite.channelById(channel.rule.copyOf);
        json.insert(QStringLiteral("copyOf"), source ? QJsonValue(source->name) : QJsonValue());
    }
    // Only when set, so that a project without them saves as it did before they existed.
    if (channel.physics != PhysicsProperties{})
        json.insert(QStringLiteral("physics"), ShapesJson::physicsToJson(channel.physics));
    if (channel.colourChosen)
        json.insert(kColourChosen, true);
    return json;
}

bool usesChosenColours(const QJsonArray& sprites) {
    for (const QJsonValue& sprite : sprites)
        for (const QJsonValue& channel :
             sprite.toObject().value(QStringLiteral("channels")).toArray())
            if (channel.toObject().value(kColourChosen).toBool())
                return true;
    return false;
}

bool loadChannels(Sprite& sprite, const QJsonArray& channels, QString* why) {
    if (channels.size() > ChannelNames::kMaxChannels) {
        *why = QCoreApplication::translate("ProjectFile",
                                           "%1 channels, more than the %2 a sprite may have")
                   .arg(channels.size())
                   .arg(ChannelNames::kMaxChannels);
        return false;
    }
    for (qsizetype i = 0; i < channels.size(); ++i) {
        const QJsonObject json = channels.at(i).toObject();
        Channel channel;
        channel.name = json.value(QStringLiteral("name")).toString();
        if (const QString problem = ChannelNames::problem(channel.name); !problem.isEmpty()) {
            *why = problem;
            return false;
        }
        const QString colour = json.value(QStringLiteral("colour")).toString();
        channel.colour = QColor::isValidColorName(colour) ? QColor::fromString(colour)
                                                          : ChannelNames::defaultColour(int(i));
        // The schema has checked that a chosen colour is there and valid.
        channel.colourChosen = json.value(kColourChosen).toBool();
        channel.visible = json.value(QStringLiteral("visible")).toBool(true);
        channel.physics =
            ShapesJson::physicsFromJson(json.value(QStringLiteral("physics")).toObject());
        if (i == 0) { // solid: its rule is the sprite's threshold and colour key
            channel.id = 0;
            sprite.setChannel(channel);
            continue;
        }
        if (sprite.channelIndexByName(channel.name) >= 0) {
            *why = QCoreApplication::translate("ProjectFile", "two channels are called %1")
                       .arg(channel.name);
            return false;
        }
        channel.id = sprite.nextChannelId();
        const QString source = json.value(QStringLiteral("source")).toString();
        if (source == QLatin1String("empty")) {
            channel.rule.source = ChannelSource::Empty;
        } else if (source == QLatin1String("copy")) {
            channel.rule.source = ChannelSource::Copy;
            const int from =
                sprite.channelIndexByName(json.value(QStringLiteral("copyOf")).toString());
            // An unknown source copies nothing, as a removed one does.
            channel.rule.copyOf = from >= 0 ? sprite.channels()[std::size_t(from)].id : -1;
        } else {
            channel.rule.image = maskRuleFromJson(json);
        }
        sprite.insertChannel(int(sprite.channels().size()), channel);
    }
    return true;
}

} // namespace hitmask
