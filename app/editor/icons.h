// SPDX-License-Identifier: MIT
// The editor's icons, drawn in code at every device pixel ratio so they stay crisp.
#pragma once

#include <QIcon>
#include <QString>

namespace hitmask {

// Names: pencil, eraser, autobrush, rectangle, ellipse, fill, eyedropper, app.
QIcon toolIcon(const QString& name);

} // namespace hitmask
