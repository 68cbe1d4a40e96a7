// SPDX-License-Identifier: MIT
#include "atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

namespace hitmask {

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error) {
    return writeFileAtomically(
        path, [&bytes](QIODevice& file) { return file.write(bytes) == bytes.size(); }, error);
}

bool writeFileAtomically(const QString& path, const DeviceWriter& writer, QString* error) {
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && writer(file) && file.commit())
        return true;
    // Without commit() the new file is thrown away, so nothing is replaced.
    if (error)
        *error = QCoreApplication::translate("AtomicFile", "cannot write %1: %2")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
    return false;
}

} // namespace hitmask
