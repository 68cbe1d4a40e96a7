// SPDX-License-Identifier: MIT
// Exporting from the editor: clashing names are refused before anything is written, and
// only export settings that worked become part of the project (as one undo step).
#include "document/commands/channelcommands.h"
#include "document/commands/exportcommands.h"
#include "document/projectdocument.h"
#include "document/projectfile.h"
#include "editor/exporting/exportdialog.h"
#include "editor/exporting/exportrunner.h"
#include "editor/exporting/shapesettingsbox.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "export/exportjob.h"
#include "export/projectexport.h"
#include "support/documentfixture.h"
#include "support/filedialogs.h"
#include "support/isolatedhome.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDirIterator>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace hitmask;

namespace {
QStringList filesUnder(const QString& root) {
    return QDir(root).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
}

void clickExport(QDialog& dialog) {
    QTest::mouseClick(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
}

// A 6 x 6 arrow saved as `path` and added to `document` as a sprite; its id in `id`.
void addArrow(ProjectDocument& document, const QString& path, int* id = nullptr) {
    const QImage image = testing::makeImage(6, 6, [](int x, int y) { return x >= y; });
    QVERIFY(image.save(path));
    const int added = testing::addSprite(document, path, image);
    if (id)
        *id = added;
}

// Two sprites called arrow.png in two folders of `dir`, in a project saved there.
void addArrows(ProjectDocument& document, const QTemporaryDir& dir) {
    document.setFilePath(dir.filePath(QStringLiteral("game.hitmask")));
    for (const QString& folder : {QStringLiteral("menu"), QStringLiteral("cursors")}) {
        QVERIFY(QDir(dir.path()).mkpath(folder));
        addArrow(document, dir.filePath(folder + QStringLiteral("/arrow.png")));
    }
}

// The editor, shown, with the arrows of addArrows() in its project.
struct ArrowsWindow {
    QTemporaryDir dir;
    MainWindow window;
    ProjectDocument* document = nullptr;

    ArrowsWindow() {
        window.show();
        document = window.projects()->document();
        addArrows(*document, dir);
    }
};
} // namespace

class TestExportDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void clashingPatternIsRefusedInTheDialog();
    void fileCountIncludesSidecars();
    void exportAgainRefusesClashesAndWritesNothing();
    void failedFolderIsNotKept();
    void unchangedSettingsAddNoUndoStep();
    void shapeSettingsAreUsedAndSaved();
    void pixelsPerMetreIsKeptAndSet();
    void foreignFileIsReplacedOnlyWhenConfirmed();
    void clashWarningClearsWhenItsCauseIsUnticked();
    void settingsTheBoxesRoundAddNoUndoStep();
    void tiledOffersToLeaveOutWhatIsNoTileset();
    void targetsAreEditedSavedAndExportedTogether();
    void targetsAreKeptOnCancelAndClashesAreFlagged();
    void untitledProjectIsSavedBeforeExporting();
    void sizesFitOnOneLine();

private:
    // Runs File > Export Masks, letting `edit` change the dialog before Export is pressed.
    void exportThroughDialog(MainWindow& window, const std::function<void(ExportDialog&)>& edit);

    testing::IsolatedHome home_;
};

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
    const QString target = dialog.findChild<QLabel*>(QStringLiteral("target"))->text();
    QVERIFY2(target.contains(u"Nothing would be written") && target.contains(u"arrow"),
             qPrintable(target));
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

