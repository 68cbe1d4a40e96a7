// SPDX-License-Identifier: MIT
// The C API's game-shaped World against brute force over byte arrays: stale ids after
// removes and re-adds, user data and getters, entry iteration, collisions of one entry,
// and contact events against a frame diff of all pairs. Queries and details:
// tst_capiworldqueries.
#include "worldsim.hpp"

#include <QTest>
#include <algorithm>
#include <climits>
#include <set>
#include <string>
#include <tuple>

using namespace worldsim;
using capitest::collectId;
using capitest::MaskPtr;
using capitest::WorldPtr;

namespace {

struct Event {
    uint32_t first, second;
    int phase;
    bool operator==(const Event&) const = default;
};

} // namespace

class TestCApiWorldApi : public QObject {
    Q_OBJECT

private slots:
    void entriesGettersAndStaleIds();
    void idsNeverRepeat();
    void stepMatchesFrameDiff();
};

// After every change: each live entry's getters, every removed id refused everywhere,
// the entries in slot order, and one entry's collisions.
void TestCApiWorldApi::entriesGettersAndStaleIds() {
    std::mt19937 rng(11);
    long long checks = 0, staleChecks = 0;
    for (int w = 0; w < 40; ++w) {
        Sim sim(rng, 8, 30);
        sim.far = w % 4 == 0;
        for (int step = 0; step < 150; ++step) {
            QVERIFY2(sim.change(), ("world " + std::to_string(w)).c_str());
            hm_world* world = sim.world.get();
            for (const auto& [id, e] : sim.live) {
                int x = 0, y = 0;
                uint32_t layers = 0, collidesWith = 0;
                QCOMPARE(hm_world_contains(world, id), 1);
                QCOMPARE(hm_world_position(world, id, &x, &y), 1);
                QCOMPARE(std::pair(x, y), std::pair(e.x, e.y));
                QCOMPARE(hm_world_mask(world, id), sim.handle(e));
                QCOMPARE(hm_world_layers(world, id, &layers, &collidesWith), 1);
                QCOMPARE(std::pair(layers, collidesWith), std::pair(e.layers, e.collidesWith));
                QCOMPARE(hm_world_user_data(world, id), e.user);
                ++checks;
            }
            for (const uint32_t id : sim.removed) {
                int x = 7, y = 7;
                uint32_t layers = 7, collidesWith = 7;
                QCOMPARE(hm_world_contains(world, id), 0);
                QCOMPARE(hm_world_position(world, id, &x, &y), 0);
                QCOMPARE(hm_world_layers(world, id, &layers, &collidesWith), 0);
                QCOMPARE(std::tuple(x, y, layers, collidesWith), std::tuple(7, 7, 7u, 7u));
                QVERIFY(!hm_world_mask(world, id));
                QVERIFY(!hm_world_user_data(world, id));
                QCOMPARE(hm_world_move(world, id, 0, 0), 0);
                QCOMPARE(hm_world_set_mask(world, id, sim.masks[0].get()), 0);
                QCOMPARE(hm_world_set_layers(world, id, 1, 1), 0);
                QCOMPARE(hm_world_set_user_data(world, id, &x), 0);
                QCOMPARE(hm_world_remove(world, id), 0);
                QCOMPARE(hm_world_collisions_of(world, id, collectId, nullptr), 0LL);
                ++staleChecks;
            }
            std::vector<uint32_t> want, got;
            for (const auto& [id, e] : sim.bySlot())
                want.push_back(id);
            QCOMPARE(hm_world_entries(world, collectId, &got), static_cast<long long>(want.size()));
            QCOMPARE(got, want);
            QCOMPARE(hm_world_entries(world, nullptr, nullptr),
                     static_cast<long long>(want.size()));
            if (!sim.live.empty()) {
                const uint32_t id = want[rng() % want.size()];
                const Entry& e = sim.live[id];
                std::vector<uint32_t> wantOf, gotOf;
                for (const auto& [other, oe] : sim.live) // by id, as the results come
                    if (other != id && sim.collide(e, oe))
                        wantOf.push_back(other);
                QCOMPARE(hm_world_collisions_of(world, id, collectId, &gotOf),
                         static_cast<long long>(wantOf.size()));
                QCOMPARE(gotOf, wantOf);
            }
        }
        // The world's mask handles go with it: ASan sees any leak or double free.
    }
    qInfo("%lld live-entry checks, %lld stale-id checks", checks, staleChecks);
}

