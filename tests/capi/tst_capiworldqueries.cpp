// SPDX-License-Identifier: MIT
// The C API World's questions against brute force over byte arrays: point, rectangle,
// mask and segment queries with layers and an excluded id, pair details (area, first
// contact), and NULL, stale and reentrant calls to every new function.
#include "worldsim.hpp"

#include <QTest>
#include <algorithm>
#include <climits>
#include <cstdlib>
#include <string>

using namespace worldsim;
using capitest::collectId;
using capitest::MaskPtr;
using capitest::WorldPtr;

namespace {

struct Detail {
    uint32_t first, second;
    long long area;
    int x, y;
    bool operator==(const Detail&) const = default;
};

void collectDetail(uint32_t first, uint32_t second, long long area, int x, int y, void* user) {
    static_cast<std::vector<Detail>*>(user)->push_back({first, second, area, x, y});
}

// The segment's pixels by the definition: n = max(|dx|, |dy|) steps along the longer
// axis (x on a tie), the shorter axis at round(i * d / n), halves away from the start.
std::vector<std::pair<long long, long long>> segmentPixels(long long x0, long long y0, long long x1,
                                                           long long y1) {
    const long long dx = x1 - x0, dy = y1 - y0;
    const long long n = std::max(std::llabs(dx), std::llabs(dy));
    if (n == 0)
        return {{x0, y0}};
    const auto across = [n](long long i, long long d) {
        const long long m = (2 * i * std::llabs(d) + n) / (2 * n); // a half rounds up
        return d < 0 ? -m : m;
    };
    std::vector<std::pair<long long, long long>> out;
    for (long long i = 0; i <= n; ++i) {
        if (std::llabs(dx) >= std::llabs(dy))
            out.emplace_back(x0 + (dx < 0 ? -i : i), y0 + across(i, dy));
        else
            out.emplace_back(x0 + across(i, dx), y0 + (dy < 0 ? -i : i));
    }
    return out;
}

// The first entry (lowest slot) solid at a pixel of the walk, or none.
struct SegmentHit {
    uint32_t id = HM_INVALID_ID;
    long long x = 0, y = 0;
};

SegmentHit segmentOracle(const Sim& sim, long long x0, long long y0, long long x1, long long y1,
                         uint32_t layers, uint32_t exclude) {
    const auto entries = sim.bySlot();
    for (const auto& [px, py] : segmentPixels(x0, y0, x1, y1))
        for (const auto& [id, e] : entries)
            if (id != exclude && (e->layers & layers) != 0 && sim.solidAt(*e, px, py))
                return {id, px, py};
    return {};
}

} // namespace

class TestCApiWorldQueries : public QObject {
    Q_OBJECT

private slots:
    void queriesMatchBruteForce();
    void detailsMatchBruteForce();
    void nullStaleAndReentrantCalls();
    void nullOutsAreSkippedNotRefused();
};

