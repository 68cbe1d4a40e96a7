// SPDX-License-Identifier: MIT
// The actions that change how the sprite on the canvas is cut into frames: Slice into
// Frames (a grid) and Generate Rotation Set. Each pushes one undoable command.
#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace hitmask {

class CanvasView;
class ProjectController;

class FrameActions final : public QObject {
    Q_OBJECT

public:
    FrameActions(CanvasView* canvas, ProjectController* projects, QWidget* window);

    QAction* sliceAction() const { return slice_; }
    QAction* rotationSetAction() const { return rotations_; }

    void sliceIntoFrames();
    void generateRotationSet();

signals:
    void problem(const QString& text);

private:
    CanvasView* canvas_;
    ProjectController* projects_;
    QWidget* window_;
    QAction* slice_;
    QAction* rotations_;
};

} // namespace hitmask
