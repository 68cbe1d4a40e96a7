// SPDX-License-Identifier: MIT
// Writes a whole file or nothing: every file Hitmask writes goes through here, so a
// failed or interrupted write always leaves the previous file as it was.
#pragma once

#include <QByteArray>
#include <QString>
#include <functional>

class QIODevice;

namespace hitmask {

// Writes a file's bytes to a device, a piece at a time if it likes; false when a write
// failed (the device's errorString() says why).
using DeviceWriter = std::function<bool(QIODevice&)>;

// Replaces `path` with `bytes` atomically (QSaveFile). The folder must exist. On failure
// returns false and sets *error to one sentence naming the file and the reason.
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error);
// The same for a file that `writer` writes into the new file as it goes, so that it never
// needs to be whole in memory; the old file stays when the writer returns false.
bool writeFileAtomically(const QString& path, const DeviceWriter& writer, QString* error);

} // namespace hitmask
