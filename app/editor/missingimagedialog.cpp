// SPDX-License-Identifier: MIT
#include "missingimagedialog.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

namespace hitmask {

ProjectFile::MissingImage MissingImageDialog::ask(QWidget* parent, const QString& path,
                                                  const QString& why, const QString& fileFilter) {
    using Choice = ProjectFile::MissingImage::Choice;
    const QString name = QFileInfo(path).fileName();
    QMessageBox box(QMessageBox::Warning, tr("Sprite Image Missing"),
                    tr("The project needs %1, which cannot be opened: %2.")
                        .arg(QDir::toNativeSeparators(path), why),
                    QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("missingImage"));
    box.setInformativeText(
        tr("Locate the image to keep the sprite and its hand edits, or open the project "
           "without it: the sprite stays in the project file as it is, for when the image "
           "is back."));
    QPushButton* locate = box.addButton(tr("Locate..."), QMessageBox::AcceptRole);
    locate->setObjectName(QStringLiteral("locate"));
    QPushButton* without = box.addButton(tr("Open Without It"), QMessageBox::DestructiveRole);
    without->setObjectName(QStringLiteral("openWithout"));
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(locate);
    for (;;) {
        box.exec();
        if (box.clickedButton() == without)
            return {Choice::LeaveOut, {}};
        if (box.clickedButton() != locate)
            return {Choice::GiveUp, {}};
        const QString other = QFileDialog::getOpenFileName(
            parent, tr("Locate %1").arg(name), QFileInfo(path).absolutePath(), fileFilter);
        if (!other.isEmpty())
            return {Choice::TryPath, other};
    }
}

} // namespace hitmask
