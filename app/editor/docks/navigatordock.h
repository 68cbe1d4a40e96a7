// SPDX-License-Identifier: MIT
// The navigator: the whole sprite in small with the canvas's view marked on it; a click
// or a drag there moves the view. For sheets far bigger than the window.
#pragma once

#include <QDockWidget>
#include <QImage>

class QMainWindow;

namespace hitmask {

class CanvasView;
class NavigatorView;

class NavigatorDock final : public QDockWidget {
    Q_OBJECT

public:
    explicit NavigatorDock(CanvasView* canvas, QWidget* parent = nullptr);
    // A navigator for `canvas` in `window`, sharing `neighbour`'s place as a tab so the
    // panels above it keep their room.
    static NavigatorDock* addTo(QMainWindow* window, CanvasView* canvas, QDockWidget* neighbour);

    NavigatorView* view() const { return view_; }

private:
    NavigatorView* view_;
};

class NavigatorView final : public QWidget {
    Q_OBJECT

public:
    explicit NavigatorView(CanvasView* canvas, QWidget* parent = nullptr);

    // Where the frame's thumbnail lies in this widget.
    QRectF thumbnailRect() const;
    // The thumbnail is made again only when the sprite or its art changes, never on a pan.
    void refreshThumbnail();

    QSize sizeHint() const override { return {220, 160}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    void centreCanvasOn(QPointF widgetPos);

    CanvasView* canvas_;
    QImage thumbnail_;
    QString thumbnailKey_; // which art the thumbnail shows
};

} // namespace hitmask
