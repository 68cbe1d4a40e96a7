// SPDX-License-Identifier: MIT
// World's point, rectangle, mask and segment queries against loops over byte grids: every
// object tested pixel by pixel, and the segment walked one pixel at a time.
#include "support/worldoracle.hpp"

#include <QTest>
#include <climits>
#include <cstdlib>
#include <deque>
#include <hitmask/world.hpp>

using namespace hitmask;
using namespace hitmask::testing;

namespace {

bool solidAt(const Object& o, long long x, long long y) {
    return x >= o.x && y >= o.y && x < o.x + o.m->bytes.width && y < o.y + o.m->bytes.height &&
           o.m->bytes.at(x - o.x, y - o.y);
}

bool passes(const Object& o, unsigned layers, World::Id exclude) {
    return o.alive && (o.layers & layers) != 0 && o.id != exclude;
}

// The walk as the header defines it, stepped with an error term rather than computed:
// twice the minor offset's fraction, counted in units of 1 / (2n).
std::optional<World::SegmentHit> walkOracle(const std::vector<Object>& objects, long long x0,
                                            long long y0, long long x1, long long y1,
                                            unsigned layers, World::Id exclude) {
    const long long adx = std::llabs(x1 - x0), ady = std::llabs(y1 - y0);
    const long long n = std::max(adx, ady);
    const bool xMajor = adx >= ady;
    const long long d = xMajor ? ady : adx;
    const int sx = x1 < x0 ? -1 : 1, sy = y1 < y0 ? -1 : 1;
    long long acc = n, offset = 0;
    for (long long i = 0; i <= n; ++i) {
        const long long x = x0 + sx * (xMajor ? i : offset);
        const long long y = y0 + sy * (xMajor ? offset : i);
        for (const Object& o : objects) // by slot: the lowest wins
            if (passes(o, layers, exclude) && solidAt(o, x, y))
                return World::SegmentHit{o.id, Point{int(x), int(y)}, i};
        acc += 2 * d;
        while (acc >= 2 * n && n > 0) {
            ++offset;
            acc -= 2 * n;
        }
    }
    return std::nullopt;
}

bool sameHit(const std::optional<World::SegmentHit>& a, const std::optional<World::SegmentHit>& b) {
    if (!a || !b)
        return !a && !b;
    return a->id == b->id && a->pixel == b->pixel && a->step == b->step;
}

} // namespace

class TestWorldQueries : public QObject {
    Q_OBJECT

private slots:
    void queriesMatchBruteForce_data();
    void queriesMatchBruteForce();
    void segmentsSpanningThePlane();
};

void TestWorldQueries::queriesMatchBruteForce_data() {
    QTest::addColumn<int>("cellSize");
    QTest::addColumn<int>("spread");
    QTest::addColumn<quint32>("seed");
    QTest::newRow("cells 64") << 64 << 400 << 1u;
    QTest::newRow("cells 4, big entries") << 4 << 400 << 2u;
    QTest::newRow("cells 16, sparse") << 16 << 40000 << 3u;
}

