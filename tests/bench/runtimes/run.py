#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Runs the runtimes' shared benchmark scene (scene.md) in C, Python (pure and native),
JavaScript, Lua and C#, checks that every one counted the same pairs, events, query hits and
pair answers, and prints one Markdown table of their figures (CPU time, each the best of
five runs inside the program; --repeat N also takes the best over N runs of each).

    cmake --build build --target hitmask_c hitmask-runtimes-bench
    (cd build && ctest -R csharp_build)      # the C# binding and scene.cs, built with mcs
    python3 tests/bench/runtimes/run.py --build build

C#'s scene.cs is compiled by the test csharp_build into build/tests/csharp_runtime/bench.exe
(runtimes/csharp/build.cmake) and run with mono.
"""

import argparse
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

ROWS = (
    ("overlaps_ns", "`overlaps`, two 32 px discs (ns)"),
    ("overlap_area_ns", "`overlap_area` (ns)"),
    ("first_contact_ns", "first contact (ns)"),
    ("frame_move_step_us_1000", "1,000 sprites: `move` each + `step()` (µs)"),
    ("frame_move_many_step_us_1000", "1,000 sprites: `move_many` + `step()` (µs)"),
    ("collisions_us_1000", "1,000 sprites: `collisions()` (µs)"),
    ("frame_move_step_us_3000", "3,000 sprites: `move` each + `step()` (µs)"),
    ("frame_move_many_step_us_3000", "3,000 sprites: `move_many` + `step()` (µs)"),
    ("collisions_us_3000", "3,000 sprites: `collisions()` (µs)"),
    ("query_point_us", "point query, 1,000 sprites (µs)"),
    ("query_segment_us", "300 px segment query, 1,000 sprites (µs)"),
)


def csharp(build):
    """(command, extra environment) that runs scene.cs as csharp_build compiled it."""
    binding = os.path.join(build, "tests", "csharp_runtime")
    program = os.path.join(binding, "bench.exe")
    if not os.path.exists(program):
        sys.exit("C#: no %s: run `ctest -R csharp_build` in the build folder" % program)
    return ["mono", program], {"LD_LIBRARY_PATH": os.path.join(build, "core")}


def runtimes(build):
    """(column, command, extra environment) for each runtime, in the table's order."""
    library = os.path.join(build, "core", "libhitmask.so.0")
    native = {"HITMASK_BACKEND": "native", "HITMASK_LIBRARY": library}
    mono, mono_env = csharp(build)
    return (
        ("C", [os.path.join(build, "tests", "hitmask-runtimes-bench")], {}),
        ("Python, pure", [sys.executable, os.path.join(HERE, "scene.py")], {"HITMASK_BACKEND": "python"}),
        ("Python, native", [sys.executable, os.path.join(HERE, "scene.py")], native),
        ("JavaScript", ["node", os.path.join(HERE, "scene.mjs")], {}),
        ("Lua", ["luajit", os.path.join(HERE, "scene.lua")], {"HITMASK_LIBRARY": library}),
        ("C#", mono, mono_env),
    )


def parse(text):
    values = {}
    for line in text.splitlines():
        key, sep, value = line.partition(" = ")
        if sep:
            values[key.strip()] = value.strip()
    return values


def figure(value):
    if value is None:
        return "—"
    number = float(value)
    if number >= 100:
        return "{:,.0f}".format(number)
    return "%.2g" % number if number < 1 else "%.1f" % number


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default="build", help="the CMake build directory")
    parser.add_argument("--repeat", type=int, default=1, help="runs of each program")
    args = parser.parse_args()
    columns, results = [], []
    for name, command, extra in runtimes(os.path.abspath(args.build)):
        if shutil.which(command[0]) is None and not os.path.exists(command[0]):
            sys.exit("%s: %s not found" % (name, command[0]))
        best = {}
        for _ in range(args.repeat):
            done = subprocess.run(command, env=dict(os.environ, **extra), capture_output=True, text=True)
            if done.returncode != 0:
                sys.exit("%s failed (%d):\n%s%s" % (name, done.returncode, done.stdout, done.stderr))
            for key, value in parse(done.stdout).items():
                if key.startswith("check_") or key == "runtime":
                    best[key] = value
                else:
                    best[key] = min(float(value), best.get(key, float("inf")))
        columns.append(name)
        results.append(best)
        print("%s: %s" % (name, best["runtime"]), file=sys.stderr)
    checks = sorted({key for values in results for key in values if key.startswith("check_")})
    for key in checks:
        seen = {name: values.get(key) for name, values in zip(columns, results)}
        if len(set(seen.values())) != 1:
            sys.exit("the runtimes disagree on %s: %s" % (key, seen))
        print("%s = %s (all agree)" % (key, seen[columns[0]]), file=sys.stderr)
    print("| | " + " | ".join(columns) + " |")
    print("|---" * (len(columns) + 1) + "|")
    for key, label in ROWS:
        print("| %s | %s |" % (label, " | ".join(figure(values.get(key)) for values in results)))


if __name__ == "__main__":
    main()
