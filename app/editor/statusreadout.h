// SPDX-License-Identifier: MIT
// The status bar's readouts: cursor position and alpha, the count of colliding pixels in
// the channel painted (named unless it is solid), zoom.
#pragma once

#include <QPoint>
#include <QWidget>

class QLabel;

namespace hitmask {

class CanvasView;

class StatusReadout final : public QWidget {
    Q_OBJECT

public:
    explicit StatusReadout(CanvasView* canvas, QWidget* parent = nullptr);

    // Reads everything afresh from the canvas.
    void refresh();
    QString text() const;

private:
    CanvasView* canvas_;
    QPoint hovered_{-1, -1};
    QLabel* position_;
    QLabel* alpha_;
    QLabel* solid_;
    QLabel* zoom_;
};

} // namespace hitmask
