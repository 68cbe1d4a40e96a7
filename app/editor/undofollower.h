// SPDX-License-Identifier: MIT
// Brings what an undo or redo changed into view: its sprite, frame and channel.
#pragma once

#include <QObject>
#include <QPointer>

class QUndoCommand;
class QUndoStack;

namespace hitmask {

class EditFocus;
class FrameStripDock;
class ProjectDocument;
class SpriteListDock;
struct EditPlace;

class UndoFollower final : public QObject {
    Q_OBJECT

public:
    UndoFollower(SpriteListDock* sprites, FrameStripDock* frames, EditFocus* focus,
                 QObject* parent = nullptr);

    void setDocument(ProjectDocument* document);

signals:
    // After an undo or redo has been shown (tests wait on it).
    void revealed();

private:
    void onIndexChanged(int index);
    void reveal(const EditPlace& place);

    SpriteListDock* sprites_;
    FrameStripDock* frames_;
    EditFocus* focus_;
    QPointer<ProjectDocument> document_;
    int index_ = 0;
    // The step a redo would do next, to tell a redo from a new step pushed (both move
    // the index up by one); compared, never followed.
    const QUndoCommand* nextRedo_ = nullptr;
};

} // namespace hitmask
