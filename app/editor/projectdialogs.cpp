// SPDX-License-Identifier: MIT
#include "projectdialogs.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QImageReader>

// The strings are those of the file actions, so they keep ProjectController's
// translation context.

namespace hitmask::ProjectDialogs {

namespace {
QString imagePatterns() {
    QStringList patterns;
    for (const QByteArray& format : QImageReader::supportedImageFormats())
        patterns << QStringLiteral("*.") + QString::fromLatin1(format);
    return patterns.join(u' ');
}
} // namespace

QString imagesFilter() {
    return QCoreApplication::translate("hitmask::ProjectController", "Images (%1)")
        .arg(imagePatterns());
}

QString chooseToOpen(QWidget* window, const QString& folder) {
    return QFileDialog::getOpenFileName(
        window, QCoreApplication::translate("hitmask::ProjectController", "Open"), folder,
        QCoreApplication::translate(
            "hitmask::ProjectController",
            "Projects and images (*.hitmask %1);;Hitmask projects (*.hitmask);;Images (%1)")
            .arg(imagePatterns()));
}

QStringList chooseSprites(QWidget* window, const QString& folder) {
    return QFileDialog::getOpenFileNames(
        window, QCoreApplication::translate("hitmask::ProjectController", "Add Sprites"), folder,
        imagesFilter());
}

QString chooseSheet(QWidget* window, const QString& folder) {
    return QFileDialog::getOpenFileName(
        window, QCoreApplication::translate("hitmask::ProjectController", "Import Sprite Sheet"),
        folder,
        QCoreApplication::translate("hitmask::ProjectController", "JSON sprite sheets (*.json)"));
}

QString chooseSaveTarget(QWidget* window, const QString& proposed) {
    return QFileDialog::getSaveFileName(
        window, QCoreApplication::translate("hitmask::ProjectController", "Save Project"), proposed,
        QCoreApplication::translate("hitmask::ProjectController", "Hitmask projects (*.hitmask)"));
}

QMessageBox::StandardButton askToSave(QWidget* window, const QString& name) {
    return QMessageBox::warning(
        window, QCoreApplication::translate("hitmask::ProjectController", "Unsaved Changes"),
        QCoreApplication::translate("hitmask::ProjectController",
                                    "%1 has unsaved changes. Save them before closing?")
            .arg(name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
}

} // namespace hitmask::ProjectDialogs
