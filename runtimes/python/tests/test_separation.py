# SPDX-License-Identifier: MIT
"""Mask.separation against a push found pixel set by pixel set, one pixel at a time."""

import pytest

import hitmask
from oracles import grid_rows, random_grid, seeded
from world_model import push_out, solid_pixels


def brute_separation(a, b, dx, dy):
    pa = set(solid_pixels(a))
    pb = {(x + dx, y + dy) for x, y in solid_pixels(b)}
    if not pa & pb:
        return (0, 0, 0, 0)
    return tuple(push_out(pa, pb, sx, sy) for sx, sy in ((-1, 0), (1, 0), (0, -1), (0, 1)))


def brute_push(left, right, up, down):
    """The smallest, ties in the order left, right, up, down, as b's move."""
    best = None
    for amount, move in ((left, (-left, 0)), (right, (right, 0)), (up, (0, -up)), (down, (0, down))):
        if best is None or amount < best[0]:
            best = (amount, move)
    return best[1]


def test_separation_matches_brute_force():
    rng = seeded(33)
    overlapping = 0
    for case in range(2500):
        wide = case % 10 == 0  # widths around 64
        sizes = [(rng.randint(56, 72) if wide else rng.randint(1, 14), rng.randint(1, 6 if wide else 14))
                 for _ in range(2)]
        a, b = (random_grid(rng, w, h, rng.choice((0.05, 0.3, 0.6, 0.9, 1.0))) for w, h in sizes)
        dx = rng.randint(-sizes[1][0], sizes[0][0])
        dy = rng.randint(-sizes[1][1], sizes[0][1])
        want = brute_separation(a, b, dx, dy)
        mask_a = hitmask.Mask.from_rows(grid_rows(a), len(a[0]))
        mask_b = hitmask.Mask.from_rows(grid_rows(b), len(b[0]))
        got = mask_a.separation(mask_b, (dx, dy))
        assert isinstance(got, hitmask.Separation)
        assert tuple(got) == want, (a, b, dx, dy)
        assert got.push == brute_push(*want)
        overlapping += want != (0, 0, 0, 0)
        # Far away nothing overlaps.
        far = rng.choice((2 * 10**9, -(2 * 10**9), 10**15))
        assert mask_a.separation(mask_b, (far, dy)) == (0, 0, 0, 0)
        assert mask_a.separation(mask_b, (dx, far)).push == (0, 0)
    assert overlapping > 1000


def test_push_and_arguments():
    assert hitmask.Separation(3, 3, 3, 3).push == (-3, 0)
    assert hitmask.Separation(4, 2, 2, 2).push == (2, 0)
    assert hitmask.Separation(4, 3, 1, 1).push == (0, -1)
    assert hitmask.Separation(4, 3, 2, 1).push == (0, 1)
    assert hitmask.Separation(0, 0, 0, 0).push == (0, 0)
    block = hitmask.Mask((10, 4), fill=True)
    dot = hitmask.Mask((1, 1), fill=True)
    # The dot inside the block at (3, 1): 4 left, 7 right, 2 up, 3 down.
    assert block.separation(dot, (3, 1)) == (4, 7, 2, 3)
    assert block.separation(dot, (3.9, 1.2)) == (4, 7, 2, 3)  # floored, as every offset is
    assert block.separation(dot, (float("inf"), 0)) == (0, 0, 0, 0)
    assert block.separation(hitmask.Mask((3, 3)), (0, 0)) == (0, 0, 0, 0)
    for bad in (None, block.rows, "mask"):
        with pytest.raises(TypeError):
            block.separation(bad, (0, 0))
    for bad in (None, (1,), ("1", 2), (float("nan"), 0)):
        with pytest.raises(TypeError):
            block.separation(dot, bad)
