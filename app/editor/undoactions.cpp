// SPDX-License-Identifier: MIT
#include "undoactions.h"

#include <QAction>
#include <QUndoStack>

namespace hitmask {

UndoActions::UndoActions(QObject* parent)
    : QObject(parent)
    , undo_(new QAction(tr("&Undo"), this))
    , redo_(new QAction(tr("&Redo"), this)) {
    // Ctrl+Z alone: the platform's list adds keys few keyboards have (F14, the Undo key
    // of old Sun keyboards, on X11) that the shortcut list would show.
    undo_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    // Both habits work, whatever the platform's standard is.
    redo_->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    connect(undo_, &QAction::triggered, this, [this] {
        if (stack_)
            stack_->undo();
    });
    connect(redo_, &QAction::triggered, this, [this] {
        if (stack_)
            stack_->redo();
    });
}

void UndoActions::setStack(QUndoStack* stack) {
    if (stack_)
        disconnect(stack_, nullptr, this, nullptr);
    stack_ = stack;
    if (stack_) {
        connect(stack_, &QUndoStack::indexChanged, this, &UndoActions::refresh);
        connect(stack_, &QUndoStack::cleanChanged, this, &UndoActions::refresh);
    }
    refresh();
}

void UndoActions::refresh() {
    const bool canUndo = stack_ && stack_->canUndo();
    const bool canRedo = stack_ && stack_->canRedo();
    undo_->setEnabled(canUndo);
    undo_->setText(canUndo ? tr("&Undo %1").arg(stack_->undoText()) : tr("&Undo"));
    redo_->setEnabled(canRedo);
    redo_->setText(canRedo ? tr("&Redo %1").arg(stack_->redoText()) : tr("&Redo"));
}

} // namespace hitmask
