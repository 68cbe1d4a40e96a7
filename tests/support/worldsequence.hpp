// SPDX-License-Identifier: MIT
// One randomized World's life for tst_worldincremental: entries added, changed in every
// way the World takes and removed between questions, the world and its mirror (the
// test's own record of the entries) changed alike; Sequence::ask() checks the answers.
#pragma once

#include "worldmirror.hpp"

#include <QString>
#include <QTest>
#include <algorithm>
#include <array>
#include <climits>
#include <deque>
#include <hitmask/codec.hpp>
#include <hitmask/world.hpp>
#include <memory>
#include <optional>

namespace hitmask::testing {

// The masks every sequence draws from: both forms of each, the same masks as HMSK frames.
struct Masks {
    std::deque<PoolMask> pool; // a deque never moves its elements: worlds borrow them
    std::vector<std::shared_ptr<const Mask>> shared;
    std::size_t small = 0, big = 0; // pool[0, small) are 1..24 px, pool[big, end) level-sized
    std::shared_ptr<MaskFile> file;
    std::size_t frames = 0; // pool[frames + 2 f + c] is frame f's channel c

    explicit Masks(MaskGenerator& gen) {
        const auto keep = [&](ByteMask bytes) {
            pool.push_back(makePoolMask(std::move(bytes)));
            shared.push_back(std::make_shared<const Mask>(pool.back().mask));
        };
        for (; small < 16; ++small) {
            const int side = 1 + int(gen.pick(24));
            keep(gen.make(side, 1 + int(gen.pick(24))));
        }
        keep(ByteMask{40, 3, std::vector<std::uint8_t>(120, 0)}); // empty
        for (int i = 0; i < 40; ++i) { // widths around 64 and 128 favoured
            const int side = int(gen.side(140));
            keep(gen.make(side, 1 + int(gen.pick(unsigned(side + 8)))));
        }
        frames = pool.size();
        file = std::make_shared<MaskFile>();
        file->channelNames = {"solid", "hurt"};
        for (int f = 0; f < 6; ++f) {
            const int w = int(gen.side(90)), h = 1 + int(gen.pick(90));
            HmskFrame frame;
            for (int c = 0; c < 2; ++c) {
                keep(gen.make(w, h));
                frame.channels.push_back(pool.back().mask);
            }
            frame.origin = {int(gen.pick(unsigned(w + 40))) - 20,
                            int(gen.pick(unsigned(h + 40))) - 20};
            file->frames.push_back(std::move(frame));
        }
        big = pool.size(); // more cells than the grid takes for cells up to 16 pixels
        keep(gen.make(520, 40));
        keep(gen.make(300, 300));
        keep(ByteMask{400, 260, std::vector<std::uint8_t>(400 * 260, 1)});
    }
};

enum class Regime { Nothing, One, Handful, Most };

// One world's life: entries added, changed and removed between questions, the world and
// the mirror changed alike, every question's answer compared with the mirror's.
class Sequence {
public:
    Sequence(MaskGenerator& gen, const Masks& masks, const QString& layout, int index)
        : gen_(gen)
        , masks_(masks)
        , layout_(layout)
        , index_(index)
        , world_(int(std::array{4, 8, 16, 32, 64, 128}[gen.pick(6)])) {
        world_.setThreads(1 + unsigned(index % 3), std::array{4u, 32u, 4096u}[gen.pick(3)]);
        const int count = layout == "crowd"   ? 8 + int(gen.pick(40))
                          : layout == "level" ? 150 + int(gen.pick(250))
                                              : 2 + int(gen.pick(60));
        for (int i = 0; i < count; ++i)
            add();
    }

    void run(int questions) {
        for (question_ = 0; question_ < questions && !QTest::currentTestFailed(); ++question_) {
            const unsigned r = gen_.pick(20);
            const Regime regime = r < 4    ? Regime::Nothing
                                  : r < 10 ? Regime::One
                                  : r < 16 ? Regime::Handful
                                           : Regime::Most;
            change(regime);
            if (gen_.pick(150) == 0)
                copyWorld();
            if (gen_.pick(40) == 0)
                world_.setThreads(1 + gen_.pick(3), std::array{4u, 32u}[gen_.pick(2)]);
            ask();
        }
    }

