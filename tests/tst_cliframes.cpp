// SPDX-License-Identifier: MIT
// hitmask-cli with frames: strips, grids, JSON sheets, animated GIFs, rotation sets,
// multi-frame HMSK, PNG side-cars and info --json; bad frame options exit 2 with one line.
#include "support/clirunner.h"
#include "support/gifwriter.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <hitmask/codec.hpp>

using namespace hitmask;

namespace {

using Run = hitmask::testing::CliRun;
using hitmask::testing::runCli;

MaskFile loadFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.readAll();
    return loadHmsk(std::span(reinterpret_cast<const std::uint8_t*>(bytes.constData()),
                              std::size_t(bytes.size())));
}

// A 12 x 4 strip of three 4 x 4 frames; frame f has pixels where (x + y + f) % 3 == 0.
QImage strip() {
    QImage image(12, 4, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    for (int f = 0; f < 3; ++f)
        for (int y = 0; y < 4; ++y)
            for (int x = 0; x < 4; ++x)
                if ((x + y + f) % 3 == 0)
                    image.setPixel(4 * f + x, y, 0xFF336699);
    return image;
}

bool stripFrameMatches(const Mask& mask, int f) {
    if (mask.width() != 4 || mask.height() != 4)
        return false;
    for (int y = 0; y < 4; ++y)
        for (int x = 0; x < 4; ++x)
            if (mask.test(x, y) != ((x + y + f) % 3 == 0))
                return false;
    return true;
}

} // namespace

class TestCliFrames : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void stripBecomesFrames();
    void gridWithMarginAndSpacing();
    void animatedGifGivesEveryFrame();
    void sheetJsonFrames();
    void rotationsReplaceEachFrame();
    void pngWritesSidecar();
    void pngSidecarListsTheSheetsTags();
    void cHeaderListsEachFrame();
    void badFrameOptions_data();
    void badFrameOptions();
    void projectFramesPastItsImageAreRefused();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QTemporaryDir dir_;
};

void TestCliFrames::initTestCase() {
    QVERIFY(dir_.isValid());
    QVERIFY(strip().save(path(QStringLiteral("strip.png"))));
    // The strip again with a 1-pixel margin and 2-pixel spacing: 1+4+2+4+2+4+1 = 18 x 6.
    QImage spaced(18, 6, QImage::Format_RGBA8888);
    spaced.fill(Qt::transparent);
    const QImage s = strip();
    for (int f = 0; f < 3; ++f)
        for (int y = 0; y < 4; ++y)
            for (int x = 0; x < 4; ++x)
                spaced.setPixel(1 + f * 6 + x, 1 + y, s.pixel(4 * f + x, y));
    QVERIFY(spaced.save(path(QStringLiteral("spaced.png"))));
}

void TestCliFrames::stripBecomesFrames() {
    const QString out = path(QStringLiteral("strip.hmsk"));
    const Run run =
        runCli({QStringLiteral("mask"), path(QStringLiteral("strip.png")),
                QStringLiteral("--frames"), QStringLiteral("3"), QStringLiteral("--format"),
                QStringLiteral("rle"), QStringLiteral("-o"), out});
    QVERIFY2(run.status == 0, run.err.constData());
    const MaskFile file = loadFile(out);
    QVERIFY2(file, file.error.c_str());
    QCOMPARE(file.version, std::uint8_t{2});
    QCOMPARE(file.frames.size(), std::size_t{3});
    for (int f = 0; f < 3; ++f) {
        QVERIFY(stripFrameMatches(file.frames[f].solid(), f));
        QCOMPARE(file.frames[f].origin, (Point{0, 0}));
    }
    const Run info = runCli({QStringLiteral("info"), out, QStringLiteral("--json")});
    QCOMPARE(info.status, 0);
    const QJsonObject json = QJsonDocument::fromJson(info.out).object();
    QCOMPARE(json.value(QStringLiteral("frame_count")).toInt(), 3);
    const QJsonArray frames = json.value(QStringLiteral("frames")).toArray();
    QCOMPARE(frames.size(), 3);
    for (int f = 0; f < 3; ++f) {
        const QJsonObject frame = frames[f].toObject();
        QCOMPARE(frame.value(QStringLiteral("width")).toInt(), 4);
        QCOMPARE(frame.value(QStringLiteral("height")).toInt(), 4);
        QCOMPARE(frame.value(QStringLiteral("origin")).toArray(), (QJsonArray{0, 0}));
        QCOMPARE(frame.value(QStringLiteral("solid_pixels")).toInt(),
                 int(file.frames[f].solid().count()));
    }
}

