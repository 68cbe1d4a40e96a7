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
    QString path; // absolute
};

class ProjectExport {
    Q_DECLARE_TR_FUNCTIONS(ProjectExport)

public:
    // The files an export writes; `folder` overrides settings.folder when not empty.
    static QList<ExportItem> plan(const ProjectDocument& document, const ExportSettings& settings,
                                  const QString& folder = {});
    static QByteArray render(const ExportItem& item, const ExportSettings& settings);
    // Creates the folder if needed and writes atomically; a file that already holds these
    // bytes is left untouched (same time stamp).
    static bool write(const QString& path, const QByteArray& bytes, QString* error);
    // The folder the settings point to, resolved against the project file.
    static QString outputFolder(const ProjectDocument& document, const ExportSettings& settings);
};

} // namespace hitmask
