// SPDX-License-Identifier: MIT
// What following a file that other programs change takes, shared by the sprites' watcher
// and the project file's.
#pragma once

#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QString>

namespace hitmask {

// Programs write a file in several steps: a change is read this long after its notice.
inline constexpr int kFileSettleMs = 250;

// Many programs save by replacing the file, which drops it from the watcher: watch the
// file now at `path`, if there is one.
inline void keepWatching(QFileSystemWatcher& watcher, const QString& path) {
    if (QFileInfo::exists(path) && !watcher.files().contains(path))
        watcher.addPath(path);
}

} // namespace hitmask
