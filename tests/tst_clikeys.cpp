// SPDX-License-Identifier: MIT
// hitmask-cli's colour-key options through QProcess: --key-tolerance against the
// definition on noisy art, and collide's per-sprite keys (--color-key-a, --color-key-b).
#include "support/clirunner.h"

#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <random>

namespace {

using Run = hitmask::testing::CliRun;
using hitmask::testing::runCli;

constexpr int kW = 70; // past one 64-pixel word
constexpr int kH = 9;

// A background of `key` moved up to `noise` off on each channel, as JPEG leaves it, with
// a block of `art` at (20, 2) 30 x 5. Opaque RGB32: a BMP without alpha.
QImage noisyArt(QColor key, QColor art, int noise, std::uint32_t seed) {
    std::mt19937 rng(seed);
    const auto jitter = [&](int v) {
        return std::clamp(v + int(rng() % unsigned(2 * noise + 1)) - noise, 0, 255);
    };
    QImage image(kW, kH, QImage::Format_RGB32);
    for (int y = 0; y < kH; ++y)
        for (int x = 0; x < kW; ++x)
            image.setPixel(x, y, qRgb(jitter(key.red()), jitter(key.green()), jitter(key.blue())));
    image.setPixel(0, 0, key.rgb()); // the default key is the top-left pixel's colour
    for (int y = 2; y < 7; ++y)
        for (int x = 20; x < 50; ++x)
            image.setPixel(x, y, art.rgb());
    return image;
}

} // namespace

class TestCliKeys : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void toleranceMatchesDefinition_data();
    void toleranceMatchesDefinition();
    void badToleranceExitsTwo_data();
    void badToleranceExitsTwo();
    void collideTakesAKeyPerSprite();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    int overlapArea(const QString& a, const QString& b, const QStringList& keys) const;
    QTemporaryDir dir_;
};

void TestCliKeys::initTestCase() {
    QVERIFY(dir_.isValid());
    QVERIFY(noisyArt(QColor(255, 0, 255), QColor(40, 160, 60), 12, 1)
                .save(path(QStringLiteral("magenta.bmp"))));
    QVERIFY(noisyArt(QColor(0, 255, 255), QColor(200, 120, 20), 0, 2)
                .save(path(QStringLiteral("cyan.bmp"))));
}

void TestCliKeys::toleranceMatchesDefinition_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("tolerance");
    QTest::newRow("default key, exact") << QStringList{} << 0;
    QTest::newRow("default key, 5") << QStringList{QStringLiteral("--key-tolerance=5")} << 5;
    QTest::newRow("default key, 12")
        << QStringList{QStringLiteral("--key-tolerance"), QStringLiteral("12")} << 12;
    QTest::newRow("given key, 11")
        << QStringList{QStringLiteral("--color-key"), QStringLiteral("FF00FF"),
                       QStringLiteral("--key-tolerance"), QStringLiteral("11")}
        << 11;
    QTest::newRow("255 keys everything")
        << QStringList{QStringLiteral("--key-tolerance=255")} << 255;
}

// The mask, one byte per pixel, against plain loops over the image: empty where each of
// R, G, B is within the tolerance of magenta's.
void TestCliKeys::toleranceMatchesDefinition() {
    QFETCH(QStringList, options);
    QFETCH(int, tolerance);
    const QString out = path(QStringLiteral("mask.bin"));
    const Run run = runCli(QStringList{QStringLiteral("mask"), path(QStringLiteral("magenta.bmp")),
                                       QStringLiteral("--format"), QStringLiteral("bytes"),
                                       QStringLiteral("--raw"), QStringLiteral("-o"), out} +
                           options);
    QCOMPARE(run.status, 0);
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QCOMPARE(bytes.size(), kW * kH);
    const QImage image(path(QStringLiteral("magenta.bmp")));
    int solid = 0;
    for (int y = 0; y < kH; ++y)
        for (int x = 0; x < kW; ++x) {
            const QRgb p = image.pixel(x, y);
            const bool keyed = std::abs(qRed(p) - 255) <= tolerance && qGreen(p) <= tolerance &&
                               std::abs(qBlue(p) - 255) <= tolerance;
            QCOMPARE(bytes[y * kW + x] != 0, !keyed);
            solid += !keyed;
        }
    if (tolerance == 0)
        QVERIFY(solid > 30 * 5 + 300); // most of the noise is speckled solid
    if (tolerance == 12)
        QCOMPARE(solid, 30 * 5); // the art alone
}

