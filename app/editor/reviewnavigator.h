// SPDX-License-Identifier: MIT
// Next / Previous Flagged Pixel: walks the review marks of the sprite in focus and brings
// each one to the middle of the view; with none left, the frames whose hand shapes no
// longer match the mask.
#pragma once

#include <QObject>
#include <QPoint>

class QAction;

namespace hitmask {

class EditFocus;
class Sprite;
class ProjectController;
class ViewTransform;

class ReviewNavigator final : public QObject {
    Q_OBJECT

public:
    ReviewNavigator(EditFocus* focus, ViewTransform* view, ProjectController* projects,
                    QObject* parent = nullptr);

    QAction* nextAction() const { return next_; }
    QAction* previousAction() const { return previous_; }

    void step(bool forward);

signals:
    // A sentence for the status bar.
    void message(const QString& text);

private:
    // Shows the next frame (backwards: the previous) whose hand shapes are flagged for
    // review; false when there is none.
    bool stepToShapes(const Sprite& sprite, bool forward);

    EditFocus* focus_;
    ViewTransform* view_;
    ProjectController* projects_;
    QAction* next_;
    QAction* previous_;
    QPoint last_{-1, 0};
};

} // namespace hitmask
