// SPDX-License-Identifier: MIT
// Changes the project's list of export targets (adds, replaces or removes one); saved with
// the project.
#pragma once

#include "document/exportsettings.h"

#include <QList>
#include <QUndoCommand>

namespace hitmask {

class ProjectDocument;

class SetExportTargets final : public QUndoCommand {
public:
    // `text` names the step, e.g. "Add Export Target godot".
    SetExportTargets(ProjectDocument* document, const QList<ExportTarget>& before,
                     const QList<ExportTarget>& after, const QString& text);

    void undo() override;
    void redo() override;

private:
    ProjectDocument* document_;
    QList<ExportTarget> before_;
    QList<ExportTarget> after_;
};

} // namespace hitmask
