// SPDX-License-Identifier: MIT
// World::step()'s contact events against a frame diff of all-pairs answers computed pixel
// by pixel, over thousands of random steps; and no allocation once warm.
#include "support/allocationcounter.hpp"
#include "support/worldoracle.hpp"

#include <QTest>
#include <algorithm>
#include <climits>
#include <deque>
#include <hitmask/world.hpp>
#include <set>

using namespace hitmask;
using namespace hitmask::testing;

namespace {

using PairSet = std::set<std::pair<World::Id, World::Id>>;

struct Seen {
    Pairs began, stayed, ended;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> order; // slots, as handed over
};

} // namespace

class TestWorldEvents : public QObject {
    Q_OBJECT

private slots:
    void eventsMatchFrameDiff_data();
    void eventsMatchFrameDiff();
    void stepDoesNotAllocateWhenWarm();
};

void TestWorldEvents::eventsMatchFrameDiff_data() {
    QTest::addColumn<int>("cellSize");
    QTest::addColumn<quint32>("seed");
    QTest::newRow("cells 16") << 16 << 1u;
    QTest::newRow("cells 64") << 64 << 2u;
}

void TestWorldEvents::eventsMatchFrameDiff() {
    QFETCH(int, cellSize);
    QFETCH(quint32, seed);
    testing::MaskGenerator gen(seed);
    std::deque<PoolMask> pool;
    for (int i = 0; i < 30; ++i) {
        const int side = int(gen.side(60));
        pool.push_back(makePoolMask(gen.make(side, 1 + int(gen.pick(unsigned(side + 8))))));
    }
    long long steps = 0, began = 0, stayed = 0, ended = 0, areas = 0;
    for (int w = 0; w < 30; ++w) {
        World world(cellSize);
        std::vector<Object> objects; // by slot
        PairSet before;              // the oracle's pairs at the previous step
        const auto addOne = [&] {
            Object o{&pool[gen.pick(unsigned(pool.size()))], (long long)gen.pick(300),
                     (long long)gen.pick(300), true};
            o.id = world.add(o.m->mask, int(o.x), int(o.y));
            const std::uint32_t slot = o.id & 0xfffffu;
            if (slot >= objects.size())
                objects.resize(slot + 1);
            objects[slot] = o;
        };
        for (int i = int(gen.pick(40)); i > 0; --i)
            addOne();
        for (int s = 0; s < 200; ++s, ++steps) {
            // The oracle: every pair now, by brute force, diffed against the last step.
            PairSet now;
            for (std::size_t i = 0; i < objects.size(); ++i)
                for (std::size_t j = i + 1; j < objects.size(); ++j)
                    if (objects[i].alive && objects[j].alive &&
                        layersMeet(objects[i], objects[j]) && pixelsMeet(objects[i], objects[j]))
                        now.emplace(objects[i].id, objects[j].id);
            Pairs expectBegan, expectStayed, expectEnded;
            for (const auto& p : now)
                (before.count(p) ? expectStayed : expectBegan).push_back(p);
            for (const auto& p : before)
                if (!now.count(p))
                    expectEnded.push_back(p);

            Seen seen;
            bool detailsRight = true;
            world.step([&](const World::Contact& c) {
                Pairs& list = c.phase == World::Phase::Began    ? seen.began
                              : c.phase == World::Phase::Stayed ? seen.stayed
                                                                : seen.ended;
                list.emplace_back(c.first, c.second);
                seen.order.emplace_back(c.first & 0xfffffu, c.second & 0xfffffu);
                if (c.phase != World::Phase::Ended && gen.pick(4) == 0) {
                    const Object& a = objects[c.first & 0xfffffu];
                    const Object& b = objects[c.second & 0xfffffu];
                    std::size_t area = 0;
                    for (long long y = std::max(a.y, b.y);
                         y < std::min(a.y + a.m->bytes.height, b.y + b.m->bytes.height); ++y)
                        for (long long x = std::max(a.x, b.x);
                             x < std::min(a.x + a.m->bytes.width, b.x + b.m->bytes.width); ++x)
                            area +=
                                a.m->bytes.at(x - a.x, y - a.y) && b.m->bytes.at(x - b.x, y - b.y);
                    detailsRight &= c.overlapArea() == area && area > 0;
                    ++areas;
                }
            });
            std::sort(seen.began.begin(), seen.began.end());
            std::sort(seen.stayed.begin(), seen.stayed.end());
            std::sort(seen.ended.begin(), seen.ended.end());
            QVERIFY2(seen.began == expectBegan, describe("began", w, s));
            QVERIFY2(seen.stayed == expectStayed, describe("stayed", w, s));
            QVERIFY2(seen.ended == expectEnded, describe("ended", w, s));
            QVERIFY2(std::is_sorted(seen.order.begin(), seen.order.end()), describe("order", w, s));
            QVERIFY2(detailsRight, describe("overlap area", w, s));
            began += qint64(expectBegan.size());
            stayed += qint64(expectStayed.size());
            ended += qint64(expectEnded.size());
            before = std::move(now);

            // Change the world between steps: moves, jumps, masks, layers, removes, adds.
            for (Object& o : objects) {
                if (!o.alive)
                    continue;
                switch (gen.pick(12)) {
                case 0:
                case 1:
                case 2:
                    o.x += (long long)gen.pick(9) - 4;
                    o.y += (long long)gen.pick(9) - 4;
                    world.move(o.id, int(o.x), int(o.y));
                    break;
                case 3:
                    o.x = gen.pick(300);
                    o.y = gen.pick(300);
                    world.move(o.id, int(o.x), int(o.y));
                    break;
                case 4:
                    o.m = &pool[gen.pick(unsigned(pool.size()))];
                    world.setMask(o.id, o.m->mask);
                    break;
                case 5:
                    o.layers = gen.pick(4);
                    o.collidesWith = gen.pick(4);
                    world.setLayers(o.id, o.layers, o.collidesWith);
                    break;
                case 6:
                    if (gen.pick(3) == 0) {
                        o.alive = false;
                        world.remove(o.id);
                    }
                    break;
                default:
                    break;
                }
            }
            for (int i = int(gen.pick(3)); i > 0; --i)
                addOne();
        }
    }
    qInfo("%lld steps: %lld began, %lld stayed, %lld ended; %lld areas checked", steps, began,
          stayed, ended, areas);
    QVERIFY(began > steps && stayed > steps && ended > steps / 2);
}

