// SPDX-License-Identifier: MIT
// Changes the project's list of export targets; saved with the project.
#pragma once

#include "document/exportsettings.h"

#include <QList>
#include <QUndoCommand>

namespace hitmask {

class ProjectDocument;

class SetExportTargets final : public QUndoCommand {
public:
    SetExportTargets(ProjectDocument* document, const QList<ExportTarget>& before,
                     const QList<ExportTarget>& after);

    void undo() override;
    void redo() override;

private:
    ProjectDocument* document_;
    QList<ExportTarget> before_;
    QList<ExportTarget> after_;
};

} // namespace hitmask