void TestCliFrames::gridWithMarginAndSpacing() {
    const QString out = path(QStringLiteral("spaced.hmsk"));
    const Run run = runCli(
        {QStringLiteral("mask"), path(QStringLiteral("spaced.png")), QStringLiteral("--grid"),
         QStringLiteral("4x4"), QStringLiteral("--margin"), QStringLiteral("1"),
         QStringLiteral("--spacing"), QStringLiteral("2"), QStringLiteral("-o"), out});
    QVERIFY2(run.status == 0, run.err.constData());
    const MaskFile file = loadFile(out);
    QVERIFY2(file, file.error.c_str());
    QCOMPARE(file.frames.size(), std::size_t{3});
    for (int f = 0; f < 3; ++f)
        QVERIFY(stripFrameMatches(file.frames[f].solid(), f));
}

void TestCliFrames::animatedGifGivesEveryFrame() {
    // 12 frames of 3 x 2; in frame f, pixel i is white (opaque either way) and the mask
    // of every frame is full: the count of frames is what is checked here.
    QList<QList<int>> frames;
    QList<int> delays;
    for (int f = 0; f < 12; ++f) {
        frames.append({f % 4, 1, 2, 3, 0, 1});
        delays.append(5);
    }
    QFile gif(path(QStringLiteral("anim.gif")));
    QVERIFY(gif.open(QIODevice::WriteOnly));
    gif.write(testing::writeGif(frames, 3, 2, delays));
    gif.close();
    const QString out = path(QStringLiteral("anim.hmsk"));
    const Run run = runCli({QStringLiteral("mask"), gif.fileName(), QStringLiteral("-o"), out});
    QVERIFY2(run.status == 0, run.err.constData());
    const MaskFile file = loadFile(out);
    QVERIFY2(file, file.error.c_str());
    QCOMPARE(file.frames.size(), std::size_t{12});
    // Slicing an animation as well is refused rather than guessed.
    const Run both = runCli({QStringLiteral("mask"), gif.fileName(), QStringLiteral("--frames"),
                             QStringLiteral("3"), QStringLiteral("-o"), out});
    QCOMPARE(both.status, 2);
}

