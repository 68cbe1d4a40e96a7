// SPDX-License-Identifier: MIT
// Writes a whole file or nothing: every file Hitmask writes goes through here, so a
// failed or interrupted write always leaves the previous file as it was.
#pragma once

#include <QByteArray>
#include <QString>

namespace hitmask {

// Replaces `path` with `bytes` atomically (QSaveFile). The folder must exist. On failure
// returns false and sets *error to one sentence naming the file and the reason.
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error);

} // namespace hitmask
