// SPDX-License-Identifier: MIT
// A small file system of its own (a tmpfs mounted in a temporary folder) that a test can
// fill to the last byte, so that writers meet a real "No space left on device" from the
// OS. Mounting needs root, as the test command has; elsewhere available() is false.
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <algorithm>
#include <sys/mount.h>
#include <unistd.h>

namespace hitmask::testing {

class FullDisk {
public:
    explicit FullDisk(int kibibytes = 256) {
        if (!dir_.isValid() || geteuid() != 0)
            return;
        const QByteArray options = "size=" + QByteArray::number(kibibytes) + "k,mode=0777";
        mounted_ = ::mount("tmpfs", QFile::encodeName(dir_.path()).constData(), "tmpfs", 0,
                           options.constData()) == 0;
    }
    ~FullDisk() {
        if (mounted_)
            ::umount2(QFile::encodeName(dir_.path()).constData(), MNT_DETACH);
    }
    FullDisk(const FullDisk&) = delete;
    FullDisk& operator=(const FullDisk&) = delete;

    // False where no file system could be mounted (not root): the caller skips.
    bool available() const { return mounted_; }
    QString path() const { return dir_.path(); }
    QString filePath(const QString& name) const { return dir_.filePath(name); }

    // Takes every free byte but `spare`, so the next write of more than that fails.
    bool fill(qint64 spare = 0) {
        QFile filler(dir_.filePath(QStringLiteral(".filler")));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered))
            return false;
        const QByteArray block(4096, '\0');
        while (filler.write(block) == block.size()) {
        }
        filler.close();
        // Give back `spare` bytes, rounded up to whole pages as tmpfs counts them.
        if (spare > 0 && !filler.resize(std::max<qint64>(0, filler.size() - spare - 4095)))
            return false;
        return true;
    }
    // Frees the room fill() took.
    void empty() { QFile::remove(dir_.filePath(QStringLiteral(".filler"))); }

private:
    QTemporaryDir dir_;
    bool mounted_ = false;
};

} // namespace hitmask::testing
