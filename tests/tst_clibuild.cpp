// SPDX-License-Identifier: MIT
// hitmask-cli as a build step: standard output, several sprites, depfiles, outputs left
// alone when unchanged, options before the command.
#include "support/clirunner.h"
#include "support/fixturefiles.h"

#include <QDateTime>
#include <QDir>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = hitmask::testing::CliRun;
using hitmask::testing::readAll;
using hitmask::testing::runCli;

// A sprite whose solid pixels depend on `seed`, so different sprites give different masks.
bool writeSprite(const QString& path, int width, int height, int seed) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QImage image(width, height, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            if ((x * 7 + y * 3 + seed) % 5 < 2)
                image.setPixelColor(x, y, QColor(200, 40, 40, 255));
    return image.save(path, "PNG");
}

const QDateTime kLongAgo(QDate(2001, 2, 3), QTime(4, 5, 6), Qt::UTC);

const QDateTime kLater = kLongAgo.addDays(1);

bool setModified(const QString& path, const QDateTime& time) {
    QFile file(path);
    return file.open(QIODevice::ReadWrite) &&
           file.setFileTime(time, QFileDevice::FileModificationTime);
}

QDateTime modified(const QString& path) {
    return QFileInfo(path).fileTime(QFileDevice::FileModificationTime).toUTC();
}

} // namespace

class TestCliBuild : public QObject {
    Q_OBJECT

private slots:
    void init();
    void dashWritesStandardOutput();
    void maskMakesMissingFolders();
    void severalSprites();
    void severalSpritesRefuseOneOutputForTwo_data();
    void severalSpritesRefuseOneOutputForTwo();
    void depfileForMask();
    void depfileForExport();
    void depfileForExportNamesSidecars();
    void depfileForShapes();
    void unchangedOutputsKeepTheirTime();
    void touchedInputDatesUnchangedOutput_data();
    void touchedInputDatesUnchangedOutput();
    void optionsBeforeTheCommand();

private:
    QString path(const QString& name) const { return dir_->filePath(name); }
    std::unique_ptr<QTemporaryDir> dir_;
};

void TestCliBuild::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    QVERIFY(writeSprite(path(QStringLiteral("ship.png")), 9, 5, 0));
    QVERIFY(writeSprite(path(QStringLiteral("rock.png")), 6, 7, 3));
}

void TestCliBuild::dashWritesStandardOutput() {
    const Run toFile =
        runCli({QStringLiteral("mask"), QStringLiteral("ship.png"), QStringLiteral("--format"),
                QStringLiteral("rle"), QStringLiteral("-o"), QStringLiteral("ship.hmsk")},
               dir_->path());
    QCOMPARE(toFile.status, 0);
    const Run toStdout =
        runCli({QStringLiteral("mask"), QStringLiteral("ship.png"), QStringLiteral("--format"),
                QStringLiteral("rle"), QStringLiteral("-o"), QStringLiteral("-")},
               dir_->path());
    QCOMPARE(toStdout.status, 0);
    QVERIFY(toStdout.out.startsWith("HMSK"));
    QCOMPARE(toStdout.out, readAll(path(QStringLiteral("ship.hmsk"))));
    QVERIFY(!QFile::exists(path(QStringLiteral("-"))));
    // Binary bytes pass unchanged (no text conversion of 0x0A, 0x0D or 0x00).
    const Run bytes = runCli({QStringLiteral("mask"), QStringLiteral("ship.png"),
                              QStringLiteral("--raw"), QStringLiteral("-o"), QStringLiteral("-")},
                             dir_->path());
    QCOMPARE(bytes.status, 0);
    QCOMPARE(bytes.out.size(), 9 * 5);
    // One mask only on standard output, and no depfile for it.
    const Run two = runCli({QStringLiteral("mask"), QStringLiteral("ship.png"),
                            QStringLiteral("rock.png"), QStringLiteral("-o"), QStringLiteral("-")},
                           dir_->path());
    QCOMPARE(two.status, 2);
    QVERIFY(two.out.isEmpty());
    const Run depfile =
        runCli({QStringLiteral("mask"), QStringLiteral("ship.png"), QStringLiteral("-o"),
                QStringLiteral("-"), QStringLiteral("--depfile"), QStringLiteral("d.d")},
               dir_->path());
    QCOMPARE(depfile.status, 2);
    QVERIFY(!QFile::exists(path(QStringLiteral("d.d"))));
}

