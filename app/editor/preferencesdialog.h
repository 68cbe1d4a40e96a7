// SPDX-License-Identifier: MIT
// Edits the user's defaults: threshold, highlight colour, grid, autosave, language and
// the image size limit.
#pragma once

#include "common/preferences.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSpinBox;
class QToolButton;

namespace hitmask {

class PreferencesDialog final : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(const Preferences& current, QWidget* parent = nullptr);

    Preferences preferences() const;
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
};

} // namespace hitmask
