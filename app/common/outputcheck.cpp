// SPDX-License-Identifier: MIT
#include "outputcheck.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

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
    folder_ = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
}

void OutputCheck::addInput(const QString& path, const QString& what) {
    inputs_.insert(identity(path), what);
}

bool OutputCheck::addOutput(const QString& path, const QString& what) {
    const QString shown = QDir::toNativeSeparators(QDir::cleanPath(path));
    if (!folder_.isEmpty()) {
        const QString clean = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
        if (!clean.startsWith(folder_ + u'/') && !(folder_ == u'/' && clean.startsWith(u'/'))) {
            problems_ << tr("%1 would be written to %2, outside the output folder %3")
                             .arg(what, shown, QDir::toNativeSeparators(folder_));
            return false;
        }
    }
    const QString id = identity(path);
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
