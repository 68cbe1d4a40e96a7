// SPDX-License-Identifier: MIT
// Autosave and crash recovery: a killed editor's unsaved work comes back.
#include "document/projectdocument.h"
#include "editor/docks/masksettingsdock.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "editor/recovery.h"
#include "support/documentfixture.h"
#include "support/isolatedhome.h"
#include "support/leftwork.h"
#include "support/messageboxes.h"

#include <QAbstractButton>
#include <QDir>
#include <QFileDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QProcess>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace hitmask;

class TestRecovery : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void killedSessionRestores();
    void savingRemovesTheRecoveryFile();
    void eachSessionAutosavesToItsOwnFile();
    void damagedRecoveryIsSaidNotOffered();
    void restoredProjectOpenedAgainAsksNothing();
    void restoredWhileOpenElsewhereIsReadOnly();
    void olderWorkIsLeftForLaterAndDamageSaid();

private:
    void answerNextPrompt(QMessageBox::StandardButton button);

    testing::IsolatedHome home_;
};

void TestRecovery::initTestCase() {
    // The same data folder as the editor process started below.
    QCoreApplication::setOrganizationName(QStringLiteral("Hitmask"));
    QCoreApplication::setApplicationName(QStringLiteral("Hitmask"));
    // The sprite every test's project holds.
    QVERIFY(testing::makeImage(8, 8, [](int x, int y) {
                return x == y;
            }).save(home_.filePath(QStringLiteral("hero.png"))));
}

void TestRecovery::answerNextPrompt(QMessageBox::StandardButton button) {
    QTimer::singleShot(0, this, [button] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        QVERIFY(box);
        QVERIFY(box->text().contains(QStringLiteral("did not close normally")));
        box->button(button)->click();
    });
}

void TestRecovery::killedSessionRestores() {
    const QString sprite = home_.filePath(QStringLiteral("hero.png"));

    // Opening an image adds it to a new, unsaved project: unsaved work to lose.
    QProcess editor;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HITMASK_AUTOSAVE_SECONDS"), QStringLiteral("1"));
    editor.setProcessEnvironment(env);
    editor.start(QStringLiteral(HITMASK_APP_PATH), {sprite});
    QVERIFY(editor.waitForStarted());
    // The autosave writes the project, then its info file, each atomically: once the info
    // file is there, the whole autosave is. Each session names its own.
    const QDir folder(Recovery::folder());
    QTRY_VERIFY_WITH_TIMEOUT(!folder.entryList({QStringLiteral("*.json")}, QDir::Files).isEmpty(),
                             15000);
    editor.kill();
    QVERIFY(editor.waitForFinished());
    const QStringList left = folder.entryList({QStringLiteral("*.hitmask")}, QDir::Files);
    QCOMPARE(left.size(), 1); // a kill leaves it behind
    const QString recoveryFile = folder.filePath(left.front());

    MainWindow window;
    const QList<Recovery::LeftWork> found = window.recovery()->leftBehind();
    QCOMPARE(found.size(), 1);
    QVERIFY(found.front().saved.isValid()); // the info file came through whole
    QVERIFY(found.front().damage.isEmpty());
    answerNextPrompt(QMessageBox::Yes);
    QVERIFY(window.offerRecovery());
    ProjectDocument* document = window.projects()->document();
    QCOMPARE(document->sprites().size(), std::size_t{1});
    QCOMPARE(document->spriteAt(0)->path(), sprite);
    QVERIFY(document->isModified());
    QVERIFY(document->filePath().isEmpty());
    // The work moved into this session's recovery file, and is offered no more.
    QVERIFY(window.recovery()->hasRecovery());
    QVERIFY(!QFile::exists(recoveryFile));
    QVERIFY(window.recovery()->leftBehind().isEmpty());
}

