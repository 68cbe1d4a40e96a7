// SPDX-License-Identifier: MIT
// Hand shapes in the document: flagged for review exactly when the mask under them
// changes (pixel edits, rules, copies, reloads), cleared by Clear Review and by setting
// them, with undo bringing flags back; kept with their frame through reloads, new cuts,
// removed channels and sprites; the pixels where they and the mask disagree; physics
// properties over several sprites in one step.
#include "document/commands/addsprite.h"
#include "document/commands/channelcommands.h"
#include "document/commands/clearreview.h"
#include "document/commands/cutframes.h"
#include "document/commands/setchannelrule.h"
#include "document/reviewmarks.h"
#include "support/documentfixture.h"
#include "support/shapefixtures.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;
using namespace hitmask::testing;

namespace {

Channel copyChannel(int id, const QString& name, int copyOf) {
    Channel c;
    c.id = id;
    c.name = name;
    c.colour = Qt::red;
    c.rule.source = ChannelSource::Copy;
    c.rule.copyOf = copyOf;
    return c;
}

bool flagged(const ProjectDocument& doc, const EditPlace& place) {
    return doc.channelMasks(place)->shapesReview;
}

// Whether the centre of pixel (x, y) lies inside the shapes, from the definitions: inside
// a box's edges, nearer a circle's centre than its radius, inside a polygon by counting
// the edges a ray to the right crosses.
bool coveredAt(const Colliders& shapes, int x, int y) {
    const double px = x + 0.5, py = y + 0.5;
    for (const BoxF& b : shapes.boxes)
        if (px > b.x && px < b.x + b.width && py > b.y && py < b.y + b.height)
            return true;
    for (const Circle& c : shapes.circles)
        if ((px - c.x) * (px - c.x) + (py - c.y) * (py - c.y) < c.radius * c.radius)
            return true;
    for (const auto& ring : shapes.polygons) {
        bool inside = false;
        for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++)
            if ((ring[i].y > py) != (ring[j].y > py) &&
                px < ring[j].x +
                         (py - ring[j].y) * (ring[i].x - ring[j].x) / (ring[i].y - ring[j].y))
                inside = !inside;
        if (inside)
            return true;
    }
    return false;
}

} // namespace

class TestShapesReview : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(dir_.isValid()); }
    void pixelEditsFlagOnlyChangedMasks();
    void settingShapesAndClearReviewUndo();
    void rulesAndCopiesFlag();
    void keptThroughReloadsCutsAndRemovals();
    void disagreementCountsPixels();
    void physicsOverSeveralSprites();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QTemporaryDir dir_;
};

void TestShapesReview::pixelEditsFlagOnlyChangedMasks() {
    ProjectDocument doc;
    const int id = addStrip(doc, path(QStringLiteral("a.png")), 2);
    const EditPlace owned = placeOf(doc, id, 1, 0);
    const EditPlace traced = placeOf(doc, id, 0, 0);
    setShapes(doc, owned, sampleShapes());
    // Column 0 is opaque: forcing it solid changes the edits, not the mask.
    QVERIFY(paintPixel(doc, owned, 0, 2, true));
    QVERIFY(!flagged(doc, owned));
    QVERIFY(paintPixel(doc, owned, 3, 3, true));
    QVERIFY(flagged(doc, owned));
    QVERIFY(paintPixel(doc, traced, 3, 3, true));
    QVERIFY(!flagged(doc, traced)); // traced shapes follow the mask: nothing to review
    QCOMPARE(framesWithShapesToReview(*doc.sprite(id)), QList<int>{1});
    QVERIFY(ProjectDocument::changedArtSummary(*doc.sprite(id))
                .contains(QStringLiteral("1 frame(s) whose hand shapes no longer match")));
}

