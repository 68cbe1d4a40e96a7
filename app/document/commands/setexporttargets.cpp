// SPDX-License-Identifier: MIT
#include "setexporttargets.h"

#include "document/projectdocument.h"

namespace hitmask {

SetExportTargets::SetExportTargets(ProjectDocument* document, const QList<ExportTarget>& before,
                                   const QList<ExportTarget>& after, const QString& text)
    : QUndoCommand(text)
    , document_(document)
    , before_(before)
    , after_(after) {}

void SetExportTargets::undo() {
    document_->applyExportTargets(before_);
}

void SetExportTargets::redo() {
    document_->applyExportTargets(after_);
}

} // namespace hitmask
