// SPDX-License-Identifier: MIT
#include "shortcuttable.h"

#include "shortcutmap.h"

#include <QAction>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hitmask {

namespace {
QString native(const QList<QKeySequence>& keys) {
    return QKeySequence::listToString(keys, QKeySequence::NativeText);
}

// Whether one key could reach both: a key of the whole window clashes with another of the
// whole window; a list's own key (Delete removes sprites there) only with the same list's.
bool sameScope(const QAction* a, const QAction* b) {
    const auto wide = [](const QAction* action) {
        return action->shortcutContext() == Qt::WindowShortcut ||
               action->shortcutContext() == Qt::ApplicationShortcut;
    };
    if (wide(a) || wide(b))
        return wide(a) && wide(b);
    for (const QObject* object : a->associatedObjects())
        if (qobject_cast<const QWidget*>(object) && b->associatedObjects().contains(object))
            return true;
    return false;
}
} // namespace

ShortcutTable::ShortcutTable(const ShortcutMap* map, QWidget* parent)
    : QWidget(parent)
    , map_(map)
    , table_(new QTableWidget)
    , edit_(new QKeySequenceEdit)
    , reset_(new QPushButton(tr("&Default")))
    , resetAll_(new QPushButton(tr("All to De&faults")))
    , problem_(new QLabel) {
    const QList<ShortcutMap::Entry>& entries = map_->entries();
    table_->setColumnCount(2);
    table_->setHorizontalHeaderLabels({tr("Action"), tr("Shortcut")});
    table_->setRowCount(int(entries.size()));
    for (int row = 0; row < entries.size(); ++row) {
        auto* action = new QTableWidgetItem(entries[row].name);
        action->setToolTip(entries[row].menu); // the menu it is in
        table_->setItem(row, 0, action);
        table_->setItem(row, 1, new QTableWidgetItem(native(entries[row].action->shortcuts())));
    }
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    edit_->setToolTip(tr("Type the new shortcut of the action selected above"));
    reset_->setToolTip(tr("Give the selected action its shortcut as shipped"));
    resetAll_->setToolTip(tr("Give every action its shortcut as shipped"));
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color: #c0392b"));
    problem_->hide();

    auto* row = new QHBoxLayout;
    row->addWidget(edit_, 1);
    row->addWidget(reset_);
    row->addWidget(resetAll_);
    auto* form = new QFormLayout;
    auto* label = new QLabel(tr("&Keys:"));
    label->setBuddy(edit_);
    form->addRow(label, row);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(table_, 1);
    layout->addLayout(form);
    layout->addWidget(problem_);

    connect(table_, &QTableWidget::currentCellChanged, this, [this](int current) {
        problem_->hide();
        showRow(current);
    });
    connect(edit_, &QKeySequenceEdit::editingFinished, this, &ShortcutTable::onTyped);
    connect(reset_, &QPushButton::clicked, this, [this] {
        if (const int current = table_->currentRow(); current >= 0)
            choose(current, map_->entries()[current].defaults);
    });
    connect(resetAll_, &QPushButton::clicked, this, [this] {
        for (int r = 0; r < table_->rowCount(); ++r)
            choose(r, map_->entries()[r].defaults);
    });
    if (table_->rowCount() > 0)
        table_->setCurrentCell(0, 0);
}

QList<QKeySequence> ShortcutTable::keysOf(int row) const {
    return chosen_.contains(row) ? chosen_.value(row) : map_->entries()[row].action->shortcuts();
}

void ShortcutTable::choose(int row, const QList<QKeySequence>& keys) {
    problem_->hide();
    if (keys == map_->entries()[row].action->shortcuts())
        chosen_.remove(row);
    else
        chosen_.insert(row, keys);
    table_->item(row, 1)->setText(native(keys));
    if (row == table_->currentRow())
        showRow(row);
}

void ShortcutTable::onTyped() {
    const int row = table_->currentRow();
    if (row < 0)
        return;
    const QKeySequence typed = edit_->keySequence();
    if (typed.isEmpty() || keysOf(row).contains(typed))
        return;
    // A key does one thing: refused while another action has it.
    for (int other = 0; other < table_->rowCount(); ++other)
        if (other != row && keysOf(other).contains(typed) &&
            sameScope(map_->entries()[row].action, map_->entries()[other].action)) {
            problem_->setText(tr("%1 is the shortcut of %2 (%3) already: choose another key, or "
                                 "give %2 another one first.")
                                  .arg(typed.toString(QKeySequence::NativeText),
                                       table_->item(other, 0)->text(),
                                       map_->entries()[other].menu));
            problem_->show();
            showRow(row);
            return;
        }
    choose(row, {typed});
}

void ShortcutTable::showRow(int row) {
    const QSignalBlocker blocker(edit_);
    const QList<QKeySequence> keys = row >= 0 ? keysOf(row) : QList<QKeySequence>();
    edit_->setKeySequence(keys.isEmpty() ? QKeySequence() : keys.front());
    reset_->setEnabled(row >= 0 && keys != map_->entries()[row].defaults);
}

QHash<QAction*, QList<QKeySequence>> ShortcutTable::chosen() const {
    QHash<QAction*, QList<QKeySequence>> result;
    for (auto it = chosen_.begin(); it != chosen_.end(); ++it)
        result.insert(map_->entries()[it.key()].action, it.value());
    return result;
}

} // namespace hitmask
