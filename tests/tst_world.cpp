// SPDX-License-Identifier: MIT
// The broad phase against an all-pairs answer computed pixel by pixel on byte grids
// (crowds, layers in crowded cells and pair windows: tst_worldcrowds).
#include "support/allocationcounter.hpp"
#include "support/worldoracle.hpp"

#include <QSet>
#include <QTest>
#include <climits>
#include <deque>
#include <hitmask/world.hpp>

using namespace hitmask;
using namespace hitmask::testing;

class TestWorld : public QObject {
    Q_OBJECT

private slots:
    void randomWorldsMatchBruteForce_data();
    void randomWorldsMatchBruteForce();
    void pairSharingManyCellsIsReportedOnce();
    void idsStayValidAcrossRemoves();
    void unknownIdsAreIgnored();
    void layersFilterPairsAndQueries();
    void forEachCollisionDoesNotAllocate();
};

void TestWorld::randomWorldsMatchBruteForce_data() {
    QTest::addColumn<QString>("layout");
    QTest::addColumn<int>("cellSize");
    QTest::addColumn<quint32>("seed");
    QTest::newRow("spread, cells 64") << "spread" << 64 << 1u;
    QTest::newRow("spread, cells 16") << "spread" << 16 << 2u;
    QTest::newRow("clustered, cells 64") << "clustered" << 64 << 3u;
    QTest::newRow("clustered, cells 4") << "clustered" << 4 << 4u;
    QTest::newRow("far, cells 64") << "far" << 64 << 5u;
    QTest::newRow("far, cells 200") << "far" << 200 << 6u;
    QTest::newRow("huge masks, cells 8") << "huge" << 8 << 7u;
    QTest::newRow("layers, cells 32") << "layers" << 32 << 8u;
}

