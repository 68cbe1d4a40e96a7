// SPDX-License-Identifier: MIT
// Hand polygons: simplicity against a pairwise oracle, convex decomposition checked for
// size, convexity, orientation, overlap and coverage by point sampling, and engine-ready
// pieces checked against their contract; all on thousands of random rings.
#include "support/colliderrings.hpp"

#include <QTest>
#include <chrono>
#include <cmath>
#include <hitmask/colliders.hpp>

using namespace hitmask;
using namespace hitmask::testing;

Q_DECLARE_METATYPE(hitmask::testing::Ring)

namespace {

// Strictly or weakly convex, clockwise on screen, and turning once around.
bool convexClockwise(const Ring& ring, bool strictly) {
    const std::size_t n = ring.size();
    // The area as a fan from the first vertex: the shoelace from the origin loses a
    // sliver's tiny area to rounding.
    double fan = 0;
    for (std::size_t i = 1; i + 1 < n; ++i)
        fan += orient(ring[0], ring[i], ring[i + 1]);
    if (n < 3 || !(fan > 0))
        return false;
    double turning = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const PointF a = ring[i], b = ring[(i + 1) % n], c = ring[(i + 2) % n];
        const double o = orient(a, b, c);
        if (o < 0 || (strictly && o == 0))
            return false;
        const double t = std::atan2(o, (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y));
        turning += t;
    }
    return std::abs(turning - 2 * 3.14159265358979323846) < 1e-6;
}

bool insideConvex(const Ring& piece, PointF p) {
    for (std::size_t i = 0; i < piece.size(); ++i)
        if (orient(piece[i], piece[(i + 1) % piece.size()], p) <= 0)
            return false;
    return true;
}

Ring simplePolygon(std::mt19937& rng, int kind) {
    std::uniform_int_distribution<int> small(3, 12), large(13, 200), columns(1, 40);
    for (;;) {
        Ring ring;
        if (kind % 3 == 0)
            ring = starRing(rng, kind % 2 ? small(rng) : large(rng));
        else if (kind % 3 == 1)
            ring = staircaseRing(rng, columns(rng));
        else
            ring = withCollinearRuns(starRing(rng, small(rng)), rng);
        if (ring.size() > 200)
            continue;
        if (kind % 4 == 3)
            std::reverse(ring.begin(), ring.end());
        if (simpleByDefinition(ring))
            return ring;
    }
}

// Every check on the decomposition of a simple ring; returns an empty string or what
// failed.
QString decompositionProblem(const Ring& ring, int maxVertices) {
    const auto pieces = convexDecomposition(ring, maxVertices);
    if (pieces.empty())
        return QStringLiteral("no pieces");
    double area = 0;
    double minX = ring[0].x, maxX = minX, minY = ring[0].y, maxY = minY;
    for (const PointF& p : ring) {
        minX = std::min(minX, p.x), maxX = std::max(maxX, p.x);
        minY = std::min(minY, p.y), maxY = std::max(maxY, p.y);
    }
    for (const Ring& piece : pieces) {
        if (int(piece.size()) < 3 || int(piece.size()) > std::max(3, maxVertices))
            return QStringLiteral("piece of %1 vertices").arg(piece.size());
        if (!convexClockwise(piece, false)) {
            QString text = QStringLiteral("piece not convex clockwise:");
            for (std::size_t i = 0; i < piece.size(); ++i)
                text += QStringLiteral(" (%1, %2) turns %3")
                            .arg(piece[i].x, 0, 'g', 17)
                            .arg(piece[i].y, 0, 'g', 17)
                            .arg(orient(piece[i], piece[(i + 1) % piece.size()],
                                        piece[(i + 2) % piece.size()]));
            return text;
        }
        area += shoelace2(piece);
    }
    const double polygonArea = std::abs(shoelace2(ring));
    if (std::abs(area - polygonArea) > 1e-9 * polygonArea)
        return QStringLiteral("area %1 != %2").arg(area).arg(polygonArea);
    // Samples off the quarter grid, so none lies on an edge.
    const int grid = 48;
    const double sx = (maxX - minX) / grid, sy = (maxY - minY) / grid;
    for (int j = 0; j < grid; ++j)
        for (int i = 0; i < grid; ++i) {
            const PointF p{minX + (i + 0.41421356) * sx, minY + (j + 0.73205081) * sy};
            int covering = 0;
            for (const Ring& piece : pieces)
                covering += insideConvex(piece, p);
            if (covering != int(insideRingTopLeft(ring, p)))
                return QStringLiteral("(%1, %2) covered %3 times").arg(p.x).arg(p.y).arg(covering);
        }
    return {};
}

double msSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

// A hand-drawn-like ring of n vertices: a wobbly circle with notches.
Ring handRing(int n) {
    Ring ring;
    for (int i = 0; i < n; ++i) {
        const double a = 2 * 3.14159265358979323846 * i / n;
        const double r = 400 + ((i % 7 == 0) ? -150 : 0) + 20 * std::sin(a * 13);
        ring.push_back({std::round((512 + r * std::cos(a)) * 4) / 4,
                        std::round((512 + r * std::sin(a)) * 4) / 4});
    }
    return ring;
}

} // namespace

class TestColliders : public QObject {
    Q_OBJECT

private slots:
    void simpleMatchesPairwiseOracle();
    void simpleKnownCases_data();
    void simpleKnownCases();
    void decompositionCoversExactly();
    void decompositionOfNonSimpleIsEmpty();
    void decompositionOfTurnedPolygons();
    void decompositionIsAsLeanAsTracedPieces();
    void engineReadyPieceKeepsItsContract();
    void engineReadyKeepsAGoodPiece();
    void largeHandPolygonIsNotCubic();
};

void TestColliders::simpleMatchesPairwiseOracle() {
    std::mt19937 rng(30);
    int simple = 0;
    for (int round = 0; round < 20000; ++round) {
        const Ring ring = randomRing(rng);
        const bool expected = simpleByDefinition(ring);
        simple += expected;
        if (isSimplePolygon(ring) != expected) {
            QString text;
            for (const PointF& p : ring)
                text += QStringLiteral("(%1,%2) ").arg(p.x).arg(p.y);
            QFAIL(qPrintable(QStringLiteral("ring %1 simple %2").arg(text).arg(expected)));
        }
    }
    // Both answers are common enough to mean something.
    QVERIFY(simple > 1000);
    QVERIFY(simple < 19000);
}

void TestColliders::simpleKnownCases_data() {
    QTest::addColumn<Ring>("ring");
    QTest::addColumn<bool>("simple");
    QTest::newRow("triangle") << Ring{{0, 0}, {4, 0}, {0, 4}} << true;
    QTest::newRow("two vertices") << Ring{{0, 0}, {4, 0}} << false;
    QTest::newRow("flat") << Ring{{0, 0}, {2, 0}, {4, 0}} << false;
    QTest::newRow("bow tie") << Ring{{0, 0}, {4, 4}, {4, 0}, {0, 4}} << false;
    QTest::newRow("collinear run") << Ring{{0, 0}, {2, 0}, {4, 0}, {4, 4}} << true;
    QTest::newRow("fold back") << Ring{{0, 0}, {4, 0}, {2, 0}, {2, 4}} << false;
    QTest::newRow("touching vertex")
        << Ring{{0, 0}, {4, 0}, {2, 2}, {4, 4}, {0, 4}, {2, 2}} << false;
    QTest::newRow("vertex on edge") << Ring{{0, 0}, {4, 0}, {4, 4}, {2, 0}, {0, 4}} << false;
    QTest::newRow("repeated vertex") << Ring{{0, 0}, {4, 0}, {4, 0}, {0, 4}} << false;
    QTest::newRow("nan") << Ring{{0, 0}, {4, 0}, {std::nan(""), 4}} << false;
    QTest::newRow("infinite") << Ring{{0, 0}, {4, 0}, {INFINITY, 4}} << false;
}

