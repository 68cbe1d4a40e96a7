// SPDX-License-Identifier: MIT
#include "atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

namespace hitmask {

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error) {
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    // commit() cancels the write when anything before it failed, so nothing is replaced.
    if (error)
        *error = QCoreApplication::translate("AtomicFile", "cannot write %1: %2")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
    return false;
}

} // namespace hitmask
