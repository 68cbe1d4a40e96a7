// SPDX-License-Identifier: MIT
// Every writer on a full disk (a small tmpfs filled to the last byte): writeFileAtomically,
// hitmask-cli's mask (a whole file and a streamed one), export, shapes and depfiles, the
// editor's Export Again, and standard output on /dev/full. Each fails loudly, with the OS's
// reason and no word of success, and leaves the old file byte-identical.
#include "common/atomicfile.h"
#include "document/projectdocument.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/clirunner.h"
#include "support/documentfixture.h"
#include "support/fixturefiles.h"
#include "support/fulldisk.h"
#include "support/isolatedhome.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QMessageBox>
#include <QProcess>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <sys/mount.h>

using namespace hitmask;
using hitmask::testing::FullDisk;
using hitmask::testing::readAll;
using hitmask::testing::runCli;
using hitmask::testing::writeAll;

namespace {

const QByteArray kNoSpace = "No space left on device";

// A sprite whose pixels depend on `seed`, so that a second drawing changes every output.
void drawSprite(const QString& path, int width, int height, int seed) {
    QImage image(width, height, QImage::Format_RGBA8888);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            image.setPixelColor(x, y, (x * 7 + y * 13 + seed) % 5 < 2 ? Qt::red : Qt::transparent);
    QVERIFY(image.save(path));
}

// The files in a folder of the full disk but its filler: no temporary file is left.
QStringList filesOn(const QString& folder) {
    QStringList files = QDir(folder).entryList(QDir::Files | QDir::Hidden);
    files.removeAll(QStringLiteral(".filler"));
    return files;
}

// hitmask-cli with its standard output on /dev/full.
testing::CliRun runCliIntoFullDevice(const QStringList& arguments, const QString& workingDir) {
    QProcess process;
    process.setWorkingDirectory(workingDir);
    process.setStandardOutputFile(QStringLiteral("/dev/full"));
    return testing::runCliIn(process, arguments);
}

} // namespace

class TestFullDisk : public QObject {
    Q_OBJECT

private slots:
    void init();
    void atomicWriteKeepsOldFile_data();
    void atomicWriteKeepsOldFile();
    void maskKeepsOldFile_data();
    void maskKeepsOldFile();
    void exportKeepsEveryOldFile();
    void shapesKeepsOldFile();
    void depfileKeepsOldFile();
    void folderThatCannotBeMadeSaysWhy();
    void standardOutputOnFullDevice_data();
    void standardOutputOnFullDevice();
    void exportAgainShowsTheFailure();

private:
    std::unique_ptr<QTemporaryDir> dir_; // inputs, on a disk with room
    testing::IsolatedHome home_;
};

void TestFullDisk::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
}

void TestFullDisk::atomicWriteKeepsOldFile_data() {
    QTest::addColumn<int>("size");
    // Below QSaveFile's buffer, only the flush inside commit() meets the full disk.
    QTest::newRow("small, buffered") << 100;
    QTest::newRow("large") << 300 * 1024;
}

void TestFullDisk::atomicWriteKeepsOldFile() {
    QFETCH(int, size);
    FullDisk disk;
    if (!disk.available())
        QSKIP("needs root to mount a small file system");
    const QString path = disk.filePath(QStringLiteral("mask.bin"));
    const QByteArray old(1000, 'o');
    QString error;
    QVERIFY2(writeFileAtomically(path, old, &error), qPrintable(error));
    QVERIFY(disk.fill());
    QVERIFY(!writeFileAtomically(path, QByteArray(size, 'n'), &error));
    QVERIFY2(error.contains(QString::fromLatin1(kNoSpace)), qPrintable(error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QCOMPARE(readAll(path), old);
    QCOMPARE(filesOn(disk.path()), QStringList{QStringLiteral("mask.bin")});
}

void TestFullDisk::maskKeepsOldFile_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("diskKiB");
    QTest::addColumn<int>("spare");
    // A C header is made whole in memory, then written; a 600 x 600 HMSK of one byte a
    // pixel (360 KB) is streamed into the file and meets the full disk 64 KiB in.
    QTest::newRow("whole") << QStringLiteral("ship.h") << 16 << 256 << 0;
    QTest::newRow("streamed") << QStringLiteral("ship.hmsk") << 600 << 1024 << 64 * 1024;
}

void TestFullDisk::maskKeepsOldFile() {
    QFETCH(QString, name);
    QFETCH(int, side);
    QFETCH(int, diskKiB);
    QFETCH(int, spare);
    FullDisk disk(diskKiB);
    if (!disk.available())
        QSKIP("needs root to mount a small file system");
    const QString sprite = dir_->filePath(QStringLiteral("ship.png"));
    const QString output = disk.filePath(name);
    drawSprite(sprite, side, side, 0);
    auto run = runCli({"mask", sprite, "-o", output});
    QVERIFY2(run.status == 0, run.err.constData());
    const QByteArray old = readAll(output);
    QVERIFY(!old.isEmpty());

    drawSprite(sprite, side, side, 1);
    QVERIFY(disk.fill(spare));
    run = runCli({"mask", sprite, "-o", output});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(kNoSpace), run.err.constData());
    QVERIFY2(run.err.contains(output.toUtf8()), run.err.constData());
    QVERIFY(readAll(output) == old);
    QCOMPARE(filesOn(disk.path()), QStringList{name});
}

