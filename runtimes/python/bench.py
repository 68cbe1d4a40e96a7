#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Microseconds of CPU time per call of hitmask.Mask's overlap tests on round sprites of
32 x 32, 64 x 64 and 256 x 256, over random offsets where the boxes meet (hits and
misses mixed), beside pygame.mask.Mask for the same calls on the same pixels when pygame
is installed; then World.collisions() on scattered sprites. CPU time
(time.process_time), best of a few runs, so that a loaded machine changes little.

    python3 runtimes/python/bench.py [--calls N]
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "src"))

import hitmask  # noqa: E402

try:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame.mask
except ImportError:
    pygame = None


def ring(size, hole):
    """A disc of diameter `size` with a round hole: a sprite with an inside and edges."""
    rows = []
    centre = (size - 1) / 2
    for y in range(size):
        row = 0
        for x in range(size):
            d2 = (x - centre) ** 2 + (y - centre) ** 2
            if hole * hole <= d2 * 4 <= size * size:
                row |= 1 << x
        rows.append(row)
    return hitmask.Mask.from_rows(rows, size)


def per_call(function, offsets, repeat):
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        for offset in offsets:
            function(offset)
        best = min(best, time.process_time() - start)
    return best / len(offsets) * 1e6


def where_the_time_goes(a, b, offsets, repeat, whole):
    """overlaps() split: the loop and call alone, the argument checks (the same offsets as
    lists, which take the general rule's road), the solid boxes missing each other (calls,
    checks and box arithmetic, no big-int work), and so the big ints' share."""
    nothing = per_call(lambda o: None, offsets, repeat)
    far = [(o[0] + 10**6, o[1]) for o in offsets]
    lists = [list(o) for o in offsets]
    miss = per_call(lambda o: a.overlaps(b, o), far, repeat)
    general = per_call(lambda o: a.overlaps(b, o), lists, repeat)
    print(
        "%-9s overlaps: loop %.2f, boxes apart %.2f (so big ints %.2f); "
        "offsets as lists %.2f (general checks +%.2f)"
        % ("", nothing, miss, whole - miss, general, general - whole)
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=2000, help="offsets per measurement")
    args = parser.parse_args()
    rng = random.Random(1)
    version = pygame.version.ver if pygame else "not installed"
    print("Python %s, pygame %s" % (sys.version.split()[0], version))
    print("%-9s %-13s %10s %10s" % ("size", "call", "hitmask", "pygame"))
    for size in (32, 44, 64, 256):
        a, b = ring(size, 0), ring(size, size // 2)
        near = (-size + 1, size - 1)
        offsets = [(rng.randint(*near), rng.randint(*near)) for _ in range(args.calls)]
        hits = sum(1 for o in offsets if a.overlaps(b, o))
        repeat = 5 if size < 256 else 3
        ours = {
            "overlaps": per_call(lambda o: a.overlaps(b, o), offsets, repeat),
            "overlap": per_call(lambda o: a.overlap(b, o), offsets, repeat),
            "overlap_area": per_call(lambda o: a.overlap_area(b, o), offsets, repeat),
        }
        theirs = {}
        if pygame:
            pa, pb = a.to_pygame(), b.to_pygame()
            theirs = {
                # pygame has no yes/no test: overlap() is what a pygame game calls.
                "overlaps": per_call(lambda o: pa.overlap(pb, o), offsets, repeat),
                "overlap": per_call(lambda o: pa.overlap(pb, o), offsets, repeat),
                "overlap_area": per_call(lambda o: pa.overlap_area(pb, o), offsets, repeat),
            }
        for call in ("overlaps", "overlap", "overlap_area"):
            label = "%dx%d" % (size, size) if call == "overlaps" else ""
            other = "%10.2f" % theirs[call] if theirs else "%10s" % "-"
            print("%-9s %-13s %10.2f %s" % (label, call, ours[call], other))
        print("%-9s (%d%% of the offsets hit)" % ("", 100 * hits // len(offsets)))
        if size in (32, 44):
            where_the_time_goes(a, b, offsets, repeat, ours["overlaps"])
    print()
    print("World.collisions(), 32 x 32 rings scattered at random, ms per call:")
    sprite = ring(32, 16)
    for count, side in ((100, 640), (1000, 2000), (1000, 640)):
        world = hitmask.World(cell_size=32)
        for _ in range(count):
            world.add(sprite, rng.randrange(side), rng.randrange(side))
        pairs = len(world.collisions())
        took = per_call(lambda _: world.collisions(), range(3), 5) / 1e3
        print(
            "  %4d sprites on %d x %d: %7.2f ms (%d colliding pairs)"
            % (count, side, side, took, pairs)
        )


if __name__ == "__main__":
    main()
