// SPDX-License-Identifier: MIT
#include "wheelguard.h"

#include <QEvent>
#include <QWidget>

namespace hitmask {

namespace {

class WheelGuard final : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() != QEvent::Wheel)
            return false;
        const auto* widget = qobject_cast<QWidget*>(watched);
        if (!widget || widget->hasFocus())
            return false;
        // Ignored and filtered: QApplication hands a user's wheel on to the parents, so
        // the scroll area around the widget scrolls.
        event->ignore();
        return true;
    }
};

} // namespace

void takeWheelOnlyWhenFocused(QWidget* widget) {
    widget->setFocusPolicy(Qt::StrongFocus);
    widget->installEventFilter(new WheelGuard(widget));
}

} // namespace hitmask
