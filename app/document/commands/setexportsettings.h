// SPDX-License-Identifier: MIT
// Changes what and where the project exports; saved with the project.
#pragma once

#include "document/exportsettings.h"

#include <QUndoCommand>

namespace hitmask {

class ProjectDocument;

class SetExportSettings final : public QUndoCommand {
public:
    SetExportSettings(ProjectDocument* document, const ExportSettings& before,
                      const ExportSettings& after);

    void undo() override;
    void redo() override;

private:
    ProjectDocument* document_;
    ExportSettings before_;
    ExportSettings after_;
};

} // namespace hitmask
