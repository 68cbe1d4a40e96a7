// SPDX-License-Identifier: MIT
// The core side by side with pygame's bitmask.c: the same masks, the same offsets,
// answers checked equal before timing, many different offsets per case so branch
// predictors cannot learn one.
#include "peer_bench.hpp"

#include "pygame_bitmask.hpp"
#include "shapes.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <hitmask/collide.hpp>
#include <map>
#include <memory>
#include <random>
#include <stdexcept>

namespace hitmask::bench {

namespace {

constexpr int kOffsets = 256; // a power of two: the loops index with & (kOffsets - 1)

struct Offset {
    int dx, dy;
};

struct PeerMask {
    Mask mask;
    std::shared_ptr<PygameMask> peer; // null without pygame
};

struct Case {
    std::string name;
    std::vector<PeerMask> as, bs; // pair i is as[i % size], bs[i % size]
    std::vector<Offset> offsets;  // kOffsets of them
};

std::shared_ptr<PygameMask> toPygame(const Shape& s, const PygameBitmask* lib) {
    if (lib == nullptr)
        return nullptr;
    std::shared_ptr<PygameMask> m(lib->create(s.width, s.height), lib->destroy);
    for (int y = 0; y < s.height; ++y)
        for (int x = 0; x < s.width; ++x)
            if (s.bytes[std::size_t(y) * s.width + x])
                PygameBitmask::set(m.get(), x, y);
    return m;
}

PeerMask peerMask(const Shape& s, const PygameBitmask* lib) {
    return {s.mask, toPygame(s, lib)};
}

// An irregular sprite: a few overlapping ellipses with a dithered edge and a hole.
Shape sprite(int width, int height, std::mt19937& rng) {
    Shape s{Mask(width, height), width, height,
            std::vector<std::uint8_t>(std::size_t(width) * height)};
    std::uniform_real_distribution<double> unit(0, 1);
    struct Blob {
        double cx, cy, rx, ry;
    };
    std::vector<Blob> blobs;
    for (int i = 0; i < 4; ++i)
        blobs.push_back({width * (0.25 + 0.5 * unit(rng)), height * (0.25 + 0.5 * unit(rng)),
                         width * (0.15 + 0.25 * unit(rng)), height * (0.15 + 0.25 * unit(rng))});
    const Blob hole{width * 0.5, height * 0.5, width * 0.08, height * 0.08};
    auto inside = [](const Blob& b, double x, double y) {
        const double u = (x - b.cx) / b.rx, v = (y - b.cy) / b.ry;
        return u * u + v * v;
    };
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            double best = 1e9;
            for (const Blob& b : blobs)
                best = std::min(best, inside(b, x + 0.5, y + 0.5));
            const bool edge = best > 0.8 && best < 1.0;
            const bool solid =
                best < 1.0 && (!edge || (x + y) % 2 == 0) && inside(hole, x + 0.5, y + 0.5) >= 1.0;
            if (solid) {
                s.mask.set(x, y, true);
                s.bytes[std::size_t(y) * width + x] = 1;
            }
        }
    return s;
}

bool bytesOverlap(const Shape& a, const Shape& b, int dx, int dy) {
    for (int y = std::max(0, dy); y < std::min(a.height, dy + b.height); ++y)
        for (int x = std::max(0, dx); x < std::min(a.width, dx + b.width); ++x)
            if (a.bytes[std::size_t(y) * a.width + x] &&
                b.bytes[std::size_t(y - dy) * b.width + (x - dx)])
                return true;
    return false;
}

// Two discs, b anywhere within half a diameter of a's centre: they always hit, at
// different rows and columns from call to call.
Case discsHit(int size, const PygameBitmask* lib, std::mt19937& rng) {
    const Shape d = disc(size);
    Case c{"discs hit/" + std::to_string(size), {peerMask(d, lib)}, {peerMask(d, lib)}, {}};
    std::uniform_int_distribution<int> jitter(-size / 2, size / 2);
    for (int i = 0; i < kOffsets; ++i)
        c.offsets.push_back({jitter(rng), jitter(rng)});
    return c;
}

// A disc inside a ring's hole, moved around within the slack: the boxes overlap, no
// pixel does, so every query has to look at every row.
Case ringMiss(int size, const PygameBitmask* lib, std::mt19937& rng) {
    const Shape r = ring(size);
    const Shape d = disc(size * 6 / 10);
    Case c{"ring miss/" + std::to_string(size), {peerMask(r, lib)}, {peerMask(d, lib)}, {}};
    const int centre = (size - size * 6 / 10) / 2;
    std::uniform_int_distribution<int> jitter(-size / 40, size / 40);
    while (int(c.offsets.size()) < kOffsets) {
        const Offset o{centre + jitter(rng), centre + jitter(rng)};
        if (!bytesOverlap(r, d, o.dx, o.dy))
            c.offsets.push_back(o);
    }
    return c;
}

// Game-sized irregular sprites, 16 to 128 px, paired at offsets where their boxes
// overlap: some hit, some miss.
Case sprites(const PygameBitmask* lib, std::mt19937& rng) {
    Case c{"sprites 16-128", {}, {}, {}};
    std::uniform_int_distribution<int> side(16, 128);
    std::vector<Shape> shapes;
    for (int i = 0; i < 16; ++i)
        shapes.push_back(sprite(side(rng), side(rng), rng));
    for (int i = 0; i < kOffsets; ++i) {
        const Shape& a = shapes[std::size_t(i) % 16];
        const Shape& b = shapes[std::size_t(i * 7 + 3) % 16];
        c.as.push_back(peerMask(a, lib));
        c.bs.push_back(peerMask(b, lib));
        c.offsets.push_back({std::uniform_int_distribution<int>(-b.width + 1, a.width - 1)(rng),
                             std::uniform_int_distribution<int>(-b.height + 1, a.height - 1)(rng)});
    }
    return c;
}

// The same answers from both, before anything is timed. pygame's overlap_pos reports
// the first pixel of its own column-stripe order, so only that it overlaps is checked.
void checkAgree(const Case& c, const PygameBitmask* lib) {
    for (int i = 0; i < kOffsets; ++i) {
        const PeerMask& a = c.as[std::size_t(i) % c.as.size()];
        const PeerMask& b = c.bs[std::size_t(i) % c.bs.size()];
        const Offset o = c.offsets[std::size_t(i)];
        const bool hit = overlaps(a.mask, b.mask, o.dx, o.dy);
        const std::size_t area = overlapArea(a.mask, b.mask, o.dx, o.dy);
        const auto first = firstContact(a.mask, b.mask, o.dx, o.dy);
        bool ok = hit == (area > 0) && hit == first.has_value();
        if (lib != nullptr) {
            int x = -1, y = -1;
            const bool peerHit = lib->overlapPos(a.peer.get(), b.peer.get(), o.dx, o.dy, &x, &y);
            ok = ok && (lib->overlap(a.peer.get(), b.peer.get(), o.dx, o.dy) != 0) == hit &&
                 std::size_t(lib->overlapArea(a.peer.get(), b.peer.get(), o.dx, o.dy)) == area &&
                 peerHit == hit && (!hit || (a.mask.test(x, y) && b.mask.test(x - o.dx, y - o.dy)));
        }
        if (!ok)
            throw std::runtime_error("hitmask and pygame disagree on " + c.name);
    }
}

enum class Query { Overlaps, Area, FirstContact };
const char* queryName(Query q) {
    return q == Query::Overlaps ? "overlaps" : q == Query::Area ? "overlapArea" : "firstContact";
}

// HITMASK_BENCH_CALLS=N runs each case exactly N times, so that instruction counts
// from `valgrind --tool=callgrind` divide into counts per call.
void fixCalls(benchmark::internal::Benchmark* b) {
    if (const char* calls = std::getenv("HITMASK_BENCH_CALLS"))
        b->Iterations(std::max(1L, std::atol(calls)));
}

// One call's arguments, laid out flat so that the timed loops cost the same few
// instructions on both sides.
template <typename M> struct Call {
    const M* a;
    const M* b;
    int dx, dy;
};

template <typename M> std::vector<Call<M>> calls(const Case& c, const M* (*pick)(const PeerMask&)) {
    std::vector<Call<M>> out;
    for (int i = 0; i < kOffsets; ++i)
        out.push_back({pick(c.as[std::size_t(i) % c.as.size()]),
                       pick(c.bs[std::size_t(i) % c.bs.size()]), c.offsets[std::size_t(i)].dx,
                       c.offsets[std::size_t(i)].dy});
    return out;
}

// `owner` keeps the masks the calls point at alive for as long as the benchmark.
template <typename M, typename Fn>
void registerLoop(const std::string& name, std::shared_ptr<const Case> owner,
                  std::vector<Call<M>> list, Fn query) {
    auto* b =
        benchmark::RegisterBenchmark(name.c_str(), [owner, list, query](benchmark::State& state) {
            unsigned i = 0;
            for (auto _ : state) {
                const Call<M>& call = list[i++ & (kOffsets - 1)];
                benchmark::DoNotOptimize(query(*call.a, *call.b, call.dx, call.dy));
            }
        });
    fixCalls(b);
}

void registerCase(const std::shared_ptr<const Case>& owner, Query q, const PygameBitmask* lib) {
    const Case& c = *owner;
    const std::string base = std::string("peer/") + queryName(q) + "/" + c.name;
    auto ours = calls<Mask>(c, [](const PeerMask& m) { return &m.mask; });
    if (q == Query::Overlaps)
        registerLoop(
            base + "/hitmask", owner, ours,
            [](const Mask& a, const Mask& b, int dx, int dy) { return overlaps(a, b, dx, dy); });
    else if (q == Query::Area)
        registerLoop(
            base + "/hitmask", owner, ours,
            [](const Mask& a, const Mask& b, int dx, int dy) { return overlapArea(a, b, dx, dy); });
    else
        registerLoop(base + "/hitmask", owner, ours,
                     [](const Mask& a, const Mask& b, int dx, int dy) {
                         return firstContact(a, b, dx, dy);
                     });
    if (lib == nullptr)
        return;
    auto theirs =
        calls<PygameMask>(c, [](const PeerMask& m) -> const PygameMask* { return m.peer.get(); });
    if (q == Query::Overlaps)
        registerLoop(base + "/pygame", owner, theirs,
                     [lib](const PygameMask& a, const PygameMask& b, int dx, int dy) {
                         return lib->overlap(&a, &b, dx, dy);
                     });
    else if (q == Query::Area)
        registerLoop(base + "/pygame", owner, theirs,
                     [lib](const PygameMask& a, const PygameMask& b, int dx, int dy) {
                         return lib->overlapArea(&a, &b, dx, dy);
                     });
    else
        registerLoop(base + "/pygame", owner, theirs,
                     [lib](const PygameMask& a, const PygameMask& b, int dx, int dy) {
                         int x, y;
                         return lib->overlapPos(&a, &b, dx, dy, &x, &y) ? x + y : -1;
                     });
}

} // namespace

