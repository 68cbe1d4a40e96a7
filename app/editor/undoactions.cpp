// SPDX-License-Identifier: MIT
#include "undoactions.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QUndoStack>
#include <algorithm>

namespace hitmask {

namespace {

bool matches(const QKeyEvent& key, const QAction& action) {
    const QKeySequence pressed(key.keyCombination());
    const QList<QKeySequence> shortcuts = action.shortcuts();
    return std::any_of(shortcuts.begin(), shortcuts.end(),
                       [&](const QKeySequence& shortcut) { return shortcut == pressed; });
}

// The text field behind a focused widget, if it has one.
QLineEdit* textFieldOf(QObject* object) {
    if (auto* field = qobject_cast<QLineEdit*>(object))
        return field;
    if (auto* combo = qobject_cast<QComboBox*>(object))
        return combo->lineEdit();
    return nullptr;
}

} // namespace

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
    QCoreApplication::instance()->installEventFilter(this);
    connect(undo_, &QAction::triggered, this, [this] {
        if (stack_)
            stack_->undo();
    });
    connect(redo_, &QAction::triggered, this, [this] {
        if (stack_)
            stack_->redo();
    });
}

// A text field claims Ctrl+Z and Ctrl+Shift+Z for its own undo whether or not it has
// anything to undo, and a field disabled under the keyboard hands it to the next one:
// the project's steps would then be out of reach. A number field's every change is a
// step of the project's already, and a text field keeps the keys only while it has typing
// of its own to take back.
bool UndoActions::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ShortcutOverride)
        return false;
    const auto& key = static_cast<const QKeyEvent&>(*event);
    const bool isUndo = matches(key, *undo_);
    if (!isUndo && !matches(key, *redo_))
        return false;
    if (qobject_cast<QAbstractSpinBox*>(watched) ||
        qobject_cast<QAbstractSpinBox*>(watched->parent()))
        return true; // not accepted: the shortcut goes to the action
    if (QLineEdit* field = textFieldOf(watched))
        return isUndo ? !field->isUndoAvailable() : !field->isRedoAvailable();
    return false;
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
