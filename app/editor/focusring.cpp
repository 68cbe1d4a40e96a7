// SPDX-License-Identifier: MIT
#include "focusring.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QPainter>

namespace hitmask {

FocusRing::FocusRing(QWidget* view)
    : QWidget(view) {
    setObjectName(QStringLiteral("focusRing"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);
    view->installEventFilter(this);
    follow();
}

void FocusRing::add(QWidget* view) {
    if (!of(view))
        new FocusRing(view);
}

void FocusRing::addToViews(QWidget* window, const QList<QWidget*>& views) {
    for (QWidget* view : views)
        add(view);
    for (QAbstractItemView* list : window->findChildren<QAbstractItemView*>())
        if (list->focusPolicy() != Qt::NoFocus)
            add(list);
}

FocusRing* FocusRing::of(const QWidget* view) {
    return view->findChild<FocusRing*>(QString(), Qt::FindDirectChildrenOnly);
}

void FocusRing::follow() {
    QWidget* view = parentWidget();
    setGeometry(view->rect());
    setVisible(view->hasFocus());
    raise();
}

bool FocusRing::eventFilter(QObject* object, QEvent* event) {
    if (object == parentWidget()) {
        switch (event->type()) {
        case QEvent::FocusIn:
        case QEvent::FocusOut:
        case QEvent::Resize:
        case QEvent::ChildAdded: // a widget made later would cover the ring
            follow();
            break;
        default:
            break;
        }
    }
    return false;
}

void FocusRing::paintEvent(QPaintEvent*) {
    // Two pixels wide, whole pixels: crisp at any scale of the screen.
    QPainter painter(this);
    const QColor colour = palette().color(QPalette::Highlight);
    const int w = width();
    const int h = height();
    for (const QRect& side :
         {QRect(0, 0, w, 2), QRect(0, h - 2, w, 2), QRect(0, 0, 2, h), QRect(w - 2, 0, 2, h)})
        painter.fillRect(side, colour);
}

} // namespace hitmask
