# SPDX-License-Identifier: MIT
"""Random sprites for the hitmask.pygame tests: frames of several sizes and pivots, read
from HMSK bytes written by the oracles, with images whose alpha holds the same pixels, and
the plain answers (alpha, floors) the tests compare against."""

import math

import pygame

import hitmask
from oracles import hmsk_v2, random_grid

WIDTHS = (1, 3, 8, 31, 32, 33, 40, 63, 64, 65)


def image_of(rng, grid):
    """An RGBA surface for `grid`: alpha 128-255 on its solid pixels, 0-127 elsewhere, so
    only pygame.mask.from_surface's default threshold (127) tells them apart."""
    height, width = len(grid), len(grid[0])
    rgba = bytearray()
    for row in grid:
        for v in row:
            alpha = rng.choice((128, 200, 255)) if v else rng.choice((0, 0, 60, 127))
            rgba += bytes((rng.randrange(256), rng.randrange(256), 90, alpha))
    return pygame.image.fromstring(bytes(rgba), (width, height), "RGBA")


def random_frames(rng, count, max_height=12, channels=("solid",)):
    """(frames, images, grids per channel): `count` frames of random sizes and origins
    (negative, inside, beyond the frame), one image per frame from the first channel."""
    spec, grids = [], []
    for _ in range(count):
        width, height = rng.choice(WIDTHS), rng.randint(1, max_height)
        origin = (rng.randint(-20, width + 20), rng.randint(-20, height + 20))
        per_channel = [random_grid(rng, width, height, rng.choice((0.2, 0.5, 0.9))) for _ in channels]
        spec.append((origin, per_channel))
        grids.append(per_channel)
    encoding = rng.choice(("bytes", "rle", "bits"))
    frames = hitmask.load(hmsk_v2(spec, list(channels), encoding)).frames
    images = [image_of(rng, g[0]) for g in grids]
    return frames, images, grids


def solid_at(image, x, y):
    """Whether the image's pixel (x, y) is solid by its alpha (threshold 127)."""
    width, height = image.get_size()
    return 0 <= x < width and 0 <= y < height and image.get_at((x, y))[3] > 127


def top_left(pos, origin):
    """Where the frame's top-left lies for a pivot at `pos`: floor(pos) - origin."""
    return (math.floor(pos[0]) - origin[0], math.floor(pos[1]) - origin[1])


def overlapping(a, b):
    """Whether two (image, top-left) placements share a solid pixel, by pygame's masks."""
    (image_a, (ax, ay)), (image_b, (bx, by)) = a, b
    mask_a, mask_b = pygame.mask.from_surface(image_a), pygame.mask.from_surface(image_b)
    return mask_a.overlap(mask_b, (bx - ax, by - ay)) is not None


def random_pos(rng, spread=120):
    """A pivot near the origin (ints or fractions), now and then far out."""
    if rng.random() < 0.05:
        return (rng.randint(-(10**6), 10**6), rng.randint(-(10**6), 10**6))
    if rng.random() < 0.5:
        return (rng.uniform(-spread, spread), rng.uniform(-spread, spread))
    return (rng.randint(-spread, spread), rng.randint(-spread, spread))
