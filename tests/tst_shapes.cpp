// SPDX-License-Identifier: MIT
// hitmask-cli shapes and the shape export formats: JSON as documented, boxes and
// polygons that paint the mask back, a C header compiled for real, Tiled and Godot files.
#include "export/maskexporter.h"
#include "support/clirunner.h"
#include "support/rasterise.hpp"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <cmath>

using namespace hitmask;

namespace {

using Run = hitmask::testing::CliRun;
using hitmask::testing::runCli;

// The sprite's mask as bytes, alpha > 0 solid, read straight from the image.
struct Pixels {
    int width = 0;
    int height = 0;
    std::vector<int> solid;
};

Pixels pixelsOf(const QString& file) {
    const QImage image = QImage(file).convertToFormat(QImage::Format_RGBA8888);
    Pixels p{image.width(), image.height(), {}};
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            p.solid.push_back(qAlpha(image.pixel(x, y)) > 0);
    return p;
}

// A sprite with a hole, a region inside the hole and a diagonal contact.
QImage ringSprite() {
    const char* rows[] = {"#######.", "#.....#.", "#.##..#.", "#.##..#.",
                          "#......#", "#######.", "........", "..#....."};
    QImage image(8, 8, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    for (int y = 0; y < 8; ++y)
        for (int x = 0; x < 8; ++x)
            if (rows[y][x] == '#')
                image.setPixelColor(x, y, QColor(200, 50, 50, 255));
    return image;
}

testing::Ring ringOf(const QJsonArray& points) {
    testing::Ring ring;
    for (const QJsonValue& p : points)
        ring.push_back({p.toArray().at(0).toDouble(), p.toArray().at(1).toDouble()});
    return ring;
}

// Paints the frame's polygons (each with its holes, even-odd) into a pixel count grid.
std::vector<int> paintPolygons(const QJsonArray& polygons, int width, int height) {
    std::vector<int> counts(std::size_t(width) * height, 0);
    for (const QJsonValue& value : polygons) {
        std::vector<testing::Ring> rings{ringOf(value[QStringLiteral("outer")].toArray())};
        for (const QJsonValue& hole : value[QStringLiteral("holes")].toArray())
            rings.push_back(ringOf(hole.toArray()));
        testing::rasterise(rings, width, height, counts);
    }
    return counts;
}

} // namespace

class TestShapes : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void boxesJsonIsExactAndMinimalShape_data();
    void boxesJsonIsExactAndMinimalShape();
    void polygonsPaintTheMaskBack_data();
    void polygonsPaintTheMaskBack();
    void budgetReportsWrongPixels();
    void growMovesTheOutline();
    void errorsExitTwoWithOneLine_data();
    void errorsExitTwoWithOneLine();
    void jsonExportMatchesTheCli();
    void cHeaderCompiles_data();
    void cHeaderCompiles();
    void tiledTilesetHoldsTheShapes();
    void godotPolygonsPaintTheMaskBack();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QTemporaryDir dir_;
};

void TestShapes::initTestCase() {
    QVERIFY(dir_.isValid());
    QVERIFY(ringSprite().save(path(QStringLiteral("ring.png"))));
}

void TestShapes::boxesJsonIsExactAndMinimalShape_data() {
    QTest::addColumn<QString>("sprite");
    QTest::newRow("frog") << QStringLiteral(HITMASK_DEMO_DIR "/frog.png");
    QTest::newRow("ship") << QStringLiteral(HITMASK_DEMO_DIR "/ship.png");
    QTest::newRow("ring") << QStringLiteral("ring.png");
}

