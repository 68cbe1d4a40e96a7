// SPDX-License-Identifier: MIT
// Every convex piece every shape format writes is one a physics engine takes as it is:
// 3..V vertices, strictly convex, no two vertices closer than Box2D's linear slop at the
// chosen pixels per metre, positive area; boxes and circles of positive size. Checked on
// random hand-drawn polygons and on the demo sprites' traced pieces, reading the files
// back from their text.
#include "export/projectexport.h"
#include "support/handshapesproject.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <cmath>
#include <numbers>

using namespace hitmask;
using Ring = std::vector<PointF>;

namespace {

// Why `ring` is no engine-ready convex piece of at most `maxVertices`, or empty. From the
// definitions: every turn the same way and none straight, every pair of vertices at
// least `slop` apart (the text keeps 6 decimals), a positive shoelace area.
QString pieceProblem(const Ring& ring, int maxVertices, double slop) {
    const std::size_t n = ring.size();
    if (n < 3 || n > std::size_t(maxVertices))
        return QStringLiteral("%1 vertices").arg(n);
    int turns = 0;
    double area = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const PointF a = ring[i], b = ring[(i + 1) % n], c = ring[(i + 2) % n];
        const double cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
        if (std::abs(cross) < 1e-9)
            return QStringLiteral("a straight angle at (%1, %2)").arg(b.x).arg(b.y);
        turns += cross > 0 ? 1 : -1;
        area += a.x * b.y - b.x * a.y;
        for (std::size_t j = i + 1; j < n; ++j)
            if (std::hypot(ring[j].x - a.x, ring[j].y - a.y) < slop - 1e-5)
                return QStringLiteral("two vertices %1 apart")
                    .arg(std::hypot(ring[j].x - a.x, ring[j].y - a.y));
    }
    if (std::abs(turns) != int(n))
        return QStringLiteral("not convex");
    if (std::abs(area) <= 0)
        return QStringLiteral("no area");
    return {};
}

Ring ringOf(const QJsonArray& points) {
    Ring ring;
    for (const QJsonValue& p : points)
        ring.push_back({p[0].toDouble(), p[1].toDouble()});
    return ring;
}

// The pieces of each format, read back from its text: JSON polygons (boxes as four
// corners), the C header's rings, Tiled's polygons and rectangles, Godot's polygons.
std::vector<Ring> jsonPieces(const QByteArray& bytes) {
    std::vector<Ring> pieces;
    for (const QJsonValue& frame : QJsonDocument::fromJson(bytes).array()) {
        for (const QJsonValue& polygon : frame[QStringLiteral("polygons")].toArray())
            pieces.push_back(ringOf(polygon[QStringLiteral("outer")].toArray()));
        for (const QJsonValue& b : frame[QStringLiteral("boxes")].toArray()) {
            const double x = b[0].toDouble(), y = b[1].toDouble();
            const double w = b[2].toDouble(), h = b[3].toDouble();
            pieces.push_back({{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}});
        }
    }
    return pieces;
}

std::vector<Ring> headerPieces(const QByteArray& text) {
    std::vector<Ring> pieces;
    // Each channel's points, then its ring starts.
    static const QRegularExpression points(
        QStringLiteral("static const float \\w+_points\\[\\d+\\]\\[2\\][^{]*\\{([^;]*)\\};"));
    static const QRegularExpression starts(
        QStringLiteral("static const unsigned long \\w+_ring_starts\\[[^]]*\\][^{]*\\{([^}]*)\\}"));
    static const QRegularExpression pair(QStringLiteral("\\{([-0-9.]+), ([-0-9.]+)\\}"));
    auto p = points.globalMatch(QString::fromUtf8(text));
    auto s = starts.globalMatch(QString::fromUtf8(text));
    while (p.hasNext() && s.hasNext()) {
        Ring all;
        for (auto it = pair.globalMatch(p.next().captured(1)); it.hasNext();) {
            const auto m = it.next();
            all.push_back({m.captured(1).toDouble(), m.captured(2).toDouble()});
        }
        QList<int> offsets;
        for (QString n : s.next().captured(1).split(u',', Qt::SkipEmptyParts))
            if (!(n = n.trimmed().remove(u'u')).isEmpty())
                offsets.append(n.toInt());
        for (qsizetype r = 0; r + 1 < offsets.size(); ++r)
            pieces.emplace_back(all.begin() + offsets[r], all.begin() + offsets[r + 1]);
    }
    return pieces;
}

std::vector<Ring> tiledPieces(const QByteArray& bytes) {
    std::vector<Ring> pieces;
    QXmlStreamReader xml(bytes);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto a = xml.attributes();
        if (xml.name() == QLatin1String("polygon")) {
            Ring ring;
            for (const QString& point : a.value(QStringLiteral("points")).toString().split(u' '))
                ring.push_back(
                    {point.section(u',', 0, 0).toDouble(), point.section(u',', 1, 1).toDouble()});
            pieces.push_back(ring);
        } else if (xml.name() == QLatin1String("object") &&
                   a.hasAttribute(QStringLiteral("width"))) {
            const double x = a.value(QStringLiteral("x")).toDouble();
            const double y = a.value(QStringLiteral("y")).toDouble();
            const double w = a.value(QStringLiteral("width")).toDouble();
            const double h = a.value(QStringLiteral("height")).toDouble();
            pieces.push_back({{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}});
        }
    }
    return pieces;
}

