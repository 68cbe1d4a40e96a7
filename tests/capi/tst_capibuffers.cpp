// SPDX-License-Identifier: MIT
// The C API's buffer forms (hitmask_world_buffers.h) against the callback forms and
// brute force: every answer, with buffers too small (nothing written, the count
// returned), NULL with capacity 0 and negative capacities; step_into's held events; and
// hm_world_move_many against one hm_world_move per entry.
#include "worldsim.hpp"

#include <QTest>
#include <hitmask/hitmask.h>
#include <string>

using namespace worldsim;
using capitest::collectId;

namespace {

constexpr uint32_t kPoison = 0xDEADBEEFu;

struct Event {
    uint32_t first, second;
    int phase;
    bool operator==(const Event&) const = default;
};

void collectEvent(uint32_t first, uint32_t second, int phase, void* user) {
    static_cast<std::vector<Event>*>(user)->push_back({first, second, phase});
}

void collectPair(uint32_t first, uint32_t second, void* user) {
    static_cast<Pairs*>(user)->emplace_back(first, second);
}

bool operator==(const hm_pair& a, const hm_pair& b) {
    return a.first == b.first && a.second == b.second;
}

// A position near the others, or (far) near the ints' ends.
int randomPosition(std::mt19937& rng, bool far) {
    if (far && rng() % 4 == 0)
        return rng() % 2 ? INT_MAX - static_cast<int>(rng() % 100)
                         : INT_MIN + static_cast<int>(rng() % 100);
    return static_cast<int>(rng() % 240) - 120;
}

// A capacity for a call whose answer has n results: exactly n, more, or (when there is
// one) fewer, so that every side of the buffer rule comes up.
long long randomCapacity(std::mt19937& rng, long long n) {
    switch (rng() % 4) {
    case 0:
        return n;
    case 1:
        return n + 1 + static_cast<long long>(rng() % 5);
    case 2:
        return n > 0 ? static_cast<long long>(rng() % static_cast<unsigned>(n)) : 0;
    default:
        return 0;
    }
}

// Calls `into(out, capacity)` with a poisoned buffer of `capacity` (NULL for 0) and checks
// the buffer rule against `want`: the count always, all of `want` when it fits, and not
// one element written when it does not.
template <class T, class F>
bool followsRule(std::mt19937& rng, const std::vector<T>& want, const T& poison, F&& into,
                 std::string& why) {
    const long long n = static_cast<long long>(want.size());
    const long long capacity = randomCapacity(rng, n);
    std::vector<T> out(static_cast<std::size_t>(capacity), poison);
    const long long got = into(capacity ? out.data() : nullptr, capacity);
    if (got != n) {
        why = "count " + std::to_string(got) + ", want " + std::to_string(n);
        return false;
    }
    for (long long i = 0; i < capacity; ++i) {
        const T& expected = n <= capacity && i < n ? want[static_cast<std::size_t>(i)] : poison;
        if (!(out[static_cast<std::size_t>(i)] == expected)) {
            why = "element " + std::to_string(i) + " of capacity " + std::to_string(capacity);
            return false;
        }
    }
    return hm_last_error() == HM_OK || (why = "error set", false);
}

} // namespace

class TestCApiBuffers : public QObject {
    Q_OBJECT

private slots:
    void buffersAgreeWithCallbacksAndBruteForce();
    void stepIntoHoldsEventsThatDoNotFit();
    void moveManyMovesEachLiveEntry();
    void refusedBuffers();
};

