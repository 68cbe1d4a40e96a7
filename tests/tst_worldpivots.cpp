// SPDX-License-Identifier: MIT
// World's pivots: entries added with an origin or from an HMSK frame, moved, given other
// masks and frames, answer every question exactly as plain entries placed at position -
// origin in a second world, and as brute force over bytes; origins far past the ints.
#include "support/worldoracle.hpp"

#include <QTest>
#include <climits>
#include <deque>
#include <hitmask/codec.hpp>
#include <hitmask/world.hpp>
#include <memory>
#include <set>
#include <stdexcept>

using namespace hitmask;
using namespace hitmask::testing;

namespace {

struct Pivoted {
    const PoolMask* m = nullptr;
    long long px = 0, py = 0, ox = 0, oy = 0;
    bool alive = false;
    World::Id id = World::kNoId;
};

struct Event {
    World::Id first, second;
    World::Phase phase;
    std::size_t area;
    std::optional<Point> contact;
    bool operator==(const Event&) const = default;
};

std::vector<Event> stepOf(World& world) {
    std::vector<Event> out;
    world.step([&](const World::Contact& c) {
        out.push_back({c.first, c.second, c.phase, c.overlapArea(), c.firstContact()});
    });
    return out;
}

} // namespace

class TestWorldPivots : public QObject {
    Q_OBJECT

private slots:
    void pivotsAnswerAsPlainEntriesAtTheirTopLeft();
    void farOriginsMatchBruteForce();
    void framesShareOrBorrowTheirFile();
};

