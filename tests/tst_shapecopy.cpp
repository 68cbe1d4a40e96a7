// SPDX-License-Identifier: MIT
// Copying a frame's hand shapes to other frames, to all frames and to all rotations of a
// rotation set: one undo step each, only hand shapes, and in a rotation set each
// rotation's copy turned with it (checked against rotations worked out here with sine
// and cosine).
#include "document/commands/cutframes.h"
#include "document/shapecopy.h"
#include "support/documentfixture.h"
#include "support/shapefixtures.h"

#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>

using namespace hitmask;
using namespace hitmask::testing;

namespace {

const std::optional<Colliders>& shapesOf(const ProjectDocument& doc, const EditPlace& place) {
    return doc.channelMasks(place)->handShapes;
}

// A circle's centre in frame j of a rotation set when it is at (x, y) in frame k: about
// frame k's centre back to the source, then on by rotation j's angle about frame j's
// centre (clockwise on screen, y down).
PointF turnedCentre(double x, double y, const Frame& from, const Frame& to, double degrees) {
    const double a = degrees * 3.141592653589793 / 180;
    const double dx = x - from.width() / 2.0, dy = y - from.height() / 2.0;
    return {to.width() / 2.0 + dx * std::cos(a) - dy * std::sin(a),
            to.height() / 2.0 + dx * std::sin(a) + dy * std::cos(a)};
}

} // namespace

class TestShapeCopy : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(dir_.isValid()); }
    void toFramesAndAll();
    void onlyHandShapesAreCopied();
    void toRotationsTurnsThem_data();
    void toRotationsTurnsThem();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QTemporaryDir dir_;
};

void TestShapeCopy::toFramesAndAll() {
    ProjectDocument doc;
    const int id = addStrip(doc, path(QStringLiteral("a.png")), 4);
    const EditPlace source = placeOf(doc, id, 1, 0);
    setShapes(doc, source, sampleShapes());
    const Sprite* sprite = doc.sprite(id);
    SetHandShapes* step =
        ShapeCopy::toFrames(&doc, source, {sprite->frames()[3].id, source.frameId, 999});
    QVERIFY(step);
    QCOMPARE(step->text(), QStringLiteral("Copy Shapes to 1 Frame(s)"));
    doc.undoStack()->push(step);
    QVERIFY(shapesOf(doc, placeOf(doc, id, 3, 0)) == sampleShapes());
    QVERIFY(!shapesOf(doc, placeOf(doc, id, 0, 0)));
    QVERIFY(!shapesOf(doc, placeOf(doc, id, 2, 0)));

    step = ShapeCopy::toAllFrames(&doc, source);
    QVERIFY(step);
    QCOMPARE(step->text(), QStringLiteral("Copy Shapes to All Frames"));
    QCOMPARE(step->keys().size(), 3);
    doc.undoStack()->push(step);
    for (int f = 0; f < 4; ++f)
        QVERIFY(shapesOf(doc, placeOf(doc, id, f, 0)) == sampleShapes());
    doc.undoStack()->undo(); // one step: all but frame 3 traced again
    QVERIFY(!shapesOf(doc, placeOf(doc, id, 0, 0)));
    QVERIFY(!shapesOf(doc, placeOf(doc, id, 2, 0)));
    QVERIFY(shapesOf(doc, placeOf(doc, id, 3, 0)) == sampleShapes());
}

void TestShapeCopy::onlyHandShapesAreCopied() {
    ProjectDocument doc;
    const int id = addStrip(doc, path(QStringLiteral("b.png")), 2);
    const EditPlace traced = placeOf(doc, id, 0, 0);
    QVERIFY(!ShapeCopy::toAllFrames(&doc, traced));
    QVERIFY(!ShapeCopy::toFrames(&doc, traced, {placeOf(doc, id, 1, 0).frameId}));
    QVERIFY(!ShapeCopy::toRotations(&doc, traced));
    setShapes(doc, traced, sampleShapes());
    QVERIFY(!ShapeCopy::toRotations(&doc, traced));                // not a rotation set
    QVERIFY(!ShapeCopy::toFrames(&doc, traced, {traced.frameId})); // nothing but itself
}

void TestShapeCopy::toRotationsTurnsThem_data() {
    QTest::addColumn<int>("rotations");
    QTest::addColumn<int>("from");
    QTest::newRow("4 from 0") << 4 << 0;
    QTest::newRow("4 from 3") << 4 << 3;
    QTest::newRow("8 from 1") << 8 << 1;
    QTest::newRow("6 from 5") << 6 << 5;
}

