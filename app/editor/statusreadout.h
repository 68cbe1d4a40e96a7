// SPDX-License-Identifier: MIT
// The status bar's readouts for the tab in front: on the editor, the cursor position and
// alpha, the count of colliding pixels in the channel painted (named unless it is solid)
// and the zoom; on the collision preview, the overlapping pixels and its zoom; on the
// scene preview, its objects, box and pixel pairs and its zoom.
#pragma once

#include <QPoint>
#include <QPointer>
#include <QWidget>

class QLabel;
class QTabWidget;

namespace hitmask {

class CanvasView;
class PreviewPanel;
class ScenePanel;

class StatusReadout final : public QWidget {
    Q_OBJECT

public:
    explicit StatusReadout(CanvasView* canvas, QWidget* parent = nullptr);

    // Reads the preview tabs too, following whichever of `pages` is in front.
    void followPages(QTabWidget* pages, PreviewPanel* preview, ScenePanel* scene);

    // Reads everything afresh from the tab in front.
    void refresh();
    QString text() const;

private:
    void showCanvas();
    void showPreview();
    void showScene();

    CanvasView* canvas_;
    QPointer<QTabWidget> pages_;
    PreviewPanel* preview_ = nullptr;
    ScenePanel* scene_ = nullptr;
    QPoint hovered_{-1, -1};
    QLabel* position_;
    QLabel* alpha_;
    QLabel* solid_;
    QLabel* zoom_;
};

} // namespace hitmask