// Two worlds driven alike: `pivot` through origins, addFrame() and setFrame(); `plain`
// through top-lefts worked out by the test. Ids, pairs, events, queries and details agree.
void TestWorldPivots::pivotsAnswerAsPlainEntriesAtTheirTopLeft() {
    MaskGenerator gen(2024);
    std::deque<PoolMask> pool;
    auto file = std::make_shared<MaskFile>();
    file->channelNames = {"solid", "hurt"};
    for (int f = 0; f < 8; ++f) {
        const int w = int(gen.side(70)), h = 1 + int(gen.pick(70));
        HmskFrame frame;
        for (int c = 0; c < 2; ++c) {
            pool.push_back(makePoolMask(gen.make(w, h)));
            frame.channels.push_back(pool.back().mask);
        }
        frame.origin = {int(gen.pick(unsigned(w + 40))) - 20, int(gen.pick(unsigned(h + 40))) - 20};
        file->frames.push_back(std::move(frame));
    }
    const std::size_t framePool = pool.size(); // pool[2 * frame + channel]
    for (int i = 0; i < 10; ++i) {
        const int side = int(gen.side(80));
        pool.push_back(makePoolMask(gen.make(side, 1 + int(gen.pick(unsigned(side + 8))))));
    }
    long long pairs = 0, events = 0, checks = 0;
    for (int w = 0; w < 40; ++w) {
        const int cell = int(4 + gen.pick(90));
        World pivot(cell), plain(cell);
        std::vector<Pivoted> objects; // by slot
        const auto place = [&](World::Id id) {
            const Pivoted& o = objects[World::slotOf(id)];
            QVERIFY(plain.move(id, int(o.px - o.ox), int(o.py - o.oy)));
        };
        for (int step = 0; step < 40; ++step) {
            for (int k = 0; k < 6; ++k) {
                const unsigned what = gen.pick(10);
                const int x = int(gen.pick(500)) - 250, y = int(gen.pick(500)) - 250;
                const std::size_t frame = gen.pick(8), channel = gen.pick(2);
                const PoolMask& own = pool[framePool + gen.pick(unsigned(pool.size() - framePool))];
                const Point origin{int(gen.pick(100)) - 50, int(gen.pick(100)) - 50};
                const PoolMask& framed = pool[2 * frame + channel];
                const Point frameOrigin = file->frames[frame].origin;
                const std::vector<World::Id> live = pivot.ids();
                if (what < 3 || live.empty()) {
                    const bool byFrame = what == 1;
                    const Point o = byFrame ? frameOrigin : what == 0 ? Point{} : origin;
                    const World::Id id = byFrame     ? pivot.addFrame(file, frame, channel, x, y)
                                         : what == 0 ? pivot.add(own.mask, x, y)
                                                     : pivot.add(own.mask, origin, x, y);
                    const PoolMask& m = byFrame ? framed : own;
                    QCOMPARE(plain.add(m.mask, x - o.x, y - o.y), id);
                    if (objects.size() <= World::slotOf(id))
                        objects.resize(World::slotOf(id) + 1);
                    objects[World::slotOf(id)] = {&m, x, y, o.x, o.y, true, id};
                    continue;
                }
                const World::Id id = live[gen.pick(unsigned(live.size()))];
                Pivoted& o = objects[World::slotOf(id)];
                if (what < 6) {
                    o.px = x;
                    o.py = y;
                    QVERIFY(pivot.move(id, x, y));
                } else if (what == 6) { // the mask alone: position and origin stay
                    o.m = &own;
                    QVERIFY(pivot.setMask(id, own.mask));
                    QVERIFY(plain.setMask(id, own.mask));
                } else if (what == 7) {
                    o.m = &own;
                    o.ox = origin.x;
                    o.oy = origin.y;
                    QVERIFY(pivot.setMask(id, own.mask, origin));
                    QVERIFY(plain.setMask(id, own.mask));
                } else if (what == 8) {
                    o.m = &framed;
                    o.ox = frameOrigin.x;
                    o.oy = frameOrigin.y;
                    QVERIFY(gen.pick(2) ? pivot.setFrame(id, file, frame, channel)
                                        : pivot.setFrame(id, *file, frame, channel));
                    QVERIFY(plain.setMask(id, framed.mask));
                } else {
                    o.alive = false;
                    QVERIFY(pivot.remove(id));
                    QVERIFY(plain.remove(id));
                    continue;
                }
                place(id);
            }
            const auto got = pivot.collisions();
            QCOMPARE(got, plain.collisions());
            std::vector<Object> asPlain;
            for (const Pivoted& o : objects) {
                asPlain.push_back({o.m, o.px - o.ox, o.py - o.oy, o.alive});
                asPlain.back().id = o.id;
            }
            QCOMPARE(got, allPairs(asPlain).pairs);
            pairs += (long long)got.size();
            const auto stepped = stepOf(pivot);
            QCOMPARE(stepped, stepOf(plain));
            events += (long long)stepped.size();
            for (const World::Id id : pivot.ids()) {
                const Pivoted& o = objects[World::slotOf(id)];
                QCOMPARE(pivot.position(id), (Point{int(o.px), int(o.py)}));
                QCOMPARE(pivot.origin(id), (Point{int(o.ox), int(o.oy)}));
                QCOMPARE(plain.origin(id), Point{});
                QCOMPARE(pivot.collisionsOf(id), plain.collisionsOf(id));
                for (const World::Id other : pivot.ids()) {
                    QCOMPARE(pivot.overlapArea(id, other), plain.overlapArea(id, other));
                    QCOMPARE(pivot.firstContact(id, other), plain.firstContact(id, other));
                    QCOMPARE(pivot.separation(id, other), plain.separation(id, other));
                }
                ++checks;
            }
            const int qx = int(gen.pick(500)) - 250, qy = int(gen.pick(500)) - 250;
            const World::Id exclude = pivot.size() && gen.pick(2) ? pivot.ids()[0] : World::kNoId;
            QCOMPARE(pivot.queryPoint(qx, qy, World::kAllLayers, exclude),
                     plain.queryPoint(qx, qy, World::kAllLayers, exclude));
            const Rect r{qx, qy, int(gen.pick(90)), int(gen.pick(90))};
            QCOMPARE(pivot.queryRect(r, World::kAllLayers, exclude),
                     plain.queryRect(r, World::kAllLayers, exclude));
            const PoolMask& probe = pool[gen.pick(unsigned(pool.size()))];
            QCOMPARE(pivot.query(probe.mask, qx, qy), plain.query(probe.mask, qx, qy));
            const Point to{int(gen.pick(500)) - 250, int(gen.pick(500)) - 250};
            const auto hitPivot = pivot.querySegment({qx, qy}, to, World::kAllLayers, exclude);
            const auto hitPlain = plain.querySegment({qx, qy}, to, World::kAllLayers, exclude);
            QCOMPARE(hitPivot.has_value(), hitPlain.has_value());
            if (hitPivot) {
                QCOMPARE(hitPivot->id, hitPlain->id);
                QCOMPARE(hitPivot->pixel, hitPlain->pixel);
            }
        }
    }
    qInfo("%lld pairs, %lld events, %lld entries' details checked", pairs, events, checks);
    QVERIFY(pairs > 1000 && events > 1000);
}

