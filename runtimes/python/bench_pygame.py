#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Microseconds of CPU time per game frame of hitmask.pygame sprites: N sprites (rings of
24 frames from 24 x 24 to 47 x 47 pixels, pivots at their centres) scattered over 640 x 480,
each moved and turned every frame, then world.step() and contacts(world),
world.collisions() and groupcollide(bullets, rocks), beside pygame.sprite.groupcollide
with collide_mask on the same sprites. CPU time
(time.process_time), best of a few runs.

    python3 runtimes/python/bench_pygame.py [--sprites N] [--frames F]
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "src"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

import hitmask  # noqa: E402
import hitmask.pygame  # noqa: E402
from bench import ring  # noqa: E402


def ring_frame(size):
    """bench.py's ring of diameter `size` as a one-channel Frame, its origin at the centre."""
    mask = ring(size, size // 3)
    return hitmask.Frame(size, size, (size // 2, size // 2), ("solid",), (mask,))


def best(run, repeats=3):
    times = []
    for _ in range(repeats):
        start = time.process_time()
        run()
        times.append(time.process_time() - start)
    return min(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sprites", type=int, default=200)
    parser.add_argument("--frames", type=int, default=50)
    args = parser.parse_args()
    rng = random.Random(1)
    frames = [ring_frame(24 + k) for k in range(24)]
    images = [f.pygame_mask().to_surface(setcolor=(255, 255, 255), unsetcolor=(0, 0, 0, 0)) for f in frames]
    world = hitmask.World()
    rocks, bullets = pygame.sprite.Group(), pygame.sprite.Group()
    sprites = []
    for i in range(args.sprites):
        group = bullets if i % 10 == 0 else rocks
        pos = (rng.uniform(0, 640), rng.uniform(0, 480))
        sprites.append(hitmask.pygame.Sprite(world, frames, images, pos, group, frame_index=i % 24))
    for sprite in sprites:
        sprite.mask = pygame.mask.from_surface(sprite.image)  # for pygame's collide_mask only
    steps = [[(rng.uniform(-2, 2), rng.uniform(-2, 2)) for _ in sprites] for _ in range(args.frames)]

    def move():
        for step in steps:
            for sprite, (dx, dy) in zip(sprites, step):
                x, y = sprite.pos
                sprite.pos = ((x + dx) % 640, (y + dy) % 480)
                sprite.frame_index = (sprite.frame_index + 1) % 24

    def contacts():
        for _ in steps:
            hitmask.pygame.contacts(world)

    def step():
        for _ in steps:
            world.step()

    def ours():
        for _ in steps:
            hitmask.pygame.groupcollide(bullets, rocks, False, False)

    def theirs():
        for _ in steps:
            pygame.sprite.groupcollide(bullets, rocks, False, False, pygame.sprite.collide_mask)

    hits = sum(map(len, hitmask.pygame.groupcollide(bullets, rocks, False, False).values()))
    pairs = len(world.collisions())
    per_frame = 1e6 / args.frames
    print(f"{args.sprites} sprites ({len(bullets)} bullets, {len(rocks)} rocks), {pairs} pairs touching,"
          f" {hits} bullet hits; microseconds per frame:")
    moved = best(move) * per_frame
    print(f"  move and turn every sprite          {moved:9.0f}  ({moved / args.sprites:.1f} per sprite)")
    print(f"  world.step() (ids)                  {best(step) * per_frame:9.0f}")
    print(f"  contacts(world) (sprites)           {best(contacts) * per_frame:9.0f}")
    pairs_only = best(lambda: [world.collisions() for _ in steps]) * per_frame
    print(f"  world.collisions()                  {pairs_only:9.0f}")
    print(f"  hitmask.pygame.groupcollide         {best(ours) * per_frame:9.0f}")
    print(f"  pygame.sprite.groupcollide (masks)  {best(theirs) * per_frame:9.0f}")


if __name__ == "__main__":
    main()
