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

namespace {
const QString kNoSpace = QStringLiteral("No space left on device");

QByteArray bytesOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

class TestSaveFullDisk : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void saveKeepsTheFileAndTheWork();
    void saveAsKeepsTheProjectWhereItWas();
    void closeStaysOpenWhenTheSaveFails();
    void autosaveFailureShowsUntilAnAutosaveSucceeds();

private:
    // A window with a project saved on `disk`, then changed: unsaved work to lose.
    void openChangedProject(MainWindow& window, testing::FullDisk& disk);
    // The problem shown by the window, once it has one.
    static QString problemText(MainWindow& window);

    testing::IsolatedHome home_;
    QString sprite_;
};

void TestSaveFullDisk::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("Hitmask"));
    QCoreApplication::setApplicationName(QStringLiteral("Hitmask"));
    sprite_ = home_.filePath(QStringLiteral("hero.png"));
    QVERIFY(testing::makeImage(8, 8, [](int x, int y) { return x <= y; }).save(sprite_));
}

void TestSaveFullDisk::openChangedProject(MainWindow& window, testing::FullDisk& disk) {
    ProjectController* projects = window.projects();
    QVERIFY(projects->addSprites({sprite_}));
    QVERIFY(projects->saveAs(disk.filePath(QStringLiteral("game.hitmask"))));
    QVERIFY(!window.isWindowModified());
    window.maskSettings()->thresholdBox()->setValue(77);
    QVERIFY(window.isWindowModified());
}

QString TestSaveFullDisk::problemText(MainWindow& window) {
    const auto* box = window.findChild<QMessageBox*>();
    return box ? box->text() : QString();
}

void TestSaveFullDisk::saveKeepsTheFileAndTheWork() {
    testing::FullDisk disk;
    if (!disk.available())
        QSKIP("needs root to mount a small file system");
    MainWindow window;
    QVERIFY(testing::showActive(window));
    openChangedProject(window, disk);
    const QString path = disk.filePath(QStringLiteral("game.hitmask"));
    const QByteArray saved = bytesOf(path);
    QVERIFY(!saved.isEmpty());
    QVERIFY(window.recovery()->saveNow());
    const QString recovery = window.recovery()->file();
    const QByteArray recovered = bytesOf(recovery);

    QVERIFY(disk.fill());
    window.projects()->saveAction()->trigger();

    const QString text = problemText(window);
    QVERIFY2(text.contains(QStringLiteral("game.hitmask")) && text.contains(kNoSpace),
             qPrintable(text));
    QCOMPARE(bytesOf(path), saved);
    QVERIFY(window.isWindowModified()); // the title keeps its *
    QVERIFY(window.projects()->document()->isModified());
    QVERIFY(QFile::exists(recovery)); // the work is still protected
    QCOMPARE(bytesOf(recovery), recovered);
}

void TestSaveFullDisk::saveAsKeepsTheProjectWhereItWas() {
    testing::FullDisk disk;
    if (!disk.available())
        QSKIP("needs root to mount a small file system");
    MainWindow window;
    QVERIFY(testing::showActive(window));
    openChangedProject(window, disk);
    const QString path = disk.filePath(QStringLiteral("game.hitmask"));
    const QString other = disk.filePath(QStringLiteral("copy.hitmask"));

    QVERIFY(disk.fill());
    QVERIFY(!window.projects()->saveAs(other));

    const QString text = problemText(window);
    QVERIFY2(text.contains(QStringLiteral("copy.hitmask")) && text.contains(kNoSpace),
             qPrintable(text));
    QVERIFY(!QFile::exists(other));
    QCOMPARE(window.projects()->document()->filePath(), path);
    QVERIFY(window.isWindowModified());
}

void TestSaveFullDisk::closeStaysOpenWhenTheSaveFails() {
    testing::FullDisk disk;
    if (!disk.available())
        QSKIP("needs root to mount a small file system");
    MainWindow window;
    QVERIFY(testing::showActive(window));
    openChangedProject(window, disk);
    const QString path = disk.filePath(QStringLiteral("game.hitmask"));
    const QByteArray saved = bytesOf(path);

    QVERIFY(disk.fill());
    QString question;
    testing::answerMessageBox(this, QMessageBox::Save, &question);
    QVERIFY(!window.close()); // the save failed: nothing is closed on the user
    QVERIFY(question.contains(QStringLiteral("unsaved changes")));
    QVERIFY(window.isVisible());
    QVERIFY2(problemText(window).contains(kNoSpace), qPrintable(problemText(window)));
    QCOMPARE(bytesOf(path), saved);
    QVERIFY(window.isWindowModified());
}

void TestSaveFullDisk::autosaveFailureShowsUntilAnAutosaveSucceeds() {
    testing::FullDisk disk;
    if (!disk.available())
        QSKIP("needs root to mount a small file system");
    // The recovery folder, under the data folder, on the small file system.
    const QByteArray dataHome = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", QFile::encodeName(disk.path()));
    const auto restoreHome = qScopeGuard([&] { qputenv("XDG_DATA_HOME", dataHome); });

    MainWindow window;
    QVERIFY(testing::showActive(window));
    QVERIFY(window.projects()->addSprites({sprite_}));
    QVERIFY(window.recovery()->saveNow());
    const QString recovery = window.recovery()->file();
    QVERIFY(recovery.startsWith(disk.path()));
    const QByteArray lastGood = bytesOf(recovery);
    QVERIFY(!lastGood.isEmpty());
    auto* status = window.statusBar()->findChild<QLabel*>(QStringLiteral("autosaveStatus"));
    QVERIFY(status);
    QVERIFY(!status->isVisible());

    window.maskSettings()->thresholdBox()->setValue(99);
    QVERIFY(disk.fill());
    QVERIFY(!window.recovery()->saveNow());
    QVERIFY(status->isVisible());
    QVERIFY2(status->toolTip().contains(kNoSpace), qPrintable(status->toolTip()));
    // The line gives the reason, not the path of a file the user never sees.
    QCOMPARE(status->text(), QStringLiteral("Autosave failed: ") + kNoSpace);
    QCOMPARE(bytesOf(recovery), lastGood); // the last good one stays until a new one is whole

    disk.empty();
    QVERIFY(window.recovery()->saveNow());
    QVERIFY(!status->isVisible());
    QVERIFY(bytesOf(recovery) != lastGood);
}

QTEST_MAIN(TestSaveFullDisk)
#include "tst_savefulldisk.moc"
