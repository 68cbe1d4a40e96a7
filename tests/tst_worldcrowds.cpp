// SPDX-License-Identifier: MIT
// The broad phase on crowds: many entries in few cells with random layers, more pairs
// than the world holds at once, and the bound on the box tests a pile would take; every
// answer against the all-pairs pixel loop of support/worldoracle.hpp.
#include "support/worldoracle.hpp"

#include <QTest>
#include <climits>
#include <deque>
#include <hitmask/world.hpp>

using namespace hitmask;
using namespace hitmask::testing;

class TestWorldCrowds : public QObject {
    Q_OBJECT

private slots:
    void crowdedCellsMatchBruteForce_data();
    void crowdedCellsMatchBruteForce();
    void manyPairsArePassedOnInWindows_data();
    void manyPairsArePassedOnInWindows();
    void candidatePairBoundCountsPiles();
};

// Thousands of entries in a few cells, where the grid alone pairs almost everything and
// only the layers tell pairs apart, with a few level-sized entries over them.
void TestWorldCrowds::crowdedCellsMatchBruteForce_data() {
    QTest::addColumn<QString>("layers");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("spreadBy"); // entries are placed within this many pixels
    QTest::addColumn<int>("bigs");
    QTest::addColumn<quint32>("seed");
    QTest::newRow("ship and bullets at one point") << "bullets" << 3000 << 6 << 0 << 21u;
    QTest::newRow("four layers, one cell") << "few" << 2500 << 50 << 0 << 22u;
    QTest::newRow("four layers, four cells") << "few" << 3000 << 120 << 3 << 23u;
    QTest::newRow("wide random bits") << "wide" << 2500 << 120 << 3 << 24u;
    QTest::newRow("one layer that meets nothing") << "none" << 3000 << 120 << 2 << 25u;
    QTest::newRow("all collide") << "all" << 1200 << 40 << 2 << 26u;
}

void TestWorldCrowds::crowdedCellsMatchBruteForce() {
    QFETCH(QString, layers);
    QFETCH(int, count);
    QFETCH(int, spreadBy);
    QFETCH(int, bigs);
    QFETCH(quint32, seed);
    testing::MaskGenerator gen(seed);
    std::deque<PoolMask> pool;
    for (int i = 0; i < 24; ++i) {
        const int side = 1 + int(gen.pick(12));
        pool.push_back(makePoolMask(gen.make(side, side)));
    }
    // Level-sized: 300 pixels square is more than 256 cells of 16 pixels.
    std::deque<PoolMask> levels;
    for (int i = 0; i < 3; ++i)
        levels.push_back(makePoolMask(gen.make(300 + int(gen.pick(40)), 300)));

    const auto pickLayers = [&](Object& o, bool first) {
        if (layers == "bullets") { // entry 0 is the ship, on layer 1, meeting everything
            o.layers = first ? 1 : 2;
            o.collidesWith = first ? ~0u : 1;
        } else if (layers == "few") { // four layers: any membership, any filter
            o.layers = gen.pick(16);
            o.collidesWith = gen.pick(16);
        } else if (layers == "wide") { // a bit or two anywhere in 32, filters as sparse
            o.layers = (1u << gen.pick(32)) | (gen.pick(2) ? 1u << gen.pick(32) : 0u);
            o.collidesWith = gen.pick(4) ? (1u << gen.pick(32)) | (1u << gen.pick(32)) : ~0u;
        } else if (layers == "none") {
            o.layers = 2;
            o.collidesWith = 1;
        }
    };

    // The ship: solid and 40 pixels square, over the whole spawn point.
    const PoolMask ship = makePoolMask({40, 40, std::vector<std::uint8_t>(40 * 40, 1)});

    World world(16);
    world.setThreads(1 + seed % 3, 64); // 1, 2 or 3 threads, whichever the row's seed says
    std::vector<Object> objects;
    for (int i = 0; i < count + bigs; ++i) {
        const bool big = i % (count / std::max(bigs, 1) + 1) == 1 && bigs > 0;
        Object o{big ? &levels[gen.pick(unsigned(levels.size()))]
                     : &pool[gen.pick(unsigned(pool.size()))],
                 0, 0, true};
        o.x = big ? (long long)gen.pick(unsigned(spreadBy + 100)) - 250
                  : gen.pick(unsigned(spreadBy));
        o.y = big ? (long long)gen.pick(unsigned(spreadBy + 100)) - 250
                  : gen.pick(unsigned(spreadBy));
        if (layers == "bullets" && i == 0)
            o.m = &ship;
        pickLayers(o, i == 0);
        const World::Id id = world.add(o.m->mask, int(o.x), int(o.y));
        QCOMPARE(id, World::Id(objects.size()));
        world.setLayers(id, o.layers, o.collidesWith);
        objects.push_back(o);
    }

    long long hits = 0;
    for (int frame = 0; frame < 3; ++frame) {
        const Expected expected = allPairs(objects);
        QVERIFY2(world.collisions() == expected.pairs, describe("collisions()", 0, frame));
        QVERIFY2(world.lastBoxPairs() == expected.boxPairs, describe("box pairs", 0, frame));
        hits += qint64(expected.pairs.size());
        // Some entries move a little, some change layers only (the grid stays as it was).
        for (std::size_t id = 0; id < objects.size(); ++id) {
            Object& o = objects[id];
            if (gen.pick(4) == 0) {
                o.x += (long long)gen.pick(5) - 2;
                o.y += (long long)gen.pick(5) - 2;
                world.move(World::Id(id), int(o.x), int(o.y));
            } else if (gen.pick(4) == 0) {
                pickLayers(o, id == 0);
                world.setLayers(World::Id(id), o.layers, o.collidesWith);
            }
        }
    }
    qInfo("%lld colliding pairs over 3 frames", hits);
    if (layers == "none")
        QCOMPARE(hits, 0LL);
    else
        QVERIFY(hits > count); // enough pairs for a wrong filter to show
}