void TestCliBuild::maskMakesMissingFolders() {
    const QString out = path(QStringLiteral("build/masks/deep/ship.hmsk"));
    const Run run =
        runCli({QStringLiteral("mask"), QStringLiteral("ship.png"), QStringLiteral("-o"), out},
               dir_->path());
    QVERIFY2(run.status == 0, run.err);
    QVERIFY(readAll(out).startsWith("HMSK"));
}

void TestCliBuild::severalSprites() {
    QVERIFY(writeSprite(path(QStringLiteral("art/wall tile.png")), 4, 4, 1));
    const QStringList sprites{QStringLiteral("ship.png"), QStringLiteral("rock.png"),
                              QStringLiteral("art/wall tile.png")};
    const Run run = runCli(QStringList{QStringLiteral("mask")}
                               << sprites << QStringLiteral("--format") << QStringLiteral("bits")
                               << QStringLiteral("-o") << QStringLiteral("masks"),
                           dir_->path());
    QVERIFY2(run.status == 0, run.err);
    const QStringList written = QDir(path(QStringLiteral("masks"))).entryList(QDir::Files);
    QCOMPARE(written, (QStringList{"rock.hmsk", "ship.hmsk", "wall tile.hmsk"})); // sorted by name
    // Each is what the sprite alone gives.
    for (const QString& sprite : sprites) {
        const Run alone =
            runCli({QStringLiteral("mask"), sprite, QStringLiteral("--format"),
                    QStringLiteral("bits"), QStringLiteral("-o"), QStringLiteral("-")},
                   dir_->path());
        QCOMPARE(alone.status, 0);
        QCOMPARE(readAll(path(QStringLiteral("masks/") + QFileInfo(sprite).completeBaseName() +
                              QStringLiteral(".hmsk"))),
                 alone.out);
    }
    // A pattern names the files, and makes -o a folder even for one sprite.
    const Run patterned = runCli(
        {QStringLiteral("mask"), QStringLiteral("ship.png"), QStringLiteral("--format"),
         QStringLiteral("c"), QStringLiteral("--pattern"), QStringLiteral("{sprite}_mask.{ext}"),
         QStringLiteral("-o"), QStringLiteral("headers")},
        dir_->path());
    QVERIFY2(patterned.status == 0, patterned.err);
    QVERIFY(readAll(path(QStringLiteral("headers/ship_mask.h"))).contains("HITMASK_SHIP_WIDTH 9"));
    // So does an existing folder, or a path ending in a slash.
    QVERIFY(QDir().mkpath(path(QStringLiteral("into"))));
    QCOMPARE(runCli({QStringLiteral("mask"), QStringLiteral("rock.png"), QStringLiteral("-o"),
                     QStringLiteral("into")},
                    dir_->path())
                 .status,
             0);
    QVERIFY(QFileInfo(path(QStringLiteral("into/rock.hmsk"))).isFile());
    QCOMPARE(runCli({QStringLiteral("mask"), QStringLiteral("rock.png"), QStringLiteral("-o"),
                     QStringLiteral("new/")},
                    dir_->path())
                 .status,
             0);
    QVERIFY(QFileInfo(path(QStringLiteral("new/rock.hmsk"))).isFile());
}

void TestCliBuild::severalSpritesRefuseOneOutputForTwo_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("same name in two folders")
        << QStringList{QStringLiteral("ship.png"), QStringLiteral("other/ship.png"),
                       QStringLiteral("rock.png"), QStringLiteral("-o"), QStringLiteral("out")}
        << "ship.png and other/ship.png would both write";
    QTest::newRow("pattern without {sprite}")
        << QStringList{QStringLiteral("ship.png"),  QStringLiteral("rock.png"),
                       QStringLiteral("--pattern"), QStringLiteral("mask.{ext}"),
                       QStringLiteral("-o"),        QStringLiteral("out")}
        << "would both write";
    QTest::newRow("same sprite twice")
        << QStringList{QStringLiteral("rock.png"), QStringLiteral("./rock.png"),
                       QStringLiteral("-o"), QStringLiteral("out")}
        << "would both write";
    QTest::newRow("onto the sprite itself") << QStringList{QStringLiteral("ship.png"),
                                                           QStringLiteral("--format"),
                                                           QStringLiteral("png"),
                                                           QStringLiteral("--pattern"),
                                                           QStringLiteral("{sprite}.{ext}"),
                                                           QStringLiteral("-o"),
                                                           QStringLiteral(".")}
                                            << "would overwrite the sprite ship.png";
    QTest::newRow("--name for several")
        << QStringList{QStringLiteral("ship.png"), QStringLiteral("rock.png"),
                       QStringLiteral("--name"),   QStringLiteral("x"),
                       QStringLiteral("-o"),       QStringLiteral("out")}
        << "--name names one sprite";
}

