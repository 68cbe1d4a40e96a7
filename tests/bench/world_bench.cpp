// SPDX-License-Identifier: MIT
// hitmask-world-bench: a frame of many moving sprites (move them, then every colliding
// pair) with World's hashed grid, with sort-and-sweep on one axis, with the plain
// all-pairs loop and, when Box2D is installed, with its dynamic tree (world_box2d.cpp).
// One run ends with the World and Box2D frames side by side (world_table.hpp);
// docs/performance-world.md quotes these; timing fails nothing.
#include "world_scenes.hpp"
#include "world_table.hpp"

#include <algorithm>
#include <benchmark/benchmark.h>
#include <cmath>
#include <hitmask/collide.hpp>
#include <hitmask/world.hpp>
#include <random>

using namespace hitmask;
using namespace hitmask::bench;

namespace {

void addBodies(World& world, const Scene& scene) {
    for (const auto& b : scene.bodies)
        world.setLayers(world.add(*b.mask, b.x, b.y), b.layers, b.collidesWith);
}

void moveBodies(World& world, Scene& scene) {
    scene.step();
    for (const std::uint32_t i : scene.moving)
        world.move(World::Id(i), scene.bodies[i].x, scene.bodies[i].y); // ids are 0, 1, ...
}

// One frame: the moving bodies move, then every colliding pair is found, after one such
// frame untimed. `still`: after that one, nothing moves any more; each frame asks again.
void worldFrame(benchmark::State& state, SceneKind kind, int cellSize, unsigned threads = 1,
                bool still = false) {
    Scene scene(kind, int(state.range(0)));
    World world(cellSize);
    world.setThreads(threads);
    addBodies(world, scene);
    moveBodies(world, scene); // the first question, which sees every entry new
    benchmark::DoNotOptimize(world.collisions().data());
    std::size_t pairs = 0, boxes = 0;
    for (auto _ : state) {
        const auto found = measured([&] {
            if (!still)
                moveBodies(world, scene);
            return world.collisions();
        });
        pairs += found.size();
        boxes += world.lastBoxPairs();
        benchmark::DoNotOptimize(found.data());
    }
    state.counters["pixel_pairs"] = double(pairs) / double(state.iterations());
    state.counters["box_pairs"] = double(boxes) / double(state.iterations());
}

void worldStill(benchmark::State& state, SceneKind kind) {
    worldFrame(state, kind, 64, 1, true);
}

// The same frames as contact events: move, then step(), counting each phase.
void worldStepFrame(benchmark::State& state, SceneKind kind) {
    Scene scene(kind, int(state.range(0)));
    World world;
    addBodies(world, scene);
    moveBodies(world, scene);
    world.step([](const World::Contact&) {});
    std::size_t counts[3] = {};
    for (auto _ : state)
        measured([&] {
            moveBodies(world, scene);
            world.step([&](const World::Contact& c) { ++counts[int(c.phase)]; });
        });
    const double n = double(state.iterations());
    state.counters["pixel_pairs"] = double(counts[0] + counts[1]) / n;
    state.counters["began"] = double(counts[0]) / n;
    state.counters["ended"] = double(counts[2]) / n;
}

// Sort-and-sweep along x: the sprites stay sorted by left edge from frame to frame
// (insertion sort, nearly linear because they move little), and each one is tested
// against the following sprites whose left edge lies before its right edge.
void sweepFrame(benchmark::State& state, bool clustered) {
    Scene scene(clustered ? SceneKind::Clustered : SceneKind::Spread, int(state.range(0)));
    const std::size_t n = scene.bodies.size();
    std::vector<std::uint32_t> order(n);
    for (std::uint32_t i = 0; i < n; ++i)
        order[i] = i;
    // Sorted once up front; from then on the insertion sort only mends small moves.
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        return scene.bodies[a].x + scene.bodies[a].mask->bounds().x <
               scene.bodies[b].x + scene.bodies[b].mask->bounds().x;
    });
    std::vector<int> x0(n), x1(n), y0(n), y1(n);
    std::vector<std::pair<std::uint32_t, std::uint32_t>> found;
    std::size_t pairs = 0;
    for (auto _ : state) {
        scene.step();
        for (std::size_t i = 0; i < n; ++i) {
            const auto& s = scene.bodies[order[i]];
            const Rect b = s.mask->bounds();
            x0[i] = s.x + b.x;
            x1[i] = x0[i] + b.width;
            y0[i] = s.y + b.y;
            y1[i] = y0[i] + b.height;
        }
        for (std::size_t i = 1; i < n; ++i)
            for (std::size_t j = i; j > 0 && x0[j - 1] > x0[j]; --j) {
                std::swap(order[j - 1], order[j]);
                std::swap(x0[j - 1], x0[j]);
                std::swap(x1[j - 1], x1[j]);
                std::swap(y0[j - 1], y0[j]);
                std::swap(y1[j - 1], y1[j]);
            }
        found.clear();
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = i + 1; j < n && x0[j] < x1[i]; ++j) {
                if (y0[j] >= y1[i] || y0[i] >= y1[j])
                    continue;
                const auto& a = scene.bodies[order[i]];
                const auto& b = scene.bodies[order[j]];
                if (overlaps(*a.mask, *b.mask, b.x - a.x, b.y - a.y))
                    found.emplace_back(std::min(order[i], order[j]), std::max(order[i], order[j]));
            }
        std::sort(found.begin(), found.end());
        pairs += found.size();
        benchmark::DoNotOptimize(found.data());
    }
    state.counters["pixel_pairs"] = double(pairs) / double(state.iterations());
}

