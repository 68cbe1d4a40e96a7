// SPDX-License-Identifier: MIT
// Brings what an undo or redo changed into view: puts its sprite, frame and channel in
// focus, which the canvas and the docks follow, and says when a step re-cut the frames.
#pragma once

#include <QObject>
#include <QPointer>

class QUndoCommand;
class QUndoStack;

namespace hitmask {

class EditFocus;
class ProjectDocument;
struct EditPlace;

class UndoFollower final : public QObject {
    Q_OBJECT

public:
    explicit UndoFollower(EditFocus* focus, QObject* parent = nullptr);

    void setDocument(ProjectDocument* document);

signals:
    // An undo or redo of a slice into frames: the view fits the frames
    // again, as after the cut itself (emitted before revealed()).
    void framesRecut();
    // After an undo or redo has been shown (tests wait on it).
    void revealed();

private:
    void onIndexChanged(int index);
    void reveal(const EditPlace& place);

    EditFocus* focus_;
    QPointer<ProjectDocument> document_;
    int index_ = 0;
    // The step a redo would do next, to tell a redo from a new step pushed (both move
    // the index up by one); compared, never followed.
    const QUndoCommand* nextRedo_ = nullptr;
};

} // namespace hitmask
