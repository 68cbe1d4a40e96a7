// SPDX-License-Identifier: MIT
#include "shortcutsdialog.h"

#include "shortcutmap.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hitmask {

namespace {

QString plain(const QString& text) {
    return ShortcutMap::plain(text);
}

QString keysOf(const QAction* action) {
    QStringList keys;
    for (const QKeySequence& key : action->shortcuts())
        keys << key.toString(QKeySequence::NativeText);
    return keys.join(QLatin1String(", "));
}

template <typename Visit>
void visitMenu(const QMenu* menu, const QString& path, const Visit& visit) {
    for (QAction* action : menu->actions()) {
        if (action->isSeparator())
            continue;
        if (const QMenu* sub = action->menu())
            visitMenu(sub, path + QStringLiteral(" > ") + plain(sub->title()), visit);
        else if (!action->shortcuts().isEmpty())
            visit(path, action);
    }
}

template <typename Visit> void visitMenus(const QMenuBar* menus, const Visit& visit) {
    for (QAction* top : menus->actions())
        if (const QMenu* menu = top->menu())
            visitMenu(menu, plain(menu->title()), visit);
}

} // namespace

QList<ShortcutsDialog::Entry> ShortcutsDialog::entries(const QMenuBar* menus) {
    QList<Entry> list;
    visitMenus(menus, [&list](const QString& path, const QAction* action) {
        list.append({path, plain(action->text()), keysOf(action)});
    });
    return list;
}

void ShortcutsDialog::nameShortcutsInToolTips(const QMenuBar* menus) {
    visitMenus(menus, [](const QString&, QAction* action) {
        const QString first = action->shortcut().toString(QKeySequence::NativeText);
        if (!action->toolTip().contains(first))
            action->setToolTip(tr("%1 (%2)").arg(action->toolTip(), first));
    });
}

ShortcutsDialog::ShortcutsDialog(const QMenuBar* menus, QWidget* parent)
    : QDialog(parent)
    , table_(new QTableWidget(this)) {
    setWindowTitle(tr("Keyboard Shortcuts"));
    const QList<Entry> list = entries(menus);
    table_->setColumnCount(3);
    table_->setHorizontalHeaderLabels({tr("Menu"), tr("Action"), tr("Keys")});
    table_->setRowCount(int(list.size()));
    for (int row = 0; row < list.size(); ++row) {
        table_->setItem(row, 0, new QTableWidgetItem(list[row].menu));
        table_->setItem(row, 1, new QTableWidgetItem(list[row].action));
        table_->setItem(row, 2, new QTableWidgetItem(list[row].keys));
    }
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->resizeColumnsToContents();
    auto* mouse = new QLabel(
        tr("On the canvas: the right mouse button paints the opposite of the left; Space+drag "
           "or the middle button pans; the wheel zooms about the cursor."));
    mouse->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_);
    layout->addWidget(mouse);
    layout->addWidget(buttons);
    resize(560, 520);
}

} // namespace hitmask
