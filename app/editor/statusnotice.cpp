// SPDX-License-Identifier: MIT
#include "statusnotice.h"

#include <QSizeGrip>
#include <QStatusBar>

namespace hitmask {

StatusNotice::StatusNotice(QStatusBar* bar)
    : QObject(bar)
    , bar_(bar) {
    // Another message, or none: the tooltip went with the one it explained.
    connect(bar_, &QStatusBar::messageChanged, this, [this](const QString& message) {
        if (message != shown_ || message.isEmpty()) {
            shown_.clear();
            bar_->setToolTip({});
        }
    });
}

void StatusNotice::showWithDetails(const QString& text, const QString& details) {
    const QString line = bar_->fontMetrics().elidedText(text, Qt::ElideRight, messageRoom());
    QString tip = details;
    if (line != text)
        tip = details.isEmpty() ? text : text + QStringLiteral("\n\n") + details;
    shown_ = line;
    bar_->showMessage(line, kTimeoutMs);
    // As rich text, so that the tooltip wraps instead of running off the screen.
    bar_->setToolTip(tip.isEmpty() ? QString()
                                   : QStringLiteral("<p>%1</p>")
                                         .arg(tip.toHtmlEscaped().replace(
                                             QStringLiteral("\n\n"), QStringLiteral("</p><p>"))));
}

int StatusNotice::messageRoom() const {
    // QStatusBar draws its message from x 6 to 2 pixels short of the first permanent
    // widget (or 12 short of its right edge); temporary messages hide the others.
    int right = bar_->width() - 12;
    for (const QWidget* child : bar_->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
        if (child->isVisible() && !qobject_cast<const QSizeGrip*>(child))
            right = std::min(right, child->x() - 2);
    return std::max(0, right - 6);
}

} // namespace hitmask
