# SPDX-License-Identifier: MIT
"""A broad phase for many moving masks: which entries' solid pixels overlap."""

from __future__ import annotations

DEFAULT_LAYERS = 1
ALL_LAYERS = 0xFFFFFFFF

# An entry whose solid box covers more grid cells than this is kept out of the grid and
# tested against every other entry instead, so one huge mask cannot flood the grid.
_MAX_CELLS = 64


class World:
    """Masks placed at integer positions in an unbounded plane; collisions() gives the
    pairs whose solid pixels overlap. A uniform grid of cell_size pixels finds the pairs
    whose solid boxes meet, then the pixel test decides. The same rules as the C++
    core's hitmask::World: two entries can collide only when
    (a.layers & b.collides_with) != 0 and (b.layers & a.collides_with) != 0; a new entry
    is on layer 1 and collides with every layer. Ids of removed entries are not reused.
    A mask edited in place is seen at the next collisions()."""

    def __init__(self, cell_size=64):
        self._cell = max(4, int(cell_size))
        self._entries = {}  # id -> [mask, x, y, layers, collides_with]
        self._next_id = 0

    @property
    def cell_size(self):
        return self._cell

    def __len__(self):
        return len(self._entries)

    def __contains__(self, entry_id):
        return entry_id in self._entries

    def add(self, mask, x, y):
        """Places `mask` with its top-left at (x, y); returns the entry's id."""
        entry_id = self._next_id
        self._next_id += 1
        self._entries[entry_id] = [mask, int(x), int(y), DEFAULT_LAYERS, ALL_LAYERS]
        return entry_id

    # As in the core, calls with an id that is not live (never added, or removed) are
    # ignored: a removed sprite's late update is harmless, and no id is ever reused.
    def move(self, entry_id, x, y):
        entry = self._entries.get(entry_id)
        if entry is not None:
            entry[1] = int(x)
            entry[2] = int(y)

    def set_mask(self, entry_id, mask):
        """Another mask for the entry (an animation or rotation frame), same top-left."""
        entry = self._entries.get(entry_id)
        if entry is not None:
            entry[0] = mask

    def remove(self, entry_id):
        self._entries.pop(entry_id, None)

    def set_layers(self, entry_id, layers, collides_with=ALL_LAYERS):
        entry = self._entries.get(entry_id)
        if entry is not None:
            entry[3] = int(layers) & ALL_LAYERS
            entry[4] = int(collides_with) & ALL_LAYERS

    def position(self, entry_id):
        """The entry's top-left; KeyError when it is not in the world."""
        entry = self._entries[entry_id]
        return (entry[1], entry[2])

    def query(self, mask, x, y, layers=ALL_LAYERS):
        """Ids of the entries whose solid pixels overlap `mask` placed with its top-left
        at (x, y) (a bullet, an explosion), in increasing order; only entries on one of
        `layers`. One pass over the entries: for a few queries a frame."""
        return _query(self, mask, int(x), int(y), int(layers) & ALL_LAYERS)

    def collisions(self):
        """Every pair of ids whose solid pixels overlap, each once, (first, second) with
        first < second, sorted."""
        cell = self._cell
        boxes = {}
        grid = {}
        big = []
        for entry_id, (mask, x, y, layers, collides) in self._entries.items():
            box = mask._bounds()
            if not box:
                continue  # no solid pixel: collides with nothing
            x0, y0, x1, y1 = x + box[0], y + box[1], x + box[2], y + box[3]
            boxes[entry_id] = (x0, y0, x1, y1, layers, collides, mask, x, y)
            cx0, cy0, cx1, cy1 = x0 // cell, y0 // cell, (x1 - 1) // cell, (y1 - 1) // cell
            if (cx1 - cx0 + 1) * (cy1 - cy0 + 1) > _MAX_CELLS:
                big.append(entry_id)
                continue
            for cy in range(cy0, cy1 + 1):
                for cx in range(cx0, cx1 + 1):
                    members = grid.get((cx, cy))
                    if members is None:
                        grid[(cx, cy)] = [entry_id]
                    else:
                        members.append(entry_id)
        pairs = []
        for (cx, cy), members in grid.items():
            count = len(members)
            if count < 2:
                continue
            for i in range(count - 1):
                a = boxes[members[i]]
                for j in range(i + 1, count):
                    b = boxes[members[j]]
                    left = a[0] if a[0] > b[0] else b[0]
                    top = a[1] if a[1] > b[1] else b[1]
                    # Boxes meet, and this is the one cell holding the top-left of their
                    # common box, so a pair sharing several cells is tested once.
                    if (
                        left < a[2]
                        and left < b[2]
                        and top < a[3]
                        and top < b[3]
                        and left // cell == cx
                        and top // cell == cy
                        and _collide(a, b)
                    ):
                        pairs.append((members[i], members[j]))
        done = set()
        for big_id in big:
            done.add(big_id)
            a = boxes[big_id]
            for other_id, b in boxes.items():
                # Big against big once: not against itself or those already done.
                if other_id in done:
                    continue
                if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3] and _collide(a, b):
                    pairs.append((big_id, other_id))
        return sorted((a, b) if a < b else (b, a) for a, b in pairs)


def _query(world, mask, x, y, layers):
    box = mask._bounds()
    if not box:
        return []
    x0, y0, x1, y1 = x + box[0], y + box[1], x + box[2], y + box[3]
    found = []
    for entry_id, (other, ox, oy, other_layers, _) in world._entries.items():
        if not other_layers & layers:
            continue
        b = other._bounds()
        if b and ox + b[0] < x1 and x0 < ox + b[2] and oy + b[1] < y1 and y0 < oy + b[3]:
            if mask.overlaps(other, (ox - x, oy - y)):
                found.append(entry_id)
    return sorted(found)


def _collide(a, b):
    """Layers, then pixels, of two boxes as collisions() lists them."""
    if not (a[4] & b[5] and b[4] & a[5]):
        return False
    return a[6].overlaps(b[6], (b[7] - a[7], b[8] - a[8]))
