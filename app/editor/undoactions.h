// SPDX-License-Identifier: MIT
// Edit > Undo and Redo: the keys everyone knows, following the open document's stack.
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QUndoStack;

namespace hitmask {

class UndoActions final : public QObject {
    Q_OBJECT

public:
    explicit UndoActions(QObject* parent = nullptr);

    QAction* undo() const { return undo_; }
    QAction* redo() const { return redo_; }
    // The actions undo and redo on `stack` from now on, named after its next steps.
    void setStack(QUndoStack* stack);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh();

    QAction* undo_;
    QAction* redo_;
    QPointer<QUndoStack> stack_;
};

} // namespace hitmask
