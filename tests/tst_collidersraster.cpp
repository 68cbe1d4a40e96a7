// SPDX-License-Identifier: MIT
// Which pixels a set of collider shapes covers, against a per-pixel oracle written from
// the definitions, boundary cases (centres exactly on edges) included; and how many
// pixels shapes and a mask disagree on.
#include "support/colliderrings.hpp"

#include <QTest>
#include <chrono>
#include <cmath>
#include <hitmask/colliders.hpp>

using namespace hitmask;
using namespace hitmask::testing;

namespace {

// Shapes on half-pixel units, so pixel centres often sit exactly on edges, on circles
// and on vertices; some reaching outside the frame, some degenerate or not finite.
Colliders randomShapes(std::mt19937& rng, int width, int height) {
    std::uniform_int_distribution<int> count(0, 4), odds(0, 99);
    std::uniform_int_distribution<int> hx(-8, 2 * width + 8), hy(-8, 2 * height + 8);
    std::uniform_int_distribution<int> size(-2, 40), vertices(3, 30);
    Colliders shapes;
    for (int i = count(rng); i > 0; --i)
        shapes.boxes.push_back({hx(rng) / 2.0, hy(rng) / 2.0, size(rng) / 2.0, size(rng) / 2.0});
    for (int i = count(rng); i > 0; --i) {
        const double r = odds(rng) < 70 ? size(rng) / 2.0 : std::sqrt(double(size(rng) + 2));
        shapes.circles.push_back({hx(rng) / 2.0, hy(rng) / 2.0, r});
    }
    for (int i = count(rng) / 2; i > 0; --i) {
        Ring ring = odds(rng) < 50 ? starRing(rng, vertices(rng)) : staircaseRing(rng, 8);
        const double scale = width / 140.0 + 0.1;
        for (PointF& p : ring) // half units, not necessarily simple: even-odd still holds
            p = {std::round(p.x * scale * 2) / 2 - 2, std::round(p.y * scale * 2) / 2 - 2};
        shapes.polygons.push_back(ring);
    }
    if (odds(rng) < 5)
        shapes.boxes.push_back({std::nan(""), 1, 4, 4});
    if (odds(rng) < 5)
        shapes.circles.push_back({2, 2, INFINITY});
    if (odds(rng) < 5)
        shapes.polygons.push_back({{0, 0}, {1e300, 0}, {0, -1e300}});
    if (odds(rng) < 5)
        shapes.boxes.push_back({-1e300, -1e300, 1e301, 1e301});
    return shapes;
}

std::size_t oracleDisagreement(const Colliders& shapes, const Mask& mask) {
    std::size_t count = 0;
    for (int y = 0; y < mask.height(); ++y)
        for (int x = 0; x < mask.width(); ++x)
            count += coveredByDefinition(shapes, {x + 0.5, y + 0.5}) != mask.test(x, y);
    return count;
}

// The shapes as text, for a failure message.
QString describe(const Colliders& shapes) {
    QString text;
    for (const BoxF& b : shapes.boxes)
        text += QStringLiteral("box(%1,%2,%3,%4) ").arg(b.x).arg(b.y).arg(b.width).arg(b.height);
    for (const Circle& c : shapes.circles)
        text += QStringLiteral("circle(%1,%2,%3) ").arg(c.x).arg(c.y).arg(c.radius, 0, 'g', 17);
    for (const Ring& ring : shapes.polygons) {
        text += QStringLiteral("polygon(");
        for (const PointF& p : ring)
            text += QStringLiteral("%1,%2 ").arg(p.x).arg(p.y);
        text += QStringLiteral(") ");
    }
    return text;
}

double msSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

} // namespace

class TestCollidersRaster : public QObject {
    Q_OBJECT

private slots:
    void rasterMatchesPerPixelOracle();
    void boundaryRules();
    void disagreementMatchesOracle();
    void largeFrameIsFast();
};

void TestCollidersRaster::rasterMatchesPerPixelOracle() {
    std::mt19937 rng(40);
    std::uniform_int_distribution<int> side(1, 90);
    for (int round = 0; round < 3000; ++round) {
        const int w = side(rng), h = side(rng);
        const Colliders shapes = randomShapes(rng, w, h);
        const Mask drawn = rasterizeColliders(shapes, w, h);
        QCOMPARE(drawn.width(), w);
        QCOMPARE(drawn.height(), h);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                if (drawn.test(x, y) != coveredByDefinition(shapes, {x + 0.5, y + 0.5}))
                    QFAIL(qPrintable(QStringLiteral("round %1 pixel (%2, %3) of %4 x %5: %6")
                                         .arg(round)
                                         .arg(x)
                                         .arg(y)
                                         .arg(w)
                                         .arg(h)
                                         .arg(describe(shapes))));
        // The mask's bounds agree with its pixels (rows written directly are finished).
        Mask copy(w, h);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                copy.set(x, y, drawn.test(x, y));
        QCOMPARE(drawn.bounds(), copy.bounds());
        QVERIFY(drawn == copy);
    }
}

