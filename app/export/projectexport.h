// SPDX-License-Identifier: MIT
// Exports a project's sprites with their hand edits: which files, with what bytes.
// Shared by the export dialog and `hitmask-cli export`; output is byte-identical from
// run to run.
#pragma once

#include "document/exportsettings.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace hitmask {

class ProjectDocument;
class Sprite;

struct ExportItem {
    const Sprite* sprite = nullptr;
    int firstFrame = 0;
    int frameCount = 1;
    QString path;       // absolute
    QString identifier; // the C name: the path under the export folder, without the suffix
    int channel = -1;   // the one channel the file holds, or -1 for all of them
};

class ProjectExport {
    Q_DECLARE_TR_FUNCTIONS(ProjectExport)

public:
    // The files an export writes; `folder` overrides settings.folder when not empty.
    static QList<ExportItem> plan(const ProjectDocument& document, const ExportSettings& settings,
                                  const QString& folder = {});
    // Items that would overwrite each other's file (paths compared ignoring case, as
    // Windows and macOS do), the project or a sprite's image, land outside the export
    // folder (`folder` as given to plan()), or share a C identifier: one sentence each.
    // An export with any clash must write nothing.
    static QStringList clashes(const ProjectDocument& document, const QList<ExportItem>& items,
                               const ExportSettings& settings, const QString& folder = {});
    static QByteArray render(const ExportItem& item, const ExportSettings& settings);
    // The second file a format writes beside the first (the PNG's JSON naming each frame's
    // rectangle and origin): its path, or empty when the format has none, and its bytes.
    static QString sidecarPath(const ExportItem& item, const ExportSettings& settings);
    static QByteArray renderSidecar(const ExportItem& item, const ExportSettings& settings);
    // Renders and writes the item's file and its side-car, if any.
    static bool writeItem(const ExportItem& item, const ExportSettings& settings, QString* error);
    // Creates the folder if needed and writes atomically; a file that already holds these
    // bytes is left untouched (same time stamp).
    static bool write(const QString& path, const QByteArray& bytes, QString* error);
    // The folder the settings point to, resolved against the project file.
    static QString outputFolder(const ProjectDocument& document, const ExportSettings& settings);
};

} // namespace hitmask