void TestCApiWorldQueries::queriesMatchBruteForce() {
    std::mt19937 rng(31);
    long long points = 0, rects = 0, shapes = 0, segments = 0, segmentHits = 0, found = 0;
    for (int w = 0; w < 30; ++w) {
        Sim sim(rng, 8, 30);
        sim.spread = 80 + static_cast<int>(rng() % 300);
        sim.far = w % 5 == 4;
        for (int step = 0; step < 60; ++step) {
            for (int k = 0, n = 1 + static_cast<int>(rng() % 4); k < n; ++k)
                QVERIFY(sim.change());
            hm_world* world = sim.world.get();
            const auto entries = sim.bySlot();
            const uint32_t layers = rng() % 3 ? 0xffffffffu : randomLayers(rng);
            const uint32_t exclude =
                entries.empty() || rng() % 3 == 0
                    ? (sim.removed.empty() || rng() % 2 ? HM_INVALID_ID : *sim.removed.begin())
                    : entries[rng() % entries.size()].first;
            const auto wanted = [&](auto&& hits) {
                std::vector<uint32_t> want;
                for (const auto& [id, e] : entries)
                    if (id != exclude && (e->layers & layers) != 0 && hits(*e))
                        want.push_back(id);
                std::sort(want.begin(), want.end()); // results come in id order
                return want;
            };
            const std::string where =
                "world " + std::to_string(w) + " step " + std::to_string(step);

            // Points: on an entry's pixel or anywhere.
            for (int i = 0; i < 20; ++i, ++points) {
                int x = sim.position(), y = sim.position();
                if (!entries.empty() && rng() % 2) {
                    const Entry& e = *entries[rng() % entries.size()].second;
                    x = e.x + static_cast<int>(rng() % static_cast<unsigned>(sim.pixels(e).width));
                    y = e.y + static_cast<int>(rng() % static_cast<unsigned>(sim.pixels(e).height));
                }
                const std::vector<uint32_t> want =
                    wanted([&](const Entry& e) { return sim.solidAt(e, x, y); });
                std::vector<uint32_t> got;
                QCOMPARE(hm_world_query_point(world, x, y, layers, exclude, collectId, &got),
                         static_cast<long long>(want.size()));
                QVERIFY2(got == want, where.c_str());
                found += static_cast<long long>(want.size());
            }
            // Rectangles, empty ones and ones reaching past the ints included.
            for (int i = 0; i < 5; ++i, ++rects) {
                const int x = sim.position(), y = sim.position();
                const int width = rng() % 10 == 0 ? 0 : static_cast<int>(rng() % 120);
                const int height = rng() % 10 == 0 ? INT_MAX : static_cast<int>(rng() % 120);
                const std::vector<uint32_t> want = wanted([&](const Entry& e) {
                    const Pixels& p = sim.pixels(e);
                    for (long long py = 0; py < p.height; ++py)
                        for (long long px = 0; px < p.width; ++px)
                            if (p.at(px, py) && e.x + px >= x && e.x + px < 0LL + x + width &&
                                e.y + py >= y && e.y + py < 0LL + y + height)
                                return true;
                    return false;
                });
                std::vector<uint32_t> got;
                QCOMPARE(hm_world_query_rect(world, x, y, width, height, layers, exclude, collectId,
                                             &got),
                         static_cast<long long>(want.size()));
                QVERIFY2(got == want, where.c_str());
                found += static_cast<long long>(want.size());
            }
            // A shape from the pool.
            {
                const int q = static_cast<int>(rng() % sim.pool.size());
                const int x = sim.position(), y = sim.position();
                const Pixels& shape = sim.pool[static_cast<std::size_t>(q)];
                const std::vector<uint32_t> want = wanted([&](const Entry& e) {
                    return capioracle::overlap(sim.pixels(e), shape, 0LL + x - e.x, 0LL + y - e.y)
                        .found;
                });
                std::vector<uint32_t> got;
                QCOMPARE(hm_world_query_mask(world, sim.masks[static_cast<std::size_t>(q)].get(), x,
                                             y, layers, exclude, collectId, &got),
                         static_cast<long long>(want.size()));
                QVERIFY2(got == want, where.c_str());
                // The new name answers the same as the old one it replaces.
                got.clear();
                QCOMPARE(hm_world_query_mask_excluding(world,
                                                       sim.masks[static_cast<std::size_t>(q)].get(),
                                                       x, y, layers, exclude, collectId, &got),
                         static_cast<long long>(want.size()));
                QVERIFY2(got == want, where.c_str());
                ++shapes;
            }
            // Segments: short, long, through an entry, single pixels.
            for (int i = 0; i < 4; ++i, ++segments) {
                int x0 = sim.position(), y0 = sim.position();
                int x1 = sim.position(), y1 = sim.position();
                if (i == 0) {
                    x1 = x0;
                    y1 = y0;
                } else if (i == 1 && !entries.empty()) {
                    const Entry& e = *entries[rng() % entries.size()].second;
                    x1 = e.x + sim.pixels(e).width / 2;
                    y1 = e.y + sim.pixels(e).height / 2;
                    // Up to 100 pixels away on either side, inside the ints.
                    const int ox = static_cast<int>(rng() % 200) - 100;
                    const int oy = static_cast<int>(rng() % 200) - 100;
                    x0 = x1 > 0 ? x1 - std::abs(ox) : x1 + std::abs(ox);
                    y0 = y1 > 0 ? y1 - std::abs(oy) : y1 + std::abs(oy);
                    if (std::abs(x1) < 1000000)
                        x0 = x1 + ox;
                    if (std::abs(y1) < 1000000)
                        y0 = y1 + oy;
                }
                if (std::llabs(0LL + x1 - x0) > 600 || std::llabs(0LL + y1 - y0) > 600) {
                    // Far apart: a short walk towards the origin instead.
                    x1 = x0 > 0 ? x0 - static_cast<int>(rng() % 300)
                                : x0 + static_cast<int>(rng() % 300);
                    y1 = y0 > 0 ? y0 - static_cast<int>(rng() % 300)
                                : y0 + static_cast<int>(rng() % 300);
                }
                const SegmentHit want = segmentOracle(sim, x0, y0, x1, y1, layers, exclude);
                int hx = 12345, hy = 12345;
                const uint32_t got =
                    hm_world_query_segment(world, x0, y0, x1, y1, layers, exclude, &hx, &hy);
                QVERIFY2(got == want.id, where.c_str());
                if (got != HM_INVALID_ID) {
                    QCOMPARE(hx, static_cast<int>(want.x));
                    QCOMPARE(hy, static_cast<int>(want.y));
                    ++segmentHits;
                } else {
                    QCOMPARE(std::pair(hx, hy), std::pair(12345, 12345));
                }
            }
        }
    }
    qInfo("%lld point, %lld rect, %lld mask queries (%lld entries found), %lld segments "
          "(%lld hits)",
          points, rects, shapes, found, segments, segmentHits);
    QVERIFY(segmentHits > segments / 10);
}

