// SPDX-License-Identifier: MIT
// hitmask-cli driven as a build script would: through QProcess, broken inputs included.
#include "support/clirunner.h"
#include "support/pngfixtures.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <cstring>
#include <hitmask/codec.hpp>

namespace {

using Run = hitmask::testing::CliRun;
using hitmask::testing::runCli;

// A 5x3 sprite: alpha 0, 100 and 255 pixels, and one magenta pixel.
QImage smallSprite() {
    QImage image(5, 3, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    image.setPixelColor(0, 0, QColor(10, 20, 30, 255));
    image.setPixelColor(1, 0, QColor(10, 20, 30, 100));
    image.setPixelColor(4, 1, QColor(255, 0, 255, 255));
    image.setPixelColor(2, 2, QColor(0, 0, 0, 1));
    return image;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void helpAndVersion();
    void maskWritesRawBytes_data();
    void maskWritesRawBytes();
    void maskWritesHmskContainer();
    void maskAcceptsEveryImageFormat_data();
    void maskAcceptsEveryImageFormat();
    void collideJson_data();
    void collideJson();
    void collideText();
    void collideRotatedAndFlipped();
    void errorsExitTwoWithOneLine_data();
    void errorsExitTwoWithOneLine();
    void failedWriteKeepsOldOutput();
    void infoTextNamesEveryChannel();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }

    QTemporaryDir dir_;
};

void TestCli::initTestCase() {
    QVERIFY(dir_.isValid());
    QVERIFY(smallSprite().save(path(QStringLiteral("small.png"))));
    QImage block(10, 10, QImage::Format_RGBA8888);
    block.fill(Qt::black);
    QVERIFY(block.save(path(QStringLiteral("block.png"))));

    QFile empty(path(QStringLiteral("empty.png")));
    QVERIFY(empty.open(QIODevice::WriteOnly));
    empty.close();
    QFile garbage(path(QStringLiteral("garbage.png")));
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write(QByteArray(500, 'x'));
    garbage.close();
    QFile whole(path(QStringLiteral("block.png")));
    QVERIFY(whole.open(QIODevice::ReadOnly));
    const QByteArray png = whole.readAll();
    QFile truncated(path(QStringLiteral("truncated.png")));
    QVERIFY(truncated.open(QIODevice::WriteOnly));
    truncated.write(png.left(png.size() / 2));
    truncated.close();
    const QByteArray huge = hitmask::testing::hugePng();
    QFile hugeFile(path(QStringLiteral("huge.png")));
    QVERIFY(hugeFile.open(QIODevice::WriteOnly));
    hugeFile.write(huge);
    hugeFile.close();
    QVERIFY(QDir().mkpath(path(QStringLiteral("folder.png"))));
    const std::vector<hitmask::Mask> frames{hitmask::Mask(3, 2)};
    const std::vector<std::uint8_t> hmsk = hitmask::saveHmsk(frames, hitmask::Encoding::Bits);
    QFile maskFile(path(QStringLiteral("mask.hmsk")));
    QVERIFY(maskFile.open(QIODevice::WriteOnly));
    maskFile.write(reinterpret_cast<const char*>(hmsk.data()), qint64(hmsk.size()));
}

void TestCli::helpAndVersion() {
    const Run help = runCli({QStringLiteral("--help")});
    QCOMPARE(help.status, 0);
    QVERIFY(help.out.contains("collide"));
    const Run commandHelp = runCli({QStringLiteral("collide"), QStringLiteral("--help")});
    QCOMPARE(commandHelp.status, 0);
    QVERIFY(commandHelp.out.contains("--offset"));
    const Run version = runCli({QStringLiteral("--version")});
    QCOMPARE(version.status, 0);
    QVERIFY(version.out.startsWith("hitmask-cli "));
    QCOMPARE(runCli({}).status, 2);
}

void TestCli::maskWritesRawBytes_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("default threshold 0")
        << QStringList{} << QByteArray::fromHex("010100000000000000010000010000");
    QTest::newRow("threshold 100")
        << QStringList{QStringLiteral("--threshold"), QStringLiteral("100")}
        << QByteArray::fromHex("010000000000000000010000000000");
    QTest::newRow("colour key") << QStringList{QStringLiteral("--color-key"),
                                               QStringLiteral("FF00FF")}
                                << QByteArray::fromHex("010100000000000000000000010000");
}

