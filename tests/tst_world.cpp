// SPDX-License-Identifier: MIT
// The broad phase against an all-pairs answer computed pixel by pixel on byte grids.
#include "support/reference.hpp"

#include <QTest>
#include <atomic>
#include <climits>
#include <cstdlib>
#include <deque>
#include <hitmask/world.hpp>
#include <new>

// Every allocation in this program goes through here, so a test can count them.
namespace {
std::atomic<long> g_allocations{0};
}
void* operator new(std::size_t size) {
    ++g_allocations;
    if (void* p = std::malloc(size ? size : 1))
        return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept {
    std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
    std::free(p);
}

using namespace hitmask;
using hitmask::testing::ByteMask;
using Pairs = std::vector<std::pair<World::Id, World::Id>>;

namespace {

// One mask in both forms, with its solid box found from the bytes.
struct PoolMask {
    ByteMask bytes;
    Mask mask;
    long long bx0 = 0, by0 = 0, bx1 = 0, by1 = 0; // half-open; bx1 == 0 when empty
};

struct Object {
    const PoolMask* m = nullptr;
    long long x = 0, y = 0;
    bool alive = false;
    unsigned layers = 1, collidesWith = ~0u;
};

// Each one's layers meet the other's collidesWith.
bool layersMeet(const Object& a, const Object& b) {
    return (a.layers & b.collidesWith) != 0 && (b.layers & a.collidesWith) != 0;
}

PoolMask makePoolMask(ByteMask bytes) {
    PoolMask p{std::move(bytes), {}, 0, 0, 0, 0};
    p.mask = p.bytes.toMask();
    long long x0 = LLONG_MAX, y0 = LLONG_MAX, x1 = 0, y1 = 0;
    for (int y = 0; y < p.bytes.height; ++y)
        for (int x = 0; x < p.bytes.width; ++x)
            if (p.bytes.pixels[std::size_t(y) * p.bytes.width + x]) {
                x0 = std::min<long long>(x0, x);
                y0 = std::min<long long>(y0, y);
                x1 = std::max<long long>(x1, x + 1);
                y1 = std::max<long long>(y1, y + 1);
            }
    if (x1 > 0) {
        p.bx0 = x0;
        p.by0 = y0;
        p.bx1 = x1;
        p.by1 = y1;
    }
    return p;
}

// True when some world pixel is solid in both, by definition: visit every pixel of
// the first object's box and look the same world pixel up in the second.
bool pixelsMeet(const Object& a, const Object& b) {
    const ByteMask& ma = a.m->bytes;
    const ByteMask& mb = b.m->bytes;
    const long long left = std::max(a.x, b.x), right = std::min(a.x + ma.width, b.x + mb.width);
    const long long top = std::max(a.y, b.y), bottom = std::min(a.y + ma.height, b.y + mb.height);
    for (long long y = top; y < bottom; ++y)
        for (long long x = left; x < right; ++x)
            if (ma.at(x - a.x, y - a.y) && mb.at(x - b.x, y - b.y))
                return true;
    return false;
}

bool boxesMeet(const Object& a, const Object& b) {
    if (a.m->bx1 == 0 || b.m->bx1 == 0)
        return false;
    return a.x + a.m->bx0 < b.x + b.m->bx1 && b.x + b.m->bx0 < a.x + a.m->bx1 &&
           a.y + a.m->by0 < b.y + b.m->by1 && b.y + b.m->by0 < a.y + a.m->by1;
}

struct Expected {
    Pairs pairs;
    std::size_t boxPairs = 0;
};

// Objects are indexed by id in the oracle too, so ids must match one to one.
Expected allPairs(const std::vector<Object>& objects) {
    Expected e;
    for (std::size_t i = 0; i < objects.size(); ++i)
        for (std::size_t j = i + 1; j < objects.size(); ++j) {
            if (!objects[i].alive || !objects[j].alive || !layersMeet(objects[i], objects[j]))
                continue;
            e.boxPairs += boxesMeet(objects[i], objects[j]);
            if (pixelsMeet(objects[i], objects[j]))
                e.pairs.emplace_back(World::Id(i), World::Id(j));
        }
    return e;
}

std::vector<World::Id> queryOracle(const std::vector<Object>& objects, const Object& probe,
                                   unsigned layers) {
    std::vector<World::Id> ids;
    for (std::size_t i = 0; i < objects.size(); ++i)
        if (objects[i].alive && (objects[i].layers & layers) && pixelsMeet(objects[i], probe))
            ids.push_back(World::Id(i));
    return ids;
}

QByteArray describe(const char* what, int world, int frame) {
    return QStringLiteral("%1, world %2, frame %3").arg(what).arg(world).arg(frame).toUtf8();
}

} // namespace

class TestWorld : public QObject {
    Q_OBJECT

private slots:
    void randomWorldsMatchBruteForce_data();
    void randomWorldsMatchBruteForce();
    void crowdedCellsMatchBruteForce_data();
    void crowdedCellsMatchBruteForce();
    void manyPairsArePassedOnInWindows_data();
    void manyPairsArePassedOnInWindows();
    void pairSharingManyCellsIsReportedOnce();
    void idsStayValidAcrossRemoves();
    void unknownIdsAreIgnored();
    void layersFilterPairsAndQueries();
    void forEachCollisionDoesNotAllocate();
    void candidatePairBoundCountsPiles();
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
        std::vector<Object> objects;
        const auto addOne = [&] {
            Object o{anyMask(), 0, 0, true};
            place(o.x);
            place(o.y);
            const World::Id id = world.add(o.m->mask, int(o.x), int(o.y));
            if (id >= objects.size())
                objects.resize(id + 1);
            QVERIFY(!objects[id].alive); // a live id is never handed out twice
            objects[id] = o;
        };
        const int count = int(gen.pick(layout == "huge" ? 20 : 60));
        for (int i = 0; i < count; ++i)
            addOne();

        for (int frame = 0; frame < 5; ++frame) {
            QCOMPARE(world.size(), std::size_t(std::count_if(objects.begin(), objects.end(),
                                                             [](auto& o) { return o.alive; })));
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
                    world.move(World::Id(id), int(o.x), int(o.y));
                    break;
                case 3:
                    place(o.x);
                    place(o.y);
                    world.move(World::Id(id), int(o.x), int(o.y));
                    break;
                case 4:
                    o.m = anyMask();
                    world.setMask(World::Id(id), o.m->mask);
                    break;
                case 5:
                    o.alive = false;
                    world.remove(World::Id(id));
                    break;
                case 6: // three layers: every combination of membership and filter
                    if (layout == "layers") {
                        o.layers = gen.pick(8);
                        o.collidesWith = gen.pick(8);
                        world.setLayers(World::Id(id), o.layers, o.collidesWith);
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

// Thousands of entries in a few cells, where the grid alone pairs almost everything and
// only the layers tell pairs apart, with a few level-sized entries over them.
void TestWorld::crowdedCellsMatchBruteForce_data() {
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

void TestWorld::crowdedCellsMatchBruteForce() {
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
void TestWorld::manyPairsArePassedOnInWindows_data() {
    QTest::addColumn<bool>("mixedLayers");
    QTest::newRow("one layer") << false;
    QTest::newRow("three layers, all meeting") << true;
}

void TestWorld::manyPairsArePassedOnInWindows() {
    QFETCH(bool, mixedLayers);
    testing::MaskGenerator gen(31);
    std::deque<PoolMask> pool;
    for (int side = 2; side <= 5; ++side) // placed within a pixel of each other: all overlap
        pool.push_back(
            makePoolMask({side, side, std::vector<std::uint8_t>(std::size_t(side * side), 1)}));
    const PoolMask level = makePoolMask({300, 300, std::vector<std::uint8_t>(300 * 300, 1)});
    const int count = 3100; // 4.8 million pairs, more than World::kHeldPairs
    World world(16);
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
    QCOMPARE(world.collisions(), (Pairs{{std::min(b, c), std::max(b, c)}}));
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
    for (int step = 0; step < 20; ++step)
        frame(step);
    const long warm = g_allocations;
    for (int step = 0; step < 20; ++step)
        frame(step);
    QCOMPARE(g_allocations - warm, 0L);
    QVERIFY(pairs > 1000);
    const long beforeVector = g_allocations;
    QVERIFY(!world.collisions().empty());
    QVERIFY(g_allocations > beforeVector); // collisions() returns a new vector: counted
}

// A pile of n small masks on one spot is n (n - 1) / 2 candidates, found without testing
// them (a pile of 20000 would be 2 * 10^8 pairs); masks far apart are none, and a mask
// too big for the grid counts against every entry.
void TestWorld::candidatePairBoundCountsPiles() {
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

QTEST_GUILESS_MAIN(TestWorld)

#include "tst_world.moc"