// A slot reused 5000 times: every id differs, and each removed one stays refused.
void TestCApiWorldApi::idsNeverRepeat() {
    MaskPtr m(hm_mask_new(2, 2));
    hm_mask_set(m.get(), 0, 0, 1);
    WorldPtr world(hm_world_new(16));
    const uint32_t keep = hm_world_add(world.get(), m.get(), 0, 0);
    std::set<uint32_t> seen{keep};
    uint32_t last = HM_INVALID_ID;
    for (int i = 0; i < 5000; ++i) {
        const uint32_t id = hm_world_add(world.get(), m.get(), 0, 0);
        QVERIFY(id != HM_INVALID_ID);
        QVERIFY2(seen.insert(id).second, "an id handed out twice");
        QCOMPARE(hm_world_remove(world.get(), id), 1);
        QCOMPARE(hm_world_contains(world.get(), id), 0);
        if (last != HM_INVALID_ID)
            QCOMPARE(hm_world_move(world.get(), last, 1, 1), 0);
        last = id;
    }
    QCOMPARE(hm_world_size(world.get()), 1LL);
    QCOMPARE(hm_world_contains(world.get(), keep), 1);
    QCOMPARE(hm_world_contains(world.get(), HM_INVALID_ID), 0);
}

namespace {

struct StepLog {
    hm_world* world;
    std::vector<Event> events;
    long long areaMismatches = 0;
    const Sim* sim;
};

// Records the event and, for a pair colliding now, checks that the details are readable
// from inside the callback.
void onContact(uint32_t first, uint32_t second, int phase, void* user) {
    auto* log = static_cast<StepLog*>(user);
    log->events.push_back({first, second, phase});
    if (phase == HM_CONTACT_ENDED)
        return;
    const auto a = log->sim->live.find(first), b = log->sim->live.find(second);
    if (a == log->sim->live.end() || b == log->sim->live.end()) {
        ++log->areaMismatches;
        return;
    }
    const Entry& ea = a->second;
    const Entry& eb = b->second;
    const long long want = capioracle::overlap(log->sim->pixels(ea), log->sim->pixels(eb),
                                               static_cast<long long>(eb.x) - ea.x,
                                               static_cast<long long>(eb.y) - ea.y)
                               .area;
    if (hm_world_overlap_area(log->world, first, second) != want ||
        hm_world_user_data(log->world, first) != ea.user)
        ++log->areaMismatches;
}

} // namespace

// Each step's events against the previous step's brute-force pairs diffed with this
// step's, removed entries' pairs included (ending with their stale ids).
void TestCApiWorldApi::stepMatchesFrameDiff() {
    std::mt19937 rng(23);
    long long steps = 0, events = 0;
    long long phases[3] = {0, 0, 0};
    for (int w = 0; w < 12; ++w) {
        Sim sim(rng, 8, 24);
        sim.spread = 60 + static_cast<int>(rng() % 120);
        sim.far = w % 6 == 5;
        Pairs previous;
        for (int step = 0; step < 300; ++step, ++steps) {
            for (int k = 0, n = static_cast<int>(rng() % 5); k < n; ++k)
                QVERIFY(sim.change());
            const Pairs now = sim.pairs();
            // The frame diff, in the core's order: by slots, then by ids.
            const auto key = [](const std::pair<uint32_t, uint32_t>& p) {
                return std::tuple(slotOf(p.first), slotOf(p.second), p.first, p.second);
            };
            std::map<std::tuple<uint32_t, uint32_t, uint32_t, uint32_t>, Event> diff;
            for (const auto& p : previous)
                diff[key(p)] = {p.first, p.second, HM_CONTACT_ENDED};
            for (const auto& p : now) {
                auto [it, fresh] = diff.try_emplace(key(p), Event{p.first, p.second, 0});
                it->second.phase = fresh ? HM_CONTACT_BEGAN : HM_CONTACT_STAYED;
            }
            std::vector<Event> want;
            for (const auto& [k, e] : diff)
                want.push_back(e);
            StepLog log{sim.world.get(), {}, 0, &sim};
            const bool quiet = rng() % 8 == 0; // a NULL callback steps all the same
            QCOMPARE(hm_world_step(sim.world.get(), quiet ? nullptr : onContact, &log),
                     static_cast<long long>(want.size()));
            if (!quiet) {
                QVERIFY2(log.events == want,
                         ("world " + std::to_string(w) + " step " + std::to_string(step)).c_str());
                QCOMPARE(log.areaMismatches, 0LL);
            }
            for (const Event& e : want)
                ++phases[e.phase];
            events += static_cast<long long>(want.size());
            previous = now;
        }
    }
    qInfo("%lld steps, %lld events (%lld began, %lld stayed, %lld ended)", steps, events,
          phases[HM_CONTACT_BEGAN], phases[HM_CONTACT_STAYED], phases[HM_CONTACT_ENDED]);
    QVERIFY(phases[0] > 1000 && phases[1] > 1000 && phases[2] > 1000);
}

QTEST_GUILESS_MAIN(TestCApiWorldApi)
#include "tst_capiworldapi.moc"
