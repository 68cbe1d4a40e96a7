// SPDX-License-Identifier: MIT
// The POSIX half of an atomic write: the new file is written under a name of Hitmask's
// own beside its place (".NAME.hitmask-XXXXXX"), flushed and synced, then renamed over
// the place. A run killed before the rename leaves only such a name, which nobody else
// uses, so removeLeftoverTempFiles() can clear it without touching a user's files.
#pragma once

#include "atomicfile.h"

#include <QFileDevice>
#include <QString>

namespace hitmask::staged {

// Hands a writer's bytes to the file until all are written or the OS refuses: a write
// that stops short of a full disk is tried again for the rest, so that the refusal and its
// reason ("No space left on device") are recorded rather than a bare short count.
class WholeWrites final : public QIODevice {
public:
    explicit WholeWrites(QFileDevice& file)
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
    QFileDevice& file_;
};

// The name a write to `path` is staged under, with `suffix` for its six random characters.
QString nameFor(const QString& path, const QString& suffix);
// Whether `fileName` is a staged name of the file `target` (both bare names).
bool isNameOf(const QString& fileName, const QString& target);

// Writes `writer`'s bytes into a new file beside `place` and renames it over `place`
// (a file or a link, which is replaced, not followed). The new file takes the permissions
// of the file it replaces, or a new file's. Empty when it is in place, else the OS's
// reason; nothing is left behind on failure.
QString writeAndRename(const QString& place, const DeviceWriter& writer);

} // namespace hitmask::staged