void TestShapes::boxesJsonIsExactAndMinimalShape() {
    QFETCH(QString, sprite);
    if (!sprite.startsWith(u'/'))
        sprite = path(sprite);
    const Run run = runCli(
        {QStringLiteral("shapes"), sprite, QStringLiteral("--boxes"), QStringLiteral("--json")});
    QCOMPARE(run.status, 0);
    const Pixels pixels = pixelsOf(sprite);
    // Keys in the documented order.
    QVERIFY2(run.out.startsWith("[{\"frame\": 0, \"width\": " + QByteArray::number(pixels.width) +
                                ", \"height\": " + QByteArray::number(pixels.height) +
                                ", \"origin\": [0, 0], \"boxes\": ["),
             run.out.left(80));
    const QJsonArray frames = QJsonDocument::fromJson(run.out).array();
    QCOMPARE(frames.size(), 1);
    const QJsonObject frame = frames.at(0).toObject();
    QCOMPARE(frame.keys(), (QStringList{"boxes", "frame", "height", "origin", "physics", "width",
                                        "wrong_pixels"}));
    QCOMPARE(frame[QStringLiteral("wrong_pixels")].toInt(), 0);
    std::vector<int> painted(pixels.solid.size(), 0);
    for (const QJsonValue& box : frame[QStringLiteral("boxes")].toArray()) {
        const QJsonArray b = box.toArray();
        for (int y = b[1].toInt(); y < b[1].toInt() + b[3].toInt(); ++y)
            for (int x = b[0].toInt(); x < b[0].toInt() + b[2].toInt(); ++x)
                ++painted[std::size_t(y) * pixels.width + x];
    }
    QCOMPARE(painted, pixels.solid); // exact, and no pixel painted twice
}

void TestShapes::polygonsPaintTheMaskBack_data() {
    QTest::addColumn<QStringList>("options");
    QTest::newRow("outlines") << QStringList{};
    QTest::newRow("convex") << QStringList{QStringLiteral("--convex")};
    QTest::newRow("convex, 5 vertices") << QStringList{
        QStringLiteral("--convex"), QStringLiteral("--max-vertices"), QStringLiteral("5")};
}

void TestShapes::polygonsPaintTheMaskBack() {
    QFETCH(QStringList, options);
    for (const QString& sprite :
         {path(QStringLiteral("ring.png")), QStringLiteral(HITMASK_DEMO_DIR "/asteroid.png")}) {
        const Run run = runCli(QStringList{QStringLiteral("shapes"), sprite,
                                           QStringLiteral("--polygons"), QStringLiteral("--json")}
                               << options);
        QCOMPARE(run.status, 0);
        const QJsonObject frame = QJsonDocument::fromJson(run.out).array().at(0).toObject();
        QCOMPARE(frame.keys(),
                 (QStringList{"frame", "height", "origin", "physics", "polygons", "width"}));
        const Pixels pixels = pixelsOf(sprite);
        const QJsonArray polygons = frame[QStringLiteral("polygons")].toArray();
        QCOMPARE(paintPolygons(polygons, pixels.width, pixels.height), pixels.solid);
        const int maxVertices = options.size() == 3 ? 5 : 8;
        for (const QJsonValue& polygon : polygons)
            if (options.contains(QStringLiteral("--convex"))) {
                QVERIFY(polygon[QStringLiteral("holes")].toArray().isEmpty());
                QVERIFY(polygon[QStringLiteral("outer")].toArray().size() <= maxVertices);
            }
    }
}

void TestShapes::budgetReportsWrongPixels() {
    const QString sprite = QStringLiteral(HITMASK_DEMO_DIR "/potato.png");
    const Run run =
        runCli({QStringLiteral("shapes"), sprite, QStringLiteral("--boxes"),
                QStringLiteral("--max-boxes"), QStringLiteral("4"), QStringLiteral("--json")});
    QCOMPARE(run.status, 0);
    const QJsonObject frame = QJsonDocument::fromJson(run.out).array().at(0).toObject();
    const QJsonArray boxes = frame[QStringLiteral("boxes")].toArray();
    QVERIFY(boxes.size() <= 4 && !boxes.isEmpty());
    const Pixels pixels = pixelsOf(sprite);
    std::vector<int> covered(pixels.solid.size(), 0);
    for (const QJsonValue& box : boxes) {
        const QJsonArray b = box.toArray();
        for (int y = b[1].toInt(); y < b[1].toInt() + b[3].toInt(); ++y)
            for (int x = b[0].toInt(); x < b[0].toInt() + b[2].toInt(); ++x)
                covered[std::size_t(y) * pixels.width + x] = 1;
    }
    int wrong = 0;
    for (std::size_t i = 0; i < covered.size(); ++i)
        wrong += covered[i] != pixels.solid[i];
    QCOMPARE(frame[QStringLiteral("wrong_pixels")].toInt(), wrong);
    QVERIFY(wrong > 0);
}