void TestCliBuild::severalSpritesRefuseOneOutputForTwo() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QVERIFY(writeSprite(path(QStringLiteral("other/ship.png")), 3, 3, 2));
    const QByteArray shipBefore = readAll(path(QStringLiteral("ship.png")));
    const Run run = runCli(QStringList{QStringLiteral("mask")} + arguments, dir_->path());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.startsWith("hitmask-cli: ") && run.err.count('\n') == 1, run.err);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err);
    // Nothing written, not even the first sprite's mask.
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("out"))));
    QCOMPARE(readAll(path(QStringLiteral("ship.png"))), shipBefore);
}

void TestCliBuild::depfileForMask() {
    // Spaces, '#' and '$' are escaped as Make and Ninja read them.
    QVERIFY(writeSprite(path(QStringLiteral("odd $name #1.png")), 3, 3, 4));
    const Run run = runCli({QStringLiteral("mask"), QStringLiteral("ship.png"),
                            QStringLiteral("odd $name #1.png"), QStringLiteral("-o"),
                            QStringLiteral("my masks"), QStringLiteral("--depfile"),
                            QStringLiteral("deps/masks.d")},
                           dir_->path());
    QVERIFY2(run.status == 0, run.err);
    const QString root = QDir(dir_->path()).canonicalPath();
    QVERIFY2(!root.contains(u' ') && !root.contains(u'$') && !root.contains(u'#'),
             qPrintable(root));
    // Sorted by output (odd before ship); the first rule names every input.
    const QString expected = root + "/my\\ masks/odd\\ $$name\\ \\#1.hmsk: \\\n  " + root +
                             "/odd\\ $$name\\ \\#1.png \\\n  " + root + "/ship.png\n" + root +
                             "/my\\ masks/ship.hmsk: \\\n  " + root + "/ship.png\n";
    QCOMPARE(QString::fromUtf8(readAll(path(QStringLiteral("deps/masks.d")))), expected);
}

void TestCliBuild::depfileForExport() {
    // A project written by hand, as the file format documents it.
    QFile project(path(QStringLiteral("game/game.hitmask")));
    QVERIFY(QDir().mkpath(path(QStringLiteral("game"))));
    QVERIFY(writeSprite(path(QStringLiteral("game/art/hero.png")), 5, 5, 1));
    QVERIFY(project.open(QIODevice::WriteOnly));
    project.write(R"({"format": "hitmask-project", "version": 1, "sprites": [
        {"path": "art/hero.png", "threshold": 0, "colorKey": null,
         "frames": [{"rect": [0, 0, 5, 5]}]},
        {"path": "../ship.png", "threshold": 0, "colorKey": null,
         "frames": [{"rect": [0, 0, 9, 5]}]}]})");
    project.close();
    const Run run =
        runCli({QStringLiteral("export"), QStringLiteral("game/game.hitmask"), QStringLiteral("-o"),
                QStringLiteral("out"), QStringLiteral("--format"), QStringLiteral("rle"),
                QStringLiteral("--depfile"), QStringLiteral("out/export.d"), QStringLiteral("-q")},
               dir_->path());
    QVERIFY2(run.status == 0, run.err);
    const QString root = QDir(dir_->path()).canonicalPath();
    const QString projectPath = root + "/game/game.hitmask";
    // The default pattern keeps each sprite's folder ({dir}; ".." becomes "_").
    // "_" (0x5F) sorts before "a": the ship's mask comes first though the project names it
    // second, and its rule names every input.
    const QString expected = root + "/out/_/ship.hmsk: \\\n  " + projectPath + " \\\n  " + root +
                             "/ship.png \\\n  " + root + "/game/art/hero.png\n" + root +
                             "/out/art/hero.hmsk: \\\n  " + projectPath + " \\\n  " + root +
                             "/game/art/hero.png\n";
    QCOMPARE(QString::fromUtf8(readAll(path(QStringLiteral("out/export.d")))), expected);
}

