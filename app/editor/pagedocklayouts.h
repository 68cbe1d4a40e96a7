// SPDX-License-Identifier: MIT
// Each tab of the main window keeps its own docks: the editor's panels around the canvas,
// the previews with their room to themselves unless the user opens panels there too.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QObject>

class QMainWindow;
class QSettings;
class QTabWidget;

namespace hitmask {

class PageDockLayouts final : public QObject {
    Q_OBJECT

public:
    PageDockLayouts(QMainWindow* window, QTabWidget* pages);

    // The layouts of the tabs not shown, as last left (the shown one is the window's own
    // state, saved beside them).
    void save(QSettings& settings) const;
    void load(const QSettings& settings);

private:
    void onPageChanged(int page);

    QMainWindow* window_;
    QTabWidget* pages_;
    int page_;
    QHash<int, QByteArray> states_;
};

} // namespace hitmask
