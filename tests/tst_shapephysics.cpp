// SPDX-License-Identifier: MIT
// Shapes drawn by hand and each channel's physics properties in every shape format of a
// project export: JSON as documented, a C header compiled for real, a Tiled tileset read
// as XML (and checked by xmllint), a Godot scene read section by section.
#include "export/projectexport.h"
#include "support/handshapesproject.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <map>

using namespace hitmask;

namespace {

// One "[kind attrs]" section of a Godot scene with its "key = value" lines.
struct GodotSection {
    QString kind; // gd_scene, sub_resource, node
    QMap<QString, QString> attributes;
    QMap<QString, QString> values;
};

// Reads a .tscn as Godot's text format defines it: sections, then key = value lines.
std::vector<GodotSection> readGodot(const QByteArray& bytes) {
    std::vector<GodotSection> sections;
    static const QRegularExpression attribute(QStringLiteral("(\\w+)=\"([^\"]*)\""));
    for (const QString& line : QString::fromUtf8(bytes).split(u'\n')) {
        if (line.startsWith(u'[')) {
            GodotSection s;
            s.kind = line.mid(1).section(u' ', 0, 0).remove(u']');
            for (auto it = attribute.globalMatch(line); it.hasNext();) {
                const auto m = it.next();
                s.attributes.insert(m.captured(1), m.captured(2));
            }
            sections.push_back(s);
        } else if (line.contains(QStringLiteral(" = ")) && !sections.empty()) {
            sections.back().values.insert(line.section(QStringLiteral(" = "), 0, 0),
                                          line.section(QStringLiteral(" = "), 1));
        }
    }
    return sections;
}

} // namespace

class TestShapePhysics : public QObject {
    Q_OBJECT

private slots:
    void init();
    void jsonWritesHandShapesAndPhysics();
    void tracedIgnoresHandShapes();
    void cHeaderCompilesWithHandShapesAndPhysics();
    void tiledObjectsHaveClassPropertiesAndEllipses();
    void godotSceneHasBodiesMaterialsAndCircles();
    void rigidBodyWeighsItsShapes();
    void unusableHandShapesAreRefused_data();
    void unusableHandShapesAreRefused();
    void pixelsPerMetreIsSavedOnlyWhenChosen();

private:
    QByteArray render(const QString& format, const ShapeSettings& shapes = {});

    std::unique_ptr<QTemporaryDir> dir_;
    Project project_;
};

void TestShapePhysics::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(testing::writeHandShapesProject(dir_->path()));
    project_ = Project{};
    QVERIFY(testing::loadHandShapesProject(project_, dir_->path(), testing::handShapes()));
}

QByteArray TestShapePhysics::render(const QString& format, const ShapeSettings& shapes) {
    ExportSettings settings;
    settings.format = format;
    settings.shapes = shapes;
    const QList<ExportItem> items = ProjectExport::plan(project_, settings);
    if (items.size() != 1 || !ProjectExport::clashes(project_, items, settings).isEmpty())
        return {};
    return ProjectExport::render(items.front(), settings);
}

void TestShapePhysics::jsonWritesHandShapesAndPhysics() {
    const QByteArray bytes = render(QStringLiteral("shapes-json"));
    // Frame 0's solid shapes as drawn, half pixels kept, then the default physics spelled
    // out in full.
    QVERIFY2(
        bytes.startsWith(
            R"([{"frame": 0, "channel": "solid", "width": 32, "height": 32, "origin": [16, 31], "hand": true, "boxes": [[1.5, 2, 4, 3.5]], "polygons": [{"outer": [[4, 6], [16, 6], [16, 10], [9, 10], [9, 16], [4, 16]], "holes": []}], "circles": [[24.5, 24.5, 2.5]], "wrong_pixels": 74, "physics": {"sensor": false, "density": 1, "friction": 0.6, "restitution": 0, "category_bits": 1, "collides_with": 4294967295, "group_index": 0, "properties": {}}},)"),
        bytes.left(600));
    // 74 wrong pixels, counted by hand: the box covers 4 x 3 pixels off the mask, the L
    // leaves the block's 7 x 6 corner out, and the circle's 21 pixel centres hold one of
    // the mask's (the dot).
    QVERIFY(bytes.contains(
        R"("physics": {"sensor": true, "density": 0.5, "friction": 0.25, "restitution": 0.75, "category_bits": 2, "collides_with": 5, "group_index": -3, "properties": {"kind": "enemy \"boss\"", "damage": "12", "note": "two\u000alines"}}})"));
    const QJsonArray frames = QJsonDocument::fromJson(bytes).array();
    QCOMPARE(frames.size(), 4); // 2 frames x 2 channels
    const QJsonObject traced = frames.at(2).toObject();
    QCOMPARE(traced[QStringLiteral("channel")].toString(), QStringLiteral("solid"));
    QVERIFY(!traced.contains(QStringLiteral("hand")));
    QVERIFY(!traced.contains(QStringLiteral("circles")));
    QCOMPARE(traced[QStringLiteral("boxes")].toArray().size(), 2); // the block and the dot
    // The hit channel has no hand shapes: traced, with its own physics.
    const QJsonObject hit = frames.at(1).toObject();
    QVERIFY(!hit.contains(QStringLiteral("hand")));
    QCOMPARE(hit[QStringLiteral("physics")][QStringLiteral("collides_with")].toInteger(), 5);
}

