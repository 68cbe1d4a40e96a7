// SPDX-License-Identifier: MIT
// hitmask-cli with channels: shapes of a project sprite's channel, every channel at once,
// frame options on images, the errors, and export writing every channel into HMSK.
#include "document/commands/channelcommands.h"
#include "document/commands/paintpixels.h"
#include "document/pixeledits.h"
#include "document/projectfile.h"
#include "support/clirunner.h"
#include "support/documentfixture.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <hitmask/codec.hpp>

using namespace hitmask;
using namespace hitmask::testing;

namespace {

// Whether pixel (x, y) lies in any of the boxes, by the JSON's numbers alone.
int coverCount(const QJsonArray& boxes, int x, int y) {
    int n = 0;
    for (const QJsonValue& b : boxes) {
        const QJsonArray r = b.toArray();
        n += x >= r[0].toInt() && x < r[0].toInt() + r[2].toInt() && y >= r[1].toInt() &&
             y < r[1].toInt() + r[3].toInt();
    }
    return n;
}

} // namespace

class TestCliChannels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void shapesOfOneChannel();
    void shapesOfEveryChannel();
    void frameOptionsGiveOneEntryPerFrame();
    void errorsExitTwoWithOneLine_data();
    void errorsExitTwoWithOneLine();
    void exportWritesEveryChannel();
    void oneMaskFormatsWriteAFilePerChannel_data();
    void oneMaskFormatsWriteAFilePerChannel();
    void channelFilesClashWithASpriteOfThatName();

private:
    QTemporaryDir dir_;
    QString image_;
    QString project_;
};

// An 8 x 3 strip, two 4 x 3 frames: the left one's top row solid, the right one's bottom
// row; a "hit" channel painted by hand over x 1..2, y 1..2 of the whole image.
void TestCliChannels::initTestCase() {
    QVERIFY(dir_.isValid());
    image_ = dir_.filePath(QStringLiteral("hero.png"));
    QVERIFY(makeImage(8, 3, [](int x, int y) {
                return (x < 4 && y == 0) || (x >= 4 && y == 2);
            }).save(image_));
    ProjectDocument doc;
    const int id = addSprite(doc, image_, QImage(image_));
    Channel hit;
    hit.id = 1;
    hit.name = QStringLiteral("hit");
    hit.colour = Qt::red;
    hit.rule.source = ChannelSource::Empty;
    doc.undoStack()->push(new AddChannel(&doc, id, hit));
    const Frame& frame = doc.sprite(id)->frames().front();
    PixelEdits edits(frame, 1);
    for (int y = 1; y <= 2; ++y)
        for (int x = 1; x <= 2; ++x)
            edits.paint(x, y, true);
    doc.undoStack()->push(new PaintPixels(&doc, id, frame.id, edits.take(), 0, QString(), 1));
    project_ = dir_.filePath(QStringLiteral("game.hitmask"));
    QString error;
    QVERIFY2(ProjectFile::save(doc, project_, &error), qPrintable(error));
}

void TestCliChannels::shapesOfOneChannel() {
    const CliRun run =
        runCli({QStringLiteral("shapes"), project_, QStringLiteral("--channel"),
                QStringLiteral("hit"), QStringLiteral("--boxes"), QStringLiteral("--json")});
    QVERIFY2(run.status == 0, run.err);
    const QJsonArray frames = QJsonDocument::fromJson(run.out).array();
    QCOMPARE(frames.size(), 1);
    const QJsonObject f = frames[0].toObject();
    QCOMPARE(f[QStringLiteral("frame")].toInt(), 0);
    QCOMPARE(f[QStringLiteral("width")].toInt(), 8);
    QCOMPARE(f[QStringLiteral("height")].toInt(), 3);
    QVERIFY(!f.contains(QStringLiteral("channel"))); // one channel asked for: as for images
    QCOMPARE(f[QStringLiteral("wrong_pixels")].toInt(), 0);
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 8; ++x)
            QCOMPARE(coverCount(f[QStringLiteral("boxes")].toArray(), x, y),
                     int(x >= 1 && x <= 2 && y >= 1));
}

void TestCliChannels::shapesOfEveryChannel() {
    const CliRun run = runCli(
        {QStringLiteral("shapes"), project_, QStringLiteral("--boxes"), QStringLiteral("--json")});
    QVERIFY2(run.status == 0, run.err);
    const QJsonArray entries = QJsonDocument::fromJson(run.out).array();
    QCOMPARE(entries.size(), 2);
    QCOMPARE(entries[0][QStringLiteral("channel")].toString(), QStringLiteral("solid"));
    QCOMPARE(entries[1][QStringLiteral("channel")].toString(), QStringLiteral("hit"));
    const QJsonArray solid = entries[0][QStringLiteral("boxes")].toArray();
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 8; ++x)
            QCOMPARE(coverCount(solid, x, y), int((x < 4 && y == 0) || (x >= 4 && y == 2)));
}

