// SPDX-License-Identifier: MIT
#include "setexportsettings.h"

#include "document/projectdocument.h"

#include <QCoreApplication>

namespace hitmask {

SetExportSettings::SetExportSettings(ProjectDocument* document, const ExportSettings& before,
                                     const ExportSettings& after)
    : QUndoCommand(QCoreApplication::translate("SetExportSettings", "Change Export Settings"))
    , document_(document)
    , before_(before)
    , after_(after) {}

void SetExportSettings::undo() {
    document_->applyExportSettings(before_);
}

void SetExportSettings::redo() {
    document_->applyExportSettings(after_);
}

} // namespace hitmask
