// SPDX-License-Identifier: MIT
// Leaves autosaved work in the recovery folder as a session that did not close normally
// would: the project's bytes and, beside them, which project they belong to and when it
// was saved.
#pragma once

#include "editor/recovery.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace hitmask::testing {

// `name` is the session's file name, its process id first ("4444-level").
[[nodiscard]] inline bool leaveWork(const QString& name, const QByteArray& project,
                                    const QString& projectPath, const QString& saved = {}) {
    QDir().mkpath(Recovery::folder());
    QFile file(Recovery::folder() + QLatin1Char('/') + name + QStringLiteral(".hitmask"));
    QFile info(Recovery::folder() + QLatin1Char('/') + name + QStringLiteral(".json"));
    if (!file.open(QIODevice::WriteOnly) || !info.open(QIODevice::WriteOnly))
        return false;
    file.write(project);
    info.write(QJsonDocument(QJsonObject{{QStringLiteral("project"), projectPath},
                                         {QStringLiteral("saved"), saved}})
                   .toJson());
    return file.flush() && info.flush();
}

} // namespace hitmask::testing
