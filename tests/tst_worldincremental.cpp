// SPDX-License-Identifier: MIT
// A World asked question after question while nothing, one entry, a handful or most of
// them change in between, by every kind of change it takes; each answer checked against
// plain loops over the entries the test keeps itself (support/worldmirror.hpp), with 1, 2
// and 3 threads; and a warm level, few or all of its movers moving, allocates nothing.
#include "support/allocationcounter.hpp"
#include "support/worldsequence.hpp"

#include <QTest>
#include <array>
#include <climits>
#include <deque>
#include <hitmask/codec.hpp>
#include <hitmask/world.hpp>
#include <memory>

using namespace hitmask;
using namespace hitmask::testing;

// Every question, in a random order, some twice, as a game may ask them, each answer
// compared with the mirror's.
void hitmask::testing::Sequence::ask() {
    if (QTest::currentTestFailed())
        return;
    const std::vector<Object> objects = mirror_.objects();
    const Expected expected = pairsAmong(objects);
    if (gen_.pick(64) == 0) { // the quicker oracle against the plainest
        const Expected plainest = allPairs(objects);
        check(expected.pairs == plainest.pairs && expected.boxPairs == plainest.boxPairs,
              "the oracles agree");
    }
    pairs += (long long)expected.pairs.size();
    for (int q = 0, n = 1 + int(gen_.pick(4)); q < n; ++q) {
        switch (gen_.pick(8)) {
        case 0:
        case 1:
            check(world_.collisions() == expected.pairs, "collisions()");
            check(world_.lastBoxPairs() <= expected.boxPairs, "lastBoxPairs()");
            break;
        case 2: {
            Pairs got;
            world_.forEachCollision([&](World::Id a, World::Id b) { got.emplace_back(a, b); });
            check(got == expected.pairs, "forEachCollision()");
            break;
        }
        case 3:
        case 4: {
            std::vector<Event> got;
            bool details = true;
            int detailed = 0; // a few per step: the details are worked out when asked for
            world_.step([&](const World::Contact& c) {
                got.push_back({c.first, c.second, c.phase});
                if (detailed < 2 && gen_.pick(4) == 0) {
                    ++detailed;
                    const bool gone = !world_.contains(c.first) || !world_.contains(c.second);
                    const auto [area, first] = gone
                                                   ? std::pair<std::size_t, std::optional<Point>>{}
                                                   : sharedPixels(objects[World::slotOf(c.first)],
                                                                  objects[World::slotOf(c.second)]);
                    details &= c.overlapArea() == area && c.firstContact() == first;
                }
            });
            check(got == eventsBetween(stepped_, expected.pairs), "step()");
            check(details, "contact details");
            events += (long long)got.size();
            stepped_ = expected.pairs;
            break;
        }
        case 5: {
            for (int k = 0; k < 3 && !live_.empty(); ++k) {
                const World::Id id = live_[gen_.pick(unsigned(live_.size()))];
                check(world_.collisionsOf(id) == partnersOf(expected.pairs, id), "collisionsOf()");
            }
            break;
        }
        case 6: {
            const Mirrored& near = live_.empty() ? Mirrored{} : mirror_[live_[0]];
            const int x = around(near.px, 60);
            const int y = around(near.py, 60);
            const unsigned layers = gen_.pick(3) ? World::kAllLayers : 1 + gen_.pick(7);
            const World::Id exclude = live_.empty() || gen_.pick(2) ? World::kNoId : live_[0];
            const PoolMask& probe = masks_.pool[gen_.pick(unsigned(masks_.big))];
            check(world_.query(probe.mask, x, y, layers, exclude) ==
                      underProbe(objects, {&probe, x, y, true}, layers, exclude),
                  "query()");
            const PoolMask dot{ByteMask{1, 1, {1}}, {}, 0, 0, 1, 1};
            check(world_.queryPoint(x, y, layers, exclude) ==
                      underProbe(objects, {&dot, x, y, true}, layers, exclude),
                  "queryPoint()");
            const int w = int(gen_.pick(80)), h = int(gen_.pick(80));
            const PoolMask area{
                ByteMask{w, h, std::vector<std::uint8_t>(std::size_t(w * h), 1)}, {}, 0, 0, 0, 0};
            check(world_.queryRect({x, y, w, h}, layers, exclude) ==
                      underProbe(objects, {&area, x, y, true}, layers, exclude),
                  "queryRect()");
            const Point to{around(x, 150), around(y, 150)};
            const auto hit = world_.querySegment({x, y}, to, layers, exclude);
            const auto want = segmentHit(objects, {x, y}, to, layers, exclude);
            check(hit.has_value() == want.has_value() &&
                      (!hit || (hit->id == want->id && hit->pixel == want->pixel &&
                                hit->step == want->step)),
                  "querySegment()");
            break;
        }
        default:
            check(world_.candidatePairBound() >= expected.boxPairs, "candidatePairBound()");
            break;
        }
    }
}