void TestCollidersRaster::boundaryRules() {
    // A centre on an edge belongs to the shape that lies right of it, or below it along
    // a horizontal edge: half-pixel shapes cover as many pixels as their area.
    Colliders box;
    box.boxes.push_back({0.5, 0.5, 2, 2});
    QCOMPARE(rasterizeColliders(box, 4, 4).count(), std::size_t(4));
    QVERIFY(rasterizeColliders(box, 4, 4).test(0, 0));
    QVERIFY(!rasterizeColliders(box, 4, 4).test(2, 2));
    Colliders square;
    square.polygons.push_back({{0.5, 0.5}, {2.5, 0.5}, {2.5, 2.5}, {0.5, 2.5}});
    QVERIFY(rasterizeColliders(square, 4, 4) == rasterizeColliders(box, 4, 4));
    std::reverse(square.polygons[0].begin(), square.polygons[0].end());
    QVERIFY(rasterizeColliders(square, 4, 4) == rasterizeColliders(box, 4, 4));
    // A circle of radius 1 about a pixel centre: its centre and the left and top points.
    Colliders circle;
    circle.circles.push_back({2.5, 2.5, 1});
    const Mask disc = rasterizeColliders(circle, 5, 5);
    QCOMPARE(disc.count(), std::size_t(3));
    QVERIFY(disc.test(2, 2) && disc.test(1, 2) && disc.test(2, 1));
    // Two boxes sharing an edge on a centre cover it once between them: no gap, no seam.
    Colliders halves;
    halves.boxes.push_back({0, 0, 1.5, 3});
    halves.boxes.push_back({1.5, 0, 1.5, 3});
    QCOMPARE(rasterizeColliders(halves, 3, 3).count(), std::size_t(9));
    Colliders left;
    left.boxes.push_back(halves.boxes[0]);
    QCOMPARE(rasterizeColliders(left, 3, 3).count(), std::size_t(3));
    // Nothing from degenerate or non-finite shapes, and nothing from a negative frame.
    Colliders nothing;
    nothing.boxes.push_back({1, 1, 0, 3});
    nothing.circles.push_back({1, 1, 0});
    nothing.circles.push_back({1, 1, -2});
    nothing.polygons.push_back({{0, 0}, {3, 0}});
    nothing.polygons.push_back({{0, 0}, {3, 0}, {NAN, 3}});
    QVERIFY(rasterizeColliders(nothing, 4, 4).isEmpty());
    QCOMPARE(rasterizeColliders(box, -3, 4).width(), 0);
}

void TestCollidersRaster::disagreementMatchesOracle() {
    std::mt19937 rng(41);
    std::uniform_int_distribution<int> side(1, 70), odds(0, 2);
    for (int round = 0; round < 1000; ++round) {
        const int w = side(rng), h = side(rng);
        const Colliders shapes = randomShapes(rng, w, h);
        Mask mask(w, h);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                mask.set(x, y, odds(rng) == 0);
        QCOMPARE(collidersDisagreement(shapes, mask), oracleDisagreement(shapes, mask));
    }
    Colliders box;
    box.boxes.push_back({0, 0, 3, 2});
    Mask mask(4, 4);
    mask.setRect({0, 0, 3, 2}, true);
    QCOMPARE(collidersDisagreement(box, mask), std::size_t(0));
    mask.set(3, 3, true);
    mask.set(0, 0, false);
    QCOMPARE(collidersDisagreement(box, mask), std::size_t(2));
}

void TestCollidersRaster::largeFrameIsFast() {
    Colliders shapes;
    Ring ring;
    for (int i = 0; i < 500; ++i) {
        const double a = 2 * 3.14159265358979323846 * i / 500;
        const double r = 300 + (i % 2 ? 120 : 0);
        ring.push_back({512 + r * std::cos(a), 512 + r * std::sin(a)});
    }
    shapes.polygons.push_back(ring);
    for (int i = 0; i < 50; ++i) {
        shapes.circles.push_back({20.0 * i + 10, 15.0 * i + 30, 10.0 + i});
        shapes.boxes.push_back({19.0 * i, 1000.0 - 17 * i, 30.0 + i, 12.0 + 2 * i});
    }
    const auto start = std::chrono::steady_clock::now();
    const Mask drawn = rasterizeColliders(shapes, 1024, 1024);
    const double ms = msSince(start);
    qInfo("1024 x 1024, a 500-vertex polygon, 50 circles and 50 boxes: %.2f ms (%zu pixels)", ms,
          drawn.count());
    // Spot checks against the oracle on a sparse grid of pixels.
    for (int y = 3; y < 1024; y += 37)
        for (int x = 5; x < 1024; x += 29)
            QCOMPARE(drawn.test(x, y), coveredByDefinition(shapes, {x + 0.5, y + 0.5}));
    QVERIFY(ms < 200);
}

QTEST_APPLESS_MAIN(TestCollidersRaster)
#include "tst_collidersraster.moc"
