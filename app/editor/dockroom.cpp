// SPDX-License-Identifier: MIT
#include "dockroom.h"

#include <QDockWidget>
#include <QMainWindow>

namespace hitmask::DockRoom {

namespace {
// The docks shown in the growing dock's area, but it, tabbed ones once.
QList<QDockWidget*> neighbours(QMainWindow* window, QDockWidget* growing) {
    QList<QDockWidget*> docks;
    const Qt::DockWidgetArea area = window->dockWidgetArea(growing);
    for (QDockWidget* dock : window->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly)) {
        if (dock == growing || dock->isFloating() || window->dockWidgetArea(dock) != area)
            continue;
        bool tabbedWithOne = false;
        for (QDockWidget* tab : window->tabifiedDockWidgets(dock))
            tabbedWithOne = tabbedWithOne || docks.contains(tab);
        if (!tabbedWithOne)
            docks.append(dock);
    }
    return docks;
}
} // namespace

void letGrow(QMainWindow* window, QDockWidget* growing) {
    // Under the column, not beside it: the frame strip takes the canvas's width alone.
    window->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    window->setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    // A dock without the grow flag is not "expansive" to the main window's layout, which
    // then gives a taller window's room to the expansive ones alone. Its largest size
    // still comes from its contents, so dragging a separator makes it as tall as wished.
    for (QDockWidget* dock : window->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
        if (dock != growing && window->dockWidgetArea(dock) == window->dockWidgetArea(growing))
            dock->setSizePolicy(dock->sizePolicy().horizontalPolicy(), QSizePolicy::Maximum);
}

void shareFirstRun(QMainWindow* window, QDockWidget* growing) {
    const QList<QDockWidget*> docks = neighbours(window, growing);
    QList<int> heights;
    for (const QDockWidget* dock : docks)
        heights.append(dock->minimumSizeHint().height());
    window->resizeDocks(docks, heights, Qt::Vertical);
}

} // namespace hitmask::DockRoom
