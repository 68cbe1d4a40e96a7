// SPDX-License-Identifier: MIT
// The navigator: the frame in focus in small with the view's visible part marked on it; a
// click or a drag there moves the view. For sheets far bigger than the window.
#pragma once

#include <QDockWidget>
#include <QImage>

class QMainWindow;

namespace hitmask {

class EditFocus;
class NavigatorView;
class ViewTransform;

class NavigatorDock final : public QDockWidget {
    Q_OBJECT

public:
    NavigatorDock(const EditFocus* focus, ViewTransform* view, QWidget* parent = nullptr);
    // A navigator for `view` in `window`, sharing `neighbour`'s place as a tab so the
    // panels above it keep their room.
    static NavigatorDock* addTo(QMainWindow* window, const EditFocus* focus, ViewTransform* view,
                                QDockWidget* neighbour);

    NavigatorView* view() const { return view_; }

private:
    NavigatorView* view_;
};

class NavigatorView final : public QWidget {
    Q_OBJECT

public:
    // Shows `focus`'s frame and marks what `view` shows of it; repaint it (update()) when
    // the view moves.
    NavigatorView(const EditFocus* focus, ViewTransform* view, QWidget* parent = nullptr);

    // Where the frame's thumbnail lies in this widget.
    QRectF thumbnailRect() const;
    // The thumbnail is made again only when the sprite or its art changes, never on a pan.
    void refreshThumbnail();

    QSize sizeHint() const override { return {220, 220}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    void centreCanvasOn(QPointF widgetPos);

    const EditFocus* focus_;
    ViewTransform* view_;
    QImage thumbnail_;
    QString thumbnailKey_; // which art the thumbnail shows
};

} // namespace hitmask
