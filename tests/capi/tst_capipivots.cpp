// SPDX-License-Identifier: MIT
// The C API World's pivots against brute force over byte arrays: entries added by
// hm_world_add, hm_world_add_origin and hm_world_add_frame, moved, given other masks and
// frames (set_frame keeps the position), with their positions, origins, pairs, queries,
// pair details and push-out worked out from top-left = position - origin.
#include "capitest.hpp"

#include <QTest>
#include <climits>
#include <map>
#include <string>

using capioracle::Pixels;
using capitest::collectId;
using capitest::FilePtr;
using capitest::MaskPtr;
using capitest::WorldPtr;
using Pairs = std::vector<std::pair<uint32_t, uint32_t>>;

namespace {

void collectPair(uint32_t first, uint32_t second, void* user) {
    static_cast<Pairs*>(user)->emplace_back(first, second);
}

struct Entry {
    const Pixels* pixels = nullptr;
    long long px = 0, py = 0; // position, the pivot
    long long ox = 0, oy = 0; // origin
    uint32_t layers = 1, collidesWith = ~0u;
    long long left() const { return px - ox; }
    long long top() const { return py - oy; }
};

bool solidAt(const Entry& e, long long x, long long y) {
    return e.pixels->at(x - e.left(), y - e.top());
}

int randomInt(std::mt19937& rng, bool far) {
    if (far && rng() % 3 == 0)
        return rng() % 2 ? INT_MAX - static_cast<int>(rng() % 60)
                         : INT_MIN + static_cast<int>(rng() % 60);
    return static_cast<int>(rng() % 200) - 100;
}

// Origins inside the frame, on its edges, outside it and negative.
int randomOrigin(std::mt19937& rng, int side, bool far) {
    switch (rng() % 5) {
    case 0:
        return 0;
    case 1:
        return side / 2;
    case 2:
        return -static_cast<int>(rng() % 40);
    case 3:
        return far ? (rng() % 2 ? INT_MAX - static_cast<int>(rng() % 40)
                                : INT_MIN + static_cast<int>(rng() % 40))
                   : side + static_cast<int>(rng() % 30);
    default:
        return static_cast<int>(rng() % static_cast<unsigned>(side + 1));
    }
}

struct PivotWorld {
    std::mt19937& rng;
    bool far;
    std::vector<capioracle::Frame> frames; // the file's, as written
    std::vector<std::uint8_t> bytes;
    FilePtr file;
    std::vector<Pixels> own;
    std::vector<MaskPtr> ownMasks;
    WorldPtr world;
    std::map<uint32_t, Entry> live;

    PivotWorld(std::mt19937& r, bool farOut)
        : rng(r)
        , far(farOut) {
        for (int f = 0, n = 2 + static_cast<int>(rng() % 5); f < n; ++f) {
            const int w = capioracle::randomSide(rng) % 40 + 1,
                      h = 1 + static_cast<int>(rng() % 40);
            frames.push_back(
                {{capioracle::randomPixels(rng, w, h), capioracle::randomPixels(rng, w, h)},
                 randomOrigin(rng, w, far),
                 randomOrigin(rng, h, far)});
        }
        bytes = capioracle::writeHmsk({"solid", "hurt"}, frames, static_cast<int>(rng() % 3));
        reload();
        for (int i = 0; i < 4; ++i) {
            own.push_back(capioracle::randomPixels(rng, 1 + static_cast<int>(rng() % 40),
                                                   1 + static_cast<int>(rng() % 40)));
            ownMasks.push_back(capitest::makeMask(own.back(), rng));
        }
        world.reset(hm_world_new(4 + static_cast<int>(rng() % 80)));
    }

    // Frees the file and loads it again: entries made from the old one keep its masks.
    void reload() { file.reset(hm_file_load_memory(bytes.data(), bytes.size(), nullptr, 0)); }

