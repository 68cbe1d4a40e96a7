// SPDX-License-Identifier: MIT
// Frame sources: grid slicing, multi-image files, JSON sheets and rotation sets, each
// checked against pixels placed by plain index loops.
#include "common/framegrid.h"
#include "common/frameimages.h"
#include "common/framesource.h"
#include "common/imageloader.h"
#include "common/rotationframes.h"
#include "common/sheetjson.h"
#include "support/gifwriter.h"
#include "support/sheetfixtures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <random>

using namespace hitmask;
using namespace hitmask::testing;

Q_DECLARE_METATYPE(GridSpec)

class TestFrameSource : public QObject {
    Q_OBJECT

private slots:
    void gridCells_data();
    void gridCells();
    void gridRefusesWhatDoesNotDivide_data();
    void gridRefusesWhatDoesNotDivide();
    void sliceCopiesEachCell();
    void sliceSkipsEmptyCells();
    void animatedGifGivesEveryFrame();
    void stillImageIsOneFrame();
    void truncatedGifIsAnError();
    void sheetJson_data();
    void sheetJson();
    void sheetJsonRefuses_data();
    void sheetJsonRefuses();
    void sheetJsonKeepsToTheBudget();
    void rotationZeroIsTheSource();
    void rotationQuarterTurnsAreExact();
    void rotationSetOrderAndLimits();
};

void TestFrameSource::gridCells_data() {
    QTest::addColumn<QSize>("image");
    QTest::addColumn<GridSpec>("grid");
    QTest::addColumn<QList<QRect>>("cells");
    QTest::newRow("strip default: square frames")
        << QSize(256, 64) << GridSpec::defaultFor({256, 64})
        << QList<QRect>{{0, 0, 64, 64}, {64, 0, 64, 64}, {128, 0, 64, 64}, {192, 0, 64, 64}};
    QTest::newRow("not a strip: one frame")
        << QSize(100, 64) << GridSpec::defaultFor({100, 64}) << QList<QRect>{{0, 0, 100, 64}};
    QTest::newRow("square image: one frame")
        << QSize(64, 64) << GridSpec::defaultFor({64, 64}) << QList<QRect>{{0, 0, 64, 64}};
    GridSpec sized;
    sized.cell = {3, 2};
    sized.margin = 1;
    sized.spacing = 2;
    // 1 + 3 + 2 + 3 + 1 = 10 wide, 1 + 2 + 2 + 2 + 1 = 8 high
    QTest::newRow("size, margin, spacing")
        << QSize(10, 8) << sized
        << QList<QRect>{{1, 1, 3, 2}, {6, 1, 3, 2}, {1, 5, 3, 2}, {6, 5, 3, 2}};
    GridSpec counted;
    counted.columns = 3;
    counted.rows = 2;
    QTest::newRow("columns x rows")
        << QSize(9, 4) << counted << QList<QRect>{{0, 0, 3, 2}, {3, 0, 3, 2}, {6, 0, 3, 2},
                                                  {0, 2, 3, 2}, {3, 2, 3, 2}, {6, 2, 3, 2}};
    // One cell each way: the spacing follows no cell, and cell + spacing exceeds an int.
    GridSpec hugeSpacing;
    hugeSpacing.cell = {10, 10};
    hugeSpacing.spacing = 2147483640;
    QTest::newRow("one cell, spacing near the int limit")
        << QSize(10, 10) << hugeSpacing << QList<QRect>{{0, 0, 10, 10}};
}

void TestFrameSource::gridCells() {
    QFETCH(QSize, image);
    QFETCH(GridSpec, grid);
    QFETCH(QList<QRect>, cells);
    QString error;
    QCOMPARE(FrameGrid::gridCells(image, grid, &error), cells);
    QVERIFY(error.isEmpty());
}

