// SPDX-License-Identifier: MIT
// Reads a whole file with a size limit: every file the editor and hitmask-cli read at once
// goes through it, so that a path to /dev/zero, a pipe or a huge file fails at once.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <optional>

namespace hitmask {

class BoundedFile {
    Q_DECLARE_TR_FUNCTIONS(BoundedFile)

public:
    // Larger than any project, sheet JSON or recovery note the app writes or a packer
    // writes: what is refused at this size is not one of them.
    static constexpr qint64 kMaxJsonBytes = qint64{64} << 20;

    // The bytes of the regular file at `path`, or nothing and *error a reason without the
    // path ("no such file", "is not a regular file (a device, pipe or socket)", or the
    // file's size against maxBytes). A folder, device, pipe or socket is refused before
    // it is opened, and no more than maxBytes + 1 bytes are read, even from a file that
    // grows meanwhile.
    static std::optional<QByteArray> read(const QString& path, qint64 maxBytes, QString* error);
};

} // namespace hitmask