void TestCApiBuffers::buffersAgreeWithCallbacksAndBruteForce() {
    std::mt19937 rng(4242);
    long long checks = 0, tooSmall = 0;
    for (int w = 0; w < 60; ++w) {
        Sim sim(rng, 12, 40);
        sim.far = w % 5 == 4;
        for (int step = 0; step < 30; ++step) {
            for (int i = 0; i < 6; ++i)
                QVERIFY(sim.change());
            hm_world* world = sim.world.get();
            std::string why;
            const std::string where =
                "world " + std::to_string(w) + " step " + std::to_string(step);

            std::vector<hm_pair> pairs;
            for (const auto& [a, b] : sim.pairsById())
                pairs.push_back({a, b});
            Pairs viaCallback;
            QCOMPARE(hm_world_collisions(world, collectPair, &viaCallback),
                     static_cast<long long>(pairs.size()));
            QVERIFY2(followsRule(
                         rng, pairs, hm_pair{kPoison, kPoison},
                         [&](hm_pair* out, long long cap) {
                             return hm_world_collisions_into(world, out, cap);
                         },
                         why),
                     (where + " collisions: " + why).c_str());
            tooSmall += !pairs.empty();

            std::vector<uint32_t> entries;
            for (const auto& [id, e] : sim.bySlot())
                entries.push_back(id);
            QVERIFY2(followsRule(
                         rng, entries, kPoison,
                         [&](uint32_t* out, long long cap) {
                             return hm_world_entries_into(world, out, cap);
                         },
                         why),
                     (where + " entries: " + why).c_str());

            const uint32_t layers = randomLayers(rng);
            const uint32_t exclude =
                sim.live.empty() || rng() % 3 ? HM_INVALID_ID : sim.live.begin()->first;
            const int px = sim.position(), py = sim.position();
            std::vector<uint32_t> want;
            QVERIFY(hm_world_query_point(world, px, py, layers, exclude, collectId, &want) >= 0);
            std::vector<uint32_t> oracle;
            for (const auto& [id, e] : sim.live)
                if (id != exclude && (e.layers & layers) && sim.solidAt(e, px, py))
                    oracle.push_back(id);
            QCOMPARE(want, oracle);
            QVERIFY2(followsRule(
                         rng, want, kPoison,
                         [&](uint32_t* out, long long cap) {
                             return hm_world_query_point_into(world, px, py, layers, exclude, out,
                                                              cap);
                         },
                         why),
                     (where + " point: " + why).c_str());

            const int rw = static_cast<int>(rng() % 80), rh = static_cast<int>(rng() % 80);
            want.clear();
            hm_world_query_rect(world, px, py, rw, rh, layers, exclude, collectId, &want);
            QVERIFY2(followsRule(
                         rng, want, kPoison,
                         [&](uint32_t* out, long long cap) {
                             return hm_world_query_rect_into(world, px, py, rw, rh, layers, exclude,
                                                             out, cap);
                         },
                         why),
                     (where + " rect: " + why).c_str());

            const hm_mask* shape = sim.masks[rng() % sim.masks.size()].get();
            want.clear();
            hm_world_query_mask_excluding(world, shape, px, py, layers, exclude, collectId, &want);
            QVERIFY2(followsRule(
                         rng, want, kPoison,
                         [&](uint32_t* out, long long cap) {
                             return hm_world_query_mask_into(world, shape, px, py, layers, exclude,
                                                             out, cap);
                         },
                         why),
                     (where + " mask: " + why).c_str());

            for (const auto& [id, e] : sim.live) {
                want.clear();
                hm_world_collisions_of(world, id, collectId, &want);
                QVERIFY2(followsRule(
                             rng, want, kPoison,
                             [&](uint32_t* out, long long cap) {
                                 return hm_world_collisions_of_into(world, id, out, cap);
                             },
                             why),
                         (where + " collisions_of: " + why).c_str());
                ++checks;
            }
            for (const uint32_t id : sim.removed) {
                QCOMPARE(hm_world_collisions_of_into(world, id, nullptr, 0), 0LL);
                QCOMPARE(hm_last_error(), HM_ERROR_STALE_ID);
            }
            checks += 6;
        }
    }
    qInfo("%lld buffer calls checked, %lld steps with pairs", checks, tooSmall);
}