// Setting shapes settles their review and Clear Review clears it; undoing either brings
// the flag back as it was.
void TestShapesReview::settingShapesAndClearReviewUndo() {
    ProjectDocument doc;
    const int id = addStrip(doc, path(QStringLiteral("b.png")), 2);
    const EditPlace place = placeOf(doc, id, 1, 0);
    setShapes(doc, place, sampleShapes());
    QVERIFY(paintPixel(doc, place, 3, 3, true));
    QVERIFY(flagged(doc, place));
    Colliders other;
    other.boxes = {{0, 0, 1, 1}};
    QSignalSpy shapesChanged(&doc, &ProjectDocument::handShapesChanged);
    setShapes(doc, place, other);
    QVERIFY(!flagged(doc, place));
    doc.undoStack()->undo();
    QVERIFY(flagged(doc, place));
    QVERIFY(doc.channelMasks(place)->handShapes == sampleShapes());
    QCOMPARE(shapesChanged.count(), 3); // set, undo: shapes, then the flag
    doc.undoStack()->redo();
    QVERIFY(!flagged(doc, place));
    doc.undoStack()->undo();

    doc.undoStack()->push(new ClearReview(&doc, id));
    QVERIFY(!flagged(doc, place));
    QVERIFY(framesWithShapesToReview(*doc.sprite(id)).isEmpty());
    doc.undoStack()->undo();
    QVERIFY(flagged(doc, place));
    doc.undoStack()->redo();
    QVERIFY(!flagged(doc, place));
    // Traced again, nothing is left to review, and the flag does not come back with new
    // shapes.
    setShapes(doc, place, std::nullopt);
    QVERIFY(!doc.channelMasks(place)->handShapes);
    QVERIFY(!flagged(doc, place));
}

void TestShapesReview::rulesAndCopiesFlag() {
    ProjectDocument doc;
    const int id = addStrip(doc, path(QStringLiteral("c.png")), 3);
    doc.undoStack()->push(new AddChannel(&doc, id, copyChannel(1, QStringLiteral("hurt"), 0)));
    const EditPlace hurt1 = placeOf(doc, id, 1, 1);
    const EditPlace hurt2 = placeOf(doc, id, 2, 1);
    setShapes(doc, hurt1, sampleShapes());
    setShapes(doc, hurt2, sampleShapes());
    // A pixel edit of solid in frame 1 reaches its copy there, not in frame 2.
    QVERIFY(paintPixel(doc, placeOf(doc, id, 1, 0), 3, 0, true));
    QVERIFY(flagged(doc, hurt1));
    QVERIFY(!flagged(doc, hurt2));
    doc.undoStack()->push(new ClearReview(&doc, id));
    // A rule under which nothing is solid changes every mask that had pixels.
    ChannelRule none{ChannelSource::Image, {}};
    none.image.threshold = 255;
    doc.undoStack()->push(new SetChannelRule(&doc, id, 0, none));
    QVERIFY(flagged(doc, hurt1));
    QVERIFY(flagged(doc, hurt2));
    // The copy's own rule: a copy of nothing.
    doc.undoStack()->push(new ClearReview(&doc, id));
    ChannelRule empty;
    empty.source = ChannelSource::Empty;
    doc.undoStack()->push(new SetChannelRule(&doc, id, 1, empty));
    QVERIFY(flagged(doc, hurt1));  // it had the painted pixel
    QVERIFY(!flagged(doc, hurt2)); // empty before and after
}

void TestShapesReview::keptThroughReloadsCutsAndRemovals() {
    ProjectDocument doc;
    const QString art = path(QStringLiteral("d.png"));
    QVERIFY(stripImage(1).save(art));
    const int id = addSprite(doc, art, QImage(art));
    Channel hurt = copyChannel(1, QStringLiteral("hurt"), 0);
    doc.undoStack()->push(new AddChannel(&doc, id, hurt));
    const EditPlace solid = placeOf(doc, id, 0, 0);
    const EditPlace copy = placeOf(doc, id, 0, 1);
    setShapes(doc, solid, sampleShapes());
    setShapes(doc, copy, sampleShapes());
    // The art at another size: the whole-image frame follows it, shapes stay.
    QVERIFY(stripImage(3, 1).save(art));
    QVERIFY(doc.reloadSprite(id));
    QCOMPARE(doc.sprite(id)->frames().front().width(), 12);
    QVERIFY(doc.channelMasks(solid)->handShapes == sampleShapes());
    QVERIFY(flagged(doc, solid));
    QVERIFY(doc.isModified());

    doc.undoStack()->push(new RemoveChannel(&doc, id, copy.channelId));
    doc.undoStack()->undo();
    QVERIFY(doc.channelMasks(copy)->handShapes == sampleShapes());
    doc.undoStack()->push(new RemoveSprite(&doc, id));
    QVERIFY(!doc.sprite(id));
    doc.undoStack()->undo();
    QVERIFY(doc.channelMasks(solid)->handShapes == sampleShapes());

    // A rotation set made again with as many rotations keeps each rotation's shapes.
    QString error;
    CutFrames* set = generateRotationSet(&doc, id, 0, 4, &error);
    QVERIFY2(set, qPrintable(error));
    doc.undoStack()->push(set);
    const EditPlace turned = placeOf(doc, id, 2, 0);
    setShapes(doc, turned, sampleShapes());
    set = generateRotationSet(&doc, id, 0, 4, &error);
    QVERIFY2(set, qPrintable(error));
    doc.undoStack()->push(set);
    QVERIFY(doc.sprite(id)->frames()[2].channel(0).handShapes == sampleShapes());
    QVERIFY(!doc.sprite(id)->frames()[1].channel(0).handShapes);
    doc.undoStack()->undo();
    doc.undoStack()->undo(); // the shapes
    doc.undoStack()->undo(); // the rotation set: the frame as it was, with its shapes
    QVERIFY(doc.channelMasks(solid)->handShapes == sampleShapes());
}