void TestCliChannels::frameOptionsGiveOneEntryPerFrame() {
    const CliRun run =
        runCli({QStringLiteral("shapes"), image_, QStringLiteral("--frames"), QStringLiteral("2"),
                QStringLiteral("--boxes"), QStringLiteral("--json")});
    QVERIFY2(run.status == 0, run.err);
    const QJsonArray frames = QJsonDocument::fromJson(run.out).array();
    QCOMPARE(frames.size(), 2);
    for (int i = 0; i < 2; ++i) {
        const QJsonObject f = frames[i].toObject();
        QCOMPARE(f[QStringLiteral("frame")].toInt(), i);
        QCOMPARE(f[QStringLiteral("width")].toInt(), 4);
        QCOMPARE(f[QStringLiteral("height")].toInt(), 3);
        for (int y = 0; y < 3; ++y)
            for (int x = 0; x < 4; ++x)
                QCOMPARE(coverCount(f[QStringLiteral("boxes")].toArray(), x, y),
                         int(y == (i == 0 ? 0 : 2)));
    }
}

void TestCliChannels::errorsExitTwoWithOneLine_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no such channel") << QStringList{"--channel", "nope", "--boxes", "--json"}
                                     << "has no channel 'nope' (solid, hit)";
    QTest::newRow("no such sprite")
        << QStringList{"--sprite", "nope", "--boxes", "--json"} << "has no sprite 'nope'";
    QTest::newRow("threshold on a project")
        << QStringList{"--threshold", "9", "--boxes", "--json"} << "--threshold does not apply";
    QTest::newRow("frames on a project")
        << QStringList{"--frames", "2", "--boxes", "--json"} << "--frames does not apply";
    QTest::newRow("channel on an image")
        << QStringList{"IMAGE", "--channel", "hit", "--boxes", "--json"}
        << "needs a .hitmask project";
}

void TestCliChannels::errorsExitTwoWithOneLine() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const QString sprite = arguments.front() == QLatin1String("IMAGE") ? image_ : project_;
    if (arguments.front() == QLatin1String("IMAGE"))
        arguments.removeFirst();
    const CliRun run = runCli(QStringList{QStringLiteral("shapes"), sprite} + arguments);
    QCOMPARE(run.status, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith("hitmask-cli: "), run.err);
    QVERIFY2(run.err.count('\n') == 1 && run.err.endsWith('\n'), run.err);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err);
}