void TestFrameSource::gridRefusesWhatDoesNotDivide_data() {
    QTest::addColumn<QSize>("image");
    QTest::addColumn<GridSpec>("grid");
    GridSpec g;
    g.cell = {30, 64};
    QTest::newRow("width") << QSize(100, 64) << g;
    g.cell = {3, 2};
    g.margin = 1;
    g.spacing = 2;
    QTest::newRow("spacing") << QSize(11, 8) << g;
    GridSpec c;
    c.columns = 3;
    c.rows = 1;
    QTest::newRow("columns") << QSize(10, 4) << c;
    c.columns = 0;
    QTest::newRow("no columns") << QSize(10, 4) << c;
    GridSpec m;
    m.cell = {2, 2};
    m.margin = -1;
    QTest::newRow("negative margin") << QSize(10, 4) << m;
    m.margin = 5;
    QTest::newRow("margin eats the image") << QSize(10, 4) << m;
}

void TestFrameSource::gridRefusesWhatDoesNotDivide() {
    QFETCH(QSize, image);
    QFETCH(GridSpec, grid);
    QString error;
    QVERIFY(FrameGrid::gridCells(image, grid, &error).isEmpty());
    QVERIFY(!error.isEmpty());
    const FrameSet set = FrameGrid::sliceGrid(noise(image.width(), image.height(), 1), grid);
    QVERIFY(!set.ok());
    QVERIFY(set.frames.isEmpty());
}

void TestFrameSource::sliceCopiesEachCell() {
    const QImage sheet = noise(10, 8, 7);
    GridSpec grid;
    grid.cell = {3, 2};
    grid.margin = 1;
    grid.spacing = 2;
    const FrameSet set = FrameGrid::sliceGrid(sheet, grid);
    QVERIFY2(set.ok(), qPrintable(set.error));
    QCOMPARE(set.frames.size(), 4);
    const int lefts[] = {1, 6, 1, 6}, tops[] = {1, 1, 5, 5};
    for (int i = 0; i < 4; ++i) {
        const QImage& frame = set.frames[i].image;
        QCOMPARE(frame.size(), QSize(3, 2));
        for (int y = 0; y < 2; ++y)
            for (int x = 0; x < 3; ++x)
                QCOMPARE(frame.pixel(x, y), sheet.pixel(lefts[i] + x, tops[i] + y));
        QCOMPARE(set.frames[i].origin, QPoint(0, 0));
    }
    const FrameSet strip = FrameGrid::sliceStrip(noise(12, 4, 3), 3);
    QCOMPARE(strip.frames.size(), 3);
    QCOMPARE(strip.frames[2].sourceRect, QRect(8, 0, 4, 4));
    QVERIFY(!FrameGrid::sliceStrip(noise(12, 4, 3), 5).ok());
    QVERIFY(!FrameGrid::sliceStrip(noise(12, 4, 3), 0).ok());
}

void TestFrameSource::sliceSkipsEmptyCells() {
    QImage sheet(8, 2, QImage::Format_RGBA8888);
    sheet.fill(Qt::transparent);
    sheet.setPixel(1, 1, 0xFF112233); // cell 0
    sheet.setPixel(7, 0, 0x01000000); // cell 3: nearly transparent still counts
    GridSpec grid;
    grid.cell = {2, 2};
    QCOMPARE(FrameGrid::sliceGrid(sheet, grid).frames.size(), 4);
    grid.skipEmpty = true;
    const FrameSet set = FrameGrid::sliceGrid(sheet, grid);
    QCOMPARE(set.frames.size(), 2);
    QCOMPARE(set.frames[0].sourceRect, QRect(0, 0, 2, 2));
    QCOMPARE(set.frames[1].sourceRect, QRect(6, 0, 2, 2));
}