// Every pair's area and first contact in world pixels, asked for or not, and the
// per-pair functions on any two ids (colliding, filtered by layers, apart, the same).
void TestCApiWorldQueries::detailsMatchBruteForce() {
    std::mt19937 rng(43);
    long long pairs = 0, single = 0;
    for (int w = 0; w < 40; ++w) {
        Sim sim(rng, 8, 30);
        sim.spread = 60 + static_cast<int>(rng() % 200);
        sim.far = w % 5 == 4;
        for (int step = 0; step < 40; ++step) {
            for (int k = 0, n = 1 + static_cast<int>(rng() % 5); k < n; ++k)
                QVERIFY(sim.change());
            const auto overlap = [&](uint32_t a, uint32_t b) {
                const Entry& ea = sim.live.at(a);
                const Entry& eb = sim.live.at(b);
                capioracle::Overlap o = capioracle::overlap(sim.pixels(ea), sim.pixels(eb),
                                                            0LL + eb.x - ea.x, 0LL + eb.y - ea.y);
                o.x += ea.x; // world pixels
                o.y += ea.y;
                return o;
            };
            const int flags = static_cast<int>(rng() % 4);
            std::vector<Detail> want, got;
            for (const auto& [a, b] : sim.pairsById()) {
                const capioracle::Overlap o = overlap(a, b);
                want.push_back({a, b, flags & HM_DETAIL_AREA ? o.area : -1,
                                flags & HM_DETAIL_CONTACT ? static_cast<int>(o.x) : 0,
                                flags & HM_DETAIL_CONTACT ? static_cast<int>(o.y) : 0});
            }
            QCOMPARE(hm_world_collisions_detail(sim.world.get(), flags, collectDetail, &got),
                     static_cast<long long>(want.size()));
            QVERIFY2(got == want, ("world " + std::to_string(w)).c_str());
            pairs += static_cast<long long>(want.size());

            if (sim.live.empty())
                continue;
            const auto ids = sim.bySlot();
            for (int i = 0; i < 10; ++i, ++single) {
                const uint32_t a = ids[rng() % ids.size()].first;
                const uint32_t b = ids[rng() % ids.size()].first;
                const capioracle::Overlap o = overlap(a, b);
                QCOMPARE(hm_world_overlap_area(sim.world.get(), a, b), o.area);
                int x = 777, y = 777;
                QCOMPARE(hm_world_first_contact(sim.world.get(), a, b, &x, &y), o.found ? 1 : 0);
                QCOMPARE(std::pair(x, y),
                         o.found ? std::pair(static_cast<int>(o.x), static_cast<int>(o.y))
                                 : std::pair(777, 777));
            }
        }
    }
    qInfo("%lld pairs' details, %lld single pairs checked", pairs, single);
}

