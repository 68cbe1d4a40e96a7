// SPDX-License-Identifier: MIT
// The File menu's exports: Export Masks (the dialog, then the export), Export Again (the
// project's settings, no dialog) and Export All Targets. Each saves the project first
// when it must, and reports how the export went.
#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace hitmask {

class ProjectController;
class ProjectDocument;
struct ExportSettings;

class ExportActions final : public QObject {
    Q_OBJECT

public:
    ExportActions(ProjectController* projects, QWidget* window);

    // Export Masks..., Export Again and Export All Targets, in the menu's order.
    QList<QAction*> actions() const { return {masks_, again_, targets_}; }

    void exportMasks();
    void exportAgain();
    void exportTargets();

signals:
    // Something went wrong or was refused: worth a message box.
    void problem(const QString& text);
    // Every file was written: worth a line in the status bar.
    void notice(const QString& text);

private:
    // The project has sprites and is saved (or the user chose to save it now).
    bool readyToExportSprites();
    // Exports and reports how it went; true when every file was written.
    bool runExport(const ProjectDocument& document, const ExportSettings& settings);
    // The outcome's summary, as a notice when all went well, as a problem otherwise.
    void report(const QString& text, bool clean);

    ProjectController* projects_;
    QWidget* window_;
    QAction* masks_;
    QAction* again_;
    QAction* targets_;
};

} // namespace hitmask