void TestWorld::randomWorldsMatchBruteForce() {
    QFETCH(QString, layout);
    QFETCH(int, cellSize);
    QFETCH(quint32, seed);
    testing::MaskGenerator gen(seed);
    std::deque<PoolMask> pool; // a deque never moves its elements: the world keeps pointers
    for (int i = 0; i < 40; ++i) {
        const int side =
            i % 8 == 0 ? 1 + int(gen.pick(4)) : int(gen.side(layout == "huge" ? 300 : 130));
        pool.push_back(makePoolMask(gen.make(side, 1 + int(gen.pick(unsigned(side + 8))))));
    }
    const auto anyMask = [&]() -> const PoolMask* {
        return &pool[gen.pick(unsigned(pool.size()))];
    };

    // A place for a new or moved object: near a cluster centre chosen per layout.
    const int worlds = 1000;
    long long hits = 0, frames = 0;
    for (int w = 0; w < worlds; ++w) {
        std::vector<long long> centres;
        for (int c = 0; c < 3; ++c) {
            if (layout == "far")
                centres.push_back((gen.pick(2) ? 1 : -1) * ((long long)gen.pick(1u << 31) - 1));
            else
                centres.push_back((long long)gen.pick(2000) - 1000);
        }
        const long long spreadBy = layout == "clustered" || layout == "layers" ? 40
                                   : layout == "spread"                        ? 500
                                                                               : 250;
        const auto place = [&](long long& v) {
            const long long c = centres[gen.pick(unsigned(centres.size()))];
            v = std::clamp<long long>(c + (long long)gen.pick(unsigned(2 * spreadBy)) - spreadBy,
                                      INT_MIN, INT_MAX);
        };

        World world(cellSize);
        // Two worlds in three split their pair search among threads, a few entries each.
        world.setThreads(1 + unsigned(w % 3), 4);
        std::vector<Object> objects;
        QSet<World::Id> ever;
        std::vector<World::Id> stale;
        const auto addOne = [&] {
            Object o{anyMask(), 0, 0, true};
            place(o.x);
            place(o.y);
            const World::Id id = world.add(o.m->mask, int(o.x), int(o.y));
            const std::uint32_t slot = id & 0xfffffu; // the id's layout, as documented
            if (slot >= objects.size())
                objects.resize(slot + 1);
            QVERIFY(!objects[slot].alive); // a live slot is never handed out twice
            QVERIFY(!ever.contains(id));   // nor an id, ever
            ever.insert(id);
            o.id = id;
            objects[slot] = o;
        };
        const int count = int(gen.pick(layout == "huge" ? 20 : 60));
        for (int i = 0; i < count; ++i)
            addOne();

        for (int frame = 0; frame < 5; ++frame) {
            QCOMPARE(world.size(), std::size_t(std::count_if(objects.begin(), objects.end(),
                                                             [](auto& o) { return o.alive; })));
            // Stale ids are refused, and calls with them change nothing the oracle sees.
            for (const World::Id id : stale) {
                QVERIFY(!world.contains(id));
                world.move(id, 0, 0);
                world.setLayers(id, 0, 0);
            }
            const Expected expected = allPairs(objects);
            QVERIFY2(world.candidatePairBound() >= expected.boxPairs,
                     describe("candidate pair bound", w, frame));
            const Pairs got = world.collisions();
            QVERIFY2(got == expected.pairs, describe("collisions()", w, frame));
            QVERIFY2(world.lastBoxPairs() == expected.boxPairs, describe("box pairs", w, frame));
            Pairs viaCallback;
            world.forEachCollision(
                [&](World::Id a, World::Id b) { viaCallback.emplace_back(a, b); });
            QVERIFY2(viaCallback == expected.pairs, describe("forEachCollision()", w, frame));
            hits += qint64(got.size());
            ++frames;

            for (int q = 0; q < 3; ++q) {
                Object probe{anyMask(), 0, 0, true};
                place(probe.x);
                place(probe.y);
                const unsigned layers = layout == "layers" ? 1 + gen.pick(7) : ~0u;
                QVERIFY2(world.query(probe.m->mask, int(probe.x), int(probe.y), layers) ==
                             queryOracle(objects, probe, layers),
                         describe("query()", w, frame));
            }

            // Change the world: small moves, jumps, mask swaps, removes and adds.
            for (std::size_t id = 0; id < objects.size(); ++id) {
                Object& o = objects[id];
                if (!o.alive)
                    continue;
                switch (gen.pick(8)) {
                case 0:
                case 1:
                case 2:
                    o.x = std::clamp<long long>(o.x + gen.pick(21) - 10, INT_MIN, INT_MAX);
                    o.y = std::clamp<long long>(o.y + gen.pick(21) - 10, INT_MIN, INT_MAX);
                    world.move(o.id, int(o.x), int(o.y));
                    break;
                case 3:
                    place(o.x);
                    place(o.y);
                    world.move(o.id, int(o.x), int(o.y));
                    break;
                case 4:
                    o.m = anyMask();
                    world.setMask(o.id, o.m->mask);
                    break;
                case 5:
                    o.alive = false;
                    world.remove(o.id);
                    stale.push_back(o.id);
                    break;
                case 6: // three layers: every combination of membership and filter
                    if (layout == "layers") {
                        o.layers = gen.pick(8);
                        o.collidesWith = gen.pick(8);
                        world.setLayers(o.id, o.layers, o.collidesWith);
                    }
                    break;
                default:
                    break;
                }
            }
            for (int i = int(gen.pick(6)); i > 0; --i)
                addOne();
        }
    }
    qInfo("%lld colliding pairs over %lld frames", hits, frames);
    QVERIFY(hits > frames); // the worlds must collide in earnest, or the test proves little
}

void TestWorld::pairSharingManyCellsIsReportedOnce() {
    Mask big(300, 300);
    big.fill(true);
    Mask wide(200, 40);
    wide.fill(true);
    for (const int cell : {4, 16, 64}) {
        World world(cell);
        const auto a = world.add(big, -150, -150); // more cells than the grid takes
        const auto b = world.add(big, -100, -120);
        const auto c = world.add(wide, -50, 0);
        const auto d = world.add(wide, -60, 10);
        const Pairs expected{{a, b}, {a, c}, {a, d}, {b, c}, {b, d}, {c, d}};
        QCOMPARE(world.collisions(), expected);
        QCOMPARE(world.lastBoxPairs(), expected.size());
    }
}

void TestWorld::idsStayValidAcrossRemoves() {
    Mask dot(1, 1);
    dot.fill(true);
    World world;
    std::vector<World::Id> ids;
    for (int i = 0; i < 100; ++i)
        ids.push_back(world.add(dot, i * 10, 0));
    for (int i = 0; i < 100; i += 3)
        world.remove(ids[std::size_t(i)]);
    QCOMPARE(world.size(), std::size_t(66));
    for (int i = 0; i < 100; ++i) {
        const auto found = world.query(dot, i * 10, 0);
        if (i % 3 == 0)
            QVERIFY(found.empty());
        else
            QCOMPARE(found, std::vector<World::Id>{ids[std::size_t(i)]});
    }
    // New entries reuse freed ids, never a live one.
    std::vector<World::Id> added;
    for (int i = 0; i < 40; ++i)
        added.push_back(world.add(dot, 5000 + i, 0));
    for (const auto id : added)
        for (int i = 1; i < 100; ++i)
            if (i % 3 != 0)
                QVERIFY(id != ids[std::size_t(i)]);
    QCOMPARE(world.query(dot, 10, 0), std::vector<World::Id>{ids[1]});
}

