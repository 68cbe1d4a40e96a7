# SPDX-License-Identifier: MIT
"""A mask with an origin of its own (World.add(..., origin=) and set_mask(..., origin=))
answers as a plain mask placed at position - origin, in every backend: checked against
solid pixels listed by a loop over each mask."""

import random

import pytest

from hitmask import Mask


def random_mask(rng):
    width, height = rng.randint(1, 70), rng.randint(1, 40)
    mask = Mask((width, height))
    for y in range(height):
        for x in range(width):
            if rng.random() < 0.3:
                mask.set_at((x, y))
    return mask


def solid_pixels(mask, left, top):
    width, height = mask.get_size()
    return {
        (left + x, top + y) for y in range(height) for x in range(width) if mask.get_at((x, y))
    }


def test_origin_places_and_keeps_the_pivot(world_backend):
    rng = random.Random(7)
    for _ in range(60):
        world = world_backend(16)
        placed = {}  # id -> (mask, left, top)
        for _ in range(8):
            mask = random_mask(rng)
            origin = (rng.randint(-30, 80), rng.randint(-30, 50))
            x, y = rng.randint(-60, 60), rng.randint(-60, 60)
            entry = world.add(mask, x, y, origin=origin)
            assert world.position(entry) == (x, y)
            assert world.origin(entry) == origin
            placed[entry] = (mask, x - origin[0], y - origin[1])
        for entry in list(placed)[::2]:
            mask = random_mask(rng)
            origin = (rng.randint(-30, 80), rng.randint(-30, 50))
            x, y = world.position(entry)
            assert world.set_mask(entry, mask, origin=origin)
            assert world.position(entry) == (x, y) and world.origin(entry) == origin
            placed[entry] = (mask, x - origin[0], y - origin[1])
        pixels = {entry: solid_pixels(*where) for entry, where in placed.items()}
        expected = sorted(
            (a, b) for a in pixels for b in pixels if a < b and pixels[a] & pixels[b]
        )
        assert world.collisions() == expected
        for _ in range(20):
            point = (rng.randint(-120, 120), rng.randint(-120, 120))
            assert world.query_point(*point) == sorted(e for e in pixels if point in pixels[e])


def test_set_mask_without_origin_keeps_the_old_one(world_backend):
    world = world_backend()
    mask = Mask((4, 4), fill=True)
    entry = world.add(mask, 10, 10, origin=(2, 3))
    assert world.set_mask(entry, Mask((6, 6), fill=True))
    assert world.origin(entry) == (2, 3) and world.position(entry) == (10, 10)
    assert world.query_point(8, 7) == [entry] and world.query_point(7, 7) == []


@pytest.mark.parametrize("origin", [(1,), "ab", None, (1, "x"), 3])
def test_origin_must_be_a_pair_of_numbers(world_backend, origin):
    world = world_backend()
    with pytest.raises((TypeError, ValueError)):
        world.add(Mask((2, 2)), 0, 0, origin=origin)
