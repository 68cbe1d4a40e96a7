#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Microseconds of CPU time per call of hitmask.Mask's overlap tests on round sprites of
32 x 32, 64 x 64 and 256 x 256, over random offsets where the boxes meet (hits and
misses mixed), beside pygame.mask.Mask for the same calls on the same pixels when pygame
is installed; then World.collisions() on scattered sprites and frames of 3,000 moving
sprites, with each World backend there is (pure Python; native when libhitmask loads).
CPU time (time.process_time), best of a few runs, so that a loaded machine changes little.

    python3 runtimes/python/bench.py [--calls N] [--frames N] [--no-world]
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
    parser.add_argument("--frames", type=int, default=20, help="frames per World measurement")
    parser.add_argument(
        "--no-world", dest="world", action="store_false", help="Mask calls only"
    )
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
    if args.world:
        worlds = backends()
        world_collisions(rng, worlds)
        world_frames(rng, worlds, args.frames)


def backends():
    """(name, World class) of each backend there is: pure Python, and native when
    libhitmask loads (HITMASK_LIBRARY, the build tree, the system's)."""
    from hitmask._world import World as PythonWorld

    found = [("python", PythonWorld)]
    try:
        from hitmask._native_world import World as NativeWorld
    except ImportError as error:
        print("(native backend: %s)" % error)
    else:
        found.append(("native", NativeWorld))
    return found


def world_collisions(rng, worlds):
    print()
    print("World.collisions(), 32 x 32 rings scattered at random, ms per call:")
    sprite = ring(32, 16)
    for count, side in ((100, 640), (1000, 2000), (1000, 640)):
        places = [(rng.randrange(side), rng.randrange(side)) for _ in range(count)]
        for name, World in worlds:
            world = World(cell_size=32)
            for x, y in places:
                world.add(sprite, x, y)
            pairs = len(world.collisions())
            took = per_call(lambda _: world.collisions(), range(3), 5) / 1e3
            print(
                "  %-6s %4d sprites on %d x %d: %7.3f ms (%d colliding pairs)"
                % (name, count, side, side, took, pairs)
            )


def world_frames(rng, worlds, frames):
    """A game's frame: every sprite moves (up to 3 px a frame, wrapping round the field),
    then move_many() and step() (or collisions()). The positions are made beforehand:
    only the World's calls are timed."""
    print()
    print("A frame of 3 000 moving 32 x 32 rings, ms per frame (best of 3 runs of %d):" % frames)
    sprite = ring(32, 16)
    for side in (3500, 6000):
        count = 3000
        x = [rng.randrange(side) for _ in range(count)]
        y = [rng.randrange(side) for _ in range(count)]
        speed = [(rng.randint(-3, 3), rng.randint(-3, 3)) for _ in range(count)]
        path = []
        for _ in range(frames):
            x = [(v + s[0]) % side for v, s in zip(x, speed)]
            y = [(v + s[1]) % side for v, s in zip(y, speed)]
            path.append((x, y))
        for name, World in worlds:
            world = World(cell_size=32)
            ids = [world.add(sprite, px, py) for px, py in zip(*path[-1])]
            events = len(world.step())

            def bulk_step(_):
                for xs, ys in path:
                    world.move_many(ids, xs, ys)
                    world.step()

            def bulk_collisions(_):
                for xs, ys in path:
                    world.move_many(ids, xs, ys)
                    world.collisions()

            def one_by_one(_):
                move = world.move
                for xs, ys in path:
                    for entry, px, py in zip(ids, xs, ys):
                        move(entry, px, py)
                    world.step()

            took = [
                per_call(timed, range(1), 3) / 1e3 / frames
                for timed in (bulk_step, bulk_collisions, one_by_one)
            ]
            print(
                "  %-6s on %d x %d (%4d events a step): move_many + step %6.2f, "
                "move_many + collisions %6.2f, 3 000 move() + step %6.2f"
                % (name, side, side, events, *took)
            )


if __name__ == "__main__":
    main()
