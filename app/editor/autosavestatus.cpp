// SPDX-License-Identifier: MIT
#include "autosavestatus.h"

#include "recovery.h"

#include <QStatusBar>

namespace hitmask {

namespace {
// Wide enough for the reason's end ("No space left on device") beside the readouts.
constexpr int kMaxWidthInChars = 48;
} // namespace

AutosaveStatus::AutosaveStatus(Recovery* recovery, QStatusBar* bar)
    : QLabel(bar) {
    setObjectName(QStringLiteral("autosaveStatus"));
    setStyleSheet(QStringLiteral("color: white; background: #b3261e; padding: 0 4px;"));
    // Not a passing message: it stays until the work is protected again.
    bar->addPermanentWidget(this);
    hide();
    connect(recovery, &Recovery::autosaveFailed, this, &AutosaveStatus::showFailure);
    connect(recovery, &Recovery::autosaveSucceeded, this, &QWidget::hide);
}

void AutosaveStatus::showFailure(const QString& reason) {
    const QString text = tr("Autosave failed: %1").arg(reason);
    // The reason ends with the OS's word for it ("No space left on device"): where the
    // line is too long, the path before it is cut, from its start.
    const int room = fontMetrics().averageCharWidth() * kMaxWidthInChars -
                     fontMetrics().horizontalAdvance(tr("Autosave failed: %1").arg(QString()));
    const QString line =
        tr("Autosave failed: %1").arg(fontMetrics().elidedText(reason, Qt::ElideLeft, room));
    setText(line);
    setToolTip(tr("%1.\n\nUnsaved changes are not protected against a crash until an "
                  "autosave succeeds; the last recovery file is kept until then.")
                   .arg(text));
    show();
}

} // namespace hitmask