void TestFrameSource::animatedGifGivesEveryFrame() {
    const int w = 5, h = 3, count = 16;
    QList<QList<int>> frames;
    QList<int> delays;
    for (int f = 0; f < count; ++f) {
        QList<int> px;
        for (int i = 0; i < w * h; ++i)
            px.append((i + f) % 4);
        frames.append(px);
        delays.append(2 + f); // centiseconds
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("walk.gif"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(testing::writeGif(frames, w, h, delays));
    file.close();
    const FrameSet set = FrameImages::loadImages(path, ImageLoadLimits{});
    QVERIFY2(set.ok(), qPrintable(set.error));
    QCOMPARE(set.frames.size(), count);
    const QRgb palette[] = {0xFFFF0000, 0xFF00FF00, 0xFF0000FF, 0xFFFFFFFF};
    for (int f = 0; f < count; ++f) {
        QCOMPARE(set.frames[f].durationMs, (2 + f) * 10);
        QCOMPARE(set.frames[f].image.size(), QSize(w, h));
        for (int i = 0; i < w * h; ++i)
            QCOMPARE(set.frames[f].image.pixel(i % w, i / w), palette[(i + f) % 4]);
    }
}

void TestFrameSource::truncatedGifIsAnError() {
    QList<QList<int>> frames;
    for (int f = 0; f < 8; ++f)
        frames.append(QList<int>(64 * 8, f % 4));
    const QByteArray gif = testing::writeGif(frames, 64, 8, QList<int>(8, 5));
    QTemporaryDir dir;
    // Cut inside the image data of a middle frame, and just before the trailer.
    for (const qsizetype keep : {gif.size() / 2, gif.size() - 1}) {
        const QString path = dir.filePath(QStringLiteral("cut%1.gif").arg(keep));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(gif.left(keep));
        file.close();
        const FrameSet set = FrameImages::loadImages(path, ImageLoadLimits{});
        // Qt itself reads the first frames without a word; the loader must not.
        QVERIFY(!set.ok());
        QVERIFY(set.frames.isEmpty());
        QVERIFY2(set.error.contains(QStringLiteral("cut short")), qPrintable(set.error));
    }
}

void TestFrameSource::stillImageIsOneFrame() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("still.png"));
    const QImage image = noise(7, 5, 9);
    QVERIFY(image.save(path));
    const FrameSet set = FrameImages::loadImages(path, ImageLoadLimits{});
    QVERIFY2(set.ok(), qPrintable(set.error));
    QCOMPARE(set.frames.size(), 1);
    QVERIFY(samePixels(set.frames[0].image, image));
    const FrameSet missing =
        FrameImages::loadImages(dir.filePath(QStringLiteral("none.gif")), ImageLoadLimits{});
    QVERIFY(!missing.ok());
}

void TestFrameSource::sheetJson_data() {
    QTest::addColumn<QByteArray>("json");
    const PackedSheet p = packSheet();
    QTest::newRow("hash") << hashJson(p);
    QTest::newRow("array") << arrayJson(p);
}

void TestFrameSource::sheetJson() {
    QFETCH(QByteArray, json);
    const PackedSheet p = packSheet();
    const FrameSet set = SheetJson::loadSheetJson(json, p.sheet, ImageLoadLimits{});
    QVERIFY2(set.ok(), qPrintable(set.error));
    QCOMPARE(set.frames.size(), 3);
    const int durations[] = {100, 150, 50};
    for (int i = 0; i < 3; ++i) {
        QVERIFY2(samePixels(set.frames[i].image, p.expected[i]), qPrintable(QString::number(i)));
        QCOMPARE(set.frames[i].durationMs, durations[i]);
    }
    QVERIFY(set.frames[2].rotated);
    QCOMPARE(set.frames[2].sourceRect, QRect(8, 0, 2, 3));
    QCOMPARE(set.animations.size(), 1);
    QCOMPARE(set.animations[0].name, QStringLiteral("walk"));
    QCOMPARE(set.animations[0].to, 2);
    QCOMPARE(set.animations[0].direction, QStringLiteral("pingpong"));
}