void TestShapes::growMovesTheOutline() {
    const QString sprite = path(QStringLiteral("ring.png"));
    const Run run =
        runCli({QStringLiteral("shapes"), sprite, QStringLiteral("--polygons"),
                QStringLiteral("--grow"), QStringLiteral("2"), QStringLiteral("--json")});
    QCOMPARE(run.status, 0);
    const QJsonObject frame = QJsonDocument::fromJson(run.out).array().at(0).toObject();
    QCOMPARE(frame[QStringLiteral("width")].toInt(), 8); // the frame's own size
    // Paint on a grid two pixels larger on every side, shifted by two.
    QJsonArray shifted;
    for (const QJsonValue& polygon : frame[QStringLiteral("polygons")].toArray()) {
        const auto shift = [](const QJsonArray& ring) {
            QJsonArray out;
            for (const QJsonValue& p : ring)
                out.append(QJsonArray{p[0].toDouble() + 2, p[1].toDouble() + 2});
            return out;
        };
        QJsonArray holes;
        for (const QJsonValue& hole : polygon[QStringLiteral("holes")].toArray())
            holes.append(shift(hole.toArray()));
        shifted.append(QJsonObject{
            {QStringLiteral("outer"), shift(polygon[QStringLiteral("outer")].toArray())},
            {QStringLiteral("holes"), holes}});
    }
    const Pixels pixels = pixelsOf(sprite);
    std::vector<int> expected;
    for (int y = -2; y < 10; ++y)
        for (int x = -2; x < 10; ++x) {
            int any = 0;
            for (int dy = -2; dy <= 2; ++dy)
                for (int dx = -2; dx <= 2; ++dx) {
                    const int sx = x + dx, sy = y + dy;
                    any |= sx >= 0 && sy >= 0 && sx < 8 && sy < 8 && pixels.solid[sy * 8 + sx];
                }
            expected.push_back(any);
        }
    QCOMPARE(paintPolygons(shifted, 12, 12), expected);
}

void TestShapes::errorsExitTwoWithOneLine_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString sprite = QStringLiteral(HITMASK_DEMO_DIR "/frog.png");
    const auto shapes = [&](const QStringList& more) {
        return QStringList{QStringLiteral("shapes"), sprite} + more;
    };
    QTest::newRow("no kind") << shapes({"--json"}) << "choose one of --boxes and --polygons";
    QTest::newRow("both kinds") << shapes({"--boxes", "--polygons", "--json"})
                                << "choose one of --boxes and --polygons";
    QTest::newRow("no output") << shapes({"--boxes"}) << "give either --json or -o OUT";
    QTest::newRow("max-boxes on polygons")
        << shapes({"--polygons", "--max-boxes", "3", "--json"}) << "--max-boxes needs --boxes";
    QTest::newRow("zero boxes") << shapes({"--boxes", "--max-boxes", "0", "--json"})
                                << "--max-boxes: '0'";
    QTest::newRow("tolerance on boxes")
        << shapes({"--boxes", "--tolerance", "1", "--json"}) << "--tolerance needs --polygons";
    QTest::newRow("bad tolerance")
        << shapes({"--polygons", "--tolerance", "abc", "--json"}) << "--tolerance: 'abc'";
    QTest::newRow("negative tolerance")
        << shapes({"--polygons", "--tolerance", "-1", "--json"}) << "--tolerance: '-1'";
    QTest::newRow("nan tolerance")
        << shapes({"--polygons", "--tolerance", "nan", "--json"}) << "--tolerance: 'nan'";
    QTest::newRow("max-vertices without convex")
        << shapes({"--polygons", "--max-vertices", "6", "--json"}) << "needs --convex";
    QTest::newRow("three vertices")
        << shapes({"--polygons", "--convex", "--max-vertices", "3", "--json"})
        << "--max-vertices: '3'";
    QTest::newRow("grow too far") << shapes({"--boxes", "--grow", "5000", "--json"})
                                  << "--grow: '5000'";
    QTest::newRow("bad format") << shapes({"--boxes", "-o", "x", "--format", "rle"})
                                << "not a shape format";
    QTest::newRow("missing sprite")
        << QStringList{QStringLiteral("shapes"), QStringLiteral("/nonexistent/x.png"),
                       QStringLiteral("--boxes"), QStringLiteral("--json")}
        << "x.png";
}