void TestShapeCopy::toRotationsTurnsThem() {
    QFETCH(int, rotations);
    QFETCH(int, from);
    ProjectDocument doc;
    const QString art = path(QStringLiteral("r.png"));
    QImage image(6, 4, QImage::Format_RGBA8888);
    image.fill(Qt::black);
    QVERIFY(image.save(art));
    const int id = addSprite(doc, art, image);
    QString error;
    CutFrames* set = generateRotationSet(&doc, id, 0, rotations, &error);
    QVERIFY2(set, qPrintable(error));
    doc.undoStack()->push(set);
    const Sprite* sprite = doc.sprite(id);
    QCOMPARE(int(sprite->frames().size()), rotations);
    Colliders shapes;
    shapes.circles = {{1.5, 1, 0.5}, {4.25, 3.5, 1.75}};
    shapes.boxes = {{1, 0.5, 2, 1.5}};
    const EditPlace source = placeOf(doc, id, from, 0);
    setShapes(doc, source, shapes);
    SetHandShapes* step = ShapeCopy::toRotations(&doc, source);
    QVERIFY(step);
    QCOMPARE(step->text(), QStringLiteral("Copy Shapes to All Rotations"));
    doc.undoStack()->push(step);
    const Frame& fromFrame = sprite->frames()[std::size_t(from)];
    for (int j = 0; j < rotations; ++j) {
        const std::optional<Colliders>& got = shapesOf(doc, placeOf(doc, id, j, 0));
        QVERIFY(got);
        QCOMPARE(got->circles.size(), shapes.circles.size());
        const double degrees =
            double(((j - from) % rotations + rotations) % rotations) * 360 / rotations;
        for (std::size_t i = 0; i < shapes.circles.size(); ++i) {
            const PointF expected =
                turnedCentre(shapes.circles[i].x, shapes.circles[i].y, fromFrame,
                             sprite->frames()[std::size_t(j)], degrees);
            QVERIFY2(std::abs(got->circles[i].x - expected.x) < 1e-9 &&
                         std::abs(got->circles[i].y - expected.y) < 1e-9 &&
                         std::abs(got->circles[i].radius - shapes.circles[i].radius) < 1e-9,
                     qPrintable(QStringLiteral("rotation %1, circle %2: (%3, %4), expected "
                                               "(%5, %6)")
                                    .arg(j)
                                    .arg(i)
                                    .arg(got->circles[i].x)
                                    .arg(got->circles[i].y)
                                    .arg(expected.x)
                                    .arg(expected.y)));
        }
        // The box's corners, turned: a box again at quarter turns, else a 4-gon.
        const BoxF& b = shapes.boxes.front();
        std::vector<PointF> corners;
        for (const PointF& c : {PointF{b.x, b.y}, PointF{b.x + b.width, b.y},
                                PointF{b.x + b.width, b.y + b.height}, PointF{b.x, b.y + b.height}})
            corners.push_back(
                turnedCentre(c.x, c.y, fromFrame, sprite->frames()[std::size_t(j)], degrees));
        std::vector<PointF> gotCorners;
        if (std::fmod(degrees, 90) == 0) {
            QCOMPARE(got->boxes.size(), std::size_t{1});
            const BoxF& t = got->boxes.front();
            gotCorners = {{t.x, t.y},
                          {t.x + t.width, t.y},
                          {t.x + t.width, t.y + t.height},
                          {t.x, t.y + t.height}};
        } else {
            QCOMPARE(got->polygons.size(), std::size_t{1});
            gotCorners = got->polygons.front();
        }
        QCOMPARE(gotCorners.size(), std::size_t{4});
        for (const PointF& c : corners)
            QVERIFY2(std::any_of(gotCorners.begin(), gotCorners.end(),
                                 [&](const PointF& g) {
                                     return std::abs(g.x - c.x) < 1e-9 &&
                                            std::abs(g.y - c.y) < 1e-9;
                                 }),
                     qPrintable(QStringLiteral("rotation %1: corner (%2, %3) missing")
                                    .arg(j)
                                    .arg(c.x)
                                    .arg(c.y)));
    }
    doc.undoStack()->undo(); // one step: the other rotations traced again
    for (int j = 0; j < rotations; ++j)
        QCOMPARE(shapesOf(doc, placeOf(doc, id, j, 0)).has_value(), j == from);
}

QTEST_MAIN(TestShapeCopy)
#include "tst_shapecopy.moc"
