// SPDX-License-Identifier: MIT
// hitmask-world-bench's closing table: each scene's World frame beside Box2D's two ways,
// its contact-event frame and its nothing-moved frame, gathered from one run's results.
#pragma once

#include "world_scenes.hpp"

#include <algorithm>
#include <benchmark/benchmark.h>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

namespace hitmask::bench {

// Prints as the console reporter does, and remembers each benchmark's CPU time per
// frame (the median when repetitions ran, else the mean of its runs) and pixel pairs.
class SideBySide : public benchmark::ConsoleReporter {
public:
    void ReportRuns(const std::vector<Run>& runs) override {
        ConsoleReporter::ReportRuns(runs);
        for (const Run& run : runs) {
            if (run.error_occurred)
                continue;
            const std::string& name = run.run_name.function_name; // e.g. worldFrame/spread
            const std::size_t slash = name.find('/');
            if (slash == std::string::npos)
                continue;
            const std::string way = name.substr(0, slash);
            std::string scene = name.substr(slash + 1);
            if (!run.run_name.args.empty())
                scene += "/" + run.run_name.args;
            Cell& cell = cells_[{scene, way}];
            const double ms = run.GetAdjustedCPUTime() * multiplier(run.time_unit);
            if (run.run_type == Run::RT_Aggregate) {
                if (run.aggregate_name == "median")
                    cell.median = ms;
                continue;
            }
            cell.sum += ms;
            ++cell.runs;
            const auto pairs = run.counters.find("pixel_pairs");
            if (pairs != run.counters.end())
                cell.pairs = pairs->second.value;
            if (std::find(order_.begin(), order_.end(), scene) == order_.end())
                order_.push_back(scene);
        }
    }

    // The table, for the scenes that ran through World; "-" where a way did not run.
    void printTable() const {
        std::printf("\nCPU ms per frame; ratio = faster Box2D way / World; still = nothing "
                    "moved / all moved\n%-26s %10s %10s %10s %10s %7s %10s %10s %7s\n",
                    "scene", "pixel pairs", "World", "Box2D", "B2 queries", "ratio", "step()",
                    "no moves", "still");
        for (const std::string& scene : order_) {
            const double world = ms(scene, "worldFrame");
            if (world < 0)
                continue;
            const double tree = ms(scene, "box2dFrame"), queries = ms(scene, "box2dQueriesFrame");
            const double faster = tree < 0 ? queries : queries < 0 ? tree : std::min(tree, queries);
            const double still = ms(scene, "worldStill");
            std::printf("%-26s %10.0f %10s %10s %10s %7s %10s %10s %7s\n", scene.c_str(),
                        cells_.at({scene, "worldFrame"}).pairs, text(world).c_str(),
                        text(tree).c_str(), text(queries).c_str(),
                        faster < 0 ? "-" : ratio(faster / world).c_str(),
                        text(ms(scene, "worldStepFrame")).c_str(), text(still).c_str(),
                        still < 0 ? "-" : ratio(still / world).c_str());
        }
    }

private:
    struct Cell {
        double sum = 0, median = -1, pairs = 0;
        int runs = 0;
    };

    static double multiplier(benchmark::TimeUnit unit) {
        switch (unit) {
        case benchmark::kNanosecond:
            return 1e-6;
        case benchmark::kMicrosecond:
            return 1e-3;
        case benchmark::kMillisecond:
            return 1;
        default:
            return 1e3;
        }
    }

    double ms(const std::string& scene, const char* way) const {
        const auto it = cells_.find({scene, way});
        if (it == cells_.end() || (it->second.runs == 0 && it->second.median < 0))
            return -1;
        return it->second.median >= 0 ? it->second.median : it->second.sum / it->second.runs;
    }

    static std::string text(double ms) {
        if (ms < 0)
            return "-";
        char buffer[32];
        std::snprintf(buffer, sizeof buffer, "%.*f", ms < 1 ? 3 : 2, ms);
        return buffer;
    }
    static std::string ratio(double r) {
        char buffer[32];
        std::snprintf(buffer, sizeof buffer, "%.*fx", r < 0.1 ? 3 : 2, r);
        return buffer;
    }

    std::map<std::pair<std::string, std::string>, Cell> cells_;
    std::vector<std::string> order_;
};

} // namespace hitmask::bench

// main(): the benchmarks as usual (every google-benchmark flag works), then the table;
// with HITMASK_FRAMES_MEASURED set, how many frames ran through measured() (stderr).
#define HITMASK_WORLD_BENCH_MAIN()                                                                 \
    int main(int argc, char** argv) {                                                              \
        benchmark::Initialize(&argc, argv);                                                        \
        if (benchmark::ReportUnrecognizedArguments(argc, argv))                                    \
            return 1;                                                                              \
        hitmask::bench::SideBySide reporter;                                                       \
        benchmark::RunSpecifiedBenchmarks(&reporter);                                              \
        reporter.printTable();                                                                     \
        if (std::getenv("HITMASK_FRAMES_MEASURED"))                                                \
            std::fprintf(stderr, "frames measured: %llu\n",                                        \
                         static_cast<unsigned long long>(hitmask::bench::framesMeasured()));       \
        benchmark::Shutdown();                                                                     \
        return 0;                                                                                  \
    }
