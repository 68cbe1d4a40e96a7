# SPDX-License-Identifier: MIT
"""pygame interop: the masks handed to pygame hold the same pixels, and pygame's own
Mask.overlap / overlap_area agree with hitmask's answers on them."""

import sys

import pytest

import hitmask
from oracles import grid_rows, hmsk_v2, random_grid, seeded

WIDTHS = (1, 5, 31, 32, 33, 63, 64, 65, 100, 130)


def test_pygame_missing_raises_an_import_error_naming_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "pygame", None)
    monkeypatch.setitem(sys.modules, "pygame.mask", None)
    monkeypatch.setitem(sys.modules, "pygame.image", None)
    with pytest.raises(ImportError, match="pygame"):
        hitmask.Mask((3, 3)).to_pygame()


pygame = pytest.importorskip("pygame", reason="pygame is not installed: interop tests skipped")


def test_pygame_mask_holds_the_same_pixels():
    rng = seeded(31)
    for _ in range(40):
        channels = ["solid", "hit"]
        grids = [random_grid(rng, rng.choice(WIDTHS), 7) for _ in channels]
        grids[1] = [row[: len(grids[0][0])] + [0] * (len(grids[0][0]) - len(row)) for row in grids[1]]
        frame = hitmask.load(hmsk_v2([((0, 0), grids)], channels, rng.choice(("bytes", "rle", "bits")))).frames[0]
        for name, grid in zip(channels, grids):
            theirs = frame.pygame_mask(name)
            assert isinstance(theirs, pygame.mask.Mask)
            assert theirs.get_size() == (frame.width, frame.height)
            assert theirs.count() == sum(map(sum, grid))
            for y, row in enumerate(grid):
                for x, v in enumerate(row):
                    assert theirs.get_at((x, y)) == v


def test_pygame_agrees_on_overlaps_and_areas():
    rng = seeded(32)
    compared = 0
    for _ in range(1500):
        a = random_grid(rng, rng.choice(WIDTHS), rng.randint(1, 9))
        b = random_grid(rng, rng.choice(WIDTHS), rng.randint(1, 9))
        ma = hitmask.Mask.from_rows(grid_rows(a), len(a[0]))
        mb = hitmask.Mask.from_rows(grid_rows(b), len(b[0]))
        pa, pb = ma.to_pygame(), mb.to_pygame()
        offset = (rng.randint(-len(b[0]) - 1, len(a[0]) + 1), rng.randint(-len(b) - 1, len(a) + 1))
        assert ma.overlap_area(mb, offset) == pa.overlap_area(pb, offset)
        ours, theirs = ma.overlap(mb, offset), pa.overlap(pb, offset)
        assert (ours is None) == (theirs is None)
        assert ma.overlaps(mb, offset) == (theirs is not None)
        if theirs is not None:
            # pygame scans word-wide column strips and may report another overlapping
            # pixel; hitmask's is the topmost, then leftmost, so never after pygame's.
            x, y = theirs
            assert a[y][x] and b[y - offset[1]][x - offset[0]]
            assert (ours[1], ours[0]) <= (y, x)
            compared += 1
    assert compared > 300


def test_from_surface_reads_alpha_like_pygame():
    rng = seeded(33)
    for _ in range(10):
        width, height = rng.choice(WIDTHS), rng.randint(1, 9)
        surface = pygame.Surface((width, height), pygame.SRCALPHA, 32)
        for y in range(height):
            for x in range(width):
                surface.set_at((x, y), (x % 256, y % 256, 7, rng.choice((0, 1, 126, 127, 128, 255))))
        for threshold in (0, 127):
            ours = hitmask.Mask.from_surface(surface, threshold)
            theirs = pygame.mask.from_surface(surface, threshold)
            assert ours.count() == theirs.count()
            assert all(ours.get_at((x, y)) == theirs.get_at((x, y)) for y in range(height) for x in range(width))
