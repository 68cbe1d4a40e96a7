// SPDX-License-Identifier: MIT
#include "dockroom.h"

#include <QDockWidget>
#include <QEvent>
#include <QHash>
#include <QMainWindow>
#include <QPointer>
#include <QTabBar>

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

// Qt's main window keeps a panel of the column at the height it last gave it, even when
// the panel's contents come to need more (Clear Review Marks appearing, a taller panel
// brought to the front of its tabs): the panel then grows by itself over its neighbour.
// Told the panel's new height, the window takes the room from the growing panel instead.
class FollowMinimum final : public QObject {
public:
    explicit FollowMinimum(QMainWindow* window)
        : QObject(window)
        , window_(window) {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        auto* dock = qobject_cast<QDockWidget*>(watched);
        if ((event->type() != QEvent::Resize && event->type() != QEvent::Move) || !dock ||
            dock->isFloating())
            return false;
        if (!overlaps(dock)) {
            asked_.remove(dock);
            return false;
        }
        QMetaObject::invokeMethod(
            this,
            [this, dock = QPointer<QDockWidget>(dock)] {
                if (!dock || !overlaps(dock))
                    return;
                // Once per height: in a window too short for every panel's least height
                // the overlap stays, and asking again would only lay out again, forever.
                const int height = dock->height() + tabBarHeight(dock);
                if (asked_.value(dock) == height)
                    return;
                asked_[dock] = height;
                window_->resizeDocks({dock}, {height}, Qt::Vertical);
            },
            Qt::QueuedConnection);
        return false;
    }

private:
    bool overlaps(const QDockWidget* dock) const {
        if (!window_->rect().intersects(dock->geometry()))
            return false; // a tab behind another, moved out of sight
        for (const QWidget* other : neighbours())
            if (other != dock && other->geometry().intersects(dock->geometry()))
                return true;
        return false;
    }
    // The panels and the tab bars of panels that share a place, as the window shows them.
    QList<QWidget*> neighbours() const {
        QList<QWidget*> shown;
        for (QWidget* other : window_->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
            if (other->isVisible() && !other->isWindow() &&
                window_->rect().intersects(other->geometry()) &&
                (qobject_cast<QDockWidget*>(other) || qobject_cast<QTabBar*>(other)))
                shown << other;
        return shown;
    }
    // A panel among tabs is sized with its tab bar.
    int tabBarHeight(const QDockWidget* dock) const {
        if (window_->tabifiedDockWidgets(const_cast<QDockWidget*>(dock)).isEmpty())
            return 0;
        for (const QWidget* other : neighbours())
            if (qobject_cast<const QTabBar*>(other) &&
                other->geometry().left() == dock->geometry().left() &&
                other->geometry().intersects(dock->geometry().adjusted(0, 0, 0, other->height())))
                return other->height();
        return 0;
    }

    QMainWindow* window_;
    QHash<const QDockWidget*, int> asked_; // the height last asked for each panel
};

} // namespace

void letGrow(QMainWindow* window, QDockWidget* growing) {
    // Under the column, not beside it: the frame strip takes the canvas's width alone.
    window->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    window->setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    // A dock without the grow flag is not "expansive" to the main window's layout, which
    // then gives a taller window's room to the expansive ones alone. Its largest size
    // still comes from its contents, so dragging a separator makes it as tall as wished.
    auto* follow = new FollowMinimum(window);
    for (QDockWidget* dock : window->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
        if (dock != growing && window->dockWidgetArea(dock) == window->dockWidgetArea(growing)) {
            dock->setSizePolicy(dock->sizePolicy().horizontalPolicy(), QSizePolicy::Maximum);
            dock->installEventFilter(follow);
        }
}

void shareFirstRun(QMainWindow* window, QDockWidget* growing) {
    const QList<QDockWidget*> docks = neighbours(window, growing);
    QList<int> heights;
    for (const QDockWidget* dock : docks)
        heights.append(dock->minimumSizeHint().height());
    window->resizeDocks(docks, heights, Qt::Vertical);
}

} // namespace hitmask::DockRoom
