#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Instructions per frame for hitmask-world-bench's frames, counted by callgrind.

Each benchmark the filter picks runs alone under valgrind --tool=callgrind, collecting
only inside measured() (the timed frames; the scene's set-up, the first question and the
check against World stay out), and the total is divided by the frames measured() ran.
Worker threads (setThreads) are not counted: the figures are the calling thread's.

    tests/bench/world_callgrind.py build/tests/hitmask-world-bench 'Frame/level/|Still'
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile


def benchmarks(bench, pattern):
    listed = subprocess.run([bench, "--benchmark_list_tests", "--benchmark_filter=" + pattern],
                            check=True, capture_output=True, text=True).stdout.split()
    # The per-frame ways only: sweep-and-prune and the all-pairs loop are not measured().
    return [name for name in listed if re.match(r"(world|box2d)\w*Frame/|worldStill/", name)]


def instructions(bench, name, min_time):
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "callgrind.out")
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", "--toggle-collect=*hitmask::bench::measured<*",
             "--callgrind-out-file=" + out, bench, "--benchmark_filter=^" + re.escape(name) + "$",
             "--benchmark_min_time=" + str(min_time)],
            env=dict(os.environ, HITMASK_FRAMES_MEASURED="1"), capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f"{name}: valgrind failed\n{run.stderr[-2000:]}")
        frames = int(re.search(r"frames measured: (\d+)", run.stderr).group(1))
        with open(out) as f:
            total = next(int(line.split()[1]) for line in f
                         if line.startswith(("summary:", "totals:")))
        return frames, total


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("bench", help="path to hitmask-world-bench")
    parser.add_argument("filter", nargs="?", default=".",
                        help="benchmarks to count, as --benchmark_filter takes them")
    parser.add_argument("--min-time", type=float, default=0.5,
                        help="--benchmark_min_time under valgrind (its clock runs ~50x slower)")
    args = parser.parse_args()
    print(f"{'benchmark':44} {'frames':>7} {'instructions per frame':>24}")
    for name in benchmarks(args.bench, args.filter):
        frames, total = instructions(args.bench, name, args.min_time)
        print(f"{name:44} {frames:7} {total / max(frames, 1) / 1e6:21.3f} M", flush=True)


if __name__ == "__main__":
    main()