void TestRecovery::savingRemovesTheRecoveryFile() {
    MainWindow window;
    ProjectController* projects = window.projects();
    QVERIFY(projects->addSprites({home_.filePath(QStringLiteral("hero.png"))}));
    QVERIFY(window.recovery()->saveNow());
    QVERIFY(window.recovery()->hasRecovery());
    QVERIFY(projects->saveAs(home_.filePath(QStringLiteral("saved.hitmask"))));
    QVERIFY(!window.recovery()->hasRecovery());
    // Nothing unsaved: nothing written.
    QVERIFY(!window.recovery()->saveNow());
}

void TestRecovery::eachSessionAutosavesToItsOwnFile() {
    MainWindow first;
    MainWindow second;
    for (MainWindow* window : {&first, &second}) {
        QVERIFY(window->projects()->addSprites({home_.filePath(QStringLiteral("hero.png"))}));
        QVERIFY(window->recovery()->saveNow());
    }
    QVERIFY(first.recovery()->file() != second.recovery()->file());
    QVERIFY(first.recovery()->hasRecovery() && second.recovery()->hasRecovery());
    // Both sessions run: neither's work is offered to a third.
    MainWindow third;
    QVERIFY(third.recovery()->leftBehind().isEmpty());
}

void TestRecovery::damagedRecoveryIsSaidNotOffered() {
    MainWindow maker;
    QVERIFY(maker.projects()->addSprites({home_.filePath(QStringLiteral("hero.png"))}));
    QVERIFY(maker.recovery()->saveNow());
    QFile whole(maker.recovery()->file());
    QVERIFY(whole.open(QIODevice::ReadOnly));
    QVERIFY(
        testing::leaveWork(QStringLiteral("4343-cut"), whole.readAll().left(40), {})); // cut short
    const QString damaged = Recovery::folder() + QStringLiteral("/4343-cut.hitmask");

    MainWindow window;
    int questions = 0;
    QTimer asked; // any question would be an offer of the damaged work
    connect(&asked, &QTimer::timeout, this, [&questions] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            ++questions;
            box->reject();
        }
    });
    asked.start(0);
    QVERIFY(!window.offerRecovery());
    asked.stop();
    QCOMPARE(questions, 0);
    const auto* problem = window.findChild<QMessageBox*>();
    QVERIFY(problem);
    QVERIFY2(problem->text().contains(QStringLiteral("cannot be restored")) &&
                 problem->text().contains(QStringLiteral("4343-cut.hitmask.damaged")),
             qPrintable(problem->text()));
    QVERIFY(!QFile::exists(damaged));
    QVERIFY(QFile::exists(damaged + QStringLiteral(".damaged"))); // kept for a closer look
    QVERIFY(window.recovery()->leftBehind().isEmpty());           // said once
}

void TestRecovery::restoredProjectOpenedAgainAsksNothing() {
    const QString project = home_.filePath(QStringLiteral("level.hitmask"));
    QByteArray autosaved;
    {
        MainWindow before;
        QVERIFY(before.projects()->addSprites({home_.filePath(QStringLiteral("hero.png"))}));
        QVERIFY(before.projects()->saveAs(project));
        before.maskSettings()->thresholdBox()->setValue(88);
        QVERIFY(before.recovery()->saveNow());
        QFile file(before.recovery()->file());
        QVERIFY(file.open(QIODevice::ReadOnly));
        autosaved = file.readAll();
    }
    QVERIFY(testing::leaveWork(QStringLiteral("4444-level"), autosaved, project));

    // As the editor starts with the project on its command line: the offer, then the file.
    MainWindow window;
    answerNextPrompt(QMessageBox::Yes);
    QVERIFY(window.offerRecovery());
    QString asked;
    QTimer questions; // a question here could only be whether to throw the work away
    connect(&questions, &QTimer::timeout, this, [&asked] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            asked = box->text();
            box->button(QMessageBox::Discard) ? box->button(QMessageBox::Discard)->click()
                                              : box->reject();
        }
    });
    questions.start(0);
    QVERIFY(window.projects()->openAll({project}));
    questions.stop();
    QVERIFY2(asked.isEmpty(), qPrintable(asked));
    ProjectDocument* document = window.projects()->document();
    QVERIFY(document->isModified());
    QCOMPARE(document->filePath(), project);
    QCOMPARE(document->spriteAt(0)->settings().threshold, 88);
}