namespace {

struct Reentry {
    hm_world* world;
    const hm_mask* mask;
    uint32_t id;
    int refused = 0, read = 0;
};

// Every call that changes the world or calls back is refused; reads answer.
void tryEverything(Reentry* r) {
    int x = 0, y = 0;
    uint32_t l = 0, c = 0;
    r->refused += hm_world_add(r->world, r->mask, 0, 0) == HM_INVALID_ID;
    r->refused += hm_world_set_user_data(r->world, r->id, r) == 0;
    r->refused += hm_world_entries(r->world, nullptr, nullptr) == -1;
    r->refused += hm_world_collisions_of(r->world, r->id, nullptr, nullptr) == -1;
    r->refused += hm_world_step(r->world, nullptr, nullptr) == -1;
    r->refused += hm_world_collisions_detail(r->world, 3, nullptr, nullptr) == -1;
    r->refused += hm_world_query_point(r->world, 0, 0, ~0u, HM_INVALID_ID, nullptr, nullptr) == -1;
    r->refused +=
        hm_world_query_rect(r->world, 0, 0, 9, 9, ~0u, HM_INVALID_ID, nullptr, nullptr) == -1;
    r->refused +=
        hm_world_query_mask(r->world, r->mask, 0, 0, ~0u, HM_INVALID_ID, nullptr, nullptr) == -1;
    r->refused +=
        hm_world_query_segment(r->world, -5, 0, 5, 0, ~0u, HM_INVALID_ID, &x, &y) == HM_INVALID_ID;
    hm_world_free(r->world); // ignored while running
    r->read += hm_world_position(r->world, r->id, &x, &y);
    r->read += hm_world_layers(r->world, r->id, &l, &c);
    r->read += hm_world_mask(r->world, r->id) == r->mask;
    r->read += hm_world_overlap_area(r->world, r->id, r->id) == 1;
    r->read += hm_world_first_contact(r->world, r->id, r->id, &x, &y);
}

} // namespace

