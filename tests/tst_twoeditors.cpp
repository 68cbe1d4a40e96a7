// SPDX-License-Identifier: MIT
// Two editors on one project: the lock beside it tells the second that the project is
// open elsewhere, a change on disk is offered for reload (or asked about before a save
// would replace it), and an editor's own saves raise no question.
#include "document/projectdocument.h"
#include "editor/docks/masksettingsdock.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "editor/projectfilewatch.h"
#include "editor/projectguard.h"
#include "editor/recovery.h"
#include "support/documentfixture.h"
#include "support/filedialogs.h"
#include "support/isolatedhome.h"
#include "support/messageboxes.h"
#include "support/shownwindow.h"

#include <QLockFile>
#include <QMessageBox>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTest>
#include <memory>

using namespace hitmask;

namespace {
QByteArray bytesOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

int thresholdOf(MainWindow& window) {
    return window.projects()->document()->spriteAt(0)->settings().threshold;
}

// The lock file as the project's folder holds it: a dot, the file's name, ".lock".
QString lockOf(const QString& project) {
    return QFileInfo(project).absolutePath() + QStringLiteral("/.") +
           QFileInfo(project).fileName() + QStringLiteral(".lock");
}
} // namespace

class TestTwoEditors : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void ownSavesRaiseNoQuestion();
    void cleanProjectChangedOnDiskOffersReload();
    void escapeLeavesTheReloadUndone();
    void saveOverChangedFileAsks();
    void secondEditorIsToldAndMayOpenReadOnly();
    void openAnywayEditsAndCancelLeavesAlone();
    void noSaveReplacesTheProjectOpenElsewhere();
    void anotherProcessHoldsTheLockUntilItDies();

private:
    // Opens the project in `window`, answering "open elsewhere" with `answer` if asked.
    bool openIn(MainWindow& window, const QString& answer = QString(), QString* asked = nullptr);

    testing::IsolatedHome home_;
    QString project_;
};

void TestTwoEditors::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("Hitmask"));
    QCoreApplication::setApplicationName(QStringLiteral("Hitmask"));
}

void TestTwoEditors::init() {
    // A fresh project for each test: one sprite, saved.
    static int run = 0;
    const QString sprite = home_.filePath(QStringLiteral("hero.png"));
    QVERIFY(testing::makeImage(8, 8, [](int x, int y) { return x >= y; }).save(sprite));
    project_ = home_.filePath(QStringLiteral("game%1.hitmask").arg(++run));
    MainWindow maker;
    QVERIFY(maker.projects()->addSprites({sprite}));
    QVERIFY(maker.projects()->saveAs(project_));
}

bool TestTwoEditors::openIn(MainWindow& window, const QString& answer, QString* asked) {
    if (!answer.isEmpty())
        testing::answerMessageBox(this, answer, asked);
    return window.projects()->open(project_);
}

void TestTwoEditors::ownSavesRaiseNoQuestion() {
    MainWindow window;
    QVERIFY(testing::showActive(window));
    QVERIFY(openIn(window));
    QSignalSpy looked(window.projects()->guard()->watch(), &ProjectFileWatch::checked);
    window.maskSettings()->thresholdBox()->setValue(33);
    window.projects()->saveAction()->trigger();
    QVERIFY(!window.isWindowModified());
    QVERIFY(looked.wait());                        // the watcher saw the file replaced...
    QCOMPARE(looked.last().at(0).toBool(), false); // ...and knew it for its own save
    QVERIFY(!window.findChild<QMessageBox*>());
    // Saving again asks nothing either.
    window.maskSettings()->thresholdBox()->setValue(34);
    window.projects()->saveAction()->trigger();
    QVERIFY(!window.isWindowModified());
}

void TestTwoEditors::cleanProjectChangedOnDiskOffersReload() {
    MainWindow first;
    QVERIFY(testing::showActive(first));
    QVERIFY(openIn(first));
    {
        MainWindow second;
        QVERIFY(openIn(second, QStringLiteral("openAnyway")));
        second.maskSettings()->thresholdBox()->setValue(55);
        second.projects()->saveAction()->trigger();
        QVERIFY(!second.isWindowModified());
    }
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = first.findChild<QMessageBox*>(QStringLiteral("reloadChangedProject"))));
    QVERIFY(box->text().contains(QFileInfo(project_).fileName()));
    box->findChild<QPushButton*>(QStringLiteral("reload"))->click();
    QTRY_COMPARE(thresholdOf(first), 55);
    QVERIFY(!first.isWindowModified());
    QVERIFY(first.projects()->document()->undoStack()->count() == 0);
}

