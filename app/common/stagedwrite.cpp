// SPDX-License-Identifier: MIT
#include "stagedwrite.h"

#include <QFile>
#include <QFileInfo>
#include <QIODevice>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>

#ifndef Q_OS_WIN
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace hitmask::staged {

namespace {

const QString kMark = QStringLiteral(".hitmask-");

QString osReason(int error) {
    return QString::fromLocal8Bit(std::strerror(error));
}

QString randomSuffix() {
    static const char kAlphabet[] =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    QString suffix;
    for (int i = 0; i < 6; ++i)
        suffix += QLatin1Char(kAlphabet[QRandomGenerator::global()->bounded(62)]);
    return suffix;
}

#ifndef Q_OS_WIN
// Writes the bytes into the open descriptor, flushed and synced: some file systems (NFS,
// full quotas) report a lack of room only at the sync or the close. Empty when all is on
// the disk, else the reason.
QString writeInto(int handle, const DeviceWriter& writer) {
    QString reason;
    {
        QFile file;
        if (!file.open(handle, QIODevice::WriteOnly, QFileDevice::DontCloseHandle))
            return file.errorString();
        WholeWrites device(file);
        // QFile buffers small writes: the flush is where a full disk shows, so it is checked.
        if (!writer(device) || !file.flush())
            reason = file.errorString();
    }
    if (reason.isEmpty() && ::fsync(handle) != 0 && errno != EINVAL && errno != EROFS)
        reason = osReason(errno);
    return reason;
}

// The folder's entry for the new name is made durable too, so that a crash after the
// rename cannot bring back the old file. Best effort: not every file system can.
void syncFolder(const QString& folder) {
    const int handle = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_CLOEXEC);
    if (handle >= 0) {
        ::fsync(handle);
        ::close(handle);
    }
}

#endif

} // namespace

QString nameFor(const QString& path, const QString& suffix) {
    const QFileInfo info(path);
    return info.absolutePath() + QStringLiteral("/.") + info.fileName() + kMark + suffix;
}

bool isNameOf(const QString& fileName, const QString& target) {
    return fileName.size() == 1 + target.size() + kMark.size() + 6 &&
           fileName.startsWith(QLatin1Char('.')) && fileName.mid(1, target.size()) == target &&
           fileName.mid(1 + target.size(), kMark.size()) == kMark &&
           std::all_of(fileName.end() - 6, fileName.end(),
                       [](QChar c) { return c.unicode() < 128 && std::isalnum(c.unicode()); });
}

#ifndef Q_OS_WIN
QString writeAndRename(const QString& place, const DeviceWriter& writer) {
    const QByteArray placeName = QFile::encodeName(place);
    // The file replaced keeps its permissions; a new one gets the default (0666 less the
    // umask, applied by open()).
    struct stat existing {};
    const bool replaces =
        ::lstat(placeName.constData(), &existing) == 0 && S_ISREG(existing.st_mode);
    QByteArray stagedName;
    int handle = -1;
    for (int attempt = 0; attempt < 16 && handle < 0; ++attempt) {
        stagedName = QFile::encodeName(nameFor(place, randomSuffix()));
        handle = ::open(stagedName.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (handle < 0 && errno != EEXIST)
            return osReason(errno);
    }
    if (handle < 0)
        return osReason(EEXIST);
    QString reason;
    if (replaces && ::fchmod(handle, existing.st_mode & 07777) != 0)
        reason = osReason(errno);
    if (reason.isEmpty())
        reason = writeInto(handle, writer);
    if (::close(handle) != 0 && reason.isEmpty())
        reason = osReason(errno);
    if (reason.isEmpty() && ::rename(stagedName.constData(), placeName.constData()) != 0)
        reason = osReason(errno);
    if (!reason.isEmpty()) {
        ::unlink(stagedName.constData());
        return reason;
    }
    syncFolder(QFileInfo(place).absolutePath());
    return {};
}

#endif

} // namespace hitmask::staged