// The PNG's frame list is written too: it has a rule of its own (so Ninja knows it), and
// the count says every file written.
void TestCliBuild::depfileForExportNamesSidecars() {
    QFile project(path(QStringLiteral("game/game.hitmask")));
    QVERIFY(QDir().mkpath(path(QStringLiteral("game"))));
    QVERIFY(writeSprite(path(QStringLiteral("game/hero.png")), 5, 5, 1));
    QVERIFY(project.open(QIODevice::WriteOnly));
    project.write(R"({"format": "hitmask-project", "version": 1, "sprites": [
        {"path": "hero.png", "threshold": 0, "colorKey": null,
         "frames": [{"rect": [0, 0, 5, 5]}]}]})");
    project.close();
    const Run run =
        runCli({QStringLiteral("export"), QStringLiteral("game/game.hitmask"), QStringLiteral("-o"),
                QStringLiteral("out"), QStringLiteral("--format"), QStringLiteral("png"),
                QStringLiteral("--depfile"), QStringLiteral("out/export.d")},
               dir_->path());
    QVERIFY2(run.status == 0, run.err);
    QVERIFY2(run.err.contains("Exported 2 file"), run.err);
    const QString root = QDir(dir_->path()).canonicalPath();
    const QString inputs =
        " \\\n  " + root + "/game/game.hitmask \\\n  " + root + "/game/hero.png\n";
    const QString expected =
        root + "/out/hero.frames.json:" + inputs + root + "/out/hero.png:" + inputs;
    QCOMPARE(QString::fromUtf8(readAll(path(QStringLiteral("out/export.d")))), expected);
    QVERIFY(QFile::exists(path(QStringLiteral("out/hero.frames.json"))));
}

void TestCliBuild::depfileForShapes() {
    // An image cut by a sheet JSON depends on both.
    QFile sheet(path(QStringLiteral("ship sheet.json")));
    QVERIFY(sheet.open(QIODevice::WriteOnly));
    sheet.write(R"({"frames": [{"filename": "a", "frame": {"x": 0, "y": 0, "w": 9, "h": 5}}],
        "meta": {"image": "ship.png"}})");
    sheet.close();
    Run run = runCli(
        {QStringLiteral("shapes"), QStringLiteral("ship.png"), QStringLiteral("--sheet-json"),
         QStringLiteral("ship sheet.json"), QStringLiteral("--boxes"), QStringLiteral("-o"),
         QStringLiteral("s/ship.json"), QStringLiteral("--depfile"), QStringLiteral("s/ship.d")},
        dir_->path());
    QVERIFY2(run.status == 0, run.err);
    const QString root = QDir(dir_->path()).canonicalPath();
    QCOMPARE(QString::fromUtf8(readAll(path(QStringLiteral("s/ship.d")))),
             root + "/s/ship.json: \\\n  " + root + "/ship.png \\\n  " + root +
                 "/ship\\ sheet.json\n");
    // A project's sprite depends on the project (hand edits, rules) and on its image.
    QFile project(path(QStringLiteral("game.hitmask")));
    QVERIFY(project.open(QIODevice::WriteOnly));
    project.write(R"({"format": "hitmask-project", "version": 2, "sprites": [
        {"path": "ship.png"}, {"path": "rock.png"}]})");
    project.close();
    run = runCli({QStringLiteral("shapes"), QStringLiteral("game.hitmask"),
                  QStringLiteral("--sprite"), QStringLiteral("rock"), QStringLiteral("--polygons"),
                  QStringLiteral("--format"), QStringLiteral("shapes-c"), QStringLiteral("-o"),
                  QStringLiteral("rock.h"), QStringLiteral("--depfile"), QStringLiteral("rock.d")},
                 dir_->path());
    QVERIFY2(run.status == 0, run.err);
    QCOMPARE(QString::fromUtf8(readAll(path(QStringLiteral("rock.d")))),
             root + "/rock.h: \\\n  " + root + "/game.hitmask \\\n  " + root + "/rock.png\n");
    // Printed shapes have no output for a depfile to name.
    run = runCli({QStringLiteral("shapes"), QStringLiteral("ship.png"), QStringLiteral("--boxes"),
                  QStringLiteral("--json"), QStringLiteral("--depfile"), QStringLiteral("x.d")},
                 dir_->path());
    QCOMPARE(run.status, 2);
    QVERIFY(!QFile::exists(path(QStringLiteral("x.d"))));
}