// More pairs than the world holds at once (everything overlaps everything): the pairs
// come in windows of first ids, and must still be all of them, each once, in order.
void TestWorldCrowds::manyPairsArePassedOnInWindows_data() {
    QTest::addColumn<bool>("mixedLayers");
    QTest::addColumn<unsigned>("threads");
    QTest::newRow("one layer") << false << 1u;
    QTest::newRow("one layer, three threads") << false << 3u;
    QTest::newRow("three layers, all meeting, two threads") << true << 2u;
}

void TestWorldCrowds::manyPairsArePassedOnInWindows() {
    QFETCH(bool, mixedLayers);
    QFETCH(unsigned, threads);
    testing::MaskGenerator gen(31);
    std::deque<PoolMask> pool;
    for (int side = 2; side <= 5; ++side) // placed within a pixel of each other: all overlap
        pool.push_back(
            makePoolMask({side, side, std::vector<std::uint8_t>(std::size_t(side * side), 1)}));
    const PoolMask level = makePoolMask({300, 300, std::vector<std::uint8_t>(300 * 300, 1)});
    const int count = 3100; // 4.8 million pairs, more than World::kHeldPairs
    World world(16);
    world.setThreads(threads, 1);
    std::vector<Object> objects;
    for (int i = 0; i < count; ++i) {
        const bool big = i % 1000 == 7;
        Object o{big ? &level : &pool[gen.pick(4)], 0, 0, true};
        o.x = big ? -150LL : (long long)gen.pick(2);
        o.y = big ? -150LL : (long long)gen.pick(2);
        o.layers = mixedLayers ? 1u << gen.pick(3) : 1u;
        const World::Id id = world.add(o.m->mask, int(o.x), int(o.y));
        world.setLayers(id, o.layers, o.collidesWith);
        objects.push_back(o);
    }
    const Expected expected = allPairs(objects);
    QVERIFY(expected.pairs.size() > World::kHeldPairs);
    Pairs viaCallback;
    world.forEachCollision([&](World::Id a, World::Id b) { viaCallback.emplace_back(a, b); });
    QVERIFY(viaCallback == expected.pairs);
    QCOMPARE(world.lastBoxPairs(), expected.boxPairs);
    QVERIFY(world.collisions() == expected.pairs); // the windows again, from the first
    QCOMPARE(world.lastBoxPairs(), expected.boxPairs);
}

// A pile of n small masks on one spot is n (n - 1) / 2 candidates, found without testing
// them (a pile of 20000 would be 2 * 10^8 pairs); masks far apart are none, and a mask
// too big for the grid counts against every entry.
void TestWorldCrowds::candidatePairBoundCountsPiles() {
    Mask small(8, 8);
    small.fill(true);
    World world(64);
    constexpr std::uint64_t kPile = 20000;
    for (std::uint64_t i = 0; i < kPile; ++i)
        world.add(small, 3, 5);
    QCOMPARE(world.candidatePairBound(), kPile * (kPile - 1) / 2);

    World spread(64);
    for (int i = 0; i < 1000; ++i)
        spread.add(small, i * 1000, -i * 1000);
    QCOMPARE(spread.candidatePairBound(), std::uint64_t(0));
    Mask huge(4096, 4096);
    huge.fill(true);
    spread.add(huge, 0, 0);
    QCOMPARE(spread.candidatePairBound(), std::uint64_t(1001));
    QCOMPARE(spread.collisions().size(), std::size_t(1)); // the one small mask it covers
}

QTEST_GUILESS_MAIN(TestWorldCrowds)

#include "tst_worldcrowds.moc"
