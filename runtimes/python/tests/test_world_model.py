# SPDX-License-Identifier: MIT
"""The World against a brute-force model (world_model.py) over thousands of random
sequences of changes, each answer checked after every change: pairs, events with their
areas and contacts, separations, and every kind of query, with stale and reused ids,
pivots far out and segments out to the ends of the int range."""

import hitmask
from oracles import grid_rows, hmsk_v2, random_grid, seeded
from world_model import ModelWorld

ALL = 0xFFFFFFFF
INT_MIN, INT_MAX = -(1 << 31), (1 << 31) - 1
PHASES = {"began": hitmask.Phase.BEGAN, "stayed": hitmask.Phase.STAYED, "ended": hitmask.Phase.ENDED}


def some_grid(rng):
    if rng.random() < 0.04:  # sparse and large: more cells than the grid takes (big entries)
        return random_grid(rng, rng.randint(30, 70), rng.randint(30, 40), 0.03)
    return random_grid(rng, rng.randint(1, 12), rng.randint(1, 9), rng.choice((0, 0.1, 0.5, 0.5, 0.8, 1)))


def as_mask(grid):
    return hitmask.Mask.from_rows(grid_rows(grid), len(grid[0]))


def random_frames(rng):
    """A loaded file of a few frames, two channels, and what each frame holds:
    [(Frame, origin, {channel: grid})]."""
    frames = []
    for _ in range(rng.randint(1, 3)):
        width = rng.choice((1, 3, 7, 9, 12, 63, 65)) if rng.random() < 0.2 else rng.randint(1, 10)
        height = rng.randint(1, 8)
        origin = (rng.randint(-12, 12), rng.randint(-12, 12))
        frames.append((origin, [random_grid(rng, width, height) for _ in range(2)]))
    loaded = hitmask.loads(hmsk_v2(frames, ["solid", "hit"], rng.choice(("bytes", "rle", "bits"))))
    return [(f, origin, {"solid": g[0], "hit": g[1]}) for f, (origin, g) in zip(loaded.frames, frames)]