void TestShapePhysics::tracedIgnoresHandShapes() {
    ExportSettings settings;
    settings.format = QStringLiteral("shapes-json");
    const ExportItem item = ProjectExport::plan(project_, settings).front();
    ExportOptions options;
    ExportChannels channels = ProjectExport::itemChannels(item, settings, &options);
    QVERIFY(channels[0].handShapes(0));
    // Drawn the other way round, the L is still written clockwise on screen.
    std::reverse(channels[0].hand[0]->polygons[0].begin(), channels[0].hand[0]->polygons[0].end());
    QVERIFY(exporterFor(settings.format)
                ->write(channels, options)
                .contains(R"("outer": [[4, 6], [16, 6], [16, 10], [9, 10], [9, 16], [4, 16]])"));
    const QByteArray hand = exporterFor(settings.format)->write(channels, options);
    options.traced = true;
    const QByteArray traced = exporterFor(settings.format)->write(channels, options);
    QVERIFY(hand.contains("\"hand\": true"));
    QVERIFY(!traced.contains("\"hand\""));
    // Without hand shapes at all, the same bytes as --traced.
    channels[0].hand.clear();
    options.traced = false;
    QCOMPARE(exporterFor(settings.format)->write(channels, options), traced);
}

void TestShapePhysics::cHeaderCompilesWithHandShapesAndPhysics() {
    QFile header(dir_->filePath(QStringLiteral("blocks.shapes.h")));
    QVERIFY(header.open(QIODevice::WriteOnly));
    header.write(render(QStringLiteral("shapes-c")));
    header.close();
    QFile program(dir_->filePath(QStringLiteral("main.c")));
    QVERIFY(program.open(QIODevice::WriteOnly));
    program.write(R"(#include <stdio.h>
#include "blocks.shapes.h"
int main(void) {
    const float* b = blocks_boxes[0];
    const struct hitmask_physics* hit = &blocks_hit_physics;
    printf("%d %g %g %g %g %lu|", HITMASK_BLOCKS_BOX_COUNT, b[0], b[1], b[2], b[3],
           blocks_frame_boxes[1]);
    printf("%d %lu %g %g|", HITMASK_BLOCKS_POLYGON_COUNT, blocks_ring_starts[1],
           blocks_points[2][0], blocks_points[2][1]);
    printf("%d %g %g %g %lu|", HITMASK_BLOCKS_CIRCLE_COUNT, blocks_circles[0][0],
           blocks_circles[0][1], blocks_circles[0][2], blocks_frame_circles[2]);
    printf("%d %g %g %lu %lu|", blocks_physics.sensor, blocks_physics.friction,
           blocks_physics.density, blocks_physics.collides_with, blocks_physics.property_count);
    printf("%d %g %g %g %lu %lu %d %lu %s=%s|%s", hit->sensor, hit->density, hit->friction,
           hit->restitution, hit->category_bits, hit->collides_with, hit->group_index,
           hit->property_count, hit->properties[0][0], hit->properties[0][1],
           hit->properties[2][1]);
    return 0;
}
)");
    program.close();
    QProcess cc;
    cc.setWorkingDirectory(dir_->path());
    cc.start(QStringLiteral("cc"),
             {QStringLiteral("-std=c99"), QStringLiteral("-Wall"), QStringLiteral("-Wextra"),
              QStringLiteral("-pedantic"), QStringLiteral("-Werror"), QStringLiteral("main.c"),
              QStringLiteral("-o"), QStringLiteral("main")});
    QVERIFY(cc.waitForFinished(60000));
    QVERIFY2(cc.exitCode() == 0, cc.readAllStandardError().constData());
    QProcess run;
    run.start(dir_->filePath(QStringLiteral("main")), QStringList{});
    QVERIFY(run.waitForFinished(10000));
    // Boxes are floats (a half pixel), frame 0 holds one; the L's six points, its third
    // (16, 10); one circle in frame 0; the solid channel's defaults; the hit channel's.
    QCOMPARE(run.readAllStandardOutput(),
             QByteArray("3 1.5 2 4 3.5 1|1 6 16 10|1 24.5 24.5 2.5 1|0 0.6 1 4294967295 0|"
                        "1 0.5 0.25 0.75 2 5 -3 3 kind=enemy \"boss\"|two\nlines"));
}