// The count the dialog gives is the number of files an export leaves on disk: a PNG's
// JSON side-cars are files too (one sprite with a hit channel: two PNGs, two JSONs).
void TestExportDialog::fileCountIncludesSidecars() {
    QTemporaryDir dir;
    ProjectDocument document;
    document.setFilePath(dir.filePath(QStringLiteral("game.hitmask")));
    int id = 0;
    addArrow(document, dir.filePath(QStringLiteral("arrow.png")), &id);
    Channel hit;
    hit.id = document.sprite(id)->nextChannelId();
    hit.name = QStringLiteral("hit");
    hit.colour = Qt::red;
    hit.rule.source = ChannelSource::Empty;
    document.undoStack()->push(new AddChannel(&document, id, hit));

    ExportDialog dialog(document);
    auto* format = dialog.findChild<QComboBox*>(QStringLiteral("format"));
    auto* folder = dialog.findChild<QLineEdit*>(QStringLiteral("folder"));
    const QLabel* target = dialog.findChild<QLabel*>(QStringLiteral("target"));
    folder->setText(QStringLiteral("out"));
    const auto countOnDisk = [&](const QString& formatId) -> int {
        format->setCurrentIndex(format->findData(formatId));
        const ExportSettings settings = dialog.settings();
        for (const ExportItem& item : ProjectExport::plan(document, settings)) {
            QString error;
            if (!ExportJob::writeItem(item, settings, &error))
                qWarning() << error;
        }
        int files = 0;
        for (QDirIterator it(dir.filePath(QStringLiteral("out")), QDir::Files,
                             QDirIterator::Subdirectories);
             it.hasNext(); it.next())
            ++files;
        return QDir(dir.filePath(QStringLiteral("out"))).removeRecursively() ? files : -1;
    };
    QCOMPARE(countOnDisk(QStringLiteral("png")), 4);
    QVERIFY2(target->text().startsWith(u"Writes 4 file"), qPrintable(target->text()));
    // And the summary after the export says the same.
    const ExportOutcome outcome = ExportRunner::run(&dialog, document, dialog.settings());
    QCOMPARE(outcome.planned, 4);
    QCOMPARE(outcome.written, 4);
    QVERIFY(QDir(dir.filePath(QStringLiteral("out"))).removeRecursively());
    // A format without side-cars: one file per channel, as said.
    QCOMPARE(countOnDisk(QStringLiteral("pbm")), 2);
    QVERIFY2(target->text().startsWith(u"Writes 2 file"), qPrintable(target->text()));
}

void TestExportDialog::exportAgainRefusesClashesAndWritesNothing() {
    ArrowsWindow arrows;
    auto& [dir, window, document] = arrows;
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
    ArrowsWindow arrows;
    auto& [dir, window, document] = arrows;
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
    ArrowsWindow arrows;
    auto& [dir, window, document] = arrows;
    const int steps = document->undoStack()->count();
    exportThroughDialog(window, [](ExportDialog&) {});
    QVERIFY(!window.findChild<QMessageBox*>());
    QCOMPARE(filesUnder(dir.filePath(QStringLiteral("masks"))), (QStringList{"cursors", "menu"}));
    QCOMPARE(document->undoStack()->count(), steps);
    exportThroughDialog(window, [](ExportDialog&) {});
    QCOMPARE(document->undoStack()->count(), steps);
}

// Polygons with a tolerance, convex pieces of at most 5 vertices, grown by 1: the export
// writes what the dialog says, and the project keeps it.
// A project's engine scale survives a dialog that leaves it alone, and the dialog sets it.
void TestExportDialog::pixelsPerMetreIsKeptAndSet() {
    ArrowsWindow arrows;
    auto& [dir, window, document] = arrows;
    ExportSettings settings = document->exportSettings();
    settings.shapes.pixelsPerMetre = 64;
    document->applyExportSettings(settings);
    exportThroughDialog(window, [](ExportDialog& dialog) {
        auto* format = dialog.findChild<QComboBox*>(QStringLiteral("format"));
        format->setCurrentIndex(format->findData(QStringLiteral("shapes-json")));
        QCOMPARE(dialog.shapeBox()->pixelsPerMetreBox()->value(), 64.0);
        dialog.shapeBox()->growBox()->setValue(1);
    });
    QCOMPARE(document->exportSettings().shapes.pixelsPerMetre, 64.0);
    QCOMPARE(document->exportSettings().shapes.grow, 1);
    exportThroughDialog(
        window, [](ExportDialog& dialog) { dialog.shapeBox()->pixelsPerMetreBox()->setValue(16); });
    QCOMPARE(document->exportSettings().shapes.pixelsPerMetre, 16.0);
}