void TestWorldQueries::queriesMatchBruteForce() {
    QFETCH(int, cellSize);
    QFETCH(int, spread);
    QFETCH(quint32, seed);
    testing::MaskGenerator gen(seed);
    std::deque<PoolMask> pool;
    for (int i = 0; i < 30; ++i) {
        const int side = i % 10 == 0 ? 1 + int(gen.pick(3)) : int(gen.side(90));
        pool.push_back(makePoolMask(gen.make(side, 1 + int(gen.pick(unsigned(side + 8))))));
    }
    long long points = 0, rects = 0, masks = 0, segments = 0, found = 0, hits = 0;
    const int worlds = testing::casesToRun(spread > 1000 ? 15 : 60); // sparse walks are long
    for (int w = 0; w < worlds; ++w) {
        World world(cellSize);
        std::vector<Object> objects;
        const auto place = [&] {
            return (long long)gen.pick(unsigned(spread)) - spread / 4;
        };
        for (int i = int(2 + gen.pick(40)); i > 0; --i) {
            Object o{&pool[gen.pick(unsigned(pool.size()))], place(), place(), true};
            o.layers = 1 + gen.pick(7);
            o.id = world.add(o.m->mask, int(o.x), int(o.y));
            world.setLayers(o.id, o.layers, ~0u);
            objects.push_back(o);
        }
        for (std::size_t i = 0; i < objects.size(); i += 5) { // some slots freed, some reused
            objects[i].alive = false;
            world.remove(objects[i].id);
        }
        // Where queries look: anywhere, or mostly near some entry, which in a sparse
        // world is the only place with anything to find.
        long long nearX = 0, nearY = 0;
        const auto aimX = [&] {
            return gen.pick(4) ? nearX + (long long)gen.pick(150) - 50 : place();
        };
        const auto aimY = [&] {
            return gen.pick(4) ? nearY + (long long)gen.pick(150) - 50 : place();
        };
        for (int q = 0; q < 60; ++q) {
            const Object& target = objects[gen.pick(unsigned(objects.size()))];
            nearX = target.x;
            nearY = target.y;
            const unsigned layers = gen.pick(3) ? ~0u : 1 + gen.pick(7);
            const World::Id exclude =
                gen.pick(2) ? objects[gen.pick(unsigned(objects.size()))].id : World::kNoId;
            // A point.
            const long long px = aimX(), py = aimY();
            std::vector<World::Id> expected;
            for (const Object& o : objects)
                if (passes(o, layers, exclude) && solidAt(o, px, py))
                    expected.push_back(o.id);
            QVERIFY2(world.queryPoint(int(px), int(py), layers, exclude) == expected,
                     describe("queryPoint()", w, q));
            found += qint64(expected.size());
            ++points;

            // A rectangle, sometimes empty.
            const Rect r{int(aimX()), int(aimY()), int(gen.pick(120)), int(gen.pick(120))};
            expected.clear();
            for (const Object& o : objects) {
                bool any = false; // over the rectangle's part inside the object's grid
                const long long top = std::max<long long>(r.y, o.y),
                                bottom = std::min<long long>((long long)r.y + r.height,
                                                             o.y + o.m->bytes.height);
                const long long left = std::max<long long>(r.x, o.x),
                                right = std::min<long long>((long long)r.x + r.width,
                                                            o.x + o.m->bytes.width);
                for (long long y = top; y < bottom && !any; ++y)
                    for (long long x = left; x < right && !any; ++x)
                        any = solidAt(o, x, y);
                if (passes(o, layers, exclude) && any)
                    expected.push_back(o.id);
            }
            QVERIFY2(world.queryRect(r, layers, exclude) == expected,
                     describe("queryRect()", w, q));
            found += qint64(expected.size());
            ++rects;

            // A mask.
            Object probe{&pool[gen.pick(unsigned(pool.size()))], aimX(), aimY(), true};
            expected = queryOracle(objects, probe, layers);
            expected.erase(std::remove(expected.begin(), expected.end(), exclude), expected.end());
            QVERIFY2(world.query(probe.m->mask, int(probe.x), int(probe.y), layers, exclude) ==
                         expected,
                     describe("query()", w, q));
            found += qint64(expected.size());
            ++masks;

            // Segments: short ones among the entries, and long ones from far outside.
            for (int k = 0; k < 4; ++k) {
                long long x0 = aimX(), y0 = aimY(), x1 = aimX(), y1 = aimY();
                if (k == 3) { // from far away, at any angle
                    x0 = x1 + (long long)gen.pick(2 * 3 * unsigned(spread)) - 3 * spread;
                    y0 = y1 + (long long)gen.pick(2 * 3 * unsigned(spread)) - 3 * spread;
                } else if (k == 2) { // axis-aligned and diagonal
                    const int kind = int(gen.pick(3));
                    if (kind == 0)
                        y1 = y0;
                    else if (kind == 1)
                        x1 = x0;
                    else
                        y1 = y0 + (x1 - x0) * (gen.pick(2) ? 1 : -1);
                }
                const auto got = world.querySegment(Point{int(x0), int(y0)},
                                                    Point{int(x1), int(y1)}, layers, exclude);
                const auto want = walkOracle(objects, x0, y0, x1, y1, layers, exclude);
                QVERIFY2(sameHit(got, want), describe("querySegment()", w, q));
                hits += want.has_value();
                ++segments;
            }
        }
    }
    qInfo("%lld points, %lld rectangles, %lld masks (%lld entries found), %lld segments "
          "(%lld hits)",
          points, rects, masks, found, segments, hits);
    QVERIFY(found > points / 8 && hits > segments / 10); // the answers are not all empty
}

// The longest segments there are: the walk is clipped to the entries and jumps over empty
// cells, so these take no time, and nothing overflows.
void TestWorldQueries::segmentsSpanningThePlane() {
    Mask dot(1, 1);
    dot.fill(true);
    World world(16);
    const auto centre = world.add(dot, 0, 0);
    const auto far = world.add(dot, 1 << 30, 1 << 30);
    const auto hit = world.querySegment({INT_MIN, INT_MIN}, {INT_MAX, INT_MAX});
    QVERIFY(hit);
    QCOMPARE(hit->id, centre);
    QCOMPARE(hit->pixel, (Point{0, 0}));
    QCOMPARE(hit->step, std::int64_t(1) << 31);
    const auto back = world.querySegment({INT_MAX, INT_MAX}, {INT_MIN, INT_MIN});
    QVERIFY(back);
    QCOMPARE(back->id, far);
    QVERIFY(!world.querySegment({INT_MIN, INT_MAX}, {INT_MAX, INT_MIN})); // misses both
    QVERIFY(!world.querySegment({INT_MIN, 1}, {INT_MAX, 1}));
    const auto across = world.querySegment({INT_MIN, 0}, {INT_MAX, 0}, World::kAllLayers, centre);
    QVERIFY(!across); // the centre left out, nothing else on the line
}

QTEST_GUILESS_MAIN(TestWorldQueries)

#include "tst_worldqueries.moc"