void TestShapes::errorsExitTwoWithOneLine() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = runCli(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith("hitmask-cli: "), run.err);
    QVERIFY2(run.err.count('\n') == 1 && run.err.endsWith('\n'), run.err);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err);
}

void TestShapes::jsonExportMatchesTheCli() {
    const QString sprite = QStringLiteral(HITMASK_DEMO_DIR "/ship.png");
    const QString out = path(QStringLiteral("ship.json"));
    const QStringList common{QStringLiteral("shapes"), sprite, QStringLiteral("--polygons"),
                             QStringLiteral("--tolerance"), QStringLiteral("1.5")};
    const Run printed = runCli(common + QStringList{QStringLiteral("--json")});
    const Run written = runCli(common + QStringList{QStringLiteral("-o"), out});
    QCOMPARE(printed.status, 0);
    QCOMPARE(written.status, 0);
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), printed.out);
}

void TestShapes::cHeaderCompiles_data() {
    QTest::addColumn<QString>("kind");
    QTest::newRow("boxes") << QStringLiteral("--boxes");
    QTest::newRow("polygons") << QStringLiteral("--polygons");
}

void TestShapes::cHeaderCompiles() {
    QFETCH(QString, kind);
    const QString sprite = path(QStringLiteral("ring.png"));
    const QString header = path(QStringLiteral("ring.shapes.h"));
    QCOMPARE(runCli({QStringLiteral("shapes"), sprite, kind, QStringLiteral("--format"),
                     QStringLiteral("shapes-c"), QStringLiteral("-o"), header})
                 .status,
             0);
    // Every macro, the include guard too, carries the HITMASK_ prefix, as the mask headers'.
    QFile written(header);
    QVERIFY(written.open(QIODevice::ReadOnly));
    int macros = 0;
    for (const QByteArray& line : written.readAll().split('\n'))
        if (line.startsWith("#define ") || line.startsWith("#ifndef ")) {
            ++macros;
            QVERIFY2(line.mid(8).startsWith("HITMASK_"), line.constData());
        }
    QVERIFY(macros >= 4);
    // The program prints the covered area: box areas, or ring areas by the shoelace
    // formula (holes run the other way and subtract).
    QFile source(path(QStringLiteral("main.c")));
    QVERIFY(source.open(QIODevice::WriteOnly));
    source.write(R"(#include <stdio.h>
#include "ring.shapes.h"
int main(void) {
    double area = 0;
#ifdef BOXES
    unsigned long i;
    for (i = ring_frame_boxes[0]; i < ring_frame_boxes[1]; ++i)
        area += ring_boxes[i][2] * ring_boxes[i][3];
#else
    unsigned long p, r, k;
    for (p = ring_frame_polygons[0]; p < ring_frame_polygons[1]; ++p)
        for (r = ring_polygon_rings[p]; r < ring_polygon_rings[p + 1]; ++r)
            for (k = ring_ring_starts[r]; k < ring_ring_starts[r + 1]; ++k) {
                unsigned long n = k + 1 < ring_ring_starts[r + 1] ? k + 1 : ring_ring_starts[r];
                area += 0.5 * (ring_points[k][0] * ring_points[n][1] - ring_points[n][0] * ring_points[k][1]);
            }
#endif
    printf("%d %d", (int)area, HITMASK_RING_SHAPE_FRAMES);
    return 0;
}
)");
    source.close();
    QStringList args{QStringLiteral("-std=c99"),  QStringLiteral("-Wall"),
                     QStringLiteral("-Wextra"),   QStringLiteral("-Werror"),
                     QStringLiteral("-pedantic"), path(QStringLiteral("main.c")),
                     QStringLiteral("-o"),        path(QStringLiteral("area"))};
    if (kind == QLatin1String("--boxes"))
        args << QStringLiteral("-DBOXES");
    QProcess build;
    build.start(QStringLiteral("cc"), args);
    QVERIFY2(build.waitForFinished(60000), "compiler did not finish");
    QVERIFY2(build.exitCode() == 0, build.readAllStandardError().constData());
    QProcess run;
    run.start(path(QStringLiteral("area")));
    QVERIFY(run.waitForFinished(10000));
    const Pixels pixels = pixelsOf(sprite);
    const int solid = int(std::count(pixels.solid.begin(), pixels.solid.end(), 1));
    QCOMPARE(run.readAllStandardOutput(), QByteArray::number(solid) + " 1");
}