void TestExportDialog::shapeSettingsAreUsedAndSaved() {
    ArrowsWindow arrows;
    auto& [dir, window, document] = arrows;
    exportThroughDialog(window, [](ExportDialog& dialog) {
        auto* format = dialog.findChild<QComboBox*>(QStringLiteral("format"));
        format->setCurrentIndex(format->findData(QStringLiteral("shapes-json")));
        ShapeSettingsBox* box = dialog.shapeBox();
        QVERIFY(box->isEnabled());
        box->kindBox()->setCurrentIndex(
            box->kindBox()->findData(int(ShapeSettings::Kind::Polygons)));
        QVERIFY(!box->maxBoxesBox()->isEnabled());
        QVERIFY(!box->maxVerticesBox()->isEnabled());
        box->convexBox()->setChecked(true);
        QVERIFY(box->maxVerticesBox()->isEnabled());
        box->maxVerticesBox()->setValue(5);
        box->toleranceBox()->setValue(0.5);
        box->growBox()->setValue(1);
    });
    ShapeSettings expected;
    expected.kind = ShapeSettings::Kind::Polygons;
    expected.convex = true;
    expected.maxVertices = 5;
    expected.tolerance = 0.5;
    expected.grow = 1;
    QVERIFY(document->exportSettings().shapes == expected);
    // The written JSON has polygons, none of more than 5 vertices, grown past the 6 x 6 art.
    QFile file(dir.filePath(QStringLiteral("masks/menu/arrow.shapes.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray frames = QJsonDocument::fromJson(file.readAll()).array();
    QCOMPARE(frames.size(), 1);
    const QJsonArray polygons = frames[0][QStringLiteral("polygons")].toArray();
    QVERIFY(!polygons.isEmpty());
    double least = 0;
    for (const QJsonValue& polygon : polygons) {
        const QJsonArray outer = polygon[QStringLiteral("outer")].toArray();
        QVERIFY(outer.size() <= 5);
        for (const QJsonValue& point : outer)
            least = std::min(least, point.toArray()[0].toDouble());
    }
    QCOMPARE(least, -1.0);
    // Saved with the project and read back.
    QString error;
    QVERIFY2(ProjectFile::save(*document, document->filePath(), &error), qPrintable(error));
    ProjectDocument loaded;
    QVERIFY2(ProjectFile::load(loaded, document->filePath(), &error), qPrintable(error));
    QVERIFY(loaded.exportSettings().shapes == expected);
}

// A file Hitmask did not write where the export would go: asked about, kept when the
// answer is no (nothing written), replaced when it is yes.
void TestExportDialog::foreignFileIsReplacedOnlyWhenConfirmed() {
    QTemporaryDir dir;
    ProjectDocument document;
    addArrows(document, dir);
    ExportSettings settings = document.exportSettings();
    settings.format = QStringLiteral("c");
    const QString mine = dir.filePath(QStringLiteral("masks/menu/arrow.h"));
    QVERIFY(QDir().mkpath(QFileInfo(mine).absolutePath()));
    QFile file(mine);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("int mine;\n");
    file.close();
    QStringList asked;
    ExportOutcome outcome =
        ExportRunner::run(nullptr, document, settings, [&](const QStringList& foreign) {
            asked = foreign;
            return false;
        });
    QCOMPARE(asked, QStringList{mine});
    QCOMPARE(outcome.kept, QStringList{mine});
    QVERIFY(!outcome.succeeded());
    QCOMPARE(outcome.written, 0);
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("masks/cursors/arrow.h"))));
    QVERIFY(ExportRunner::summary(outcome, dir.path()).contains(QStringLiteral("arrow.h")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("int mine;\n"));
    file.close();
    outcome =
        ExportRunner::run(nullptr, document, settings, [](const QStringList&) { return true; });
    QVERIFY(outcome.succeeded());
    QCOMPARE(outcome.written, 2);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("collision mask"));
    file.close();
    // Its own files now: no question the next time.
    asked.clear();
    outcome = ExportRunner::run(nullptr, document, settings, [&](const QStringList& foreign) {
        asked = foreign;
        return false;
    });
    QVERIFY(outcome.succeeded());
    QVERIFY(asked.isEmpty());
}

