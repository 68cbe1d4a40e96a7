// SPDX-License-Identifier: MIT
#include "atomicfile.h"

#include "stagedwrite.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSaveFile>
#include <QSet>
#include <QTemporaryFile>
#include <cerrno>
#include <cstring>

#ifdef Q_OS_WIN
#include <direct.h>
#include <io.h>
#else
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace hitmask {

namespace {

#ifdef Q_OS_WIN
// Asks the OS to put the new file's bytes on the disk before it takes the old file's name:
// some file systems (NFS, full quotas) report a lack of room only here. Empty when it did.
QString syncToDisk(QSaveFile& file) {
    const int handle = file.handle();
    if (handle < 0)
        return {};
#ifdef Q_OS_WIN
    const bool synced = _commit(handle) == 0;
#else
    const bool synced = ::fsync(handle) == 0 || errno == EINVAL || errno == EROFS;
#endif
    return synced ? QString() : QString::fromLocal8Bit(std::strerror(errno));
}

bool writeWhole(QSaveFile& file, const DeviceWriter& writer) {
    staged::WholeWrites device(file);
    return writer(device);
}

// Why `file` could not be opened. QSaveFile refuses an existing file it may not write with
// a sentence of its own that names the file again ("Existing file X is not writable");
// the OS says why ("Read-only file system", "Permission denied").
QString openFailure(const QSaveFile& file) {
#ifdef Q_OS_WIN
    const QString native = QDir::toNativeSeparators(file.fileName());
    const bool refused = _waccess(reinterpret_cast<const wchar_t*>(native.utf16()), 2) != 0;
#else
    const bool refused = ::access(QFile::encodeName(file.fileName()).constData(), W_OK) != 0;
#endif
    return refused && errno != ENOENT ? QString::fromLocal8Bit(std::strerror(errno))
                                      : file.errorString();
}

// Writes `writer`'s bytes into `file` and puts it in place. QSaveFile buffers small
// writes, and Qt 6.4's commit() does not notice when the last flush fails (a full disk):
// it would put an empty or cut file in the old one's place. So the flush is made, and
// checked, here. Empty when the file is in place, else the OS's reason; without commit()
// the new file is thrown away, so nothing is replaced.
QString commitWhole(QSaveFile& file, const DeviceWriter& writer) {
    if (!file.open(QIODevice::WriteOnly))
        return openFailure(file);
    if (writeWhole(file, writer) && file.flush()) {
        if (const QString reason = syncToDisk(file); !reason.isEmpty())
            return reason;
        if (file.commit())
            return {};
    }
    return file.errorString();
}

#endif

bool refuse(const QString& path, const QString& reason, QString* error) {
    if (error)
        *error = cannotWrite(path, reason);
    return false;
}

} // namespace

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error) {
    return writeFileAtomically(
        path, [&bytes](QIODevice& file) { return file.write(bytes) == bytes.size(); }, error);
}

bool writeFileAtomically(const QString& path, const DeviceWriter& writer, QString* error) {
#ifdef Q_OS_WIN
    QSaveFile file(path);
    const QString reason = commitWhole(file, writer);
#else
    // A link is written through to its file, as QSaveFile does.
    QString place = path;
    for (int depth = 0; depth < 40 && QFileInfo(place).isSymLink(); ++depth)
        place = QFileInfo(place).symLinkTarget();
    // A file that may not be written is not replaced, though its folder would allow it.
    QString reason;
    if (::access(QFile::encodeName(place).constData(), W_OK) != 0 && errno != ENOENT)
        reason = QString::fromLocal8Bit(std::strerror(errno));
    else
        reason = staged::writeAndRename(place, writer);
#endif
    return reason.isEmpty() || refuse(path, reason, error);
}

bool replaceLinkAtomically(const QString& link, const DeviceWriter& writer, QString* error) {
#ifdef Q_OS_WIN
    // No rename over a link here: the new file is made whole beside it, then the link
    // goes and the new file takes its name.
    QString staged;
    {
        QTemporaryFile name(link + QStringLiteral(".XXXXXX"));
        if (!name.open())
            return refuse(link, name.errorString(), error);
        staged = name.fileName();
    }
    QSaveFile file(staged);
    QString reason = commitWhole(file, writer);
    if (reason.isEmpty()) {
        QFile replaced(link);
        QFile staging(staged);
        if (!replaced.remove())
            reason = replaced.errorString();
        else if (!staging.rename(link))
            reason = staging.errorString();
        else
            return true;
        QFile::remove(staged);
    }
    return refuse(link, reason, error);
#else
    // The rename replaces the link itself; a failed write leaves it as it was.
    const QString reason = staged::writeAndRename(link, writer);
    return reason.isEmpty() || refuse(link, reason, error);
#endif
}

QString cannotWrite(const QString& path, const QString& reason) {
    return QCoreApplication::translate("AtomicFile", "cannot write %1: %2")
        .arg(QDir::toNativeSeparators(path), reason);
}

QString cannotMakeFolder(const QString& folder, int reason) {
    return QCoreApplication::translate("AtomicFile", "cannot create the folder %1: %2")
        .arg(QDir::toNativeSeparators(folder), QString::fromLocal8Bit(std::strerror(reason)));
}

bool makeFolders(const QString& folder, QString* error) {
    const QString path = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    const auto refuse = [error](const QString& part, int reason) {
        if (error)
            *error = cannotMakeFolder(part, reason);
        return false;
    };
    // From the top down, each missing folder made by the OS's own call, so that its
    // reason (EACCES, ENOTDIR, ENOSPC, EROFS) is kept.
    for (qsizetype next = path.indexOf(u'/', path.startsWith(u"//") ? 2 : 1);;
         next = path.indexOf(u'/', next + 1)) {
        const QString part = next < 0 ? path : path.left(next);
        if (!QFileInfo(part).isDir()) {
#ifdef Q_OS_WIN
            const QString native = QDir::toNativeSeparators(part);
            const bool made = _wmkdir(reinterpret_cast<const wchar_t*>(native.utf16())) == 0;
#else
            const bool made = ::mkdir(QFile::encodeName(part).constData(), 0777) == 0;
#endif
            // EEXIST: made meanwhile by someone else, or a file of that name, which the
            // next folder down, or the check below, finds to be no folder.
            if (!made && errno != EEXIST)
                return refuse(part, errno);
        }
        if (next < 0)
            break;
    }
    return QFileInfo(path).isDir() || refuse(path, ENOTDIR);
}

void removeLeftoverTempFiles(const QStringList& paths) {
    constexpr qint64 kQuietSeconds = 60;
    QHash<QString, QSet<QString>> namesByFolder;
    for (const QString& path : paths) {
        if (path.isEmpty())
            continue;
        const QFileInfo info(path);
        namesByFolder[info.absolutePath()].insert(info.fileName());
    }
    const QDateTime quietSince = QDateTime::currentDateTimeUtc().addSecs(-kQuietSeconds);
    for (auto folder = namesByFolder.cbegin(); folder != namesByFolder.cend(); ++folder) {
        // One listing per folder, so thousands of outputs stay linear.
        const QFileInfoList entries =
            QDir(folder.key()).entryInfoList(QDir::Files | QDir::Hidden | QDir::NoSymLinks);
        for (const QFileInfo& entry : entries) {
            // ".NAME.hitmask-XXXXXX": the name is NAME's, 16 characters longer.
            const QString name = entry.fileName();
            const QString target = name.mid(1, name.size() - 16);
            if (folder->contains(target) && staged::isNameOf(name, target) &&
                entry.lastModified() < quietSince)
                QFile::remove(entry.filePath());
        }
    }
}

} // namespace hitmask
