// SPDX-License-Identifier: MIT
// World's handles and per-entry state: stale ids, shared masks, user data, getters,
// iteration, collisionsOf() and the pair details, each against plain loops over bytes.
#include "support/worldoracle.hpp"

#include <QSet>
#include <QTest>
#include <climits>
#include <deque>
#include <hitmask/world.hpp>
#include <memory>
#include <stdexcept>

using namespace hitmask;
using namespace hitmask::testing;

namespace {

Mask solid(int width, int height) {
    Mask m(width, height);
    m.fill(true);
    return m;
}

} // namespace

class TestWorldApi : public QObject {
    Q_OBJECT

private slots:
    void staleIdsNeverNameANewEntry();
    void slotsRetireAfterTheirLastGeneration();
    void sharedMasksStayAliveWithTheirEntry();
    void editsBehindTheWorldsBackAreFound();
    void gettersAndUserData();
    void iterationVisitsLiveEntriesBySlot();
    void resultsComeInIdOrderOnceSlotsAreReused();
    void collisionsOfAndDetailsMatchBruteForce();
};

void TestWorldApi::staleIdsNeverNameANewEntry() {
    const Mask dot = solid(1, 1);
    World world;
    const World::Id a = world.add(dot, 0, 0, 7);
    QCOMPARE(a, World::Id(0)); // a fresh world counts from 0
    world.remove(a);
    const World::Id b = world.add(dot, 50, 50, 8);
    QVERIFY(b != a);
    QVERIFY(!world.contains(a));
    // Every call with the stale id is ignored: b is untouched.
    world.move(a, 1, 1);
    world.setLayers(a, 4, 4);
    world.setUserData(a, 99);
    world.setMask(a, solid(3, 3));
    world.remove(a);
    QCOMPARE(world.size(), std::size_t(1));
    QCOMPARE(world.position(b), (Point{50, 50}));
    QCOMPARE(world.layers(b), World::kDefaultLayers);
    QCOMPARE(world.userData(b), std::uintptr_t(8));
    QCOMPARE(world.mask(b), &dot);
    QCOMPARE(world.position(a), (Point{}));
    QCOMPARE(world.mask(a), nullptr);
    QCOMPARE(world.userData(a), std::uintptr_t(0));
    QVERIFY(!world.contains(World::kNoId));
}

void TestWorldApi::slotsRetireAfterTheirLastGeneration() {
    const Mask dot = solid(1, 1);
    World world;
    QSet<World::Id> ever;
    std::vector<World::Id> all;
    // One slot, freed and taken again: every id it hands out is new, and once it has run
    // through its generations the next entry gets another slot.
    for (std::uint32_t i = 0; i < World::kGenerations + 10; ++i) {
        const World::Id id = world.add(dot, 0, 0);
        QVERIFY(!ever.contains(id));
        ever.insert(id);
        all.push_back(id);
        QCOMPARE(World::slotOf(id), i < World::kGenerations ? 0u : 1u);
        world.remove(id);
    }
    for (const World::Id id : all)
        QVERIFY(!world.contains(id));
    QCOMPARE(world.size(), std::size_t(0));
}

void TestWorldApi::sharedMasksStayAliveWithTheirEntry() {
    World world;
    std::weak_ptr<const Mask> watch;
    World::Id id;
    {
        auto mask = std::make_shared<const Mask>(solid(4, 4));
        watch = mask;
        id = world.add(mask, 10, 10);
    } // the caller's copy is gone; the world's keeps the mask
    QVERIFY(!watch.expired());
    const Mask dot = solid(1, 1);
    world.add(dot, 12, 12);
    QCOMPARE(world.collisions().size(), std::size_t(1));
    // Masks kept in a vector that grows: shared, nothing dangles when it reallocates.
    std::vector<std::shared_ptr<const Mask>> frames;
    for (int i = 0; i < 100; ++i)
        frames.push_back(std::make_shared<const Mask>(solid(1 + i % 5, 2)));
    world.setMask(id, frames[3]);
    QVERIFY(watch.expired()); // replaced: the world let go of the old mask
    QCOMPARE(world.mask(id), frames[3].get());
    world.remove(id);
    QCOMPARE(frames[3].use_count(), 1L); // removed: let go too
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, world.add(std::shared_ptr<const Mask>(), 0, 0));
    // A temporary is owned, not borrowed: it outlives the statement that made it.
    const auto kept = world.add(solid(5, 5), 100, 100);
    world.setMask(kept, solid(6, 6));
    QCOMPARE(world.mask(kept)->width(), 6);
    QCOMPARE(world.queryPoint(105, 105), std::vector<World::Id>{kept});
}

