// SPDX-License-Identifier: MIT
// hitmask-cli world driven through QProcess: reproducible runs, known answers, bad input.
#include "support/clirunner.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <hitmask/codec.hpp>

namespace {

using Run = hitmask::testing::CliRun;

Run runCli(QStringList arguments) {
    arguments.prepend(QStringLiteral("world"));
    return hitmask::testing::runCli(arguments);
}

QJsonObject json(const Run& run) {
    return QJsonDocument::fromJson(run.out).object();
}

// The pixel and box pair counts of every frame, without the timings.
QList<QPair<int, int>> pairCounts(const QJsonObject& result) {
    QList<QPair<int, int>> counts;
    for (const QJsonValue& frame : result.value(QStringLiteral("frames")).toArray())
        counts.append({frame[QStringLiteral("box_pairs")].toInt(),
                       frame[QStringLiteral("pixel_pairs")].toInt()});
    return counts;
}

} // namespace

class TestCliWorld : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void sameSeedSameWorld();
    void everySpriteOnOnePixelCollidesWithAll();
    void emptyMasksNeverCollide();
    void hmskFramesAreSprites();
    void textReportsEveryFrame();
    void eventsAddUpFrameToFrame();
    void pileIsRefusedBeforeTesting();
    void errorsExitTwoWithOneLine_data();
    void errorsExitTwoWithOneLine();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QTemporaryDir dir_;
};

void TestCliWorld::initTestCase() {
    QVERIFY(dir_.isValid());
    QImage block(10, 10, QImage::Format_RGBA8888);
    block.fill(Qt::black);
    QVERIFY(block.save(path(QStringLiteral("block.png"))));
    QImage clear(10, 10, QImage::Format_RGBA8888);
    clear.fill(Qt::transparent);
    QVERIFY(clear.save(path(QStringLiteral("clear.png"))));
    QImage disc(24, 24, QImage::Format_RGBA8888);
    disc.fill(Qt::transparent);
    for (int y = 0; y < 24; ++y)
        for (int x = 0; x < 24; ++x)
            if ((x - 12) * (x - 12) + (y - 12) * (y - 12) < 144)
                disc.setPixelColor(x, y, Qt::red);
    QVERIFY(disc.save(path(QStringLiteral("disc.png"))));

    hitmask::Mask a(6, 6), b(6, 6);
    a.fill(true);
    b.fill(true);
    const std::vector<hitmask::Mask> frames{a, b};
    const auto bytes = hitmask::saveHmsk(frames, hitmask::Encoding::Rle);
    QFile file(path(QStringLiteral("two.hmsk")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(reinterpret_cast<const char*>(bytes.data()), qint64(bytes.size()));
    file.close();
    QFile corrupt(path(QStringLiteral("corrupt.hmsk")));
    QVERIFY(corrupt.open(QIODevice::WriteOnly));
    corrupt.write("HMSK but not really");
    corrupt.close();
}

void TestCliWorld::sameSeedSameWorld() {
    const QStringList args{path(QStringLiteral("disc.png")), path(QStringLiteral("block.png")),
                           QStringLiteral("--sprites"),      QStringLiteral("500"),
                           QStringLiteral("--frames"),       QStringLiteral("20"),
                           QStringLiteral("--json")};
    const Run first = runCli(args + QStringList{QStringLiteral("--seed"), QStringLiteral("3")});
    const Run again = runCli(args + QStringList{QStringLiteral("--seed"), QStringLiteral("3")});
    const Run other = runCli(args + QStringList{QStringLiteral("--seed"), QStringLiteral("4")});
    QCOMPARE(first.status, 0);
    QCOMPARE(json(first).value(QStringLiteral("sprites")).toInt(), 500);
    QCOMPARE(json(first).value(QStringLiteral("masks")).toInt(), 2);
    const auto counts = pairCounts(json(first));
    QCOMPARE(counts.size(), 20);
    QCOMPARE(pairCounts(json(again)), counts);
    QVERIFY(pairCounts(json(other)) != counts);
    int pixelPairs = 0;
    for (const auto& [box, pixel] : counts) {
        QVERIFY(pixel <= box);
        pixelPairs += pixel;
    }
    QVERIFY(pixelPairs > 0); // the default field is dense enough to collide
}

// On a 1x1 field every sprite sits at (0, 0) every frame: all n(n-1)/2 pairs touch.
void TestCliWorld::everySpriteOnOnePixelCollidesWithAll() {
    const Run run =
        runCli({path(QStringLiteral("block.png")), QStringLiteral("--sprites"),
                QStringLiteral("40"), QStringLiteral("--size"), QStringLiteral("1x1"),
                QStringLiteral("--frames"), QStringLiteral("3"), QStringLiteral("--json")});
    QCOMPARE(run.status, 0);
    QCOMPARE(pairCounts(json(run)), (QList<QPair<int, int>>{{780, 780}, {780, 780}, {780, 780}}));
    QCOMPARE(json(run).value(QStringLiteral("size")).toArray(), (QJsonArray{1, 1}));
}

void TestCliWorld::emptyMasksNeverCollide() {
    const Run run =
        runCli({path(QStringLiteral("clear.png")), QStringLiteral("--sprites"),
                QStringLiteral("30"), QStringLiteral("--size"), QStringLiteral("2x2"),
                QStringLiteral("--frames"), QStringLiteral("2"), QStringLiteral("--json")});
    QCOMPARE(run.status, 0);
    QCOMPARE(pairCounts(json(run)), (QList<QPair<int, int>>{{0, 0}, {0, 0}}));
}

void TestCliWorld::hmskFramesAreSprites() {
    const Run run =
        runCli({path(QStringLiteral("two.hmsk")), path(QStringLiteral("block.png")),
                QStringLiteral("--sprites"), QStringLiteral("4"), QStringLiteral("--size"),
                QStringLiteral("1x1"), QStringLiteral("--frames"), QStringLiteral("1"),
                QStringLiteral("--json")});
    QCOMPARE(run.status, 0);
    QCOMPARE(json(run).value(QStringLiteral("masks")).toInt(), 3);
    QCOMPARE(pairCounts(json(run)), (QList<QPair<int, int>>{{6, 6}}));
}

void TestCliWorld::textReportsEveryFrame() {
    const Run run = runCli({path(QStringLiteral("block.png")), QStringLiteral("--sprites"),
                            QStringLiteral("3"), QStringLiteral("--size"), QStringLiteral("1x1"),
                            QStringLiteral("--frames"), QStringLiteral("2")});
    QCOMPARE(run.status, 0);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0], QByteArray("3 sprites (1 mask) on 1x1 pixels, seed 1"));
    QVERIFY(lines[1].startsWith("frame 1: 3 box pairs, 3 pixel pairs, "));
    QVERIFY(lines[2].startsWith("frame 2: 3 box pairs, 3 pixel pairs, "));
    QVERIFY(lines[3].startsWith("2 frames: "));
}

