// SPDX-License-Identifier: MIT
// Outlines rasterise back to the mask, simplified ones stay within tolerance and never
// cross, convex pieces cover the same pixels, and growing matches a brute-force brush.
#include "support/rasterise.hpp"
#include "support/reference.hpp"

#include <QTest>
#include <climits>
#include <cmath>
#include <hitmask/outline.hpp>

using namespace hitmask;
using hitmask::testing::ByteMask;

namespace {

using testing::rasterise;
using testing::Ring;

Ring toRing(const std::vector<Point>& points) {
    Ring ring;
    for (const Point& p : points)
        ring.push_back({double(p.x), double(p.y)});
    return ring;
}

std::vector<int> rasterisePolygons(const std::vector<Polygon>& polygons, int width, int height) {
    std::vector<int> counts(std::size_t(width) * height, 0);
    for (const Polygon& polygon : polygons) {
        std::vector<Ring> rings{toRing(polygon.outer)};
        for (const auto& hole : polygon.holes)
            rings.push_back(toRing(hole));
        rasterise(rings, width, height, counts);
    }
    return counts;
}

long long twiceArea(const std::vector<Point>& ring) {
    long long sum = 0;
    for (std::size_t i = 0; i < ring.size(); ++i) {
        const Point a = ring[i], b = ring[(i + 1) % ring.size()];
        sum += 1LL * a.x * b.y - 1LL * b.x * a.y;
    }
    return sum;
}

// Counts 4-connected solid regions and the empty regions (8-connected, the border
// around the mask included) by flood fill on a padded copy.
std::pair<int, int> regionsAndHoles(const ByteMask& m) {
    const int w = m.width + 2, h = m.height + 2;
    std::vector<int> cell(std::size_t(w) * h, 0), seen(cell.size(), 0);
    for (int y = 0; y < m.height; ++y)
        for (int x = 0; x < m.width; ++x)
            cell[std::size_t(y + 1) * w + x + 1] = m.pixels[std::size_t(y) * m.width + x];
    int solid = 0, empty = 0;
    for (int start = 0; start < w * h; ++start) {
        if (seen[start])
            continue;
        const int value = cell[start];
        (value ? solid : empty)++;
        std::vector<int> stack{start};
        seen[start] = 1;
        while (!stack.empty()) {
            const int p = stack.back();
            stack.pop_back();
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    if ((dx == 0 && dy == 0) || (value && dx != 0 && dy != 0))
                        continue;
                    const int x = p % w + dx, y = p / w + dy;
                    if (x < 0 || y < 0 || x >= w || y >= h)
                        continue;
                    const int q = y * w + x;
                    if (!seen[q] && cell[q] == value) {
                        seen[q] = 1;
                        stack.push_back(q);
                    }
                }
        }
    }
    return {solid, empty - 1};
}

struct Seg {
    Point a, b;
    int ring;
    int index;
    int ringSize;
};

long long orient(Point a, Point b, Point c) {
    return 1LL * (b.x - a.x) * (c.y - a.y) - 1LL * (b.y - a.y) * (c.x - a.x);
}

bool onSegment(Point a, Point b, Point c) {
    return orient(a, b, c) == 0 && std::min(a.x, b.x) <= c.x && c.x <= std::max(a.x, b.x) &&
           std::min(a.y, b.y) <= c.y && c.y <= std::max(a.y, b.y);
}

// Which grid points have only two diagonal pixels solid: the only places rings may meet.
bool isDiagonalContact(const ByteMask& m, Point p) {
    const bool nw = m.at(p.x - 1, p.y - 1), ne = m.at(p.x, p.y - 1);
    const bool sw = m.at(p.x - 1, p.y), se = m.at(p.x, p.y);
    return (nw && se && !ne && !sw) || (ne && sw && !nw && !se);
}