void TestWorld::unknownIdsAreIgnored() {
    Mask dot(1, 1);
    dot.fill(true);
    World world;
    const auto a = world.add(dot, 0, 0);
    world.remove(a);
    world.remove(a);
    world.move(a, 5, 5);
    world.move(12345, 5, 5);
    world.setMask(12345, dot);
    world.remove(12345);
    QCOMPARE(world.size(), std::size_t(0));
    QVERIFY(world.collisions().empty());
    const auto b = world.add(dot, 0, 0);
    const auto c = world.add(dot, 0, 0);
    QVERIFY(!world.contains(a));
    QVERIFY(world.contains(b) && world.contains(c));
    QVERIFY(a != b && a != c); // b reuses a's slot, under a new generation
    QCOMPARE(World::slotOf(b), World::slotOf(a));
    QCOMPARE(world.collisions(), (Pairs{{c, b}})); // by id: b is slot 0's second id
    world.move(a, 100, 100);                       // stale: b stays put
    QCOMPARE(world.position(b), (Point{0, 0}));
}

void TestWorld::layersFilterPairsAndQueries() {
    Mask dot(1, 1);
    dot.fill(true);
    World world;
    const auto ship = world.add(dot, 0, 0);
    const auto rock = world.add(dot, 0, 0);
    const auto shot = world.add(dot, 0, 0);
    QCOMPARE(world.collisions(), (Pairs{{ship, rock}, {ship, shot}, {rock, shot}}));
    // Ships on layer 1, rocks on 2, shots on 4: shots hit rocks only, ships hit rocks.
    world.setLayers(ship, 1, 2);
    world.setLayers(rock, 2, 1 | 4);
    world.setLayers(shot, 4, 2);
    QCOMPARE(world.collisions(), (Pairs{{ship, rock}, {rock, shot}})); // nothing else changed
    QCOMPARE(world.lastBoxPairs(), std::size_t(2));
    // One side's filter is enough to refuse a pair.
    world.setLayers(rock, 2, 4);
    QCOMPARE(world.collisions(), (Pairs{{rock, shot}}));
    QCOMPARE(world.query(dot, 0, 0), (std::vector<World::Id>{ship, rock, shot}));
    QCOMPARE(world.query(dot, 0, 0, 2 | 4), (std::vector<World::Id>{rock, shot}));
    QVERIFY(world.query(dot, 0, 0, 8).empty());
}

void TestWorld::forEachCollisionDoesNotAllocate() {
    const long before = g_allocations;
    { std::vector<int> probe(10); }
    QVERIFY(g_allocations > before); // the counter sees ordinary allocations

    testing::MaskGenerator gen(11);
    std::deque<PoolMask> pool;
    for (int i = 0; i < 16; ++i) {
        const int side = 8 + int(gen.pick(120));
        pool.push_back(makePoolMask(gen.make(side, side)));
    }
    World world;
    std::vector<std::pair<int, int>> places;
    for (int i = 0; i < 3000; ++i) {
        places.emplace_back(int(gen.pick(6000)), int(gen.pick(6000)));
        world.add(pool[gen.pick(unsigned(pool.size()))].mask, places.back().first,
                  places.back().second);
    }
    // Every sprite moves every frame, to and fro; after the first lap the buffers
    // have grown to what the world needs.
    long pairs = 0;
    const auto frame = [&](int step) {
        for (World::Id id = 0; id < places.size(); ++id)
            world.move(id, places[id].first + step, places[id].second - step);
        world.forEachCollision([&](World::Id, World::Id) { ++pairs; });
    };
    QCOMPARE(allocationsWhenWarm(frame), 0L);
    QVERIFY(pairs > 1000);
    const long beforeVector = g_allocations;
    QVERIFY(!world.collisions().empty());
    QVERIFY(g_allocations > beforeVector); // collisions() returns a new vector: counted
}

QTEST_GUILESS_MAIN(TestWorld)

#include "tst_world.moc"
