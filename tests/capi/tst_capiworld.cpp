// SPDX-License-Identifier: MIT
// The C API's World against every pair of entries tested pixel by pixel over byte
// arrays, through random adds, moves, mask swaps, layer changes and removes; queries;
// masks and files freed before the entries that use them; callbacks that try to change
// the world.
#include "capitest.hpp"

#include <QTest>
#include <algorithm>
#include <climits>
#include <map>
#include <utility>
#include <vector>

using capioracle::Pixels;
using namespace capitest;

namespace {

struct Entry {
    int mask = 0; // index into the pool
    int x = 0, y = 0;
    uint32_t layers = 1, collidesWith = 0xffffffffu;
};

using Pairs = std::vector<std::pair<uint32_t, uint32_t>>;

void collect(uint32_t first, uint32_t second, void* user) {
    static_cast<Pairs*>(user)->emplace_back(first, second);
}

bool touches(const Pixels& a, long long ax, long long ay, const Pixels& b, long long bx,
             long long by) {
    return capioracle::overlap(a, b, bx - ax, by - ay).found;
}

uint32_t randomLayers(std::mt19937& rng) {
    static const uint32_t choices[] = {1u, 2u, 4u, 3u, 6u, 0xffffffffu, 0x80000000u, 0u};
    return choices[rng() % std::size(choices)];
}

int randomPosition(std::mt19937& rng, int spread, bool far) {
    if (far && rng() % 3 == 0)
        return rng() % 2 ? INT_MAX - static_cast<int>(rng() % 300)
                         : INT_MIN + static_cast<int>(rng() % 300);
    return static_cast<int>(rng() % static_cast<unsigned>(spread)) - spread / 2;
}

} // namespace

class TestCApiWorld : public QObject {
    Q_OBJECT

private slots:
    void worldsMatchAllPairs();
    void entriesKeepTheirMasks();
    void callbacksCannotChangeTheWorld();
};

void TestCApiWorld::worldsMatchAllPairs() {
    std::mt19937 rng(5);
    long long steps = 0, pairsSeen = 0, queries = 0;
    for (int w = 0; w < 150; ++w) {
        std::vector<Pixels> pool;
        std::vector<MaskPtr> masks;
        for (int i = 0; i < 10; ++i) {
            const int side =
                rng() % 4 == 0 ? capioracle::randomSide(rng) : 1 + static_cast<int>(rng() % 40);
            pool.push_back(capioracle::randomPixels(rng, side, 1 + static_cast<int>(rng() % 40)));
            masks.push_back(makeMask(pool.back(), rng));
        }
        const int spread = 40 + static_cast<int>(rng() % 400);
        const bool far = w % 5 == 0;
        const int cellSize = 8 + static_cast<int>(rng() % 100);
        WorldPtr world(hm_world_new(cellSize));
        QCOMPARE(hm_world_cell_size(world.get()), cellSize);
        std::map<uint32_t, Entry> live;
        for (int step = 0; step < 40; ++step, ++steps) {
            for (int k = 0, n = 1 + static_cast<int>(rng() % 6); k < n; ++k) {
                const unsigned what = rng() % 10;
                if (what < 4 || live.empty()) {
                    Entry e{static_cast<int>(rng() % pool.size()), randomPosition(rng, spread, far),
                            randomPosition(rng, spread, far)};
                    const uint32_t id = hm_world_add(
                        world.get(), masks[static_cast<std::size_t>(e.mask)].get(), e.x, e.y);
                    QVERIFY(id != HM_INVALID_ID);
                    QVERIFY(!live.count(id));
                    live[id] = e;
                    continue;
                }
                auto it = live.begin();
                std::advance(it, static_cast<long>(rng() % live.size()));
                Entry& e = it->second;
                if (what < 6) {
                    e.x = randomPosition(rng, spread, far);
                    e.y = randomPosition(rng, spread, far);
                    QCOMPARE(hm_world_move(world.get(), it->first, e.x, e.y), 1);
                } else if (what == 6) {
                    e.mask = static_cast<int>(rng() % pool.size());
                    QCOMPARE(hm_world_set_mask(world.get(), it->first,
                                               masks[static_cast<std::size_t>(e.mask)].get()),
                             1);
                } else if (what == 7) {
                    e.layers = randomLayers(rng);
                    e.collidesWith = randomLayers(rng);
                    QCOMPARE(hm_world_set_layers(world.get(), it->first, e.layers, e.collidesWith),
                             1);
                } else {
                    QCOMPARE(hm_world_remove(world.get(), it->first), 1);
                    QCOMPARE(hm_world_contains(world.get(), it->first), 0);
                    live.erase(it);
                }
            }
            // Pairs by id, first < second, whatever slots the ids name.
            Pairs want;
            for (auto sa = live.begin(); sa != live.end(); ++sa)
                for (auto sb = std::next(sa); sb != live.end(); ++sb) {
                    const Entry& ea = sa->second;
                    const Entry& eb = sb->second;
                    if ((ea.layers & eb.collidesWith) != 0 && (eb.layers & ea.collidesWith) != 0 &&
                        touches(pool[static_cast<std::size_t>(ea.mask)], ea.x, ea.y,
                                pool[static_cast<std::size_t>(eb.mask)], eb.x, eb.y))
                        want.emplace_back(sa->first, sb->first);
                }
            Pairs got;
            QCOMPARE(hm_world_collisions(world.get(), collect, &got),
                     static_cast<long long>(want.size()));
            QVERIFY2(got == want,
                     ("world " + std::to_string(w) + " step " + std::to_string(step)).c_str());
            QCOMPARE(hm_world_collisions(world.get(), nullptr, nullptr),
                     static_cast<long long>(want.size()));
            pairsSeen += static_cast<long long>(want.size());
            QCOMPARE(hm_world_size(world.get()), static_cast<long long>(live.size()));
            for (const auto& [id, e] : live)
                QCOMPARE(hm_world_contains(world.get(), id), 1);

            // A query shape from the pool, on some layers.
            const int q = static_cast<int>(rng() % pool.size());
            const int qx = randomPosition(rng, spread, far), qy = randomPosition(rng, spread, far);
            const uint32_t layers = randomLayers(rng);
            std::vector<uint32_t> wantIds, gotIds;
            for (const auto& [id, e] : live)
                if ((e.layers & layers) != 0 &&
                    touches(pool[static_cast<std::size_t>(e.mask)], e.x, e.y,
                            pool[static_cast<std::size_t>(q)], qx, qy))
                    wantIds.push_back(id);
            QCOMPARE(hm_world_query(world.get(), masks[static_cast<std::size_t>(q)].get(), qx, qy,
                                    layers, collectId, &gotIds),
                     static_cast<long long>(wantIds.size()));
            QCOMPARE(gotIds, wantIds);
            ++queries;
        }
    }
    qInfo("%lld world steps and %lld queries checked against all pairs, %lld pairs in all", steps,
          queries, pairsSeen);
}

