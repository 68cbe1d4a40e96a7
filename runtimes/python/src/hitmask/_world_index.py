# SPDX-License-Identifier: MIT
"""The World's broad phase: each entry's solid box in world pixels, in a uniform grid of
cells, built by collisions() and step() and kept for the queries until the world changes."""

from __future__ import annotations

# An entry whose solid box covers more grid cells than this is kept out of the grid and
# tested against every other entry instead, so one huge mask cannot flood the grid.
MAX_CELLS = 64


class Index:
    """boxes: {id: (x0, y0, x1, y1, layers, collides_with, mask, left, top)}, half-open
    solid boxes of the entries that have a solid pixel; grid: {(cx, cy): [id, ...]};
    big: the ids kept out of the grid."""

    __slots__ = ("cell", "boxes", "grid", "big", "_bounds")

    def __init__(self, entries, cell):
        self.cell = cell
        self.boxes = boxes = {}
        self.grid = grid = {}
        self.big = big = []
        self._bounds = None
        for entry_id, entry in entries.items():
            mask, x, y = entry[0], entry[1], entry[2]
            box = mask._bounds()
            if not box:
                continue  # no solid pixel: meets nothing
            x0, y0, x1, y1 = x + box[0], y + box[1], x + box[2], y + box[3]
            boxes[entry_id] = (x0, y0, x1, y1, entry[3], entry[4], mask, x, y)
            cx0, cy0, cx1, cy1 = x0 // cell, y0 // cell, (x1 - 1) // cell, (y1 - 1) // cell
            if (cx1 - cx0 + 1) * (cy1 - cy0 + 1) > MAX_CELLS:
                big.append(entry_id)
                continue
            for cy in range(cy0, cy1 + 1):
                for cx in range(cx0, cx1 + 1):
                    members = grid.get((cx, cy))
                    if members is None:
                        grid[(cx, cy)] = [entry_id]
                    else:
                        members.append(entry_id)

    def bounds(self):
        """The box around every solid box, or None; found once, when a segment asks."""
        if self._bounds is None and self.boxes:
            boxes = self.boxes.values()
            self._bounds = (min(b[0] for b in boxes), min(b[1] for b in boxes),
                            max(b[2] for b in boxes), max(b[3] for b in boxes))
        return self._bounds

    def near(self, x0, y0, x1, y1):
        """The ids whose solid boxes meet the half-open box, in no particular order."""
        boxes, cell = self.boxes, self.cell
        cx0, cy0, cx1, cy1 = x0 // cell, y0 // cell, (x1 - 1) // cell, (y1 - 1) // cell
        if (cx1 - cx0 + 1) * (cy1 - cy0 + 1) > max(MAX_CELLS, len(boxes)):
            # Visiting the cells would cost more than testing every box.
            found = boxes
        else:
            found = set(self.big)
            grid = self.grid
            for cy in range(cy0, cy1 + 1):
                for cx in range(cx0, cx1 + 1):
                    members = grid.get((cx, cy))
                    if members:
                        found.update(members)
        result = []
        for entry_id in found:
            b = boxes[entry_id]
            if b[0] < x1 and x0 < b[2] and b[1] < y1 and y0 < b[3]:
                result.append(entry_id)
        return result

    def cells_along(self, walk, first, last):
        """The ids in the grid cells holding the walk's steps first .. last, and the big
        ones, or None when that is more cells than there are entries (then every box is
        met on its own instead)."""
        cell = self.cell
        if (last - first) // cell > len(self.boxes):
            return None
        found = set(self.big)
        grid = self.grid
        i = first
        while i <= last:
            # The steps in this cell column along the major axis: the minor axis moves at
            # most one pixel a step, so they span one or two cells across.
            major = walk.major0 + walk.major_sign * i
            column = major // cell
            edge = (column + 1) * cell - 1 if walk.major_sign > 0 else column * cell
            end = min(last, i + (edge - major) * walk.major_sign)
            lo = walk.minor0 + walk.minor_sign * walk.minor(i)
            hi = walk.minor0 + walk.minor_sign * walk.minor(end)
            for row in range(min(lo, hi) // cell, max(lo, hi) // cell + 1):
                members = grid.get((column, row) if walk.x_major else (row, column))
                if members:
                    found.update(members)
            i = end + 1
        return found