// Two worlds driven alike: one stepped by hm_world_step(), one by hm_world_step_into()
// into buffers of random sizes, which must hand over the same events, each step once.
void TestCApiBuffers::stepIntoHoldsEventsThatDoNotFit() {
    long long held = 0, events = 0;
    for (int w = 0; w < 40; ++w) {
        std::mt19937 rngA(static_cast<unsigned>(900 + w)), rngB(static_cast<unsigned>(900 + w));
        Sim a(rngA, 10, 40), b(rngB, 10, 40);
        std::mt19937 rng(static_cast<unsigned>(w));
        for (int step = 0; step < 40; ++step) {
            for (int i = 0; i < 5; ++i) {
                QVERIFY(a.change());
                QVERIFY(b.change());
            }
            std::vector<Event> want;
            const long long n = hm_world_step(a.world.get(), collectEvent, &want);
            QCOMPARE(n, static_cast<long long>(want.size()));
            events += n;
            // Too small first, as often as chosen: the count, nothing written, nothing stepped.
            while (n > 0 && rng() % 2) {
                const long long small = static_cast<long long>(rng() % static_cast<unsigned>(n));
                std::vector<hm_contact> out(static_cast<std::size_t>(small),
                                            hm_contact{kPoison, kPoison, -7});
                QCOMPARE(hm_world_step_into(b.world.get(), small ? out.data() : nullptr, small), n);
                for (const hm_contact& c : out)
                    QVERIFY(c.first == kPoison && c.second == kPoison && c.phase == -7);
                ++held;
                // Moving in between changes nothing held: the step was taken before.
                if (!b.live.empty() && rng() % 2) {
                    const uint32_t id = b.live.begin()->first;
                    QCOMPARE(hm_world_move(b.world.get(), id, 1 << 20, 1 << 20), 1);
                    QCOMPARE(hm_world_move(b.world.get(), id, b.live.begin()->second.x,
                                           b.live.begin()->second.y),
                             1);
                }
            }
            std::vector<hm_contact> out(static_cast<std::size_t>(n) + rng() % 3);
            QCOMPARE(
                hm_world_step_into(b.world.get(), out.data(), static_cast<long long>(out.size())),
                n);
            QCOMPARE(hm_last_error(), HM_OK);
            std::vector<Event> got;
            for (long long i = 0; i < n; ++i)
                got.push_back({out[static_cast<std::size_t>(i)].first,
                               out[static_cast<std::size_t>(i)].second,
                               out[static_cast<std::size_t>(i)].phase});
            QVERIFY2(got == want,
                     ("world " + std::to_string(w) + " step " + std::to_string(step)).c_str());
        }
        // Held events are dropped by hm_world_step(), which steps afresh: nothing moved,
        // so every pair colliding now stays.
        const long long n = hm_world_step(a.world.get(), nullptr, nullptr);
        if (n > 0) {
            QCOMPARE(hm_world_step_into(b.world.get(), nullptr, 0), n);
            std::vector<Event> fromB;
            QCOMPARE(hm_world_step(b.world.get(), collectEvent, &fromB),
                     hm_world_collisions(b.world.get(), nullptr, nullptr));
            for (const Event& e : fromB)
                QCOMPARE(e.phase, HM_CONTACT_STAYED);
        }
    }
    qInfo("%lld events, %lld calls with a buffer too small", events, held);
    QVERIFY(held > 100);
}

void TestCApiBuffers::moveManyMovesEachLiveEntry() {
    long long moved = 0;
    for (int w = 0; w < 60; ++w) {
        std::mt19937 rngA(static_cast<unsigned>(70 + w)), rngB(static_cast<unsigned>(70 + w));
        Sim a(rngA, 8, 30), b(rngB, 8, 30);
        a.far = b.far = w % 3 == 2;
        std::mt19937 rng(static_cast<unsigned>(w));
        for (int step = 0; step < 20; ++step) {
            for (int i = 0; i < 6; ++i) {
                QVERIFY(a.change());
                QVERIFY(b.change());
            }
            // Live ids, stale ones and repeats, in random order.
            std::vector<uint32_t> ids;
            std::vector<int32_t> xy;
            long long live = 0;
            for (int i = 0, n = static_cast<int>(rng() % 30); i < n; ++i) {
                uint32_t id = HM_INVALID_ID;
                if (!a.live.empty() && rng() % 5) {
                    auto it = a.live.begin();
                    std::advance(it, static_cast<long>(rng() % a.live.size()));
                    id = it->first;
                    ++live;
                } else if (!a.removed.empty() && rng() % 2) {
                    id = *a.removed.begin();
                }
                ids.push_back(id);
                xy.push_back(randomPosition(rng, a.far));
                xy.push_back(randomPosition(rng, a.far));
            }
            for (std::size_t i = 0; i < ids.size(); ++i)
                if (hm_world_move(a.world.get(), ids[i], xy[2 * i], xy[2 * i + 1]) == 1) {
                    a.live[ids[i]].x = xy[2 * i];
                    a.live[ids[i]].y = xy[2 * i + 1];
                    b.live[ids[i]].x = xy[2 * i];
                    b.live[ids[i]].y = xy[2 * i + 1];
                }
            QCOMPARE(hm_world_move_many(b.world.get(), ids.empty() ? nullptr : ids.data(),
                                        xy.empty() ? nullptr : xy.data(),
                                        static_cast<long long>(ids.size())),
                     live);
            QCOMPARE(hm_last_error(),
                     live == static_cast<long long>(ids.size()) ? HM_OK : HM_ERROR_STALE_ID);
            moved += live;
            for (const auto& [id, e] : b.live) {
                int x = 0, y = 0;
                QCOMPARE(hm_world_position(b.world.get(), id, &x, &y), 1);
                QCOMPARE(x, e.x);
                QCOMPARE(y, e.y);
            }
            Pairs got;
            hm_world_collisions(b.world.get(), collectPair, &got);
            QCOMPARE(got, b.pairsById());
        }
    }
    qInfo("%lld moves checked", moved);
}

