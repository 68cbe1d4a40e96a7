// SPDX-License-Identifier: MIT
#include "shortcutmap.h"

#include "shortcutsdialog.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>

namespace hitmask {

namespace {

QString settingsKey(const QString& id) {
    return QStringLiteral("shortcuts/") + id;
}

void collect(const QMenu* menu, const QString& path, QList<ShortcutMap::Entry>& entries) {
    for (QAction* action : menu->actions()) {
        if (action->isSeparator() || action->text().isEmpty())
            continue;
        if (const QMenu* sub = action->menu()) {
            collect(sub, path + QStringLiteral(" > ") + ShortcutMap::plain(sub->title()), entries);
            continue;
        }
        // The settings need a name that stays when the language changes: the object name,
        // else the default keys, which no two actions share.
        QString id = action->objectName();
        if (id.isEmpty() && !action->shortcuts().isEmpty())
            id = QStringLiteral("keys:") +
                 QKeySequence::listToString(action->shortcuts(), QKeySequence::PortableText);
        const bool listed = std::any_of(entries.begin(), entries.end(),
                                        [action](const auto& e) { return e.action == action; });
        if (!id.isEmpty() && !listed)
            entries.append({id, path, ShortcutMap::plain(action->text()), action,
                            action->shortcuts(), action->toolTip()});
    }
}

} // namespace

ShortcutMap::ShortcutMap(const QMenuBar* menus, QObject* parent)
    : QObject(parent)
    , menus_(menus) {
    for (QAction* top : menus->actions())
        if (const QMenu* menu = top->menu())
            collect(menu, plain(menu->title()), entries_);
    const QSettings settings;
    for (const Entry& entry : entries_)
        if (const QString key = settingsKey(entry.id); settings.contains(key))
            entry.action->setShortcuts(QKeySequence::listFromString(settings.value(key).toString(),
                                                                    QKeySequence::PortableText));
}

const ShortcutMap::Entry* ShortcutMap::entryOf(const QAction* action) const {
    for (const Entry& entry : entries_)
        if (entry.action == action)
            return &entry;
    return nullptr;
}

void ShortcutMap::setKeys(QAction* action, const QList<QKeySequence>& keys) {
    const Entry* entry = entryOf(action);
    if (!entry)
        return;
    action->setShortcuts(keys);
    // The tooltip names the keys as they are now.
    action->setToolTip(entry->toolTip);
    ShortcutsDialog::nameShortcutsInToolTips(menus_);
    QSettings settings;
    if (keys == entry->defaults)
        settings.remove(settingsKey(entry->id));
    else
        settings.setValue(settingsKey(entry->id),
                          QKeySequence::listToString(keys, QKeySequence::PortableText));
}

void ShortcutMap::resetAll() {
    for (const Entry& entry : entries_)
        setKeys(entry.action, entry.defaults);
}

QString ShortcutMap::plain(QString text) {
    text.replace(QLatin1String("&&"), QLatin1String("\x01"));
    text.remove(u'&');
    text.replace(QLatin1String("\x01"), QLatin1String("&"));
    return text;
}

} // namespace hitmask
