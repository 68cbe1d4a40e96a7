// SPDX-License-Identifier: MIT
// Exporting from the editor: clashing names are refused before anything is written, and
// only export settings that worked become part of the project (as one undo step).
#include "document/projectdocument.h"
#include "editor/exporting/exportdialog.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/documentfixture.h"
#include "support/isolatedhome.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace hitmask;

namespace {
QStringList filesUnder(const QString& root) {
    return QDir(root).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
}

void clickExport(QDialog& dialog) {
    QTest::mouseClick(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
}
} // namespace

class TestExportDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void clashingPatternIsRefusedInTheDialog();
    void exportAgainRefusesClashesAndWritesNothing();
    void failedFolderIsNotKept();
    void unchangedSettingsAddNoUndoStep();

private:
    // Two sprites called arrow.png in two folders of `dir`, in a project saved there.
    void addArrows(ProjectDocument& document, const QTemporaryDir& dir);
    // Runs File > Export Masks, letting `edit` change the dialog before Export is pressed.
    void exportThroughDialog(MainWindow& window, const std::function<void(ExportDialog&)>& edit);

    testing::IsolatedHome home_;
};

void TestExportDialog::addArrows(ProjectDocument& document, const QTemporaryDir& dir) {
    document.setFilePath(dir.filePath(QStringLiteral("game.hitmask")));
    for (const QString& folder : {QStringLiteral("menu"), QStringLiteral("cursors")}) {
        QVERIFY(QDir(dir.path()).mkpath(folder));
        const QString path = dir.filePath(folder + QStringLiteral("/arrow.png"));
        const QImage image = testing::makeImage(6, 6, [](int x, int y) { return x >= y; });
        QVERIFY(image.save(path));
        testing::addSprite(document, path, image);
    }
}

void TestExportDialog::exportThroughDialog(MainWindow& window,
                                           const std::function<void(ExportDialog&)>& edit) {
    bool seen = false;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<ExportDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        seen = true;
        edit(*dialog);
        clickExport(*dialog);
    });
    window.exportMasks();
    QVERIFY(seen);
}

void TestExportDialog::clashingPatternIsRefusedInTheDialog() {
    QTemporaryDir dir;
    ProjectDocument document;
    addArrows(document, dir);
    ExportDialog dialog(document);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* pattern = dialog.findChild<QLineEdit*>(QStringLiteral("pattern"));
    QCOMPARE(pattern->text(), QStringLiteral("{dir}/{sprite}.{ext}")); // unique by default

    pattern->setText(QStringLiteral("{sprite}.{ext}"));
    // Said while typing, before anyone presses Export.
    QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("target"))->text().contains(u"clash"));
    clickExport(dialog);
    auto* box = dialog.findChild<QMessageBox*>();
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    QVERIFY2(box->informativeText().contains(QDir::toNativeSeparators("menu/arrow.png")) &&
                 box->informativeText().contains(QDir::toNativeSeparators("cursors/arrow.png")),
             qPrintable(box->informativeText()));
    QVERIFY(box->text().contains(QStringLiteral("nothing was exported")));
    QVERIFY(dialog.isVisible()); // still open, to fix the pattern
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    box->button(QMessageBox::Ok)->click();

    pattern->setText(QStringLiteral("{dir}_{sprite}.{ext}"));
    clickExport(dialog);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(!dialog.isVisible());
}

void TestExportDialog::exportAgainRefusesClashesAndWritesNothing() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    ProjectDocument* document = window.projects()->document();
    addArrows(*document, dir);
    ExportSettings settings = document->exportSettings();
    settings.pattern = QStringLiteral("{sprite}.{ext}"); // as older projects saved it
    document->applyExportSettings(settings);
    window.exportAgain();
    auto* box = window.findChild<QMessageBox*>();
    QVERIFY(box);
    QVERIFY2(box->text().contains(QDir::toNativeSeparators("cursors/arrow.png")),
             qPrintable(box->text()));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("masks"))));
}

void TestExportDialog::failedFolderIsNotKept() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    ProjectDocument* document = window.projects()->document();
    addArrows(*document, dir);
    const ExportSettings before = document->exportSettings();
    const int steps = document->undoStack()->count();
    exportThroughDialog(window, [](ExportDialog& dialog) {
        dialog.findChild<QLineEdit*>(QStringLiteral("folder"))->setText("/proc/nope");
    });
    QVERIFY(window.findChild<QMessageBox*>()); // the failure is shown
    QVERIFY(document->exportSettings() == before);
    QCOMPARE(document->undoStack()->count(), steps);

    // A folder that works is kept, as one undo step.
    const QString out = dir.filePath(QStringLiteral("out"));
    exportThroughDialog(window, [&](ExportDialog& dialog) {
        dialog.findChild<QLineEdit*>(QStringLiteral("folder"))->setText(out);
    });
    QCOMPARE(document->exportSettings().folder, out);
    QCOMPARE(document->undoStack()->count(), steps + 1);
    QCOMPARE(filesUnder(out), (QStringList{"cursors", "menu"}));
}

void TestExportDialog::unchangedSettingsAddNoUndoStep() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    ProjectDocument* document = window.projects()->document();
    addArrows(*document, dir);
    const int steps = document->undoStack()->count();
    exportThroughDialog(window, [](ExportDialog&) {});
    QVERIFY(!window.findChild<QMessageBox*>());
    QCOMPARE(filesUnder(dir.filePath(QStringLiteral("masks"))), (QStringList{"cursors", "menu"}));
    QCOMPARE(document->undoStack()->count(), steps);
    exportThroughDialog(window, [](ExportDialog&) {});
    QCOMPARE(document->undoStack()->count(), steps);
}

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