// What debug builds assert on whenever the world is asked something.
void TestWorldApi::editsBehindTheWorldsBackAreFound() {
    Mask borrowed(10, 10);
    borrowed.set(2, 2, true);
    auto shared = std::make_shared<Mask>(solid(4, 4));
    World world;
    const auto first = world.add(borrowed, 0, 0);
    const auto second = world.add(std::shared_ptr<const Mask>(shared), 0, 0);
    QCOMPARE(world.changedMask(), World::kNoId);
    borrowed.set(5, 5, true); // grows the solid bounds: the world's copy of them is stale
    QCOMPARE(world.changedMask(), first);
    world.setMask(first, borrowed); // as the contract asks
    QCOMPARE(world.changedMask(), World::kNoId);
    borrowed.set(3, 3, true); // inside the bounds: nothing the world caches changed
    QCOMPARE(world.changedMask(), World::kNoId);
    shared->set(0, 0, false);                    // the owner of a shared mask edits it too
    QCOMPARE(world.changedMask(), World::kNoId); // bounds unchanged: row 0 still has (1, 0)
    shared->setRect({0, 0, 4, 1}, false);
    QCOMPARE(world.changedMask(), second);
    world.remove(second);
    QCOMPARE(world.changedMask(), World::kNoId);
}

void TestWorldApi::gettersAndUserData() {
    const Mask a = solid(2, 2), b = solid(3, 1);
    World world;
    int payload = 0;
    const auto id = world.add(a, -5, 7, reinterpret_cast<std::uintptr_t>(&payload));
    QCOMPARE(world.userData(id), reinterpret_cast<std::uintptr_t>(&payload));
    world.setUserData(id, 42);
    QCOMPARE(world.userData(id), std::uintptr_t(42));
    world.move(id, INT_MIN, INT_MAX);
    QCOMPARE(world.position(id), (Point{INT_MIN, INT_MAX}));
    world.setMask(id, b);
    QCOMPARE(world.mask(id), &b);
    world.setLayers(id, 6, 9);
    QCOMPARE(world.layers(id), 6u);
    QCOMPARE(world.collidesWith(id), 9u);
}

void TestWorldApi::iterationVisitsLiveEntriesBySlot() {
    const Mask dot = solid(1, 1);
    World world;
    std::vector<World::Id> ids;
    for (int i = 0; i < 20; ++i)
        ids.push_back(world.add(dot, i, 0, std::uintptr_t(i)));
    for (int i = 0; i < 20; i += 4)
        world.remove(ids[std::size_t(i)]);
    const auto again = world.add(dot, 0, 0, 100); // takes slot 0, the oldest freed
    std::vector<World::Id> expected{again};
    for (int i = 1; i < 20; ++i)
        if (i % 4 != 0)
            expected.push_back(ids[std::size_t(i)]);
    QCOMPARE(world.ids(), expected);
    std::vector<World::Id> visited;
    world.forEachEntry([&](World::Id id) { visited.push_back(id); });
    QCOMPARE(visited, expected);
}