void TestExportDialog::clashWarningClearsWhenItsCauseIsUnticked() {
    QTemporaryDir dir;
    ProjectDocument document;
    addArrows(document, dir);
    ExportDialog dialog(document);
    dialog.findChild<QLineEdit*>(QStringLiteral("pattern"))
        ->setText(QStringLiteral("{sprite}.{ext}"));
    auto* target = dialog.findChild<QLabel*>(QStringLiteral("target"));
    QVERIFY(target->text().contains(u"Nothing would be written"));
    dialog.findChild<QListWidget*>(QStringLiteral("exportSprites"))
        ->item(1)
        ->setCheckState(Qt::Unchecked);
    QVERIFY2(!target->text().contains(u"Nothing would be written"), qPrintable(target->text()));
    QVERIFY(target->text().contains(u"Writes 1 file"));
}

// A tolerance of more decimals than the box shows, and a left-out sprite since removed:
// exporting without touching anything keeps them, adds no undo step, changes nothing.
void TestExportDialog::settingsTheBoxesRoundAddNoUndoStep() {
    ArrowsWindow arrows;
    auto& [dir, window, document] = arrows;
    ExportSettings settings = document->exportSettings();
    settings.format = QStringLiteral("shapes-json");
    settings.shapes.kind = ShapeSettings::Kind::Polygons;
    settings.shapes.tolerance = 0.125;
    settings.skipped = {QStringLiteral("gone/ship.png")};
    document->undoStack()->push(new SetExportSettings(document, settings));
    QVERIFY(ProjectFile::save(*document, document->filePath(), nullptr));
    document->markSaved();
    QVERIFY(!document->isModified());
    const int steps = document->undoStack()->count();
    exportThroughDialog(window, [](ExportDialog&) {});
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("masks/menu/arrow.shapes.json"))));
    QCOMPARE(document->undoStack()->count(), steps);
    QVERIFY(!document->isModified());
    QVERIFY(document->exportSettings() == settings);
}

// Tiled and a sprite whose frames are no grid: the others can go, and the question names
// the one left out.
void TestExportDialog::tiledOffersToLeaveOutWhatIsNoTileset() {
    QTemporaryDir dir;
    const QImage image = testing::makeImage(6, 6, [](int x, int y) { return x >= y; });
    QVERIFY(image.save(dir.filePath(QStringLiteral("tile.png"))));
    QVERIFY(image.save(dir.filePath(QStringLiteral("packed.png"))));
    QFile file(dir.filePath(QStringLiteral("game.hitmask")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "hitmask-project", "version": 3, "sprites": [{"path": "tile.png"},
        {"path": "packed.png", "cut": {"kind": "rects", "rects": [[0, 0, 4, 6], [4, 0, 2, 3]]}}],
        "export": {"format": "tiled", "folder": "out"}})");
    file.close();
    ProjectDocument document;
    QString error;
    QVERIFY2(ProjectFile::load(document, file.fileName(), &error), qPrintable(error));
    ExportDialog dialog(document);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    clickExport(dialog);
    auto* box = dialog.findChild<QMessageBox*>(QStringLiteral("leaveOut"));
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    QVERIFY2(box->text().contains(u"packed") && !box->text().contains(u"tile"),
             qPrintable(box->text()));
    QAbstractButton* exportOthers = nullptr;
    for (QAbstractButton* button : box->buttons())
        if (button->text().remove(u'&') == QStringLiteral("Export the Others"))
            exportOthers = button;
    QVERIFY(exportOthers);
    exportOthers->click();
    QTRY_COMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.settings().skipped, QStringList{QStringLiteral("packed.png")});
    const ExportOutcome outcome = ExportRunner::run(nullptr, document, dialog.settings());
    QVERIFY(outcome.succeeded());
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("out/tile.tsx"))));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out/packed.tsx"))));
}