void TestCli::maskWritesRawBytes() {
    QFETCH(QStringList, options);
    QFETCH(QByteArray, expected);
    const QString out = path(QStringLiteral("raw.bin"));
    const Run run = runCli(QStringList{QStringLiteral("mask"), path(QStringLiteral("small.png")),
                                       QStringLiteral("--format"), QStringLiteral("bytes"),
                                       QStringLiteral("--raw"), QStringLiteral("-o"), out} +
                           options);
    QCOMPARE(run.status, 0);
    QVERIFY(run.err.isEmpty());
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll().toHex(), expected.toHex());
}

void TestCli::maskWritesHmskContainer() {
    const QString out = path(QStringLiteral("small.hmsk"));
    const Run run =
        runCli({QStringLiteral("mask"), path(QStringLiteral("small.png")),
                QStringLiteral("--format"), QStringLiteral("rle"), QStringLiteral("-o"), out});
    QCOMPARE(run.status, 0);
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const auto loaded = hitmask::loadHmsk(std::span(
        reinterpret_cast<const std::uint8_t*>(bytes.constData()), std::size_t(bytes.size())));
    QVERIFY2(loaded, loaded.error.c_str());
    QCOMPARE(loaded.encoding, hitmask::Encoding::Rle);
    QCOMPARE(loaded.frames.at(0).solid().count(), std::size_t{4});
    const Run info = runCli({QStringLiteral("info"), out, QStringLiteral("--json")});
    QCOMPARE(info.status, 0);
    const QJsonObject json = QJsonDocument::fromJson(info.out).object();
    QCOMPARE(json.value(QStringLiteral("width")).toInt(), 5);
    QCOMPARE(json.value(QStringLiteral("solid_pixels")).toInt(), 4);
}

void TestCli::maskAcceptsEveryImageFormat_data() {
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<bool>("keyed"); // the magenta border is empty
    // Art without alpha is keyed by its top-left colour, as the editor does.
    QTest::newRow("png without alpha") << QStringLiteral("png") << QStringList{} << true;
    QTest::newRow("bmp") << QStringLiteral("bmp") << QStringList{} << true;
    QTest::newRow("bmp, key given")
        << QStringLiteral("bmp") << QStringList{"--color-key", "#ff00ff"} << true;
    QTest::newRow("bmp, no key") << QStringLiteral("bmp") << QStringList{"--color-key", "none"}
                                 << false;
    // JPEG's noise blurs the border's colour: no key, all solid.
    QTest::newRow("jpg, no key") << QStringLiteral("jpg") << QStringList{"--color-key", "None"}
                                 << false;
}

