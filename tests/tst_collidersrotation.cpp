// SPDX-License-Identifier: MIT
// Collider shapes turned with their frame cover what the turned mask covers: exactly at
// quarter turns for pixel-aligned shapes, and at any angle except at pixels whose
// centres lie within a pixel of a shape's boundary.
#include "support/colliderrings.hpp"

#include <QTest>
#include <cmath>
#include <hitmask/colliders.hpp>
#include <hitmask/transform.hpp>

using namespace hitmask;
using namespace hitmask::testing;

namespace {

// Boxes, staircase outlines and circles on whole pixels (centres at corners, whole
// radii), so no pixel centre lies on a boundary; some reach out of the frame.
Colliders pixelAlignedShapes(std::mt19937& rng, int width, int height) {
    std::uniform_int_distribution<int> count(0, 3), x(-3, width + 2), y(-3, height + 2);
    std::uniform_int_distribution<int> size(1, 20), radius(1, 12), columns(1, 8);
    Colliders shapes;
    for (int i = count(rng); i > 0; --i)
        shapes.boxes.push_back(
            {double(x(rng)), double(y(rng)), double(size(rng)), double(size(rng))});
    for (int i = count(rng); i > 0; --i)
        shapes.circles.push_back({double(x(rng)), double(y(rng)), double(radius(rng))});
    for (int i = count(rng) / 2; i > 0; --i) {
        Ring ring = staircaseRing(rng, columns(rng));
        const double dx = x(rng), dy = y(rng) - 20;
        for (PointF& p : ring)
            p = {p.x + dx, p.y + dy};
        shapes.polygons.push_back(ring);
    }
    return shapes;
}

// Shapes at any position inside the frame.
Colliders anyShapes(std::mt19937& rng, int width, int height) {
    std::uniform_real_distribution<double> x(0, width), y(0, height), unit(0, 1);
    std::uniform_int_distribution<int> count(0, 3), vertices(3, 20);
    Colliders shapes;
    for (int i = count(rng); i > 0; --i) {
        const double left = x(rng), top = y(rng);
        shapes.boxes.push_back({left, top, (width - left) * unit(rng), (height - top) * unit(rng)});
    }
    for (int i = count(rng); i > 0; --i) {
        const double cx = x(rng), cy = y(rng);
        const double room = std::min({cx, cy, width - cx, height - cy});
        shapes.circles.push_back({cx, cy, room * unit(rng)});
    }
    for (int i = count(rng) / 2; i > 0; --i) {
        Ring ring = starRing(rng, vertices(rng)); // within 10 .. 130 on both axes
        for (PointF& p : ring)
            p = {(p.x - 10) * width / 120.0, (p.y - 10) * height / 120.0};
        shapes.polygons.push_back(ring);
    }
    return shapes;
}

double segmentDistance(PointF a, PointF b, PointF p) {
    const double dx = b.x - a.x, dy = b.y - a.y, length2 = dx * dx + dy * dy;
    double t = length2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    return std::hypot(a.x + t * dx - p.x, a.y + t * dy - p.y);
}

// How far p lies from the nearest boundary of any shape.
double boundaryDistance(const Colliders& shapes, PointF p) {
    double best = INFINITY;
    const auto ring = [&](const Ring& r) {
        for (std::size_t i = 0; i < r.size(); ++i)
            best = std::min(best, segmentDistance(r[i], r[(i + 1) % r.size()], p));
    };
    for (const BoxF& b : shapes.boxes)
        ring({{b.x, b.y},
              {b.x + b.width, b.y},
              {b.x + b.width, b.y + b.height},
              {b.x, b.y + b.height}});
    for (const Circle& c : shapes.circles)
        best = std::min(best, std::abs(std::hypot(p.x - c.x, p.y - c.y) - c.radius));
    for (const Ring& r : shapes.polygons)
        ring(r);
    return best;
}

} // namespace

class TestCollidersRotation : public QObject {
    Q_OBJECT

private slots:
    void quarterTurnsAreExact();
    void anyAngleDiffersOnlyNearEdges();
    void shapeKinds();
};