void registerPeerBenchmarks() {
    std::string why;
    const PygameBitmask* lib = PygameBitmask::load(why);
    if (lib == nullptr)
        std::fprintf(stderr, "note: no pygame column (%s)\n", why.c_str());
    std::mt19937 rng(11);
    std::vector<std::shared_ptr<const Case>> cases;
    for (int size : {16, 32, 64, 256, 1024}) {
        cases.push_back(std::make_shared<const Case>(discsHit(size, lib, rng)));
        cases.push_back(std::make_shared<const Case>(ringMiss(size, lib, rng)));
    }
    cases.push_back(std::make_shared<const Case>(sprites(lib, rng)));
    for (const auto& c : cases)
        checkAgree(*c, lib);
    for (Query q : {Query::Overlaps, Query::Area, Query::FirstContact})
        for (const auto& c : cases)
            registerCase(c, q, lib);
}

void PeerReporter::ReportRuns(const std::vector<Run>& runs) {
    for (const Run& run : runs) {
        const std::string name = run.run_name.str();
        const bool wanted = run.run_type == Run::RT_Iteration ? run.repetitions <= 1
                                                              : run.aggregate_name == "median";
        if (wanted && !run.error_occurred && name.rfind("peer/", 0) == 0)
            nanoseconds_[name] =
                run.GetAdjustedCPUTime() * 1e9 / benchmark::GetTimeUnitMultiplier(run.time_unit);
    }
    ConsoleReporter::ReportRuns(runs);
}

