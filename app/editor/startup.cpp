// SPDX-License-Identifier: MIT
#include "startup.h"

#include "mainwindow.h"
#include "projectcontroller.h"

namespace hitmask::Startup {

void openAtStart(MainWindow& window, const QStringList& files) {
    ProjectController* projects = window.projects();
    // Recovery comes first: its prompt may restore the very project opened last.
    bool opened = window.offerRecovery();
    opened = projects->openAll(files) || opened;
    if (opened)
        return;
    // A project that does not open leaves an empty window and says why; a first look at
    // the tool (nothing ever opened, or files that failed) shows the demo working.
    if (!files.isEmpty() ||
        projects->openLastProject() == ProjectController::LastProject::NoneRecorded)
        projects->openDemo();
}

} // namespace hitmask::Startup
