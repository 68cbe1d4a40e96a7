# SPDX-License-Identifier: MIT
"""World.collisions() against every pair tested by brute force, step by step."""

import hitmask
from oracles import brute_overlap, grid_rows, random_grid, seeded

ALL = 0xFFFFFFFF


def brute_pairs(entries):
    """entries: {id: [grid, x, y, layers, collides_with]}."""
    pairs = []
    ids = sorted(entries)
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
    # As in the core, a dead id is ignored, and ids are not handed out again.
    world.move(a, 4, 4)
    world.remove(a)
    world.set_layers(a, 1, 1)
    assert world.collisions() == []
    c = world.add(square, 5, 5)
    assert c not in (a, b)
    assert world.collisions() == [(b, c)]


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
            e for e, (g, ex, ey, el) in sorted(entries.items()) if el & layers and brute_overlap(grid, g, ex - x, ey - y)[0]
        ]
        assert world.query(hitmask.Mask.from_rows(grid_rows(grid), len(grid[0])), x, y, layers) == want
