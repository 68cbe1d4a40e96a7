# SPDX-License-Identifier: MIT
"""The World's pairs: every colliding pair through a uniform grid, one entry's partners,
contact events between two steps, and the details of one pair."""

from __future__ import annotations

from hitmask._separation import Separation, separation as _mask_separation
from hitmask._world_types import Contact, Phase

# An entry whose solid box covers more grid cells than this is kept out of the grid and
# tested against every other entry instead, so one huge mask cannot flood the grid.
_MAX_CELLS = 64
_SLOT_MASK = (1 << 20) - 1


def collisions(entries, cell):
    """Every pair of ids whose solid pixels overlap, (first, second) with first < second,
    sorted. The grid finds the pairs whose solid boxes meet, then the pixel test decides."""
    boxes = {}
    grid = {}
    big = []
    for entry_id, entry in entries.items():
        mask, x, y = entry[0], entry[1], entry[2]
        box = mask._bounds()
        if not box:
            continue  # no solid pixel: collides with nothing
        x0, y0, x1, y1 = x + box[0], y + box[1], x + box[2], y + box[3]
        boxes[entry_id] = (x0, y0, x1, y1, entry[3], entry[4], mask, x, y)
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


def _collide(a, b):
    """Layers, then pixels, of two boxes as collisions() lists them."""
    if not (a[4] & b[5] and b[4] & a[5]):
        return False
    return a[6].overlaps(b[6], (b[7] - a[7], b[8] - a[8]))


def collisions_of(entries, entry_id):
    """The ids whose entries collide with entry_id's (live), sorted."""
    mask, x, y, layers, collides = entries[entry_id][:5]
    box = mask._bounds()
    if not box:
        return []
    x0, y0, x1, y1 = x + box[0], y + box[1], x + box[2], y + box[3]
    found = []
    for other_id, other in entries.items():
        if other_id == entry_id or not (layers & other[4] and other[3] & collides):
            continue
        b = other[0]._bounds()
        ox, oy = other[1], other[2]
        if b and ox + b[0] < x1 and x0 < ox + b[2] and oy + b[1] < y1 and y0 < oy + b[3]:
            if mask.overlaps(other[0], (ox - x, oy - y)):
                found.append(other_id)
    found.sort()
    return found


def _slot_key(pair):
    first, second = pair
    return (first & _SLOT_MASK, second & _SLOT_MASK, first, second)


def step(entries, cell, previous):
    """(this step's events, this step's pairs) from the previous step's pairs: both in
    slot order, each pair (first, second) with first's slot below second's. The same two
    slots under other ids are another pair (an entry removed, its slot reused)."""
    current = [(a, b) if a & _SLOT_MASK < b & _SLOT_MASK else (b, a) for a, b in collisions(entries, cell)]
    current.sort(key=_slot_key)
    now, then = set(current), set(previous)
    events = []
    for pair in sorted(now | then, key=_slot_key):
        phase = (Phase.STAYED if pair in then else Phase.BEGAN) if pair in now else Phase.ENDED
        events.append(Contact(pair[0], pair[1], phase))
    return events, current


def overlap_area(a, b):
    """Pixels solid in both entries (lists as _world.py keeps them)."""
    return a[0].overlap_area(b[0], (b[1] - a[1], b[2] - a[2]))


def first_contact(a, b):
    """The topmost, then leftmost pixel solid in both, in world pixels, or None."""
    found = a[0].overlap(b[0], (b[1] - a[1], b[2] - a[2]))
    return None if found is None else (found[0] + a[1], found[1] + a[2])


def separation(a, b):
    """The push of b out of a as they lie; all 0 when either is None."""
    if a is None or b is None:
        return Separation(0, 0, 0, 0)
    return _mask_separation(a[0], b[0], (b[1] - a[1], b[2] - a[2]))