void TestShapePhysics::tiledObjectsHaveClassPropertiesAndEllipses() {
    const QByteArray bytes = render(QStringLiteral("tiled"));
    QVERIFY(!bytes.isEmpty());
    const QString path = dir_->filePath(QStringLiteral("blocks.tsx"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    file.close();
    QProcess lint;
    lint.start(QStringLiteral("xmllint"), {QStringLiteral("--noout"), path});
    QVERIFY(lint.waitForFinished(30000));
    QVERIFY2(lint.exitCode() == 0, lint.readAllStandardError().constData());

    struct Object {
        int tile = -1;
        QString type;
        double x = 0, y = 0, width = 0, height = 0;
        QString shape; // rectangle, polygon or ellipse
        std::map<QString, QString> properties;
    };
    std::vector<Object> objects;
    QXmlStreamReader xml(bytes);
    int tile = -1;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto a = xml.attributes();
        if (xml.name() == QLatin1String("tile")) {
            tile = a.value(QStringLiteral("id")).toInt();
        } else if (xml.name() == QLatin1String("object")) {
            objects.push_back({tile,
                               a.value(QStringLiteral("type")).toString(),
                               a.value(QStringLiteral("x")).toDouble(),
                               a.value(QStringLiteral("y")).toDouble(),
                               a.value(QStringLiteral("width")).toDouble(),
                               a.value(QStringLiteral("height")).toDouble(),
                               QStringLiteral("rectangle"),
                               {}});
        } else if (xml.name() == QLatin1String("property") && !objects.empty() &&
                   objects.back().tile == tile) {
            objects.back().properties[a.value(QStringLiteral("name")).toString()] =
                a.value(QStringLiteral("value")).toString();
        } else if ((xml.name() == QLatin1String("polygon") ||
                    xml.name() == QLatin1String("ellipse")) &&
                   !objects.empty()) {
            objects.back().shape = xml.name().toString();
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    // Tile 0: the hand set (box, L, circle) of solid, then the hit channel's traced boxes.
    std::vector<const Object*> tile0;
    for (const Object& o : objects)
        if (o.tile == 0)
            tile0.push_back(&o);
    QCOMPARE(tile0.size(), std::size_t(5));
    QCOMPARE(tile0[0]->type, QStringLiteral("solid"));
    QCOMPARE(tile0[0]->shape, QStringLiteral("rectangle"));
    QCOMPARE(tile0[0]->x, 1.5);
    QCOMPARE(tile0[0]->height, 3.5);
    QCOMPARE(tile0[1]->shape, QStringLiteral("polygon"));
    QCOMPARE(tile0[2]->shape, QStringLiteral("ellipse"));
    QCOMPARE(tile0[2]->x, 22.0); // the circle's bounding box
    QCOMPARE(tile0[2]->width, 5.0);
    QCOMPARE(tile0[2]->properties.at(QStringLiteral("sensor")), QStringLiteral("false"));
    QCOMPARE(tile0[2]->properties.at(QStringLiteral("friction")), QStringLiteral("0.6"));
    // Tiled's ints are 32-bit: all bits set read as -1.
    QCOMPARE(tile0[2]->properties.at(QStringLiteral("collides_with")), QStringLiteral("-1"));
    QCOMPARE(tile0[3]->type, QStringLiteral("hit"));
    QCOMPARE(tile0[3]->properties.at(QStringLiteral("sensor")), QStringLiteral("true"));
    QCOMPARE(tile0[3]->properties.at(QStringLiteral("group_index")), QStringLiteral("-3"));
    QCOMPARE(tile0[3]->properties.at(QStringLiteral("kind")), QStringLiteral("enemy \"boss\""));
    QCOMPARE(tile0[3]->properties.at(QStringLiteral("note")), QStringLiteral("two\nlines"));
    QCOMPARE(tile0[3]->properties.size(), std::size_t(10));
}

void TestShapePhysics::godotSceneHasBodiesMaterialsAndCircles() {
    const std::vector<GodotSection> scene = readGodot(render(QStringLiteral("godot")));
    QVERIFY(!scene.empty());
    QCOMPARE(scene.front().kind, QStringLiteral("gd_scene"));
    std::map<QString, const GodotSection*> resources, nodes;
    for (const GodotSection& s : scene) {
        if (s.kind == QLatin1String("sub_resource")) {
            QVERIFY2(nodes.empty(), "a sub-resource after a node");
            resources[s.attributes.value(QStringLiteral("id"))] = &s;
        } else if (s.kind == QLatin1String("node")) {
            nodes[s.attributes.value(QStringLiteral("name"))] = &s;
        }
        // Every resource a section uses is declared above it.
        for (const QString& value : s.values) {
            if (value.startsWith(QStringLiteral("SubResource(")))
                QVERIFY2(resources.count(value.section(u'"', 1, 1)), qPrintable(value));
        }
    }
    const GodotSection& solid = *nodes.at(QStringLiteral("frame_0_solid"));
    QCOMPARE(solid.attributes.value(QStringLiteral("type")), QStringLiteral("StaticBody2D"));
    QCOMPARE(solid.values.value(QStringLiteral("collision_layer")), QStringLiteral("1"));
    QCOMPARE(solid.values.value(QStringLiteral("collision_mask")), QStringLiteral("4294967295"));
    const GodotSection& material = *resources.at(
        solid.values.value(QStringLiteral("physics_material_override")).section(u'"', 1, 1));
    QCOMPARE(material.attributes.value(QStringLiteral("type")), QStringLiteral("PhysicsMaterial"));
    QCOMPARE(material.values.value(QStringLiteral("friction")), QStringLiteral("0.6"));
    QCOMPARE(material.values.value(QStringLiteral("bounce")), QStringLiteral("0"));
    const GodotSection& hit = *nodes.at(QStringLiteral("frame_0_hit"));
    QCOMPARE(hit.attributes.value(QStringLiteral("type")), QStringLiteral("Area2D"));
    QCOMPARE(hit.values.value(QStringLiteral("collision_layer")), QStringLiteral("2"));
    QCOMPARE(hit.values.value(QStringLiteral("collision_mask")), QStringLiteral("5"));
    QVERIFY(!hit.values.contains(QStringLiteral("physics_material_override")));
    QCOMPARE(hit.values.value(QStringLiteral("metadata/kind")),
             QStringLiteral("\"enemy \\\"boss\\\"\""));
    // Frame 0's solid: box and L as polygons, the circle as a CollisionShape2D.
    int polygons = 0;
    const GodotSection* circle = nullptr;
    for (const GodotSection& s : scene)
        if (s.attributes.value(QStringLiteral("parent")) == QLatin1String("frame_0_solid")) {
            if (s.attributes.value(QStringLiteral("type")) == QLatin1String("CollisionPolygon2D"))
                ++polygons;
            else
                circle = &s;
        }
    QCOMPARE(polygons, 2);
    QVERIFY(circle);
    QCOMPARE(circle->attributes.value(QStringLiteral("type")), QStringLiteral("CollisionShape2D"));
    QCOMPARE(circle->values.value(QStringLiteral("position")),
             QStringLiteral("Vector2(24.5, 24.5)"));
    const GodotSection& shape =
        *resources.at(circle->values.value(QStringLiteral("shape")).section(u'"', 1, 1));
    QCOMPARE(shape.attributes.value(QStringLiteral("type")), QStringLiteral("CircleShape2D"));
    QCOMPARE(shape.values.value(QStringLiteral("radius")), QStringLiteral("2.5"));
}

void TestShapePhysics::rigidBodyWeighsItsShapes() {
    Sprite& sprite = *project_.sprites.front();
    Channel solid = sprite.channels()[0];
    solid.physics.custom = {{QStringLiteral("godot_body"), QStringLiteral("rigid")}};
    solid.physics.density = 2;
    sprite.setChannel(solid);
    ShapeSettings shapes;
    shapes.pixelsPerMetre = 10;
    const std::vector<GodotSection> scene = readGodot(render(QStringLiteral("godot"), shapes));
    std::map<QString, const GodotSection*> nodes;
    for (const GodotSection& s : scene)
        nodes[s.attributes.value(QStringLiteral("name"))] = &s;
    const GodotSection& hand = *nodes.at(QStringLiteral("frame_0_solid"));
    QCOMPARE(hand.attributes.value(QStringLiteral("type")), QStringLiteral("RigidBody2D"));
    // 2 kg/m² x (box 4 x 3.5 + L 12 x 4 + 5 x 6 + circle pi 2.5²) px² / 100 px²/m².
    const double area = 14 + 48 + 30 + 3.14159265358979 * 6.25;
    QVERIFY(std::abs(hand.values.value(QStringLiteral("mass")).toDouble() - 2 * area / 100) <
            1e-6); // written with 6 decimals
    // Traced: the block (12 x 10) and the dot.
    QCOMPARE(nodes.at(QStringLiteral("frame_1_solid"))->values.value(QStringLiteral("mass")),
             QStringLiteral("2.42"));
}

void TestShapePhysics::unusableHandShapesAreRefused_data() {
    QTest::addColumn<QString>("kind");
    QTest::newRow("box without width") << QStringLiteral("box0");
    QTest::newRow("box under the slop") << QStringLiteral("boxslop");
    QTest::newRow("circle without radius") << QStringLiteral("circle0");
    QTest::newRow("self-intersecting polygon") << QStringLiteral("bowtie");
}

void TestShapePhysics::unusableHandShapesAreRefused() {
    QFETCH(QString, kind);
    Colliders bad;
    if (kind == QLatin1String("box0"))
        bad.boxes.push_back({2, 2, 0, 4});
    else if (kind == QLatin1String("boxslop")) // 0.1 px < 0.005 m x 32 px/m = 0.16 px
        bad.boxes.push_back({2, 2, 0.1, 4});
    else if (kind == QLatin1String("circle0"))
        bad.circles.push_back({5, 5, 0});
    else
        bad.polygons.push_back({{0, 0}, {8, 8}, {8, 0}, {0, 8}});
    project_ = Project{};
    QVERIFY(testing::loadHandShapesProject(project_, dir_->path(), bad));
    for (const char* format : {"shapes-json", "shapes-c", "tiled", "godot"}) {
        ExportSettings settings;
        settings.format = QLatin1String(format);
        const QList<ExportItem> items = ProjectExport::plan(project_, settings);
        const QString why = ProjectExport::problem(items.front(), settings);
        QVERIFY2(why.startsWith(QStringLiteral("channel solid, frame 1: ")), qPrintable(why));
        QVERIFY(!why.contains(u'\n'));
        const QStringList clashes = ProjectExport::clashes(project_, items, settings);
        QCOMPARE(clashes.size(), 1);
        QVERIFY2(clashes.front().contains(why), qPrintable(clashes.front()));
    }
    // A mask format writes pixels: the shapes do not matter to it.
    ExportSettings png;
    png.format = QStringLiteral("png");
    QCOMPARE(ProjectExport::problem(ProjectExport::plan(project_, png).front(), png), QString());
}

void TestShapePhysics::pixelsPerMetreIsSavedOnlyWhenChosen() {
    ExportSettings settings;
    QVERIFY(!settings.toJson()[QStringLiteral("shapes")].toObject().contains(
        QStringLiteral("pixelsPerMetre")));
    settings.shapes.pixelsPerMetre = 64;
    const QJsonObject json = settings.toJson();
    QCOMPARE(json[QStringLiteral("shapes")][QStringLiteral("pixelsPerMetre")].toDouble(), 64.0);
    QCOMPARE(ExportSettings::fromJson(json).shapes.pixelsPerMetre, 64.0);
    QJsonObject far = json;
    far[QStringLiteral("shapes")] = QJsonObject{{QStringLiteral("pixelsPerMetre"), 5000}};
    QCOMPARE(ExportSettings::fromJson(far).shapes.pixelsPerMetre,
             ShapeSettings::kMaxPixelsPerMetre);
}

QTEST_GUILESS_MAIN(TestShapePhysics)
#include "tst_shapephysics.moc"
