// SPDX-License-Identifier: MIT
// A project as its file holds it: its sprites with their hand edits, its export settings
// and targets, and where it is saved. Plain data, with no undo stack or file watcher:
// hitmask-cli and export read it as ProjectFile::load gives it; the editor's
// ProjectDocument owns one and changes it only through commands on its undo stack.
#pragma once

#include "exportsettings.h"
#include "sprite.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <memory>
#include <vector>

namespace hitmask {

struct Project {
    // A sprite of the project file opened without it because its image was missing: its
    // entry as read, with its paths made absolute, and its place among the sprites.
    // ProjectFile::save writes it back there, so opening without a sprite never loses it.
    struct SpriteLeftOut {
        int index = 0;
        QJsonObject entry;
    };

    QString filePath; // absolute; empty for a project never saved
    std::vector<std::unique_ptr<Sprite>> sprites;
    QList<SpriteLeftOut> spritesLeftOut;
    ExportSettings exportSettings;
    QList<ExportTarget> exportTargets;
    int nextSpriteId = 1; // ids are never reused within a project's life
};

} // namespace hitmask
