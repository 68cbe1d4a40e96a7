// SPDX-License-Identifier: MIT
#include "exportactions.h"

#include "document/commands/exportcommands.h"
#include "document/projectdocument.h"
#include "editor/projectcontroller.h"
#include "export/projectexport.h"
#include "export/targetexport.h"
#include "exportdialog.h"
#include "exportrunner.h"
#include "savebeforeexport.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>

// The strings here are the main window's menu and messages, so they keep its translation
// context.

namespace hitmask {

ExportActions::ExportActions(ProjectController* projects, QWidget* window)
    : QObject(window)
    , projects_(projects)
    , window_(window)
    , masks_(
          new QAction(QCoreApplication::translate("hitmask::MainWindow", "&Export Masks..."), this))
    , again_(new QAction(QCoreApplication::translate("hitmask::MainWindow", "Export A&gain"), this))
    , targets_(new QAction(
          QCoreApplication::translate("hitmask::MainWindow", "Export All &Targets"), this)) {
    masks_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    again_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    targets_->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E));
    connect(masks_, &QAction::triggered, this, &ExportActions::exportMasks);
    connect(again_, &QAction::triggered, this, &ExportActions::exportAgain);
    connect(targets_, &QAction::triggered, this, &ExportActions::exportTargets);
}

void ExportActions::exportMasks() {
    if (!readyToExportSprites())
        return;
    ProjectDocument* document = projects_->document();
    ExportDialog dialog(*document, window_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ExportSettings chosen = dialog.settings();
    // Only settings that exported without a problem are kept (a folder that cannot be
    // written stays out of the project), and only a real change is an undo step.
    if (runExport(*document, chosen) && !(chosen == document->exportSettings()))
        document->undoStack()->push(new SetExportSettings(document, chosen));
}

void ExportActions::exportAgain() {
    if (!readyToExportSprites())
        return;
    ProjectDocument* document = projects_->document();
    runExport(*document, document->exportSettings());
}

void ExportActions::exportTargets() {
    ProjectDocument* document = projects_->document();
    if (document->exportTargets().isEmpty()) {
        emit problem(QCoreApplication::translate(
            "hitmask::MainWindow",
            "The project has no export targets yet: add them in File > Export Masks."));
        return;
    }
    if (!SaveBeforeExport::ensureSaved(window_, *projects_))
        return;
    const QList<TargetRun> runs = TargetExport::plan(*document, document->exportTargets());
    const ExportOutcome outcome = ExportRunner::runTargets(window_, *document, runs);
    // The folders written, as the targets name them (an untitled project has no folder
    // of its own to name).
    QStringList folders;
    for (const QString& path : TargetExport::writtenPaths(runs)) {
        const QString folder = QDir::toNativeSeparators(QFileInfo(path).absolutePath());
        if (!folders.contains(folder))
            folders.append(folder);
    }
    report(ExportRunner::summary(outcome, QLocale().createSeparatedList(folders)),
           outcome.error.isEmpty() && outcome.clashes.isEmpty());
}

bool ExportActions::readyToExportSprites() {
    if (projects_->document()->sprites().empty()) {
        emit problem(QCoreApplication::translate("hitmask::MainWindow",
                                                 "The project has no sprites to export yet."));
        return false;
    }
    return SaveBeforeExport::ensureSaved(window_, *projects_);
}

bool ExportActions::runExport(const ProjectDocument& document, const ExportSettings& settings) {
    const ExportOutcome outcome = ExportRunner::run(window_, document, settings);
    report(ExportRunner::summary(outcome, ProjectExport::outputFolder(document, settings)),
           outcome.error.isEmpty() && outcome.clashes.isEmpty());
    return outcome.succeeded();
}

void ExportActions::report(const QString& text, bool clean) {
    if (clean)
        emit notice(text);
    else
        emit problem(text);
}

} // namespace hitmask
