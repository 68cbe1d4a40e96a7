// SPDX-License-Identifier: MIT
// Plans a project's export, with its sprites' hand edits: which files, with what bytes
// (ExportJob writes them). Shared by the export dialog and `hitmask-cli export`; output is
// byte-identical from run to run.
#pragma once

#include "document/exportsettings.h"
#include "maskexporter.h"
#include "replacecheck.h"
#include "tilegrid.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <vector>

namespace hitmask {

struct Project;
class Sprite;

struct ExportItem {
    const Sprite* sprite = nullptr;
    int firstFrame = 0;
    int frameCount = 1;
    QString path;       // absolute
    QString identifier; // the C name: the path under the export folder, without the suffix
    int channel = -1;   // the one channel the file holds, or -1 for all of them
};

struct RenderedItem {
    QByteArray bytes;
    QString sidecarPath; // empty when the format has none
    QByteArray sidecar;
};

class ProjectExport {
    Q_DECLARE_TR_FUNCTIONS(ProjectExport)

public:
    // The files an export writes; `folder` overrides settings.folder when not empty.
    static QList<ExportItem> plan(const Project& project, const ExportSettings& settings,
                                  const QString& folder = {});
    // Items that would overwrite each other's file (paths compared ignoring case, as
    // Windows and macOS do), the project or a sprite's image, land outside the export
    // folder (`folder` as given to plan()), share a C identifier, or hold frames the format
    // cannot describe (problem()): one sentence each.
    // An export with any clash must write nothing.
    static QStringList clashes(const Project& project, const QList<ExportItem>& items,
                               const ExportSettings& settings, const QString& folder = {});
    // A file name pattern with fewer clashes than the settings' (adding {dir}, then
    // {suffix}), for advice, or empty when none helps.
    static QString suggestedPattern(const Project& project, const ExportSettings& settings,
                                    const QString& folder = {});
    // Why the format cannot write the item's frames (one sentence), or empty.
    static QString problem(const ExportItem& item, const ExportSettings& settings);
    // What the format writes of the item: its channels, with their options filled in.
    static ExportChannels itemChannels(const ExportItem& item, const ExportSettings& settings,
                                       ExportOptions* options);
    static QByteArray render(const ExportItem& item, const ExportSettings& settings);
    // The second file a format writes beside the first (the PNG's JSON naming each frame's
    // rectangle and origin): its path, or empty when the format has none, and its bytes.
    static QString sidecarPath(const ExportItem& item, const ExportSettings& settings);
    static QByteArray renderSidecar(const ExportItem& item, const ExportSettings& settings);
    // Every file an export of `items` writes: each item's file, then its side-car if any.
    static QStringList writtenPaths(const QList<ExportItem>& items, const ExportSettings& settings);
    // The same files with their formats, for foreignFiles(): those an export would replace
    // without Hitmask having written them as this format.
    static QList<PlannedOutput> plannedOutputs(const QList<ExportItem>& items,
                                               const ExportSettings& settings);
    // Every item's file and side-car, rendered on `threads` threads (0: one per core), in
    // the items' order and byte-identical to rendering them one by one.
    static std::vector<RenderedItem> renderAll(const QList<ExportItem>& items,
                                               const ExportSettings& settings, int threads = 0);
    // The effective masks of the sprite's channel `channel`, or of every channel (-1) in
    // order, over frames firstFrame .. firstFrame + frameCount - 1, with their hand
    // shapes and physics properties.
    static ExportChannels channelMasks(const Sprite& sprite, int channel, int firstFrame,
                                       int frameCount);
    // Where the sprite's frames lie in its image (for the Tiled tileset).
    static FramePlaces framePlaces(const Sprite& sprite);
    // The folder the settings point to, resolved against the project file.
    static QString outputFolder(const Project& project, const ExportSettings& settings);
    // Why the settings' folder may surprise (one phrase), or empty: it is absolute, or it
    // leads out of the project's folder (by "..", or a link), so a copy of the project on
    // another machine, or in another checkout, writes outside itself. Empty for a project
    // not saved yet, whose folder is wherever it will be saved.
    static QString folderWarning(const Project& project, const ExportSettings& settings);
};

} // namespace hitmask
