// SPDX-License-Identifier: MIT
// Writes that fail keep what was there and say why in the OS's words: a link that an
// export replaces stays a link when the new file does not fit, and a file on a read-only
// file system is refused with "Read-only file system", not with Qt's own sentence; a
// folder in a file's place, or a file where a folder must be made, is refused before the
// first file is written; a link where --depfile goes is refused as a link in an output's
// place is, and replaced, never written through, with --force; a device or a pipe in an
// output's place is never replaced.
#include "common/buildoutput.h"
#include "common/outputcheck.h"
#include "support/clirunner.h"
#include "support/fulldisk.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <sys/mount.h>
#include <sys/stat.h>

using namespace hitmask;
using hitmask::testing::FullDisk;
using hitmask::testing::runCli;

namespace {

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

// The names in `folder` but `kept`: what a write left behind.
QStringList namesBesides(const QString& folder, const QStringList& kept) {
    QStringList names = QDir(folder).entryList(QDir::AllEntries | QDir::Hidden |
                                               QDir::NoDotAndDotDot | QDir::System);
    for (const QString& name : kept)
        names.removeAll(name);
    return names;
}

// Two 6 x 4 red sprites, rock.png and ship.png, and an empty out/ folder.
bool spritesAndOutFolder(const QTemporaryDir& dir) {
    QImage sprite(6, 4, QImage::Format_RGBA8888);
    sprite.fill(Qt::red);
    return dir.isValid() && sprite.save(dir.filePath(QStringLiteral("rock.png"))) &&
           sprite.save(dir.filePath(QStringLiteral("ship.png"))) &&
           QDir(dir.path()).mkpath(QStringLiteral("out"));
}

} // namespace

class TestFailedWrites : public QObject {
    Q_OBJECT

private slots:
    void replacedLinkIsReplacedByTheFile();
    void linkStaysWhenTheFileDoesNotFit();
    void readOnlyFileSystemSaysSo();
    void blockedPlaceRefusedBeforeAnyWrite_data();
    void blockedPlaceRefusedBeforeAnyWrite();
    void oneFileInTheWaySaidOnce();
    void linkWhereTheDepfileGoes();
    void pipeIsNeverReplaced();
};

void TestFailedWrites::replacedLinkIsReplacedByTheFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString target = dir.filePath(QStringLiteral("elsewhere.txt"));
    writeAll(target, "the user's own file\n");
    const QString link = dir.filePath(QStringLiteral("ship.hmsk"));
    QVERIFY(QFile::link(target, link));

    QString error;
    QVERIFY2(writeBuildOutput(link, QByteArray("new mask bytes"), &error), qPrintable(error));
    QVERIFY(!QFileInfo(link).isSymLink());
    QCOMPARE(readAll(link), QByteArray("new mask bytes"));
    QCOMPARE(readAll(target), QByteArray("the user's own file\n"));
    QCOMPARE(QFileInfo(link).permissions(), QFileInfo(target).permissions());
    QCOMPARE(namesBesides(dir.path(), {"elsewhere.txt", "ship.hmsk"}), QStringList());
}

void TestFailedWrites::linkStaysWhenTheFileDoesNotFit() {
    FullDisk disk;
    if (!disk.available())
        QSKIP("needs root to mount a small file system");
    QTemporaryDir elsewhere;
    const QString target = elsewhere.filePath(QStringLiteral("notes.txt"));
    writeAll(target, "kept\n");
    const QString link = disk.filePath(QStringLiteral("ship.hmsk"));
    QVERIFY(QFile::link(target, link));
    QVERIFY(disk.fill());

    QString error;
    QVERIFY(!writeBuildOutput(link, QByteArray(64 * 1024, 'x'), &error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(link)), qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("No space left on device")), qPrintable(error));
    // The link, the one thing in the output's place, is as it was.
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(QFileInfo(link).symLinkTarget(), target);
    QCOMPARE(readAll(target), QByteArray("kept\n"));
    QCOMPARE(namesBesides(disk.path(), {".filler", "ship.hmsk"}), QStringList());
}

void TestFailedWrites::readOnlyFileSystemSaysSo() {
    FullDisk disk;
    if (!disk.available())
        QSKIP("needs root to mount a small file system");
    const QString path = disk.filePath(QStringLiteral("game.hitmask"));
    writeAll(path, "old project\n");
    const QByteArray mountPoint = QFile::encodeName(disk.path());
    QVERIFY(::mount("tmpfs", mountPoint.constData(), "tmpfs", MS_REMOUNT | MS_RDONLY, nullptr) ==
            0);

    QString error;
    QVERIFY(!writeFileAtomically(path, QByteArray("new project\n"), &error));
    QCOMPARE(error, QStringLiteral("cannot write %1: Read-only file system")
                        .arg(QDir::toNativeSeparators(path)));
    QCOMPARE(readAll(path), QByteArray("old project\n"));
}

