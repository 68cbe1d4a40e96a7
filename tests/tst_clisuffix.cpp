// SPDX-License-Identifier: MIT
// hitmask-cli mask -o FILE: without --format the suffix chooses the format (a raw payload
// for .bytes, .rle and .bits); with --format, a suffix of another format is refused.
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

constexpr int kWidth = 13;
constexpr int kHeight = 5;

// Solid where (x + 2y) % 3 == 0: the same rule the bytes oracle below spells out.
bool solidAt(int x, int y) {
    return (x + 2 * y) % 3 == 0;
}

} // namespace

class TestCliSuffix final : public QObject {
    Q_OBJECT

private slots:
    void init();
    void suffixChoosesTheFormat_data();
    void suffixChoosesTheFormat();
    void rawBytesPayloadByDefinition();
    void suffixOfAnotherFormatIsRefused_data();
    void suffixOfAnotherFormatIsRefused();

private:
    QString path(const QString& name) const { return dir_->filePath(name); }
    std::unique_ptr<QTemporaryDir> dir_;
};

void TestCliSuffix::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    QImage image(kWidth, kHeight, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    for (int y = 0; y < kHeight; ++y)
        for (int x = 0; x < kWidth; ++x)
            if (solidAt(x, y))
                image.setPixelColor(x, y, Qt::blue);
    QVERIFY(image.save(path(QStringLiteral("ship.png"))));
}

void TestCliSuffix::suffixChoosesTheFormat_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("options");    // beside "mask ship.png -o FILE"
    QTest::addColumn<QStringList>("explicitly"); // the same output, spelled out
    QTest::addColumn<QByteArray>("start");
    const auto row = [](const char* name, const char* file, QStringList options,
                        QStringList explicitly, QByteArray start) {
        QTest::newRow(name) << QString::fromLatin1(file) << options << explicitly << start;
    };
    row("hmsk keeps the default", "a.hmsk", {}, {"--format", "bytes"}, "HMSK");
    row(".rle is a raw payload", "a.rle", {}, {"--format", "rle", "--raw"}, {});
    row(".rle with --raw (the README's)", "a.rle", {"--raw"}, {"--format", "rle", "--raw"}, {});
    row(".bits", "a.bits", {}, {"--format", "bits", "--raw"}, {});
    row(".bytes", "a.bytes", {}, {"--format", "bytes", "--raw"}, {});
    row(".pbm", "a.pbm", {}, {"--format", "pbm"}, "P4\n");
    row(".png", "a.png", {}, {"--format", "png"}, "\x89PNG");
    // A header's names come from its file: a.h names "a", as --name a does.
    row(".h", "a.h", {}, {"--format", "c", "--name", "a"}, "/*");
    row(".h with --encoding", "a.h", {"--encoding", "bits"},
        {"--format", "c", "--encoding", "bits", "--name", "a"}, "/*");
    row("suffix in capitals", "a.RLE", {}, {"--format", "rle", "--raw"}, {});
    row("--format rle with .rle implies --raw", "a.rle", {"--format", "rle"},
        {"--format", "rle", "--raw"}, {});
    row("--format bits with .hmsk", "a.hmsk", {"--format", "bits"}, {"--format", "bits"}, "HMSK");
    row("an unknown suffix keeps the default", "a.mask", {}, {"--format", "bytes"}, "HMSK");
}

void TestCliSuffix::suffixChoosesTheFormat() {
    QFETCH(QString, file);
    QFETCH(QStringList, options);
    QFETCH(QStringList, explicitly);
    QFETCH(QByteArray, start);
    const auto run = runCli(QStringList{QStringLiteral("mask"), QStringLiteral("ship.png"),
                                        QStringLiteral("-o"), file} +
                                options,
                            dir_->path());
    QVERIFY2(run.status == 0, run.err);
    // The oracle: the explicit options, into a file whose suffix no format claims.
    const auto spelled = runCli(QStringList{QStringLiteral("mask"), QStringLiteral("ship.png"),
                                            QStringLiteral("-o"), QStringLiteral("expected.out")} +
                                    explicitly,
                                dir_->path());
    QVERIFY2(spelled.status == 0, spelled.err);
    const QByteArray bytes = readAll(path(file));
    QVERIFY(!bytes.isEmpty());
    QVERIFY2(bytes.startsWith(start), bytes.left(8).toHex().constData());
    if (start.isEmpty()) // a raw payload has no header at all
        QVERIFY(!bytes.startsWith("HMSK"));
    QCOMPARE(bytes, readAll(path(QStringLiteral("expected.out"))));
}

