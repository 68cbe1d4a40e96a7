// SPDX-License-Identifier: MIT
#include "demoproject.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace hitmask {

QString DemoProject::folder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/demo");
}

bool DemoProject::contains(const QString& path) {
    if (path.isEmpty())
        return false;
    const QString inside = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    return inside.startsWith(QDir::cleanPath(folder()) + u'/');
}

QString DemoProject::extract(QString* error) {
    const QString folder = DemoProject::folder();
    if (!QDir().mkpath(folder)) {
        *error = tr("cannot create %1").arg(QDir::toNativeSeparators(folder));
        return {};
    }
    const QDir resources(QStringLiteral(":/demo"));
    for (const QString& name : resources.entryList(QDir::Files)) {
        QFile source(resources.filePath(name));
        QSaveFile target(folder + u'/' + name);
        if (!source.open(QIODevice::ReadOnly) || !target.open(QIODevice::WriteOnly) ||
            target.write(source.readAll()) < 0 || !target.commit()) {
            *error = tr("cannot write %1: %2")
                         .arg(QDir::toNativeSeparators(target.fileName()), target.errorString());
            return {};
        }
    }
    return folder + QStringLiteral("/demo.hitmask");
}

} // namespace hitmask
