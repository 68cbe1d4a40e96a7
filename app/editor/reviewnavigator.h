// SPDX-License-Identifier: MIT
// Next / Previous Flagged Pixel: walks the review marks of the sprite on the canvas and
// brings each one to the middle of the view.
#pragma once

#include <QObject>
#include <QPoint>

class QAction;

namespace hitmask {

class CanvasView;
class ProjectController;

class ReviewNavigator final : public QObject {
    Q_OBJECT

public:
    ReviewNavigator(CanvasView* canvas, ProjectController* projects, QObject* parent = nullptr);

    QAction* nextAction() const { return next_; }
    QAction* previousAction() const { return previous_; }

    void step(bool forward);

signals:
    // A sentence for the status bar.
    void message(const QString& text);

private:
    CanvasView* canvas_;
    ProjectController* projects_;
    QAction* next_;
    QAction* previous_;
    QPoint last_{-1, 0};
};

} // namespace hitmask
