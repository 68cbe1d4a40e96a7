// SPDX-License-Identifier: MIT
// Writes a whole file or nothing: every file Hitmask writes goes through here, so a
// failed or interrupted write always leaves the previous file as it was.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <functional>

class QIODevice;

namespace hitmask {

// Writes a file's bytes to a device, a piece at a time if it likes; false when a write
// failed (the device's errorString() says why).
using DeviceWriter = std::function<bool(QIODevice&)>;

// Replaces `path` with `bytes` atomically: the new file is written whole beside it, synced,
// and renamed over it (QSaveFile on Windows). A link is written through. The folder must exist. On
// failure returns false and sets *error to one sentence naming the file and the reason.
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error);
// The same for a file that `writer` writes into the new file as it goes, so that it never
// needs to be whole in memory; the old file stays when the writer returns false.
bool writeFileAtomically(const QString& path, const DeviceWriter& writer, QString* error);

// Replaces the symbolic link `link` with a file that `writer` writes, never writing
// through it: the link stays as it was unless the new file was written whole.
bool replaceLinkAtomically(const QString& link, const DeviceWriter& writer, QString* error);

// The sentences a failed write or folder gives, with the OS's reason: "cannot write X:
// No space left on device", "cannot create the folder X: Not a directory" (an errno).
QString cannotWrite(const QString& path, const QString& reason);
QString cannotMakeFolder(const QString& folder, int reason);

// Creates `folder` and any missing parents. On failure returns false and sets *error to
// one sentence with the OS's reason ("cannot create the folder X: Permission denied"),
// which QDir::mkpath() does not give.
bool makeFolders(const QString& folder, QString* error);

// Removes what a write killed in its last instant left beside `paths`: a file named as
// the atomic write names its new file (".NAME.hitmask-" and six letters or digits), older
// than a minute so that no write under way loses it. Nothing else is touched.
void removeLeftoverTempFiles(const QStringList& paths);

} // namespace hitmask
