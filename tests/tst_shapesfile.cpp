// SPDX-License-Identifier: MIT
// Hand shapes and physics properties in the project file: saved and read back exactly (in
// frames shown and set aside, with their review flags), a project without them saved as
// the same bytes and version as before they existed, damaged ones refused with one
// message, and shapes over art that changed since the save flagged for review.
#include "document/commands/channelcommands.h"
#include "document/projectfile.h"
#include "document/shapesjson.h"
#include "support/fixturefiles.h"
#include "support/shapefixtures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;
using namespace hitmask::testing;

namespace {

PhysicsProperties someProperties() {
    PhysicsProperties p;
    p.sensor = true;
    p.density = 0.1;
    p.friction = 1.0 / 3;
    p.restitution = 0.75;
    p.categoryBits = 0x80000000u;
    p.collidesWith = 0x5;
    p.groupIndex = -7;
    p.custom = {{QStringLiteral("kind"), QStringLiteral("spike")},
                {QStringLiteral("note"), QStringLiteral("ä \"quoted\"")},
                {QStringLiteral("kind"), QString()}};
    return p;
}

} // namespace

class TestShapesFile : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(dir_.isValid()); }
    void roundTripAndSameBytesWithout();
    void framesAsideKeepTheirShapes();
    void physicsAloneNeedsTheNewVersion();
    void damagedShapesAreRefused_data();
    void damagedShapesAreRefused();
    void artChangedSinceSaveFlagsShapes();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QTemporaryDir dir_;
};

// Everything set, saved, read back equal; every step undone, the file is byte for byte
// what it was before any of them (and version 4 again).
void TestShapesFile::roundTripAndSameBytesWithout() {
    ProjectDocument doc;
    const int id = addStrip(doc, path(QStringLiteral("strip.png")), 3);
    Channel hurt;
    hurt.id = doc.sprite(id)->nextChannelId();
    hurt.name = QStringLiteral("hurt");
    hurt.colour = Qt::red;
    doc.undoStack()->push(new AddChannel(&doc, id, hurt));
    doc.undoStack()->setClean();
    QString error;
    const QString before = path(QStringLiteral("before.hitmask"));
    QVERIFY2(ProjectFile::save(doc, before, &error), qPrintable(error));

    const EditPlace solid0 = placeOf(doc, id, 0, 0);
    const EditPlace hurt1 = placeOf(doc, id, 1, 1);
    const EditPlace solid2 = placeOf(doc, id, 2, 0);
    setShapes(doc, solid0, sampleShapes());
    setShapes(doc, hurt1, Colliders{}); // owned by hand, and empty: not the same as traced
    setShapes(doc, solid2, sampleShapes());
    QVERIFY(paintPixel(doc, solid2, 3, 3, true)); // under the shapes: to review
    hurt.physics = someProperties();
    doc.undoStack()->push(new EditChannel(&doc, id, hurt));
    QVERIFY(doc.frame(id, solid2.frameId)->channel(0).shapesReview);

    const QString with = path(QStringLiteral("with.hitmask"));
    QVERIFY2(ProjectFile::save(doc, with, &error), qPrintable(error));
    const QJsonObject root = QJsonDocument::fromJson(readAll(with)).object();
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), 6);
    const QJsonArray frames =
        root.value(QStringLiteral("sprites")).toArray().at(0).toObject().value("frames").toArray();
    QVERIFY(frames.at(0).toObject().contains(QStringLiteral("shapes")));
    QVERIFY(!frames.at(0).toObject().contains(QStringLiteral("shapesReview")));
    QVERIFY(frames.at(2).toObject().value(QStringLiteral("shapesReview")).toBool());
    QVERIFY(!frames.at(1).toObject().contains(QStringLiteral("shapes")));

    ProjectDocument loaded;
    QVERIFY2(ProjectFile::load(loaded, with, &error), qPrintable(error));
    const Sprite* a = doc.sprites().front().get();
    const Sprite* b = loaded.sprites().front().get();
    QCOMPARE(b->channels()[1].physics, someProperties());
    QCOMPARE(b->channels()[0].physics, PhysicsProperties{});
    for (std::size_t f = 0; f < a->frames().size(); ++f)
        for (int k = 0; k < 2; ++k) {
            const ChannelMasks& x = a->frames()[f].channel(k);
            const ChannelMasks& y = b->frames()[f].channel(k);
            QVERIFY2(x.handShapes == y.handShapes,
                     qPrintable(QStringLiteral("%1 %2").arg(f).arg(k)));
            QCOMPARE(y.shapesReview, x.shapesReview);
        }
    QVERIFY(b->frames()[1].channel(1).handShapes == Colliders{});
    QVERIFY(!b->frames()[1].channel(0).handShapes);

    while (doc.undoStack()->canUndo() && !doc.undoStack()->isClean())
        doc.undoStack()->undo();
    const QString after = path(QStringLiteral("after.hitmask"));
    QVERIFY2(ProjectFile::save(doc, after, &error), qPrintable(error));
    QCOMPARE(readAll(after), readAll(before));
    QCOMPARE(QJsonDocument::fromJson(readAll(after)).object().value("version").toInt(), 4);
}