void TestShapesReview::disagreementCountsPixels() {
    ProjectDocument doc;
    const QString art = path(QStringLiteral("e.png"));
    QImage image(13, 9, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    for (int y = 0; y < 9; ++y)
        for (int x = 0; x < 13; ++x)
            if ((x * 7 + y * 3) % 5 < 3)
                image.setPixelColor(x, y, Qt::black);
    QVERIFY(image.save(art));
    const int id = addSprite(doc, art, image);
    Colliders shapes;
    shapes.boxes = {{1, 1, 4, 3}};
    shapes.circles = {{8, 4, 2.2}};
    shapes.polygons = {{{0.1, 8.9}, {6.3, 5.2}, {12.7, 8.6}}};
    const EditPlace place = placeOf(doc, id, 0, 0);
    QCOMPARE(shapesDisagreement(doc.sprite(id)->frames().front(), 0), std::size_t{0});
    setShapes(doc, place, shapes);
    std::size_t expected = 0;
    for (int y = 0; y < 9; ++y)
        for (int x = 0; x < 13; ++x)
            expected += coveredAt(shapes, x, y) != (image.pixelColor(x, y).alpha() > 0);
    QVERIFY(expected > 10);
    QCOMPARE(shapesDisagreement(doc.sprite(id)->frames().front(), 0), expected);
}

void TestShapesReview::physicsOverSeveralSprites() {
    ProjectDocument doc;
    QList<int> ids;
    for (const char* name : {"p.png", "q.png", "r.png"}) {
        ids << addStrip(doc, path(QLatin1String(name)), 1);
        if (ids.size() < 3)
            doc.undoStack()->push(
                new AddChannel(&doc, ids.back(), copyChannel(1, QStringLiteral("hurt"), 0)));
    }
    const QList<EditPlace> channels =
        SetChannelPhysics::sameNamed(doc, ids, QStringLiteral("hurt"));
    QCOMPARE(channels.size(), 2); // the third sprite has no such channel
    PhysicsProperties physics;
    physics.sensor = true;
    physics.categoryBits = 0x4;
    doc.undoStack()->push(new SetChannelPhysics(&doc, channels, physics));
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Set Physics of Channel hurt"));
    QCOMPARE(doc.channel(ids[0], 1)->physics, physics);
    QCOMPARE(doc.channel(ids[1], 1)->physics, physics);
    QCOMPARE(doc.channel(ids[0], 0)->physics, PhysicsProperties{});
    doc.undoStack()->undo();
    QCOMPARE(doc.channel(ids[0], 1)->physics, PhysicsProperties{});
    QCOMPARE(doc.channel(ids[1], 1)->physics, PhysicsProperties{});
    // One channel's properties through EditChannel say so too.
    Channel edited = *doc.channel(ids[0], 1);
    edited.physics.friction = 0.9;
    doc.undoStack()->push(new EditChannel(&doc, ids[0], edited));
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Set Physics of Channel hurt"));
}

QTEST_MAIN(TestShapesReview)
#include "tst_shapesreview.moc"
