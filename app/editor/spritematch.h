// SPDX-License-Identifier: MIT
// Whether a sprite shows under a filter typed by the user: the one rule of the sprite
// list and the export dialog's list.
#pragma once

#include <QString>

namespace hitmask {

// True when `filter` (trimmed) is empty or is part of the sprite's label or of its path
// from the project's folder, whatever the case.
inline bool spriteMatches(const QString& filter, const QString& label, const QString& path) {
    const QString text = filter.trimmed();
    return text.isEmpty() || label.contains(text, Qt::CaseInsensitive) ||
           path.contains(text, Qt::CaseInsensitive);
}

} // namespace hitmask
