// SPDX-License-Identifier: MIT
// hitmask-capi-bench: what a call through the C API costs next to the C++ core's, and
// what the buffer forms save over callbacks: hm_world_move against World::move and
// hm_world_move_many, hm_world_step_into against hm_world_step on 1,000 moving sprites,
// and the error record's share (hm_version_number does nothing else). Timing fails
// nothing; docs/c-api.md quotes these.
#include <benchmark/benchmark.h>
#include <cmath>
#include <hitmask/hitmask.h>
#include <hitmask/world.hpp>
#include <random>
#include <vector>

namespace {

constexpr int kSide = 24;

// Discs of 24 px, the size of a bullet or small sprite, with both APIs' masks.
hitmask::Mask disc() {
    hitmask::Mask m(kSide, kSide);
    for (int y = 0; y < kSide; ++y)
        for (int x = 0; x < kSide; ++x)
            if ((2 * x + 1 - kSide) * (2 * x + 1 - kSide) +
                    (2 * y + 1 - kSide) * (2 * y + 1 - kSide) <=
                kSide * kSide)
                m.set(x, y, true);
    return m;
}

hm_mask* discHandle() {
    const hitmask::Mask m = disc();
    hm_mask* h = hm_mask_new(kSide, kSide);
    for (int y = 0; y < kSide; ++y)
        for (int x = 0; x < kSide; ++x)
            if (m.test(x, y))
                hm_mask_set(h, x, y, 1);
    return h;
}

// n sprites wandering over a square field sized for a few contacts each frame.
struct Sprites {
    std::vector<int32_t> xy, v;
    int field;
    explicit Sprites(int n)
        : field(int(24 * std::sqrt(double(n)) * 3)) {
        std::mt19937 rng(7);
        for (int i = 0; i < n; ++i) {
            xy.push_back(int(rng() % unsigned(field)));
            xy.push_back(int(rng() % unsigned(field)));
            v.push_back(int(rng() % 5) - 2);
            v.push_back(int(rng() % 5) - 2);
        }
    }
    void step() {
        for (std::size_t i = 0; i < xy.size(); ++i)
            xy[i] = (xy[i] + v[i] + field) % field;
    }
};

void cMove(benchmark::State& state) {
    hm_mask* m = discHandle();
    hm_world* w = hm_world_new(64);
    std::vector<uint32_t> ids;
    for (int i = 0; i < 1000; ++i)
        ids.push_back(hm_world_add(w, m, i, i));
    int k = 0;
    for (auto _ : state) {
        for (const uint32_t id : ids)
            benchmark::DoNotOptimize(hm_world_move(w, id, k, k));
        ++k;
    }
    state.SetItemsProcessed(state.iterations() * 1000);
    hm_world_free(w);
    hm_mask_free(m);
}

void cppMove(benchmark::State& state) {
    const hitmask::Mask m = disc();
    hitmask::World w(64);
    std::vector<hitmask::World::Id> ids;
    for (int i = 0; i < 1000; ++i)
        ids.push_back(w.add(m, i, i));
    int k = 0;
    for (auto _ : state) {
        for (const auto id : ids)
            benchmark::DoNotOptimize(w.move(id, k, k));
        ++k;
    }
    state.SetItemsProcessed(state.iterations() * 1000);
}

void cMoveMany(benchmark::State& state) {
    hm_mask* m = discHandle();
    hm_world* w = hm_world_new(64);
    std::vector<uint32_t> ids;
    std::vector<int32_t> xy;
    for (int i = 0; i < 1000; ++i) {
        ids.push_back(hm_world_add(w, m, i, i));
        xy.push_back(i);
        xy.push_back(i);
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(hm_world_move_many(w, ids.data(), xy.data(), 1000));
    state.SetItemsProcessed(state.iterations() * 1000);
    hm_world_free(w);
    hm_mask_free(m);
}

// The error record alone: hm_version_number() stores HM_OK and returns a constant.
void cRecordOnly(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(hm_version_number());
}

void countContact(uint32_t, uint32_t, int, void* user) {
    ++*static_cast<long long*>(user);
}

// One frame of 1,000 sprites: every one moved (in one call), then the contact events.
void cFrame(benchmark::State& state, bool intoBuffer) {
    const int n = int(state.range(0));
    hm_mask* m = discHandle();
    hm_world* w = hm_world_new(64);
    Sprites s(n);
    std::vector<uint32_t> ids;
    for (int i = 0; i < n; ++i)
        ids.push_back(hm_world_add(w, m, s.xy[2 * std::size_t(i)], s.xy[2 * std::size_t(i) + 1]));
    std::vector<hm_contact> events(64);
    long long total = 0;
    for (auto _ : state) {
        s.step();
        hm_world_move_many(w, ids.data(), s.xy.data(), n);
        if (intoBuffer) {
            long long got = hm_world_step_into(w, events.data(), (long long)events.size());
            if (got > (long long)events.size()) {
                events.resize(std::size_t(got) * 2);
                got = hm_world_step_into(w, events.data(), (long long)events.size());
            }
            total += got;
        } else {
            long long count = 0;
            hm_world_step(w, countContact, &count);
            total += count;
        }
    }
    state.counters["events"] = double(total) / double(state.iterations());
    hm_world_free(w);
    hm_mask_free(m);
}

} // namespace

BENCHMARK(cMove);
BENCHMARK(cppMove);
BENCHMARK(cMoveMany);
BENCHMARK(cRecordOnly);
BENCHMARK_CAPTURE(cFrame, step_callback, false)->Arg(1000);
BENCHMARK_CAPTURE(cFrame, step_into, true)->Arg(1000);

BENCHMARK_MAIN();
