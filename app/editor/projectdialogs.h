// SPDX-License-Identifier: MIT
// The questions the file actions ask the user: which project, images or sheet to open,
// where to save, and whether to save unsaved changes first.
#pragma once

#include <QMessageBox>
#include <QStringList>

class QWidget;

namespace hitmask::ProjectDialogs {

// A file dialog's filter for every image format Qt reads: "Images (*.png *.gif ...)".
QString imagesFilter();
// File > Open: a project or an image; empty when cancelled. Each of these starts in
// `folder` (empty: where the last file dialog was, or the working folder).
QString chooseToOpen(QWidget* window, const QString& folder);
// File > Add Sprites: the images; empty when cancelled.
QStringList chooseSprites(QWidget* window, const QString& folder);
// File > Import Sprite Sheet: the JSON file; empty when cancelled.
QString chooseSheet(QWidget* window, const QString& folder);
// Save As: where to save the project, starting at `proposed`; empty when cancelled.
QString chooseSaveTarget(QWidget* window, const QString& proposed);
// Save, Discard or Cancel, for the unsaved changes of the project called `name`.
QMessageBox::StandardButton askToSave(QWidget* window, const QString& name);

} // namespace hitmask::ProjectDialogs
