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

class ExportDialog final : public QDialog {
    Q_OBJECT

public:
    ExportDialog(const ProjectDocument& document, QWidget* parent = nullptr);

    ExportSettings settings() const;
    QTableWidget* sizeTable() const { return sizes_; }
    ShapeSettingsBox* shapeBox() const { return shapes_; }

private:
    static constexpr int kClashesShown = 10;

    void load(const ExportSettings& settings);
    void acceptUnlessClashing();
    void updateControls();
    void updateSizes();
    void browse();

    const ProjectDocument& document_;
    QListWidget* sprites_;
    QComboBox* format_;
    QCheckBox* raw_;
    QComboBox* encoding_;
    QLineEdit* folder_;
    QLineEdit* pattern_;
    QTableWidget* sizes_;
    QLabel* target_;
    ShapeSettingsBox* shapes_;
};

} // namespace hitmask
