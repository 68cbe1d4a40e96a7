// SPDX-License-Identifier: MIT
#include "outputcheck.h"

#include "atomicfile.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <cerrno>
#include <cstring>

namespace hitmask {

QString OutputCheck::identity(const QString& path) {
    const QFileInfo info(path);
    // A link to a file that exists is the file; a missing file may sit in a linked folder.
    QString resolved = info.canonicalFilePath();
    if (resolved.isEmpty()) {
        const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
        resolved = folder.isEmpty() ? QDir::cleanPath(info.absoluteFilePath())
                                    : QDir(folder).filePath(info.fileName());
    }
    return resolved.toCaseFolded();
}

QString OutputCheck::resolvedPath(const QString& path) {
    QString existing = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    QStringList missing;
    for (;;) {
        if (const QString canonical = QFileInfo(existing).canonicalFilePath();
            !canonical.isEmpty()) {
            missing.prepend(canonical);
            return QDir::cleanPath(missing.join(u'/'));
        }
        const QFileInfo info(existing);
        const QString parent = info.absolutePath();
        if (parent == existing) // the root, unreadable: keep the path as named
            return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
        missing.prepend(info.fileName());
        existing = parent;
    }
}

QString OutputCheck::location(const QString& path) {
    const QFileInfo info(QDir::cleanPath(QFileInfo(path).absoluteFilePath()));
    return QDir::cleanPath(resolvedPath(info.absolutePath()) + u'/' + info.fileName());
}

QString OutputCheck::blockedPlace(const QString& path) {
    const QFileInfo info(path);
    // A link in the place is replaced, whatever it leads to (writeBuildOutput).
    if (info.isDir() && !info.isSymLink())
        return cannotWrite(info.absoluteFilePath(), QString::fromLocal8Bit(std::strerror(EISDIR)));
    // A device, pipe or socket (/dev/null): an atomic write would put a file in its place.
    if (info.exists() && !info.isFile() && !info.isDir() && !info.isSymLink())
        return cannotWrite(info.absoluteFilePath(), tr("not a regular file"));
    // The nearest folder that exists decides whether the missing ones can be made.
    for (QString folder = info.absolutePath();;) {
        const QFileInfo existing(folder);
        if (existing.exists())
            return existing.isDir() ? QString() : cannotMakeFolder(folder, ENOTDIR);
        const QString parent = existing.absolutePath();
        if (parent == folder)
            return {};
        folder = parent;
    }
}

QString OutputCheck::unknownPlaceholder(const QString& pattern, const QStringList& known) {
    static const QRegularExpression placeholder(QStringLiteral("\\{([^{}]*)\\}"));
    for (auto it = placeholder.globalMatch(pattern); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        if (!known.contains(match.captured(1)))
            return match.captured(0);
    }
    return {};
}

void OutputCheck::setFolder(const QString& folder) {
    folder_ = resolvedPath(folder);
}

void OutputCheck::addInput(const QString& path, const QString& what) {
    inputs_.insert(identity(path), what);
}

bool OutputCheck::addOutput(const QString& path, const QString& what) {
    const QString shown = QDir::toNativeSeparators(QDir::cleanPath(path));
    if (!folder_.isEmpty()) {
        const QString place = location(path);
        if (!place.startsWith(folder_ + u'/') && !(folder_ == u'/' && place.startsWith(u'/'))) {
            problems_ << tr("%1 would be written to %2, outside the output folder %3")
                             .arg(what, QDir::toNativeSeparators(place),
                                  QDir::toNativeSeparators(folder_));
            return false;
        }
    }
    // Found now rather than when the write fails, after earlier files were written.
    if (const QString blocked = blockedPlace(path); !blocked.isEmpty()) {
        // One file where the folder goes blocks every output beneath it: said once.
        if (!problems_.contains(blocked))
            problems_ << blocked;
        return false;
    }
    // A link in the output's place is replaced, not written through (writeBuildOutput):
    // the link, not its target, is the file written.
    const QString id = QFileInfo(path).isSymLink() ? location(path).toCaseFolded() : identity(path);
    if (const auto input = inputs_.constFind(id); input != inputs_.cend()) {
        problems_ << tr("%1 would overwrite %2 (%3)").arg(what, *input, shown);
        return false;
    }
    if (const auto output = outputs_.constFind(id); output != outputs_.cend()) {
        problems_ << tr("%1 and %2 would both be written to %3").arg(*output, what, shown);
        return false;
    }
    outputs_.insert(id, what);
    return true;
}

} // namespace hitmask
