// SPDX-License-Identifier: MIT
// The actions that change how the sprite in focus is cut into frames: Slice into
// Frames (a grid) and Generate Rotation Set. Each pushes one undoable command.
#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace hitmask {

class EditFocus;
class ProjectController;

class FrameActions final : public QObject {
    Q_OBJECT

public:
    FrameActions(const EditFocus* focus, ProjectController* projects, QWidget* window);

    QAction* sliceAction() const { return slice_; }
    QAction* rotationSetAction() const { return rotations_; }

    void sliceIntoFrames();
    void generateRotationSet();

signals:
    void problem(const QString& text);
    // The sprite was sliced: a frame is a fraction of the sheet shown before, and the
    // view fits it again.
    void sliced();

private:
    const EditFocus* focus_;
    ProjectController* projects_;
    QWidget* window_;
    QAction* slice_;
    QAction* rotations_;
};

} // namespace hitmask
