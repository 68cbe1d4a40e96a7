// SPDX-License-Identifier: MIT
// hitmask-cli with channels: shapes of a project sprite's channel, every channel at once,
// frame options on images, the errors, and export writing every channel into HMSK.
#include "document/commands/channelcommands.h"
#include "document/commands/paintpixels.h"
#include "document/pixeledits.h"
#include "document/projectfile.h"
#include "support/clirunner.h"
#include "support/documentfixture.h"

#include <QFile>
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

QTEST_MAIN(TestCliChannels)
#include "tst_clichannels.moc"