void TestCliChannels::exportWritesEveryChannel() {
    const QString out = dir_.filePath(QStringLiteral("out"));
    const CliRun run = runCli({QStringLiteral("export"), project_, QStringLiteral("--format"),
                               QStringLiteral("bytes"), QStringLiteral("-o"), out});
    QVERIFY2(run.status == 0, run.err);
    QFile file(out + QStringLiteral("/hero.hmsk"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const MaskFile read = loadHmsk(
        std::span(reinterpret_cast<const std::uint8_t*>(bytes.data()), std::size_t(bytes.size())));
    QVERIFY2(read, read.error.c_str());
    QCOMPARE(read.channelNames, (std::vector<std::string>{"solid", "hit"}));
    QCOMPARE(read.frames.size(), 1u);
    // The bytes payload of "hit" read straight from the file: its last 24 bytes.
    const QByteArray hit = bytes.right(24);
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 8; ++x)
            QCOMPARE(int(hit[y * 8 + x]), int(x >= 1 && x <= 2 && y >= 1));
}

// PBM (P4) images one after another, read by hand: "P4\nW H\n", rows padded to bytes,
// the first pixel in the high bit. Pixel values per frame, row-major.
QList<QList<int>> readPbmFrames(const QByteArray& bytes) {
    QList<QList<int>> frames;
    qsizetype at = 0;
    while (at < bytes.size()) {
        const qsizetype end = bytes.indexOf('\n', bytes.indexOf('\n', at) + 1);
        const QList<QByteArray> size = bytes.mid(at + 3, end - at - 3).split(' ');
        const int w = size[0].toInt();
        const int h = size[1].toInt();
        const int rowBytes = (w + 7) / 8;
        QList<int> pixels;
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                pixels << ((quint8(bytes[end + 1 + y * rowBytes + x / 8]) >> (7 - x % 8)) & 1);
        frames << pixels;
        at = end + 1 + qsizetype(h) * rowBytes;
    }
    return frames;
}

void TestCliChannels::oneMaskFormatsWriteAFilePerChannel_data() {
    QTest::addColumn<QString>("format");
    QTest::addColumn<bool>("raw");
    QTest::addColumn<QStringList>("files");
    QTest::newRow("pbm") << QStringLiteral("pbm") << false
                         << QStringList{QStringLiteral("hero.pbm"), QStringLiteral("hero_hit.pbm")};
    QTest::newRow("png") << QStringLiteral("png") << false
                         << QStringList{QStringLiteral("hero.frames.json"),
                                        QStringLiteral("hero.png"),
                                        QStringLiteral("hero_hit.frames.json"),
                                        QStringLiteral("hero_hit.png")};
    QTest::newRow("raw bytes") << QStringLiteral("bytes") << true
                               << QStringList{QStringLiteral("hero_0.bytes"),
                                              QStringLiteral("hero_hit_0.bytes")};
}

// PBM, PNG and raw payloads hold one mask per file: a project export writes one for each
// channel, solid under the plain name, and the hand-painted channel is not lost.
void TestCliChannels::oneMaskFormatsWriteAFilePerChannel() {
    QFETCH(QString, format);
    QFETCH(bool, raw);
    QFETCH(QStringList, files);
    const QString out = dir_.filePath(QStringLiteral("per-channel-") + QTest::currentDataTag());
    QStringList args{QStringLiteral("export"), project_, QStringLiteral("--format"), format,
                     QStringLiteral("-o"),     out};
    if (raw)
        args << QStringLiteral("--raw");
    const CliRun run = runCli(args);
    QVERIFY2(run.status == 0, run.err);
    QStringList written = QDir(out).entryList(QDir::Files, QDir::Name);
    files.sort();
    QCOMPARE(written, files);
    auto hitAt = [](int x, int y) {
        return x >= 1 && x <= 2 && y >= 1;
    };
    auto solidAt = [](int x, int y) {
        return (x < 4 && y == 0) || (x >= 4 && y == 2);
    };
    if (format == QLatin1String("pbm")) {
        for (const bool hit : {false, true}) {
            QFile file(out + (hit ? QStringLiteral("/hero_hit.pbm") : QStringLiteral("/hero.pbm")));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QList<QList<int>> frames = readPbmFrames(file.readAll());
            QCOMPARE(frames.size(), 1);
            for (int y = 0; y < 3; ++y)
                for (int x = 0; x < 8; ++x)
                    QCOMPARE(frames[0][y * 8 + x], int(hit ? hitAt(x, y) : solidAt(x, y)));
        }
    } else if (format == QLatin1String("png")) {
        const QImage hit(out + QStringLiteral("/hero_hit.png"));
        QCOMPARE(hit.size(), QSize(8, 3));
        for (int y = 0; y < 3; ++y)
            for (int x = 0; x < 8; ++x)
                QCOMPARE(qAlpha(hit.pixel(x, y)) == 255, hitAt(x, y));
    } else {
        QFile file(out + QStringLiteral("/hero_hit_0.bytes"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QCOMPARE(bytes.size(), 24);
        for (int y = 0; y < 3; ++y)
            for (int x = 0; x < 8; ++x)
                QCOMPARE(int(bytes[y * 8 + x]), int(hitAt(x, y)));
    }
}

// A sprite named hero_hit would take the file of hero's hit channel: refused, nothing written.
void TestCliChannels::channelFilesClashWithASpriteOfThatName() {
    QTemporaryDir dir;
    const QString hero = dir.filePath(QStringLiteral("hero.png"));
    const QString heroHit = dir.filePath(QStringLiteral("hero_hit.png"));
    QVERIFY(QFile::copy(image_, hero));
    QVERIFY(QFile::copy(image_, heroHit));
    ProjectDocument doc;
    const int id = addSprite(doc, hero, QImage(hero));
    addSprite(doc, heroHit, QImage(heroHit));
    Channel hit;
    hit.id = 1;
    hit.name = QStringLiteral("hit");
    hit.colour = Qt::red;
    hit.rule.source = ChannelSource::Empty;
    doc.undoStack()->push(new AddChannel(&doc, id, hit));
    const QString project = dir.filePath(QStringLiteral("two.hitmask"));
    QString error;
    QVERIFY2(ProjectFile::save(doc, project, &error), qPrintable(error));
    const QString out = dir.filePath(QStringLiteral("out"));
    const CliRun run = runCli({QStringLiteral("export"), project, QStringLiteral("--format"),
                               QStringLiteral("pbm"), QStringLiteral("-o"), out});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains("hero_hit.pbm") || run.err.contains("hero_hit"), run.err);
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY(!QDir(out).exists() || QDir(out).isEmpty());
}

QTEST_MAIN(TestCliChannels)
#include "tst_clichannels.moc"
