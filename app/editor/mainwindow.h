// SPDX-License-Identifier: MIT
// The editor's main window: wires the canvas, docks, tools and file actions together.
#pragma once

#include "common/preferences.h"

#include <QMainWindow>

class QTabWidget;

namespace hitmask {

class CanvasView;
class EditFocus;
class FrameStripDock;
class MaskSettingsDock;
class PreviewPanel;
class ScenePanel;
class ShortcutMap;
class Recovery;
class ProjectController;
class ProjectDocument;
class ExportActions;
class SpriteListDock;
class StatusNotice;
class StatusReadout;
class ToolBox;
class UndoActions;
class UndoFollower;

class MainWindow final : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    ProjectController* projects() const { return projects_; }
    // The sprite, frame and channel being edited, which the canvas shows.
    EditFocus* focus() const { return focus_; }
    CanvasView* canvas() const { return canvas_; }
    ToolBox* tools() const { return tools_; }
    SpriteListDock* spriteList() const { return spriteList_; }
    MaskSettingsDock* maskSettings() const { return maskSettings_; }
    FrameStripDock* frameStrip() const { return frameStrip_; }
    StatusReadout* readout() const { return readout_; }
    PreviewPanel* preview() const { return preview_; }
    ScenePanel* scene() const { return scene_; }
    // Switches between the editor (0), the collision preview (1) and the scene preview (2).
    void showPage(int page);
    // File > Export...: the dialog, then the export. Export Again skips the dialog.
    void exportMasks();
    void exportAgain();
    // File > Export All Targets: every export target of the project, checked together.
    void exportTargets();
    Recovery* recovery() const { return recovery_; }
    // At start: offers unsaved work an earlier session left behind. True if restored.
    bool offerRecovery();
    // Edit > Preferences: the dialog, then what it set (shortcuts included).
    void editPreferences();
    ShortcutMap* shortcuts() const { return shortcuts_; }
    void applyPreferences(const Preferences& preferences);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createMenus();
    QMenu* createEditMenu();
    void createToolBars();
    void setDocument(ProjectDocument* document);
    void showSprite(int spriteId);
    void showProblem(const QString& text);
    void restoreLayout();

    ProjectController* projects_;
    ToolBox* tools_;
    EditFocus* focus_;
    CanvasView* canvas_;
    SpriteListDock* spriteList_;
    MaskSettingsDock* maskSettings_;
    FrameStripDock* frameStrip_;
    QDockWidget* history_;
    StatusReadout* readout_;
    StatusNotice* notices_;
    PreviewPanel* preview_;
    ScenePanel* scene_;
    QTabWidget* pages_;
    Recovery* recovery_;
    UndoFollower* undoFollower_;
    UndoActions* undoActions_;
    ExportActions* exports_;
    ShortcutMap* shortcuts_ = nullptr;
};

} // namespace hitmask
