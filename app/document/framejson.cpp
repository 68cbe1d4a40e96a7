// SPDX-License-Identifier: MIT
#include "framejson.h"

#include "sprite.h"

#include <cmath>

namespace hitmask {

void framePropertiesToJson(const Frame& frame, QJsonObject& json) {
    if (frame.durationSet)
        json.insert(QStringLiteral("durationMs"), *frame.durationSet);
    if (frame.originSet)
        json.insert(QStringLiteral("origin"),
                    QJsonArray{frame.originSet->x(), frame.originSet->y()});
}

void framePropertiesFromJson(const QJsonObject& json, Frame& frame) {
    const int duration = json.value(QStringLiteral("durationMs")).toInt(-1);
    if (duration >= 1 && duration <= kMaxFrameDurationMs)
        frame.setDuration(duration);
    const QJsonArray origin = json.value(QStringLiteral("origin")).toArray();
    const auto coordinate = [](const QJsonValue& v) {
        return v.isDouble() && std::abs(v.toDouble()) <= kMaxOriginCoordinate &&
               v.toDouble() == double(v.toInt());
    };
    if (origin.size() == 2 && coordinate(origin.at(0)) && coordinate(origin.at(1)))
        frame.setOrigin(QPoint(origin.at(0).toInt(), origin.at(1).toInt()));
}

QJsonArray tagsToJson(const QList<FrameAnimation>& tags) {
    QJsonArray json;
    for (const FrameAnimation& tag : tags)
        json.append(QJsonObject{{QStringLiteral("name"), tag.name},
                                {QStringLiteral("from"), tag.from},
                                {QStringLiteral("to"), tag.to},
                                {QStringLiteral("direction"), tag.direction}});
    return json;
}

QList<FrameAnimation> tagsFromJson(const QJsonArray& json) {
    QList<FrameAnimation> tags;
    for (const QJsonValue& value : json) {
        const QJsonObject o = value.toObject();
        FrameAnimation tag{
            o.value(QStringLiteral("name")).toString(), o.value(QStringLiteral("from")).toInt(-1),
            o.value(QStringLiteral("to")).toInt(-1),
            o.value(QStringLiteral("direction")).toString(QStringLiteral("forward"))};
        if (!tag.name.isEmpty() && tag.from >= 0 && tag.to >= tag.from)
            tags.append(tag);
    }
    return tags;
}

} // namespace hitmask
