# SPDX-License-Identifier: MIT
"""A World written from its definitions, sharing no code with the package: each entry's
solid pixels as a set of world pixels, every answer a loop over every entry and pixel."""

from collections import deque
from fractions import Fraction
import math

SLOT = (1 << 20) - 1


def solid_pixels(grid):
    return [(x, y) for y, row in enumerate(grid) for x, v in enumerate(row) if v]


class ModelWorld:
    def __init__(self):
        self.generations = []
        self.free = deque()
        self.entries = {}  # id -> dict
        self.previous = set()  # pairs (first, second), first's slot lower

    # -- changes, each returning whether it was made ----------------------------------
    def add(self, grid, x, y, origin=(0, 0), user=None):
        if self.free:
            slot = self.free.popleft()
        else:
            slot = len(self.generations)
            self.generations.append(0)
        entry_id = slot + (self.generations[slot] << 20)
        self.entries[entry_id] = dict(grid=grid, px=x, py=y, ox=origin[0], oy=origin[1],
                                      layers=1, collides=0xFFFFFFFF, user=user)
        return entry_id

    def change(self, entry_id, **fields):
        e = self.entries.get(entry_id)
        if e:
            e.update(fields)
        return e is not None

    def move(self, entry_id, x, y):
        return self.change(entry_id, px=x, py=y)

    def set_frame(self, entry_id, grid, origin):
        return self.change(entry_id, grid=grid, ox=origin[0], oy=origin[1])

    def remove(self, entry_id):
        if entry_id not in self.entries:
            return False
        del self.entries[entry_id]
        slot = entry_id & SLOT
        self.generations[slot] += 1
        self.free.append(slot)
        return True

    # -- answers ------------------------------------------------------------------------
    def pixels(self, entry_id):
        e = self.entries[entry_id]
        left, top = e["px"] - e["ox"], e["py"] - e["oy"]
        return {(left + x, top + y) for x, y in solid_pixels(e["grid"])}

    def top_left(self, entry_id):
        e = self.entries[entry_id]
        return e["px"] - e["ox"], e["py"] - e["oy"]

    def can_collide(self, a, b):
        ea, eb = self.entries[a], self.entries[b]
        return bool(ea["layers"] & eb["collides"]) and bool(eb["layers"] & ea["collides"])

    def pairs(self):
        ids = sorted(self.entries)
        return [(a, b) for i, a in enumerate(ids) for b in ids[i + 1:]
                if self.can_collide(a, b) and self.pixels(a) & self.pixels(b)]

    def collisions_of(self, entry_id):
        if entry_id not in self.entries:
            return []
        return sorted(b for b in self.entries if b != entry_id and self.can_collide(entry_id, b)
                      and self.pixels(entry_id) & self.pixels(b))

    def step(self):
        now = {(a, b) if a & SLOT < b & SLOT else (b, a) for a, b in self.pairs()}
        key = lambda p: (p[0] & SLOT, p[1] & SLOT, p[0], p[1])
        events = []
        for pair in sorted(now | self.previous, key=key):
            phase = ("stayed" if pair in self.previous else "began") if pair in now else "ended"
            events.append((pair[0], pair[1], phase))
        self.previous = now
        return events

    def common(self, a, b):
        if a not in self.entries or b not in self.entries:
            return set()
        return self.pixels(a) & self.pixels(b)

    def overlap_area(self, a, b):
        return len(self.common(a, b))

    def first_contact(self, a, b):
        common = self.common(a, b)
        return min(common, key=lambda p: (p[1], p[0])) if common else None

    def separation(self, a, b):
        common = self.common(a, b)
        if not common:
            return (0, 0, 0, 0)
        pa, pb = self.pixels(a), self.pixels(b)
        return tuple(push_out(pa, pb, sx, sy) for sx, sy in ((-1, 0), (1, 0), (0, -1), (0, 1)))

    def visible(self, layers, exclude):
        return [i for i in sorted(self.entries) if self.entries[i]["layers"] & layers and i != exclude]

    def query_pixels(self, pixels, layers, exclude):
        return [i for i in self.visible(layers, exclude) if self.pixels(i) & pixels]

    def query_rect(self, x, y, w, h, layers, exclude):
        return [i for i in self.visible(layers, exclude)
                if any(x <= px < x + w and y <= py < y + h for px, py in self.pixels(i))]

    def query_segment(self, x0, y0, x1, y1, layers, exclude):
        best = None
        for i in self.visible(layers, exclude):
            for px, py in self.pixels(i):
                step = segment_step(x0, y0, x1, y1, px, py)
                if step is not None and (best is None or (step, i & SLOT) < best[:2]):
                    best = (step, i & SLOT, i, px, py)
        return None if best is None else best[2:]


def push_out(a, b, sx, sy):
    """The fewest whole pixels b (a set of pixels) must move by (sx, sy) steps to miss a."""
    s = 1
    while {(x + sx * s, y + sy * s) for x, y in b} & a:
        s += 1
    return s


def segment_step(x0, y0, x1, y1, px, py):
    """The step at which the walk from (x0, y0) to (x1, y1) visits (px, py), or None: the
    longer axis (x on a tie) advances one pixel a step; at step i of n the shorter axis
    has moved round(i * d / n) pixels, halves rounded away from the start."""
    dx, dy = x1 - x0, y1 - y0
    if abs(dx) >= abs(dy):
        major, minor, d_major, d_minor = px - x0, py - y0, dx, dy
    else:
        major, minor, d_major, d_minor = py - y0, px - x0, dy, dx
    n = abs(d_major)
    i = major if d_major >= 0 else -major
    if not 0 <= i <= n:
        return None
    moved = math.floor(Fraction(i * abs(d_minor), n) + Fraction(1, 2)) if n else 0
    return i if minor == (moved if d_minor >= 0 else -moved) else None