// The pieces a file of `format` holds.
std::vector<Ring> piecesOf(const QString& format, const QByteArray& bytes) {
    if (format == QLatin1String("shapes-json"))
        return jsonPieces(bytes);
    if (format == QLatin1String("shapes-c"))
        return headerPieces(bytes);
    if (format == QLatin1String("tiled"))
        return tiledPieces(bytes);
    return testing::godotRings(bytes);
}

const QStringList kFormats{QStringLiteral("shapes-json"), QStringLiteral("shapes-c"),
                           QStringLiteral("tiled"), QStringLiteral("godot")};

// A random star-shaped polygon around (16, 16) on half pixels: simple by construction
// (vertices by increasing angle), often concave.
Ring randomStar(QRandomGenerator& random) {
    const int n = 3 + int(random.bounded(12));
    std::vector<double> angles;
    for (int i = 0; i < n; ++i)
        angles.push_back(random.bounded(2 * std::numbers::pi));
    std::sort(angles.begin(), angles.end());
    Ring ring;
    for (const double angle : angles) {
        const double radius = 2 + random.bounded(12.0);
        const PointF p{std::round(2 * (16 + radius * std::cos(angle))) / 2,
                       std::round(2 * (16 + radius * std::sin(angle))) / 2};
        if (ring.empty() || p.x != ring.back().x || p.y != ring.back().y)
            ring.push_back(p);
    }
    return ring;
}

} // namespace

class TestEnginePieces : public QObject {
    Q_OBJECT

private slots:
    void randomHandPolygons();
    void demoTracedPieces();
};

void TestEnginePieces::randomHandPolygons() {
    QTemporaryDir dir;
    QVERIFY(testing::writeHandShapesProject(dir.path()));
    QRandomGenerator random(30);
    int pieces = 0, polygons = 0;
    for (int round = 0; round < 120; ++round) {
        Colliders hand;
        for (int k = 0; k < 3; ++k)
            if (Ring star = randomStar(random); isSimplePolygon(star))
                hand.polygons.push_back(star);
        hand.boxes.push_back({0.5, 0.5, 1 + 0.5 * random.bounded(5), 1});
        hand.circles.push_back({8, 8, 0.5 + random.bounded(4)});
        polygons += int(hand.polygons.size());
        Project project;
        QVERIFY(testing::loadHandShapesProject(project, dir.path(), hand));
        ExportSettings settings;
        settings.shapes.kind = ShapeSettings::Kind::Polygons;
        settings.shapes.convex = true;
        settings.shapes.maxVertices = 4 + round % 5;
        settings.shapes.pixelsPerMetre = std::array{32.0, 100.0, 200.0, 7.5}[round % 4];
        const double slop = 0.005 * settings.shapes.pixelsPerMetre;
        for (const QString& format : kFormats) {
            settings.format = format;
            const QList<ExportItem> items = ProjectExport::plan(project, settings);
            QCOMPARE(ProjectExport::problem(items.front(), settings), QString());
            const QByteArray bytes = ProjectExport::render(items.front(), settings);
            const std::vector<Ring> read = piecesOf(format, bytes);
            QVERIFY2(!read.empty(), qPrintable(format));
            for (const Ring& ring : read) {
                ++pieces;
                const QString why = pieceProblem(ring, settings.shapes.maxVertices, slop);
                QVERIFY2(why.isEmpty(), qPrintable(format + QStringLiteral(": ") + why));
            }
        }
    }
    QVERIFY(polygons > 200);
    qInfo("%d hand polygons, %d pieces checked", polygons, pieces);
}

void TestEnginePieces::demoTracedPieces() {
    int pieces = 0;
    for (const char* name : {"frog", "potato", "asteroid", "ship"}) {
        const QImage image =
            QImage(QStringLiteral(HITMASK_DEMO_DIR "/%1.png").arg(QLatin1String(name)))
                .convertToFormat(QImage::Format_RGBA8888);
        Mask mask(image.width(), image.height());
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                mask.set(x, y, qAlpha(image.pixel(x, y)) > 0);
        ExportChannels channels{{QStringLiteral("solid"), {mask}}};
        // The whole image as one tile, for the Tiled tileset.
        const FramePlaces places{image.size(), {image.rect()}, 0};
        for (const double tolerance : {0.0, 1.0, 2.5})
            for (const int maxVertices : {4, 8}) {
                ExportOptions options;
                options.shapes.kind = ShapeSettings::Kind::Polygons;
                options.shapes.convex = true;
                options.shapes.tolerance = tolerance;
                options.shapes.maxVertices = maxVertices;
                options.shapes.pixelsPerMetre = 200; // the largest slop: one pixel
                options.places = places;
                for (const QString& format : kFormats) {
                    const QByteArray bytes = exporterFor(format)->write(channels, options);
                    const std::vector<Ring> read = piecesOf(format, bytes);
                    QVERIFY(!read.empty());
                    for (const Ring& ring : read) {
                        ++pieces;
                        const QString why = pieceProblem(ring, maxVertices, 1.0);
                        QVERIFY2(why.isEmpty(),
                                 qPrintable(QLatin1String(name) + QStringLiteral(" ") + format +
                                            QStringLiteral(": ") + why));
                    }
                }
            }
    }
    qInfo("%d traced pieces checked", pieces);
}

QTEST_GUILESS_MAIN(TestEnginePieces)
#include "tst_enginepieces.moc"