void TestWorldEvents::stepDoesNotAllocateWhenWarm() {
    testing::MaskGenerator gen(5);
    std::deque<PoolMask> pool;
    for (int i = 0; i < 16; ++i) {
        const int side = 8 + int(gen.pick(60));
        pool.push_back(makePoolMask(gen.make(side, side)));
    }
    World world;
    std::vector<std::pair<int, int>> places;
    std::vector<World::Id> ids;
    for (int i = 0; i < 2000; ++i) {
        places.emplace_back(int(gen.pick(3000)), int(gen.pick(3000)));
        ids.push_back(world.add(pool[gen.pick(unsigned(pool.size()))].mask, places.back().first,
                                places.back().second));
    }
    long events[3] = {0, 0, 0};
    // To and fro, so the pairs come and go but their number stays within what the
    // first laps saw.
    const auto frame = [&](int step) {
        const int d = step % 10 < 5 ? step % 10 : 10 - step % 10;
        for (std::size_t i = 0; i < ids.size(); ++i)
            world.move(ids[i], places[i].first + int(i % 2) * 3 * d,
                       places[i].second - int(i % 2) * 3 * d); // half of them move

        const auto count = [&](const World::Contact& c) {
            ++events[int(c.phase)];
        };
        world.step(count); // a named callback, passed by reference
    };
    QCOMPARE(allocationsWhenWarm(frame), 0L);
    QVERIFY(events[0] > 100 && events[1] > 100 && events[2] > 100);
}

QTEST_GUILESS_MAIN(TestWorldEvents)

#include "tst_worldevents.moc"
