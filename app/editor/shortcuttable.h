// SPDX-License-Identifier: MIT
// Preferences' table of every action and its shortcut: a key typed for an action is taken
// unless another action has it, and each action or all of them go back to their defaults.
#pragma once

#include <QHash>
#include <QKeySequence>
#include <QWidget>

class QAction;
class QKeySequenceEdit;
class QLabel;
class QPushButton;
class QTableWidget;

namespace hitmask {

class ShortcutMap;

class ShortcutTable final : public QWidget {
    Q_OBJECT

public:
    explicit ShortcutTable(const ShortcutMap* map, QWidget* parent = nullptr);

    QTableWidget* table() const { return table_; }
    QKeySequenceEdit* keyEdit() const { return edit_; }
    QPushButton* resetButton() const { return reset_; }
    QPushButton* resetAllButton() const { return resetAll_; }
    // Why the last key typed was refused, or empty.
    QLabel* problemLabel() const { return problem_; }

    // The shortcuts chosen for each action whose shortcuts changed.
    QHash<QAction*, QList<QKeySequence>> chosen() const;

private:
    QList<QKeySequence> keysOf(int row) const;
    void choose(int row, const QList<QKeySequence>& keys);
    void onTyped();
    void showRow(int row);

    const ShortcutMap* map_;
    QTableWidget* table_;
    QKeySequenceEdit* edit_;
    QPushButton* reset_;
    QPushButton* resetAll_;
    QLabel* problem_;
    QHash<int, QList<QKeySequence>> chosen_; // by row
};

} // namespace hitmask
