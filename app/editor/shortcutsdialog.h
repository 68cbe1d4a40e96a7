// SPDX-License-Identifier: MIT
// Help > Keyboard Shortcuts: every menu action that has a shortcut, read from the menus
// themselves, so the list cannot fall behind the keys.
#pragma once

#include <QDialog>

class QMenuBar;
class QTableWidget;

namespace hitmask {

class ShortcutsDialog final : public QDialog {
    Q_OBJECT

public:
    explicit ShortcutsDialog(const QMenuBar* menus, QWidget* parent = nullptr);

    QTableWidget* table() const { return table_; }

    // Every action with a shortcut under `menus`, with the path of menus it is in.
    struct Entry {
        QString menu;
        QString action;
        QString keys;
    };
    static QList<Entry> entries(const QMenuBar* menus);
    // Appends each action's shortcut to its tooltip ("Open... (Ctrl+O)") unless the tooltip
    // names it already, so toolbar buttons tell their keys.
    static void nameShortcutsInToolTips(const QMenuBar* menus);

private:
    QTableWidget* table_;
};

} // namespace hitmask
