// SPDX-License-Identifier: MIT
// hitmask-cli never writes over a file it reads (a sprite, its sheet JSON, the project),
// over one of its own outputs, or outside its output folder: it refuses with exit 2 and
// one line, and every file is left byte for byte as it was.
#include "support/clirunner.h"
#include "support/fixturefiles.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using hitmask::testing::readAll;
using hitmask::testing::runCli;

namespace {

// Every file under `root`, relative path -> bytes.
QMap<QString, QByteArray> snapshot(const QString& root) {
    QMap<QString, QByteArray> files;
    const QDir dir(root);
    const auto entries = dir.entryInfoList(QDir::Files | QDir::System | QDir::NoDotAndDotDot);
    for (const QFileInfo& info : entries)
        files.insert(info.fileName(), readAll(info.absoluteFilePath()));
    return files;
}

} // namespace

class TestCliOutputs final : public QObject {
    Q_OBJECT

private slots:
    void init();
    void refusedAndNothingWritten_data();
    void refusedAndNothingWritten();
    void symlinkToTheSpriteIsTheSprite();
    void separateFilesStillWork();

private:
    QTemporaryDir dir_;
};

void TestCliOutputs::init() {
    QVERIFY(dir_.isValid());
    QImage strip(32, 16, QImage::Format_RGBA8888);
    strip.fill(Qt::transparent);
    for (int y = 4; y < 12; ++y)
        for (int x = 0; x < 32; ++x)
            if ((x & 15) > 3 && (x & 15) < 12)
                strip.setPixelColor(x, y, Qt::red);
    QVERIFY(strip.save(dir_.filePath(QStringLiteral("ball.png"))));
    QFile json(dir_.filePath(QStringLiteral("ball.json")));
    QVERIFY(json.open(QIODevice::WriteOnly));
    json.write(R"({"frames": [
        {"filename": "a", "frame": {"x": 0, "y": 0, "w": 16, "h": 16}},
        {"filename": "b", "frame": {"x": 16, "y": 0, "w": 16, "h": 16}}],
        "meta": {"image": "ball.png"}})");
    json.close();
    QFile::remove(dir_.filePath(QStringLiteral("ball.frames.json")));
    QVERIFY(QFile::copy(json.fileName(), dir_.filePath(QStringLiteral("ball.frames.json"))));
    QFile project(dir_.filePath(QStringLiteral("game.hitmask")));
    QVERIFY(project.open(QIODevice::WriteOnly));
    project.write(R"({"format": "hitmask-project", "version": 2,
        "sprites": [{"path": "ball.png"}]})");
    project.close();
}

void TestCliOutputs::refusedAndNothingWritten_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named"); // the file the message must name as overwritten
    QTest::newRow("mask over its sprite")
        << QStringList{"mask", "ball.png", "--format", "png", "-o", "ball.png"} << "ball.png";
    QTest::newRow("frame list over the sheet JSON")
        << QStringList{"mask",     "ball.png", "--sheet-json", "ball.frames.json",
                       "--format", "png",      "-o",           "ball.out"}
        << "";
    QTest::newRow("depfile over the mask")
        << QStringList{"mask", "ball.png", "-o", "ball.hmsk", "--depfile", "ball.hmsk"}
        << "depfile";
    QTest::newRow("depfile over the sprite")
        << QStringList{"mask", "ball.png", "-o", "ball.hmsk", "--depfile", "ball.png"}
        << "ball.png";
    QTest::newRow("pattern leaves the folder")
        << QStringList{"mask", "ball.png", "-o", "out", "--pattern", "../../{sprite}.{ext}"}
        << "outside";
    QTest::newRow("export over the art")
        << QStringList{"export", "game.hitmask", "--format", "png", "-o", "."} << "ball.png";
    QTest::newRow("export depfile over the project")
        << QStringList{"export", "game.hitmask", "-o", "out", "--depfile", "game.hitmask"}
        << "project";
    // shapes -o: the sprite, the sheet JSON, the project and its images are all read.
    QTest::newRow("shapes over its sprite")
        << QStringList{"shapes", "ball.png", "--boxes", "--format", "tiled", "-o", "ball.png"}
        << "sprite ball.png";
    QTest::newRow("shapes over the sheet JSON")
        << QStringList{"shapes",   "ball.png",    "--sheet-json", "ball.json", "--boxes",
                       "--format", "shapes-json", "-o",           "ball.json"}
        << "sheet ball.json";
    QTest::newRow("shapes over the project")
        << QStringList{"shapes", "game.hitmask", "--boxes",     "--format",
                       "godot",  "-o",           "game.hitmask"}
        << "project game.hitmask";
    QTest::newRow("shapes over the project's image")
        << QStringList{"shapes",   "game.hitmask", "--polygons", "--format",
                       "shapes-c", "-o",           "./ball.png"}
        << "image of the sprite ball";
    QTest::newRow("shapes depfile over its output")
        << QStringList{"shapes", "ball.png", "--boxes", "-o", "s.json", "--depfile", "s.json"}
        << "depfile";
    QTest::newRow("shapes depfile over the sprite")
        << QStringList{"shapes", "ball.png", "--boxes", "-o", "s.json", "--depfile", "ball.png"}
        << "ball.png";
}