void TestCli::maskAcceptsEveryImageFormat() {
    QFETCH(QString, suffix);
    QFETCH(QStringList, options);
    QFETCH(bool, keyed);
    const QString sprite = path(QStringLiteral("keyed.") + suffix);
    QImage block(10, 10, QImage::Format_RGB32);
    block.fill(Qt::magenta);
    for (int y = 1; y < 9; ++y)
        for (int x = 1; x < 9; ++x)
            block.setPixelColor(x, y, Qt::black);
    QVERIFY(block.save(sprite));
    const Run run = runCli(QStringList{QStringLiteral("mask"), sprite, QStringLiteral("--raw"),
                                       QStringLiteral("-o"), path(QStringLiteral("out.bin"))} +
                           options);
    QVERIFY2(run.status == 0, run.err.constData());
    QFile file(path(QStringLiteral("out.bin")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray expected(100, '\1');
    for (int i = 0; keyed && i < 100; ++i)
        expected[i] = (i % 10 == 0 || i % 10 == 9 || i < 10 || i >= 90) ? '\0' : '\1';
    QCOMPARE(file.readAll(), expected);
}

void TestCli::collideJson_data() {
    QTest::addColumn<QString>("offset");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("overlapping")
        << QStringLiteral("-1,-1")
        << QByteArray(
               R"({"collides":true,"first_contact":[0,0],"overlap_area":4,"overlap_rect":[0,0,5,3],)"
               R"("push_down":4,"push_left":9,"push_right":6,"push_up":9})");
    QTest::newRow("apart")
        << QStringLiteral("20,0")
        << QByteArray(
               R"({"collides":false,"first_contact":null,"overlap_area":0,"overlap_rect":null,)"
               R"("push_down":0,"push_left":0,"push_right":0,"push_up":0})");
    QTest::newRow("far away")
        << QStringLiteral("-1000000000,1000000000")
        << QByteArray(
               R"({"collides":false,"first_contact":null,"overlap_area":0,"overlap_rect":null,)"
               R"("push_down":0,"push_left":0,"push_right":0,"push_up":0})");
}

void TestCli::collideJson() {
    // A is small.png (4 solid pixels), B the solid 10x10 block: the overlap is A's solid
    // pixels that B covers.
    QFETCH(QString, offset);
    QFETCH(QByteArray, expected);
    const Run run = runCli({QStringLiteral("collide"), path(QStringLiteral("small.png")),
                            path(QStringLiteral("block.png")), QStringLiteral("--offset"), offset,
                            QStringLiteral("--json")});
    QCOMPARE(run.status, 0);
    QCOMPARE(run.out.trimmed(), expected);
}

void TestCli::collideText() {
    const Run hit = runCli({QStringLiteral("collide"), path(QStringLiteral("block.png")),
                            path(QStringLiteral("small.png")), QStringLiteral("--offset"),
                            QStringLiteral("8,1")});
    QCOMPARE(hit.status, 0);
    QVERIFY2(hit.out.contains(
                 "collide: 2 pixels overlap, first contact at (8, 1), overlap box 8,1 2x1."),
             hit.out);
    const Run miss = runCli({QStringLiteral("collide"), path(QStringLiteral("block.png")),
                             path(QStringLiteral("small.png")), QStringLiteral("--offset=10,0")});
    QCOMPARE(miss.status, 0);
    QVERIFY(miss.out.contains("do not collide"));
}

void TestCli::collideRotatedAndFlipped() {
    // B = small.png (5x3): solid (0,0), (1,0), (4,1), (2,2). A = the 10x10 block.
    auto contact = [this](const QStringList& pose) {
        const Run run =
            runCli(QStringList{QStringLiteral("collide"), path(QStringLiteral("block.png")),
                               path(QStringLiteral("small.png")), QStringLiteral("--offset"),
                               QStringLiteral("0,0"), QStringLiteral("--json")} +
                   pose);
        return QJsonDocument::fromJson(run.out).object();
    };
    // Flipped left-right, B's top row holds x 3 and 4.
    QCOMPARE(contact({QStringLiteral("--flip-b"), QStringLiteral("h")})
                 .value(QStringLiteral("first_contact"))
                 .toArray(),
             (QJsonArray{3, 0}));
    // Flipped top-bottom, the first row holds only x 2.
    QCOMPARE(contact({QStringLiteral("--flip-b"), QStringLiteral("v")})
                 .value(QStringLiteral("first_contact"))
                 .toArray(),
             (QJsonArray{2, 0}));
    // A quarter turn clockwise: 3x5, (2,2) -> (0,2), (0,0) -> (2,0), (4,1) -> (1,4).
    const QJsonObject turned = contact({QStringLiteral("--rotate-b"), QStringLiteral("90")});
    QCOMPARE(turned.value(QStringLiteral("first_contact")).toArray(), (QJsonArray{2, 0}));
    QCOMPARE(turned.value(QStringLiteral("overlap_rect")).toArray(), (QJsonArray{0, 0, 3, 5}));
    QCOMPARE(turned.value(QStringLiteral("overlap_area")).toInt(), 4);
    const Run bad =
        runCli({QStringLiteral("collide"), path(QStringLiteral("block.png")),
                path(QStringLiteral("small.png")), QStringLiteral("--offset"),
                QStringLiteral("0,0"), QStringLiteral("--flip-b"), QStringLiteral("x")});
    QCOMPARE(bad.status, 2);
    QVERIFY(bad.err.contains("--flip-b"));
}

void TestCli::errorsExitTwoWithOneLine_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString block = path(QStringLiteral("block.png"));
    const QString out = path(QStringLiteral("never.bin"));
    auto mask = [&](const QString& sprite) {
        return QStringList{QStringLiteral("mask"), sprite, QStringLiteral("-o"), out};
    };
    QTest::newRow("missing file") << mask(path(QStringLiteral("nope.png")))
                                  << "nope.png: no such file";
    QTest::newRow("empty file") << mask(path(QStringLiteral("empty.png")))
                                << "empty.png: the file is empty";
    QTest::newRow("garbage") << mask(path(QStringLiteral("garbage.png")))
                             << "garbage.png: not a supported image";
    QTest::newRow("truncated") << mask(path(QStringLiteral("truncated.png")))
                               << "truncated.png: cannot decode";
    QTest::newRow("huge") << mask(path(QStringLiteral("huge.png"))) << "larger than the limit";
    QTest::newRow("folder") << mask(path(QStringLiteral("folder.png")))
                            << "folder.png: is a folder";
    QTest::newRow("unknown command")
        << QStringList{QStringLiteral("explode")} << "unknown command 'explode'";
    QTest::newRow("unknown option first")
        << QStringList{QStringLiteral("--bogus")} << "unknown option '--bogus'";
    QTest::newRow("unknown option")
        << (mask(block) << QStringLiteral("--frobnicate")) << "frobnicate";
    QTest::newRow("no output") << QStringList{QStringLiteral("mask"), block}
                               << "output file is missing";
    QTest::newRow("bad format") << (mask(block)
                                    << QStringLiteral("--format") << QStringLiteral("gif"))
                                << "unknown format 'gif'";
    QTest::newRow("bad threshold")
        << (mask(block) << QStringLiteral("--threshold") << QStringLiteral("-3"))
        << "--threshold: '-3'";
    QTest::newRow("bad colour") << (mask(block)
                                    << QStringLiteral("--color-key") << QStringLiteral("12345"))
                                << "--color-key: '12345'";
    QTest::newRow("encoding without C")
        << (mask(block) << QStringLiteral("--format") << QStringLiteral("bits")
                        << QStringLiteral("--encoding") << QStringLiteral("bits"))
        << "--encoding: sets the payload of a C header";
    QTest::newRow("raw C header") << (mask(block) << QStringLiteral("--format")
                                                  << QStringLiteral("c") << QStringLiteral("--raw"))
                                  << "--raw: the c format";
    QTest::newRow("one file for two sprites")
        << QStringList{QStringLiteral("mask"), block,
                       path("small.png"),      QStringLiteral("-o"),
                       path("both.hmsk"),      QStringLiteral("--format"),
                       QStringLiteral("rle")}
        << "names a file, but each sprite writes its own";
    QTest::newRow("unknown placeholder")
        << QStringList{QStringLiteral("mask"),      block,
                       QStringLiteral("-o"),        path("masks"),
                       QStringLiteral("--pattern"), QStringLiteral("{sprite}_{frame}.{ext}")}
        << "--pattern: {frame} is not one of";
    QTest::newRow("unwritable output")
        << QStringList{QStringLiteral("mask"), block, QStringLiteral("-o"),
                       path(QStringLiteral("block.png/x"))}
        << "cannot create the folder";
    QTest::newRow("no offset") << QStringList{QStringLiteral("collide"), block, block}
                               << "offset is missing";
    QTest::newRow("bad offset") << QStringList{QStringLiteral("collide"), block, block,
                                               QStringLiteral("--offset"), QStringLiteral("3;4")}
                                << "--offset: '3;4'";
    QTest::newRow("offset too far")
        << QStringList{QStringLiteral("collide"), block, block, QStringLiteral("--offset"),
                       QStringLiteral("0,2000000000")}
        << "--offset";
    QTest::newRow("second sprite broken")
        << QStringList{QStringLiteral("collide"), block, path(QStringLiteral("garbage.png")),
                       QStringLiteral("--offset"), QStringLiteral("0,0")}
        << "garbage.png";
    QTest::newRow("missing argument")
        << QStringList{QStringLiteral("collide"), block} << "missing arguments";
    QTest::newRow("a mask file as a sprite")
        << QStringList{QStringLiteral("mask"), path(QStringLiteral("mask.hmsk")),
                       QStringLiteral("-o"), out}
        << "is a Hitmask mask file, not an image";
    QTest::newRow("info on a png")
        << QStringList{QStringLiteral("info"), block} << "not an HMSK file";
}

void TestCli::errorsExitTwoWithOneLine() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = runCli(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith("hitmask-cli: "), run.err);
    QVERIFY2(run.err.count('\n') == 1 && run.err.endsWith('\n'), run.err);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err);
    QVERIFY(!QFile::exists(path(QStringLiteral("never.bin"))));
}

