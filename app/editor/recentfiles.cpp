// SPDX-License-Identifier: MIT
#include "recentfiles.h"

#include <QAction>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace hitmask {

namespace {
const QString kRecentKey = QStringLiteral("recentFiles");
constexpr int kMaxRecent = 10;
} // namespace

RecentFiles::RecentFiles(QObject* parent)
    : QObject(parent)
    , menu_(new QMenu(tr("Open &Recent"))) {
    rebuildMenu();
}

RecentFiles::~RecentFiles() {
    delete menu_;
}

QStringList RecentFiles::files() const {
    return QSettings().value(kRecentKey).toStringList();
}

void RecentFiles::add(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute.startsWith(u':'))
        return;
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaxRecent)
        list.removeLast();
    QSettings().setValue(kRecentKey, list);
    rebuildMenu();
}

void RecentFiles::rebuildMenu() {
    menu_->clear();
    const QStringList list = files();
    for (int i = 0; i < list.size(); ++i) {
        const QString path = list[i];
        QAction* action = menu_->addAction(QStringLiteral("&%1 %2").arg(
            i < 9 ? QString::number(i + 1) : QStringLiteral("0"), QFileInfo(path).fileName()));
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] { emit openRequested(path); });
    }
    menu_->addSeparator();
    QAction* clear = menu_->addAction(tr("Clear List"));
    clear->setEnabled(!list.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        QSettings().remove(kRecentKey);
        rebuildMenu();
    });
}

} // namespace hitmask
