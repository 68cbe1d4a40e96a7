# SPDX-License-Identifier: MIT
"""A broad phase for many moving masks: which entries' solid pixels overlap."""

from __future__ import annotations

from collections import deque

from hitmask._coords import coordinate, layer_bits

DEFAULT_LAYERS = 1
ALL_LAYERS = 0xFFFFFFFF

# An id is a slot (its low 20 bits) and the slot's generation (the high 12), as in the
# core's hitmask::World, so both hand out the same ids for the same calls.
_SLOT_BITS = 20
_SLOT_MASK = (1 << _SLOT_BITS) - 1
_MAX_SLOTS = _SLOT_MASK  # 1,048,575 entries
_GENERATIONS = 1 << (32 - _SLOT_BITS)

# An entry whose solid box covers more grid cells than this is kept out of the grid and
# tested against every other entry instead, so one huge mask cannot flood the grid.
_MAX_CELLS = 64


class World:
    """Masks placed at integer positions in an unbounded plane; collisions() gives the
    pairs whose solid pixels overlap. A uniform grid of cell_size pixels finds the pairs
    whose solid boxes meet, then the pixel test decides. The same rules as the C++
    core's hitmask::World: two entries can collide only when
    (a.layers & b.collides_with) != 0 and (b.layers & a.collides_with) != 0; a new entry
    is on layer 1 and collides with every layer. Positions are integers; a fractional one
    is floored. A fresh world's ids are 0, 1, 2, ...; a removed entry's id is stale for
    good (contains() is false, every call with it is ignored): its slot (the id's low 20
    bits) is reused, oldest freed first, with the next generation in the high 12 bits, and
    retired after 4096 generations. Pairs (first < second) and query results are sorted
    by id.
    A mask edited in place is seen at the next collisions()."""

    def __init__(self, cell_size=64):
        """Cells of `cell_size` pixels square: 1 to 3 count as 4, below 1 is a ValueError
        (the C API gives NULL there)."""
        if isinstance(cell_size, (str, bytes)) or cell_size is None:
            raise TypeError("cell_size must be a number, not %r" % (cell_size,))
        cell = coordinate(cell_size, "cell_size")
        if cell < 1:
            raise ValueError("cell_size must be at least 1, not %r" % (cell_size,))
        self._cell = max(4, cell)
        self._entries = {}  # id -> [mask, x, y, layers, collides_with]
        self._generations = []  # per slot
        self._free = deque()  # freed slots, oldest first

    @property
    def cell_size(self):
        return self._cell

    def __len__(self):
        return len(self._entries)

    def __contains__(self, entry_id):
        return self.contains(entry_id)

    def contains(self, entry_id):
        """Whether `entry_id` names a live entry (false for a removed entry's id)."""
        # Ids are ints, as the core's are: 1.0 or True name no entry.
        if not isinstance(entry_id, int) or isinstance(entry_id, bool):
            return False
        return entry_id in self._entries

    def add(self, mask, x, y):
        """Places `mask` with its top-left at (x, y); returns the entry's id."""
        _check_mask(mask)
        x = coordinate(x)
        y = coordinate(y)
        if self._free:
            slot = self._free.popleft()
        else:
            slot = len(self._generations)
            if slot >= _MAX_SLOTS:
                raise OverflowError("World: too many entries")
            self._generations.append(0)
        entry_id = slot | self._generations[slot] << _SLOT_BITS
        self._entries[entry_id] = [mask, x, y, DEFAULT_LAYERS, ALL_LAYERS]
        return entry_id

    # As in the core, calls with an id that is not live (never added, or removed) are
    # ignored: a removed sprite's late update is harmless, and a stale id never names a
    # later entry.
    def move(self, entry_id, x, y):
        x = coordinate(x)
        y = coordinate(y)
        entry = self._entries.get(entry_id) if self.contains(entry_id) else None
        if entry is not None:
            entry[1] = x
            entry[2] = y

    def set_mask(self, entry_id, mask):
        """Another mask for the entry (an animation or rotation frame), same top-left."""
        _check_mask(mask)
        entry = self._entries.get(entry_id) if self.contains(entry_id) else None
        if entry is not None:
            entry[0] = mask

    def remove(self, entry_id):
        if not self.contains(entry_id):
            return
        del self._entries[entry_id]
        slot = entry_id & _SLOT_MASK
        # A slot out of generations is retired rather than wrapped.
        self._generations[slot] += 1
        if self._generations[slot] < _GENERATIONS:
            self._free.append(slot)

    def set_layers(self, entry_id, layers, collides_with=ALL_LAYERS):
        layers = layer_bits(layers, "layers")
        collides_with = layer_bits(collides_with, "collides_with")
        entry = self._entries.get(entry_id) if self.contains(entry_id) else None
        if entry is not None:
            entry[3] = layers
            entry[4] = collides_with

    def position(self, entry_id):
        """The entry's top-left; KeyError when it is not in the world."""
        entry = self._entries[entry_id]
        return (entry[1], entry[2])

    def query(self, mask, x, y, layers=ALL_LAYERS):
        """Ids of the entries whose solid pixels overlap `mask` placed with its top-left
        at (x, y) (a bullet, an explosion), in increasing id order; only entries on one of
        `layers`. One pass over the entries: for a few queries a frame."""
        _check_mask(mask)
        return _query(self, mask, coordinate(x), coordinate(y), layer_bits(layers))

    def collisions(self):
        """Every pair of ids whose solid pixels overlap, each once, (first, second) with
        first < second, sorted, as the C API gives them (the C++ core goes by slot, the
        id's low 20 bits, which is the same order until an entry is removed)."""
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
        pairs = [(a, b) if a < b else (b, a) for a, b in pairs]
        pairs.sort()
        return pairs


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


def _check_mask(mask):
    from hitmask._mask import Mask

    if not isinstance(mask, Mask):
        raise TypeError("World entries take a hitmask.Mask, not %r" % (mask,))


def _collide(a, b):
    """Layers, then pixels, of two boxes as collisions() lists them."""
    if not (a[4] & b[5] and b[4] & a[5]):
        return False
    return a[6].overlaps(b[6], (b[7] - a[7], b[8] - a[8]))
