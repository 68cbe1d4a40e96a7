// SPDX-License-Identifier: MIT
// The editor's Save, Save As, saving on close and autosave on a full file system: each
// fails loudly with the file and the OS's reason, leaves the file it would have replaced
// byte for byte as it was, and keeps the project unsaved and its recovery file.
#include "document/projectdocument.h"
#include "editor/docks/masksettingsdock.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "editor/recovery.h"
#include "support/documentfixture.h"
#include "support/fixturefiles.h"
#include "support/fulldisk.h"
#include "support/isolatedhome.h"
#include "support/messageboxes.h"
#include "support/shownwindow.h"

#include <QLabel>
#include <QMessageBox>
#include <QSpinBox>
#include <QStatusBar>
#include <QTest>

using namespace hitmask;
using hitmask::testing::readAll;

namespace {
const QString kNoSpace = QStringLiteral("No space left on device");
} // namespace

class TestSaveFullDisk : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void saveKeepsTheFileAndTheWork();
    void saveAsKeepsTheProjectWhereItWas();
    void closeStaysOpenWhenTheSaveFails();
    void autosaveFailureShowsUntilAnAutosaveSucceeds();

private:
    // Shows `window` with a project saved on the small disk, then changed: unsaved work
    // to lose.
    void showChangedProject(MainWindow& window);
    // The problem shown by the window, once it has one.
    static QString problemText(MainWindow& window);

    testing::IsolatedHome home_;
    QString sprite_;
    std::unique_ptr<testing::FullDisk> disk_; // each test's own, emptied
};

void TestSaveFullDisk::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("Hitmask"));
    QCoreApplication::setApplicationName(QStringLiteral("Hitmask"));
    sprite_ = home_.filePath(QStringLiteral("hero.png"));
    QVERIFY(testing::makeImage(8, 8, [](int x, int y) { return x <= y; }).save(sprite_));
}

void TestSaveFullDisk::init() {
    disk_ = std::make_unique<testing::FullDisk>();
    if (!disk_->available())
        QSKIP("needs root to mount a small file system");
}

void TestSaveFullDisk::cleanup() {
    disk_.reset();
}

void TestSaveFullDisk::showChangedProject(MainWindow& window) {
    QVERIFY(testing::showActive(window));
    ProjectController* projects = window.projects();
    QVERIFY(projects->addSprites({sprite_}));
    QVERIFY(projects->saveAs(disk_->filePath(QStringLiteral("game.hitmask"))));
    QVERIFY(!window.isWindowModified());
    window.maskSettings()->thresholdBox()->setValue(77);
    QVERIFY(window.isWindowModified());
}

QString TestSaveFullDisk::problemText(MainWindow& window) {
    const auto* box = window.findChild<QMessageBox*>();
    return box ? box->text() : QString();
}

void TestSaveFullDisk::saveKeepsTheFileAndTheWork() {
    MainWindow window;
    showChangedProject(window);
    const QString path = disk_->filePath(QStringLiteral("game.hitmask"));
    const QByteArray saved = readAll(path);
    QVERIFY(!saved.isEmpty());
    QVERIFY(window.recovery()->saveNow());
    const QString recovery = window.recovery()->file();
    const QByteArray recovered = readAll(recovery);

    QVERIFY(disk_->fill());
    window.projects()->saveAction()->trigger();

    const QString text = problemText(window);
    QVERIFY2(text.contains(QStringLiteral("game.hitmask")) && text.contains(kNoSpace),
             qPrintable(text));
    QCOMPARE(readAll(path), saved);
    QVERIFY(window.isWindowModified()); // the title keeps its *
    QVERIFY(window.projects()->document()->isModified());
    QVERIFY(QFile::exists(recovery)); // the work is still protected
    QCOMPARE(readAll(recovery), recovered);
}

void TestSaveFullDisk::saveAsKeepsTheProjectWhereItWas() {
    MainWindow window;
    showChangedProject(window);
    const QString path = disk_->filePath(QStringLiteral("game.hitmask"));
    const QString other = disk_->filePath(QStringLiteral("copy.hitmask"));

    QVERIFY(disk_->fill());
    QVERIFY(!window.projects()->saveAs(other));

    const QString text = problemText(window);
    QVERIFY2(text.contains(QStringLiteral("copy.hitmask")) && text.contains(kNoSpace),
             qPrintable(text));
    QVERIFY(!QFile::exists(other));
    QCOMPARE(window.projects()->document()->filePath(), path);
    QVERIFY(window.isWindowModified());
}

void TestSaveFullDisk::closeStaysOpenWhenTheSaveFails() {
    MainWindow window;
    showChangedProject(window);
    const QString path = disk_->filePath(QStringLiteral("game.hitmask"));
    const QByteArray saved = readAll(path);

    QVERIFY(disk_->fill());
    QString question;
    testing::answerMessageBox(this, QMessageBox::Save, &question);
    QVERIFY(!window.close()); // the save failed: nothing is closed on the user
    QVERIFY(question.contains(QStringLiteral("unsaved changes")));
    QVERIFY(window.isVisible());
    QVERIFY2(problemText(window).contains(kNoSpace), qPrintable(problemText(window)));
    QCOMPARE(readAll(path), saved);
    QVERIFY(window.isWindowModified());
}

void TestSaveFullDisk::autosaveFailureShowsUntilAnAutosaveSucceeds() {
    // The recovery folder, under the data folder, on the small file system.
    const QByteArray dataHome = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", QFile::encodeName(disk_->path()));
    const auto restoreHome = qScopeGuard([&] { qputenv("XDG_DATA_HOME", dataHome); });

    MainWindow window;
    QVERIFY(testing::showActive(window));
    QVERIFY(window.projects()->addSprites({sprite_}));
    QVERIFY(window.recovery()->saveNow());
    const QString recovery = window.recovery()->file();
    QVERIFY(recovery.startsWith(disk_->path()));
    const QByteArray lastGood = readAll(recovery);
    QVERIFY(!lastGood.isEmpty());
    auto* status = window.statusBar()->findChild<QLabel*>(QStringLiteral("autosaveStatus"));
    QVERIFY(status);
    QVERIFY(!status->isVisible());

    window.maskSettings()->thresholdBox()->setValue(99);
    QVERIFY(disk_->fill());
    QVERIFY(!window.recovery()->saveNow());
    QVERIFY(status->isVisible());
    QVERIFY2(status->toolTip().contains(kNoSpace), qPrintable(status->toolTip()));
    // The line gives the reason, not the path of a file the user never sees.
    QCOMPARE(status->text(), QStringLiteral("Autosave failed: ") + kNoSpace);
    QCOMPARE(readAll(recovery), lastGood); // the last good one stays until a new one is whole

    disk_->empty();
    QVERIFY(window.recovery()->saveNow());
    QVERIFY(!status->isVisible());
    QVERIFY(readAll(recovery) != lastGood);
}

QTEST_MAIN(TestSaveFullDisk)
#include "tst_savefulldisk.moc"