    // One random change through the C API, mirrored in the oracle; false when the API
    // answered other than it should.
    bool change() {
        const unsigned what = rng() % 11;
        const int x = randomInt(rng, far), y = randomInt(rng, far);
        const int frame = static_cast<int>(rng() % frames.size()),
                  channel = static_cast<int>(rng() % 2);
        const auto& fr = frames[static_cast<std::size_t>(frame)];
        const std::size_t m = rng() % own.size();
        if (what < 3 || live.empty()) {
            Entry e{&own[m], x, y};
            uint32_t id = HM_INVALID_ID;
            if (what == 0) {
                id = hm_world_add(world.get(), ownMasks[m].get(), x, y);
            } else if (what == 1) {
                e.ox = randomOrigin(rng, own[m].width, far);
                e.oy = randomOrigin(rng, own[m].height, far);
                id = hm_world_add_origin(world.get(), ownMasks[m].get(), static_cast<int>(e.ox),
                                         static_cast<int>(e.oy), x, y);
            } else {
                e = {&fr.channels[static_cast<std::size_t>(channel)], x, y, fr.originX, fr.originY};
                id = hm_world_add_frame(world.get(), file.get(), frame, channel, x, y);
            }
            if (id == HM_INVALID_ID || live.count(id))
                return false;
            live[id] = e;
            return true;
        }
        const auto it = capitest::randomEntry(live, rng);
        const uint32_t id = it->first;
        Entry& e = it->second;
        if (what < 6) {
            e.px = x;
            e.py = y;
            return hm_world_move(world.get(), id, x, y) == 1;
        }
        if (what == 6) {
            e.pixels = &own[m];
            if (rng() % 2)
                return hm_world_set_mask(world.get(), id, ownMasks[m].get()) == 1;
            e.ox = randomOrigin(rng, own[m].width, far);
            e.oy = randomOrigin(rng, own[m].height, far);
            return hm_world_set_mask_origin(world.get(), id, ownMasks[m].get(),
                                            static_cast<int>(e.ox), static_cast<int>(e.oy)) == 1;
        }
        if (what < 9) {
            e.pixels = &fr.channels[static_cast<std::size_t>(channel)];
            e.ox = fr.originX;
            e.oy = fr.originY;
            return hm_world_set_frame(world.get(), id, file.get(), frame, channel) == 1;
        }
        if (what == 9) {
            e.layers = 1u + rng() % 3;
            e.collidesWith = 1u + rng() % 3;
            return hm_world_set_layers(world.get(), id, e.layers, e.collidesWith) == 1;
        }
        live.erase(it);
        return hm_world_remove(world.get(), id) == 1 &&
               hm_world_origin(world.get(), id, nullptr, nullptr) == 0;
    }
};

bool collide(const Entry& a, const Entry& b) {
    if ((a.layers & b.collidesWith) == 0 || (b.layers & a.collidesWith) == 0)
        return false;
    return capioracle::overlap(*a.pixels, *b.pixels, b.left() - a.left(), b.top() - a.top()).found;
}

} // namespace

class TestCApiPivots : public QObject {
    Q_OBJECT

private slots:
    void pivotsMatchBruteForce();
    void setFrameKeepsThePivot();
};