// Two targets added in the dialog (a C header and a Godot scene into one folder): each is an
// undo step, File > Export All Targets writes both, undo takes them away.
void TestExportDialog::targetsAreEditedSavedAndExportedTogether() {
    ArrowsWindow arrows;
    auto& [dir, window, document] = arrows;
    const int steps = document->undoStack()->count();
    exportThroughDialog(window, [](ExportDialog& dialog) {
        auto* format = dialog.findChild<QComboBox*>(QStringLiteral("format"));
        auto* name = dialog.findChild<QLineEdit*>(QStringLiteral("targetName"));
        auto* add = dialog.findChild<QPushButton*>(QStringLiteral("addTarget"));
        format->setCurrentIndex(format->findData(QStringLiteral("c")));
        name->setText(QStringLiteral("header"));
        add->click();
        format->setCurrentIndex(format->findData(QStringLiteral("godot")));
        name->setText(QStringLiteral("scenes"));
        add->click();
        QCOMPARE(dialog.findChild<QListWidget*>(QStringLiteral("targets"))->count(), 2);
        // Choosing a target shows its settings.
        dialog.findChild<QListWidget*>(QStringLiteral("targets"))->setCurrentRow(0);
        QCOMPARE(format->currentData().toString(), QStringLiteral("c"));
    });
    QCOMPARE(document->exportTargets().size(), 2);
    QCOMPARE(document->exportTargets()[0].name, QStringLiteral("header"));
    QCOMPARE(document->exportTargets()[1].settings.format, QStringLiteral("godot"));
    QVERIFY(document->undoStack()->count() > steps);
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("masks/menu/arrow.h"))));
    window.exportTargets();
    QVERIFY(!window.findChild<QMessageBox*>());
    for (const char* file : {"masks/menu/arrow.h", "masks/cursors/arrow.h", "masks/menu/arrow.tscn",
                             "masks/cursors/arrow.tscn"})
        QVERIFY2(QFile::exists(dir.filePath(QString::fromLatin1(file))), file);
    document->undoStack()->setIndex(steps);
    QVERIFY(document->exportTargets().isEmpty());
}

// Adding and removing targets changes the project at once: Cancel keeps what was done, and
// each is one undo step. A target that would write another's files is flagged as it comes.
void TestExportDialog::targetsAreKeptOnCancelAndClashesAreFlagged() {
    ArrowsWindow arrows;
    auto& [dir, window, document] = arrows;
    QUndoStack* stack = document->undoStack();
    const int steps = stack->count();
    bool seen = false;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<ExportDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        seen = true;
        auto* format = dialog->findChild<QComboBox*>(QStringLiteral("format"));
        auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("targetName"));
        auto* list = dialog->findChild<QListWidget*>(QStringLiteral("targets"));
        auto* problem = dialog->findChild<QLabel*>(QStringLiteral("targetProblem"));
        QVERIFY(problem);
        format->setCurrentIndex(format->findData(QStringLiteral("c")));
        name->setText(QStringLiteral("header"));
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("addTarget")),
                          Qt::LeftButton);
        QCOMPARE(stack->undoText(), QStringLiteral("Add Export Target header"));
        QVERIFY(!problem->isVisibleTo(dialog));
        // The same files under another name: flagged at once, naming the file.
        name->setText(QStringLiteral("copy"));
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("addTarget")),
                          Qt::LeftButton);
        QCOMPARE(list->count(), 2);
        QVERIFY(problem->isVisibleTo(dialog));
        QVERIFY2(problem->text().contains(u"arrow.h") && problem->text().contains(u"header"),
                 qPrintable(problem->text()));
        list->setCurrentRow(1);
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("removeTarget")),
                          Qt::LeftButton);
        QCOMPARE(stack->undoText(), QStringLiteral("Remove Export Target copy"));
        QCOMPARE(list->count(), 1);
        QVERIFY(!problem->isVisibleTo(dialog));
        QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Cancel),
                          Qt::LeftButton);
    });
    window.exportMasks();
    QVERIFY(seen);
    QCOMPARE(document->exportTargets().size(), 1);
    QCOMPARE(document->exportTargets()[0].name, QStringLiteral("header"));
    QCOMPARE(document->exportTargets()[0].settings.format, QStringLiteral("c"));
    QVERIFY(document->isModified());
    QCOMPARE(stack->count(), steps + 3);
    stack->undo(); // the removal
    QCOMPARE(document->exportTargets().size(), 2);
    stack->setIndex(steps);
    QVERIFY(document->exportTargets().isEmpty());
}

