// SPDX-License-Identifier: MIT
#include "projectlock.h"

#include <QDir>
#include <QFileInfo>

namespace hitmask {

ProjectLock::ProjectLock(const QString& projectPath)
    : file_(std::make_unique<QLockFile>(pathFor(projectPath))) {
    // A project stays open for days: only a dead process makes the lock stale, never age.
    file_->setStaleLockTime(0);
    if (file_->tryLock(0))
        return;
    if (file_->error() == QLockFile::LockFailedError) {
        heldElsewhere_ = true;
        QString application;
        file_->getLockInfo(&holderPid_, &holderHost_, &application); // best effort
    }
    file_.reset(); // an unwritable folder: the project opens unlocked
}

QString ProjectLock::pathFor(const QString& projectPath) {
    const QFileInfo info(projectPath);
    return info.absoluteDir().filePath(QLatin1Char('.') + info.fileName() +
                                       QStringLiteral(".lock"));
}

} // namespace hitmask