// With --events each frame's pairs are last frame's, plus those that began, less those that
// ended; and the pairs themselves are those of a run without events.
void TestCliWorld::eventsAddUpFrameToFrame() {
    const QStringList args{path(QStringLiteral("disc.png")), path(QStringLiteral("block.png")),
                           QStringLiteral("--sprites"),      QStringLiteral("400"),
                           QStringLiteral("--frames"),       QStringLiteral("30"),
                           QStringLiteral("--json")};
    const Run plain = runCli(args);
    const Run events = runCli(args + QStringList{QStringLiteral("--events")});
    QCOMPARE(events.status, 0);
    QCOMPARE(pairCounts(json(events)), pairCounts(json(plain)));
    int before = 0, began = 0, ended = 0;
    for (const QJsonValue& frame : json(events).value(QStringLiteral("frames")).toArray()) {
        const int now = frame[QStringLiteral("pixel_pairs")].toInt();
        QCOMPARE(now, before + frame[QStringLiteral("began")].toInt() -
                          frame[QStringLiteral("ended")].toInt());
        began += frame[QStringLiteral("began")].toInt();
        ended += frame[QStringLiteral("ended")].toInt();
        before = now;
    }
    QVERIFY(ended > 0 && began > ended); // the sprites meet and part
    QVERIFY(!json(plain)
                 .value(QStringLiteral("frames"))
                 .toArray()[0]
                 .toObject()
                 .contains(QStringLiteral("began")));

    const Run text =
        runCli({path(QStringLiteral("block.png")), QStringLiteral("--sprites"), QStringLiteral("3"),
                QStringLiteral("--size"), QStringLiteral("1x1"), QStringLiteral("--frames"),
                QStringLiteral("2"), QStringLiteral("--events")});
    const QList<QByteArray> lines = text.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    QVERIFY(lines[1].startsWith("frame 1: 3 box pairs, 3 pixel pairs (3 began, 0 ended), "));
    QVERIFY(lines[2].startsWith("frame 2: 3 box pairs, 3 pixel pairs (0 began, 0 ended), "));
}