class TestWorldIncremental : public QObject {
    Q_OBJECT

private slots:
    void fewOrManyChangesMatchBruteForce_data();
    void fewOrManyChangesMatchBruteForce();
    void warmLevelDoesNotAllocate();
};

void TestWorldIncremental::fewOrManyChangesMatchBruteForce_data() {
    QTest::addColumn<QString>("layout");
    QTest::addColumn<int>("sequences");
    QTest::addColumn<quint32>("seed");
    QTest::newRow("spread") << "spread" << 800 << 1u;
    QTest::newRow("clustered") << "clustered" << 800 << 2u;
    QTest::newRow("layers") << "layers" << 600 << 3u;
    QTest::newRow("crowd at one spot") << "crowd" << 500 << 4u;
    QTest::newRow("far apart, near the ints' ends") << "far" << 600 << 5u;
    QTest::newRow("level, still tiles") << "level" << 60 << 6u;
}

void TestWorldIncremental::fewOrManyChangesMatchBruteForce() {
    QFETCH(QString, layout);
    QFETCH(int, sequences);
    QFETCH(quint32, seed);
    MaskGenerator gen(seed);
    const Masks masks(gen);
    long long pairs = 0, events = 0, changes = 0;
    for (int s = 0; s < sequences && !QTest::currentTestFailed(); ++s) {
        Sequence sequence(gen, masks, layout, s);
        sequence.run(10 + int(gen.pick(40)));
        pairs += sequence.pairs;
        events += sequence.events;
        changes += sequence.changes;
    }
    qInfo("%d sequences: %lld changes, %lld pairs, %lld events", sequences, changes, pairs, events);
    QVERIFY(pairs > sequences && events > sequences);
}

// A level of still tiles, each overlapping its neighbours, and sprites wandering among
// them. Every fourth frame all sprites move; the frames between move none, one, then a
// handful (so each lap passes through the same states); each frame asks for the pairs,
// twice when nothing moved, and for the contact events. Once warm, nothing allocates.
void TestWorldIncremental::warmLevelDoesNotAllocate() {
    MaskGenerator gen(9);
    std::deque<PoolMask> tiles, sprites;
    for (int i = 0; i < 4; ++i)
        tiles.push_back(makePoolMask(i % 2 ? gen.make(34, 34)
                                           : ByteMask{34, 20, std::vector<std::uint8_t>(680, 1)}));
    for (int i = 0; i < 8; ++i) {
        const int side = 8 + int(gen.pick(40));
        sprites.push_back(makePoolMask(gen.make(side, side)));
    }
    World world(32);
    std::vector<Object> objects; // by id: no slot is ever reused here
    for (int ty = 0; ty < 40; ++ty)
        for (int tx = 0; tx < 60; ++tx)
            if (gen.pick(3) != 0) {
                objects.push_back({&tiles[gen.pick(4)], tx * 32LL, ty * 32LL, true});
                world.add(objects.back().m->mask, tx * 32, ty * 32);
            }
    std::vector<std::pair<World::Id, Point>> movers; // id, starting place
    for (int i = 0; i < 200; ++i) {
        const Point at{int(gen.pick(1900)), int(gen.pick(1260))};
        objects.push_back({&sprites[gen.pick(8)], at.x, at.y, true});
        movers.emplace_back(world.add(objects.back().m->mask, at.x, at.y), at);
    }
    const auto move = [&](std::size_t i, int step) {
        const auto& [id, at] = movers[i % movers.size()];
        const int dx = 3 * (step % 4) + int(i % 5), dy = -2 * (step % 4);
        world.move(id, at.x + dx, at.y + dy);
        objects[id].x = at.x + dx;
        objects[id].y = at.y + dy;
    };
    long pairs = 0, events = 0;
    const auto count = [&](World::Id, World::Id) {
        ++pairs;
    };
    const auto frame = [&](int step) {
        const std::size_t moving = std::array<std::size_t, 4>{movers.size(), 0, 1, 6}[step % 4];
        for (std::size_t i = 0; i < moving; ++i)
            move(i * 37 + std::size_t(step), step);
        world.forEachCollision(count);
        if (moving == 0)
            world.forEachCollision(count);
        world.step([&](const World::Contact&) { ++events; });
    };
    QCOMPARE(allocationsWhenWarm(frame), 0L);
    qInfo("%ld pairs, %ld events over %zu entries", pairs, events, objects.size());
    QVERIFY(pairs > 1000 && events > 1000);
    QVERIFY(world.collisions() == allPairs(objects).pairs);
}

QTEST_GUILESS_MAIN(TestWorldIncremental)

#include "tst_worldincremental.moc"