void TestColliders::simpleKnownCases() {
    QFETCH(Ring, ring);
    QFETCH(bool, simple);
    QCOMPARE(isSimplePolygon(ring), simple);
}

void TestColliders::decompositionCoversExactly() {
    std::mt19937 rng(31);
    std::uniform_int_distribution<int> maxVertices(3, 12);
    for (int round = 0; round < 3000; ++round) {
        const Ring ring = simplePolygon(rng, round);
        const int v = maxVertices(rng);
        const QString problem = decompositionProblem(ring, v);
        if (!problem.isEmpty()) {
            QString text;
            for (const PointF& p : ring)
                text += QStringLiteral("(%1,%2) ").arg(p.x).arg(p.y);
            QFAIL(qPrintable(QStringLiteral("V=%1 %2: %3").arg(v).arg(problem, text)));
        }
    }
}

void TestColliders::decompositionOfNonSimpleIsEmpty() {
    std::mt19937 rng(32);
    int checked = 0;
    for (int round = 0; round < 5000; ++round) {
        const Ring ring = randomRing(rng);
        if (simpleByDefinition(ring))
            continue;
        ++checked;
        QVERIFY(convexDecomposition(ring, 8).empty());
    }
    QVERIFY(checked > 1000);
}

// Turned polygons (as copies to a rotation set make) have coordinates no grid holds:
// rounding must not break the pieces.
void TestColliders::decompositionOfTurnedPolygons() {
    std::mt19937 rng(34);
    std::uniform_real_distribution<double> angle(0, 360);
    std::uniform_int_distribution<int> maxVertices(3, 12);
    int checked = 0;
    for (int round = 0; round < 1500; ++round) {
        Colliders shapes;
        shapes.polygons.push_back(simplePolygon(rng, round));
        const Ring ring = rotatedColliders(shapes, angle(rng), 160, 140).polygons.at(0);
        if (!simpleByDefinition(ring))
            continue;
        ++checked;
        const int v = maxVertices(rng);
        QCOMPARE(decompositionProblem(ring, v), QString());
        for (const Ring& piece : convexDecomposition(ring, v)) {
            const Ring ready = engineReadyPiece(piece, 0.01);
            QVERIFY(ready.empty() || convexClockwise(ready, true));
        }
    }
    QVERIFY(checked > 1400);
}

// On pixel staircases the hand decomposition needs no more pieces than the traced
// outlines' trapezoid method (convexPieces), a separate piece of code.
void TestColliders::decompositionIsAsLeanAsTracedPieces() {
    std::mt19937 rng(35);
    std::uniform_int_distribution<int> columns(1, 40), maxVertices(4, 12);
    std::size_t hand = 0, traced = 0;
    for (int round = 0; round < 1000; ++round) {
        const Ring ring = staircaseRing(rng, columns(rng));
        Polygon polygon; // as traced: no collinear vertex
        for (std::size_t i = 0; i < ring.size(); ++i) {
            const PointF a = ring[(i + ring.size() - 1) % ring.size()], b = ring[i];
            if (orient(a, b, ring[(i + 1) % ring.size()]) != 0)
                polygon.outer.push_back({int(b.x), int(b.y)});
        }
        const int v = maxVertices(rng);
        traced += convexPieces({polygon}, v).size();
        hand += convexDecomposition(ring, v).size();
    }
    qInfo("1000 staircases: %zu pieces by hand, %zu traced", hand, traced);
    QVERIFY(hand <= traced);
}