void TestCliBuild::unchangedOutputsKeepTheirTime() {
    const QStringList mask{QStringLiteral("mask"),     QStringLiteral("ship.png"),
                           QStringLiteral("rock.png"), QStringLiteral("-o"),
                           QStringLiteral("masks"),    QStringLiteral("--depfile"),
                           QStringLiteral("masks.d")};
    QCOMPARE(runCli(mask, dir_->path()).status, 0);
    const QString ship = path(QStringLiteral("masks/ship.hmsk"));
    const QString rock = path(QStringLiteral("masks/rock.hmsk"));
    const QString depfile = path(QStringLiteral("masks.d"));
    // Inputs older than the outputs, as after a build.
    for (const QString& file : {path(QStringLiteral("ship.png")), path(QStringLiteral("rock.png"))})
        QVERIFY(setModified(file, kLongAgo));
    for (const QString& file : {ship, rock, depfile})
        QVERIFY(setModified(file, kLater));
    // The rock's art changes, the ship's does not: only the rock's mask is rewritten.
    QVERIFY(writeSprite(path(QStringLiteral("rock.png")), 6, 7, 4));
    QCOMPARE(runCli(mask, dir_->path()).status, 0);
    QCOMPARE(modified(ship), kLater);
    QCOMPARE(modified(depfile), kLater);
    QVERIFY(modified(rock) > kLater);

    // The same for export, file by file.
    QFile project(path(QStringLiteral("game.hitmask")));
    QVERIFY(project.open(QIODevice::WriteOnly));
    project.write(R"({"format": "hitmask-project", "version": 1, "sprites": [
        {"path": "ship.png", "threshold": 0, "colorKey": null, "frames": [{"rect": [0, 0, 9, 5]}]},
        {"path": "rock.png", "threshold": 0, "colorKey": null, "frames": [{"rect": [0, 0, 6, 7]}]}
        ]})");
    project.close();
    const QStringList exportArgs{QStringLiteral("export"),   QStringLiteral("game.hitmask"),
                                 QStringLiteral("-o"),       QStringLiteral("exported"),
                                 QStringLiteral("--format"), QStringLiteral("c"),
                                 QStringLiteral("-q")};
    QCOMPARE(runCli(exportArgs, dir_->path()).status, 0);
    const QString shipHeader = path(QStringLiteral("exported/ship.h"));
    const QString rockHeader = path(QStringLiteral("exported/rock.h"));
    for (const QString& file : {path(QStringLiteral("ship.png")), path(QStringLiteral("rock.png")),
                                path(QStringLiteral("game.hitmask"))})
        QVERIFY(setModified(file, kLongAgo));
    QVERIFY(setModified(shipHeader, kLater));
    QVERIFY(setModified(rockHeader, kLater));
    QCOMPARE(runCli(exportArgs, dir_->path()).status, 0);
    QCOMPARE(modified(shipHeader), kLater);
    QCOMPARE(modified(rockHeader), kLater);
    QVERIFY(writeSprite(path(QStringLiteral("rock.png")), 6, 7, 0));
    QCOMPARE(runCli(exportArgs, dir_->path()).status, 0);
    QCOMPARE(modified(shipHeader), kLater);
    QVERIFY(modified(rockHeader) > kLater);
}

