// SPDX-License-Identifier: MIT
// The files one run writes, checked before anything is written: none may overwrite a file
// the run reads (a sprite, its sheet JSON, the project), another of its own outputs, or
// land outside the folder it writes into. Shared by hitmask-cli and the export dialog.
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

namespace hitmask {

class OutputCheck {
    Q_DECLARE_TR_FUNCTIONS(OutputCheck)

public:
    // Outputs must lie inside `folder` when one is set: compared by location(), so
    // neither ".." nor a linked folder beneath it leads out.
    void setFolder(const QString& folder);
    // A file the run reads; `what` names it in messages, e.g. "the sprite ball.png".
    void addInput(const QString& path, const QString& what);
    // A file the run writes; `what` names it in messages. Returns false, and records one
    // sentence in problems(), when it would overwrite an input or an earlier output, lies
    // outside the folder or cannot be written there (blockedPlace()).
    bool addOutput(const QString& path, const QString& what);
    const QStringList& problems() const { return problems_; }

    // Who a path is for these checks: symbolic links resolved for files that exist, case
    // folded, as Windows and macOS compare names.
    static QString identity(const QString& path);
    // Where a file would be written: its absolute path with every link among its folders
    // resolved, as far as they exist. A link in the file's own place stays as named, as
    // an export replaces that link rather than writing through it.
    static QString location(const QString& path);
    // `path`, absolute, with its longest existing part resolved to its canonical path (links
    // followed) and the rest, not made yet, appended as named.
    static QString resolvedPath(const QString& path);
    // Why `path` cannot be written as a file, found before anything is, in the words the
    // write would fail with: a folder in its place ("Is a directory"), or a file where one
    // of its folders would be made ("Not a directory"), or a device, pipe or socket, which
    // not even --force replaces ("not a regular file"). Empty when nothing is in the way.
    static QString blockedPlace(const QString& path);
    // The first "{word}" of a file name pattern that is not one of `known` (e.g.
    // {"sprite", "ext"}), or an empty string: a typo is refused rather than kept as text.
    static QString unknownPlaceholder(const QString& pattern, const QStringList& known);

private:
    QString folder_;
    QHash<QString, QString> inputs_;  // identity -> what
    QHash<QString, QString> outputs_; // identity -> what
    QStringList problems_;
};

} // namespace hitmask
