// SPDX-License-Identifier: MIT
#include "savebeforeexport.h"

#include "document/projectdocument.h"
#include "editor/projectcontroller.h"

#include <QMessageBox>
#include <QPushButton>

namespace hitmask {

// The export folder, {dir} in file names and the sprites left out are all relative to
// the project file. Without one they were resolved against whatever folder the editor
// was started from, and saving later would move every one of them. Saving first gives
// them the place they keep; a default beside the first sprite would not survive the
// first Save As elsewhere.
bool SaveBeforeExport::ensureSaved(QWidget* parent, ProjectController& projects) {
    if (!projects.document()->filePath().isEmpty())
        return true;
    QMessageBox box(QMessageBox::Question, tr("Export Masks"),
                    tr("Save the project before exporting?"), QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("saveBeforeExport"));
    box.setInformativeText(tr("Export folders and file names are relative to the project "
                              "file, and this project has not been saved yet."));
    QPushButton* save = box.addButton(tr("Save As..."), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(save);
    box.exec();
    return box.clickedButton() == save && projects.saveAs() &&
           !projects.document()->filePath().isEmpty();
}

} // namespace hitmask