void TestCliFrames::sheetJsonFrames() {
    // Array form: frame 1 of the strip trimmed to its top-left 3 x 3 and listed first,
    // frame 0 as is.
    const QByteArray json = R"({"frames": [
        {"filename": "b", "frame": {"x": 4, "y": 0, "w": 3, "h": 3}, "rotated": false,
         "trimmed": true, "spriteSourceSize": {"x": 0, "y": 0, "w": 3, "h": 3},
         "sourceSize": {"w": 4, "h": 4}, "duration": 80},
        {"filename": "a", "frame": {"x": 0, "y": 0, "w": 4, "h": 4}, "rotated": false,
         "trimmed": false, "spriteSourceSize": {"x": 0, "y": 0, "w": 4, "h": 4},
         "sourceSize": {"w": 4, "h": 4}, "duration": 80}],
        "meta": {"image": "strip.png"}})";
    QFile file(path(QStringLiteral("sheet.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(json);
    file.close();
    const QString out = path(QStringLiteral("sheet.hmsk"));
    const Run run =
        runCli({QStringLiteral("mask"), path(QStringLiteral("strip.png")),
                QStringLiteral("--sheet-json"), file.fileName(), QStringLiteral("-o"), out});
    QVERIFY2(run.status == 0, run.err.constData());
    const MaskFile loaded = loadFile(out);
    QVERIFY2(loaded, loaded.error.c_str());
    QCOMPARE(loaded.frames.size(), std::size_t{2});
    QVERIFY(stripFrameMatches(loaded.frames[1].solid(), 0));
    const Mask& trimmed = loaded.frames[0].solid();
    QCOMPARE(trimmed.width(), 4);
    for (int y = 0; y < 4; ++y)
        for (int x = 0; x < 4; ++x)
            QCOMPARE(trimmed.test(x, y), x < 3 && y < 3 && (x + y + 1) % 3 == 0);
}

void TestCliFrames::rotationsReplaceEachFrame() {
    const QString out = path(QStringLiteral("rot.hmsk"));
    const Run run = runCli(
        {QStringLiteral("mask"), path(QStringLiteral("strip.png")), QStringLiteral("--frames"),
         QStringLiteral("3"), QStringLiteral("--rotations"), QStringLiteral("4"),
         QStringLiteral("--format"), QStringLiteral("bits"), QStringLiteral("-o"), out});
    QVERIFY2(run.status == 0, run.err.constData());
    const MaskFile file = loadFile(out);
    QVERIFY2(file, file.error.c_str());
    QCOMPARE(file.frames.size(), std::size_t{12});
    for (int f = 0; f < 3; ++f) {
        // Frame source * 4 + k: k = 0 is the frame itself, k = 1 its quarter turn clockwise.
        QVERIFY(stripFrameMatches(file.frames[f * 4].solid(), f));
        const Mask& q = file.frames[f * 4 + 1].solid();
        for (int y = 0; y < 4; ++y)
            for (int x = 0; x < 4; ++x)
                QCOMPARE(q.test(4 - 1 - y, x), (x + y + f) % 3 == 0);
        QCOMPARE(file.frames[f * 4 + 1].origin, (Point{2, 2}));
    }
}

void TestCliFrames::pngSidecarListsTheSheetsTags() {
    const QByteArray json = R"({"frames": [
        {"filename": "a", "frame": {"x": 0, "y": 0, "w": 4, "h": 4}, "duration": 80},
        {"filename": "b", "frame": {"x": 4, "y": 0, "w": 4, "h": 4}, "duration": 80}],
        "meta": {"image": "strip.png", "frameTags": [
            {"name": "blink", "from": 1, "to": 1, "direction": "reverse"}]}})";
    QFile file(path(QStringLiteral("tags-sheet.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(json);
    file.close();
    const QString out = path(QStringLiteral("tagged.png"));
    const Run run =
        runCli({QStringLiteral("mask"), path(QStringLiteral("strip.png")),
                QStringLiteral("--sheet-json"), file.fileName(), QStringLiteral("--format"),
                QStringLiteral("png"), QStringLiteral("-o"), out});
    QVERIFY2(run.status == 0, run.err.constData());
    QFile sidecar(path(QStringLiteral("tagged.frames.json")));
    QVERIFY(sidecar.open(QIODevice::ReadOnly));
    const QByteArray bytes = sidecar.readAll();
    QVERIFY2(bytes.contains(R"(    "tags": [
        {
            "direction": "reverse",
            "from": 1,
            "name": "blink",
            "to": 1
        }
    ]
)"),
             bytes.constData());
}

void TestCliFrames::pngWritesSidecar() {
    const QString out = path(QStringLiteral("frames.png"));
    const Run run = runCli(
        {QStringLiteral("mask"), path(QStringLiteral("strip.png")), QStringLiteral("--frames"),
         QStringLiteral("3"), QStringLiteral("--rotations"), QStringLiteral("8"),
         QStringLiteral("--format"), QStringLiteral("png"), QStringLiteral("-o"), out});
    QVERIFY2(run.status == 0, run.err.constData());
    QFile sidecar(path(QStringLiteral("frames.frames.json")));
    QVERIFY(sidecar.open(QIODevice::ReadOnly));
    const QJsonArray frames = QJsonDocument::fromJson(sidecar.readAll())
                                  .object()
                                  .value(QStringLiteral("frames"))
                                  .toArray();
    QCOMPARE(frames.size(), 24);
    const QImage image(out);
    int y = 0;
    for (const QJsonValue& v : frames) {
        const QJsonArray rect = v.toObject().value(QStringLiteral("rect")).toArray();
        QCOMPARE(rect[0].toInt(), 0);
        QCOMPARE(rect[1].toInt(), y); // stacked top to bottom, no gaps
        const QJsonArray origin = v.toObject().value(QStringLiteral("origin")).toArray();
        QCOMPARE(origin[0].toInt(), rect[2].toInt() / 2);
        QCOMPARE(origin[1].toInt(), rect[3].toInt() / 2);
        y += rect[3].toInt();
    }
    QCOMPARE(image.height(), y);
}

void TestCliFrames::cHeaderListsEachFrame() {
    const QString out = path(QStringLiteral("rot.h"));
    const Run run = runCli(
        {QStringLiteral("mask"), path(QStringLiteral("strip.png")), QStringLiteral("--frames"),
         QStringLiteral("3"), QStringLiteral("--rotations"), QStringLiteral("8"),
         QStringLiteral("--format"), QStringLiteral("c"), QStringLiteral("-o"), out});
    QVERIFY2(run.status == 0, run.err.constData());
    QFile header(out);
    QVERIFY(header.open(QIODevice::ReadOnly));
    const QByteArray text = header.readAll();
    // Named after the output file, rot.h.
    for (const char* table :
         {"rot_frame_widths[HITMASK_ROT_FRAMES]", "rot_frame_heights[HITMASK_ROT_FRAMES]",
          "rot_frame_origin_x[HITMASK_ROT_FRAMES]", "rot_frame_origin_y[HITMASK_ROT_FRAMES]",
          "rot_row_tables[HITMASK_ROT_FRAMES]", "#define HITMASK_ROT_FRAMES 24"})
        QVERIFY2(text.contains(table), table);
}

void TestCliFrames::badFrameOptions_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString sprite = QStringLiteral("strip.png");
    QTest::newRow("grid does not divide")
        << QStringList{sprite, QStringLiteral("--grid"), QStringLiteral("5x4")} << "do not divide";
    QTest::newRow("strip does not divide")
        << QStringList{sprite, QStringLiteral("--frames"), QStringLiteral("5")}
        << "does not divide";
    QTest::newRow("frames 0") << QStringList{sprite, QStringLiteral("--frames"),
                                             QStringLiteral("0")}
                              << "--frames";
    QTest::newRow("rotations 0") << QStringList{sprite, QStringLiteral("--rotations"),
                                                QStringLiteral("0")}
                                 << "1 to 360";
    QTest::newRow("rotations 361")
        << QStringList{sprite, QStringLiteral("--rotations"), QStringLiteral("361")} << "1 to 360";
    QTest::newRow("grid not a size")
        << QStringList{sprite, QStringLiteral("--grid"), QStringLiteral("4by4")} << "WxH";
    QTest::newRow("two slicings") << QStringList{sprite, QStringLiteral("--grid"),
                                                 QStringLiteral("4x4"), QStringLiteral("--frames"),
                                                 QStringLiteral("3")}
                                  << "only one";
    QTest::newRow("margin without grid")
        << QStringList{sprite, QStringLiteral("--margin"), QStringLiteral("1")} << "need --grid";
    QTest::newRow("json not a sheet")
        << QStringList{sprite, QStringLiteral("--sheet-json"), QStringLiteral("notsheet.json")}
        << "not a sprite sheet";
    QTest::newRow("json outside the image")
        << QStringList{sprite, QStringLiteral("--sheet-json"), QStringLiteral("outside.json")}
        << "outside";
    QTest::newRow("json missing") << QStringList{sprite, QStringLiteral("--sheet-json"),
                                                 QStringLiteral("none.json")}
                                  << "no such file";
}