// An entry keeps its mask, or its mask's file, alive: free them first in any order.
void TestCApiWorld::entriesKeepTheirMasks() {
    const Pixels square{3, 3, {1, 1, 1, 1, 1, 1, 1, 1, 1}};
    const std::vector<std::uint8_t> bytes =
        capioracle::writeHmsk({"solid", "hit"}, {{{square, square}, 0, 0}}, 2);
    char error[100];
    hm_file* file = hm_file_load_memory(bytes.data(), bytes.size(), error, sizeof error);
    QVERIFY2(file, error);
    hm_mask* own = hm_mask_new(2, 2);
    hm_mask_set(own, 0, 0, 1);
    hm_world* world = hm_world_new(64);
    const uint32_t a = hm_world_add(world, hm_file_mask(file, 0, 0), 0, 0);
    const uint32_t b = hm_world_add(world, hm_file_mask(file, 0, 1), 2, 2);
    const uint32_t c = hm_world_add(world, own, 2, 0);
    const uint32_t d = hm_world_add(world, own, 100, 100);
    hm_file_free(file);
    hm_mask_free(own);
    Pairs got;
    QCOMPARE(hm_world_collisions(world, collect, &got), 2LL);
    QCOMPARE(got, (Pairs{{a, b}, {a, c}}));
    QCOMPARE(hm_world_remove(world, a), 1);
    QCOMPARE(hm_world_remove(world, c), 1);
    QCOMPARE(hm_world_set_mask(world, d, hm_file_mask(nullptr, 0, 0)), 0);
    QCOMPARE(hm_world_move(world, d, 3, 3), 1);
    QCOMPARE(hm_world_collisions(world, nullptr, nullptr), 1LL); // b's (2..4) meets own's (3, 3)
    hm_world_free(world); // the last users go: the file and `own` are freed here
}

namespace {

struct Reentry {
    hm_world* world;
    const hm_mask* mask;
    uint32_t id;
    int refused = 0;
};

void tryToChange(uint32_t, uint32_t, void* user) {
    auto* r = static_cast<Reentry*>(user);
    r->refused += hm_world_add(r->world, r->mask, 0, 0) == HM_INVALID_ID;
    r->refused += hm_world_move(r->world, r->id, 9, 9) == 0;
    r->refused += hm_world_set_mask(r->world, r->id, r->mask) == 0;
    r->refused += hm_world_set_layers(r->world, r->id, 0, 0) == 0;
    r->refused += hm_world_remove(r->world, r->id) == 0;
    r->refused += hm_world_collisions(r->world, nullptr, nullptr) == -1;
    r->refused += hm_world_query(r->world, r->mask, 0, 0, ~0u, nullptr, nullptr) == -1;
    r->refused += hm_world_candidate_pairs(r->world) == -1;
    hm_world_free(r->world);                               // ignored while running
    r->refused += hm_world_contains(r->world, r->id) == 1; // reading is fine
}

void tryToChangeFromQuery(uint32_t id, void* user) {
    tryToChange(id, id, user);
}

} // namespace

void TestCApiWorld::callbacksCannotChangeTheWorld() {
    MaskPtr m(hm_mask_new(4, 4));
    hm_mask_set(m.get(), 0, 0, 1);
    WorldPtr world(hm_world_new(64));
    const uint32_t a = hm_world_add(world.get(), m.get(), 0, 0);
    hm_world_add(world.get(), m.get(), 0, 0);
    Reentry r{world.get(), m.get(), a};
    QCOMPARE(hm_world_collisions(world.get(), tryToChange, &r), 1LL);
    QCOMPARE(r.refused, 9);
    r.refused = 0;
    QCOMPARE(hm_world_query(world.get(), m.get(), 0, 0, ~0u, tryToChangeFromQuery, &r), 2LL);
    QCOMPARE(r.refused, 18);
    QCOMPARE(hm_world_size(world.get()), 2LL);
    QCOMPARE(hm_world_move(world.get(), a, 9, 9), 1); // allowed again afterwards
    QCOMPARE(hm_world_collisions(world.get(), nullptr, nullptr), 0LL);
    // A pile on one spot: the bound tells before the pairs are asked for.
    for (int i = 0; i < 98; ++i)
        hm_world_add(world.get(), m.get(), 50, 50);
    QVERIFY(hm_world_candidate_pairs(world.get()) >= 98LL * 97 / 2);
}

QTEST_GUILESS_MAIN(TestCApiWorld)
#include "tst_capiworld.moc"
