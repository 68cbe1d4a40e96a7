// SPDX-License-Identifier: MIT
// Symbolic links where outputs go: a link in an output's place is refused (exit 2, named)
// and with --force, or the editor's Replace, the link is replaced, never written through;
// a linked folder that leads out of the output folder is refused even with --force. A
// project's export folder that is absolute or leads out of the project is warned of.
#include "document/projectdocument.h"
#include "editor/exporting/exportdialog.h"
#include "editor/exporting/exportrunner.h"
#include "support/artfixtures.h"
#include "support/clirunner.h"
#include "support/documentfixture.h"
#include "support/fixturefiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;
using hitmask::testing::readAll;
using hitmask::testing::runCli;
using hitmask::testing::writeAll;

class TestOutputLinks : public QObject {
    Q_OBJECT

private slots:
    void init();
    void linkInOutputPlace_data();
    void linkInOutputPlace();
    void linkedFolderLeadingOut_data();
    void linkedFolderLeadingOut();
    void editorReplacesTheLink();
    void exportFolderLeavingTheProjectIsWarnedOf_data();
    void exportFolderLeavingTheProjectIsWarnedOf();
    void exportDialogNotesTheFolder();

private:
    QString path(const QString& name) const { return dir_->filePath(name); }
    void writeProject(const QByteArray& exportSettings);
    std::unique_ptr<QTemporaryDir> dir_;
};

void TestOutputLinks::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    QVERIFY(hitmask::testing::smallRedSprite().save(path(QStringLiteral("ship.png"))));
    QVERIFY(QDir(dir_->path()).mkpath(QStringLiteral("out")));
    QVERIFY(QDir(dir_->path()).mkpath(QStringLiteral("elsewhere")));
}

void TestOutputLinks::writeProject(const QByteArray& exportSettings) {
    writeAll(path(QStringLiteral("game.hitmask")),
             R"({"format": "hitmask-project", "version": 2, "sprites": [{"path": "ship.png"}])" +
                 (exportSettings.isEmpty() ? QByteArray() : ", \"export\": " + exportSettings) +
                 "}");
}

void TestOutputLinks::linkInOutputPlace_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("output");
    // "foreign", "ours" (Hitmask's), "none" or "input" (the sprite itself)
    QTest::addColumn<QString>("target");
    const QStringList mask{"mask", "ship.png", "-o", "out", "--pattern", "{sprite}.{ext}"};
    const QStringList exportProject{"export", "game.hitmask", "-o", "out"};
    for (const char* target : {"foreign", "ours", "none", "input"}) {
        QTest::addRow("mask, link to %s", target) << mask << "out/ship.hmsk" << target;
        QTest::addRow("mask one file, link to %s", target)
            << QStringList{"mask", "ship.png", "-o", "out/ship.hmsk"} << "out/ship.hmsk" << target;
        QTest::addRow("export, link to %s", target) << exportProject << "out/ship.hmsk" << target;
    }
    QTest::newRow("shapes") << QStringList{"shapes", "ship.png", "--boxes", "-o",
                                           "out/ship.shapes.json"}
                            << "out/ship.shapes.json"
                            << "foreign";
}

void TestOutputLinks::linkInOutputPlace() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, output);
    QFETCH(QString, target);
    writeProject({});
    // The link's target: another tool's file, a mask Hitmask wrote for another game (of
    // another sprite, so that writing through would change it), nothing, or the sprite.
    const QString linked = target == u"input" ? path(QStringLiteral("ship.png"))
                                              : path(QStringLiteral("elsewhere/linked.hmsk"));
    if (target == u"foreign")
        writeAll(linked, "someone else's file\n");
    if (target == u"ours") {
        QImage other(4, 4, QImage::Format_RGBA8888);
        other.fill(Qt::red);
        QVERIFY(other.save(path(QStringLiteral("other.png"))));
        QCOMPARE(runCli({"mask", "other.png", "-o", linked}, dir_->path()).status, 0);
    }
    const QByteArray before = readAll(linked);
    QVERIFY(QFile::link(linked, path(output)));

    auto run = runCli(arguments, dir_->path());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(("is a link to " + linked).toUtf8()), run.err.constData());
    QVERIFY2(run.err.contains("--force replaces the link"), run.err.constData());
    QVERIFY(QFileInfo(path(output)).isSymLink());
    QCOMPARE(readAll(linked), before);

    run = runCli(arguments + QStringList{"--force"}, dir_->path());
    QVERIFY2(run.status == 0, run.err.constData());
    QVERIFY(!QFileInfo(path(output)).isSymLink());
    QVERIFY(QFileInfo(path(output)).isFile());
    QVERIFY(!readAll(path(output)).isEmpty());
    QCOMPARE(QFileInfo::exists(linked), target != u"none");
    QCOMPARE(readAll(linked), before);
}

void TestOutputLinks::linkedFolderLeadingOut_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("mask") << QStringList{"mask",      "ship.png",           "-o",     "out",
                                         "--pattern", "sub/{sprite}.{ext}", "--force"};
    QTest::newRow("export") << QStringList{"export", "game.hitmask", "--force"};
}