void TestCApiPivots::pivotsMatchBruteForce() {
    std::mt19937 rng(321);
    long long pairs = 0, details = 0, pushes = 0, hits = 0;
    for (int w = 0; w < 80; ++w) {
        PivotWorld pw(rng, w % 4 == 3);
        QVERIFY(pw.file);
        hm_world* world = pw.world.get();
        for (int step = 0; step < 25; ++step) {
            for (int i = 0; i < 5; ++i)
                QVERIFY2(pw.change(), hm_last_error_message());
            if (step == 12)
                pw.reload(); // the entries keep the old file's masks alive
            const std::string where =
                "world " + std::to_string(w) + " step " + std::to_string(step);
            Pairs want, got;
            for (auto a = pw.live.begin(); a != pw.live.end(); ++a)
                for (auto b = std::next(a); b != pw.live.end(); ++b)
                    if (collide(a->second, b->second))
                        want.emplace_back(a->first, b->first);
            QCOMPARE(hm_world_collisions(world, collectPair, &got),
                     static_cast<long long>(want.size()));
            QVERIFY2(got == want, where.c_str());
            pairs += static_cast<long long>(want.size());
            for (const auto& [id, e] : pw.live) {
                int px = 0, py = 0, ox = 0, oy = 0;
                QCOMPARE(hm_world_position(world, id, &px, &py), 1);
                QCOMPARE(hm_world_origin(world, id, &ox, &oy), 1);
                QCOMPARE(px, static_cast<int>(e.px));
                QCOMPARE(py, static_cast<int>(e.py));
                QCOMPARE(ox, static_cast<int>(e.ox));
                QCOMPARE(oy, static_cast<int>(e.oy));
            }
            if (pw.live.empty())
                continue;
            // A point and a rectangle near some entry's mask, which may lie far from its pivot.
            const Entry& near =
                std::next(pw.live.begin(), static_cast<long>(rng() % pw.live.size()))->second;
            const long long qx = near.left() + static_cast<long long>(rng() % 30) - 5;
            const long long qy = near.top() + static_cast<long long>(rng() % 30) - 5;
            if (qx >= INT_MIN && qx <= INT_MAX - 40 && qy >= INT_MIN && qy <= INT_MAX - 40) {
                std::vector<uint32_t> wantIds, gotIds;
                for (const auto& [id, e] : pw.live)
                    if (solidAt(e, qx, qy))
                        wantIds.push_back(id);
                hm_world_query_point(world, static_cast<int>(qx), static_cast<int>(qy), ~0u,
                                     HM_INVALID_ID, collectId, &gotIds);
                QVERIFY2(gotIds == wantIds, (where + " point").c_str());
                hits += static_cast<long long>(wantIds.size());
                wantIds.clear();
                gotIds.clear();
                for (const auto& [id, e] : pw.live) {
                    bool any = false;
                    for (long long y = qy; y < qy + 20 && !any; ++y)
                        for (long long x = qx; x < qx + 30 && !any; ++x)
                            any = solidAt(e, x, y);
                    if (any)
                        wantIds.push_back(id);
                }
                hm_world_query_rect(world, static_cast<int>(qx), static_cast<int>(qy), 30, 20, ~0u,
                                    HM_INVALID_ID, collectId, &gotIds);
                QVERIFY2(gotIds == wantIds, (where + " rect").c_str());
            }
            // Details and push-out of every pair of live entries.
            for (const auto& [ia, a] : pw.live)
                for (const auto& [ib, b] : pw.live) {
                    const long long dx = b.left() - a.left(), dy = b.top() - a.top();
                    const capioracle::Overlap o = capioracle::overlap(*a.pixels, *b.pixels, dx, dy);
                    QCOMPARE(hm_world_overlap_area(world, ia, ib), o.area);
                    int cx = 0, cy = 0;
                    QCOMPARE(hm_world_first_contact(world, ia, ib, &cx, &cy), o.found ? 1 : 0);
                    if (o.found && a.left() + o.x <= INT_MAX && a.left() + o.x >= INT_MIN &&
                        a.top() + o.y <= INT_MAX && a.top() + o.y >= INT_MIN) {
                        QCOMPARE(static_cast<long long>(cx), a.left() + o.x);
                        QCOMPARE(static_cast<long long>(cy), a.top() + o.y);
                    }
                    hm_separation_t s{};
                    QCOMPARE(hm_world_separation(world, ia, ib, &s), o.found ? 1 : 0);
                    const capioracle::Push p =
                        o.found ? capioracle::separation(*a.pixels, *b.pixels, dx, dy)
                                : capioracle::Push{};
                    const auto push = capioracle::pushOf(p);
                    QVERIFY2(s.left == p.left && s.right == p.right && s.up == p.up &&
                                 s.down == p.down && s.push_x == push.first &&
                                 s.push_y == push.second,
                             (where + " separation").c_str());
                    ++details;
                    pushes += o.found;
                }
        }
    }
    qInfo("%lld pairs, %lld pair details (%lld overlapping), %lld point hits", pairs, details,
          pushes, hits);
    QVERIFY(pushes > 1000);
}