void TestCApiWorldQueries::nullStaleAndReentrantCalls() {
    MaskPtr m(hm_mask_new(4, 4));
    hm_mask_set(m.get(), 0, 0, 1);
    int x = 5, y = 5;
    uint32_t l = 5, c = 5;
    // A NULL world.
    QCOMPARE(hm_world_set_user_data(nullptr, 0, &x), 0);
    QVERIFY(!hm_world_user_data(nullptr, 0));
    QCOMPARE(hm_world_position(nullptr, 0, &x, &y), 0);
    QVERIFY(!hm_world_mask(nullptr, 0));
    QCOMPARE(hm_world_layers(nullptr, 0, &l, &c), 0);
    QCOMPARE(hm_world_entries(nullptr, collectId, nullptr), 0LL);
    QCOMPARE(hm_world_collisions_of(nullptr, 0, collectId, nullptr), 0LL);
    QCOMPARE(hm_world_step(nullptr, nullptr, nullptr), 0LL);
    QCOMPARE(hm_world_collisions_detail(nullptr, 3, collectDetail, nullptr), 0LL);
    QCOMPARE(hm_world_query_point(nullptr, 0, 0, ~0u, HM_INVALID_ID, collectId, nullptr), 0LL);
    QCOMPARE(hm_world_query_rect(nullptr, 0, 0, 1, 1, ~0u, HM_INVALID_ID, collectId, nullptr), 0LL);
    QCOMPARE(hm_world_query_mask(nullptr, m.get(), 0, 0, ~0u, HM_INVALID_ID, collectId, nullptr),
             0LL);
    QCOMPARE(hm_world_query_segment(nullptr, 0, 0, 1, 1, ~0u, HM_INVALID_ID, &x, &y),
             HM_INVALID_ID);
    QCOMPARE(hm_world_overlap_area(nullptr, 0, 0), 0LL);
    QCOMPARE(hm_world_first_contact(nullptr, 0, 0, &x, &y), 0);
    QCOMPARE(std::tuple(x, y, l, c), std::tuple(5, 5, 5u, 5u));

    // NULL pointers, negative sizes, ids never handed out.
    WorldPtr world(hm_world_new(16));
    const uint32_t a = hm_world_add(world.get(), m.get(), 0, 0);
    const uint32_t b = hm_world_add(world.get(), m.get(), 0, 0);
    QCOMPARE(
        hm_world_query_mask(world.get(), nullptr, 0, 0, ~0u, HM_INVALID_ID, collectId, nullptr),
        0LL);
    QCOMPARE(hm_world_query_rect(world.get(), 0, 0, -1, 5, ~0u, HM_INVALID_ID, collectId, nullptr),
             0LL);
    QCOMPARE(
        hm_world_query_rect(world.get(), 0, 0, 5, INT_MIN, ~0u, HM_INVALID_ID, collectId, nullptr),
        0LL);
    QCOMPARE(std::tuple(x, y, l, c), std::tuple(5, 5, 5u, 5u));
    for (const uint32_t bad : {HM_INVALID_ID, 2u, 0xFFFFFu, a | (1u << 20), b + (7u << 20)}) {
        QCOMPARE(hm_world_contains(world.get(), bad), 0);
        QVERIFY(!hm_world_user_data(world.get(), bad));
        QVERIFY(!hm_world_mask(world.get(), bad));
        QCOMPARE(hm_world_set_user_data(world.get(), bad, &x), 0);
        QCOMPARE(hm_world_collisions_of(world.get(), bad, collectId, nullptr), 0LL);
        QCOMPARE(hm_world_overlap_area(world.get(), a, bad), 0LL);
        QCOMPARE(hm_world_first_contact(world.get(), bad, a, &x, &y), 0);
    }
    // Exclude by a stale id leaves out nothing; by a live id, that entry.
    QCOMPARE(hm_world_query_point(world.get(), 0, 0, ~0u, a | (1u << 20), nullptr, nullptr), 2LL);
    QCOMPARE(hm_world_query_point(world.get(), 0, 0, ~0u, a, nullptr, nullptr), 1LL);
    QCOMPARE(hm_world_collisions_of(world.get(), a, nullptr, nullptr), 1LL);

    // Callbacks of every kind: changes refused, reads answered, allowed again after.
    Reentry r{world.get(), m.get(), a};
    const auto expectAll = [&](long long calls) {
        QCOMPARE(r.refused, 10 * calls);
        QCOMPARE(r.read, 5 * calls);
        r.refused = r.read = 0;
    };
    const auto onId = [](uint32_t, void* u) {
        tryEverything(static_cast<Reentry*>(u));
    };
    QCOMPARE(hm_world_step(
                 world.get(),
                 [](uint32_t, uint32_t, int, void* u) { tryEverything(static_cast<Reentry*>(u)); },
                 &r),
             1LL);
    expectAll(1);
    QCOMPARE(hm_world_collisions_detail(
                 world.get(), 3,
                 [](uint32_t, uint32_t, long long, int, int, void* u) {
                     tryEverything(static_cast<Reentry*>(u));
                 },
                 &r),
             1LL);
    expectAll(1);
    QCOMPARE(hm_world_entries(world.get(), onId, &r), 2LL);
    expectAll(2);
    QCOMPARE(hm_world_collisions_of(world.get(), b, onId, &r), 1LL);
    expectAll(1);
    QCOMPARE(hm_world_query_point(world.get(), 0, 0, ~0u, HM_INVALID_ID, onId, &r), 2LL);
    expectAll(2);
    QCOMPARE(hm_world_query_rect(world.get(), 0, 0, 1, 1, ~0u, HM_INVALID_ID, onId, &r), 2LL);
    expectAll(2);
    QCOMPARE(hm_world_query_mask(world.get(), m.get(), 0, 0, ~0u, b, onId, &r), 1LL);
    expectAll(1);
    QCOMPARE(hm_world_set_user_data(world.get(), a, &r), 1);
    QCOMPARE(hm_world_user_data(world.get(), a), static_cast<void*>(&r));
    // The removed entry's pair ends with its stale id, and the step after has nothing.
    QCOMPARE(hm_world_remove(world.get(), b), 1);
    std::vector<std::tuple<uint32_t, uint32_t, int>> events;
    const auto record = [](uint32_t f, uint32_t s, int phase, void* u) {
        static_cast<std::vector<std::tuple<uint32_t, uint32_t, int>>*>(u)->emplace_back(f, s,
                                                                                        phase);
    };
    QCOMPARE(hm_world_step(world.get(), record, &events), 1LL);
    QCOMPARE(events, (std::vector<std::tuple<uint32_t, uint32_t, int>>{{a, b, HM_CONTACT_ENDED}}));
    QCOMPARE(hm_world_step(world.get(), record, &events), 0LL);
}

