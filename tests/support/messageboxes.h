// SPDX-License-Identifier: MIT
// Answers the modal message box a test is about to open (a static QMessageBox function or
// exec()): clicks a standard button, or one of the box's own buttons by object name, and
// records the box's text.
#pragma once

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QTimer>

namespace hitmask::testing {

// As answerFileDialog does, the answer is given from the box's own event loop; until that
// loop runs it looks again on the next pass of the event loop, a bounded number of times.
// A box that never came leaves `text` untouched (for the test to notice).
inline void answerMessageBox(QObject* context, const QString& buttonName, QString* text = nullptr,
                             QMessageBox::StandardButton standard = QMessageBox::NoButton,
                             int passes = 100) {
    QTimer::singleShot(0, context, [=] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) {
            if (passes > 0)
                answerMessageBox(context, buttonName, text, standard, passes - 1);
            return;
        }
        if (text)
            *text = box->text();
        QAbstractButton* button = standard != QMessageBox::NoButton
                                      ? box->button(standard)
                                      : box->findChild<QAbstractButton*>(buttonName);
        if (button)
            button->click();
        else
            box->reject(); // a box without that answer: the test sees what followed
    });
}

inline void answerMessageBox(QObject* context, QMessageBox::StandardButton standard,
                             QString* text = nullptr) {
    answerMessageBox(context, QString(), text, standard);
}

} // namespace hitmask::testing
