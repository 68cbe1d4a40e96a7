// SPDX-License-Identifier: MIT
// Reading and writing the files a test sets up and checks.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

namespace hitmask::testing {

// The file's bytes; empty when it cannot be read.
inline QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Fails the test when the file cannot be opened.
inline void writeAll(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

// A temporary folder for a test's inputs.
class FixtureDir : public QTemporaryDir {
public:
    // `bytes` as `name` here, and its path; a test cannot go on without its input.
    QString write(const QString& name, const QByteArray& bytes) const {
        QFile file(filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(name));
        return file.fileName();
    }
};

} // namespace hitmask::testing