void TestFullDisk::exportKeepsEveryOldFile() {
    FullDisk disk;
    if (!disk.available())
        QSKIP("needs root to mount a small file system");
    const QStringList names{"a", "b", "c"};
    for (const QString& name : names)
        drawSprite(dir_->filePath(name + ".png"), 24, 24, 0);
    writeAll(dir_->filePath(QStringLiteral("game.hitmask")),
             R"({"format": "hitmask-project", "version": 2, "sprites": [)"
             R"({"path": "a.png"}, {"path": "b.png"}, {"path": "c.png"}]})");
    const QString out = disk.filePath(QStringLiteral("masks"));
    auto run = runCli({"export", "game.hitmask", "-o", out, "--format", "c"}, dir_->path());
    QVERIFY2(run.status == 0, run.err.constData());
    QVERIFY2(run.err.contains("Exported 3 files."), run.err.constData());
    QHash<QString, QByteArray> old;
    for (const QString& name : names) {
        old.insert(name, readAll(out + "/" + name + ".h"));
        QVERIFY(!old.value(name).isEmpty());
        drawSprite(dir_->filePath(name + ".png"), 24, 24, 1);
    }

    QVERIFY(disk.fill());
    run = runCli({"export", "game.hitmask", "-o", out, "--format", "c"}, dir_->path());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(kNoSpace), run.err.constData());
    QVERIFY2(!run.err.contains("Exported"), run.err.constData());
    for (const QString& name : names)
        QVERIFY2(readAll(out + "/" + name + ".h") == old.value(name), qPrintable(name));
    QCOMPARE(filesOn(out), (QStringList{"a.h", "b.h", "c.h"}));
}

void TestFullDisk::shapesKeepsOldFile() {
    FullDisk disk;
    if (!disk.available())
        QSKIP("needs root to mount a small file system");
    const QString sprite = dir_->filePath(QStringLiteral("ship.png"));
    const QString output = disk.filePath(QStringLiteral("ship.shapes.json"));
    drawSprite(sprite, 32, 32, 0);
    auto run = runCli({"shapes", sprite, "--boxes", "-o", output});
    QVERIFY2(run.status == 0, run.err.constData());
    const QByteArray old = readAll(output);
    QVERIFY(!old.isEmpty());

    drawSprite(sprite, 32, 32, 2);
    QVERIFY(disk.fill());
    run = runCli({"shapes", sprite, "--boxes", "-o", output});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(kNoSpace), run.err.constData());
    QVERIFY(readAll(output) == old);
}

void TestFullDisk::depfileKeepsOldFile() {
    FullDisk disk;
    if (!disk.available())
        QSKIP("needs root to mount a small file system");
    const QString sprite = dir_->filePath(QStringLiteral("ship.png"));
    const QString depfile = disk.filePath(QStringLiteral("ship.d"));
    drawSprite(sprite, 8, 8, 0);
    auto run = runCli({"mask", sprite, "-o", dir_->filePath("ship.hmsk"), "--depfile", depfile});
    QVERIFY2(run.status == 0, run.err.constData());
    const QByteArray old = readAll(depfile);
    QVERIFY(old.contains("ship.hmsk"));

    // Another output name: the depfile's text changes, the mask goes to a disk with room.
    QVERIFY(disk.fill());
    run = runCli({"mask", sprite, "-o", dir_->filePath("ship2.hmsk"), "--depfile", depfile});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(kNoSpace), run.err.constData());
    QVERIFY2(run.err.contains(depfile.toUtf8()), run.err.constData());
    QVERIFY(readAll(depfile) == old);
}

