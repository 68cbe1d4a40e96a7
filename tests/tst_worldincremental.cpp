// SPDX-License-Identifier: MIT
// A World asked question after question while nothing, one entry, a handful or most of
// them change in between, by every kind of change it takes; each answer checked against
// plain loops over the entries the test keeps itself (support/worldmirror.hpp), with 1, 2
// and 3 threads; a warm level, few or all of its movers moving, allocates nothing; and
// the answers across the held-pairs limit and after a mask's edit in place.
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
    if (trace_) {
        qInfo("question %d, threads %u, cells %d:", question_, world_.threads(), world_.cellSize());
        for (const Mirrored& e : mirror_.entries)
            if (e.alive)
                qInfo("  id %#x P (%lld, %lld) O (%lld, %lld) mask %dx%d solid %lld..%lld x "
                      "%lld..%lld layers %#x/%#x",
                      e.id, e.px, e.py, e.ox, e.oy, e.m->bytes.width, e.m->bytes.height, e.m->bx0,
                      e.m->bx1, e.m->by0, e.m->by1, e.layers, e.collidesWith);
    }
    for (int q = 0, n = 1 + int(gen_.pick(4)); q < n && !QTest::currentTestFailed(); ++q) {
        const unsigned kind = gen_.pick(8);
        if (trace_)
            qInfo("  asks %u", kind);
        switch (kind) {
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
    void answersAcrossTheHeldLimit();
    void maskEditedInPlaceIsTestedAgain();
};

void TestWorldIncremental::fewOrManyChangesMatchBruteForce_data() {
    QTest::addColumn<QString>("layout");
    QTest::addColumn<int>("sequences");
    QTest::addColumn<quint32>("seed");
    QTest::newRow("spread") << "spread" << 600 << 1u;
    QTest::newRow("clustered") << "clustered" << 500 << 2u;
    QTest::newRow("layers") << "layers" << 500 << 3u;
    QTest::newRow("crowd at one spot") << "crowd" << 500 << 4u;
    QTest::newRow("far apart, near the ints' ends") << "far" << 500 << 5u;
    QTest::newRow("level, still tiles") << "level" << 50 << 6u;
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

// A pile of solid squares overlapping one another, with more pairs than the world holds
// at once, shrunk to a few by moving most of them apart (each to a place of its own), then
// grown to just below the limit and taken past it and back by one entry at a time: the
// answers on either side of the limit, and across it, are every pair of the pile, which
// plain counting gives.
void TestWorldIncremental::answersAcrossTheHeldLimit() {
    const PoolMask square = makePoolMask({3, 3, std::vector<std::uint8_t>(9, 1)});
    constexpr int kPile = 3000; // 4.5 million pairs, more than World::kHeldPairs
    World world(16);
    world.setThreads(2, 256);
    std::vector<bool> piled(kPile, true);
    for (int i = 0; i < kPile; ++i)
        world.add(square.mask, i % 2, i / 2 % 2); // within a pixel: every two overlap
    const auto place = [&](int i, bool pile) {
        piled[std::size_t(i)] = pile;
        world.move(World::Id(i), pile ? i % 2 : 10 * i, pile ? i / 2 % 2 : 5000);
    };
    const auto pairsOf = [](std::size_t n) {
        return n * (n - std::min<std::size_t>(n, 1)) / 2;
    };
    std::vector<bool> before(kPile, false); // the pile at the last step()
    // Every pair of the pile, first < second, in order, each as it is handed over; the
    // events count the pairs of the pile then and now.
    const auto check = [&](const char* what) {
        std::vector<World::Id> pile;
        std::size_t both = 0, then = 0;
        for (int i = 0; i < kPile; ++i) {
            if (piled[std::size_t(i)])
                pile.push_back(World::Id(i));
            both += piled[std::size_t(i)] && before[std::size_t(i)];
            then += before[std::size_t(i)];
        }
        std::size_t i = 0, j = 1, wrong = 0, count = 0;
        world.forEachCollision([&](World::Id a, World::Id b) {
            wrong += j >= pile.size() || a != pile[i] || b != pile[j];
            ++count;
            if (++j >= pile.size())
                j = ++i + 1;
        });
        const std::size_t expected = pairsOf(pile.size());
        QVERIFY2(wrong == 0 && count == expected, what);
        std::size_t phases[3] = {0, 0, 0};
        world.step([&](const World::Contact& c) { ++phases[int(c.phase)]; });
        QVERIFY2(phases[int(World::Phase::Stayed)] == pairsOf(both), what);
        QVERIFY2(phases[int(World::Phase::Began)] == expected - pairsOf(both), what);
        QVERIFY2(phases[int(World::Phase::Ended)] == pairsOf(then) - pairsOf(both), what);
        before = piled;
        QVERIFY2(world.collisionsOf(pile.back()).size() == pile.size() - 1, what);
    };
    check("the pile");
    QVERIFY(std::size_t(kPile) * (kPile - 1) / 2 > World::kHeldPairs);
    for (int i = 40; i < kPile; ++i)
        place(i, false);
    check("40 left");
    check("40 left, nothing moved");
    place(2000, true);
    check("one back");
    place(7, false);
    place(2001, true);
    check("one out, another back");
    // One thread, which holds the whole limit: 2896 entries have 4,191,960 pairs, just
    // below it, and one more entry takes them past it (4,194,856).
    world.setThreads(1);
    for (int i = 0; i < kPile; ++i)
        place(i, i < 2896);
    check("just below the limit");
    place(2999, true);
    check("one past the limit");
    place(0, false);
    check("one out, below the limit again");
    place(0, true);
    check("one back, past the limit again");
    for (int i = 0; i < kPile; i += 2)
        place(i, false);
    check("half out");
}

// Two solid squares overlapping by a quarter, among dots that meet nothing; then the
// quarter under the other square is cleared in one square's own mask, in place, and the
// mask given to setMask() again, then filled again: the same two masks lie at the same
// offset as in the last pixel test, and the answer must still change each time.
void TestWorldIncremental::maskEditedInPlaceIsTestedAgain() {
    Mask dot(1, 1);
    dot.fill(true);
    for (const bool editFirst : {true, false}) {
        Mask first(8, 8), second(8, 8);
        first.fill(true);
        second.fill(true);
        World world;
        for (int i = 0; i < 20; ++i) // still entries: one change is a small share
            world.add(dot, 100 * i, -500);
        const World::Id a = world.add(first, 0, 0), b = world.add(second, 4, 4);
        Mask& edited = editFirst ? first : second;
        const World::Id id = editFirst ? a : b;
        const Pairs both{{a, b}}, none;
        std::vector<Event> events;
        const auto step = [&] {
            events.clear();
            world.step([&](const World::Contact& c) {
                events.push_back({c.first, c.second, c.phase});
            });
            return events;
        };
        QCOMPARE(world.collisions(), both);
        QCOMPARE(step(), (std::vector<Event>{{a, b, World::Phase::Began}}));
        const int from = editFirst ? 4 : 0; // the overlap, in the edited mask's pixels
        for (int y = from; y < from + 4; ++y)
            for (int x = from; x < from + 4; ++x)
                edited.set(x, y, false);
        QVERIFY(world.setMask(id, edited));
        QCOMPARE(world.collisions(), none);
        QCOMPARE(step(), (std::vector<Event>{{a, b, World::Phase::Ended}}));
        edited.fill(true);
        QVERIFY(world.setMask(id, edited));
        QCOMPARE(step(), (std::vector<Event>{{a, b, World::Phase::Began}}));
        QCOMPARE(world.collisionsOf(a), std::vector<World::Id>{b});
    }
}

QTEST_GUILESS_MAIN(TestWorldIncremental)

#include "tst_worldincremental.moc"
