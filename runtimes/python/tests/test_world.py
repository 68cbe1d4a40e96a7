# SPDX-License-Identifier: MIT
"""World.collisions() against every pair tested by brute force, step by step."""

import pytest

import hitmask
from oracles import brute_overlap, grid_rows, random_grid, seeded

ALL = 0xFFFFFFFF


def slot(entry_id):
    """An id's slot, its low 20 bits (ids name slots; pairs and queries go by id)."""
    return entry_id % (1 << 20)


def brute_pairs(entries):
    """entries: {id: [grid, x, y, layers, collides_with]}."""
    pairs = []
    ids = sorted(entries)  # pairs come first < second, sorted by id
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            ga, xa, ya, la, ca = entries[a]
            gb, xb, yb, lb, cb = entries[b]
            if (la & cb) and (lb & ca) and brute_overlap(ga, gb, xb - xa, yb - ya)[0]:
                pairs.append((a, b))
    return pairs


def test_world_matches_brute_force_step_by_step():
    rng = seeded(21)
    steps = 0
    for trial in range(25):
        world = hitmask.World(cell_size=rng.choice((1, 4, 16, 64)))
        entries = {}
        # Some worlds live near the ends of the 32-bit range.
        base = rng.choice((0, 0, -(2 * 10**9), 2 * 10**9 - 500))
        for _ in range(12):
            for _ in range(rng.randint(0, 4)):
                big = rng.random() < 0.08
                grid = random_grid(rng, rng.randint(100, 300) if big else rng.randint(1, 40), rng.randint(1, 30))
                x, y = base + rng.randint(-60, 160), rng.randint(-60, 160)
                mask = hitmask.Mask.from_rows(grid_rows(grid), len(grid[0]))
                entry = world.add(mask, x, y)
                entries[entry] = [grid, x, y, 1, ALL]
                if rng.random() < 0.3:
                    layers, collides = rng.choice((1, 2, 4, 3)), rng.choice((1, 2, 6, ALL, 0))
                    world.set_layers(entry, layers, collides)
                    entries[entry][3:] = [layers, collides]
            for entry in list(entries):
                roll = rng.random()
                if roll < 0.3:
                    x, y = base + rng.randint(-60, 160), rng.randint(-60, 160)
                    world.move(entry, x, y)
                    entries[entry][1:3] = [x, y]
                elif roll < 0.4:
                    world.remove(entry)
                    del entries[entry]
            assert world.collisions() == brute_pairs(entries)
            assert len(world) == len(entries)
            steps += 1
    assert steps == 300


def test_layers_rule_and_dead_ids():
    square = hitmask.Mask((8, 8), fill=True)
    world = hitmask.World()
    a = world.add(square, 0, 0)
    b = world.add(square, 4, 4)
    assert world.collisions() == [(a, b)]
    world.set_layers(a, 0b01, 0b10)
    world.set_layers(b, 0b10, 0b10)  # b does not collide with a's layer
    assert world.collisions() == []
    world.set_layers(b, 0b10, 0b01)
    assert world.collisions() == [(a, b)]
    world.remove(a)
    # As in the core, a dead id is ignored, and it never names a later entry.
    world.move(a, 4, 4)
    world.remove(a)
    world.set_layers(a, 1, 1)
    assert world.collisions() == []
    c = world.add(square, 5, 5)
    assert c == a + (1 << 20)  # slot 0 again, next generation
    assert not world.contains(a) and world.contains(c) and world.contains(b)
    world.move(a, 100, 100)
    world.remove(a)
    assert world.collisions() == [(b, c)]  # by id, though c took slot 0


def test_ids_match_the_core_scheme():
    dot = hitmask.Mask((1, 1), fill=True)
    world = hitmask.World()
    assert [world.add(dot, 0, 0) for _ in range(4)] == [0, 1, 2, 3]
    world.remove(2)
    world.remove(0)
    world.remove(2)  # stale: ignored
    assert len(world) == 2
    g1 = 1 << 20
    assert [world.add(dot, 0, 0) for _ in range(3)] == [2 + g1, g1, 4]
    assert not world.contains(0) and not world.contains(2) and 0 not in world
    assert world.contains(1) and not world.contains(1.0) and not world.contains(True)
    # By id, first < second, as the C API gives them (the core goes by slot).
    assert world.collisions() == [
        (1, 3), (1, 4), (1, g1), (1, 2 + g1), (3, 4), (3, g1), (3, 2 + g1), (4, g1),
        (4, 2 + g1), (g1, 2 + g1),
    ]
    assert world.query(dot, 0, 0) == [1, 3, 4, g1, 2 + g1]
    # A slot runs through 4096 generations, then is retired.
    solo = hitmask.World()
    entry = solo.add(dot, 0, 0)
    for generation in range(1, 4096):
        solo.remove(entry)
        entry = solo.add(dot, 0, 0)
        assert entry == generation << 20
    solo.remove(entry)
    assert solo.add(dot, 0, 0) == 1
    assert not solo.contains(4095 << 20)