// What a game without a broad phase does: overlaps() on every pair.
void bruteFrame(benchmark::State& state, bool clustered) {
    Scene scene(clustered ? SceneKind::Clustered : SceneKind::Spread, int(state.range(0)));
    std::vector<std::pair<std::uint32_t, std::uint32_t>> found;
    std::size_t pairs = 0;
    for (auto _ : state) {
        scene.step();
        found.clear();
        const auto& s = scene.bodies;
        for (std::uint32_t i = 0; i < s.size(); ++i)
            for (std::uint32_t j = i + 1; j < s.size(); ++j)
                if (overlaps(*s[i].mask, *s[j].mask, s[j].x - s[i].x, s[j].y - s[i].y))
                    found.emplace_back(i, j);
        pairs += found.size();
        benchmark::DoNotOptimize(found.data());
    }
    state.counters["pixel_pairs"] = double(pairs) / double(state.iterations());
}

void scaling(benchmark::internal::Benchmark* b) {
    b->Arg(1000)->Arg(3000)->Arg(10000)->Arg(30000)->Arg(100000)->Unit(benchmark::kMillisecond);
}
void small(benchmark::internal::Benchmark* b) {
    b->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);
}

} // namespace

BENCHMARK_CAPTURE(worldFrame, spread, SceneKind::Spread, 64)->Apply(scaling);
BENCHMARK_CAPTURE(worldFrame, clustered, SceneKind::Clustered, 64)->Apply(scaling);
// The same on two threads (World::setThreads), for the scenes with enough entries.
BENCHMARK_CAPTURE(worldFrame, spread_threads2, SceneKind::Spread, 64, 2)
    ->Arg(10000)
    ->Arg(100000)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->MeasureProcessCPUTime();
BENCHMARK_CAPTURE(worldFrame, clustered_threads2, SceneKind::Clustered, 64, 2)
    ->Arg(10000)
    ->Arg(100000)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->MeasureProcessCPUTime();
BENCHMARK_CAPTURE(worldFrame, spread_cells32, SceneKind::Spread, 32)
    ->Arg(10000)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(worldFrame, spread_cells128, SceneKind::Spread, 128)
    ->Arg(10000)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(worldFrame, crowded_layers, SceneKind::CrowdedLayers, 64)
    ->Arg(1000)
    ->Arg(4000)
    ->Arg(16000)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(worldFrame, levels, SceneKind::Levels, 64)
    ->Arg(100)
    ->Arg(800)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(worldFrame, level, SceneKind::Level, 64)->Arg(500)->Unit(benchmark::kMillisecond);
// Nothing moved since the last question: the same worlds, asked again.
BENCHMARK_CAPTURE(worldStill, spread, SceneKind::Spread)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(worldStill, level, SceneKind::Level)->Arg(500)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(worldStepFrame, spread, SceneKind::Spread)
    ->Arg(1000)
    ->Arg(10000)
    ->Arg(100000)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(worldStepFrame, clustered, SceneKind::Clustered)
    ->Arg(10000)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(worldStepFrame, level, SceneKind::Level)->Arg(500)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(sweepFrame, spread, false)->Apply(scaling);
BENCHMARK_CAPTURE(sweepFrame, clustered, true)->Apply(scaling);
BENCHMARK_CAPTURE(bruteFrame, spread, false)->Apply(small);
BENCHMARK_CAPTURE(bruteFrame, clustered, true)->Apply(small);

HITMASK_WORLD_BENCH_MAIN()