void TestCliOutputs::refusedAndNothingWritten() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    // The PNG's frame list would be ball.frames.json, beside ball.out.
    if (QString(QTest::currentDataTag()).startsWith(u"frame list"))
        named = QStringLiteral("ball.frames.json");
    const QMap<QString, QByteArray> before = snapshot(dir_.path());
    const auto run = runCli(arguments, dir_.path());
    QCOMPARE(run.status, 2);
    const QString err = QString::fromUtf8(run.err);
    QCOMPARE(err.count(u'\n'), 1);
    QVERIFY2(err.contains(named) && err.contains(u"nothing was written"), qPrintable(err));
    QCOMPARE(snapshot(dir_.path()), before);
    QVERIFY(!QDir(dir_.filePath(QStringLiteral("out"))).exists() ||
            QDir(dir_.filePath(QStringLiteral("out"))).isEmpty());
}

void TestCliOutputs::symlinkToTheSpriteIsTheSprite() {
    QVERIFY(QFile::link(dir_.filePath(QStringLiteral("ball.png")),
                        dir_.filePath(QStringLiteral("link.png"))));
    const QByteArray art = readAll(dir_.filePath(QStringLiteral("ball.png")));
    const auto run = runCli({"mask", "link.png", "--format", "png", "-o", "ball.png"}, dir_.path());
    QCOMPARE(run.status, 2);
    QCOMPARE(readAll(dir_.filePath(QStringLiteral("ball.png"))), art);
    // shapes, through the link either way: read through it, or written through it.
    for (const QStringList& arguments :
         {QStringList{"shapes", "link.png", "--boxes", "--format", "tiled", "-o", "ball.png"},
          QStringList{"shapes", "ball.png", "--boxes", "--format", "tiled", "-o", "link.png"}}) {
        const auto shapes = runCli(arguments, dir_.path());
        QCOMPARE(shapes.status, 2);
        QCOMPARE(QString::fromUtf8(shapes.err).count(u'\n'), 1);
        QCOMPARE(readAll(dir_.filePath(QStringLiteral("ball.png"))), art);
        QCOMPARE(QFileInfo(dir_.filePath(QStringLiteral("link.png"))).symLinkTarget(),
                 dir_.filePath(QStringLiteral("ball.png")));
    }
}

void TestCliOutputs::separateFilesStillWork() {
    auto run = runCli({"mask", "ball.png", "--sheet-json", "ball.json", "--format", "png", "-o",
                       "masks/ball-mask.png", "--depfile", "masks/ball.d"},
                      dir_.path());
    QVERIFY2(run.status == 0, run.err.constData());
    for (const char* name : {"masks/ball-mask.png", "masks/ball-mask.frames.json", "masks/ball.d"})
        QVERIFY2(QFile::exists(dir_.filePath(QString::fromLatin1(name))), name);
    run = runCli({"export", "game.hitmask", "-o", "out", "--depfile", "out/game.d"}, dir_.path());
    QVERIFY2(run.status == 0, run.err.constData());
    QVERIFY(QFile::exists(dir_.filePath(QStringLiteral("out/ball.hmsk"))));
    run = runCli({"shapes", "game.hitmask", "--boxes", "--format", "godot", "-o", "ball.tscn",
                  "--depfile", "ball.d"},
                 dir_.path());
    QVERIFY2(run.status == 0, run.err.constData());
    QVERIFY(QFile::exists(dir_.filePath(QStringLiteral("ball.tscn"))));
}

QTEST_GUILESS_MAIN(TestCliOutputs)
#include "tst_clioutputs.moc"
