// SPDX-License-Identifier: MIT
// One editing session of a spin box: the undo commands it pushes carry its key, and
// commands merge only with a command of the same key, so typing a number or a run of
// arrow steps is one undo step. The session ends when the box finishes editing (Enter,
// or the focus leaves it): the next edit starts a new step, so a value committed
// before stays reachable by undo. A command pushed in between
// needs nothing here, since QUndoStack merges only with the command on top.
#pragma once

#include <QObject>

class QAbstractSpinBox;

namespace hitmask {

class EditSession final : public QObject {
    Q_OBJECT

public:
    explicit EditSession(QAbstractSpinBox* box);

    // The key for the command the box pushes now; never 0, which is left to callers
    // outside any session.
    int key() const { return key_; }
    // Ends the session early, as a slider's release does for the box it drives.
    void end();
    // A key of its own for an editing session outside any box (a drag on the canvas).
    static int newKey() { return nextKey(); }

private:
    static int nextKey();

    int key_;
};

} // namespace hitmask