def test_fractional_positions_are_floored_and_non_numbers_refused():
    dot = hitmask.Mask((1, 1), fill=True)
    world = hitmask.World()
    ids = [world.add(dot, x, 0) for x in (0, 0.5, -0.5)]
    assert world.position(ids[2]) == (-1, 0)
    assert world.collisions() == [(ids[0], ids[1])]  # as JavaScript gives
    world.move(ids[0], -0.25, 7.75)
    assert world.position(ids[0]) == (-1, 7)
    for bad in (None, "3", float("nan"), [1]):
        with pytest.raises(TypeError):
            world.add(dot, bad, 0)
        with pytest.raises(TypeError):
            world.move(ids[0], 0, bad)
        with pytest.raises(TypeError):
            world.query(dot, bad, 0)
    with pytest.raises(ValueError):
        world.add(dot, float("inf"), 0)
    assert len(world) == 3


def test_masks_layers_and_cell_sizes_are_checked():
    dot = hitmask.Mask((1, 1), fill=True)
    world = hitmask.World()
    a = world.add(dot, 0, 0)
    for bad in (None, "mask", dot.rows):
        with pytest.raises(TypeError):
            world.add(bad, 0, 0)
        with pytest.raises(TypeError):
            world.set_mask(a, bad)
        with pytest.raises(TypeError):
            world.query(bad, 0, 0)
    assert len(world) == 1
    for bad in ("1", None, 1.5):
        with pytest.raises(TypeError):
            world.set_layers(a, bad)
        with pytest.raises(TypeError):
            world.set_layers(a, 1, bad)
    b = world.add(dot, 0, 0)
    world.set_layers(a, 2)  # collides with every layer when not said
    assert world.collisions() == [(a, b)]
    assert hitmask.World(1).cell_size == 4
    assert hitmask.World(3.5).cell_size == 4
    assert hitmask.World().cell_size == 64
    for bad in (0.5, 0, -64):
        with pytest.raises(ValueError):
            hitmask.World(bad)
    for bad in ("64", None, float("nan")):
        with pytest.raises(TypeError):
            hitmask.World(bad)


def test_layer_masks_wider_than_32_bits_are_refused():
    # 1 << 32 is not a 33rd layer: cut to 32 bits it would be 0, colliding with nothing.
    dot = hitmask.Mask((1, 1), fill=True)
    world = hitmask.World()
    a = world.add(dot, 0, 0)
    b = world.add(dot, 0, 0)
    for bad in (1 << 32, (1 << 32) | 1, 1 << 40, -(1 << 32) - 1):
        with pytest.raises(ValueError):
            world.set_layers(a, bad)
        with pytest.raises(ValueError):
            world.set_layers(a, 1, bad)
        with pytest.raises(ValueError):
            world.query(dot, 0, 0, bad)
    assert world.collisions() == [(a, b)]  # the refused calls changed nothing
    # The widest masks and complements still work: ~m is m's complement, as in C.
    world.set_layers(a, 0x80000000, ALL)
    world.set_layers(b, 0x80000000, ~0x7FFFFFFF)
    assert world.collisions() == [(a, b)]
    assert world.query(dot, 0, 0, 0x80000000) == [a, b]
    world.set_layers(b, 0x80000000, ~0x80000000)
    assert world.collisions() == []



def test_empty_masks_never_collide_and_edits_are_seen():
    empty = hitmask.Mask((10, 10))
    full = hitmask.Mask((10, 10), fill=True)
    world = hitmask.World()
    a = world.add(empty, 0, 0)
    b = world.add(full, 0, 0)
    assert world.collisions() == []
    empty.set_at((9, 9))
    assert world.collisions() == [(a, b)]
    world.set_mask(a, hitmask.Mask((1, 1)))
    assert world.collisions() == []


def test_query_matches_brute_force():
    rng = seeded(22)
    world = hitmask.World(16)
    entries = {}
    for _ in range(40):
        grid = random_grid(rng, rng.randint(1, 30), rng.randint(1, 30))
        x, y = rng.randint(-50, 100), rng.randint(-50, 100)
        entry = world.add(hitmask.Mask.from_rows(grid_rows(grid), len(grid[0])), x, y)
        layers = rng.choice((1, 2, 4))
        world.set_layers(entry, layers, ALL)
        entries[entry] = (grid, x, y, layers)
    for _ in range(100):
        grid = random_grid(rng, rng.randint(1, 20), rng.randint(1, 20))
        x, y, layers = rng.randint(-50, 100), rng.randint(-50, 100), rng.choice((1, 3, ALL))
        want = [
            e
            for e, (g, ex, ey, el) in sorted(entries.items())
            if el & layers and brute_overlap(grid, g, ex - x, ey - y)[0]
        ]
        assert world.query(hitmask.Mask.from_rows(grid_rows(grid), len(grid[0])), x, y, layers) == want
