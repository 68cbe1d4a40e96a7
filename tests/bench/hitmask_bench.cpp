// SPDX-License-Identifier: MIT
// hitmask-bench: the core's hot paths against the plain byte-per-pixel loops and,
// when it is installed, pygame's bitmask.c (peer_bench.cpp).
// Timing here never fails a test; see docs/performance.md.
#include "peer_bench.hpp"
#include "shapes.hpp"

#include <benchmark/benchmark.h>
#include <hitmask/collide.hpp>
#include <hitmask/rle.hpp>
#include <hitmask/separation.hpp>
#include <random>

using namespace hitmask;
using namespace hitmask::bench;

namespace {

// Two discs of the same size, b down and right by a third of a diameter: they hit.
struct DiscsHit {
    Shape a, b;
    int dx, dy;
    explicit DiscsHit(int size)
        : a(disc(size))
        , b(disc(size))
        , dx(size / 3)
        , dy(size / 3) {}
};

// A disc 60% across inside a ring whose hole is 70% across: the boxes overlap
// completely, no pixel does, so every test has to look at every row.
struct RingAroundDisc {
    Shape a, b;
    int dx, dy;
    explicit RingAroundDisc(int size)
        : a(ring(size))
        , b(disc(size * 6 / 10))
        , dx((size - size * 6 / 10) / 2)
        , dy(dx) {}
};

void sizes(benchmark::internal::Benchmark* b) {
    b->Arg(64)->Arg(256)->Arg(1024);
}

void discsHitOverlaps(benchmark::State& state) {
    const DiscsHit c(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(overlaps(c.a.mask, c.b.mask, c.dx, c.dy));
}
// Sprites whose boxes are apart, the answer most pairs in a game get: the inline box
// test alone, at offsets that change from call to call.
void boxesApartOverlaps(benchmark::State& state) {
    const DiscsHit c(int(state.range(0)));
    std::vector<std::pair<int, int>> offsets;
    std::mt19937 rng(3);
    const int size = int(state.range(0));
    for (int i = 0; i < 256; ++i) {
        const int far = size + int(rng() % unsigned(4 * size));
        offsets.emplace_back(i % 2 ? far : -far, int(rng() % unsigned(3 * size)) - size);
    }
    unsigned i = 0;
    for (auto _ : state) {
        const auto [dx, dy] = offsets[i++ & 255];
        benchmark::DoNotOptimize(overlaps(c.a.mask, c.b.mask, dx, dy));
    }
}
void discsHitBaseline(benchmark::State& state) {
    const DiscsHit c(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(baselineOverlaps(c.a, c.b, c.dx, c.dy));
}
void ringDiscOverlaps(benchmark::State& state) {
    const RingAroundDisc c(int(state.range(0)));
    if (overlaps(c.a.mask, c.b.mask, c.dx, c.dy))
        state.SkipWithError("ring and disc must not touch");
    for (auto _ : state)
        benchmark::DoNotOptimize(overlaps(c.a.mask, c.b.mask, c.dx, c.dy));
}
void ringDiscRle(benchmark::State& state) {
    const RingAroundDisc c(int(state.range(0)));
    const RleMask a(c.a.mask), b(c.b.mask);
    for (auto _ : state)
        benchmark::DoNotOptimize(overlaps(a, b, c.dx, c.dy));
}
void ringDiscBaseline(benchmark::State& state) {
    const RingAroundDisc c(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(baselineOverlaps(c.a, c.b, c.dx, c.dy));
}
void discsArea(benchmark::State& state) {
    const DiscsHit c(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(overlapArea(c.a.mask, c.b.mask, c.dx, c.dy));
}
void discsAreaBaseline(benchmark::State& state) {
    const DiscsHit c(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(baselineArea(c.a, c.b, c.dx, c.dy));
}
// The floor for overlapArea: reading every word of both masks that the overlap box
// covers once, summed so the reads cannot be dropped. overlapArea also shifts, ANDs
// and counts; the target is within 2x of this.
void discsStreamBoth(benchmark::State& state) {
    const DiscsHit c(int(state.range(0)));
    const Rect box =
        c.a.mask.bounds().intersected({c.b.mask.bounds().x + c.dx, c.b.mask.bounds().y + c.dy,
                                       c.b.mask.bounds().width, c.b.mask.bounds().height});
    const int first = box.x >> 6, last = (box.right() - 1) >> 6;
    for (auto _ : state) {
        std::uint64_t sum = 0;
        for (int y = box.y; y < box.bottom(); ++y) {
            const std::uint64_t* ra = c.a.mask.row(y);
            const std::uint64_t* rb = c.b.mask.row(y - c.dy);
            for (int k = first; k <= last + 1; ++k)
                sum += ra[k] ^ rb[k - (c.dx >> 6) - 1];
        }
        benchmark::DoNotOptimize(sum);
    }
}
void discsFirstContact(benchmark::State& state) {
    const DiscsHit c(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(firstContact(c.a.mask, c.b.mask, c.dx, c.dy));
}
void discsOverlapMask(benchmark::State& state) {
    const DiscsHit c(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(overlapMask(c.a.mask, c.b.mask, c.dx, c.dy));
}

// separation() as a one-off question: both masks handed over as they are.
void discsSeparation(benchmark::State& state) {
    const DiscsHit c(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(separation(c.a.mask, c.b.mask, c.dx, c.dy));
}
// The same with both masks prepared once, as the preview and a game's response do.
void discsSeparationPrepared(benchmark::State& state) {
    const DiscsHit c(int(state.range(0)));
    const SeparationMask a(c.a.mask), b(c.b.mask);
    for (auto _ : state)
        benchmark::DoNotOptimize(separation(a, b, c.dx, c.dy));
}
// Two identical checkerboards on top of each other: every row holds size / 2 runs, and
// every pair of them forbids some push.
void checkerboardSeparation(benchmark::State& state) {
    const int size = int(state.range(0));
    const Shape a = checkerboard(size);
    for (auto _ : state)
        benchmark::DoNotOptimize(separation(a.mask, a.mask, 0, 0));
}
void checkerboardSeparationPrepared(benchmark::State& state) {
    const int size = int(state.range(0));
    const SeparationMask a(checkerboard(size).mask);
    for (auto _ : state)
        benchmark::DoNotOptimize(separation(a, a, 0, 0));
}
// Two different noise masks half across each other: the pushes are long.
void noiseSeparation(benchmark::State& state) {
    const int size = int(state.range(0));
    const Shape a = noise(size, 1), b = noise(size, 2);
    for (auto _ : state)
        benchmark::DoNotOptimize(separation(a.mask, b.mask, size / 2, size / 3));
}
void noiseSeparationPrepared(benchmark::State& state) {
    const int size = int(state.range(0));
    const SeparationMask a(noise(size, 1).mask), b(noise(size, 2).mask);
    for (auto _ : state)
        benchmark::DoNotOptimize(separation(a, b, size / 2, size / 3));
}

void maskFromRgba(benchmark::State& state) {
    const int side = int(state.range(0));
    std::vector<std::uint8_t> image(std::size_t(side) * side * 4);
    std::mt19937 rng(5);
    for (auto& byte : image)
        byte = std::uint8_t(rng());
    for (auto _ : state)
        benchmark::DoNotOptimize(Mask::fromRgba(image.data(), side, side, side * 4, 0));
    state.SetBytesProcessed(std::int64_t(state.iterations()) * std::int64_t(image.size()));
}

// A magenta background with JPEG-like noise of up to +-6 on each channel, art elsewhere:
// the exact key (tolerance 0, the old fast path) against a tolerance (range(1)).
void maskFromRgbaColorKey(benchmark::State& state) {
    const int side = int(state.range(0));
    const auto tolerance = std::uint8_t(state.range(1));
    std::vector<std::uint8_t> image(std::size_t(side) * side * 4);
    std::mt19937 rng(6);
    for (std::size_t i = 0; i < image.size(); i += 4) {
        const bool background = rng() % 2 == 0;
        image[i] = std::uint8_t(background ? 249 + rng() % 7 : rng());
        image[i + 1] = std::uint8_t(background ? rng() % 7 : rng());
        image[i + 2] = std::uint8_t(background ? 249 + rng() % 7 : rng());
        image[i + 3] = 255;
    }
    const ColorKey key{255, 0, 255, tolerance};
    for (auto _ : state)
        benchmark::DoNotOptimize(Mask::fromRgbaColorKey(image.data(), side, side, side * 4, key));
    state.SetBytesProcessed(std::int64_t(state.iterations()) * std::int64_t(image.size()));
}

} // namespace

BENCHMARK(discsHitOverlaps)->Apply(sizes);
BENCHMARK(boxesApartOverlaps)->Arg(64);
BENCHMARK(discsHitBaseline)->Apply(sizes);
BENCHMARK(ringDiscOverlaps)->Apply(sizes);
BENCHMARK(ringDiscRle)->Apply(sizes);
BENCHMARK(ringDiscBaseline)->Apply(sizes);
BENCHMARK(discsArea)->Apply(sizes);
BENCHMARK(discsAreaBaseline)->Apply(sizes);
BENCHMARK(discsStreamBoth)->Apply(sizes);
BENCHMARK(discsFirstContact)->Apply(sizes);
BENCHMARK(discsOverlapMask)->Apply(sizes);
BENCHMARK(discsSeparation)->Apply(sizes)->Unit(benchmark::kMicrosecond);
BENCHMARK(discsSeparationPrepared)->Apply(sizes)->Unit(benchmark::kMicrosecond);
BENCHMARK(checkerboardSeparation)->Arg(64)->Arg(512)->Unit(benchmark::kMillisecond);
BENCHMARK(checkerboardSeparationPrepared)->Arg(64)->Arg(512)->Unit(benchmark::kMillisecond);
BENCHMARK(noiseSeparation)->Arg(64)->Arg(512)->Unit(benchmark::kMillisecond);
BENCHMARK(noiseSeparationPrepared)->Arg(64)->Arg(512)->Unit(benchmark::kMillisecond);
BENCHMARK(maskFromRgba)->Arg(4096)->Unit(benchmark::kMillisecond);
BENCHMARK(maskFromRgbaColorKey)->Args({4096, 0})->Args({4096, 40})->Unit(benchmark::kMillisecond);

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    registerPeerBenchmarks();
    PeerReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    return 0;
}