void TestShapes::tiledTilesetHoldsTheShapes() {
    const QString sprite = path(QStringLiteral("ring.png"));
    for (const QString& kind : {QStringLiteral("--boxes"), QStringLiteral("--polygons")}) {
        // In a folder of its own: Tiled looks for the image relative to the .tsx.
        const QString out = path(QStringLiteral("maps/tiles/ring.tsx"));
        QCOMPARE(runCli({QStringLiteral("shapes"), sprite, kind, QStringLiteral("--format"),
                         QStringLiteral("tiled"), QStringLiteral("-o"), out})
                     .status,
                 0);
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        std::vector<testing::Ring> rings;
        int tiles = 0;
        QString image;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            const auto a = xml.attributes();
            if (xml.name() == QLatin1String("tileset")) {
                QCOMPARE(a.value(QStringLiteral("tilewidth")).toInt(), 8);
                QCOMPARE(a.value(QStringLiteral("tilecount")).toInt(), 1);
            } else if (xml.name() == QLatin1String("image")) {
                image = a.value(QStringLiteral("source")).toString();
            } else if (xml.name() == QLatin1String("tile")) {
                ++tiles;
            } else if (xml.name() == QLatin1String("object") &&
                       a.hasAttribute(QStringLiteral("width"))) {
                const double x = a.value(QStringLiteral("x")).toDouble(),
                             y = a.value(QStringLiteral("y")).toDouble();
                const double w = a.value(QStringLiteral("width")).toDouble(),
                             h = a.value(QStringLiteral("height")).toDouble();
                rings.push_back({{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}});
            } else if (xml.name() == QLatin1String("polygon")) {
                testing::Ring ring;
                for (const QString& point :
                     a.value(QStringLiteral("points")).toString().split(u' ')) {
                    const QStringList xy = point.split(u',');
                    ring.push_back({xy.value(0).toDouble(), xy.value(1).toDouble()});
                }
                rings.push_back(ring);
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(tiles, 1);
        QCOMPARE(image, QStringLiteral("../../ring.png"));
        // Tiled objects have no holes: each is filled on its own, and together they must
        // paint every solid pixel exactly once.
        const Pixels pixels = pixelsOf(sprite);
        std::vector<int> counts(pixels.solid.size(), 0);
        for (const auto& ring : rings)
            testing::rasterise({ring}, 8, 8, counts);
        QCOMPARE(counts, pixels.solid);
    }
}

void TestShapes::godotPolygonsPaintTheMaskBack() {
    const QString sprite = path(QStringLiteral("ring.png"));
    const QString out = path(QStringLiteral("ring.tscn"));
    QCOMPARE(
        runCli({QStringLiteral("shapes"), sprite, QStringLiteral("--polygons"),
                QStringLiteral("--format"), QStringLiteral("godot"), QStringLiteral("-o"), out})
            .status,
        0);
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.startsWith(QStringLiteral("[gd_scene format=3]\n")));
    // Not a sensor (the default): a static body.
    QCOMPARE(text.count(QStringLiteral("type=\"StaticBody2D\"")), 1);
    const QRegularExpression polygon(QStringLiteral("polygon = PackedVector2Array\\(([^)]*)\\)"));
    std::vector<int> counts(64, 0);
    int found = 0;
    for (auto it = polygon.globalMatch(text); it.hasNext(); ++found) {
        const QStringList numbers = it.next().captured(1).split(QStringLiteral(", "));
        QVERIFY(numbers.size() % 2 == 0 && numbers.size() >= 6);
        testing::Ring ring;
        for (int i = 0; i < numbers.size(); i += 2)
            ring.push_back({numbers[i].toDouble(), numbers[i + 1].toDouble()});
        testing::rasterise({ring}, 8, 8, counts);
    }
    QCOMPARE(text.count(QStringLiteral("type=\"CollisionPolygon2D\"")), found);
    QCOMPARE(counts, pixelsOf(sprite).solid);
}

QTEST_GUILESS_MAIN(TestShapes)
#include "tst_shapes.moc"