// A frame the art no longer has keeps its hand shapes aside, in the file too, and gets
// them back when the art has it again.
void TestShapesFile::framesAsideKeepTheirShapes() {
    ProjectDocument doc;
    const QString art = path(QStringLiteral("aside.png"));
    const int id = addStrip(doc, art, 3);
    const EditPlace last = placeOf(doc, id, 2, 0);
    setShapes(doc, last, sampleShapes());
    QVERIFY(stripImage(2).save(art));
    QVERIFY(doc.reloadSprite(id));
    QCOMPARE(doc.sprite(id)->framesAside().size(), std::size_t{1});
    QVERIFY(doc.sprite(id)->framesAside().front().channel(0).handShapes == sampleShapes());

    QString error;
    const QString file = path(QStringLiteral("aside.hitmask"));
    QVERIFY2(ProjectFile::save(doc, file, &error), qPrintable(error));
    ProjectDocument loaded;
    QVERIFY2(ProjectFile::load(loaded, file, &error), qPrintable(error));
    Sprite* sprite = loaded.sprites().front().get();
    QCOMPARE(sprite->framesAside().size(), std::size_t{1});
    QVERIFY(sprite->framesAside().front().channel(0).handShapes == sampleShapes());

    QVERIFY(stripImage(3).save(art));
    QVERIFY(loaded.reloadSprite(sprite->id()));
    QCOMPARE(sprite->frames().size(), std::size_t{3});
    QVERIFY(sprite->frames()[2].channel(0).handShapes == sampleShapes());
    QVERIFY(!sprite->frames()[1].channel(0).handShapes);
}

void TestShapesFile::physicsAloneNeedsTheNewVersion() {
    ProjectDocument doc;
    const int id = addStrip(doc, path(QStringLiteral("physics.png")), 1);
    Channel solid = doc.sprite(id)->channels().front();
    solid.physics.friction = 0.2;
    doc.undoStack()->push(new EditChannel(&doc, id, solid));
    QString error;
    const QString file = path(QStringLiteral("physics.hitmask"));
    QVERIFY2(ProjectFile::save(doc, file, &error), qPrintable(error));
    const QJsonObject root = QJsonDocument::fromJson(readAll(file)).object();
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), 6);
    const QJsonObject physics = root["sprites"][0]["channels"][0]["physics"].toObject();
    QCOMPARE(physics.size(), 8); // every key, once any differs from its default
    QCOMPARE(physics.value(QStringLiteral("friction")).toDouble(), 0.2);
    QCOMPARE(physics.value(QStringLiteral("collidesWith")).toDouble(), 4294967295.0);
    ProjectDocument loaded;
    QVERIFY2(ProjectFile::load(loaded, file, &error), qPrintable(error));
    QCOMPARE(loaded.sprites().front()->channels().front().physics, solid.physics);
}