void TestCliKeys::badToleranceExitsTwo_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("message");
    QTest::newRow("above 255") << QStringList{QStringLiteral("--key-tolerance=256")}
                               << "--key-tolerance: '256' is not a whole number from 0 to 255";
    QTest::newRow("negative") << QStringList{QStringLiteral("--key-tolerance=-1")}
                              << "--key-tolerance: '-1'";
    QTest::newRow("not a number") << QStringList{QStringLiteral("--key-tolerance=lots")}
                                  << "--key-tolerance: 'lots'";
    QTest::newRow("no key to widen")
        << QStringList{QStringLiteral("--color-key=none"), QStringLiteral("--key-tolerance=4")}
        << "--key-tolerance: there is no colour key";
}

void TestCliKeys::badToleranceExitsTwo() {
    QFETCH(QStringList, options);
    QFETCH(QString, message);
    const Run run = runCli(QStringList{QStringLiteral("mask"), path(QStringLiteral("magenta.bmp")),
                                       QStringLiteral("-o"), path(QStringLiteral("never.bin"))} +
                           options);
    QCOMPARE(run.status, 2);
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(run.err.contains(message.toUtf8()), run.err);
    QVERIFY(!QFile::exists(path(QStringLiteral("never.bin"))));
}

int TestCliKeys::overlapArea(const QString& a, const QString& b, const QStringList& keys) const {
    const Run run =
        runCli(QStringList{QStringLiteral("collide"), path(a), path(b), QStringLiteral("--offset"),
                           QStringLiteral("0,0"), QStringLiteral("--json")} +
               keys);
    if (run.status != 0)
        return -1;
    return QJsonDocument::fromJson(run.out)
        .object()
        .value(QStringLiteral("overlap_area"))
        .toInt(-1);
}

// Both sprites' art blocks lie on the same 30 x 5 pixels. A sprite whose key is not its
// background's colour is solid all over, so the overlap is the other sprite's solid area.
void TestCliKeys::collideTakesAKeyPerSprite() {
    const QString magentaArt = QStringLiteral("magenta.bmp");
    const QString cyanArt = QStringLiteral("cyan.bmp");
    const QString magenta = QStringLiteral("FF00FF");
    const QString cyan = QStringLiteral("00FFFF");
    const int block = 30 * 5;
    // Each its own key (and A a tolerance for its noise): the art blocks alone overlap.
    QCOMPARE(overlapArea(magentaArt, cyanArt,
                         {QStringLiteral("--color-key-a"), magenta, QStringLiteral("--color-key-b"),
                          cyan, QStringLiteral("--key-tolerance-a=12")}),
             block);
    // The single form still keys both: magenta leaves both cyan sprites solid all over,
    // where each sprite's default (its top-left pixel, cyan) would leave the blocks.
    QCOMPARE(overlapArea(cyanArt, cyanArt, {}), block);
    QCOMPARE(overlapArea(cyanArt, cyanArt, {QStringLiteral("--color-key"), magenta}), kW * kH);
    QCOMPARE(overlapArea(cyanArt, cyanArt, {QStringLiteral("--color-key"), cyan}), block);
    // A sprite's own option takes precedence over the shared one, for that sprite alone.
    QCOMPARE(overlapArea(
                 cyanArt, cyanArt,
                 {QStringLiteral("--color-key"), magenta, QStringLiteral("--color-key-b"), cyan}),
             block);
    QCOMPARE(overlapArea(cyanArt, cyanArt,
                         {QStringLiteral("--color-key"), cyan, QStringLiteral("--color-key-a"),
                          QStringLiteral("none")}),
             block);
    // B solid all over: the overlap is A's own mask, its noise keyed by the shared
    // tolerance unless A's own says otherwise.
    const QStringList solidB{QStringLiteral("--color-key-b"), QStringLiteral("none")};
    QCOMPARE(overlapArea(magentaArt, cyanArt, solidB + QStringList{"--key-tolerance=12"}), block);
    QVERIFY(overlapArea(magentaArt, cyanArt,
                        solidB + QStringList{"--key-tolerance=12", "--key-tolerance-a=0"}) > block);

    const Run bad = runCli({QStringLiteral("collide"), path(QStringLiteral("magenta.bmp")),
                            path(QStringLiteral("cyan.bmp")), QStringLiteral("--offset=0,0"),
                            QStringLiteral("--color-key-b=blue")});
    QCOMPARE(bad.status, 2);
    QCOMPARE(bad.err.count('\n'), 1);
    QVERIFY2(bad.err.contains("--color-key-b: 'blue' is not a colour"), bad.err);
    const Run badTolerance =
        runCli({QStringLiteral("collide"), path(QStringLiteral("magenta.bmp")),
                path(QStringLiteral("cyan.bmp")), QStringLiteral("--offset=0,0"),
                QStringLiteral("--key-tolerance-b=300")});
    QCOMPARE(badTolerance.status, 2);
    QVERIFY2(badTolerance.err.contains("--key-tolerance-b: '300'"), badTolerance.err);
}

QTEST_GUILESS_MAIN(TestCliKeys)
#include "tst_clikeys.moc"