void TestFullDisk::folderThatCannotBeMadeSaysWhy() {
    const QString sprite = dir_->filePath(QStringLiteral("ship.png"));
    drawSprite(sprite, 8, 8, 0);
    // A folder in the way of a file: the OS says so.
    auto run = runCli({"mask", sprite, "-o", dir_->filePath("ship.png/masks/ship.hmsk")});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains("cannot create the folder") && run.err.contains("Not a directory"),
             run.err.constData());

    FullDisk disk;
    if (!disk.available())
        QSKIP("needs root to mount a small file system");
    QVERIFY(::mount(nullptr, QFile::encodeName(disk.path()).constData(), nullptr,
                    MS_REMOUNT | MS_RDONLY, nullptr) == 0);
    const QString folder = disk.filePath(QStringLiteral("masks"));
    run = runCli({"mask", sprite, "-o", folder + "/ship.hmsk"});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(("cannot create the folder " + folder).toUtf8()),
             run.err.constData());
    QVERIFY2(run.err.contains("Read-only file system"), run.err.constData());
}

void TestFullDisk::standardOutputOnFullDevice_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("info --json") << QStringList{"info", "--json", "ship.hmsk"};
    QTest::newRow("info") << QStringList{"info", "ship.hmsk"};
    QTest::newRow("mask -o -") << QStringList{"mask", "ship.png", "-o", "-", "--format", "c"};
    QTest::newRow("mask -o - streamed") << QStringList{"mask", "ship.png", "-o", "-"};
    QTest::newRow("shapes --json") << QStringList{"shapes", "ship.png", "--boxes", "--json"};
    QTest::newRow("collide") << QStringList{"collide", "ship.png", "ship.png", "--offset", "1,1"};
    QTest::newRow("collide --json")
        << QStringList{"collide", "ship.png", "ship.png", "--offset", "1,1", "--json"};
    QTest::newRow("world") << QStringList{"world", "ship.png", "--sprites", "4", "--frames", "2"};
    QTest::newRow("--help") << QStringList{"--help"};
    QTest::newRow("--version") << QStringList{"--version"};
}

void TestFullDisk::standardOutputOnFullDevice() {
    QFETCH(QStringList, arguments);
    drawSprite(dir_->filePath(QStringLiteral("ship.png")), 8, 8, 0);
    QCOMPARE(runCli({"mask", "ship.png", "-o", "ship.hmsk"}, dir_->path()).status, 0);
    const auto run = runCliIntoFullDevice(arguments, dir_->path());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains("cannot write to standard output: " + kNoSpace), run.err.constData());
}

// File > Export Again on a full disk: a message box names the file and the reason, the
// status bar says nothing was exported, and the old files stay.
void TestFullDisk::exportAgainShowsTheFailure() {
    FullDisk disk;
    if (!disk.available())
        QSKIP("needs root to mount a small file system");
    MainWindow window;
    window.show();
    ProjectDocument* document = window.projects()->document();
    document->setFilePath(dir_->filePath(QStringLiteral("game.hitmask")));
    const QString sprite = dir_->filePath(QStringLiteral("ship.png"));
    testing::addSprite(*document, sprite,
                       testing::makeImage(12, 12, [](int x, int y) { return x > y; }));
    ExportSettings settings = document->exportSettings();
    settings.folder = disk.filePath(QStringLiteral("masks"));
    settings.format = QStringLiteral("c");
    document->applyExportSettings(settings);
    window.exportAgain();
    const QString output = disk.filePath(QStringLiteral("masks/ship.h"));
    const QByteArray old = readAll(output);
    QVERIFY(!old.isEmpty());
    QVERIFY(!window.findChild<QMessageBox*>());

    // Another payload: every byte of the header changes, and it is still Hitmask's.
    settings.headerEncoding = Encoding::Bytes;
    document->applyExportSettings(settings);
    QVERIFY(disk.fill());
    window.statusBar()->clearMessage();
    window.exportAgain();
    auto* box = window.findChild<QMessageBox*>();
    QVERIFY(box);
    QVERIFY2(box->text().contains(QDir::toNativeSeparators(output)), qPrintable(box->text()));
    QVERIFY2(box->text().contains(QString::fromLatin1(kNoSpace)), qPrintable(box->text()));
    QVERIFY2(!window.statusBar()->currentMessage().contains(u"Exported"),
             qPrintable(window.statusBar()->currentMessage()));
    QVERIFY(readAll(output) == old);
    QCOMPARE(filesOn(disk.filePath(QStringLiteral("masks"))), QStringList{"ship.h"});
}

QTEST_MAIN(TestFullDisk)
#include "tst_fulldisk.moc"
