// SPDX-License-Identifier: MIT
#include "openimagequestion.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

namespace hitmask {

OpenImageQuestion::Answer OpenImageQuestion::ask(QWidget* window, const QString& project,
                                                 const QStringList& images) {
    QMessageBox box(window);
    box.setObjectName(QStringLiteral("openImageQuestion"));
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(tr("Open Image"));
    box.setText(images.size() == 1
                    ? tr("Add %1 to %2 as a new sprite, or start a new project with it?")
                          .arg(QFileInfo(images.front()).fileName(), project)
                    : tr("Add %n image(s) to %1 as new sprites, or start a new project with "
                         "them?",
                         nullptr, int(images.size()))
                          .arg(project));
    QPushButton* add = box.addButton(tr("&Add to This Project"), QMessageBox::AcceptRole);
    QPushButton* fresh = box.addButton(tr("&New Project"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(add);
    box.setEscapeButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == add)
        return Answer::AddToProject;
    if (box.clickedButton() == fresh)
        return Answer::NewProject;
    return Answer::Cancel;
}

} // namespace hitmask
