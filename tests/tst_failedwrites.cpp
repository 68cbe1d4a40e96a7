// SPDX-License-Identifier: MIT
// Writes that fail keep what was there and say why in the OS's words: a link that an
// export replaces stays a link when the new file does not fit, and a file on a read-only
// file system is refused with "Read-only file system", not with Qt's own sentence.
#include "common/atomicfile.h"
#include "export/projectexport.h"
#include "support/fulldisk.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <sys/mount.h>

using namespace hitmask;
using hitmask::testing::FullDisk;

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

} // namespace

class TestFailedWrites : public QObject {
    Q_OBJECT

private slots:
    void replacedLinkIsReplacedByTheFile();
    void linkStaysWhenTheFileDoesNotFit();
    void readOnlyFileSystemSaysSo();
};

void TestFailedWrites::replacedLinkIsReplacedByTheFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString target = dir.filePath(QStringLiteral("elsewhere.txt"));
    writeAll(target, "the user's own file\n");
    const QString link = dir.filePath(QStringLiteral("ship.hmsk"));
    QVERIFY(QFile::link(target, link));

    QString error;
    QVERIFY2(ProjectExport::write(link, QByteArray("new mask bytes"), &error), qPrintable(error));
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
    QVERIFY(!ProjectExport::write(link, QByteArray(64 * 1024, 'x'), &error));
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

QTEST_GUILESS_MAIN(TestFailedWrites)
#include "tst_failedwrites.moc"
