// SPDX-License-Identifier: MIT
// Before an untitled project exports: asks to save it, since every export path is
// relative to the project file.
#pragma once

#include <QCoreApplication>

class QWidget;

namespace hitmask {

class ProjectController;

class SaveBeforeExport {
    Q_DECLARE_TR_FUNCTIONS(SaveBeforeExport)

public:
    // True when the project has a file to export beside, after Save As if it had none;
    // false when the user would rather not save (nothing is exported then).
    static bool ensureSaved(QWidget* parent, ProjectController& projects);
};

} // namespace hitmask
