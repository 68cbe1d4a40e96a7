// SPDX-License-Identifier: MIT
// The project file's parts for a frame's masks: each channel's hand edits, its auto mask
// as saved and its review marks, as the core's RLE payloads in base64.
#pragma once

#include <QJsonObject>
#include <QSize>
#include <optional>

namespace hitmask {

struct ChannelMasks;
struct Frame;
struct ImageLoadLimits;

// The frame's entry: its rectangle, size and hand-set properties, solid's masks in the
// entry itself (as in versions 1 and 2) and the other channels' in "channels", in the
// sprite's order.
QJsonObject frameToJson(const Frame& frame);

// Reads one channel's saved masks from `entry` (a frame's entry for solid, an element of
// its "channels" for the others) into `masks`, at the size the frame had then: `size`,
// or without one the size the entry gives. False when the entry is damaged.
bool readEdits(const QJsonObject& entry, const ImageLoadLimits& limits, ChannelMasks& masks,
               std::optional<QSize> size);

} // namespace hitmask
