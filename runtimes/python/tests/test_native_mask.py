# SPDX-License-Identifier: MIT
"""Mask's pair tests by every road an offset can take (the plain int tuple's fast path and
the general rule's), and one mask met by partners of many widths in turn, against
brute-force pixel loops."""

import fractions

import pytest

import hitmask
from oracles import brute_overlap, grid_rows, random_grid, seeded


class Index:
    """An int-like that is not an int (as numpy's integers are): taken by operator.index."""

    def __init__(self, value):
        self.value = value

    def __index__(self):
        return self.value


class Pair(tuple):
    """A tuple subclass: not the fast path's plain tuple."""


def mask_of(grid):
    return hitmask.Mask.from_rows(grid_rows(grid), len(grid[0]))


def answers(a, b, offset):
    return a.overlaps(b, offset), a.overlap_area(b, offset), a.overlap(b, offset)


def forms(rng, dx, dy):
    """The same offset written in ways that all mean (dx, dy)."""
    fraction = rng.choice((0.0, 0.25, 0.5, 0.999))
    return [
        (dx, dy),
        [dx, dy],
        Pair((dx, dy)),
        (Index(dx), Index(dy)),
        (dx + fraction, float(dy)),
        (fractions.Fraction(2 * dx + 1, 2), dy),
    ]


def test_every_offset_form_gives_the_brute_force_answer():
    rng = seeded(321)
    widths = (1, 7, 31, 32, 33, 63, 64, 65, 100)
    for _ in range(600):
        a = random_grid(rng, rng.choice(widths), rng.randint(1, 8))
        b = random_grid(rng, rng.choice(widths), rng.randint(1, 8))
        ma, mb = mask_of(a), mask_of(b)
        if rng.random() < 0.8:
            dx = rng.randint(-len(b[0]) - 1, len(a[0]) + 1)
            dy = rng.randint(-len(b) - 1, len(a) + 1)
        else:
            dx = rng.choice((-1, 1)) * rng.randint(2**31 - 70, 2**62)
            dy = rng.randint(-(2**40), 2**40)
        hit, area, first = brute_overlap(a, b, dx, dy)
        for offset in forms(rng, dx, dy):
            assert answers(ma, mb, offset) == (hit, area, first), offset


def test_bools_count_as_ints():
    a = hitmask.Mask((2, 2), fill=True)
    dot = hitmask.Mask((1, 1), fill=True)
    assert answers(a, dot, (True, False)) == answers(a, dot, (1, 0)) == (True, 1, (1, 0))


def test_infinite_offsets_meet_nothing_by_every_road():
    a = hitmask.Mask((3, 3), fill=True)
    for offset in ((float("inf"), 0), [0, float("-inf")], Pair((float("inf"), 1))):
        assert answers(a, a, offset) == (False, 0, None)


@pytest.mark.parametrize("bad", [(None, 0), (0, "1"), (1.0, float("nan")), (1,), (1, 2, 3), 7])
def test_bad_offsets_are_refused_by_every_road(bad):
    a = hitmask.Mask((3, 3), fill=True)
    for call in (a.overlaps, a.overlap, a.overlap_area, a.overlap_mask):
        with pytest.raises(TypeError):
            call(a, bad)


def test_one_mask_against_partners_of_many_widths_in_turn():
    # Each width needs another packing of the shared mask; answers must not mix them up,
    # nor miss an edit made between two tests.
    rng = seeded(322)
    grid = random_grid(rng, 70, 12, 0.4)
    shared = mask_of(grid)
    partners = [random_grid(rng, w, rng.randint(1, 10), 0.5) for w in (1, 9, 40, 64, 120, 300)]
    masks = [mask_of(p) for p in partners]
    for turn in range(3000):
        k = rng.randrange(len(partners))
        dx = rng.randint(-len(partners[k][0]), 71)
        dy = rng.randint(-len(partners[k]), 13)
        if turn % 500 == 499:
            x, y = rng.randrange(70), rng.randrange(12)
            grid[y][x] ^= 1
            shared.set_at((x, y), grid[y][x])
        assert answers(shared, masks[k], (dx, dy)) == brute_overlap(grid, partners[k], dx, dy)
        hit, area, first = brute_overlap(partners[k], grid, -dx, -dy)
        assert answers(masks[k], shared, (-dx, -dy)) == (hit, area, first)
