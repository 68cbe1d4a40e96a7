// SPDX-License-Identifier: MIT
// A small square of one colour, as the channel rows show a channel's colour or key.
#pragma once

#include <QColor>
#include <QIcon>
#include <QPixmap>

namespace hitmask {

inline QIcon swatch(const QColor& colour) {
    QPixmap pixmap(14, 14);
    pixmap.fill(colour);
    return QIcon(pixmap);
}

} // namespace hitmask