void TestCliSuffix::rawBytesPayloadByDefinition() {
    // One byte per pixel, row by row, 1 = solid: nothing else, no header.
    const auto run = runCli({QStringLiteral("mask"), QStringLiteral("ship.png"),
                             QStringLiteral("-o"), QStringLiteral("a.bytes")},
                            dir_->path());
    QVERIFY2(run.status == 0, run.err);
    QByteArray expected;
    for (int y = 0; y < kHeight; ++y)
        for (int x = 0; x < kWidth; ++x)
            expected += char(solidAt(x, y) ? 1 : 0);
    QCOMPARE(readAll(path(QStringLiteral("a.bytes"))), expected);
}

void TestCliSuffix::suffixOfAnotherFormatIsRefused_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("message");
    QTest::newRow("--format rle into .png")
        << QStringLiteral("a.png") << QStringList{QStringLiteral("--format"), QStringLiteral("rle")}
        << QStringLiteral("the rle format writes .hmsk files, not .png");
    QTest::newRow("--format png into .h")
        << QStringLiteral("a.h") << QStringList{QStringLiteral("--format"), QStringLiteral("png")}
        << QStringLiteral("the png format writes .png files, not .h");
    QTest::newRow("--format bits into .rle")
        << QStringLiteral("a.rle")
        << QStringList{QStringLiteral("--format"), QStringLiteral("bits")}
        << QStringLiteral("the bits format writes .hmsk files, not .rle");
    QTest::newRow("--format c into .pbm")
        << QStringLiteral("a.pbm") << QStringList{QStringLiteral("--format"), QStringLiteral("c")}
        << QStringLiteral("the c format writes .h files, not .pbm");
    QTest::newRow("a raw payload into .hmsk")
        << QStringLiteral("a.hmsk")
        << QStringList{QStringLiteral("--format"), QStringLiteral("rle"), QStringLiteral("--raw")}
        << QStringLiteral("a raw rle payload is named .rle, not .hmsk");
    QTest::newRow("--raw into .hmsk, no --format")
        << QStringLiteral("a.hmsk") << QStringList{QStringLiteral("--raw")}
        << QStringLiteral("a raw bytes payload is named .bytes, not .hmsk");
    QTest::newRow("--raw into .png")
        << QStringLiteral("a.png") << QStringList{QStringLiteral("--raw")}
        << QStringLiteral("the png format has no header");
    // A raw payload holds one frame: the message names what asked for one.
    QTest::newRow("several frames into .rle")
        << QStringLiteral("a.rle") << QStringList{QStringLiteral("--frames"), QStringLiteral("13")}
        << QStringLiteral("a.rle names a raw payload, which holds one frame, and ship.png has 13");
    QTest::newRow("several frames with --raw")
        << QStringLiteral("a.bytes")
        << QStringList{QStringLiteral("--raw"), QStringLiteral("--frames"), QStringLiteral("13")}
        << QStringLiteral("--raw writes one frame, and ship.png has 13");
}

void TestCliSuffix::suffixOfAnotherFormatIsRefused() {
    QFETCH(QString, file);
    QFETCH(QStringList, options);
    QFETCH(QString, message);
    const auto run = runCli(QStringList{QStringLiteral("mask"), QStringLiteral("ship.png"),
                                        QStringLiteral("-o"), file} +
                                options,
                            dir_->path());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.startsWith("hitmask-cli: ") && run.err.count('\n') == 1, run.err);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err);
    QVERIFY(!QFile::exists(path(file)));
}

QTEST_GUILESS_MAIN(TestCliSuffix)
#include "tst_clisuffix.moc"
