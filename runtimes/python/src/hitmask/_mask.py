# SPDX-License-Identifier: MIT
"""A bit mask whose rows are Python ints (bit x = pixel x) and its per-pixel overlap tests."""

from __future__ import annotations

from hitmask import _separation
from hitmask._coords import offset_pair

try:
    _popcount = int.bit_count  # Python 3.10+
except AttributeError:  # pragma: no cover - Python 3.9

    def _popcount(value):
        return bin(value).count("1")


# Alpha byte -> "1" when above the threshold: bytes.translate tables, one per threshold.
# Masks past this size are refused, as the C API refuses them (hm_mask_new,
# hm_mask_from_rgba): the same 1 GiB of the core's storage, so both accept the same sizes.
MAX_MASK_BYTES = 1 << 30


def _core_storage_bytes(width, height):
    """Bytes the core's Mask of this size holds (Mask::storageBytes)."""
    if width == 0 or height == 0:
        return 0
    stride = (width + 63) // 64 + 1
    band_rows = (height + 7) // 8 + 2
    return (stride * (height + band_rows) + 2) * 8


def _check_size(width, height):
    if width < 0 or height < 0:
        raise ValueError("mask size %dx%d is negative" % (width, height))
    if _core_storage_bytes(width, height) > MAX_MASK_BYTES:
        raise ValueError(
            "mask size %dx%d is too large (the core would need more than %d MiB)"
            % (width, height, MAX_MASK_BYTES >> 20)
        )


def _alpha_table(threshold):
    return bytes(0x31 if a > threshold else 0x30 for a in range(256))