void TestFailedWrites::blockedPlaceRefusedBeforeAnyWrite_data() {
    QTest::addColumn<QString>("folder"); // made before the run, in the way
    QTest::addColumn<QString>("file");   // made before the run, in the way
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("said"); // %1: the test's folder
    QTest::newRow("a file where a mask's folder goes")
        << QString() << QStringLiteral("out/xship") << QStringList{"mask",
                                                                   "rock.png",
                                                                   "ship.png",
                                                                   "-o",
                                                                   "out",
                                                                   "--pattern",
                                                                   "x{sprite}/{sprite}.{ext}"}
        << QStringLiteral("cannot create the folder %1/out/xship: Not a directory");
    QTest::newRow("a folder where the depfile goes")
        << QStringLiteral("deps") << QString()
        << QStringList{"mask", "rock.png", "-o", "out/rock.hmsk", "--depfile", "deps"}
        << QStringLiteral("cannot write %1/deps: Is a directory");
    QTest::newRow("a folder where a mask goes, forced")
        << QStringLiteral("out/ship.hmsk") << QString()
        << QStringList{"mask", "rock.png", "ship.png", "-o", "out", "--force"}
        << QStringLiteral("cannot write %1/out/ship.hmsk: Is a directory");
    QTest::newRow("a file where the depfile's folder goes")
        << QString() << QStringLiteral("deps")
        << QStringList{"mask", "rock.png", "-o", "out/rock.hmsk", "--depfile", "deps/rock.d"}
        << QStringLiteral("cannot create the folder %1/deps: Not a directory");
}

void TestFailedWrites::blockedPlaceRefusedBeforeAnyWrite() {
    QFETCH(QString, folder);
    QFETCH(QString, file);
    QFETCH(QStringList, arguments);
    QFETCH(QString, said);
    QTemporaryDir dir;
    QVERIFY(spritesAndOutFolder(dir));
    if (!folder.isEmpty())
        QVERIFY(QDir(dir.path()).mkpath(folder));
    if (!file.isEmpty())
        writeAll(dir.filePath(file), "in the way\n");

    const auto run = runCli(arguments, dir.path());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(said.arg(dir.path()).toUtf8()), run.err.constData());
    QVERIFY2(run.err.contains("nothing was written"), run.err.constData());
    // The first mask would have been written before the second failed.
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("out/rock.hmsk"))));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("out/xrock"))));
}

void TestFailedWrites::oneFileInTheWaySaidOnce() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeAll(dir.filePath(QStringLiteral("masks")), "in the way\n");
    OutputCheck check;
    check.setFolder(dir.path());
    QVERIFY(!check.addOutput(dir.filePath(QStringLiteral("masks/frog.hmsk")), "frog"));
    QVERIFY(!check.addOutput(dir.filePath(QStringLiteral("masks/menu/ship.hmsk")), "ship"));
    QCOMPARE(check.problems(),
             QStringList(QStringLiteral("cannot create the folder %1: Not a directory")
                             .arg(dir.filePath(QStringLiteral("masks")))));
}

void TestFailedWrites::linkWhereTheDepfileGoes() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QImage sprite(6, 4, QImage::Format_RGBA8888);
    sprite.fill(Qt::red);
    QVERIFY(sprite.save(dir.filePath(QStringLiteral("rock.png"))));
    const QString target = dir.filePath(QStringLiteral("notes.txt"));
    writeAll(target, "the user's notes\n");
    QVERIFY(QFile::link(target, dir.filePath(QStringLiteral("rock.d"))));
    const QStringList arguments{"mask", "rock.png", "-o", "out/rock.hmsk", "--depfile", "rock.d"};

    auto run = runCli(arguments, dir.path());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains("rock.d is a link to " + target.toUtf8()), run.err.constData());
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("out/rock.hmsk"))));
    QVERIFY(QFileInfo(dir.filePath(QStringLiteral("rock.d"))).isSymLink());

    run = runCli(arguments + QStringList{"--force"}, dir.path());
    QVERIFY2(run.status == 0, run.err.constData());
    QVERIFY(!QFileInfo(dir.filePath(QStringLiteral("rock.d"))).isSymLink());
    QVERIFY(readAll(dir.filePath(QStringLiteral("rock.d"))).contains("rock.png"));
    QCOMPARE(readAll(target), QByteArray("the user's notes\n"));
}

void TestFailedWrites::pipeIsNeverReplaced() {
    QTemporaryDir dir;
    QVERIFY(spritesAndOutFolder(dir));
    // A named pipe stands for any special file, /dev/null as well: --force replaces files.
    const QByteArray pipe = QFile::encodeName(dir.filePath(QStringLiteral("out/ship.hmsk")));
    QCOMPARE(::mkfifo(pipe.constData(), 0644), 0);

    const auto run = runCli({"mask", "rock.png", "ship.png", "-o", "out", "--force"}, dir.path());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains("cannot write " + pipe + ": not a regular file; nothing was written"),
             run.err.constData());
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("out/rock.hmsk"))));
    struct stat place {};
    QCOMPARE(::lstat(pipe.constData(), &place), 0);
    QVERIFY(S_ISFIFO(place.st_mode));
}

QTEST_GUILESS_MAIN(TestFailedWrites)
#include "tst_failedwrites.moc"
