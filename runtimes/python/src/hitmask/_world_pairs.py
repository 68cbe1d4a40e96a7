# SPDX-License-Identifier: MIT
"""The World's pairs: every colliding pair through a uniform grid, one entry's partners,
contact events between two steps, and the details of one pair."""

from __future__ import annotations

from hitmask._separation import Separation, separation as _mask_separation
from hitmask._world_types import Contact, Phase

_SLOT_MASK = (1 << 20) - 1


def collisions(index):
    """Every pair of ids whose solid pixels overlap, (first, second) with first < second,
    sorted. The grid finds the pairs whose solid boxes meet, then the pixel test decides."""
    cell, boxes, grid, big = index.cell, index.boxes, index.grid, index.big
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


def collisions_of(index, entry_id):
    """The ids whose entries collide with entry_id's (live), sorted."""
    a = index.boxes.get(entry_id)
    if a is None:
        return []  # no solid pixel
    boxes = index.boxes
    found = [other_id for other_id in index.near(*a[:4])
             if other_id != entry_id and _collide(a, boxes[other_id])]
    found.sort()
    return found


def _slot_key(pair):
    first, second = pair
    return (first & _SLOT_MASK, second & _SLOT_MASK, first, second)


def step(index, previous):
    """(this step's events, this step's pairs) from the previous step's pairs: both in
    slot order, each pair (first, second) with first's slot below second's. The same two
    slots under other ids are another pair (an entry removed, its slot reused)."""
    current = [(a, b) if a & _SLOT_MASK < b & _SLOT_MASK else (b, a)
               for a, b in collisions(index)]
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