void PeerReporter::Finalize() {
    ConsoleReporter::Finalize();
    std::map<std::string, std::pair<double, double>> pairs; // case -> (hitmask, pygame)
    for (const auto& [name, ns] : nanoseconds_) {
        const auto slash = name.rfind('/');
        auto& pair = pairs[name.substr(5, slash - 5)];
        (name.substr(slash + 1) == "hitmask" ? pair.first : pair.second) = ns;
    }
    double logSum = 0;
    int count = 0;
    double worst = 1e300;
    std::printf("\n%-40s %12s %12s %8s\n", "case (ns per call)", "hitmask", "pygame", "ratio");
    for (const auto& [name, times] : pairs) {
        if (times.first <= 0 || times.second <= 0) {
            std::printf("%-40s %12.1f %12.1f %8s\n", name.c_str(), times.first, times.second, "-");
            continue;
        }
        const double ratio = times.second / times.first;
        logSum += std::log(ratio);
        ++count;
        worst = std::min(worst, ratio);
        std::printf("%-40s %12.1f %12.1f %7.2fx\n", name.c_str(), times.first, times.second, ratio);
    }
    if (count > 0)
        std::printf("geometric mean speed-up over pygame: %.2fx over %d cases, worst %.2fx\n",
                    std::exp(logSum / count), count, worst);
}

} // namespace hitmask::bench