// A rotating ship: frames of different sizes, each with its origin at its centre. The
// pivot stays where the game put it, and the mask's top-left follows the frame.
void TestCApiPivots::setFrameKeepsThePivot() {
    std::vector<capioracle::Frame> frames;
    for (int side = 40; side <= 57; side += 17) {
        Pixels p{side, side, std::vector<std::uint8_t>(static_cast<std::size_t>(side * side), 1)};
        frames.push_back({{p}, side / 2, side / 2});
    }
    const auto bytes = capioracle::writeHmsk({"solid"}, frames, 0);
    FilePtr file(hm_file_load_memory(bytes.data(), bytes.size(), nullptr, 0));
    WorldPtr world(hm_world_new(64));
    const uint32_t ship = hm_world_add_frame(world.get(), file.get(), 0, 0, 100, 100);
    int x = 0, y = 0;
    QCOMPARE(hm_world_origin(world.get(), ship, &x, &y), 1);
    QCOMPARE(x, 20);
    QCOMPARE(hm_world_query_point(world.get(), 80, 80, ~0u, HM_INVALID_ID, nullptr, nullptr), 1LL);
    QCOMPARE(hm_world_query_point(world.get(), 79, 80, ~0u, HM_INVALID_ID, nullptr, nullptr), 0LL);
    QCOMPARE(hm_world_set_frame(world.get(), ship, file.get(), 1, 0), 1);
    QCOMPARE(hm_world_position(world.get(), ship, &x, &y), 1);
    QCOMPARE(x, 100);
    QCOMPARE(y, 100);
    QCOMPARE(hm_world_query_point(world.get(), 72, 72, ~0u, HM_INVALID_ID, nullptr, nullptr), 1LL);
    QCOMPARE(hm_world_query_point(world.get(), 71, 72, ~0u, HM_INVALID_ID, nullptr, nullptr), 0LL);
    QCOMPARE(hm_world_move(world.get(), ship, 0, 0), 1); // moves the pivot, origin kept
    QCOMPARE(hm_world_query_point(world.get(), -28, -28, ~0u, HM_INVALID_ID, nullptr, nullptr),
             1LL);
    // set_mask keeps both position and origin.
    MaskPtr dot(hm_mask_new(1, 1));
    hm_mask_set(dot.get(), 0, 0, 1);
    QCOMPARE(hm_world_set_mask(world.get(), ship, dot.get()), 1);
    QCOMPARE(hm_world_query_point(world.get(), -28, -28, ~0u, HM_INVALID_ID, nullptr, nullptr),
             1LL);
    QCOMPARE(hm_world_origin(world.get(), ship, &x, &y), 1);
    QCOMPARE(x, 28);
    // Refused: a frame or channel out of range, NULL file; the entry stays as it was.
    QCOMPARE(hm_world_set_frame(world.get(), ship, file.get(), 2, 0), 0);
    QCOMPARE(hm_last_error(), HM_ERROR_ARGUMENT);
    QCOMPARE(hm_world_set_frame(world.get(), ship, file.get(), 0, 1), 0);
    QCOMPARE(hm_world_set_frame(world.get(), ship, nullptr, 0, 0), 0);
    QCOMPARE(hm_world_add_frame(world.get(), file.get(), -1, 0, 0, 0), HM_INVALID_ID);
    QCOMPARE(hm_last_error(), HM_ERROR_ARGUMENT);
    QCOMPARE(hm_world_origin(world.get(), ship, &x, &y), 1);
    QCOMPARE(x, 28);
    QCOMPARE(hm_world_remove(world.get(), ship), 1);
    QCOMPARE(hm_world_set_frame(world.get(), ship, file.get(), 0, 0), 0);
    QCOMPARE(hm_last_error(), HM_ERROR_STALE_ID);
    QCOMPARE(hm_world_origin(world.get(), ship, &x, &y), 0);
    QCOMPARE(hm_last_error(), HM_ERROR_STALE_ID);
}

QTEST_GUILESS_MAIN(TestCApiPivots)

#include "tst_capipivots.moc"
