// SPDX-License-Identifier: MIT
// The project file's parts for what a frame holds beside its masks (a duration and an
// origin set by hand) and for a sprite's tags.
#pragma once

#include "common/framesource.h"

#include <QJsonArray>
#include <QJsonObject>

namespace hitmask {

struct Frame;

// Writes "durationMs" and "origin" into the frame's entry, each only when set by hand.
void framePropertiesToJson(const Frame& frame, QJsonObject& json);
// Reads them back; a value that is not a plausible duration or point is left unset.
void framePropertiesFromJson(const QJsonObject& json, Frame& frame);

// [{"name": ..., "from": ..., "to": ..., "direction": ...}, ...], as Aseprite's frameTags.
QJsonArray tagsToJson(const QList<FrameAnimation>& tags);
// Entries without a name, or whose range is not first <= last from 0, are left out.
QList<FrameAnimation> tagsFromJson(const QJsonArray& json);

// The largest duration and origin coordinate a frame takes by hand: a minute is longer
// than any frame of an animation, and a pivot lies near its frame (no side exceeds 65536).
constexpr int kMaxFrameDurationMs = 60000;
constexpr int kMaxOriginCoordinate = 65536;

} // namespace hitmask