// Four dots on one pixel, the first two removed and their slots taken again: slots 0 and
// 1 now hold ids 0x100000 and 0x100001, above slots 2 and 3's ids 2 and 3, so slot order
// and id order differ. Every result lists ids in increasing order, written out by hand.
void TestWorldApi::resultsComeInIdOrderOnceSlotsAreReused() {
    const Mask dot = solid(1, 1);
    World world;
    std::vector<World::Id> first;
    for (int i = 0; i < 4; ++i)
        first.push_back(world.add(dot, 0, 0));
    world.remove(first[0]);
    world.remove(first[1]);
    const World::Id e = world.add(dot, 0, 0), f = world.add(dot, 0, 0);
    QCOMPARE(e, World::Id(0x100000));
    QCOMPARE(f, World::Id(0x100001));
    const World::Id c = first[2], d = first[3];
    QCOMPARE(c, World::Id(2));
    QCOMPARE(d, World::Id(3));

    const Pairs expected{{c, d}, {c, e}, {c, f}, {d, e}, {d, f}, {e, f}};
    QCOMPARE(world.collisions(), expected);
    Pairs streamed;
    world.forEachCollision([&](World::Id a, World::Id b) { streamed.emplace_back(a, b); });
    QCOMPARE(streamed, expected);
    QCOMPARE(world.collisionsOf(e), (std::vector<World::Id>{c, d, f}));
    QCOMPARE(world.query(dot, 0, 0), (std::vector<World::Id>{c, d, e, f}));
    QCOMPARE(world.queryPoint(0, 0), (std::vector<World::Id>{c, d, e, f}));
    QCOMPARE(world.queryRect({-1, -1, 3, 3}, World::kAllLayers, d),
             (std::vector<World::Id>{c, e, f}));
    QCOMPARE(world.ids(), (std::vector<World::Id>{e, f, c, d})); // ids() alone goes by slot
}

// collisionsOf(), overlapArea() and firstContact() against pixel loops over the bytes.
void TestWorldApi::collisionsOfAndDetailsMatchBruteForce() {
    testing::MaskGenerator gen(77);
    std::deque<PoolMask> pool;
    for (int i = 0; i < 24; ++i) {
        const int side = int(gen.side(90));
        pool.push_back(makePoolMask(gen.make(side, 1 + int(gen.pick(unsigned(side + 8))))));
    }
    long long checked = 0, touching = 0;
    for (int w = 0; w < 200; ++w) {
        World world(int(4 + gen.pick(100)));
        std::vector<Object> objects;
        const int count = 2 + int(gen.pick(40));
        for (int i = 0; i < count; ++i) {
            Object o{&pool[gen.pick(unsigned(pool.size()))], (long long)gen.pick(400) - 200,
                     (long long)gen.pick(400) - 200, true};
            o.layers = 1 + gen.pick(3);
            o.collidesWith = 1 + gen.pick(3);
            o.id = world.add(o.m->mask, int(o.x), int(o.y));
            world.setLayers(o.id, o.layers, o.collidesWith);
            objects.push_back(o);
        }
        for (std::size_t i = 0; i < objects.size(); ++i) {
            const Object& a = objects[i];
            std::vector<World::Id> expected;
            for (std::size_t j = 0; j < objects.size(); ++j)
                if (j != i && layersMeet(a, objects[j]) && pixelsMeet(a, objects[j]))
                    expected.push_back(objects[j].id);
            QCOMPARE(world.collisionsOf(a.id), expected);
            for (std::size_t j = 0; j < objects.size(); ++j) {
                const Object& b = objects[j];
                std::size_t area = 0;
                std::optional<Point> first;
                for (long long y = std::max(a.y, b.y);
                     y < std::min(a.y + a.m->bytes.height, b.y + b.m->bytes.height); ++y)
                    for (long long x = std::max(a.x, b.x);
                         x < std::min(a.x + a.m->bytes.width, b.x + b.m->bytes.width); ++x)
                        if (a.m->bytes.at(x - a.x, y - a.y) && b.m->bytes.at(x - b.x, y - b.y)) {
                            ++area;
                            if (!first)
                                first = Point{int(x), int(y)};
                        }
                QCOMPARE(world.overlapArea(a.id, b.id), area);
                QCOMPARE(world.firstContact(a.id, b.id), first);
                ++checked;
                touching += area > 0;
            }
        }
        world.remove(objects[0].id);
        QVERIFY(world.collisionsOf(objects[0].id).empty());
        QCOMPARE(world.overlapArea(objects[0].id, objects[0].id), std::size_t(0));
    }
    qInfo("%lld pairs' details checked, %lld touching", checked, touching);
    QVERIFY(touching > checked / 50);
}

QTEST_GUILESS_MAIN(TestWorldApi)

#include "tst_worldapi.moc"