// Empty when no two segments of any rings share a point, except neighbours along a ring
// at their joint and ring ends meeting at a diagonal contact of the mask.
QString crossingError(const std::vector<Polygon>& polygons, const ByteMask& m) {
    std::vector<Seg> segs;
    int ringId = 0;
    const auto add = [&](const std::vector<Point>& ring) {
        for (int i = 0; i < int(ring.size()); ++i)
            segs.push_back({ring[i], ring[(i + 1) % ring.size()], ringId, i, int(ring.size())});
        ++ringId;
    };
    for (const Polygon& p : polygons) {
        add(p.outer);
        for (const auto& hole : p.holes)
            add(hole);
    }
    for (std::size_t i = 0; i < segs.size(); ++i)
        for (std::size_t j = i + 1; j < segs.size(); ++j) {
            const Seg& s = segs[i];
            const Seg& t = segs[j];
            const long long o1 = orient(s.a, s.b, t.a), o2 = orient(s.a, s.b, t.b);
            const long long o3 = orient(t.a, t.b, s.a), o4 = orient(t.a, t.b, s.b);
            const bool proper = ((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) &&
                                ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0));
            if (proper)
                return QStringLiteral("segments cross");
            std::vector<Point> shared;
            for (const Point p : {t.a, t.b})
                if (onSegment(s.a, s.b, p))
                    shared.push_back(p);
            for (const Point p : {s.a, s.b})
                if (onSegment(t.a, t.b, p))
                    shared.push_back(p);
            if (shared.empty())
                continue;
            const bool neighbours = s.ring == t.ring && ((s.index + 1) % s.ringSize == t.index ||
                                                         (t.index + 1) % t.ringSize == s.index);
            for (const Point p : shared) {
                const bool joint = neighbours && ((p == s.a && p == t.b) || (p == s.b && p == t.a));
                const bool contact =
                    (p == s.a || p == s.b) && (p == t.a || p == t.b) && isDiagonalContact(m, p);
                if (!joint && !contact)
                    return QStringLiteral("segments meet at (%1, %2)").arg(p.x).arg(p.y);
            }
        }
    return {};
}

// Distance from a point to the nearest unit edge between a solid and an empty pixel.
double distanceToBoundary(const ByteMask& m, double px, double py) {
    double best = 1e300;
    const auto consider = [&](double ax, double ay, double bx, double by) {
        const double t = std::clamp((px - ax) * (bx - ax) + (py - ay) * (by - ay), 0.0, 1.0);
        best = std::min(best, std::hypot(px - ax - t * (bx - ax), py - ay - t * (by - ay)));
    };
    for (int y = -1; y <= m.height; ++y)
        for (int x = -1; x <= m.width; ++x) {
            if (m.at(x, y) != m.at(x + 1, y))
                consider(x + 1, y, x + 1, y + 1);
            if (m.at(x, y) != m.at(x, y + 1))
                consider(x, y + 1, x + 1, y + 1);
        }
    return best;
}

// Whether the centre of pixel (x, y) lies exactly on a ring edge, where inside and outside
// are a matter of rounding. Exact: coordinates doubled to make the centre integral.
bool centreOnOutline(const std::vector<Polygon>& polygons, int x, int y) {
    const Point c{2 * x + 1, 2 * y + 1};
    const auto onRing = [&](const std::vector<Point>& ring) {
        for (std::size_t i = 0; i < ring.size(); ++i) {
            const Point a{2 * ring[i].x, 2 * ring[i].y};
            const Point b{2 * ring[(i + 1) % ring.size()].x, 2 * ring[(i + 1) % ring.size()].y};
            if (onSegment(a, b, c))
                return true;
        }
        return false;
    };
    for (const Polygon& p : polygons) {
        if (onRing(p.outer))
            return true;
        for (const auto& hole : p.holes)
            if (onRing(hole))
                return true;
    }
    return false;
}

QString convexError(const std::vector<Ring>& pieces, std::size_t maxVertices) {
    for (const Ring& r : pieces) {
        if (r.size() < 3 || r.size() > maxVertices)
            return QStringLiteral("a piece has %1 vertices").arg(r.size());
        for (std::size_t i = 0; i < r.size(); ++i) {
            const PointF a = r[i], b = r[(i + 1) % r.size()], c = r[(i + 2) % r.size()];
            if ((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) < -1e-9)
                return QStringLiteral("a piece is not convex");
        }
    }
    return {};
}

} // namespace

class TestOutline : public QObject {
    Q_OBJECT

private slots:
    void exactOutlinesRasteriseToTheMask();
    void diagonalContactsSplitRegions();
    void simplifiedOutlinesStayWithinTolerance_data();
    void simplifiedOutlinesStayWithinTolerance();
    void convexPiecesCoverTheOutline_data();
    void convexPiecesCoverTheOutline();
    void growAndShrinkMatchBruteForce();
    void growAndShrinkByAnyInt();
};

