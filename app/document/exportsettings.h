// SPDX-License-Identifier: MIT
// What a project exports and where: saved in the project so re-export is one step.
#pragma once

#include "common/shapesettings.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <hitmask/codec.hpp>

class QDir;

namespace hitmask {

class Sprite;

struct ExportSettings {
    QString format = QStringLiteral("rle"); // an exporter id
    bool raw = false;
    Encoding headerEncoding = Encoding::Rle;  // payload of C headers
    QString folder = QStringLiteral("masks"); // relative to the project file, or absolute
    // {dir} is the sprite's folder relative to the project's, {sprite} its file name
    // without suffix, {suffix} its suffix in lower case (png, gif), {frame} the frame number (raw
    // exports write one file per frame), {channel} the channel's name (PBM, PNG and raw write one
    // file per channel), {ext} the format's suffix. {dir} by default, so arrow.png in two folders
    // makes two files; an export whose names still clash writes nothing.
    QString pattern = QStringLiteral("{dir}/{sprite}.{ext}");
    QStringList skipped;  // sprites left out of exports, as skipKey() names them
    ShapeSettings shapes; // for the shape formats

    QJsonObject toJson() const;
    static ExportSettings fromJson(const QJsonObject& json);
    friend bool operator==(const ExportSettings&, const ExportSettings&) = default;
};

// How ExportSettings::skipped names a sprite: its image's path from the project's folder;
// for a sprite with its own name (a clone, which shares its image) that path, '#' and the
// name, so that a clone is left out or taken in on its own.
QString skipKey(const QDir& projectDir, const Sprite& sprite);

// One output of a project's build, named ("masks", "tiled"): `hitmask-cli export` and
// File > Export Targets write every target, each with its own format, folder, pattern and
// sprites. A project with targets is saved as version 5.
struct ExportTarget {
    QString name;
    ExportSettings settings;

    QJsonObject toJson() const;
    static ExportTarget fromJson(const QJsonObject& json);
    friend bool operator==(const ExportTarget&, const ExportTarget&) = default;
};

} // namespace hitmask