    long long pairs = 0, events = 0, changes = 0;

private:
    // A pivot for a new or moved entry, somewhere the layout puts them.
    long long coordinate() {
        static constexpr long long kFar[] = {0, 1 << 30, -(1 << 30), INT_MAX - 60, INT_MIN + 60};
        if (layout_ == "crowd")
            return gen_.pick(4) ? 7 + gen_.pick(5) : (long long)gen_.pick(300) - 150;
        if (layout_ == "far")
            return kFar[gen_.pick(5)] + (long long)gen_.pick(200) - 100;
        if (layout_ == "level")
            return 24 * (long long)gen_.pick(40) - 480;
        const long long by = layout_ == "clustered" ? 100 : layout_ == "layers" ? 200 : 500;
        return (long long)gen_.pick(unsigned(2 * by)) - by;
    }
    static int clampInt(long long v) { return int(std::clamp<long long>(v, INT_MIN, INT_MAX)); }
    int around(long long v, int by) {
        return clampInt(v + (long long)gen_.pick(unsigned(2 * by + 1)) - by);
    }
    Point origin() {
        return gen_.pick(3) ? Point{int(gen_.pick(120)) - 40, int(gen_.pick(120)) - 40} : Point{};
    }
    std::size_t anyMask() {
        if (layout_ == "crowd")
            return gen_.pick(masks_.small + 1); // the empty one too
        if (gen_.pick(30) == 0)
            return masks_.big + gen_.pick(unsigned(masks_.pool.size() - masks_.big));
        return gen_.pick(unsigned(masks_.big));
    }

    void add() {
        const std::size_t k = anyMask();
        const bool share = gen_.pick(2);
        const int x = clampInt(coordinate()), y = clampInt(coordinate());
        Point o = gen_.pick(2) ? origin() : Point{};
        World::Id id;
        const PoolMask* m = &masks_.pool[k];
        if (gen_.pick(8) == 0) {
            const std::size_t f = gen_.pick(6), c = gen_.pick(2);
            m = &masks_.pool[masks_.frames + 2 * f + c];
            o = masks_.file->frames[f].origin;
            id = share ? world_.addFrame(masks_.file, f, c, x, y)
                       : world_.addFrame(*masks_.file, f, c, x, y);
        } else if (gen_.pick(10) == 0) {
            id = world_.add(Mask(m->mask), o, x, y); // a temporary: the world keeps it
        } else {
            id = share ? world_.add(masks_.shared[k], o, x, y) : world_.add(m->mask, o, x, y);
        }
        QVERIFY(!mirror_.place(id).alive);
        mirror_.place(id) = {m, x, y, o.x, o.y, true, World::kDefaultLayers, World::kAllLayers, id};
        live_.push_back(id);
        if (layout_ == "layers" || gen_.pick(4) == 0)
            setLayers(id);
    }

    void setLayers(World::Id id) {
        Mirrored& e = mirror_[id];
        e.layers = gen_.pick(8);
        e.collidesWith = gen_.pick(5) ? gen_.pick(8) : World::kAllLayers;
        QVERIFY(world_.setLayers(id, e.layers, e.collidesWith));
    }

    void remove(std::size_t i) {
        const World::Id id = live_[i];
        QVERIFY(world_.remove(id));
        mirror_[id].alive = false;
        live_[i] = live_.back();
        live_.pop_back();
        stale_.push_back(id);
    }

    // Mask `k` on `id`, keeping P, with a new origin when given.
    void setMask(World::Id id, std::size_t k, std::optional<Point> o) {
        Mirrored& e = mirror_[id];
        e.m = &masks_.pool[k];
        const bool share = gen_.pick(2);
        if (o) {
            e.ox = o->x;
            e.oy = o->y;
            QVERIFY(share ? world_.setMask(id, masks_.shared[k], *o)
                          : world_.setMask(id, masks_.pool[k].mask, *o));
        } else {
            QVERIFY(share ? world_.setMask(id, masks_.shared[k])
                          : world_.setMask(id, masks_.pool[k].mask));
        }
    }

    // The entry's own mask, borrowed, edited in place (a few pixels, or another size) and
    // given again, as the header asks after an edit; the first time, a copy of another.
    void editInPlace(World::Id id) {
        Mirrored& e = mirror_[id];
        const auto own = std::find_if(owned_.begin(), owned_.end(),
                                      [&](const PoolMask& p) { return &p == e.m; });
        if (own == owned_.end()) {
            owned_.push_back(masks_.pool[anyMask()]);
            e.m = &owned_.back();
        } else {
            ByteMask bytes = own->bytes;
            if (gen_.pick(4) == 0)
                bytes = gen_.make(int(gen_.side(130)), 1 + int(gen_.pick(100)));
            for (int n = int(gen_.pick(6)); n > 0 && !bytes.pixels.empty(); --n)
                bytes.pixels[gen_.pick(unsigned(bytes.pixels.size()))] ^= 1;
            *own = makePoolMask(std::move(bytes)); // the Mask object stays where it was
        }
        QVERIFY(world_.setMask(id, e.m->mask));
    }