void TestOutline::exactOutlinesRasteriseToTheMask() {
    testing::MaskGenerator gen(5);
    for (int i = 0; i < 2500; ++i) {
        const ByteMask m = gen.make(gen.side(i < 2000 ? 24 : 130), gen.side(i < 2000 ? 24 : 130));
        const auto polygons = traceOutlines(m.toMask());
        const QByteArray where = QByteArray("case ") + QByteArray::number(i);
        const auto counts = rasterisePolygons(polygons, m.width, m.height);
        for (std::size_t p = 0; p < counts.size(); ++p)
            QVERIFY2(counts[p] == m.pixels[p], where);
        const auto [regions, holes] = regionsAndHoles(m);
        QVERIFY2(int(polygons.size()) == regions, where);
        int holeCount = 0;
        for (const Polygon& polygon : polygons) {
            QVERIFY2(twiceArea(polygon.outer) > 0, where);
            for (const auto& hole : polygon.holes)
                QVERIFY2(twiceArea(hole) < 0, where);
            holeCount += int(polygon.holes.size());
            for (const auto* ring = &polygon.outer; ring; ring = nullptr) {
                for (std::size_t k = 0; k < ring->size(); ++k) {
                    const Point a = (*ring)[k], b = (*ring)[(k + 1) % ring->size()];
                    const Point c = (*ring)[(k + 2) % ring->size()];
                    QVERIFY2(a.x == b.x || a.y == b.y, where); // along pixel edges
                    QVERIFY2(orient(a, b, c) != 0, where);     // corners only
                }
            }
        }
        QVERIFY2(holeCount == holes, where);
        if (i < 2000) {
            const QString crossing = crossingError(polygons, m);
            QVERIFY2(crossing.isEmpty(), where + ' ' + crossing.toUtf8());
        }
    }
}

void TestOutline::diagonalContactsSplitRegions() {
    // A ring closed only by a diagonal contact is one region with no hole.
    ByteMask m{4, 4, {}};
    for (const char* row : {"###.", "#..#", "#..#", ".##."})
        for (const char* c = row; *c; ++c)
            m.pixels.push_back(*c == '#');
    const auto polygons = traceOutlines(m.toMask());
    const auto [regions, holes] = regionsAndHoles(m);
    QCOMPARE(int(polygons.size()), regions);
    QCOMPARE(regions, 3);
    QCOMPARE(holes, 0);
    for (const Polygon& p : polygons)
        QVERIFY(p.holes.empty());
    QCOMPARE(crossingError(polygons, m), QString());
}

void TestOutline::simplifiedOutlinesStayWithinTolerance_data() {
    QTest::addColumn<double>("tolerance");
    QTest::newRow("0.5") << 0.5;
    QTest::newRow("1") << 1.0;
    QTest::newRow("1.5") << 1.5;
    QTest::newRow("3") << 3.0;
    QTest::newRow("8") << 8.0;
}

void TestOutline::simplifiedOutlinesStayWithinTolerance() {
    QFETCH(double, tolerance);
    testing::MaskGenerator gen(7);
    std::size_t before = 0, after = 0;
    for (int i = 0; i < 600; ++i) {
        const ByteMask m = gen.make(gen.side(40), gen.side(40));
        const auto exact = traceOutlines(m.toMask());
        const auto simple = simplifyOutlines(exact, tolerance);
        const QByteArray where = QByteArray("case ") + QByteArray::number(i);
        QCOMPARE(simple.size(), exact.size());
        const auto counts = rasterisePolygons(simple, m.width, m.height);
        for (int y = 0; y < m.height; ++y)
            for (int x = 0; x < m.width; ++x) {
                const int got = counts[std::size_t(y) * m.width + x];
                QVERIFY2(got <= 1, where); // no two polygons overlap
                if (got != m.pixels[std::size_t(y) * m.width + x])
                    QVERIFY2(distanceToBoundary(m, x + 0.5, y + 0.5) <= tolerance + 1e-9, where);
            }
        const QString crossing = crossingError(simple, m);
        QVERIFY2(crossing.isEmpty(), where + ' ' + crossing.toUtf8());
        for (std::size_t p = 0; p < simple.size(); ++p) {
            QVERIFY2(simple[p].outer.size() >= 3 && twiceArea(simple[p].outer) > 0, where);
            QCOMPARE(simple[p].holes.size(), exact[p].holes.size());
            before += exact[p].outer.size();
            after += simple[p].outer.size();
            for (const auto& hole : simple[p].holes) {
                QVERIFY2(hole.size() >= 3 && twiceArea(hole) < 0, where);
                // Every hole vertex lies inside its outer ring (exact crossing count; the
                // vertex is on no outer edge).
                for (const Point v : hole) {
                    int crossings = 0;
                    const auto& outer = simple[p].outer;
                    for (std::size_t k = 0; k < outer.size(); ++k) {
                        Point a = outer[k], b = outer[(k + 1) % outer.size()];
                        if ((a.y > v.y) == (b.y > v.y))
                            continue;
                        if (a.y > b.y)
                            std::swap(a, b);
                        // v is left of the upward edge a->b: a positive turn a, b, v.
                        if (orient(a, b, v) > 0)
                            ++crossings;
                    }
                    QVERIFY2(crossings % 2 == 1, where);
                }
            }
        }
    }
    qInfo("outer vertices %zu -> %zu", before, after);
    QVERIFY(after < before);
}

