# SPDX-License-Identifier: MIT
"""Mask pixels and the overlap tests against brute-force pixel loops."""

import pytest

import hitmask
from oracles import brute_overlap, grid_rows, random_grid, seeded

WIDTHS = (1, 2, 3, 7, 8, 9, 31, 32, 33, 62, 63, 64, 65, 66, 100, 127, 128, 129)


def mask_of(grid):
    return hitmask.Mask.from_rows(grid_rows(grid), len(grid[0]))


def random_offset(rng, a, b):
    wa, ha, wb, hb = len(a[0]), len(a), len(b[0]), len(b)
    pick = rng.random()
    if pick < 0.75:  # where the masks can meet, edges included
        return rng.randint(-wb - 1, wa + 1), rng.randint(-hb - 1, ha + 1)
    if pick < 0.9:  # far away, past any 32-bit sum
        return rng.choice((-1, 1)) * rng.randint(2**31 - 70, 2 * 10**9 + 2**30), rng.randint(-3, 3)
    return rng.randint(-(2 * 10**9), 2 * 10**9), rng.randint(-(2 * 10**9), 2 * 10**9)


def test_overlaps_area_and_contact_match_brute_force():
    rng = seeded(11)
    checked = 0
    for _ in range(3000):
        a = random_grid(rng, rng.choice(WIDTHS), rng.randint(1, 9))
        b = random_grid(rng, rng.choice(WIDTHS), rng.randint(1, 9))
        ma, mb = mask_of(a), mask_of(b)
        for _ in range(3):
            dx, dy = random_offset(rng, a, b)
            hit, area, first = brute_overlap(a, b, dx, dy)
            assert ma.overlaps(mb, (dx, dy)) == hit, (dx, dy)
            assert ma.overlap_area(mb, (dx, dy)) == area, (dx, dy)
            assert ma.overlap(mb, (dx, dy)) == first, (dx, dy)
            checked += 1
    assert checked == 9000


def test_overlap_mask_matches_brute_force():
    rng = seeded(12)
    for _ in range(300):
        a = random_grid(rng, rng.choice(WIDTHS), rng.randint(1, 6))
        b = random_grid(rng, rng.choice(WIDTHS), rng.randint(1, 6))
        dx, dy = random_offset(rng, a, b)
        both = mask_of(a).overlap_mask(mask_of(b), (dx, dy))
        assert both.get_size() == (len(a[0]), len(a))
        for y, row in enumerate(a):
            for x, v in enumerate(row):
                by, bx = y - dy, x - dx
                inside = 0 <= by < len(b) and 0 <= bx < len(b[0])
                assert both.get_at((x, y)) == (1 if v and inside and b[by][bx] else 0)


def test_big_masks_with_holes_and_single_pixels():
    rng = seeded(13)
    for _ in range(40):
        a = random_grid(rng, rng.choice((255, 256, 257)), rng.randint(30, 60), 0.02)
        b = random_grid(rng, rng.choice((1, 64, 200)), rng.randint(1, 40), 0.05)
        ma, mb = mask_of(a), mask_of(b)
        for _ in range(5):
            dx, dy = random_offset(rng, a, b)
            hit, area, first = brute_overlap(a, b, dx, dy)
            assert (ma.overlaps(mb, (dx, dy)), ma.overlap_area(mb, (dx, dy)), ma.overlap(mb, (dx, dy))) == (
                hit,
                area,
                first,
            )


def test_edits_are_seen_by_the_next_test():
    a = hitmask.Mask((70, 5))
    b = hitmask.Mask((3, 3), fill=True)
    assert a.overlap(b, (0, 0)) is None
    a.set_at((66, 4))
    assert a.overlap(b, (65, 2)) == (66, 4)
    assert a.overlap_area(b, (65, 2)) == 1
    a.set_at((66, 4), 0)
    assert not a.overlaps(b, (65, 2))
    a.fill()
    assert a.count() == 350
    assert a.get_bounding_rect() == (0, 0, 70, 5)
    a.clear()
    assert a.count() == 0 and a.get_bounding_rect() == (0, 0, 0, 0)


def test_pixels_and_bounds():
    rng = seeded(14)
    for _ in range(200):
        grid = random_grid(rng, rng.choice(WIDTHS), rng.randint(1, 8))
        mask = hitmask.Mask((len(grid[0]), len(grid)))
        for y, row in enumerate(grid):
            for x, v in enumerate(row):
                if v:
                    mask.set_at((x, y))
        assert list(mask.rows) == grid_rows(grid)
        assert mask.count() == sum(map(sum, grid))
        solid = [(x, y) for y, row in enumerate(grid) for x, v in enumerate(row) if v]
        if solid:
            x0, y0 = min(p[0] for p in solid), min(p[1] for p in solid)
            x1, y1 = max(p[0] for p in solid) + 1, max(p[1] for p in solid) + 1
            assert mask.get_bounding_rect() == (x0, y0, x1 - x0, y1 - y0)
        else:
            assert mask.get_bounding_rect() == (0, 0, 0, 0)
        assert mask == mask.copy()


