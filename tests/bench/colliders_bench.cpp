// SPDX-License-Identifier: MIT
// Box sets and outlines on the inputs that hurt most: a 512² checkerboard (every pixel
// its own region), a dithered disc, and 1024² sprites with long outlines.
#include "shapes.hpp"

#include <benchmark/benchmark.h>
#include <hitmask/boxes.hpp>
#include <hitmask/outline.hpp>

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

} // namespace

// Inputs: 0 checkerboard 512², 1 dithered disc 512², 2 sprite 1024², 3 ring 1024².
BENCHMARK(minimalBoxesOf)->Apply(inputs);
BENCHMARK(greedyBoxesOf)->Apply(inputs);
BENCHMARK(budgetBoxesOf)->Apply(inputs);
BENCHMARK(traceOutlinesOf)->Apply(inputs);
BENCHMARK(simplifyOutlinesOf)->Apply(inputs);
BENCHMARK(convexPiecesOf)->Apply(inputs);
