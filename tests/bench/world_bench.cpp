// SPDX-License-Identifier: MIT
// hitmask-world-bench: a frame of many moving sprites (move all, then every colliding
// pair) with World's hashed grid, with sort-and-sweep on one axis, and with the plain
// all-pairs loop. The README's Performance section quotes these; timing fails nothing.
#include "shapes.hpp"

#include <algorithm>
#include <benchmark/benchmark.h>
#include <cmath>
#include <hitmask/collide.hpp>
#include <hitmask/world.hpp>
#include <random>

using namespace hitmask;
using namespace hitmask::bench;

namespace {

// Discs and rings from 8 to 128 pixels across, one of each size step.
const std::vector<Shape>& masks() {
    static const std::vector<Shape> all = [] {
        std::vector<Shape> v;
        for (int size = 8; size <= 128; size += 4)
            v.push_back(size % 8 ? ring(size) : disc(size));
        return v;
    }();
    return all;
}

// Sprites with random velocities on a square playfield that wraps around. The field is
// sized so that a sprite's box overlaps about two others on average; `clustered` puts
// every sprite in the field's top-left sixteenth instead (16 times as dense).
struct Scene {
    struct Sprite {
        const Mask* mask;
        int x, y, vx, vy;
    };
    std::vector<Sprite> sprites;
    int field = 0;
    int home = 0;

    Scene(int count, bool clustered) {
        // Two boxes of sides s and t overlap when their centres are within (s + t) / 2 on
        // both axes: E[(s + t)^2] = 2 E[s^2] + 2 E[s]^2 over the mixed sizes.
        double s1 = 0, s2 = 0;
        for (const Shape& s : masks()) {
            s1 += s.width;
            s2 += double(s.width) * s.width;
        }
        s1 /= double(masks().size());
        s2 /= double(masks().size());
        field = int(std::sqrt(count * (2 * s2 + 2 * s1 * s1) / 2.0));
        home = clustered ? field / 4 : field;
        std::mt19937 rng(42);
        std::uniform_int_distribution<int> pos(0, home - 1), speed(-3, 3);
        std::uniform_int_distribution<std::size_t> which(0, masks().size() - 1);
        for (int i = 0; i < count; ++i)
            sprites.push_back(
                {&masks()[which(rng)].mask, pos(rng), pos(rng), speed(rng) | 1, speed(rng) | 1});
    }

