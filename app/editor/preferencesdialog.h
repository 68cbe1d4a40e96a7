// SPDX-License-Identifier: MIT
// Edits the user's defaults: threshold, highlight colour, grid, autosave, language, the
// image size limit and, on a page of their own, the keyboard shortcuts.
#pragma once

#include "common/preferences.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSpinBox;
class QToolButton;

namespace hitmask {

class ShortcutMap;
class ShortcutTable;

class PreferencesDialog final : public QDialog {
    Q_OBJECT

public:
    // `shortcuts`, when given, adds the Shortcuts page.
    explicit PreferencesDialog(const Preferences& current, QWidget* parent = nullptr,
                               const ShortcutMap* shortcuts = nullptr);

    Preferences preferences() const;
    ShortcutTable* shortcutTable() const { return shortcuts_; }
    // Languages the app ships, as (code, name in that language); code "" is the system's.
    static QList<QPair<QString, QString>> languages();

private:
    void showColor();

    QSpinBox* threshold_;
    QToolButton* highlight_;
    QColor highlightColor_;
    QCheckBox* grid_;
    QSpinBox* autosave_;
    QComboBox* language_;
    QSpinBox* maxSide_;
    ShortcutTable* shortcuts_ = nullptr;
};

} // namespace hitmask
