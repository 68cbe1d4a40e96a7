# SPDX-License-Identifier: MIT
"""How far to push one mask so that it stops overlapping another: the C++ core's
hitmask::separation, left, right, up and down, and the smallest of them."""

from __future__ import annotations

from collections import namedtuple

from hitmask._coords import offset_pair


class Separation(namedtuple("Separation", "left right up down")):
    """The fewest whole pixels b must move in each direction, on its own, to stop
    overlapping a; all 0 when they do not overlap."""

    __slots__ = ()

    @property
    def push(self):
        """The smallest of the four as b's move, (x, y): left is (-left, 0), up (0, -up);
        ties go left, right, up, down; (0, 0) when they do not overlap."""
        moves = ((self.left, (-self.left, 0)), (self.right, (self.right, 0)),
                 (self.up, (0, -self.up)), (self.down, (0, self.down)))
        return min(moves, key=lambda move: move[0])[1]


def separation(a, b, offset):
    """Separation of mask b placed at offset (dx, dy) in a's pixels."""
    from hitmask._mask import Mask

    if not isinstance(b, Mask):
        raise TypeError("the other mask must be a hitmask.Mask, not %r" % (b,))
    offset = offset_pair(offset)
    if offset is None or not a.overlaps(b, offset):
        return Separation(0, 0, 0, 0)
    dx, dy = offset
    a_rows, a_width, a_height = _box_rows(a)
    b_rows, b_width, b_height = _box_rows(b)
    ax, ay = a._bounds()[:2]
    bx, by = b._bounds()[:2]
    dx, dy = dx + bx - ax, dy + by - ay  # b's box in a's box
    pushes = _short_pushes(a_rows, a_width, b_rows, b_width, b_height, dx, dy)
    # Pushes longer than a few pixels are asked of the rows: a push right of b along a's
    # rows, the others the same question of the masks mirrored, transposed, or both.
    if pushes[0] is None:
        mirror_a, mirror_b = _mirrored(a_rows, a_width), _mirrored(b_rows, b_width)
        pushes[0] = _push_right(mirror_a, mirror_b, a_width - b_width - dx, dy)
    if pushes[1] is None:
        pushes[1] = _push_right(a_rows, b_rows, dx, dy)
    if None in pushes[2:]:
        a_columns, b_columns = _transposed(a_rows, a_width), _transposed(b_rows, b_width)
        if pushes[2] is None:
            mirror_a, mirror_b = _mirrored(a_columns, a_height), _mirrored(b_columns, b_height)
            pushes[2] = _push_right(mirror_a, mirror_b, a_height - b_height - dy, dx)
        if pushes[3] is None:
            pushes[3] = _push_right(a_columns, b_columns, dy, dx)
    return Separation(*pushes)


# Short pushes are found by trying each (one AND of the packed boxes apiece) while the
# tries cost less than about this many bits of ANDs; past them the runs of the rows
# answer, at a cost that does not grow with the push.
_TRY_BITS = 1 << 20


def _short_pushes(a_rows, a_width, b_rows, b_width, b_height, dx, dy):
    """[left, right, up, down], each the push if found within the tries, else None. Both
    boxes are packed into one int each, rows `stride` bits apart, with b_width columns
    free on either side of a: b moved sideways is clear of a's box before it could wrap
    onto another row, and moved up past a's top row its rows just drop off."""
    stride = a_width + 2 * b_width
    top = b_height  # a's first row in the packing: b's rows above it stay at rows >= 0
    a_bits = 0
    for y, row in enumerate(a_rows):
        a_bits |= row << ((top + y) * stride + b_width)
    b_bits = 0
    for y, row in enumerate(b_rows):
        b_bits |= row << ((top + dy + y) * stride + b_width + dx)
    tries = max(4, min(64, _TRY_BITS // (stride * (top + len(a_rows)))))
    pushes = []
    for step in (-1, 1, -stride, stride):
        push = None
        for s in range(1, tries + 1):
            shift = step * s
            if not a_bits & (b_bits << shift if shift > 0 else b_bits >> -shift):
                push = s
                break
        pushes.append(push)
    return pushes


def _box_rows(mask):
    """The rows of the mask's solid box, its left column at bit 0; width, height."""
    x0, y0, x1, y1 = mask._bounds()
    return [mask.row(y) >> x0 for y in range(y0, y1)], x1 - x0, y1 - y0


def _mirrored(rows, width):
    """Rows flipped left to right within `width` columns."""
    spec = "0%db" % width
    return [int(format(row, spec)[::-1], 2) for row in rows]


def _transposed(rows, width):
    """The columns as rows: bit y of row x is pixel (x, y)."""
    spec = "0%db" % width
    pixels = [format(row, spec)[::-1] for row in rows]  # character x = pixel x
    return [int("".join(column)[::-1], 2) for column in zip(*pixels)]


def _push_right(a_rows, b_rows, dx, dy):
    """The smallest s >= 1 at which b, its top-left at (dx + s, dy), overlaps a nowhere.
    Bit s of `forbidden` says b overlaps a when moved right by s: for a run of b's row
    from j, that is a's row read from j + dx, ORed with itself over the run's length."""
    forbidden = 0
    for y in range(max(0, dy), min(len(a_rows), len(b_rows) + dy)):
        a_row, b_row = a_rows[y], b_rows[y - dy]
        if not a_row:
            continue
        while b_row:
            start = (b_row & -b_row).bit_length() - 1
            rest = b_row >> start
            length = (~rest & (rest + 1)).bit_length() - 1
            b_row ^= ((1 << length) - 1) << start
            base = start + dx
            reach = a_row >> base if base >= 0 else a_row << -base
            covered = 1
            while covered < length:
                step = covered if covered + covered <= length else length - covered
                reach |= reach >> step
                covered += step
            forbidden |= reach
    moved = forbidden >> 1  # bit k: a push of k + 1 is forbidden
    return (~moved & (moved + 1)).bit_length()