// A NULL out-pointer is one the caller does not need: the others are written and the
// answer stays the same, a hit stays a hit.
void TestCApiWorldQueries::nullOutsAreSkippedNotRefused() {
    MaskPtr m(hm_mask_new(4, 4));
    QCOMPARE(hm_mask_set(m.get(), 1, 2, 1), 1);
    WorldPtr world(hm_world_new(16));
    const uint32_t a = hm_world_add(world.get(), m.get(), 10, 20);
    const uint32_t b = hm_world_add(world.get(), m.get(), 10, 20);
    QCOMPARE(hm_world_set_layers(world.get(), a, 6, 9), 1);
    int x = -1, y = -1;
    uint32_t l = 0, c = 0;

    QCOMPARE(hm_world_position(world.get(), a, nullptr, &y), 1);
    QCOMPARE(y, 20);
    QCOMPARE(hm_world_position(world.get(), a, &x, nullptr), 1);
    QCOMPARE(x, 10);
    QCOMPARE(hm_world_position(world.get(), a, nullptr, nullptr), 1);

    QCOMPARE(hm_world_layers(world.get(), a, nullptr, &c), 1);
    QCOMPARE(c, 9u);
    QCOMPARE(hm_world_layers(world.get(), a, &l, nullptr), 1);
    QCOMPARE(l, 6u);
    QCOMPARE(hm_world_layers(world.get(), a, nullptr, nullptr), 1);

    x = y = -1;
    QCOMPARE(hm_world_first_contact(world.get(), a, b, nullptr, &y), 1);
    QCOMPARE(y, 22);
    QCOMPARE(hm_world_first_contact(world.get(), a, b, &x, nullptr), 1);
    QCOMPARE(x, 11);
    QCOMPARE(hm_world_first_contact(world.get(), a, b, nullptr, nullptr), 1);

    // A shot along row 22 from the left: entry a (the lower slot) at (11, 22).
    x = y = -1;
    QCOMPARE(hm_world_query_segment(world.get(), 0, 22, 30, 22, ~0u, HM_INVALID_ID, nullptr, &y),
             a);
    QCOMPARE(y, 22);
    QCOMPARE(hm_world_query_segment(world.get(), 0, 22, 30, 22, ~0u, HM_INVALID_ID, &x, nullptr),
             a);
    QCOMPARE(x, 11);
    QCOMPARE(hm_world_query_segment(world.get(), 0, 22, 30, 22, ~0u, a, nullptr, nullptr), b);
    QCOMPARE(
        hm_world_query_segment(world.get(), 0, 21, 30, 21, ~0u, HM_INVALID_ID, nullptr, nullptr),
        HM_INVALID_ID);
}

QTEST_GUILESS_MAIN(TestCApiWorldQueries)
#include "tst_capiworldqueries.moc"