    void changeOne() {
        ++changes;
        const unsigned what = gen_.pick(25);
        if (live_.empty() || what < 2) {
            add();
            return;
        }
        const std::size_t i = gen_.pick(unsigned(live_.size()));
        const World::Id id = live_[i];
        Mirrored& e = mirror_[id];
        switch (what) {
        case 2:
        case 3:
        case 4:
        case 5: // a small step
            e.px = around(e.px, 4);
            e.py = around(e.py, 4);
            break;
        case 6:
        case 7: // a jump within the layout
            e.px = clampInt(coordinate());
            e.py = clampInt(coordinate());
            break;
        case 8: // a jump of 2^30 or so, past the ints' ends' neighbourhood
            e.px = clampInt(e.px + (gen_.pick(2) ? 1LL : -1LL) * (1LL << 30));
            e.py = clampInt(-e.py - 1);
            break;
        case 9: // there and back: a move that ends where it began
            QVERIFY(world_.move(id, clampInt(e.px + 500), clampInt(e.py - 70)));
            break;
        case 10:
        case 11:
            setMask(id, anyMask(), std::nullopt);
            return;
        case 12:
            setMask(id, anyMask(), origin());
            return;
        case 13: { // another frame, its origin with it; a frame the file lacks changes nothing
            const std::size_t f = gen_.pick(7), c = gen_.pick(2);
            const bool done = gen_.pick(2) ? world_.setFrame(id, masks_.file, f, c)
                                           : world_.setFrame(id, *masks_.file, f, c);
            QCOMPARE(done, f < 6);
            if (done) {
                e.m = &masks_.pool[masks_.frames + 2 * f + c];
                e.ox = masks_.file->frames[f].origin.x;
                e.oy = masks_.file->frames[f].origin.y;
            }
            return;
        }
        case 14:
        case 15:
            setLayers(id);
            return;
        case 16: // the same layers again
            QVERIFY(world_.setLayers(id, e.layers, e.collidesWith));
            return;
        case 17: // the same mask again
            QVERIFY(world_.setMask(id, e.m->mask, Point{int(e.ox), int(e.oy)}));
            return;
        case 18:
        case 19:
            remove(i);
            return;
        case 20: // gone and back: the slot is free for the next add
            remove(i);
            add();
            return;
        case 21:
            setMask(id, masks_.small, std::nullopt); // empty: in no pair
            return;
        case 22:
            editInPlace(id);
            return;
        default: { // a stale id: refused, changing nothing
            if (stale_.empty())
                return;
            const World::Id gone = stale_[gen_.pick(unsigned(stale_.size()))];
            QVERIFY(!world_.contains(gone));
            QVERIFY(!world_.move(gone, e.px, e.py));
            QVERIFY(!world_.setLayers(gone, 0, 0));
            QVERIFY(!world_.setMask(gone, masks_.shared[0], Point{3, 3}));
            QVERIFY(!world_.setFrame(gone, masks_.file, 0, 0));
            QVERIFY(!world_.remove(gone));
            QVERIFY(world_.collisionsOf(gone).empty());
            return;
        }
        }
        QVERIFY(world_.move(id, int(e.px), int(e.py)));
    }

    void change(Regime regime) {
        if (regime == Regime::One) {
            changeOne();
        } else if (regime == Regime::Handful) {
            for (int n = 2 + int(gen_.pick(5)); n > 0 && !QTest::currentTestFailed(); --n)
                changeOne();
        } else if (regime == Regime::Most) { // every entry moves, a few change otherwise
            const std::vector<World::Id> moving = live_;
            for (const World::Id id : moving) {
                Mirrored& e = mirror_[id];
                if (gen_.pick(8) == 0) {
                    e.px = clampInt(coordinate());
                    e.py = clampInt(coordinate());
                } else {
                    e.px = around(e.px, 3);
                    e.py = around(e.py, 3);
                }
                QVERIFY(world_.move(id, int(e.px), int(e.py)));
            }
            for (int n = int(gen_.pick(unsigned(live_.size() / 4 + 2))); n > 0; --n)
                changeOne();
        }
    }

    // A copy carries everything on, the last step's pairs included.
    void copyWorld() {
        if (gen_.pick(2)) {
            World copy(world_);
            world_ = std::move(copy);
        } else {
            World other(16);
            other = world_;
            world_ = other;
        }
    }

    void ask();
    void check(bool ok, const char* what) {
        QVERIFY2(ok, QStringLiteral("%1: %2 sequence %3, question %4")
                         .arg(what, layout_)
                         .arg(index_)
                         .arg(question_)
                         .toUtf8());
    }

    MaskGenerator& gen_;
    const Masks& masks_;
    QString layout_;
    int index_, question_ = 0;
    World world_;
    WorldMirror mirror_;
    std::vector<World::Id> live_, stale_;
    std::deque<PoolMask> owned_; // masks edited in place, each borrowed by one entry
    Pairs stepped_;              // the pairs at the last step()
};

} // namespace hitmask::testing
