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
    // The message names the recovery file, Hitmask's own business: the line shows the
    // OS's reason at its end ("No space left on device"), the tooltip all of it.
    const QString why = reason.section(QStringLiteral(": "), -1);
    const int room = fontMetrics().averageCharWidth() * kMaxWidthInChars -
                     fontMetrics().horizontalAdvance(tr("Autosave failed: %1").arg(QString()));
    setText(tr("Autosave failed: %1").arg(fontMetrics().elidedText(why, Qt::ElideRight, room)));
    setToolTip(tr("%1.\n\nUnsaved changes are not protected against a crash until an "
                  "autosave succeeds; the last recovery file is kept until then.")
                   .arg(text));
    show();
}

} // namespace hitmask
