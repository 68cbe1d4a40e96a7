// SPDX-License-Identifier: MIT
#include "demoproject.h"

#include "common/atomicfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
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
    if (!makeFolders(folder, error))
        return {};
    const QDir resources(QStringLiteral(":/demo"));
    for (const QString& name : resources.entryList(QDir::Files)) {
        QFile source(resources.filePath(name));
        if (!source.open(QIODevice::ReadOnly)) {
            *error = tr("cannot read %1: %2").arg(source.fileName(), source.errorString());
            return {};
        }
        if (!writeFileAtomically(folder + u'/' + name, source.readAll(), error))
            return {};
    }
    return folder + QStringLiteral("/demo.hitmask");
}

} // namespace hitmask