class Run:
    """One world and its model, changed together and compared after every change."""

    def __init__(self, rng):
        self.rng = rng
        self.world = hitmask.World(cell_size=rng.choice((1, 4, 8, 16, 64)))
        self.model = ModelWorld()
        self.frames = random_frames(rng)
        self.base = rng.choice((0, 0, 0, INT_MIN + 200, INT_MAX - 200, 10**12))
        self.dead = []
        self.spread = rng.choice((3, 6, 12, 30))

    def place(self):
        spread = self.spread
        return self.base + self.rng.randint(-spread, spread), self.rng.randint(-spread, spread)

    def some_id(self):
        """A live id mostly, sometimes a removed one or one never handed out."""
        roll = self.rng.random()
        if self.model.entries and roll < 0.8:
            return self.rng.choice(sorted(self.model.entries))
        if self.dead and roll < 0.95:
            return self.rng.choice(self.dead)
        return self.rng.choice((5000, 1 << 20, ALL - 1))

    def change(self):
        rng, world, model = self.rng, self.world, self.model
        op = rng.choice(("add", "add", "add", "frame", "frame", "move", "move", "set_frame",
                         "set_mask", "layers", "user", "remove"))
        x, y = self.place()
        if op == "add" or (op == "frame" and rng.random() < 0.3):
            grid = some_grid(rng)
            assert world.add(as_mask(grid), x, y, user_data=("u", x)) == model.add(grid, x, y, user=("u", x))
        elif op == "frame":
            frame, origin, grids = rng.choice(self.frames)
            channel = rng.choice((None, "solid", "hit"))
            got = world.add_frame(frame, x, y, channel) if rng.random() < 0.5 else \
                world.add_frame(frame, x, y, channel=channel, user_data=None)
            assert got == model.add(grids[channel or "solid"], x, y, origin)
        else:
            entry_id = self.some_id()
            if op == "move":
                done = (world.move(entry_id, x, y), model.move(entry_id, x, y))
            elif op == "set_frame":
                frame, origin, grids = rng.choice(self.frames)
                channel = rng.choice((None, "hit"))
                done = (world.set_frame(entry_id, frame, channel),
                        model.set_frame(entry_id, grids[channel or "solid"], origin))
            elif op == "set_mask":
                grid = some_grid(rng)
                done = (world.set_mask(entry_id, as_mask(grid)), model.change(entry_id, grid=grid))
            elif op == "layers":
                layers, collides = rng.choice((1, 2, 3, 0x80000000)), rng.choice((1, 2, 6, ALL, 0))
                done = (world.set_layers(entry_id, layers, collides),
                        model.change(entry_id, layers=layers, collides=collides))
            elif op == "user":
                done = (world.set_user_data(entry_id, [op]), model.change(entry_id, user=[op]))
            else:
                done = (world.remove(entry_id), model.remove(entry_id))
                if done[1]:
                    self.dead.append(entry_id)
            assert done[0] is done[1], op

    def check_entries(self):
        world, model = self.world, self.model
        assert len(world) == len(model.entries)
        assert world.ids() == sorted(model.entries, key=lambda i: i & 0xFFFFF)
        for entry_id, e in model.entries.items():
            assert entry_id in world
            assert world.position(entry_id) == (e["px"], e["py"])
            assert world.origin(entry_id) == (e["ox"], e["oy"])
            assert world.layers(entry_id) == (e["layers"], e["collides"])
            assert world.user_data(entry_id) == e["user"]
            assert world.mask(entry_id).rows == tuple(grid_rows(e["grid"]))
        for dead in self.dead:
            assert dead not in world and world.user_data(dead) is None and world.mask(dead) is None

    def check_pairs(self):
        # collisions() and step() rebuild the broad phase the queries keep up to date
        # between them, so they are asked only now and then.
        assert self.world.collisions() == self.model.pairs()

    def check_step(self):
        events = self.world.step()
        want = self.model.step()
        assert [(c.first, c.second, c.phase) for c in events] == [(a, b, PHASES[p]) for a, b, p in want]
        for c in events:
            assert isinstance(c.phase, hitmask.Phase)
            assert self.world.overlap_area(c.first, c.second) == self.model.overlap_area(c.first, c.second)
            assert self.world.first_contact(c.first, c.second) == self.model.first_contact(c.first, c.second)
            if self.model.overlap_area(c.first, c.second) < 40:
                separation = self.world.separation(c.first, c.second)
                assert tuple(separation) == self.model.separation(c.first, c.second)

    def check_queries(self):
        rng, world, model = self.rng, self.world, self.model
        layers = rng.choice((ALL, 1, 2, 0x80000000, 0))
        exclude = rng.choice((None, None, self.some_id()))
        x, y = self.place()
        assert world.query_point(x, y, layers, exclude) == model.query_rect(x, y, 1, 1, layers, exclude)
        w, h = rng.randint(-2, 25), rng.randint(-2, 25)
        assert world.query_rect(x, y, w, h, layers, exclude) == model.query_rect(x, y, w, h, layers, exclude)
        grid = random_grid(rng, rng.randint(1, 10), rng.randint(1, 10))
        pixels = {(x + px, y + py) for py, row in enumerate(grid) for px, v in enumerate(row) if v}
        assert world.query(as_mask(grid), x, y, layers, exclude) == model.query_pixels(pixels, layers, exclude)
        entry_id = self.some_id()
        assert world.collisions_of(entry_id) == model.collisions_of(entry_id)
        for _ in range(3):
            ends = [self.place() for _ in range(2)]
            if model.entries and rng.random() < 0.5:  # through a pixel of an entry, mostly
                pixels = sorted(model.pixels(rng.choice(sorted(model.entries)))) or [ends[0]]
                ends[0] = rng.choice(pixels)
            roll = rng.random()
            if roll < 0.4:  # one end anywhere in the int range, or at its ends
                far = rng.choice((INT_MIN, INT_MAX, rng.randint(INT_MIN, INT_MAX)))
                other = rng.choice((INT_MIN, INT_MAX, rng.randint(INT_MIN, INT_MAX), ends[1][1]))
                ends[1] = (far, other) if rng.random() < 0.5 else (other, far)
                rng.shuffle(ends)
            elif roll < 0.5:  # along one axis or a diagonal
                (x0, y0), (x1, _) = ends
                ends[1] = rng.choice(((x1, y0), (x0, x1 - x0 + y0), (x0, y0)))
            (x0, y0), (x1, y1) = ends
            hit = world.query_segment(x0, y0, x1, y1, layers, exclude)
            want = model.query_segment(x0, y0, x1, y1, layers, exclude)
            assert (None if hit is None else tuple(hit)) == want, ((x0, y0, x1, y1), layers, exclude)


def test_random_sequences_match_the_model():
    rng = seeded(32)
    changes = 0
    for sequence in range(1000):
        run = Run(rng)
        for _ in range(rng.randint(1, 40)):
            run.change()
            changes += 1
            run.check_entries()
            roll = rng.random()
            if roll < 0.15:
                run.check_pairs()
            elif roll < 0.3:
                run.check_step()
            if rng.random() < 0.6:
                run.check_queries()
        run.check_step()
    assert changes > 20000