void TestFrameSource::sheetJsonRefuses_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("reason");
    const PackedSheet p = packSheet();
    QTest::newRow("not JSON") << QByteArray("{\"frames\": [") << "not JSON";
    QTest::newRow("not a sheet") << QByteArray(R"({"layers": []})") << "not a sprite sheet";
    QTest::newRow("no frames") << QByteArray(R"({"frames": []})") << "no frames";
    QJsonArray outside = p.entries;
    QJsonObject moved = outside[1].toObject();
    moved["frame"] = QJsonObject{{"x", 11}, {"y", 0}, {"w", 2}, {"h", 2}};
    outside[1] = moved;
    QTest::newRow("outside the image")
        << QByteArray("{\"frames\": " + QJsonDocument(outside).toJson() + "}") << "outside";
    QJsonArray rotatedOut = p.entries;
    QJsonObject turned = rotatedOut[2].toObject();
    turned["frame"] = QJsonObject{{"x", 8}, {"y", 0}, {"w", 7}, {"h", 2}}; // 2 x 7 in the sheet
    rotatedOut[2] = turned;
    QTest::newRow("rotated outside")
        << QByteArray("{\"frames\": " + QJsonDocument(rotatedOut).toJson() + "}") << "outside";
    QJsonArray badTrim = p.entries;
    QJsonObject trim = badTrim[1].toObject();
    trim["spriteSourceSize"] = QJsonObject{{"x", 3}, {"y", 2}, {"w", 2}, {"h", 2}};
    badTrim[1] = trim;
    QTest::newRow("trim outside source")
        << QByteArray("{\"frames\": " + QJsonDocument(badTrim).toJson() + "}") << "trimmed";
    // Coordinates whose sum overflows an int, and fractions, are no rectangle.
    QTest::newRow("coordinates past any image")
        << QByteArray(
               R"({"frames": [{"frame": {"x": 2000000000, "y": 0, "w": 2000000000, "h": 1}}]})")
        << "no valid";
    QTest::newRow("fractional coordinate")
        << QByteArray(R"({"frames": [{"frame": {"x": 0.5, "y": 0, "w": 2, "h": 2}}]})")
        << "no valid";
    // A 2 x 2 frame trimmed from 30000 x 30000 pixels would take 3.6 GB.
    QTest::newRow("trimmed from a huge source")
        << QByteArray(R"({"frames": [{"frame": {"x": 0, "y": 0, "w": 2, "h": 2}, "trimmed": true,
            "spriteSourceSize": {"x": 0, "y": 0, "w": 2, "h": 2},
            "sourceSize": {"w": 30000, "h": 30000}}]})")
        << "limit of 16384 pixels";
    QTest::newRow("tag past the end")
        << QByteArray("{\"frames\": " + QJsonDocument(p.entries).toJson() +
                      R"(, "meta": {"frameTags": [{"name": "x", "from": 1, "to": 3}]}})")
        << "frame tag";
}

void TestFrameSource::sheetJsonRefuses() {
    QFETCH(QByteArray, json);
    QFETCH(QString, reason);
    const FrameSet set = SheetJson::loadSheetJson(json, packSheet().sheet, ImageLoadLimits{});
    QVERIFY(!set.ok());
    QVERIFY(set.frames.isEmpty());
    QVERIFY2(set.error.contains(reason), qPrintable(set.error));
}

// Frames may overlap: N copies of the whole 12 x 6 sheet take N * 288 bytes, and those
// past the budget are refused rather than allocated.
void TestFrameSource::sheetJsonKeepsToTheBudget() {
    ImageLoadLimits limits;
    limits.allocationLimitMb = 1;
    const int fitting = (1 << 20) / (12 * 6 * 4);
    for (const int count : {fitting, fitting + 1}) {
        QByteArray json = R"({"frames": [)";
        for (int i = 0; i < count; ++i)
            json += QByteArray(i ? "," : "") + R"({"frame": {"x": 0, "y": 0, "w": 12, "h": 6}})";
        json += "]}";
        const FrameSet set = SheetJson::loadSheetJson(json, packSheet().sheet, limits);
        QCOMPARE(set.ok(), count == fitting);
        QCOMPARE(set.frames.size(), count == fitting ? count : 0);
        QCOMPARE(set.error.contains(QStringLiteral("1 MB allowed")), count != fitting);
    }
}