void TestCli::failedWriteKeepsOldOutput() {
    const QString out = path(QStringLiteral("kept.bin"));
    QFile old(out);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("previous");
    old.close();
    const Run run = runCli(
        {QStringLiteral("mask"), path(QStringLiteral("garbage.png")), QStringLiteral("-o"), out});
    QCOMPARE(run.status, 2);
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("previous"));
}

void TestCli::infoTextNamesEveryChannel() {
    // Two frames of two channels, drawn from these rows ('#' solid); the expected counts
    // are the '#' characters, counted here.
    const char* const pictures[2][2][3] = {{{"#..#", ".##.", "####"}, {"....", ".#..", "...."}},
                                           {{"#.", ".#", nullptr}, {"##", "##", nullptr}}};
    std::vector<hitmask::HmskFrame> frames;
    int counts[2][2] = {};
    for (int f = 0; f < 2; ++f) {
        hitmask::HmskFrame frame;
        frame.origin = {f, f};
        for (int c = 0; c < 2; ++c) {
            const int height = f == 0 ? 3 : 2;
            hitmask::Mask mask(int(std::strlen(pictures[f][c][0])), height);
            for (int y = 0; y < height; ++y)
                for (int x = 0; pictures[f][c][y][x]; ++x)
                    if (pictures[f][c][y][x] == '#') {
                        mask.set(x, y, true);
                        ++counts[f][c];
                    }
            frame.channels.push_back(std::move(mask));
        }
        frames.push_back(std::move(frame));
    }
    const std::vector<std::string> names{"solid", "hit"};
    const std::vector<std::uint8_t> hmsk = hitmask::saveHmsk(frames, names, hitmask::Encoding::Rle);
    QFile file(path(QStringLiteral("channels.hmsk")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(reinterpret_cast<const char*>(hmsk.data()), qint64(hmsk.size()));
    file.close();
    const Run info = runCli({QStringLiteral("info"), QStringLiteral("channels.hmsk")}, dir_.path());
    QVERIFY2(info.status == 0, info.err);
    const QString expected =
        QStringLiteral("channels.hmsk: HMSK version 2, 2 frames up to 4 x 3 pixels, rle encoding, "
                       "%1 solid pixels\n"
                       "  channels: solid, hit\n"
                       "  frame 0: 4 x 3, origin 0, 0, %2 solid, %3 hit\n"
                       "  frame 1: 2 x 2, origin 1, 1, %4 solid, %5 hit\n")
            .arg(counts[0][0] + counts[1][0])
            .arg(counts[0][0])
            .arg(counts[0][1])
            .arg(counts[1][0])
            .arg(counts[1][1]);
    QCOMPARE(QString::fromUtf8(info.out), expected);
    // One channel: named too, and nothing after the solid count.
    const Run plain = runCli({QStringLiteral("info"), QStringLiteral("mask.hmsk")}, dir_.path());
    QVERIFY2(plain.status == 0, plain.err);
    QVERIFY2(plain.out.contains("\n  channels: solid\n  frame 0: 3 x 2, origin 0, 0, 0 solid\n"),
             plain.out);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
