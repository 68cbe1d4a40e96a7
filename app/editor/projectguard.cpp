// SPDX-License-Identifier: MIT
#include "projectguard.h"

#include "demoproject.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

namespace hitmask {

ProjectGuard::ProjectGuard(QWidget* window, std::function<bool()> unsaved, QObject* parent)
    : QObject(parent)
    , window_(window)
    , unsaved_(std::move(unsaved)) {
    connect(&watch_, &ProjectFileWatch::changed, this, &ProjectGuard::changedOnDisk);
}

QString ProjectGuard::fileName() const {
    return QFileInfo(watch_.path()).fileName();
}

QString ProjectGuard::holderOf(const ProjectLock& lock) {
    return lock.holderPid() > 0
               ? tr("process %1 on %2").arg(lock.holderPid()).arg(lock.holderHost())
               : tr("another process");
}

ProjectGuard::Claim ProjectGuard::claim(const QString& path) {
    // The demo is a private copy that every Hitmask writes afresh; the project open here
    // (a reload) is already locked, or not, as it was opened.
    if (DemoProject::contains(path))
        return {};
    if (!watch_.path().isEmpty() && QFileInfo(path) == QFileInfo(watch_.path()))
        return {false, readOnly_, {}};
    Claim claim{false, false, ProjectLock(path)};
    if (!claim.lock.isHeldElsewhere())
        return claim;

    const QString holder = holderOf(claim.lock);
    QMessageBox box(QMessageBox::Warning, tr("Project Open Elsewhere"),
                    tr("%1 is open in another Hitmask (%2).\n\nOpened in both, each save "
                       "would replace the other's changes. Open it read-only to look, or "
                       "anyway to edit it here.")
                        .arg(QFileInfo(path).fileName(), holder),
                    QMessageBox::Cancel, window_);
    box.setObjectName(QStringLiteral("projectOpenElsewhere"));
    QPushButton* readOnly = box.addButton(tr("Open &Read-Only"), QMessageBox::AcceptRole);
    readOnly->setObjectName(QStringLiteral("openReadOnly"));
    QPushButton* anyway = box.addButton(tr("Open &Anyway"), QMessageBox::DestructiveRole);
    anyway->setObjectName(QStringLiteral("openAnyway"));
    box.setDefaultButton(readOnly);
    box.exec();
    if (box.clickedButton() == readOnly)
        return {false, true, {}};
    if (box.clickedButton() == anyway)
        return {false, false, {}};
    return {true, false, {}};
}

ProjectGuard::Claim ProjectGuard::claimQuietly(const QString& path) {
    if (path.isEmpty() || DemoProject::contains(path))
        return {};
    return {false, false, ProjectLock(path)};
}

void ProjectGuard::adopt(const QString& path, Claim claim) {
    const bool samePath = !path.isEmpty() && QFileInfo(path) == QFileInfo(watch_.path());
    if (!samePath || claim.lock.isHeld())
        lock_ = std::move(claim.lock);
    if (readOnly_ != claim.readOnly) {
        readOnly_ = claim.readOnly;
        emit readOnlyChanged();
    }
    watch_.follow(DemoProject::contains(path) ? QString() : path);
}

QString ProjectGuard::openElsewhere(const QString& path) const {
    // Opened here with Open Anyway: the user chose to edit it beside the other editor.
    if (!readOnly_ && !watch_.path().isEmpty() && QFileInfo(path) == QFileInfo(watch_.path()))
        return {};
    if (DemoProject::contains(path))
        return {};
    const ProjectLock probe(path); // when nobody holds it, taken and let go at once
    return probe.isHeldElsewhere() ? holderOf(probe) : QString();
}

void ProjectGuard::saved(const QString& path) {
    // Saved over the file opened read-only (its other editor has closed since): it is
    // this editor's own now, as a new path would be.
    if (!readOnly_ && !watch_.path().isEmpty() && QFileInfo(path) == QFileInfo(watch_.path())) {
        watch_.remember();
        return;
    }
    adopt(path, claimQuietly(path)); // saved under a new name: that file is this editor's
}

ProjectGuard::Overwrite ProjectGuard::confirmOverwrite() {
    if (!watch_.changedOnDisk())
        return Overwrite::Yes;
    QMessageBox box(QMessageBox::Warning, tr("Project Changed on Disk"),
                    tr("%1 changed on disk since Hitmask opened or last saved it, perhaps in "
                       "another Hitmask. Saving replaces those changes with this project.")
                        .arg(fileName()),
                    QMessageBox::Cancel, window_);
    box.setObjectName(QStringLiteral("overwriteChangedProject"));
    QPushButton* overwrite = box.addButton(tr("&Overwrite"), QMessageBox::DestructiveRole);
    overwrite->setObjectName(QStringLiteral("overwrite"));
    QPushButton* saveAs = box.addButton(tr("Save &As..."), QMessageBox::AcceptRole);
    saveAs->setObjectName(QStringLiteral("saveAs"));
    box.setDefaultButton(saveAs);
    box.exec();
    if (box.clickedButton() == overwrite)
        return Overwrite::Yes;
    if (box.clickedButton() == saveAs)
        return Overwrite::SaveAs;
    return Overwrite::Cancel;
}

void ProjectGuard::changedOnDisk() {
    if (unsaved_()) {
        emit notice(tr("%1 changed on disk. Saving will ask before replacing it.").arg(fileName()));
        return;
    }
    if (reloadQuestion_)
        return; // the question on screen covers this change too
    auto* box = new QMessageBox(QMessageBox::Question, tr("Project Changed on Disk"),
                                tr("%1 changed on disk. Reload it?").arg(fileName()),
                                QMessageBox::Ignore, window_);
    box->setObjectName(QStringLiteral("reloadChangedProject"));
    QPushButton* reload = box->addButton(tr("&Reload"), QMessageBox::AcceptRole);
    reload->setObjectName(QStringLiteral("reload"));
    box->setDefaultButton(reload);
    // Ignore has the accept role: without this, Escape would not close the question.
    box->setEscapeButton(QMessageBox::Ignore);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, reload] {
        // Edits made meanwhile are not thrown away for the file's version.
        if (box->clickedButton() == reload && !unsaved_())
            emit reloadRequested();
    });
    reloadQuestion_ = box;
    box->open();
}

} // namespace hitmask