void TestRecovery::restoredWhileOpenElsewhereIsReadOnly() {
    const QString project = home_.filePath(QStringLiteral("shared.hitmask"));
    QByteArray autosaved;
    {
        MainWindow before;
        QVERIFY(before.projects()->addSprites({home_.filePath(QStringLiteral("hero.png"))}));
        QVERIFY(before.projects()->saveAs(project));
        before.maskSettings()->thresholdBox()->setValue(99);
        QVERIFY(before.recovery()->saveNow());
        QFile file(before.recovery()->file());
        QVERIFY(file.open(QIODevice::ReadOnly));
        autosaved = file.readAll();
    }
    QVERIFY(testing::leaveWork(QStringLiteral("4545-shared"), autosaved, project));
    // Meanwhile another editor opened the project.
    MainWindow other;
    QVERIFY(other.projects()->open(project));
    QFile file(project);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray theirs = file.readAll();
    file.close();

    MainWindow window;
    answerNextPrompt(QMessageBox::Yes);
    QVERIFY(window.offerRecovery());
    QCOMPARE(window.projects()->document()->spriteAt(0)->settings().threshold, 99);
    QVERIFY2(window.windowTitle().contains(QStringLiteral("[read-only]")),
             qPrintable(window.windowTitle()));
    // Save asks where, and not over the other editor's project.
    QString proposed;
    QTimer::singleShot(0, this, [&proposed] {
        if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
            proposed = dialog->selectedFiles().value(0);
            dialog->reject();
        }
    });
    QVERIFY(!window.projects()->save());
    QCOMPARE(QFileInfo(proposed).fileName(), QFileInfo(project).fileName());
    QVERIFY(!window.projects()->saveAs(project));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), theirs);
    QVERIFY(window.projects()->document()->isModified());
}

void TestRecovery::olderWorkIsLeftForLaterAndDamageSaid() {
    QByteArray autosaved;
    {
        MainWindow maker;
        QVERIFY(maker.projects()->addSprites({home_.filePath(QStringLiteral("hero.png"))}));
        QVERIFY(maker.recovery()->saveNow());
        QFile file(maker.recovery()->file());
        QVERIFY(file.open(QIODevice::ReadOnly));
        autosaved = file.readAll();
    }
    QVERIFY(testing::leaveWork(QStringLiteral("4747-newest"), autosaved, {},
                               QStringLiteral("2026-03-01T10:00:00")));
    QVERIFY(testing::leaveWork(QStringLiteral("4748-older"), autosaved, {},
                               QStringLiteral("2026-02-01T10:00:00")));
    QVERIFY(testing::leaveWork(QStringLiteral("4749-cut"), autosaved.left(40), {},
                               QStringLiteral("2026-01-01T10:00:00")));

    MainWindow window;
    QString offered;
    QTimer::singleShot(0, this, [&offered] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        QVERIFY(box);
        offered = box->text();
        box->button(QMessageBox::Yes)->click();
    });
    QVERIFY(window.offerRecovery());
    QVERIFY2(offered.contains(QLocale().toString(QDateTime(QDate(2026, 3, 1), QTime(10, 0)),
                                                 QLocale::ShortFormat)),
             qPrintable(offered)); // the newest first
    // The damaged one is said even though other work was restored before it came up.
    QStringList problems;
    for (const QMessageBox* box : window.findChildren<QMessageBox*>())
        problems << box->text();
    QVERIFY2(problems.join(u'\n').contains(QStringLiteral("4749-cut.hitmask.damaged")),
             qPrintable(problems.join(u'\n')));
    // The older work is left for a later start, not held by this session unsaid.
    MainWindow later;
    const QList<Recovery::LeftWork> left = later.recovery()->leftBehind();
    QCOMPARE(left.size(), 1);
    QCOMPARE(QFileInfo(left.front().file).fileName(), QStringLiteral("4748-older.hitmask"));
    later.recovery()->discard(left.front());
}

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
