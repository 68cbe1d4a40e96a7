// SPDX-License-Identifier: MIT
// Box sets and outlines on the inputs that hurt most: a 512² checkerboard (every pixel
// its own region), a dithered disc, and 1024² sprites with long outlines.
#include "shapes.hpp"

#include <benchmark/benchmark.h>
#include <cstdint>
#include <hitmask/boxes.hpp>
#include <hitmask/outline.hpp>
#include <utility>
#include <vector>

namespace {

using namespace hitmask;

Mask checkerboard(int size) {
    Mask m(size, size);
    for (int y = 0; y < size; ++y)
        for (int x = (y & 1); x < size; x += 2)
            m.set(x, y, true);
    return m;
}

// A disc whose inside is dithered: solid on three pixels of four.
Mask ditheredDisc(int size) {
    Mask m = bench::disc(size).mask;
    for (int y = 0; y < size; y += 2)
        for (int x = 0; x < size; x += 2)
            m.set(x, y, false);
    return m;
}

// A sprite-like blob: a ring with a bar through it, a notched disc and round holes.
Mask sprite(int size) {
    Mask m = bench::ring(size).mask;
    const Mask inner = bench::disc(size / 2).mask;
    for (int y = 0; y < size / 2; ++y)
        for (int x = 0; x < size / 2; ++x)
            if (inner.test(x, y) && ((x / 16 + y / 24) % 5 != 0))
                m.set(x + size / 4, y + size / 4, true);
    for (int y = size / 2 - size / 20; y < size / 2 + size / 20; ++y)
        for (int x = 0; x < size; ++x)
            m.set(x, y, true);
    return m;
}

const Mask& input(int which) {
    static const Mask masks[] = {checkerboard(512), ditheredDisc(512), sprite(1024),
                                 bench::ring(1024).mask};
    return masks[which];
}

void inputs(benchmark::internal::Benchmark* b) {
    b->ArgName("input")->Arg(0)->Arg(1)->Arg(2)->Arg(3)->Unit(benchmark::kMillisecond);
}

void minimalBoxesOf(benchmark::State& state) {
    const Mask& m = input(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(minimalBoxes(m));
    state.counters["boxes"] = double(minimalBoxes(m).size());
}

void greedyBoxesOf(benchmark::State& state) {
    const Mask& m = input(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(greedyBoxes(m));
    state.counters["boxes"] = double(greedyBoxes(m).size());
}

void budgetBoxesOf(benchmark::State& state) {
    const Mask& m = input(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(budgetBoxes(m, 16));
    state.counters["wrong"] = double(budgetBoxes(m, 16).wrong());
}

void traceOutlinesOf(benchmark::State& state) {
    const Mask& m = input(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(traceOutlines(m));
}

void simplifyOutlinesOf(benchmark::State& state) {
    const auto polygons = traceOutlines(input(int(state.range(0))));
    for (auto _ : state)
        benchmark::DoNotOptimize(simplifyOutlines(polygons, 1.5));
}

void convexPiecesOf(benchmark::State& state) {
    const auto polygons = simplifyOutlines(traceOutlines(input(int(state.range(0)))), 1.5);
    for (auto _ : state)
        benchmark::DoNotOptimize(convexPieces(polygons, 8));
    state.counters["pieces"] = double(convexPieces(polygons, 8).size());
}

// Dithered art as users draw it: 64-pixel tiles that alternate between a checkerboard
// and noise, so that regions of every size touch one another.
Mask dithered(int size) {
    Mask m(size, size);
    std::uint32_t state = 12345;
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            state = state * 1664525U + 1013904223U;
            const bool checker = (x / 64 + y / 64) % 2 == 0;
            if (checker ? (x + y) % 2 == 0 : (state >> 31) != 0)
                m.set(x, y, true);
        }
    return m;
}

// Scaling with the side of the mask: items are pixels, so a flat items-per-second rate
// across 256² .. 2048² means linear time. The last case, a plain 1024² disc, is the
// outline-light baseline.
const Mask& scaled(int size) {
    static std::vector<std::pair<int, Mask>> cache;
    for (const auto& [side, mask] : cache)
        if (side == size)
            return mask;
    cache.emplace_back(size, size > 0 ? dithered(size) : bench::disc(-size).mask);
    return cache.back().second;
}

void scaledSizes(benchmark::internal::Benchmark* b) {
    b->ArgName("side")->Arg(256)->Arg(512)->Arg(1024)->Arg(2048)->Arg(-1024);
    b->Unit(benchmark::kMillisecond);
}

template <typename Run> void perPixel(benchmark::State& state, Run run) {
    const Mask& m = scaled(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(run(m));
    state.SetItemsProcessed(std::int64_t(state.iterations()) * m.width() * m.height());
}

void ditheredTrace(benchmark::State& state) {
    perPixel(state, [](const Mask& m) { return traceOutlines(m); });
}
void ditheredSimplify(benchmark::State& state) {
    perPixel(state, [](const Mask& m) { return simplifyOutlines(traceOutlines(m), 1.0); });
}
void ditheredConvex(benchmark::State& state) {
    perPixel(state,
             [](const Mask& m) { return convexPieces(simplifyOutlines(traceOutlines(m), 1.0)); });
}
void ditheredMinimalBoxes(benchmark::State& state) {
    perPixel(state, [](const Mask& m) { return minimalBoxes(m); });
}
void ditheredBudgetBoxes(benchmark::State& state) {
    perPixel(state, [](const Mask& m) { return budgetBoxes(m, 100); });
}

} // namespace

// Inputs: 0 checkerboard 512², 1 dithered disc 512², 2 sprite 1024², 3 ring 1024².
BENCHMARK(minimalBoxesOf)->Apply(inputs);
BENCHMARK(greedyBoxesOf)->Apply(inputs);
BENCHMARK(budgetBoxesOf)->Apply(inputs);
BENCHMARK(traceOutlinesOf)->Apply(inputs);
BENCHMARK(simplifyOutlinesOf)->Apply(inputs);
BENCHMARK(convexPiecesOf)->Apply(inputs);

// side: 256 .. 2048 dithered, -1024 a plain 1024² disc.
BENCHMARK(ditheredTrace)->Apply(scaledSizes);
BENCHMARK(ditheredSimplify)->Apply(scaledSizes);
BENCHMARK(ditheredConvex)->Apply(scaledSizes);
BENCHMARK(ditheredMinimalBoxes)->Apply(scaledSizes);
BENCHMARK(ditheredBudgetBoxes)->Apply(scaledSizes);