def test_out_of_range_pixels_raise_index_error():
    mask = hitmask.Mask((4, 3))
    for pos in ((4, 0), (0, 3), (-1, 0), (0, -1)):
        with pytest.raises(IndexError):
            mask.get_at(pos)
        with pytest.raises(IndexError):
            mask.set_at(pos)


def test_from_rgba_is_solid_where_alpha_is_above_the_threshold():
    rng = seeded(15)
    for _ in range(100):
        width, height = rng.choice(WIDTHS), rng.randint(1, 6)
        threshold = rng.choice((0, 1, 127, 254, 255))
        pitch = width * 4 + rng.choice((0, 0, 4, 13))
        data = bytes(rng.randrange(256) for _ in range(pitch * height))
        mask = hitmask.Mask.from_rgba(data, width, height, threshold, pitch=None if pitch == width * 4 else pitch)
        for y in range(height):
            for x in range(width):
                assert mask.get_at((x, y)) == (1 if data[y * pitch + x * 4 + 3] > threshold else 0)


def test_from_rgba_refuses_short_data():
    with pytest.raises(ValueError):
        hitmask.Mask.from_rgba(bytes(15), 2, 2)


def test_fractional_offsets_are_floored_and_non_numbers_refused():
    dot = hitmask.Mask((1, 1), fill=True)
    pair = hitmask.Mask((2, 1), fill=True)
    assert pair.overlaps(dot, (1.9, 0.5))  # floored to (1, 0)
    assert not pair.overlaps(dot, (-0.5, 0))  # floored to (-1, 0)
    assert pair.overlap_area(dot, (0.99, -0.01)) == 0  # (0, -1)
    assert pair.overlap(dot, (1.5, 0.0)) == (1, 0)
    for far in ((float("inf"), 0), (0, float("-inf"))):  # meet nothing, as in JavaScript
        assert not pair.overlaps(dot, far)
        assert pair.overlap_area(dot, far) == 0
        assert pair.overlap(dot, far) is None
    with pytest.raises(TypeError):
        pair.overlaps(dot, (float("inf"), None))
    for bad in ((None, 0), ("3", 0), (float("nan"), 0), (0,), None, 5):
        with pytest.raises(TypeError):
            pair.overlaps(dot, bad)
    for other in (None, "dot", [[1]]):
        with pytest.raises(TypeError):
            pair.overlaps(other, (0, 0))
    with pytest.raises(TypeError):
        hitmask.Mask.from_surface(None)


def test_from_rgba_takes_a_negative_pitch_as_bottom_up_rows():
    rng = seeded(77)
    for width, height, pad in ((1, 1, 0), (5, 3, 4), (33, 7, 12), (64, 2, 0)):
        grid = random_grid(rng, width, height)
        pitch = width * 4 + pad
        top_down = bytearray(pitch * height)
        for y in range(height):
            for x in range(width):
                top_down[y * pitch + 4 * x + 3] = 255 if grid[y][x] else 0
        # The same rows stored last row first.
        bottom_up = bytearray(pitch * height)
        for y in range(height):
            row = top_down[y * pitch : (y + 1) * pitch]
            bottom_up[(height - 1 - y) * pitch : (height - y) * pitch] = row
        want = hitmask.Mask.from_rows(grid_rows(grid), width)
        assert hitmask.Mask.from_rgba(bytes(top_down), width, height, pitch=pitch) == want
        assert hitmask.Mask.from_rgba(bytes(bottom_up), width, height, pitch=-pitch) == want
    with pytest.raises(ValueError):
        hitmask.Mask.from_rgba(bytes(64), 4, 4, pitch=-15)


def test_masks_past_the_c_api_size_limit_are_refused():
    # The C API's limit is 1 GiB of the core's storage: rows of ceil(w / 64) + 1 words,
    # height + ceil(height / 8) + 2 row and band rows, plus 2 words. For a width of 65536
    # (1025 words a row) that allows 116392 rows, not 116393.
    assert hitmask.Mask((65536, 116392)).get_size() == (65536, 116392)
    for make in (
        lambda: hitmask.Mask((65536, 116393)),
        lambda: hitmask.Mask.from_rgba(b"", 65536, 116393),
        lambda: hitmask.Mask.from_rows([0] * 116393, 65536),
        lambda: hitmask.Mask((2**31, 1)),
    ):
        with pytest.raises(ValueError, match="too large"):
            make()
