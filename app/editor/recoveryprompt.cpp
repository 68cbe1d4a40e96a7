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
    const auto projectOf = [](const Recovery::LeftWork& work) {
        return work.projectPath.isEmpty() ? tr("an untitled project")
                                          : QFileInfo(work.projectPath).fileName();
    };
    const auto timeOf = [](const Recovery::LeftWork& work) {
        return QLocale().toString(work.saved, QLocale::ShortFormat);
    };
    // Each is checked first: what cannot be restored is said whichever work is restored.
    QList<Recovery::LeftWork> whole;
    for (const Recovery::LeftWork& work : recovery_->leftBehind()) {
        if (work.damage.isEmpty()) {
            whole << work;
            continue;
        }
        // Said rather than offered: a restore could only fail, or bring back less.
        const QString kept = recovery_->setAside(work);
        problem_(
            tr("Hitmask did not close normally, but the unsaved work of %1 from %2 "
               "cannot be restored: %3. The damaged file is kept as %4.")
                .arg(projectOf(work), timeOf(work), work.damage, QDir::toNativeSeparators(kept)));
    }
    for (qsizetype i = 0; i < whole.size(); ++i) {
        const Recovery::LeftWork& work = whole.at(i);
        const auto answer = QMessageBox::question(
            window_, tr("Recover Unsaved Work"),
            tr("Hitmask did not close normally. Restore the unsaved work of %1 from %2?")
                .arg(projectOf(work), timeOf(work)),
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
        // One project is open at a time: older work waits, said, for another start.
        const int older = int(whole.size() - i - 1);
        for (qsizetype j = i + 1; j < whole.size(); ++j)
            recovery_->keep(whole.at(j));
        notice_(older == 0 ? tr("Unsaved work restored. Save it to keep it.")
                           : tr("Unsaved work restored. Save it to keep it. %n older unsaved "
                                "project(s) will be offered when Hitmask starts again.",
                                nullptr, older));
        return true;
    }
    return false;
}

} // namespace hitmask