    // Clustered sprites wrap around inside their corner, so they stay clustered.
    void step() {
        for (Sprite& s : sprites) {
            s.x = (s.x + s.vx + home) % home;
            s.y = (s.y + s.vy + home) % home;
        }
    }
};

void worldFrame(benchmark::State& state, bool clustered, int cellSize) {
    Scene scene(int(state.range(0)), clustered);
    World world(cellSize);
    for (const auto& s : scene.sprites)
        world.add(*s.mask, s.x, s.y);
    std::size_t pairs = 0, boxes = 0;
    for (auto _ : state) {
        scene.step();
        for (World::Id id = 0; id < scene.sprites.size(); ++id)
            world.move(id, scene.sprites[id].x, scene.sprites[id].y);
        const auto found = world.collisions();
        pairs += found.size();
        boxes += world.lastBoxPairs();
        benchmark::DoNotOptimize(found.data());
    }
    state.counters["pixel_pairs"] = double(pairs) / double(state.iterations());
    state.counters["box_pairs"] = double(boxes) / double(state.iterations());
}

// One ship and n bullets spawned at one point, the bullets on a layer that collides with
// the ship's only: n pairs the layers allow among n^2 / 2 that share the cell. The ship
// moves each frame, so each frame rebuilds the grid and finds the pairs again.
void crowdedLayersFrame(benchmark::State& state) {
    const Shape ship = disc(40), bullet = disc(6);
    World world;
    const World::Id shipId = world.add(ship.mask, 0, 0);
    for (int i = 0; i < state.range(0); ++i)
        world.setLayers(world.add(bullet.mask, 10, 10), 2, 1);
    std::size_t pairs = 0, boxes = 0;
    int step = 0;
    for (auto _ : state) {
        world.move(shipId, step++ & 3, 0);
        const auto found = world.collisions();
        pairs += found.size();
        boxes += world.lastBoxPairs();
        benchmark::DoNotOptimize(found.data());
    }
    state.counters["pixel_pairs"] = double(pairs) / double(state.iterations());
    state.counters["box_pairs"] = double(boxes) / double(state.iterations());
}

// n level-sized masks (a hollow 1100-pixel frame, too many cells for the grid) 3,000
// pixels apart in a row, and 20,000 small discs scattered along the row's middle.
void levelsFrame(benchmark::State& state) {
    Mask level(1100, 1100);
    level.setRect({0, 0, 1100, 4}, true);
    level.setRect({0, 1096, 1100, 4}, true);
    const Shape bullet = disc(6);
    const int levels = int(state.range(0));
    World world;
    for (int i = 0; i < levels; ++i)
        world.add(level, i * 3000, 0);
    std::mt19937 rng(1);
    for (int i = 0; i < 20000; ++i)
        world.add(bullet.mask, int(rng() % unsigned(levels * 3000)), 500 + int(rng() % 100));
    std::size_t pairs = 0, boxes = 0;
    int step = 0;
    for (auto _ : state) {
        world.move(0, step++ & 3, 0);
        const auto found = world.collisions();
        pairs += found.size();
        boxes += world.lastBoxPairs();
        benchmark::DoNotOptimize(found.data());
    }
    state.counters["pixel_pairs"] = double(pairs) / double(state.iterations());
    state.counters["box_pairs"] = double(boxes) / double(state.iterations());
}

// Sort-and-sweep along x: the sprites stay sorted by left edge from frame to frame
// (insertion sort, nearly linear because they move little), and each one is tested
// against the following sprites whose left edge lies before its right edge.
void sweepFrame(benchmark::State& state, bool clustered) {
    Scene scene(int(state.range(0)), clustered);
    const std::size_t n = scene.sprites.size();
    std::vector<std::uint32_t> order(n);
    for (std::uint32_t i = 0; i < n; ++i)
        order[i] = i;
    // Sorted once up front; from then on the insertion sort only mends small moves.
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        return scene.sprites[a].x + scene.sprites[a].mask->bounds().x <
               scene.sprites[b].x + scene.sprites[b].mask->bounds().x;
    });
    std::vector<int> x0(n), x1(n), y0(n), y1(n);
    std::vector<std::pair<std::uint32_t, std::uint32_t>> found;
    std::size_t pairs = 0;
    for (auto _ : state) {
        scene.step();
        for (std::size_t i = 0; i < n; ++i) {
            const auto& s = scene.sprites[order[i]];
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
                const auto& a = scene.sprites[order[i]];
                const auto& b = scene.sprites[order[j]];
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
    Scene scene(int(state.range(0)), clustered);
    std::vector<std::pair<std::uint32_t, std::uint32_t>> found;
    std::size_t pairs = 0;
    for (auto _ : state) {
        scene.step();
        found.clear();
        const auto& s = scene.sprites;
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

BENCHMARK_CAPTURE(worldFrame, spread, false, 64)->Apply(scaling);
BENCHMARK_CAPTURE(worldFrame, clustered, true, 64)->Apply(scaling);
BENCHMARK_CAPTURE(worldFrame, spread_cells32, false, 32)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(worldFrame, spread_cells128, false, 128)
    ->Arg(10000)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(crowdedLayersFrame)->Arg(1000)->Arg(4000)->Arg(16000)->Unit(benchmark::kMillisecond);
BENCHMARK(levelsFrame)->Arg(100)->Arg(800)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(sweepFrame, spread, false)->Apply(scaling);
BENCHMARK_CAPTURE(sweepFrame, clustered, true)->Apply(scaling);
BENCHMARK_CAPTURE(bruteFrame, spread, false)->Apply(small);
BENCHMARK_CAPTURE(bruteFrame, clustered, true)->Apply(small);

BENCHMARK_MAIN();