void TestOutline::convexPiecesCoverTheOutline_data() {
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<int>("maxVertices");
    QTest::newRow("exact, 8") << 0.0 << 8;
    QTest::newRow("exact, 4") << 0.0 << 4;
    QTest::newRow("1, 8") << 1.0 << 8;
    QTest::newRow("2, 5") << 2.0 << 5;
    QTest::newRow("4, 16") << 4.0 << 16;
}

void TestOutline::convexPiecesCoverTheOutline() {
    QFETCH(double, tolerance);
    QFETCH(int, maxVertices);
    testing::MaskGenerator gen(9);
    std::size_t pieceCount = 0, polygonCount = 0;
    for (int i = 0; i < 800; ++i) {
        const ByteMask m = gen.make(gen.side(60), gen.side(60));
        const auto polygons = simplifyOutlines(traceOutlines(m.toMask()), tolerance);
        const auto pieces = convexPieces(polygons, maxVertices);
        const QByteArray where = QByteArray("case ") + QByteArray::number(i);
        const QString convex = convexError(pieces, std::size_t(maxVertices));
        QVERIFY2(convex.isEmpty(), where + ' ' + convex.toUtf8());
        const auto expected = rasterisePolygons(polygons, m.width, m.height);
        std::vector<int> got(expected.size(), 0);
        for (const Ring& piece : pieces)
            rasterise({piece}, m.width, m.height, got);
        for (std::size_t k = 0; k < got.size(); ++k)
            QVERIFY2(got[k] == expected[k] ||
                         centreOnOutline(polygons, int(k % m.width), int(k / m.width)),
                     where);
        pieceCount += pieces.size();
        polygonCount += polygons.size();
    }
    qInfo("%zu pieces for %zu polygons", pieceCount, polygonCount);
}

void TestOutline::growAndShrinkMatchBruteForce() {
    testing::MaskGenerator gen(11);
    for (int i = 0; i < 1500; ++i) {
        const ByteMask m = gen.make(gen.side(70), gen.side(70));
        const int n = int(gen.pick(11)) - 5;
        const Mask result = grownMask(m.toMask(), n);
        const int margin = std::max(n, 0);
        QCOMPARE(result.width(), m.width + 2 * margin);
        QCOMPARE(result.height(), m.height + 2 * margin);
        for (int y = 0; y < result.height(); ++y)
            for (int x = 0; x < result.width(); ++x) {
                bool any = false, all = true;
                for (int dy = -std::abs(n); dy <= std::abs(n); ++dy)
                    for (int dx = -std::abs(n); dx <= std::abs(n); ++dx) {
                        const bool solid = m.at(x - margin + dx, y - margin + dy);
                        any |= solid;
                        all &= solid;
                    }
                const bool expected = n > 0 ? any : n < 0 ? all : m.at(x, y);
                // QVERIFY2 builds its message even when the check passes: only on failure.
                if (result.test(x, y) != expected)
                    QFAIL(qPrintable(
                        QStringLiteral("case %1 n %2 at %3,%4").arg(i).arg(n).arg(x).arg(y)));
            }
    }
}

// Any int is a valid amount: shrinking by a huge one empties the mask at its size,
// growing past the transforms' pixel cap gives the empty 0 x 0 mask they give.
void TestOutline::growAndShrinkByAnyInt() {
    Mask disc(9, 9);
    disc.setRect({2, 2, 5, 5}, true);
    for (const int n : {INT_MIN, INT_MIN + 1, -(1 << 20), -9}) {
        const Mask shrunk = grownMask(disc, n);
        QCOMPARE(shrunk.width(), 9);
        QCOMPARE(shrunk.height(), 9);
        QVERIFY(shrunk.isEmpty());
    }
    for (const int n : {INT_MAX, 1 << 20, 1 << 16}) {
        const Mask grown = grownMask(disc, n);
        QCOMPARE(grown.width(), 0);
        QCOMPARE(grown.height(), 0);
    }
    const Mask grown = grownMask(disc, 300);
    QCOMPARE(grown.width(), 609);
    QCOMPARE(grown.count(), std::size_t(605 * 605));
}

QTEST_GUILESS_MAIN(TestOutline)
#include "tst_outline.moc"
