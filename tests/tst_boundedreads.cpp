// SPDX-License-Identifier: MIT
// Every file the app reads at once is read with a bound: /dev/zero, a pipe, a folder or an
// oversized file is refused at once, with a clear message, within a little memory; a
// project naming an absurdly long path is refused quickly with a short message.
#include "common/boundedfile.h"
#include "common/elidedname.h"
#include "document/projectdocument.h"
#include "document/projectfile.h"
#include "support/boundedchild.h"
#include "support/clirunner.h"
#include "support/digitgroups.h"
#include "support/fixturefiles.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace hitmask;
using hitmask::testing::digitsOf;

namespace {

// hitmask-cli with at most 1 GiB of address space: a reader that never stops runs out
// of it (and fails) within a second instead of taking the machine's memory.
testing::CliRun runSmallCli(const QStringList& arguments) {
    return testing::runCliWithin(rlim_t{1} << 30, arguments, 20000);
}

} // namespace

class TestBoundedReads : public QObject {
    Q_OBJECT

    testing::FixtureDir dir_;
    QString fifo_;

    // A sparse file of `size` bytes: no disk space taken.
    QString sparse(const QString& name, qint64 size) {
        const QString path = dir_.write(name, "HMSK");
        if (!QFile::resize(path, size))
            qFatal("cannot resize %s", qPrintable(name));
        return path;
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        fifo_ = dir_.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo_).constData(), 0600), 0);
    }

    void infoRefusesWhatIsNotAnHmskFile_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("reason");
        QTest::newRow("/dev/zero") << "/dev/zero"
                                   << "is not a regular file (a device, pipe or socket)";
        QTest::newRow("pipe") << QString() << "is not a regular file (a device, pipe or socket)";
        QTest::newRow("folder") << "."
                                << "is a folder, not a file";
        QTest::newRow("over 320 MiB")
            << "huge"
            << "the file has 335544321 bytes, more than the 335544320 such a file";
    }

    void infoRefusesWhatIsNotAnHmskFile() {
        QFETCH(QString, path);
        QFETCH(QString, reason);
        if (path.isEmpty())
            path = fifo_;
        else if (path == QLatin1String("."))
            path = dir_.path();
        else if (path == QLatin1String("huge"))
            path = sparse(QStringLiteral("huge.hmsk"), (qint64{320} << 20) + 1);
        QElapsedTimer timer;
        timer.start();
        const testing::CliRun run = runSmallCli({QStringLiteral("info"), path});
        QCOMPARE(run.status, 2);
        QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(QString::fromUtf8(run.err).trimmed().left(13 + path.size() + 2),
                 QStringLiteral("hitmask-cli: %1: ").arg(path));
        QVERIFY2(digitsOf(run.err).contains(reason), run.err.constData());
    }

    void boundedFileReadsUpToItsLimit() {
        QString error;
        const QString exact = dir_.write(QStringLiteral("exact.json"), QByteArray(100, 'x'));
        QCOMPARE(BoundedFile::read(exact, 100, &error), std::optional(QByteArray(100, 'x')));
        QCOMPARE(BoundedFile::read(exact, 99, &error), std::nullopt);
        QCOMPARE(error,
                 QStringLiteral("the file has 100 bytes, more than the 99 such a file can have"));
        QCOMPARE(BoundedFile::read(dir_.filePath(QStringLiteral("none")), 10, &error),
                 std::nullopt);
        QCOMPARE(error, QStringLiteral("no such file"));
        // Within a little memory and at once, or the child is killed.
        for (const QString& endless : {QStringLiteral("/dev/zero"), fifo_}) {
            const int status = testing::runBounded(64 << 20, 10, [&] {
                QString why;
                return BoundedFile::read(endless, qint64{1} << 40, &why)    ? 1
                       : why.contains(QStringLiteral("not a regular file")) ? 0
                                                                            : 2;
            });
            QVERIFY2(status == 0, qPrintable(QStringLiteral("%1: %2").arg(endless).arg(status)));
        }
    }

    void oversizedProjectIsRefused() {
        const QString path = sparse(QStringLiteral("huge.hitmask"), (qint64{64} << 20) + 1);
        ProjectDocument document;
        QString error;
        QVERIFY(!ProjectFile::load(document, path, &error));
        QVERIFY2(digitsOf(error).contains(QStringLiteral("67108865 bytes, more than the 67108864")),
                 qPrintable(error));
        const testing::CliRun run = runSmallCli({QStringLiteral("export"), path});
        QCOMPARE(run.status, 2);
        QVERIFY2(digitsOf(run.err).contains(QStringLiteral("more than the 67108864")),
                 run.err.constData());
        ProjectDocument fromPipe;
        QVERIFY(!ProjectFile::load(fromPipe, fifo_, &error));
        QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
    }

    void absurdPathIsRefusedQuicklyAndShortly_data() {
        QTest::addColumn<qsizetype>("length");
        QTest::addColumn<QString>("reason");
        QTest::newRow("5,000 characters") << qsizetype(5000) << "more than the 4096 a path";
        QTest::newRow("100 MB") << qsizetype(100000000) << "more than the 67108864";
    }

    void absurdPathIsRefusedQuicklyAndShortly() {
        QFETCH(qsizetype, length);
        QFETCH(QString, reason);
        const QByteArray json =
            "{\"format\": \"hitmask-project\", \"version\": 4, \"sprites\": [{\"path\": \"" +
            QByteArray(length, 'a') + ".png\", \"cut\": {\"kind\": \"whole\"}}]}";
        const QString path = dir_.write(QStringLiteral("long.hitmask"), json);
        QElapsedTimer timer;
        timer.start();
        ProjectDocument document;
        QString error;
        QVERIFY(!ProjectFile::load(document, path, &error));
        QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY2(error.size() < 1000, qPrintable(error.left(1000)));
        QVERIFY2(digitsOf(error).contains(reason), qPrintable(error));
        QVERIFY(document.sprites().empty());
        timer.restart();
        const testing::CliRun run = runSmallCli({QStringLiteral("export"), path});
        QCOMPARE(run.status, 2);
        QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY2(run.err.size() < 1000, run.err.left(1000).constData());
        QVERIFY2(digitsOf(run.err).contains(reason), run.err.constData());
    }

    void longNamesAreElidedInTheMiddle() {
        const QString name =
            QStringLiteral("start-") + QString(1000, u'x') + QStringLiteral("-end.png");
        const QString shown = elidedName(name);
        QCOMPARE(shown.size(), 200);
        QVERIFY(shown.startsWith(QStringLiteral("start-x")));
        QVERIFY(shown.endsWith(QStringLiteral("x-end.png")));
        QVERIFY(shown.contains(QChar(0x2026)));
        QCOMPARE(elidedName(QStringLiteral("short.png")), QStringLiteral("short.png"));
        // A character outside the BMP is never cut in half.
        const QString emoji =
            QString(99, u'a') + QString::fromUtf8("\xF0\x9F\x98\x80") + QString(200, u'b');
        const QString cut = elidedName(emoji);
        for (qsizetype i = 0; i < cut.size(); ++i)
            QVERIFY(!cut.at(i).isSurrogate() ||
                    (cut.at(i).isHighSurrogate() && i + 1 < cut.size() &&
                     cut.at(i + 1).isLowSurrogate()) ||
                    (cut.at(i).isLowSurrogate() && i > 0 && cut.at(i - 1).isHighSurrogate()));
    }
};

QTEST_MAIN(TestBoundedReads)
#include "tst_boundedreads.moc"
