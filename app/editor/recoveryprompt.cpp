// SPDX-License-Identifier: MIT
#include "recoveryprompt.h"

#include "recovery.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>

namespace hitmask {

RecoveryPrompt::RecoveryPrompt(QWidget* window, Recovery* recovery, Say problem, Say notice)
    : window_(window)
    , recovery_(recovery)
    , problem_(std::move(problem))
    , notice_(std::move(notice)) {}

bool RecoveryPrompt::offer() {
    for (const Recovery::LeftWork& work : recovery_->leftBehind()) {
        const QString project = work.projectPath.isEmpty() ? tr("an untitled project")
                                                           : QFileInfo(work.projectPath).fileName();
        const QString when = QLocale().toString(work.saved, QLocale::ShortFormat);
        if (!work.damage.isEmpty()) {
            // Said rather than offered: a restore could only fail, or bring back less.
            const QString kept = recovery_->setAside(work);
            problem_(tr("Hitmask did not close normally, but the unsaved work of %1 from %2 "
                        "cannot be restored: %3. The damaged file is kept as %4.")
                         .arg(project, when, work.damage, QDir::toNativeSeparators(kept)));
            continue;
        }
        const auto answer = QMessageBox::question(
            window_, tr("Recover Unsaved Work"),
            tr("Hitmask did not close normally. Restore the unsaved work of %1 from %2?")
                .arg(project, when),
            QMessageBox::Yes | QMessageBox::Discard, QMessageBox::Yes);
        if (answer != QMessageBox::Yes) {
            recovery_->discard(work);
            continue;
        }
        QString error;
        if (!recovery_->restore(work, &error)) {
            problem_(tr("The unsaved work could not be restored: %1.").arg(error));
            return false;
        }
        notice_(tr("Unsaved work restored. Save it to keep it."));
        return true;
    }
    return false;
}

} // namespace hitmask