void TestOutputLinks::linkedFolderLeadingOut() {
    QFETCH(QStringList, arguments);
    writeProject(R"({"folder": "out", "pattern": "sub/{sprite}.{ext}"})");
    QVERIFY(QFile::link(path(QStringLiteral("elsewhere")), path(QStringLiteral("out/sub"))));
    const auto run = runCli(arguments, dir_->path());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains("outside the output folder"), run.err.constData());
    QVERIFY2(run.err.contains(path("elsewhere/ship.hmsk").toUtf8()), run.err.constData());
    QCOMPARE(QDir(path(QStringLiteral("elsewhere"))).entryList(QDir::Files), QStringList());
}

// Export Masks in the editor: the link is among the files it asks about, and Replace
// replaces the link.
void TestOutputLinks::editorReplacesTheLink() {
    ProjectDocument document;
    document.setFilePath(path(QStringLiteral("game.hitmask")));
    testing::addSprite(document, path(QStringLiteral("ship.png")),
                       QImage(path(QStringLiteral("ship.png"))));
    ExportSettings settings = document.exportSettings();
    settings.folder = QStringLiteral("out");
    settings.pattern = QStringLiteral("{sprite}.{ext}");
    const QString target = path(QStringLiteral("elsewhere/notes.txt"));
    writeAll(target, "kept\n");
    const QString output = path(QStringLiteral("out/ship.hmsk"));
    QVERIFY(QFile::link(target, output));
    QStringList asked;
    const ExportOutcome outcome =
        ExportRunner::run(nullptr, document, settings, [&](const QStringList& foreign) {
            asked = foreign;
            return true;
        });
    QVERIFY2(outcome.succeeded(), qPrintable(outcome.error));
    QCOMPARE(asked, QStringList{output});
    QVERIFY(!QFileInfo(output).isSymLink());
    QVERIFY(readAll(output).startsWith("HMSK"));
    QCOMPARE(readAll(target), QByteArray("kept\n"));
}

void TestOutputLinks::exportFolderLeavingTheProjectIsWarnedOf_data() {
    QTest::addColumn<QByteArray>("settings");
    QTest::addColumn<QByteArray>("warning"); // empty: none
    QTest::newRow("inside") << QByteArray(R"({"folder": "out"})") << QByteArray();
    QTest::newRow("dot dot") << QByteArray(R"({"folder": "../elsewhere"})")
                             << QByteArray("the export folder ../elsewhere leads out of the "
                                           "project's folder");
    QTest::newRow("absolute") << QByteArray(R"({"folder": "ELSEWHERE"})")
                              << QByteArray("is an absolute path");
    QTest::newRow("linked") << QByteArray(R"({"folder": "linked"})")
                            << QByteArray("the export folder linked leads out of the project's "
                                          "folder, to ");
}

void TestOutputLinks::exportFolderLeavingTheProjectIsWarnedOf() {
    QFETCH(QByteArray, settings);
    QFETCH(QByteArray, warning);
    // The project in a folder of its own, so that "../elsewhere" leaves it.
    QVERIFY(QDir(dir_->path()).mkpath(QStringLiteral("game")));
    QVERIFY(QFile::copy(path("ship.png"), path("game/ship.png")));
    QVERIFY(QFile::link(path(QStringLiteral("elsewhere")), path(QStringLiteral("game/linked"))));
    settings.replace("ELSEWHERE", path(QStringLiteral("elsewhere")).toUtf8());
    writeAll(path(QStringLiteral("game/game.hitmask")),
             R"({"format": "hitmask-project", "version": 2, "sprites": [{"path": "ship.png"}],)"
             R"( "export": )" +
                 settings + "}");
    auto run = runCli({"export", "game.hitmask"}, path(QStringLiteral("game")));
    QVERIFY2(run.status == 0, run.err.constData());
    if (warning.isEmpty()) {
        QVERIFY2(!run.err.contains("warning"), run.err.constData());
        return;
    }
    QVERIFY2(run.err.contains("hitmask-cli: warning: the export folder "), run.err.constData());
    QVERIFY2(run.err.contains(warning), run.err.constData());
    QCOMPARE(run.err.count("warning"), 1);
    // -o chooses the folder: the project's is not used, so not warned of.
    run = runCli({"export", "game.hitmask", "-o", "here"}, path(QStringLiteral("game")));
    QVERIFY2(run.status == 0 && !run.err.contains("warning"), run.err.constData());
}

void TestOutputLinks::exportDialogNotesTheFolder() {
    ProjectDocument document;
    document.setFilePath(path(QStringLiteral("game/game.hitmask")));
    testing::addSprite(document, path(QStringLiteral("ship.png")),
                       QImage(path(QStringLiteral("ship.png"))));
    ExportDialog dialog(document);
    dialog.show();
    auto* note = dialog.findChild<QLabel*>(QStringLiteral("folderNote"));
    QVERIFY(note);
    QVERIFY(!note->isVisible());
    auto* folder = dialog.findChild<QLineEdit*>(QStringLiteral("folder"));
    folder->setText(QStringLiteral("../shared"));
    QVERIFY(note->isVisible());
    QVERIFY2(note->text().contains(u"leads out of the project's folder"), qPrintable(note->text()));
    folder->setText(QStringLiteral("masks"));
    QVERIFY(!note->isVisible());
}

QTEST_MAIN(TestOutputLinks)
#include "tst_outputlinks.moc"