// Positions near the ints' ends with origins that put the top-left past them: pairs and
// queries by brute force over 64-bit coordinates.
void TestWorldPivots::farOriginsMatchBruteForce() {
    MaskGenerator gen(77);
    std::deque<PoolMask> pool;
    for (int i = 0; i < 16; ++i) {
        const int side = int(gen.side(40));
        pool.push_back(makePoolMask(gen.make(side, 1 + int(gen.pick(40)))));
    }
    long long found = 0;
    for (int w = 0; w < 300; ++w) {
        World world(int(4 + gen.pick(60)));
        std::vector<Object> objects;
        const bool high = w % 2 == 0;
        for (int i = 0, n = 2 + int(gen.pick(12)); i < n; ++i) {
            const PoolMask& m = pool[gen.pick(unsigned(pool.size()))];
            const int px = high ? INT_MAX - int(gen.pick(40)) : INT_MIN + int(gen.pick(40));
            const int py = int(gen.pick(60));
            // Origins that push the top-left up to 60 pixels past the ints' end.
            const int ox = high ? -int(gen.pick(60)) : int(gen.pick(60));
            const int oy = int(gen.pick(60)) - 30;
            const World::Id id = world.add(m.mask, Point{ox, oy}, px, py);
            objects.push_back({&m, (long long)px - ox, (long long)py - oy, true});
            objects.back().id = id;
            QCOMPARE(world.position(id), (Point{px, py}));
        }
        const auto pairs = world.collisions();
        QCOMPARE(pairs, allPairs(objects).pairs);
        found += (long long)pairs.size();
        const int qx = high ? INT_MAX - int(gen.pick(80)) : INT_MIN + int(gen.pick(80));
        const int qy = int(gen.pick(100)) - 40;
        std::vector<World::Id> want;
        for (const Object& o : objects)
            if (o.m->bytes.at((long long)qx - o.x, (long long)qy - o.y))
                want.push_back(o.id);
        QCOMPARE(world.queryPoint(qx, qy), want);
    }
    QVERIFY(found > 100);
}

void TestWorldPivots::framesShareOrBorrowTheirFile() {
    ByteMask solid{3, 2, std::vector<std::uint8_t>(6, 1)};
    auto file = std::make_shared<MaskFile>();
    file->channelNames = {"solid"};
    file->frames.push_back({{solid.toMask()}, Point{1, 1}});
    World world;
    const World::Id shared = world.addFrame(file, 0, 0, 10, 10);
    const std::weak_ptr<MaskFile> watch = file;
    file.reset();
    QVERIFY(!watch.expired()); // the entry keeps the whole file
    QCOMPARE(world.queryPoint(9, 9), std::vector<World::Id>{shared});
    QCOMPARE(world.queryPoint(8, 9), std::vector<World::Id>{});
    QVERIFY(world.sharedMask(shared));
    QVERIFY(world.remove(shared));
    QVERIFY(watch.expired());

    MaskFile borrowed;
    borrowed.channelNames = {"solid"};
    borrowed.frames.push_back({{solid.toMask()}, Point{-5, 0}});
    const World::Id id = world.addFrame(borrowed, 0, 0, 0, 0);
    QCOMPARE(world.origin(id), (Point{-5, 0}));
    QVERIFY(!world.sharedMask(id));
    QCOMPARE(world.queryPoint(5, 0), std::vector<World::Id>{id});
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, world.addFrame(borrowed, 1, 0, 0, 0));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, world.addFrame(borrowed, 0, 1, 0, 0));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             world.addFrame(std::shared_ptr<const MaskFile>(), 0, 0, 0, 0));
    QVERIFY(!world.setFrame(id, borrowed, 1, 0));
    QVERIFY(!world.setFrame(id, std::shared_ptr<const MaskFile>(), 0, 0));
    QCOMPARE(world.origin(id), (Point{-5, 0})); // refused changes change nothing
    QVERIFY(world.remove(id));
    QVERIFY(!world.setFrame(id, borrowed, 0, 0));
    QCOMPARE(world.origin(id), Point{});
}

QTEST_GUILESS_MAIN(TestWorldPivots)

#include "tst_worldpivots.moc"
