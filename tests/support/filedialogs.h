// SPDX-License-Identifier: MIT
// Answers the file dialog a test is about to open (QFileDialog's own widgets, as with the
// offscreen platform): chooses a path, or cancels with an empty one.
#pragma once

#include <QApplication>
#include <QFileDialog>
#include <QTimer>

namespace hitmask::testing {

// `seen` receives the folder the dialog proposed. The answer is given from the dialog's
// own event loop; until that loop runs (another modal may be closing), it looks again on
// the next pass of the event loop, a bounded number of times.
inline void answerFileDialog(QObject* context, const QString& path, QString* seen = nullptr,
                             int passes = 100) {
    QTimer::singleShot(0, context, [=] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!dialog) {
            if (passes > 0)
                answerFileDialog(context, path, seen, passes - 1);
            return;
        }
        if (seen)
            *seen = dialog->directory().absolutePath();
        if (path.isEmpty()) {
            dialog->reject();
            return;
        }
        dialog->selectFile(path);
        static_cast<QDialog*>(dialog)->accept(); // QFileDialog::accept is protected
    });
}

} // namespace hitmask::testing
