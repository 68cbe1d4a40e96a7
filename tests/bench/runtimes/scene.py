#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The runtimes' shared benchmark scene in Python (scene.md): per-call pair tests, World
frames at 1,000 and 3,000 sprites, and queries, as key = value lines. The backend is
hitmask's choice: HITMASK_BACKEND=python or native, HITMASK_LIBRARY=path/to/libhitmask.so.

    HITMASK_BACKEND=python python3 tests/bench/runtimes/scene.py
"""

import os
import sys
import time

sys.path.insert(
    0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "runtimes", "python", "src")
)

import hitmask  # noqa: E402

FIELD_W, FIELD_H, FRAMES, RUNS, QUERIES = 1024, 768, 10, 5, 256
cpu = time.process_time


class Lcg:
    """s = (s * 1103515245 + 12345) mod 2^31; a draw below n is bits 16-30 mod n."""

    def __init__(self, seed):
        self.s = seed

    def draw(self, n):
        self.s = (self.s * 1103515245 + 12345) % 2147483648
        return (self.s >> 16) % n


def disc():
    mask = hitmask.Mask((32, 32))
    for y in range(32):
        for x in range(32):
            if (2 * x - 31) ** 2 + (2 * y - 31) ** 2 <= 1024:
                mask.set_at((x, y))
    return mask


def per_call(mask, calls=100000):
    out = {}
    for key, method in (("overlaps", mask.overlaps), ("overlap_area", mask.overlap_area),
                        ("first_contact", mask.overlap)):
        best = float("inf")
        for _ in range(RUNS):
            start = cpu()
            for _ in range(calls):
                method(mask, (20, 9))
            best = min(best, cpu() - start)
        out[key] = best / calls * 1e9
        print("%s_ns = %.1f" % (key, out[key]))
    x, y = mask.overlap(mask, (20, 9))
    print("check_overlap = %d %d %d,%d" % (mask.overlaps(mask, (20, 9)), mask.overlap_area(mask, (20, 9)), x, y))


def build(mask, n):
    world = hitmask.World(64)
    rng = Lcg(1)
    xs, ys, vx, vy, ids = [], [], [], [], []
    for _ in range(n):
        xs.append(rng.draw(FIELD_W))
        ys.append(rng.draw(FIELD_H))
        vx.append(rng.draw(7) - 3)
        vy.append(rng.draw(7) - 3)
        ids.append(world.add(mask, xs[-1], ys[-1]))
    return world, ids, xs, ys, vx, vy, len(world.step())


def frames(mask, n):
    world, ids, xs, ys, vx, vy, events = build(mask, n)
    pairs = 0
    rows = range(n)

    def advance():
        for i in rows:
            xs[i] = (xs[i] + vx[i]) % FIELD_W
            ys[i] = (ys[i] + vy[i]) % FIELD_H

    single = many = colliding = float("inf")
    move = world.move
    for _ in range(RUNS):
        start = cpu()
        for _ in range(FRAMES):
            advance()
            for i in rows:
                move(ids[i], xs[i], ys[i])
            events += len(world.step())
        single = min(single, cpu() - start)
    for _ in range(RUNS):
        moving = pairing = 0.0
        for _ in range(FRAMES):
            start = cpu()
            advance()
            world.move_many(ids, xs, ys)
            events += len(world.step())
            middle = cpu()
            pairs += len(world.collisions())
            pairing += cpu() - middle
            moving += middle - start
        many = min(many, moving)
        colliding = min(colliding, pairing)
    print("frame_move_step_us_%d = %.1f" % (n, single / FRAMES * 1e6))
    print("frame_move_many_step_us_%d = %.1f" % (n, many / FRAMES * 1e6))
    print("collisions_us_%d = %.1f" % (n, colliding / FRAMES * 1e6))
    print("check_counts_%d = %d pairs %d events" % (n, pairs, events))
    return world


def queries(world):
    rng = Lcg(2)
    points, segments = [], []
    for _ in range(QUERIES):
        points.append((rng.draw(FIELD_W), rng.draw(FIELD_H)))
        side, u = rng.draw(4), rng.draw(601) - 300
        x, y = rng.draw(FIELD_W), rng.draw(FIELD_H)
        dx = 300 if side == 0 else -300 if side == 1 else u
        dy = 300 if side == 2 else -300 if side == 3 else u
        segments.append((x, y, x + dx, y + dy))
    best_point = best_segment = float("inf")
    for _ in range(RUNS):
        ids = hits = hit_sum = 0
        start = cpu()
        for x, y in points:
            ids += len(world.query_point(x, y))
        middle = cpu()
        for segment in segments:
            hit = world.query_segment(*segment)
            if hit is not None:
                hits += 1
                hit_sum += hit.x + hit.y
        end = cpu()
        best_point = min(best_point, middle - start)
        best_segment = min(best_segment, end - middle)
    print("query_point_us = %.2f" % (best_point / QUERIES * 1e6))
    print("query_segment_us = %.2f" % (best_segment / QUERIES * 1e6))
    print("check_queries = %d ids %d hits %d" % (ids, hits, hit_sum))


def main():
    print("runtime = Python %s (%s)" % (sys.version.split()[0], hitmask.backend))
    mask = disc()
    per_call(mask)
    queries(frames(mask, 1000))
    frames(mask, 3000)


if __name__ == "__main__":
    main()