void TestTwoEditors::escapeLeavesTheReloadUndone() {
    MainWindow first;
    QVERIFY(testing::showActive(first));
    QVERIFY(openIn(first));
    const int threshold = thresholdOf(first);
    {
        MainWindow second;
        QVERIFY(openIn(second, QStringLiteral("openAnyway")));
        second.maskSettings()->thresholdBox()->setValue(threshold + 7);
        second.projects()->saveAction()->trigger();
    }
    QPointer<QMessageBox> box;
    QTRY_VERIFY((box = first.findChild<QMessageBox*>(QStringLiteral("reloadChangedProject"))));
    QTRY_VERIFY(box->isVisible());
    QTest::keyClick(box, Qt::Key_Escape);
    QTRY_VERIFY(!box || !box->isVisible());
    QCOMPARE(thresholdOf(first), threshold); // not reloaded
}

void TestTwoEditors::saveOverChangedFileAsks() {
    MainWindow first;
    QVERIFY(testing::showActive(first));
    QVERIFY(openIn(first));
    first.maskSettings()->thresholdBox()->setValue(11); // unsaved work here
    {
        MainWindow second;
        QVERIFY(openIn(second, QStringLiteral("openAnyway")));
        second.maskSettings()->thresholdBox()->setValue(22);
        second.projects()->saveAction()->trigger();
    }
    const QByteArray theirs = bytesOf(project_);
    // With unsaved work here, no reload is offered: the window says what happened.
    QTRY_VERIFY(first.statusBar()->currentMessage().contains(QStringLiteral("changed on disk")));

    QString asked;
    testing::answerMessageBox(this, QString(), &asked, QMessageBox::Cancel);
    QVERIFY(!first.projects()->save());
    QVERIFY2(asked.contains(QStringLiteral("changed on disk")), qPrintable(asked));
    QCOMPARE(bytesOf(project_), theirs); // nothing replaced
    QVERIFY(first.isWindowModified());
    // No reload was offered for a project with unsaved changes.
    QVERIFY(!first.findChild<QMessageBox*>(QStringLiteral("reloadChangedProject")));

    // Save As from the question: to another file, leaving theirs alone.
    const QString mine = home_.filePath(QStringLiteral("mine.hitmask"));
    testing::answerMessageBox(this, QStringLiteral("saveAs"));
    testing::answerFileDialog(this, mine);
    QVERIFY(first.projects()->save());
    QCOMPARE(bytesOf(project_), theirs);
    QCOMPARE(first.projects()->document()->filePath(), mine);

    // Back on the first file, now changed again: Overwrite replaces it.
    MainWindow third;
    QVERIFY(openIn(third));
    third.maskSettings()->thresholdBox()->setValue(44);
    QVERIFY(QFile::remove(project_) && QFile::copy(mine, project_)); // another program
    testing::answerMessageBox(this, QStringLiteral("overwrite"), &asked);
    QVERIFY(third.projects()->save());
    QVERIFY(asked.contains(QStringLiteral("changed on disk")));
    QVERIFY(third.projects()->openProject(project_));
    QCOMPARE(thresholdOf(third), 44);
}

void TestTwoEditors::secondEditorIsToldAndMayOpenReadOnly() {
    MainWindow first;
    QVERIFY(openIn(first));
    QVERIFY(QFile::exists(lockOf(project_)));
    const QByteArray before = bytesOf(project_);

    MainWindow second;
    QVERIFY(testing::showActive(second));
    QString asked;
    QVERIFY(openIn(second, QStringLiteral("openReadOnly"), &asked));
    QVERIFY2(asked.contains(QStringLiteral("open in another Hitmask")), qPrintable(asked));
    QVERIFY(asked.contains(QString::number(QCoreApplication::applicationPid())));
    QVERIFY(second.windowTitle().contains(QStringLiteral("[read-only]")));

    // Save goes to Save As: the project's own file is never written from here.
    second.maskSettings()->thresholdBox()->setValue(66);
    const QString copy = home_.filePath(QStringLiteral("copy.hitmask"));
    testing::answerFileDialog(this, copy);
    QVERIFY(second.projects()->save());
    QCOMPARE(bytesOf(project_), before);
    QCOMPARE(second.projects()->document()->filePath(), copy);
    QVERIFY(!second.windowTitle().contains(QStringLiteral("[read-only]")));
    QVERIFY(QFile::exists(lockOf(copy))); // the copy is this editor's own now
}

