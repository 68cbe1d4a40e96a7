// SPDX-License-Identifier: MIT
// Autosave and crash recovery: a killed editor's unsaved work comes back.
#include "document/projectdocument.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "editor/recovery.h"
#include "support/documentfixture.h"
#include "support/isolatedhome.h"

#include <QAbstractButton>
#include <QMessageBox>
#include <QProcess>
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

private:
    void answerNextPrompt(QMessageBox::StandardButton button);

    testing::IsolatedHome home_;
};

void TestRecovery::initTestCase() {
    // The same data folder as the editor process started below.
    QCoreApplication::setOrganizationName(QStringLiteral("Hitmask"));
    QCoreApplication::setApplicationName(QStringLiteral("Hitmask"));
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
    QVERIFY(testing::makeImage(8, 8, [](int x, int y) { return x == y; }).save(sprite));

    // Opening an image adds it to a new, unsaved project: unsaved work to lose.
    QProcess editor;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HITMASK_AUTOSAVE_SECONDS"), QStringLiteral("1"));
    editor.setProcessEnvironment(env);
    editor.start(QStringLiteral(HITMASK_APP_PATH), {sprite});
    QVERIFY(editor.waitForStarted());
    const QString recoveryFile = Recovery::folder() + QStringLiteral("/recovery.hitmask");
    // The autosave writes the project, then its info file, each atomically: once the info
    // file is there, the whole autosave is.
    const QString infoFile = Recovery::folder() + QStringLiteral("/recovery.json");
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(recoveryFile) && QFile::exists(infoFile), 15000);
    editor.kill();
    QVERIFY(editor.waitForFinished());
    QVERIFY(QFile::exists(recoveryFile)); // a kill leaves it behind

    MainWindow window;
    QVERIFY(window.recovery()->recoveryTime().isValid()); // the info file came through whole
    answerNextPrompt(QMessageBox::Yes);
    QVERIFY(window.offerRecovery());
    ProjectDocument* document = window.projects()->document();
    QCOMPARE(document->sprites().size(), std::size_t{1});
    QCOMPARE(document->spriteAt(0)->path(), sprite);
    QVERIFY(document->isModified());
    QVERIFY(document->filePath().isEmpty());
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

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
