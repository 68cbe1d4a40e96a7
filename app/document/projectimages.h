// SPDX-License-Identifier: MIT
// The images of a project being opened: its sprites' paths and the memory they will take
// checked from the JSON and the images' headers before anything is decoded, and a file
// that several sprites share decoded once.
#pragma once

#include "common/imageloader.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

class QDir;
class QJsonArray;

namespace hitmask {

class ProjectImages {
    Q_DECLARE_TR_FUNCTIONS(ProjectImages)

public:
    // Longer than any path a file system takes: a longer one is damage, not a name.
    static constexpr qsizetype kMaxPathChars = 4096;

    explicit ProjectImages(const ImageLoadLimits& limits)
        : limits_(limits) {}

    // Why the sprites (the project's "sprites" array, paths relative to `base`) cannot be
    // opened, before any image is decoded: a path longer than kMaxPathChars, or images
    // and masks that need more memory than the budget for images; empty when they can.
    QString check(const QJsonArray& sprites, const QDir& base) const;

    // The image at `path`, decoded once however many sprites of the project name it.
    LoadedImage load(const QString& path);

private:
    ImageLoadLimits limits_;
    QHash<QString, LoadedImage> loaded_; // by canonical path, those that loaded
};

} // namespace hitmask
