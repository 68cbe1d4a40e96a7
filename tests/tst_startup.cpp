// SPDX-License-Identifier: MIT
// What the editor opens at start: the project open last time, the demo only when no
// project was ever opened, an empty window (and a notice) when the last project is gone,
// and the command line before either.
#include "document/projectdocument.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "editor/recovery.h"
#include "editor/startup.h"
#include "support/isolatedhome.h"
#include "support/leftwork.h"
#include "support/shownwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace hitmask;

class TestStartup : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void firstStartShowsTheDemo();
    void reopensTheLastProject();
    void autosavedWorkIsOfferedFirst();
    void commandLineWins();
    void goneLastProjectLeavesAnEmptyWindow();

private:
    testing::IsolatedHome home_;
    QTemporaryDir dir_;
    QString project_;
    QString image_;
};

void TestStartup::initTestCase() {
    QVERIFY(home_.isValid());
    QVERIFY(dir_.isValid());
    QSettings().clear(); // a first start
    image_ = dir_.filePath(QStringLiteral("coin.png"));
    QImage coin(12, 12, QImage::Format_RGBA8888);
    coin.fill(Qt::yellow);
    QVERIFY(coin.save(image_));
    project_ = dir_.filePath(QStringLiteral("level.hitmask"));
}

void TestStartup::firstStartShowsTheDemo() {
    MainWindow window;
    Startup::openAtStart(window, {});
    QVERIFY(window.projects()->isDemo());
    QVERIFY(!window.projects()->document()->sprites().empty());
}

// A project saved in one session opens by itself in the next; the demo opened in between
// is not a project of the user's and does not count.
void TestStartup::reopensTheLastProject() {
    {
        MainWindow window;
        QVERIFY(window.projects()->addSprites({image_}));
        QVERIFY(window.projects()->saveAs(project_));
        QVERIFY(window.projects()->openDemo());
    }
    MainWindow window;
    Startup::openAtStart(window, {});
    QVERIFY(!window.projects()->isDemo());
    QCOMPARE(window.projects()->document()->filePath(), QFileInfo(project_).absoluteFilePath());
    QCOMPARE(window.projects()->document()->sprites().size(), std::size_t(1));
}

// Work autosaved on the last project by a session that died: the offer comes first, and
// the work restored is what opens, not the file.
void TestStartup::autosavedWorkIsOfferedFirst() {
    QByteArray autosaved;
    {
        MainWindow before;
        QVERIFY(before.projects()->open(project_));
        QVERIFY(before.projects()->addSprites({image_}));
        QVERIFY(before.recovery()->saveNow());
        QFile file(before.recovery()->file());
        QVERIFY(file.open(QIODevice::ReadOnly));
        autosaved = file.readAll();
    }
    const QString path = QFileInfo(project_).absoluteFilePath();
    QVERIFY(testing::leaveWork(QStringLiteral("4444-level"), autosaved, path));
    MainWindow window;
    QStringList asked;
    QTimer::singleShot(0, this, [&asked] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            asked << box->text();
            box->button(QMessageBox::Yes)->click();
        }
    });
    Startup::openAtStart(window, {});
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.front().contains(QStringLiteral("did not close normally")),
             qPrintable(asked.front()));
    QCOMPARE(window.projects()->document()->filePath(), path);
    QVERIFY(window.projects()->document()->isModified());
    QCOMPARE(window.projects()->document()->sprites().size(), std::size_t(2));
}

void TestStartup::commandLineWins() {
    MainWindow window;
    Startup::openAtStart(window, {image_});
    QVERIFY(window.projects()->document()->filePath().isEmpty());
    QCOMPARE(window.projects()->document()->sprites().size(), std::size_t(1));
    QCOMPARE(window.projects()->document()->sprites().front()->name(), QStringLiteral("coin"));
}

void TestStartup::goneLastProjectLeavesAnEmptyWindow() {
    QVERIFY(QFile::remove(project_));
    MainWindow window;
    QVERIFY(testing::showActive(window));
    QSignalSpy notices(window.projects(), &ProjectController::notice);
    Startup::openAtStart(window, {});
    QVERIFY(!window.projects()->isDemo());
    QVERIFY(window.projects()->document()->filePath().isEmpty());
    QVERIFY(window.projects()->document()->sprites().empty());
    QCOMPARE(notices.count(), 1);
    QVERIFY(notices.front().front().toString().contains(QStringLiteral("level.hitmask")));
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("level.hitmask")));
}

QTEST_MAIN(TestStartup)
#include "tst_startup.moc"