// An untitled project has no folder for its relative export paths: exporting asks to save
// it first, instead of writing into the folder the editor was started from.
void TestExportDialog::untitledProjectIsSavedBeforeExporting() {
    QTemporaryDir dir, startedIn;
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(startedIn.path()));
    const auto restore = qScopeGuard([&] { QDir::setCurrent(before); });
    MainWindow window;
    window.show();
    ProjectDocument* document = window.projects()->document();
    QVERIFY(document->filePath().isEmpty());
    addArrow(*document, dir.filePath(QStringLiteral("arrow.png")));

    // Answers the question (or notes that there was none) with `choice`.
    QString asked;
    const auto answer = [&](const QString& choice, const QString& project = {}) {
        asked.clear();
        QTimer::singleShot(0, this, [&, choice, project] {
            QWidget* modal = QApplication::activeModalWidget();
            if (auto* dialog = qobject_cast<ExportDialog*>(modal)) {
                asked = QStringLiteral("export dialog");
                dialog->reject();
                return;
            }
            auto* box = qobject_cast<QMessageBox*>(modal);
            if (!box || box->objectName() != QLatin1String("saveBeforeExport"))
                return;
            asked = box->text();
            for (QAbstractButton* button : box->buttons())
                if (button->text().remove(u'&') == choice) { // its letter aside
                    if (!project.isEmpty())
                        testing::answerFileDialog(this, project);
                    button->click();
                }
        });
    };
    for (const auto& exportNow : {std::function<void()>([&] { window.exportMasks(); }),
                                  std::function<void()>([&] { window.exportAgain(); })}) {
        answer(QStringLiteral("Cancel"));
        exportNow();
        QCOMPARE(asked, QStringLiteral("Save the project before exporting?"));
        QVERIFY(document->filePath().isEmpty());
        QVERIFY2(filesUnder(startedIn.path()).isEmpty(),
                 qPrintable(filesUnder(startedIn.path()).join(u' ')));
    }
    // Saved as the question offers: the export lands beside the project.
    const QString project = dir.filePath(QStringLiteral("game.hitmask"));
    answer(QStringLiteral("Save As..."), project);
    window.exportAgain();
    QCOMPARE(asked, QStringLiteral("Save the project before exporting?"));
    QCOMPARE(document->filePath(), project);
    QVERIFY(QFile::exists(project));
    QVERIFY(!filesUnder(dir.filePath(QStringLiteral("masks"))).isEmpty());
    QVERIFY(filesUnder(startedIn.path()).isEmpty());
}

// A sprite of a million pixels: its sizes run to seven digits, each still on one line
// (a column of the default width wrapped "1.250.075 Bytes" in German).
void TestExportDialog::sizesFitOnOneLine() {
    QTemporaryDir dir;
    ProjectDocument document;
    document.setFilePath(dir.filePath(QStringLiteral("big.hitmask")));
    const QImage image = testing::makeImage(1024, 1024, [](int x, int y) { return (x ^ y) & 1; });
    QVERIFY(image.save(dir.filePath(QStringLiteral("big.png"))));
    testing::addSprite(document, dir.filePath(QStringLiteral("big.png")), image);
    ExportDialog dialog(document);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* sizes = dialog.findChild<QTableWidget*>();
    QVERIFY(sizes);
    QVERIFY(sizes->rowCount() > 0);
    for (int row = 0; row < sizes->rowCount(); ++row) {
        const QString text = sizes->item(row, 1)->text();
        const int needed = sizes->fontMetrics().horizontalAdvance(text);
        QVERIFY2(needed < sizes->columnWidth(1), qPrintable(text));
        QCOMPARE(sizes->rowHeight(row), sizes->rowHeight(0));
    }
}

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
