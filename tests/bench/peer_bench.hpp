// SPDX-License-Identifier: MIT
// Side-by-side cases against pygame's bitmask.c and the summary table they print.
#pragma once

#include <benchmark/benchmark.h>
#include <map>
#include <string>
#include <vector>

namespace hitmask::bench {

// Registers the peer cases; without pygame only hitmask's column runs, with a note.
void registerPeerBenchmarks();

// The console output plus, at the end, hitmask against pygame per case, the ratio
// and the geometric mean (medians when repetitions are asked for). CPU time, not wall
// time: on a shared machine the wall clock also counts the time others held the core.
class PeerReporter final : public benchmark::ConsoleReporter {
public:
    void ReportRuns(const std::vector<Run>& runs) override;
    void Finalize() override;

private:
    std::map<std::string, double> nanoseconds_;
};

} // namespace hitmask::bench