// 200000 sprites on one pixel are 2 * 10^10 pairs, hours of work: refused at once, before
// a single pair is tested, unless --max-pairs allows it.
void TestCliWorld::pileIsRefusedBeforeTesting() {
    const Run pile =
        runCli({path(QStringLiteral("block.png")), QStringLiteral("--sprites"),
                QStringLiteral("200000"), QStringLiteral("--size"), QStringLiteral("1x1")});
    QCOMPARE(pile.status, 2);
    QVERIFY(pile.out.isEmpty());
    QCOMPARE(pile.err.count('\n'), 1);
    QVERIFY2(pile.err.contains("world: frame 1 would test up to 19,999,900,000 pairs of sprites, "
                               "more than --max-pairs 10,000,000"),
             pile.err);
    // The limit is the count itself: 5 sprites on a pixel are 10 pairs.
    const QStringList five{path(QStringLiteral("block.png")),
                           QStringLiteral("--sprites"),
                           QStringLiteral("5"),
                           QStringLiteral("--size"),
                           QStringLiteral("1x1"),
                           QStringLiteral("--frames"),
                           QStringLiteral("1"),
                           QStringLiteral("--json")};
    const Run allowed =
        runCli(five + QStringList{QStringLiteral("--max-pairs"), QStringLiteral("10")});
    QCOMPARE(allowed.status, 0);
    QCOMPARE(pairCounts(json(allowed)), (QList<QPair<int, int>>{{10, 10}}));
    const Run refused =
        runCli(five + QStringList{QStringLiteral("--max-pairs"), QStringLiteral("9")});
    QCOMPARE(refused.status, 2);
    QVERIFY2(refused.err.contains("would test up to 10 pairs"), refused.err);
}

void TestCliWorld::errorsExitTwoWithOneLine_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no sprites") << QStringList{} << "no sprites given";
    QTest::newRow("zero sprites") << QStringList{QStringLiteral("@block"),
                                                 QStringLiteral("--sprites"), QStringLiteral("0")}
                                  << "--sprites: '0'";
    QTest::newRow("size without height")
        << QStringList{QStringLiteral("@block"), QStringLiteral("--size"), QStringLiteral("10x")}
        << "--size: '10x'";
    QTest::newRow("negative size")
        << QStringList{QStringLiteral("@block"), QStringLiteral("--size"), QStringLiteral("-5x5")}
        << "--size: '-5x5'";
    QTest::newRow("frames not a number")
        << QStringList{QStringLiteral("@block"), QStringLiteral("--frames"), QStringLiteral("many")}
        << "--frames: 'many'";
    QTest::newRow("tiny cells") << QStringList{QStringLiteral("@block"), QStringLiteral("--cell"),
                                               QStringLiteral("1")}
                                << "--cell: '1'";
    QTest::newRow("negative max pairs")
        << QStringList{QStringLiteral("@block"), QStringLiteral("--max-pairs"),
                       QStringLiteral("-1")}
        << "--max-pairs: '-1'";
    QTest::newRow("missing file") << QStringList{QStringLiteral("@nothing.png")} << "nothing.png";
    QTest::newRow("corrupt hmsk") << QStringList{QStringLiteral("@corrupt.hmsk")} << "corrupt.hmsk";
}

void TestCliWorld::errorsExitTwoWithOneLine() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    for (QString& a : arguments)
        if (a.startsWith(u'@'))
            a = path(a.mid(1) == QLatin1String("block") ? QStringLiteral("block.png") : a.mid(1));
    const Run run = runCli(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(run.err.contains(message.toUtf8()), run.err);
}

QTEST_GUILESS_MAIN(TestCliWorld)
#include "tst_cliworld.moc"
