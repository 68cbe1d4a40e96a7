// SPDX-License-Identifier: MIT
// The project file's parts for a sprite's channels: each channel's name, colour,
// visibility, how its mask is made and its physics properties.
#pragma once

#include "common/spritemask.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace hitmask {

class Sprite;
struct Channel;

// A sprite's rule sits in its entry, another image channel's in the channel's object.
// "keyTolerance" is written only when it matters.
void maskRuleToJson(const MaskRule& rule, QJsonObject& json);
MaskRule maskRuleFromJson(const QJsonObject& json);

// A channel's object; "physics" only when its properties are not the defaults,
// "colourChosen" only when the user chose the colour.
QJsonObject channelToJson(const Sprite& sprite, const Channel& channel);

// Whether a channel of `sprites` (the project file's array) has a colour the user chose:
// such a file needs ProjectFile::kVersion.
bool usesChosenColours(const QJsonArray& sprites);

// Reads the channels after solid into the sprite (which has only solid); false with a
// reason when a name is bad or repeated.
bool loadChannels(Sprite& sprite, const QJsonArray& channels, QString* why);

} // namespace hitmask
