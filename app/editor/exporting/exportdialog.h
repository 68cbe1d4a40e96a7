// SPDX-License-Identifier: MIT
// Chooses what to export and how: sprites, format, raw or container, folder and file
// names, with the size each format would take.
#pragma once

#include "document/exportsettings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QTableWidget;

namespace hitmask {

class ProjectDocument;
class ShapeSettingsBox;
class SpriteChecklist;

class ExportDialog final : public QDialog {
    Q_OBJECT

public:
    // Adding or removing a target changes the project at once, one undo step each, so
    // that Cancel keeps it and Undo takes it back.
    ExportDialog(ProjectDocument& document, QWidget* parent = nullptr);

    // What the controls say; where they say what the project holds, the project's
    // settings themselves (a tolerance of more decimals than the box shows, skipped
    // sprites no longer in the project), so an export that changed nothing changes nothing.
    ExportSettings settings() const;
    QTableWidget* sizeTable() const { return sizes_; }
    ShapeSettingsBox* shapeBox() const { return shapes_; }
    SpriteChecklist* spriteChecklist() const { return checklist_; }

private:
    static constexpr int kClashesShown = 10;

    void load(const ExportSettings& settings);
    ExportSettings shownSettings() const;
    void acceptUnlessClashing();
    // When the only problems are sprites the format cannot hold (Tiled and an animation),
    // offers to leave them out and export the others; returns whether it did.
    bool offerToLeaveOut(const ExportSettings& settings);
    void updateControls();
    void updateSizes();
    void browse();
    void addTarget();
    void removeTarget();
    void showTarget(int row);
    void listTargets();
    void setTargets(const QList<ExportTarget>& targets, const QString& step);

    ProjectDocument& document_;
    SpriteChecklist* checklist_;
    QListWidget* sprites_; // the checklist's
    QComboBox* format_;
    QCheckBox* raw_;
    QComboBox* encoding_;
    QLineEdit* folder_;
    QLineEdit* pattern_;
    QTableWidget* sizes_;
    QLabel* target_;
    QLabel* folderNote_; // where the folder leads out of the project (folderWarning)
    ShapeSettingsBox* shapes_;
    QListWidget* targetList_;
    QLineEdit* targetName_;
    QLabel* targetProblem_;
    ExportSettings loaded_; // the project's, as opened
    ExportSettings shown_;  // what the controls said of them
};

} // namespace hitmask
