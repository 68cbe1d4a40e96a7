// SPDX-License-Identifier: MIT
// What the shape formats share: each frame's shapes, traced or drawn by hand, with their
// origin and physics, in the order the formats write them.
#pragma once

#include "maskexporter.h"
#include "shapes.h"

#include <QByteArray>
#include <vector>

namespace hitmask {

// Frame f of the channel: its hand shapes unless the options trace every frame, with
// the frame's origin and the channel's physics.
FrameShapes shapesOf(const ExportChannel& channel, std::size_t f, const ExportOptions& options);
// Each frame's shapes of one channel.
std::vector<FrameShapes> allShapes(const ExportChannel& channel, const ExportOptions& options);
// Frame after frame, each with every channel in order, named when there are several.
std::vector<FrameShapes> allChannelShapes(const ExportChannels& channels,
                                          const ExportOptions& options);
// The C identifier of the file: its name option, or "shapes".
QByteArray shapesIdentifier(const ExportOptions& options);
// "x<separator>y", as the text formats write a point.
QByteArray pointText(const PointF& p, const char* separator);

} // namespace hitmask
