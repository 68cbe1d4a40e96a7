// SPDX-License-Identifier: MIT
// The main window's View menu: zoom (of the canvas, or of the collision preview when it
// is the tab shown), canvas display modes and shapes, one checkable entry per tab and per
// dock, and the channel and frame stepping keys.
#pragma once

#include <QMenu>

class QActionGroup;
class QMainWindow;
class QTabWidget;

namespace hitmask {

class MaskSettingsDock;
class PreviewPanel;
class ViewOptions;
class Zoomable;

class ViewMenu final : public QMenu {
    Q_OBJECT

public:
    // `pages` holds the canvas, the collision preview and the scene preview; `canvas`
    // zooms the first, and `canvasOptions` say how it shows the frame. The docks are
    // found among `window`'s children.
    ViewMenu(QMainWindow* window, QTabWidget* pages, Zoomable* canvas, ViewOptions* canvasOptions,
             PreviewPanel* preview, MaskSettingsDock* maskSettings);

    // One checked entry per tab of `pages`, in tab order.
    QActionGroup* pageActions() const { return pageActions_; }

private:
    void addZoomActions();
    void addDisplayActions(MaskSettingsDock* maskSettings);
    void addPageActions();
    void addDockActions(QMainWindow* window);
    // The view the zoom keys act on: the collision preview's when it is shown.
    Zoomable* zoomed() const;

    QTabWidget* pages_;
    Zoomable* canvas_;
    ViewOptions* canvasOptions_;
    PreviewPanel* preview_;
    QActionGroup* pageActions_ = nullptr;
};

} // namespace hitmask
