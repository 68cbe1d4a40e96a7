// SPDX-License-Identifier: MIT
// Fuzz target: .hitmask project files, next to a real sprite (sprite.png). Whatever
// loads must save and load again.
#include "document/projectdocument.h"
#include "document/projectfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <cstdlib>

namespace {
QTemporaryDir* folder() {
    static QTemporaryDir* dir = [] {
        auto* d = new QTemporaryDir;
        QImage sprite(6, 5, QImage::Format_RGBA8888);
        sprite.fill(Qt::transparent);
        sprite.setPixelColor(2, 2, Qt::black);
        sprite.save(d->filePath(QStringLiteral("sprite.png")));
        return d;
    }();
    return dir;
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    static QCoreApplication app(*argc, *argv);
    folder();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QString path = folder()->filePath(QStringLiteral("input.hitmask"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        std::abort();
    file.write(reinterpret_cast<const char*>(data), qsizetype(size));
    file.close();
    hitmask::ProjectDocument document;
    QString error;
    if (!hitmask::ProjectFile::load(document, path, &error)) {
        if (error.isEmpty() || !document.sprites().empty())
            std::abort(); // a failure must say why and leave the document empty
        return 0;
    }
    const QString copy = folder()->filePath(QStringLiteral("copy.hitmask"));
    hitmask::ProjectDocument reloaded;
    if (!hitmask::ProjectFile::save(document, copy, &error) ||
        !hitmask::ProjectFile::load(reloaded, copy, &error) ||
        reloaded.sprites().size() != document.sprites().size())
        std::abort();
    return 0;
}