void TestCliBuild::touchedInputDatesUnchangedOutput_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("outputs");
    QTest::addColumn<QString>("touched");
    QTest::newRow("mask, with a side-car")
        << QStringList{QStringLiteral("mask"),     QStringLiteral("ship.png"),
                       QStringLiteral("--format"), QStringLiteral("png"),
                       QStringLiteral("-o"),       QStringLiteral("out/ship.png")}
        << QStringList{QStringLiteral("out/ship.png"), QStringLiteral("out/ship.frames.json")}
        << QStringLiteral("ship.png");
    const QStringList exportArgs{QStringLiteral("export"),   QStringLiteral("game.hitmask"),
                                 QStringLiteral("-o"),       QStringLiteral("out"),
                                 QStringLiteral("--format"), QStringLiteral("rle"),
                                 QStringLiteral("-q")};
    const QStringList exported{QStringLiteral("out/ship.hmsk"), QStringLiteral("out/rock.hmsk")};
    QTest::newRow("export, the project touched")
        << exportArgs << exported << QStringLiteral("game.hitmask");
    QTest::newRow("export, a sprite touched")
        << exportArgs << QStringList{QStringLiteral("out/rock.hmsk")} << QStringLiteral("rock.png");
}

// Make has no restat: an output older than an input it was made from is remade on every
// build, so a touched input must leave its unchanged outputs newer than itself.
void TestCliBuild::touchedInputDatesUnchangedOutput() {
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, outputs);
    QFETCH(QString, touched);
    QFile project(path(QStringLiteral("game.hitmask")));
    QVERIFY(project.open(QIODevice::WriteOnly));
    project.write(R"({"format": "hitmask-project", "version": 1, "sprites": [
        {"path": "ship.png", "threshold": 0, "colorKey": null, "frames": [{"rect": [0, 0, 9, 5]}]},
        {"path": "rock.png", "threshold": 0, "colorKey": null, "frames": [{"rect": [0, 0, 6, 7]}]}
        ]})");
    project.close();
    for (const QString& input :
         {QStringLiteral("ship.png"), QStringLiteral("rock.png"), QStringLiteral("game.hitmask")})
        QVERIFY(setModified(path(input), kLongAgo));
    QCOMPARE(runCli(arguments, dir_->path()).status, 0);
    QList<QByteArray> bytes;
    for (const QString& output : outputs) {
        QVERIFY(setModified(path(output), kLater));
        bytes.append(readAll(path(output)));
        QVERIFY(!bytes.last().isEmpty());
    }
    // Touched: a time past the outputs', the bytes as they were.
    const QDateTime touchTime = kLater.addSecs(10);
    QVERIFY(setModified(path(touched), touchTime));
    QCOMPARE(runCli(arguments, dir_->path()).status, 0);
    QList<QDateTime> dated;
    for (qsizetype i = 0; i < outputs.size(); ++i) {
        QCOMPARE(readAll(path(outputs[i])), bytes[i]);
        QVERIFY2(modified(path(outputs[i])) >= touchTime, qPrintable(outputs[i]));
        dated.append(modified(path(outputs[i])));
    }
    // Nothing touched since: nothing changes, not even a time stamp.
    QCOMPARE(runCli(arguments, dir_->path()).status, 0);
    for (qsizetype i = 0; i < outputs.size(); ++i)
        QCOMPARE(modified(path(outputs[i])), dated[i]);
}

void TestCliBuild::optionsBeforeTheCommand() {
    const Run after =
        runCli({QStringLiteral("mask"), QStringLiteral("ship.png"), QStringLiteral("--format"),
                QStringLiteral("c"), QStringLiteral("--name"), QStringLiteral("hero"),
                QStringLiteral("-o"), QStringLiteral("-")},
               dir_->path());
    QCOMPARE(after.status, 0);
    const Run before =
        runCli({QStringLiteral("--format"), QStringLiteral("c"), QStringLiteral("--name"),
                QStringLiteral("hero"), QStringLiteral("-o"), QStringLiteral("-"),
                QStringLiteral("mask"), QStringLiteral("ship.png")},
               dir_->path());
    QVERIFY2(before.status == 0, before.err);
    QCOMPARE(before.out, after.out);
    // The usage line each command's help prints is one that works.
    const Run help = runCli({QStringLiteral("mask"), QStringLiteral("--help")}, dir_->path());
    QVERIFY2(help.out.contains("hitmask-cli [options] mask SPRITE"), help.out);
    const Run helpFirst = runCli({QStringLiteral("--help"), QStringLiteral("mask")}, dir_->path());
    QCOMPARE(helpFirst.out, help.out);
    const Run bad = runCli({QStringLiteral("--format"), QStringLiteral("c")}, dir_->path());
    QCOMPARE(bad.status, 2);
}

QTEST_GUILESS_MAIN(TestCliBuild)
#include "tst_clibuild.moc"