void TestColliders::engineReadyPieceKeepsItsContract() {
    std::mt19937 rng(33);
    std::uniform_real_distribution<double> jitter(-0.02, 0.02);
    std::uniform_int_distribution<int> odds(0, 9);
    const double distances[] = {0, 0.005, 0.05, 0.5, 2, 9};
    int nonEmpty = 0;
    for (int round = 0; round < 3000; ++round) {
        const Ring ring = simplePolygon(rng, round);
        for (Ring piece : convexDecomposition(ring, 3 + round % 10)) {
            // Near-duplicates, collinear midpoints and either orientation.
            Ring input;
            for (std::size_t i = 0; i < piece.size(); ++i) {
                const PointF a = piece[i], b = piece[(i + 1) % piece.size()];
                input.push_back(a);
                if (odds(rng) == 0)
                    input.push_back({a.x + jitter(rng), a.y + jitter(rng)});
                if (odds(rng) == 0)
                    input.push_back({(a.x + b.x) / 2, (a.y + b.y) / 2});
            }
            if (odds(rng) < 3)
                std::reverse(input.begin(), input.end());
            const double minDistance = distances[std::size_t(round) % 6];
            const Ring out = engineReadyPiece(input, minDistance);
            if (out.empty())
                continue;
            ++nonEmpty;
            QVERIFY(out.size() >= 3);
            QVERIFY(convexClockwise(out, true));
            QVERIFY(shoelace2(out) > 0);
            for (std::size_t i = 0; i < out.size(); ++i) {
                QVERIFY(std::find(input.begin(), input.end(), out[i]) != input.end());
                for (std::size_t j = i + 1; j < out.size(); ++j)
                    QVERIFY(std::hypot(out[i].x - out[j].x, out[i].y - out[j].y) >= minDistance);
            }
        }
    }
    QVERIFY(nonEmpty > 1000);
    QVERIFY(engineReadyPiece({{0, 0}, {1, 0}, {2, 0}}, 0).empty());
    QVERIFY(engineReadyPiece({{0, 0}, {1, 0}, {0, 1}}, 5).empty());
    QVERIFY(engineReadyPiece({{0, 0}, {1, 0}, {std::nan(""), 1}}, 0).empty());
}

void TestColliders::engineReadyKeepsAGoodPiece() {
    const Ring square{{0, 0}, {4, 0}, {4, 4}, {0, 4}};
    QCOMPARE(engineReadyPiece(square, 1), square);
    const Ring counter{{0, 0}, {0, 4}, {4, 4}, {4, 0}};
    const Ring out = engineReadyPiece(counter, 1);
    QCOMPARE(out.size(), std::size_t(4));
    QVERIFY(shoelace2(out) > 0);
    // A thin sliver: its two middle vertices are close although no neighbours are.
    const Ring sliver{{0, 0}, {10, -0.01}, {20, 0}, {10, 0.01}};
    const Ring welded = engineReadyPiece(sliver, 0.1);
    QCOMPARE(welded.size(), std::size_t(3));
}

void TestColliders::largeHandPolygonIsNotCubic() {
    const Ring ring = handRing(2000);
    QVERIFY(simpleByDefinition(ring));
    auto start = std::chrono::steady_clock::now();
    QVERIFY(isSimplePolygon(ring));
    const double simpleMs = msSince(start);
    start = std::chrono::steady_clock::now();
    const auto pieces = convexDecomposition(ring, 8);
    const double decomposeMs = msSince(start);
    qInfo("2000-vertex ring: isSimplePolygon %.2f ms, convexDecomposition %.2f ms (%zu pieces)",
          simpleMs, decomposeMs, pieces.size());
    QVERIFY(!pieces.empty());
    QCOMPARE(decompositionProblem(ring, 8), QString());
    // Generous bounds for a loaded machine; the cubic versions took seconds.
    QVERIFY(simpleMs < 200);
    QVERIFY(decomposeMs < 500);
}

QTEST_APPLESS_MAIN(TestColliders)
#include "tst_colliders.moc"
