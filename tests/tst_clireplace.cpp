// SPDX-License-Identifier: MIT
// Exports of several formats into one folder: default names never collide, and a file
// Hitmask did not write in the format at hand is refused (exit 2, named) unless --force.
#include "support/artfixtures.h"
#include "support/clirunner.h"
#include "support/fixturefiles.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using hitmask::testing::readAll;
using hitmask::testing::runCli;
using hitmask::testing::writeAll;

namespace {
QByteArray firstLine(const QByteArray& bytes) {
    return bytes.left(bytes.indexOf('\n'));
}
} // namespace

class TestCliReplace : public QObject {
    Q_OBJECT

private slots:
    void init();
    void everyFormatKeepsItsOwnFile();
    void foreignFileIsRefused_data();
    void foreignFileIsRefused();
    void ownFileIsReplaced();
    void maskAndShapesRefuseForeignFiles();

private:
    QString out(const QString& name) const { return dir_->filePath(QStringLiteral("out/") + name); }
    std::unique_ptr<QTemporaryDir> dir_;
};

void TestCliReplace::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    QVERIFY(hitmask::testing::smallRedSprite().save(dir_->filePath(QStringLiteral("walker.png"))));
    writeAll(dir_->filePath(QStringLiteral("game.hitmask")),
             R"({"format": "hitmask-project", "version": 2, "sprites": [{"path": "walker.png"}]})");
}

// One format after another into one folder: each file is still the one its format wrote.
void TestCliReplace::everyFormatKeepsItsOwnFile() {
    for (const char* format : {"c", "shapes-c", "png", "shapes-json", "rle", "tiled", "godot"}) {
        const auto run =
            runCli({"export", "game.hitmask", "--format", format, "-o", "out"}, dir_->path());
        QVERIFY2(run.status == 0, format + (": " + run.err));
    }
    QVERIFY(firstLine(readAll(out("walker.h"))).contains(": collision mask"));
    QVERIFY(firstLine(readAll(out("walker.shapes.h"))).contains(": collision boxes"));
    QVERIFY(readAll(out("walker.png")).startsWith("\x89PNG"));
    const QJsonDocument frames = QJsonDocument::fromJson(readAll(out("walker.frames.json")));
    QCOMPARE(frames.object().value("frames").toArray().size(), 1);
    const QJsonDocument shapes = QJsonDocument::fromJson(readAll(out("walker.shapes.json")));
    QVERIFY(shapes.isArray());
    QCOMPARE(shapes.array().first().toObject().value("boxes").toArray().size(), 1);
    QVERIFY(readAll(out("walker.hmsk")).startsWith("HMSK"));
    QVERIFY(readAll(out("walker.tsx")).contains("<tileset"));
    QVERIFY(readAll(out("walker.tscn")).startsWith("[gd_scene"));
    QCOMPARE(QDir(dir_->filePath("out")).entryList(QDir::Files).size(), 8);
}

void TestCliReplace::foreignFileIsRefused_data() {
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("existing");
    const QByteArray text = "// my own notes\n";
    QTest::newRow("c over a file of mine") << "c"
                                           << "walker.h" << text;
    QTest::newRow("c over a shapes header")
        << "c"
        << "walker.h"
        << QByteArray("/* walker: collision boxes of walker.png, in pixels from the frame's "
                      "top-left corner. Made by Hitmask; do not edit. */\n");
    QTest::newRow("shapes-c over a mask header")
        << "shapes-c"
        << "walker.shapes.h"
        << QByteArray("/* walker: collision mask of walker.png, rle encoding. Made by Hitmask; "
                      "do not edit. */\n");
    QTest::newRow("rle over another HMSK-less file") << "rle"
                                                     << "walker.hmsk" << text;
    QTest::newRow("pbm over a PBM with a comment")
        << "pbm"
        << "walker.pbm" << QByteArray("P4\n# mine\n8 1\n\xff", 14);
    QTest::newRow("png over an image of mine") << "png"
                                               << "walker.png" << QByteArray("\x89PNG");
    QTest::newRow("png over a frame list of mine")
        << "png"
        << "walker.frames.json" << QByteArray("{\"frames\": {}}");
    QTest::newRow("shapes-json over JSON of mine")
        << "shapes-json"
        << "walker.shapes.json" << QByteArray("{\"level\": 1}");
    QTest::newRow("tiled over a tileset saved by Tiled")
        << "tiled"
        << "walker.tsx"
        << QByteArray("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tileset name=\"walker\"/>\n");
    QTest::newRow("godot over a scene saved by Godot")
        << "godot"
        << "walker.tscn" << QByteArray("[gd_scene format=3]\n");
}

void TestCliReplace::foreignFileIsRefused() {
    QFETCH(QString, format);
    QFETCH(QString, file);
    QFETCH(QByteArray, existing);
    QVERIFY(QDir(dir_->path()).mkpath("out"));
    writeAll(out(file), existing);
    auto run = runCli({"export", "game.hitmask", "--format", format, "-o", "out"}, dir_->path());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(QFile::encodeName(QDir::toNativeSeparators("out/" + file))), run.err);
    QCOMPARE(readAll(out(file)), existing);
    QCOMPARE(QDir(dir_->filePath("out")).entryList(QDir::Files), QStringList{file});
    run = runCli({"export", "game.hitmask", "--format", format, "-o", "out", "--force"},
                 dir_->path());
    QVERIFY2(run.status == 0, run.err);
    QVERIFY(readAll(out(file)) != existing);
    // Now it is Hitmask's own: the next export replaces it without --force.
    run = runCli({"export", "game.hitmask", "--format", format, "-o", "out"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
}

// An earlier export in another encoding or with other settings is replaced freely.
void TestCliReplace::ownFileIsReplaced() {
    auto run = runCli({"export", "game.hitmask", "--format", "c", "-o", "out"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    const QByteArray rle = readAll(out("walker.h"));
    run = runCli({"export", "game.hitmask", "--format", "c", "--encoding", "bits", "-o", "out"},
                 dir_->path());
    QVERIFY2(run.status == 0, run.err);
    QVERIFY(readAll(out("walker.h")) != rle);
    run = runCli({"export", "game.hitmask", "--format", "bits", "-o", "out"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    run = runCli({"export", "game.hitmask", "--format", "bytes", "-o", "out"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
}

void TestCliReplace::maskAndShapesRefuseForeignFiles() {
    writeAll(dir_->filePath("walker.h"), "int level;\n");
    auto run = runCli({"mask", "walker.png", "-o", "walker.h"}, dir_->path());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains("walker.h"), run.err);
    QCOMPARE(readAll(dir_->filePath("walker.h")), QByteArray("int level;\n"));
    run = runCli({"shapes", "walker.png", "--boxes", "--format", "shapes-c", "-o", "walker.h"},
                 dir_->path());
    QCOMPARE(run.status, 2);
    run = runCli({"mask", "walker.png", "-o", "walker.h", "--force"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    // A mask header is not a shapes header: shapes-c over it needs --force too.
    run = runCli({"shapes", "walker.png", "--boxes", "--format", "shapes-c", "-o", "walker.h"},
                 dir_->path());
    QCOMPARE(run.status, 2);
    QVERIFY(firstLine(readAll(dir_->filePath("walker.h"))).contains(": collision mask"));
    // The PNG's frame list goes beside it under its own name.
    run = runCli({"mask", "walker.png", "-o", "m/walker.png"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    QVERIFY(QFile::exists(dir_->filePath("m/walker.frames.json")));
}

QTEST_GUILESS_MAIN(TestCliReplace)
#include "tst_clireplace.moc"