class Mask:
    """A width x height bit mask; (dx, dy) in every test is where the other mask's
    top-left lies in this mask's coordinates, as in pygame.mask and the C++ core."""

    __slots__ = ("_width", "_height", "_rows", "_box", "_packs")

    def __init__(self, size, fill=False):
        width, height = size
        width, height = int(width), int(height)
        _check_size(width, height)
        self._width = width
        self._height = height
        full = (1 << width) - 1 if fill else 0
        self._rows = [full] * height
        self._box = None  # (x0, y0, x1, y1) of the solid pixels, False when empty
        self._packs = {}  # stride -> every row in one int, row y at bit y * stride

    @classmethod
    def from_rows(cls, rows, width):
        """A mask from one int per row, bit x = pixel x (bits past the width are dropped)."""
        rows = list(rows)
        _check_size(int(width), len(rows))
        mask = cls((width, 0))
        keep = (1 << width) - 1
        mask._rows = [int(row) & keep for row in rows]
        mask._height = len(mask._rows)
        return mask

    @classmethod
    def from_rgba(cls, data, width, height, threshold=0, pitch=None):
        """Solid where alpha > threshold, from 8-bit R, G, B, A pixels whose rows are
        `pitch` bytes apart (width * 4 by default). A negative pitch, as in the C API, is
        a bottom-up image: the top row is the last one in `data`."""
        if data is None:
            raise TypeError("from_rgba takes a bytes-like object, not None")
        width, height = int(width), int(height)
        _check_size(width, height)
        if not 0 <= threshold <= 255:
            raise ValueError("threshold %r is not in 0..255" % (threshold,))
        pitch = width * 4 if pitch is None else int(pitch)
        if abs(pitch) < width * 4:
            raise ValueError("pitch %d is less than width * 4 = %d" % (abs(pitch), width * 4))
        data = memoryview(data).cast("B")
        needed = abs(pitch) * (height - 1) + width * 4 if height else 0
        if len(data) < needed:
            raise ValueError("RGBA data holds %d bytes, %d needed" % (len(data), needed))
        mask = cls((width, height))
        if width == 0:
            return mask
        table = _alpha_table(int(threshold))
        if pitch == width * 4:
            alpha = bytes(data[3:needed:4]).translate(table)[::-1]
            # The whole buffer reversed: row y lies at the mirrored place, pixel 0 last.
            total = width * height
            mask._rows = [
                int(alpha[total - (y + 1) * width : total - y * width], 2) for y in range(height)
            ]
        else:
            rows = []
            for y in range(height):
                start = (y if pitch > 0 else y - (height - 1)) * pitch + 3
                alpha = bytes(data[start : start + width * 4 : 4]).translate(table)
                rows.append(int(alpha[::-1], 2))
            mask._rows = rows
        return mask

    @classmethod
    def from_surface(cls, surface, threshold=127):
        """Solid where a pygame Surface's alpha > threshold, as pygame.mask.from_surface
        does for surfaces with per-pixel alpha."""
        from hitmask._pygame import surface_rgba

        if not hasattr(surface, "get_size"):
            raise TypeError("from_surface takes a pygame Surface, not %r" % (surface,))
        data, pitch = surface_rgba(surface)
        width, height = surface.get_size()
        return cls.from_rgba(data, width, height, threshold, pitch)

    # -- pixels -----------------------------------------------------------------------

    @property
    def width(self):
        return self._width

    @property
    def height(self):
        return self._height

    def get_size(self):
        return (self._width, self._height)

    def row(self, y):
        """Row y as an int, bit x = pixel x."""
        return self._rows[y]

    @property
    def rows(self):
        """Every row as an int, bit x = pixel x (a copy)."""
        return tuple(self._rows)

    def _check(self, pos):
        x, y = pos
        if not (0 <= x < self._width and 0 <= y < self._height):
            raise IndexError("%r is outside the %dx%d mask" % ((x, y), self._width, self._height))
        return x, y

    def get_at(self, pos):
        x, y = self._check(pos)
        return (self._rows[y] >> x) & 1

    def set_at(self, pos, solid=1):
        x, y = self._check(pos)
        if solid:
            self._rows[y] |= 1 << x
        else:
            self._rows[y] &= ~(1 << x)
        self._changed()

    def fill(self):
        self._rows = [(1 << self._width) - 1] * self._height
        self._changed()

    def clear(self):
        self._rows = [0] * self._height
        self._changed()

    def _changed(self):
        self._box = None
        self._packs = {}

    def count(self):
        """Number of solid pixels."""
        return sum(map(_popcount, self._rows))

    def _bounds(self):
        """(x0, y0, x1, y1), half-open, of the solid pixels, or False when there are none."""
        box = self._box
        if box is None:
            rows = self._rows
            solid = [y for y, row in enumerate(rows) if row]
            if not solid:
                box = False
            else:
                union = 0
                for y in range(solid[0], solid[-1] + 1):
                    union |= rows[y]
                x0 = (union & -union).bit_length() - 1
                box = (x0, solid[0], union.bit_length(), solid[-1] + 1)
            self._box = box
        return box

    def get_bounding_rect(self):
        """(x, y, width, height) of the solid pixels; (0, 0, 0, 0) when there are none."""
        box = self._bounds()
        if not box:
            return (0, 0, 0, 0)
        return (box[0], box[1], box[2] - box[0], box[3] - box[1])

    def copy(self):
        other = Mask((self._width, 0))
        other._height = self._height
        other._rows = list(self._rows)
        return other

    def __eq__(self, other):
        if not isinstance(other, Mask):
            return NotImplemented
        return self._width == other._width and self._rows == other._rows

    __hash__ = None

    def __repr__(self):
        return "<hitmask.Mask %dx%d, %d solid>" % (self._width, self._height, self.count())

    # -- collisions ---------------------------------------------------------------------

    def _pack(self, stride):
        """The rows of the solid box in one int, box row y at bit y * stride, shifted so
        that the box's left column is bit 0: one AND then tests a whole pair."""
        packed = self._packs.get(stride)
        if packed is None:
            if len(self._packs) >= 8:  # partners of many widths: keep memory bounded
                self._packs.clear()
            x0, y0, _, y1 = self._bounds()
            size = stride >> 3
            rows = [(row >> x0).to_bytes(size, "little") for row in self._rows[y0:y1]]
            packed = int.from_bytes(b"".join(rows), "little")
            self._packs[stride] = packed
        return packed

    def _hits(self, other, offset):
        """(the overlapping pixels packed at `stride` from this mask's solid box, stride,
        box left, box top), or None when the solid boxes do not meet. Offsets follow the
        positions' rule: a fractional one is floored."""
        if not isinstance(other, Mask):
            raise TypeError("the other mask must be a hitmask.Mask, not %r" % (other,))
        offset = offset_pair(offset)
        if offset is None:
            return None
        dx, dy = offset
        a = self._box
        if a is None:
            a = self._bounds()
        b = other._box
        if b is None:
            b = other._bounds()
        if not a or not b:
            return None
        ax0, ay0, ax1, ay1 = a
        bx0, by0, bx1, by1 = b
        # b's box relative to a's box.
        dx += bx0 - ax0
        dy += by0 - ay0
        a_width = ax1 - ax0
        b_width = bx1 - bx0
        if dx + b_width <= 0 or dx >= a_width or dy + by1 - by0 <= 0 or dy >= ay1 - ay0:
            return None
        # Once the boxes meet, -b_width < dx < a_width: with box rows this far apart,
        # b's pixels moved past either side land on columns where a has none, never on
        # a neighbouring row's pixels. A multiple of 64 so that masks of similar widths
        # share one packing.
        stride = (a_width + b_width + 63) & ~63
        a_bits = self._packs.get(stride)
        if a_bits is None:
            a_bits = self._pack(stride)
        b_bits = other._packs.get(stride)
        if b_bits is None:
            b_bits = other._pack(stride)
        shift = dy * stride + dx
        return a_bits & (b_bits << shift if shift >= 0 else b_bits >> -shift), stride, ax0, ay0

    def overlaps(self, other, offset):
        """True when at least one pixel is solid in both masks."""
        hits = self._hits(other, offset)
        return hits is not None and hits[0] != 0

    def overlap(self, other, offset):
        """The topmost, then leftmost pixel solid in both, (x, y) in this mask's
        coordinates, or None. (pygame's Mask.overlap returns some overlapping pixel,
        not always this one.)"""
        hits = self._hits(other, offset)
        if hits is None or not hits[0]:
            return None
        bits, stride, left, top = hits
        y, x = divmod((bits & -bits).bit_length() - 1, stride)
        return (x + left, y + top)

    def overlap_area(self, other, offset):
        """Number of pixels solid in both masks."""
        hits = self._hits(other, offset)
        return 0 if hits is None else _popcount(hits[0])

    def overlap_mask(self, other, offset):
        """A mask of this one's size holding the pixels solid in both."""
        result = Mask((self._width, self._height))
        hits = self._hits(other, offset)
        if hits is not None and hits[0]:
            bits, stride, left, top = hits
            size = stride >> 3
            rows = (bits.bit_length() + stride - 1) // stride
            data = bits.to_bytes(size * rows, "little")
            for y in range(rows):
                row = int.from_bytes(data[y * size : (y + 1) * size], "little")
                result._rows[top + y] = row << left
        return result

    def separation(self, other, offset):
        """Separation(left, right, up, down): how far `other` must move to stop overlapping
        (.push gives the shortest move); _separation.py has how."""
        return _separation.separation(self, other, offset)

    def to_pygame(self):
        """The same pixels as a pygame.mask.Mask."""
        from hitmask._pygame import to_pygame_mask

        return to_pygame_mask(self)
