# SPDX-License-Identifier: MIT
"""The World's broad phase: each entry's solid box in world pixels, in a uniform grid of
cells, built by collisions() and step() and kept up to date for the queries as entries
are added, changed and removed."""

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
        self.boxes = {}
        self.grid = {}
        self.big = []
        self._bounds = None
        put = self.put
        for entry_id, entry in entries.items():
            put(entry_id, entry)

    def put(self, entry_id, entry):
        """Files a new entry, or one whose mask, place or layers changed after drop()."""
        mask, x, y = entry[0], entry[1], entry[2]
        box = mask._bounds()
        if not box:
            return  # no solid pixel: meets nothing
        x0, y0, x1, y1 = x + box[0], y + box[1], x + box[2], y + box[3]
        self.boxes[entry_id] = (x0, y0, x1, y1, entry[3], entry[4], mask, x, y)
        if self._bounds is not None:
            b = self._bounds
            self._bounds = (min(b[0], x0), min(b[1], y0), max(b[2], x1), max(b[3], y1))
        cell = self.cell
        cx0, cy0, cx1, cy1 = x0 // cell, y0 // cell, (x1 - 1) // cell, (y1 - 1) // cell
        if (cx1 - cx0 + 1) * (cy1 - cy0 + 1) > MAX_CELLS:
            self.big.append(entry_id)
            return
        grid = self.grid
        for cy in range(cy0, cy1 + 1):
            for cx in range(cx0, cx1 + 1):
                members = grid.get((cx, cy))
                if members is None:
                    grid[(cx, cy)] = [entry_id]
                else:
                    members.append(entry_id)

    def drop(self, entry_id):
        """Takes an entry out (before a change, or when it is removed), so that one
        moving sprite does not cost the queries a whole new grid. The bounds stay as
        they were: larger than needed is still right."""
        box = self.boxes.pop(entry_id, None)
        if box is None:
            return
        cell, grid = self.cell, self.grid
        cx0, cy0 = box[0] // cell, box[1] // cell
        cx1, cy1 = (box[2] - 1) // cell, (box[3] - 1) // cell
        if (cx1 - cx0 + 1) * (cy1 - cy0 + 1) > MAX_CELLS:
            self.big.remove(entry_id)
            return
        for cy in range(cy0, cy1 + 1):
            for cx in range(cx0, cx1 + 1):
                members = grid[(cx, cy)]
                if len(members) == 1:
                    del grid[(cx, cy)]
                else:
                    members.remove(entry_id)

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
