// SPDX-License-Identifier: MIT
// What the fuzz targets for file readers share: writing fixtures and the input into a
// temporary folder, for readers that take a path rather than bytes.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace hitmask::fuzz {

// A fixture that cannot be written is a broken set-up, not a finding: stop at once.
inline void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        std::abort();
}

// The fuzzer's input written as `name` in `folder`; returns its path.
inline QString writeInput(const QTemporaryDir& folder, const QString& name,
                          const std::uint8_t* data, std::size_t size) {
    const QString path = folder.filePath(name);
    writeFile(path, QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    return path;
}

// An empty folder for the whole run, made once and never removed (libFuzzer may exit
// from anywhere).
inline QTemporaryDir& emptyFolder() {
    static QTemporaryDir* dir = new QTemporaryDir;
    return *dir;
}

} // namespace hitmask::fuzz
