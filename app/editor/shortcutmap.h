// SPDX-License-Identifier: MIT
// The keyboard shortcuts of every menu action: their defaults, the user's own choices
// kept in the settings and applied at start, and which action a key already belongs to.
#pragma once

#include <QKeySequence>
#include <QList>
#include <QObject>

class QAction;
class QMenuBar;

namespace hitmask {

class ShortcutMap final : public QObject {
    Q_OBJECT

public:
    struct Entry {
        QString id;   // the settings key: the action's object name, or its default keys
        QString menu; // "Edit > Frame Origin", as the shortcut help shows it
        QString name; // the action's text at start: Undo's, say, names its step later
        QAction* action;
        QList<QKeySequence> defaults;
        QString toolTip; // before the keys were named in it
    };

    // Every action under `menus` that can be named; the user's shortcuts replace theirs.
    explicit ShortcutMap(const QMenuBar* menus, QObject* parent = nullptr);

    const QList<Entry>& entries() const { return entries_; }
    const Entry* entryOf(const QAction* action) const;
    // Sets and saves `action`'s shortcuts; its defaults are saved as no choice at all.
    void setKeys(QAction* action, const QList<QKeySequence>& keys);
    void resetAll();

    // "&Save As..." reads "Save As...".
    static QString plain(QString text);

private:
    const QMenuBar* menus_;
    QList<Entry> entries_;
};

} // namespace hitmask