void TestCliFrames::badFrameOptions() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    for (const auto& [name, text] :
         {std::pair{"notsheet.json", QByteArray(R"({"layers": []})")},
          std::pair{"outside.json",
                    QByteArray(R"({"frames": [{"frame": {"x": 10, "y": 0, "w": 4, "h": 4}}]})")}}) {
        QFile file(path(QString::fromLatin1(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    }
    QStringList full{QStringLiteral("mask")};
    for (const QString& a : arguments)
        full << (a.endsWith(QStringLiteral(".png")) || a.endsWith(QStringLiteral(".json")) ? path(a)
                                                                                           : a);
    full << QStringLiteral("-o") << path(QStringLiteral("bad.hmsk"));
    const Run run = runCli(full);
    QCOMPARE(run.status, 2);
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QVERIFY(!QFile::exists(path(QStringLiteral("bad.hmsk"))));
}

// A project's strip cropped under its last frame: export and shapes refuse the sprite,
// naming the frame, and write nothing; --skip-missing-frames writes the frames it holds.
void TestCliFrames::projectFramesPastItsImageAreRefused() {
    QTemporaryDir dir;
    const QString art = dir.filePath(QStringLiteral("strip.png"));
    QVERIFY(strip().copy(0, 0, 8, 4).save(art));
    const QString project = dir.filePath(QStringLiteral("p.hitmask"));
    QFile file(project);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "hitmask-project", "version": 4, "sprites": [{"path": "strip.png",
        "cut": {"kind": "rects", "rects": [[0, 0, 4, 4], [4, 0, 4, 4], [8, 0, 4, 4]]}}]})");
    file.close();
    const QString out = dir.filePath(QStringLiteral("out"));
    const QStringList exportArgs{QStringLiteral("export"),   project,
                                 QStringLiteral("-o"),       out,
                                 QStringLiteral("--format"), QStringLiteral("rle")};
    const QStringList shapesArgs{QStringLiteral("shapes"), project, QStringLiteral("--boxes"),
                                 QStringLiteral("-o"), dir.filePath(QStringLiteral("s.json"))};
    for (const QStringList& arguments : {exportArgs, shapesArgs}) {
        const Run refused = runCli(arguments);
        QCOMPARE(refused.status, 2);
        QVERIFY2(refused.err.contains("no longer holds 1 frame") &&
                     refused.err.contains("of the sprite strip (3)") &&
                     refused.err.contains("--skip-missing-frames"),
                 refused.err.constData());
        QCOMPARE(refused.err.count('\n'), 1);
    }
    QVERIFY(!QFile::exists(out));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("s.json"))));

    const Run run = runCli(exportArgs + QStringList{QStringLiteral("--skip-missing-frames")});
    QVERIFY2(run.status == 0, run.err.constData());
    const MaskFile written = loadFile(out + QStringLiteral("/strip.hmsk"));
    QVERIFY2(written, written.error.c_str());
    QCOMPARE(written.frames.size(), std::size_t{2});
    for (int f = 0; f < 2; ++f)
        QVERIFY(stripFrameMatches(written.frames[f].solid(), f));
    const Run shapes = runCli(shapesArgs + QStringList{QStringLiteral("--skip-missing-frames")});
    QVERIFY2(shapes.status == 0, shapes.err.constData());
}

QTEST_MAIN(TestCliFrames)
#include "tst_cliframes.moc"