void TestTwoEditors::openAnywayEditsAndCancelLeavesAlone() {
    MainWindow first;
    QVERIFY(openIn(first));
    MainWindow second;
    QVERIFY(testing::showActive(second));
    const ProjectDocument* untitled = second.projects()->document();
    testing::answerMessageBox(this, QMessageBox::Cancel);
    QVERIFY(!second.projects()->open(project_));
    QCOMPARE(second.projects()->document(), untitled); // cancelled: nothing opened

    QVERIFY(openIn(second, QStringLiteral("openAnyway")));
    QVERIFY(!second.windowTitle().contains(QStringLiteral("[read-only]")));
    second.maskSettings()->thresholdBox()->setValue(12);
    QVERIFY(second.projects()->save());
    QVERIFY(first.projects()->openProject(project_)); // a reload: no question
    QCOMPARE(thresholdOf(first), 12);
}

void TestTwoEditors::noSaveReplacesTheProjectOpenElsewhere() {
    auto first = std::make_unique<MainWindow>();
    QVERIFY(openIn(*first));
    const QByteArray before = bytesOf(project_);

    MainWindow second;
    QVERIFY(testing::showActive(second));
    QVERIFY(openIn(second, QStringLiteral("openReadOnly")));
    second.maskSettings()->thresholdBox()->setValue(77);
    // Save asks where, proposing the project's own file: accepting it is refused.
    QSignalSpy problems(second.projects(), &ProjectController::problem);
    testing::answerFileDialog(this, project_);
    testing::answerMessageBox(this, QMessageBox::Yes); // the file dialog's "replace it?"
    second.projects()->saveAction()->trigger();
    QCOMPARE(problems.count(), 1);
    const QString said = problems.last().at(0).toString();
    QVERIFY2(said.contains(QFileInfo(project_).fileName()) &&
                 said.contains(QStringLiteral("open in another Hitmask")),
             qPrintable(said));
    QCOMPARE(bytesOf(project_), before);
    QVERIFY(second.isWindowModified());
    QVERIFY(second.windowTitle().contains(QStringLiteral("[read-only]")));
    delete second.findChild<QMessageBox*>(); // the problem said, dismissed

    // An untitled project's Save As onto it is refused the same way.
    MainWindow third;
    third.projects()->newProject();
    QVERIFY(!third.projects()->saveAs(project_));
    QCOMPARE(bytesOf(project_), before);

    // Once the other editor has closed, the read-only one may save over the file, which
    // is then its own: writable and locked.
    first.reset();
    testing::answerFileDialog(this, project_);
    testing::answerMessageBox(this, QMessageBox::Yes);
    second.projects()->saveAction()->trigger();
    QVERIFY(!second.isWindowModified());
    QVERIFY(bytesOf(project_) != before);
    QVERIFY(!second.windowTitle().contains(QStringLiteral("[read-only]")));
    QLockFile lock(lockOf(project_));
    qint64 pid = 0;
    QString host, application;
    QVERIFY(lock.getLockInfo(&pid, &host, &application));
    QCOMPARE(pid, QCoreApplication::applicationPid());
}

void TestTwoEditors::anotherProcessHoldsTheLockUntilItDies() {
    QProcess other;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    other.setProcessEnvironment(env);
    other.start(QStringLiteral(HITMASK_APP_PATH), {project_});
    QVERIFY(other.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(lockOf(project_)), 15000);

    MainWindow window;
    QVERIFY(testing::showActive(window));
    QString asked;
    testing::answerMessageBox(this, QMessageBox::Cancel, &asked);
    QVERIFY(!window.projects()->open(project_));
    QVERIFY2(asked.contains(QString::number(other.processId())), qPrintable(asked));

    // A lock whose process is gone is taken over without a word.
    const qint64 otherPid = other.processId();
    other.kill();
    QVERIFY(other.waitForFinished());
    QVERIFY(QFile::exists(lockOf(project_)));
    QVERIFY(openIn(window));
    QVERIFY(!window.windowTitle().contains(QStringLiteral("[read-only]")));
    QLockFile lock(lockOf(project_));
    qint64 pid = 0;
    QString host, application;
    QVERIFY(lock.getLockInfo(&pid, &host, &application));
    QCOMPARE(pid, QCoreApplication::applicationPid());
    // The killed editor had nothing unsaved: its recovery lock is tidied away, no more.
    const QDir recovery(Recovery::folder());
    const QString itsLock = QStringLiteral("%1-*.lock").arg(otherPid);
    QVERIFY(!recovery.entryList({itsLock}, QDir::Files | QDir::Hidden).isEmpty());
    QVERIFY(window.recovery()->leftBehind().isEmpty());
    QVERIFY(recovery.entryList({itsLock}, QDir::Files | QDir::Hidden).isEmpty());
}

QTEST_MAIN(TestTwoEditors)
#include "tst_twoeditors.moc"
