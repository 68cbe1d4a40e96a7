#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Microseconds of CPU time per World call with 1,000 sprites (32 x 32 rings, cell size
32, on 2,000 x 2,000 pixels): a frame's step() after moving every sprite, segment queries
across the world and over the whole int range, point and rectangle queries,
collisions_of, and Mask.separation of two overlapping rings. Best of five runs of CPU
time (time.process_time), so that a loaded machine changes little.

    python3 runtimes/python/bench_world.py [--sprites N] [--backend pure]
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "src"))

import hitmask  # noqa: E402
from bench import ring  # noqa: E402  (the sprites of bench.py's figures)


def best_of(function, calls, repeat=5):
    """µs per call of function(i) for i in range(calls), best of `repeat` runs."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        for i in range(calls):
            function(i)
        best = min(best, time.process_time() - start)
    return best / calls * 1e6


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sprites", type=int, default=1000)
    parser.add_argument("--side", type=int, default=2000, help="the world's width and height")
    args = parser.parse_args()
    rng = random.Random(3)
    mask = ring(32, 12)
    world = hitmask.World(32)
    side = args.side
    ids = [world.add(mask, rng.randrange(side), rng.randrange(side)) for _ in range(args.sprites)]
    moves = [[(rng.randrange(side), rng.randrange(side)) for _ in ids] for _ in range(4)]

    def frame(i):
        for entry_id, (x, y) in zip(ids, moves[i % 4]):
            world.move(entry_id, x, y)
        world.step()

    world.step()
    print("Python %s, %d sprites of 32 x 32 on %d x %d, cell 32"
          % (sys.version.split()[0], args.sprites, side, side))
    print("%-44s %10s" % ("call", "µs"))
    print("%-44s %10.0f  (%d pairs)"
          % ("frame: move all + step()", best_of(frame, 4, 3), len(world.collisions())))
    print("%-44s %10.0f" % ("step() alone, nothing moved", best_of(lambda i: world.step(), 4, 3)))
    spot = [(rng.randrange(side), rng.randrange(side)) for _ in range(200)]
    across = [(x, y, rng.randrange(side), rng.randrange(side)) for x, y in spot]
    limits = [(-(2**31), y, 2**31 - 1, rng.randrange(side)) for _, y in spot]
    short = [(x, y, x + rng.randint(-40, 40), y + rng.randint(-40, 40)) for x, y in spot]
    offsets = [(rng.randint(-24, 24), rng.randint(-24, 24)) for _ in spot]
    calls = (
        ("query_segment across the world", lambda i: world.query_segment(*across[i])),
        ("query_segment from INT_MIN to INT_MAX", lambda i: world.query_segment(*limits[i])),
        ("query_segment of at most 40 pixels", lambda i: world.query_segment(*short[i])),
        ("query_point", lambda i: world.query_point(*spot[i])),
        ("query_rect 64 x 64", lambda i: world.query_rect(*spot[i], 64, 64)),
        ("query (a 32 x 32 ring)", lambda i: world.query(mask, *spot[i])),
        ("collisions_of", lambda i: world.collisions_of(ids[i])),
        ("Mask.separation, 32 x 32 rings (±24 px)", lambda i: mask.separation(mask, offsets[i])),
    )
    for name, call in calls:
        print("%-44s %10.1f" % (name, best_of(call, len(spot))))

if __name__ == "__main__":
    main()
