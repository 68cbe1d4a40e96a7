# SPDX-License-Identifier: MIT
"""The World's questions about a place: a mask, a rectangle (a point is one pixel of
it) and a segment, each over the entries on the asked layers, leaving out one id."""

from __future__ import annotations

from hitmask._world_types import SegmentHit

_SLOT_MASK = (1 << 20) - 1


def query_mask(index, mask, x, y, layers, exclude):
    """Ids whose solid pixels overlap `mask` with its top-left at (x, y), sorted."""
    box = mask._bounds()
    if not box:
        return []
    boxes = index.boxes
    found = []
    for entry_id in index.near(x + box[0], y + box[1], x + box[2], y + box[3]):
        b = boxes[entry_id]
        if b[4] & layers and entry_id != exclude and mask.overlaps(b[6], (b[7] - x, b[8] - y)):
            found.append(entry_id)
    found.sort()
    return found


def query_rect(index, x, y, width, height, layers, exclude):
    """Ids with a solid pixel in the rectangle, sorted."""
    if width <= 0 or height <= 0:
        return []
    x1, y1 = x + width, y + height
    boxes = index.boxes
    found = []
    for entry_id in index.near(x, y, x1, y1):
        bx0, by0, bx1, by1, entry_layers, _, mask, left, top = boxes[entry_id]
        if not entry_layers & layers or entry_id == exclude:
            continue
        # The part of the rectangle inside the solid box, in the mask's pixels.
        cx0, cx1 = max(x, bx0) - left, min(x1, bx1) - left
        columns = ((1 << (cx1 - cx0)) - 1) << cx0
        row = mask.row
        for row_y in range(max(y, by0) - top, min(y1, by1) - top):
            if row(row_y) & columns:
                found.append(entry_id)
                break
    found.sort()
    return found


class _Walk:
    """The segment's steps: step i of n along the major axis, the minor offset
    floor((2 i d + n) / (2 n)), which is round(i d / n) with halves away from the start."""

    def __init__(self, x0, y0, x1, y1):
        adx, ady = abs(x1 - x0), abs(y1 - y0)
        self.x_major = adx >= ady
        self.n = max(adx, ady)
        self.d = ady if self.x_major else adx
        sx, sy = (-1 if x1 < x0 else 1), (-1 if y1 < y0 else 1)
        if self.x_major:
            self.major0, self.minor0, self.major_sign, self.minor_sign = x0, y0, sx, sy
        else:
            self.major0, self.minor0, self.major_sign, self.minor_sign = y0, x0, sy, sx

    def minor(self, i):
        return (2 * i * self.d + self.n) // (2 * self.n) if self.n else 0

    def first_step_at(self, offset):
        """The first step whose minor offset reaches `offset`, or n + 1 if none."""
        if offset <= 0:
            return 0
        if self.d == 0:
            return self.n + 1
        # 2 i d + n >= 2 n offset  <=>  i >= ceil((2 n offset - n) / (2 d))
        i = -((self.n - 2 * self.n * offset) // (2 * self.d))
        return self.n + 1 if i > self.n else i

    def steps_in(self, major_lo, major_hi, minor_lo, minor_hi):
        """The range of steps whose pixel lies in the closed box (major, minor ranges)."""
        if self.major_sign > 0:
            first, last = major_lo - self.major0, major_hi - self.major0
        else:
            first, last = self.major0 - major_hi, self.major0 - major_lo
        if self.minor_sign > 0:
            low, high = minor_lo - self.minor0, minor_hi - self.minor0
        else:
            low, high = self.minor0 - minor_hi, self.minor0 - minor_lo
        # The minor offset never decreases along the walk, so the steps at offsets
        # low .. high are one range.
        first = max(first, 0, self.first_step_at(low))
        last = min(last, self.n, self.first_step_at(high + 1) - 1)
        return first, last


def query_segment(index, x0, y0, x1, y1, layers, exclude):
    """SegmentHit of the first solid pixel along the walk from (x0, y0) to (x1, y1), the
    lowest slot winning a tie, or None. Each entry's solid box is met on its own: only
    the steps inside it are walked, so the segment's length costs nothing."""
    bounds = index.bounds()
    if bounds is None:
        return None
    walk = _Walk(x0, y0, x1, y1)
    # Only the steps inside the box around every entry can hit.
    bx0, by0, bx1, by1 = bounds
    if walk.x_major:
        first, last = walk.steps_in(bx0, bx1 - 1, by0, by1 - 1)
    else:
        first, last = walk.steps_in(by0, by1 - 1, bx0, bx1 - 1)
    if first > last:
        return None
    boxes = index.boxes
    candidates = index.cells_along(walk, first, last)
    if candidates is None:
        candidates = index.near(min(x0, x1), min(y0, y1), max(x0, x1) + 1, max(y0, y1) + 1)
    # Each candidate's steps, met in the order the walk enters their boxes, until the
    # best hit so far comes before the next box.
    entered = []
    for entry_id in candidates:
        b = boxes[entry_id]
        if not b[4] & layers or entry_id == exclude:
            continue
        if walk.x_major:
            start, end = walk.steps_in(b[0], b[2] - 1, b[1], b[3] - 1)
        else:
            start, end = walk.steps_in(b[1], b[3] - 1, b[0], b[2] - 1)
        if start <= end:
            entered.append((start, entry_id & _SLOT_MASK, end, entry_id))
    entered.sort()
    best = None  # (step, slot, id, x, y)
    for start, slot, end, entry_id in entered:
        if best is not None:
            if (start, slot) > best[:2]:
                break
            # A later step cannot win; the same step only for a lower slot.
            end = min(end, best[0] if slot < best[1] else best[0] - 1)
        _, _, _, _, _, _, mask, left, top = boxes[entry_id]
        row = mask.row
        for i in range(start, end + 1):
            major = walk.major0 + walk.major_sign * i
            minor = walk.minor0 + walk.minor_sign * walk.minor(i)
            px, py = (major, minor) if walk.x_major else (minor, major)
            if row(py - top) >> (px - left) & 1:
                best = (i, slot, entry_id, px, py)
                break
    return None if best is None else SegmentHit(best[2], best[3], best[4])
