// SPDX-License-Identifier: MIT
// Fuzz target: .hitmask project files, next to real sprites for every way of cutting
// frames: sprite.png (whole or rectangles), strip.png (a grid), sheet.png with its
// Aseprite sheet.json, anim.gif (an animation's images). Whatever loads must save, as
// the schema says a project is, and load again. Besides libFuzzer's byte mutations, inputs
// that parse as JSON are damaged the way a hand edit or another tool damages a project
// (support/projectmutations.h), so that the reader's structure checks are reached.
#include "document/projectdocument.h"
#include "document/projectfile.h"
#include "document/projectschema.h"
#include "fuzzfiles.h"
#include "support/gifwriter.h"
#include "support/projectmutations.h"

#include <QCoreApplication>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {
using hitmask::fuzz::writeFile;

QTemporaryDir* folder() {
    static QTemporaryDir* dir = [] {
        auto* d = new QTemporaryDir;
        QImage sprite(6, 5, QImage::Format_RGBA8888);
        sprite.fill(Qt::transparent);
        sprite.setPixelColor(2, 2, Qt::black);
        sprite.save(d->filePath(QStringLiteral("sprite.png")));
        QImage strip(24, 6, QImage::Format_RGBA8888);
        for (int y = 0; y < strip.height(); ++y)
            for (int x = 0; x < strip.width(); ++x)
                strip.setPixelColor(x, y, QColor(255, x * 10, y * 40, (x + y) % 3 ? 255 : 0));
        strip.save(d->filePath(QStringLiteral("strip.png")));
        strip.copy(0, 0, 12, 6).save(d->filePath(QStringLiteral("sheet.png")));
        writeFile(d->filePath(QStringLiteral("sheet.json")), R"({"frames": {
 "a": {"frame": {"x": 0, "y": 0, "w": 4, "h": 3}, "duration": 100},
 "b": {"frame": {"x": 5, "y": 0, "w": 2, "h": 2}, "trimmed": true,
       "spriteSourceSize": {"x": 1, "y": 1, "w": 2, "h": 2}, "sourceSize": {"w": 4, "h": 3}},
 "c": {"frame": {"x": 8, "y": 0, "w": 3, "h": 2}, "rotated": true, "trimmed": true,
       "spriteSourceSize": {"x": 1, "y": 0, "w": 3, "h": 2}, "sourceSize": {"w": 4, "h": 3}}},
 "meta": {"size": {"w": 12, "h": 6}, "frameTags": [{"name": "run", "from": 0, "to": 2}]}})");
        writeFile(
            d->filePath(QStringLiteral("anim.gif")),
            hitmask::testing::writeGif({{0, 1, 2, 3, 0, 1}, {3, 2, 1, 0, 3, 2}}, 3, 2, {5, 10}));
        return d;
    }();
    return dir;
}
} // namespace

// libFuzzer's own mutation; absent (null) when the inputs are only replayed.
extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t maxSize)
    __attribute__((weak));

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size,
                                               std::size_t maxSize, unsigned int seed) {
    std::mt19937 rng(seed);
    const QJsonDocument json = QJsonDocument::fromJson(
        QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size)));
    if ((json.isObject() || json.isArray()) && rng() % 4 != 0) {
        const QJsonValue root =
            json.isObject() ? QJsonValue(json.object()) : QJsonValue(json.array());
        const QJsonValue damaged = hitmask::testing::damageProject(root, rng);
        const QByteArray bytes =
            damaged.isObject()  ? QJsonDocument(damaged.toObject()).toJson(QJsonDocument::Compact)
            : damaged.isArray() ? QJsonDocument(damaged.toArray()).toJson(QJsonDocument::Compact)
                                : QByteArray();
        if (!bytes.isEmpty() && std::size_t(bytes.size()) <= maxSize) {
            std::memcpy(data, bytes.constData(), std::size_t(bytes.size()));
            return std::size_t(bytes.size());
        }
    }
    return LLVMFuzzerMutate ? LLVMFuzzerMutate(data, size, maxSize) : size;
}

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    static QCoreApplication app(*argc, *argv);
    folder();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QString path = folder()->filePath(QStringLiteral("input.hitmask"));
    writeFile(path, QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    // Small limits: what they allow stays quick, and what slips past them shows.
    hitmask::ImageLoadLimits limits;
    limits.maxSide = 256;
    limits.allocationLimitMb = 16;
    hitmask::ProjectDocument document;
    document.setImageLimits(limits);
    QString error;
    if (!hitmask::ProjectFile::load(document, path, &error)) {
        if (error.isEmpty() || !document.sprites().empty())
            std::abort(); // a failure must say why and leave the document empty
        return 0;
    }
    const QString copy = folder()->filePath(QStringLiteral("copy.hitmask"));
    hitmask::ProjectDocument reloaded;
    reloaded.setImageLimits(limits);
    if (!hitmask::ProjectFile::save(document, copy, &error) ||
        !hitmask::ProjectFile::load(reloaded, copy, &error) ||
        reloaded.sprites().size() != document.sprites().size()) {
        std::fprintf(stderr, "a loaded project does not load again: %s\n", qPrintable(error));
        std::abort();
    }
    QFile saved(copy);
    const QString problem =
        saved.open(QIODevice::ReadOnly)
            ? hitmask::ProjectSchema::problem(QJsonDocument::fromJson(saved.readAll()).object())
            : QStringLiteral("cannot read the saved copy");
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "a saved project breaks the schema: %s\n", qPrintable(problem));
        std::abort();
    }
    return 0;
}