void TestCApiBuffers::refusedBuffers() {
    capitest::WorldPtr world(hm_world_new(32));
    capitest::MaskPtr dot(hm_mask_new(1, 1));
    hm_mask_set(dot.get(), 0, 0, 1);
    const uint32_t a = hm_world_add(world.get(), dot.get(), 0, 0);
    hm_world_add(world.get(), dot.get(), 0, 0);
    hm_world* w = world.get();
    uint32_t ids[4] = {kPoison, kPoison, kPoison, kPoison};
    hm_pair pairs[2] = {{kPoison, kPoison}, {kPoison, kPoison}};
    hm_contact contacts[2] = {};
    const auto refused = [&](long long got, int code) {
        return got == -1 && hm_last_error() == code && ids[0] == kPoison &&
               pairs[0].first == kPoison;
    };
    QVERIFY(refused(hm_world_collisions_into(w, pairs, -1), HM_ERROR_ARGUMENT));
    QVERIFY(refused(hm_world_collisions_into(w, nullptr, 1), HM_ERROR_ARGUMENT));
    QVERIFY(refused(hm_world_collisions_into(nullptr, pairs, 2), HM_ERROR_ARGUMENT));
    QVERIFY(refused(hm_world_entries_into(w, ids, -5), HM_ERROR_ARGUMENT));
    QVERIFY(refused(hm_world_entries_into(w, nullptr, 3), HM_ERROR_ARGUMENT));
    QVERIFY(refused(hm_world_collisions_of_into(w, a, ids, LLONG_MIN), HM_ERROR_ARGUMENT));
    QVERIFY(refused(hm_world_query_point_into(w, 0, 0, ~0u, HM_INVALID_ID, ids, -1),
                    HM_ERROR_ARGUMENT));
    QVERIFY(refused(hm_world_query_rect_into(w, 0, 0, -1, 1, ~0u, HM_INVALID_ID, ids, 4),
                    HM_ERROR_ARGUMENT));
    QVERIFY(refused(hm_world_query_mask_into(w, nullptr, 0, 0, ~0u, HM_INVALID_ID, ids, 4),
                    HM_ERROR_ARGUMENT));
    QVERIFY(refused(hm_world_step_into(w, contacts, -1), HM_ERROR_ARGUMENT));
    QVERIFY(refused(hm_world_move_many(w, ids, nullptr, 1), HM_ERROR_ARGUMENT));
    QVERIFY(refused(hm_world_move_many(w, nullptr, nullptr, -1), HM_ERROR_ARGUMENT));
    QCOMPARE(hm_world_move_many(w, nullptr, nullptr, 0), 0LL);
    QCOMPARE(hm_last_error(), HM_OK);
    // Counting alone: NULL with capacity 0.
    QCOMPARE(hm_world_collisions_into(w, nullptr, 0), 1LL);
    QCOMPARE(hm_world_entries_into(w, nullptr, 0), 2LL);
    QCOMPARE(hm_world_query_point_into(w, 0, 0, ~0u, a, nullptr, 0), 1LL);
    QCOMPARE(hm_world_step_into(w, nullptr, 0), 1LL); // held: the next call hands it over
    QCOMPARE(hm_world_step_into(w, contacts, 2), 1LL);
    QCOMPARE(contacts[0].phase, HM_CONTACT_BEGAN);
    QCOMPARE(hm_world_step_into(w, contacts, 2), 1LL);
    QCOMPARE(contacts[0].phase, HM_CONTACT_STAYED);
}

QTEST_GUILESS_MAIN(TestCApiBuffers)

#include "tst_capibuffers.moc"