void TestFrameSource::rotationZeroIsTheSource() {
    for (const QSize size : {QSize(7, 5), QSize(8, 8), QSize(1, 9)}) {
        FrameSet source;
        source.frames.append({noise(size.width(), size.height(), 21), {}, 40, {}, false});
        const FrameSet set = RotationFrames::rotationSet(source, 24);
        QVERIFY2(set.ok(), qPrintable(set.error));
        QCOMPARE(set.frames.size(), 24);
        QVERIFY(samePixels(set.frames[0].image, source.frames[0].image));
        QCOMPARE(set.frames[0].origin, QPoint(size.width() / 2, size.height() / 2));
        QCOMPARE(set.frames[5].durationMs, 40);
    }
}

void TestFrameSource::rotationQuarterTurnsAreExact() {
    for (const QSize size : {QSize(7, 5), QSize(6, 4), QSize(1, 9), QSize(64, 33)}) {
        const int w = size.width(), h = size.height();
        const QImage src = noise(w, h, 33);
        FrameSet source;
        source.frames.append({src, {}, 0, {}, false});
        const FrameSet set = RotationFrames::rotationSet(source, 24);
        QVERIFY2(set.ok(), qPrintable(set.error));
        const QImage& q1 = set.frames[6].image;  // 90 degrees clockwise
        const QImage& q2 = set.frames[12].image; // 180
        const QImage& q3 = set.frames[18].image; // 270
        QCOMPARE(q1.size(), QSize(h, w));
        QCOMPARE(q2.size(), QSize(w, h));
        QCOMPARE(q3.size(), QSize(h, w));
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                QCOMPARE(q1.pixel(h - 1 - y, x), src.pixel(x, y));
                QCOMPARE(q2.pixel(w - 1 - x, h - 1 - y), src.pixel(x, y));
                QCOMPARE(q3.pixel(y, w - 1 - x), src.pixel(x, y));
            }
        QCOMPARE(set.frames[6].origin, QPoint(h / 2, w / 2));
        QCOMPARE(set.frames[12].origin, QPoint(w / 2, h / 2));
        // Between the quarter turns the box grows: 15 degrees of a 64 x 33 is wider.
        if (w == 64)
            QVERIFY(set.frames[1].image.width() > w);
    }
}

void TestFrameSource::rotationSetOrderAndLimits() {
    FrameSet source;
    source.frames.append({noise(4, 2, 1), {}, 0, {}, false});
    source.frames.append({noise(3, 3, 2), {}, 0, {}, false});
    source.animations.append({QStringLiteral("spin"), 1, 1, QStringLiteral("forward")});
    const FrameSet set = RotationFrames::rotationSet(source, 4);
    QVERIFY2(set.ok(), qPrintable(set.error));
    QCOMPARE(set.frames.size(), 8);
    // Frame index = source * N + k: frame 5 is source 1 turned 90 degrees.
    QVERIFY(samePixels(set.frames[4].image, source.frames[1].image));
    QCOMPARE(set.frames[1].image.size(), QSize(2, 4));
    QCOMPARE(set.animations[0].from, 4);
    QCOMPARE(set.animations[0].to, 7);
    for (int n : {0, -1, 361})
        QVERIFY(!RotationFrames::rotationSet(source, n).ok());
    QCOMPARE(RotationFrames::rotationSet(source, 360).frames.size(), 720);
    // 200 turns of a 1024 x 1024 sprite take about 1.6 x 2^28 pixels: refused up front,
    // with a sentence, instead of turning gigabytes of pixels no mask file can hold.
    FrameSet big;
    QImage art(1024, 1024, QImage::Format_RGBA8888);
    art.fill(Qt::red);
    big.frames.append({art, {}, 0, {}, false});
    const FrameSet refused = RotationFrames::rotationSet(big, 200);
    QVERIFY(!refused.ok() && refused.frames.isEmpty());
    QVERIFY2(refused.error.contains(QStringLiteral("more than")), qPrintable(refused.error));
}

QTEST_MAIN(TestFrameSource)
#include "tst_framesource.moc"
