// SPDX-License-Identifier: MIT
// Reads and writes .hitmask project files (JSON, versioned, paths relative to the file).
#pragma once

#include "common/imageloader.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <functional>
#include <optional>

namespace hitmask {

class ProjectDocument;
struct Project;

class ProjectFile {
    Q_DECLARE_TR_FUNCTIONS(ProjectFile)

public:
    // Version 2 adds review marks and edits kept aside past a shrunken image; version 3
    // how each sprite's frames are cut (grid, animation, JSON sheet, rotation set), each
    // frame's size, and frames set aside past a shorter animation; and named
    // channels (solid, hurt, hit), each with its rule and hand edits; version 4 a colour
    // key's tolerance ("keyTolerance", written only when not 0), frame durations and
    // origins set by hand, and each sprite's tags (named animations). Files are written
    // as kVersion, so an older Hitmask refuses them rather than dropping what it cannot
    // read when it saves them again.
    // Version 5 adds export targets and is written only by projects that have them, so
    // that a Hitmask reading up to 4 refuses such a project instead of dropping them.
    // Version 6 adds shapes owned by hand ("shapes" and "shapesReview" beside a channel's
    // masks in a frame) and channels' physics properties ("physics"), and is written only
    // by projects that have them, for the same reason.
    // Version 7 adds a sprite's own name ("name", a clone's), written only by projects
    // that have one: an older Hitmask would take a clone for its original.
    static constexpr int kVersion = 7;
    static constexpr int kVersionWithoutNames = 6;
    static constexpr int kVersionWithoutShapes = 5;
    static constexpr int kVersionWithoutTargets = 4;

    // Atomic: on failure the file on disk is untouched and `error` says why.
    static bool save(const Project& project, const QString& path, QString* error);
    // What to do about a sprite whose image cannot be loaded (moved, renamed, damaged).
    struct MissingImage {
        enum class Choice {
            GiveUp,   // the project does not open
            TryPath,  // load `path` instead
            LeaveOut, // open without the sprite; its entry is kept (spritesLeftOut())
        };
        Choice choice = Choice::GiveUp;
        QString path;
    };
    // Asked with the image's path and why it cannot be loaded.
    using LocateImage = std::function<MissingImage(const QString& path, const QString& why)>;

    // Fills an empty project, loading images within `limits`; on failure the project is
    // left empty and `error` says why. Without `locate`, a missing image is a failure.
    static bool load(Project& project, const QString& path, QString* error,
                     const LocateImage& locate = {}, const ImageLoadLimits& limits = {});
    // The same into an empty document, within document.imageLimits().
    static bool load(ProjectDocument& document, const QString& path, QString* error,
                     const LocateImage& locate = {});
    // Whether the file reads as a project this Hitmask can open (whole JSON, the format,
    // a version it knows), without loading its images; false with `error` saying why.
    static bool check(const QString& path, QString* error);

private:
    static std::optional<QJsonObject> readRoot(const QString& path, QString* error);
    // load() once the file is read and its sprites checked against the budget.
    static bool loadSprites(Project& project, const QString& path, const QJsonObject& root,
                            const LocateImage& locate, const ImageLoadLimits& limits,
                            QString* error);
};

} // namespace hitmask