void TestShapesFile::damagedShapesAreRefused_data() {
    QTest::addColumn<QByteArray>("shapes"); // the "shapes" value of frame 2's solid channel
    QTest::addColumn<QString>("message");
    const QString prefix = QStringLiteral("sprite bad.png: frame 2, channel solid: ");
    QTest::newRow("bow tie") << QByteArray(R"({"polygons": [[[0,0],[2,2],[2,0],[0,2]]]})")
                             << prefix + QStringLiteral("hand polygon 1 crosses itself or has "
                                                        "no area");
    QTest::newRow("no area") << QByteArray(R"({"polygons": [[[0,0],[1,1],[2,2]]]})")
                             << prefix + QStringLiteral("hand polygon 1 crosses itself or has "
                                                        "no area");
    QTest::newRow("second polygon")
        << QByteArray(R"({"polygons": [[[0,0],[1,0],[0,1]], [[0,0],[1,0],[0,0],[1,1]]]})")
        << prefix + QStringLiteral("hand polygon 2 crosses itself or has no area");
    // JSON has no NaN or infinity (Qt refuses 1e999 as it parses): the largest is a range.
    QTest::newRow("huge radius")
        << QByteArray(R"({"circles": [[1, 1, 1e300]]})")
        << QStringLiteral("bad.hitmask: sprites[0].frames[1].shapes.circles[0][2]: expected a "
                          "number above 0 up to 131072, found 1e+300");
    QTest::newRow("negative width")
        << QByteArray(R"({"boxes": [[1, 1, -1, 2]]})")
        << QStringLiteral("bad.hitmask: sprites[0].frames[1].shapes.boxes[0][2]: expected a "
                          "number above 0 up to 131072, found -1");
    QTest::newRow("unknown kind") << QByteArray(R"({"ellipses": []})")
                                  << QStringLiteral("bad.hitmask: sprites[0].frames[1].shapes."
                                                    "ellipses: not a key of a project file");
    QByteArray many = "{\"boxes\": [";
    for (int i = 0; i <= ShapeLimits::kMaxShapesPerKind; ++i)
        many += i ? ",[0,0,1,1]" : "[0,0,1,1]";
    QTest::newRow("too many boxes")
        << many + "]}"
        << QStringLiteral("bad.hitmask: sprites[0].frames[1].shapes.boxes: expected an array of "
                          "0 to 1024 items, found an array of length 1025");
}

// Saved by the editor, then one frame's shapes damaged by hand: the project does not
// open, and says where and why.
void TestShapesFile::damagedShapesAreRefused() {
    QFETCH(QByteArray, shapes);
    QFETCH(QString, message);
    QLocale::setDefault(QLocale::c());
    ProjectDocument doc;
    const int id = addStrip(doc, path(QStringLiteral("bad.png")), 2);
    setShapes(doc, placeOf(doc, id, 1, 0), sampleShapes());
    QString error;
    const QString file = path(QStringLiteral("bad.hitmask"));
    QVERIFY2(ProjectFile::save(doc, file, &error), qPrintable(error));
    QByteArray text = readAll(file);
    const QByteArray saved =
        QJsonDocument(QJsonDocument::fromJson(text)["sprites"][0]["frames"][1]["shapes"].toObject())
            .toJson(QJsonDocument::Compact);
    text = QJsonDocument::fromJson(text).toJson(QJsonDocument::Compact);
    QVERIFY(text.contains(saved));
    writeAll(file, text.replace(saved, shapes));
    ProjectDocument loaded;
    QVERIFY(!ProjectFile::load(loaded, file, &error));
    QCOMPARE(error, message);
    QVERIFY(loaded.sprites().empty());
}

// Hand shapes saved over a mask that the art on disk no longer gives are flagged when
// the project opens; those whose mask is the same are not.
void TestShapesFile::artChangedSinceSaveFlagsShapes() {
    ProjectDocument doc;
    const QString art = path(QStringLiteral("moved.png"));
    const int id = addStrip(doc, art, 3);
    for (int f = 0; f < 3; ++f)
        setShapes(doc, placeOf(doc, id, f, 0), sampleShapes());
    QString error;
    const QString file = path(QStringLiteral("moved.hitmask"));
    QVERIFY2(ProjectFile::save(doc, file, &error), qPrintable(error));
    QImage changed = stripImage(3);
    changed.setPixelColor(4 + 3, 2, QColor(1, 2, 3, 255)); // frame 1, pixel (3, 2)
    QVERIFY(changed.save(art));
    ProjectDocument loaded;
    QVERIFY2(ProjectFile::load(loaded, file, &error), qPrintable(error));
    const Sprite* sprite = loaded.sprites().front().get();
    QVERIFY(!sprite->frames()[0].channel(0).shapesReview);
    QVERIFY(sprite->frames()[1].channel(0).shapesReview);
    QVERIFY(!sprite->frames()[2].channel(0).shapesReview);
    QVERIFY(ProjectDocument::changedArtSummary(*sprite).contains(
        QStringLiteral("1 frame(s) whose hand shapes no longer match the mask")));
}

QTEST_MAIN(TestShapesFile)
#include "tst_shapesfile.moc"