void TestCollidersRotation::quarterTurnsAreExact() {
    std::mt19937 rng(50);
    std::uniform_int_distribution<int> side(1, 60);
    const double angles[] = {0, 90, 180, 270, -90, 450};
    for (int round = 0; round < 600; ++round) {
        const int w = side(rng), h = side(rng);
        const Colliders shapes = pixelAlignedShapes(rng, w, h);
        const double degrees = angles[round % 6];
        const Mask expected = rotated(rasterizeColliders(shapes, w, h), degrees);
        const Colliders turned = rotatedColliders(shapes, degrees, w, h);
        QCOMPARE(turned.boxes.size(), shapes.boxes.size());
        QCOMPARE(turned.polygons.size(), shapes.polygons.size());
        QCOMPARE(turned.circles.size(), shapes.circles.size());
        QVERIFY(rasterizeColliders(turned, expected.width(), expected.height()) == expected);
    }
}

void TestCollidersRotation::anyAngleDiffersOnlyNearEdges() {
    std::mt19937 rng(51);
    std::uniform_int_distribution<int> side(1, 70);
    std::uniform_real_distribution<double> angle(-720, 720);
    std::size_t differing = 0, covered = 0;
    for (int round = 0; round < 1500; ++round) {
        const int w = side(rng), h = side(rng);
        const Colliders shapes = anyShapes(rng, w, h);
        const double degrees = round % 10 == 0 ? 90.0 * (round / 10 % 4) : angle(rng);
        const Mask expected = rotated(rasterizeColliders(shapes, w, h), degrees);
        const Mask drawn = rasterizeColliders(rotatedColliders(shapes, degrees, w, h),
                                              expected.width(), expected.height());
        QCOMPARE(drawn.width(), expected.width());
        QCOMPARE(drawn.height(), expected.height());
        covered += expected.count();
        const Rotation rotation(w, h, degrees);
        for (int y = 0; y < drawn.height(); ++y)
            for (int x = 0; x < drawn.width(); ++x) {
                if (drawn.test(x, y) == expected.test(x, y))
                    continue;
                ++differing;
                // The sample rotated() took lies in a source pixel whose centre must be
                // within a pixel of a boundary (half a diagonal, in fact).
                const Point from = rotation.source(x, y);
                const PointF centre{from.x + 0.5, from.y + 0.5};
                const double distance = boundaryDistance(shapes, centre);
                const QByteArray where = QByteArray::number(degrees) + " degrees, pixel (" +
                                         QByteArray::number(x) + ", " + QByteArray::number(y) +
                                         ") is " + QByteArray::number(distance) + " from any edge";
                QVERIFY2(distance <= 0.7072, where.constData());
            }
    }
    // Disagreement is a thin fringe, not a large part of the covered pixels.
    QVERIFY(covered > 100000);
    QVERIFY(differing * 10 < covered);
}

void TestCollidersRotation::shapeKinds() {
    Colliders shapes;
    shapes.boxes.push_back({1, 2, 3, 4});
    shapes.boxes.push_back({1, 2, 0, 4}); // no size: left out
    shapes.circles.push_back({5, 6, 2});
    shapes.polygons.push_back({{0, 0}, {4, 0}, {0, 4}});
    // A 10 x 6 frame turned 90 degrees is 6 x 10: (x, y) lands on (6 - y, x).
    const Colliders quarter = rotatedColliders(shapes, 90, 10, 6);
    QCOMPARE(quarter.boxes.size(), std::size_t(1));
    QCOMPARE(quarter.boxes[0], (BoxF{0, 1, 4, 3}));
    QCOMPARE(quarter.circles[0], (Circle{0, 5, 2}));
    QCOMPARE(quarter.polygons[0], (Ring{{6, 0}, {6, 4}, {2, 0}}));
    // At 45 degrees the box becomes a polygon of its four corners, turned clockwise on
    // screen, so still clockwise (positive shoelace with y down).
    const Colliders diagonal = rotatedColliders(shapes, 45, 10, 6);
    QCOMPARE(diagonal.boxes.size(), std::size_t(0));
    QCOMPARE(diagonal.polygons.size(), std::size_t(2));
    QCOMPARE(diagonal.polygons[0].size(), std::size_t(4));
    QVERIFY(shoelace2(diagonal.polygons[0]) > 0);
    QVERIFY(std::abs(shoelace2(diagonal.polygons[0]) - 24) < 1e-9);
    QVERIFY(rotatedColliders(shapes, std::nan(""), 10, 6).empty());
    QVERIFY(rotatedColliders(shapes, INFINITY, 10, 6).empty());
    QVERIFY(rotatedColliders(shapes, 0, 10, 6).boxes[0] == shapes.boxes[0]);
}

QTEST_APPLESS_MAIN(TestCollidersRotation)
#include "tst_collidersrotation.moc"
