// SPDX-License-Identifier: MIT
#include "atomicfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
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

// Hands a writer's bytes to the file until all are written or the OS refuses: a write that
// stops short of a full disk is tried again for the rest, so that the refusal, and its
// reason ("No space left on device"), is recorded rather than a bare short count.
class WholeWrites final : public QIODevice {
public:
    explicit WholeWrites(QSaveFile& file)
        : file_(file) {
        open(QIODevice::WriteOnly);
    }

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override {
        qint64 written = 0;
        while (written < size) {
            const qint64 step = file_.write(data + written, size - written);
            if (step <= 0)
                return -1;
            written += step;
        }
        return size;
    }

private:
    QSaveFile& file_;
};

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
    WholeWrites device(file);
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
    QSaveFile file(path);
    const QString reason = commitWhole(file, writer);
    return reason.isEmpty() || refuse(path, reason, error);
}

bool replaceLinkAtomically(const QString& link, const DeviceWriter& writer, QString* error) {
    // QSaveFile would write through the link, so the new file is made whole beside it and
    // only then takes its place: a failed write leaves the link as it was. The new file is
    // named as QSaveFile names its own (NAME.XXXXXX), so that a run killed before the
    // rename leaves what removeLeftoverTempFiles() clears. Only the name is reserved: the
    // file itself is made afresh, with the permissions a new file gets.
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
#ifdef Q_OS_WIN
        // No rename over an existing name here: the link goes first.
        QFile replaced(link);
        QFile staging(staged);
        if (!replaced.remove())
            reason = replaced.errorString();
        else if (!staging.rename(link))
            reason = staging.errorString();
        else
            return true;
#else
        if (::rename(QFile::encodeName(staged).constData(), QFile::encodeName(link).constData()) ==
            0)
            return true;
        reason = QString::fromLocal8Bit(std::strerror(errno));
#endif
        QFile::remove(staged);
    }
    return refuse(link, reason, error);
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
    // QSaveFile's temporary name: the file's own, a dot and six random letters or digits.
    static const QRegularExpression leftover(QStringLiteral("^(.+)\\.[A-Za-z0-9]{6}$"));
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
            const QRegularExpressionMatch match = leftover.match(entry.fileName());
            if (match.hasMatch() && folder->contains(match.captured(1)) &&
                entry.lastModified() < quietSince)
                QFile::remove(entry.filePath());
        }
    }
}

} // namespace hitmask
