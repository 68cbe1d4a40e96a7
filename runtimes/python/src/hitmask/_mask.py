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


# How many times any mask changed: a native World converts its masks again only when
# this moved since it last looked.
_edits = 0

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


# What a pair test answers. The four tests share one body (made by _pair_test) rather
# than calling a shared helper: at sprite sizes a Python call is a sixth of the time.
_OVERLAPS, _FIRST_CONTACT, _AREA, _HITS = range(4)


def _pair_test(answer, doc):
    """A method testing this mask against `other`, its top-left at `offset`, that
    returns `answer`. Offsets follow the positions' rule: a fractional one is floored."""

    def test(self, other, offset):
        if not isinstance(other, Mask):
            raise TypeError("the other mask must be a hitmask.Mask, not %r" % (other,))
        # A tuple of two ints, the common case, needs none of the general rule's checks,
        # which would take about half the time of a call at sprite sizes.
        if type(offset) is tuple and len(offset) == 2:
            dx, dy = offset
            if type(dx) is not int or type(dy) is not int:
                dx, dy = _offset(offset)
        else:
            dx, dy = _offset(offset)
        a = self._span
        if not a:  # not known yet, or no solid pixel
            a = self._solid_span()
            if not a:
                return _MISSES[answer]
        b = other._span
        if not b:
            b = other._solid_span()
            if not b:
                return _MISSES[answer]
        ax, ay, a_width, a_height, a_stride, a_bits, a_length = a
        bx, by, b_width, b_height, b_stride, b_bits, b_length = b
        # b's box relative to a's box.
        dx += bx - ax
        dy += by - ay
        if not (-b_width < dx < a_width and -b_height < dy < a_height):
            return _MISSES[answer]
        # Once the boxes meet, -b_width < dx < a_width: with box rows this far apart,
        # b's pixels moved past either side land on columns where a has none, never on
        # a neighbouring row's pixels. A multiple of 64 so that masks of similar widths
        # share one packing.
        stride = (a_width + b_width + 63) & ~63
        if a_stride != stride:
            a_bits, a_length = self._pack(stride)
        if b_stride != stride:
            b_bits, b_length = other._pack(stride)
        # b's pixel q of its box packing lies on a's pixel q + shift. The packings are
        # reversed (pixel p at bit length - 1 - p), so that the first contact is the
        # highest set bit; shifting right keeps the ints small.
        shift = dy * stride + dx
        lag = a_length - b_length - shift
        bits = (a_bits >> lag) & b_bits if lag >= 0 else a_bits & (b_bits >> -lag)
        # Bit h of `bits` is a's pixel `end - 1 - h`. (The literals spare a global
        # lookup a call; overlaps, the quickest, is asked last.)
        if answer == 1:  # _FIRST_CONTACT
            if not bits:
                return None
            first = (b_length + shift if lag >= 0 else a_length) - bits.bit_length()
            y = first // stride
            return (first - y * stride + ax, y + ay)
        if answer == 2:  # _AREA
            return _popcount(bits)
        if answer == 0:  # _OVERLAPS
            return bits != 0
        return bits, (b_length + shift if lag >= 0 else a_length), stride, ax, ay

    test.__doc__ = doc
    return test


_MISSES = (False, None, 0, None)
# Byte -> the byte with its bits in the opposite order.
_REVERSED_BITS = bytes(int("{:08b}".format(i)[::-1], 2) for i in range(256))


def _reversed_bits(value, length):
    """`value`'s low `length` bits (a multiple of 8) in the opposite order."""
    data = value.to_bytes(length >> 3, "little").translate(_REVERSED_BITS)
    return int.from_bytes(data, "big")


def _offset(offset):
    """Any offset the positions' rule takes, as two ints; an infinite one, which meets
    nothing, as an offset too far for any mask."""
    offset = offset_pair(offset)
    return (1 << 64, 0) if offset is None else offset


class Mask:
    """A width x height bit mask; (dx, dy) in every test is where the other mask's
    top-left lies in this mask's coordinates, as in pygame.mask and the C++ core."""

    __slots__ = ("_width", "_height", "_rows", "_box", "_span", "_packs", "_native")

    def __init__(self, size, fill=False):
        width, height = size
        width, height = int(width), int(height)
        _check_size(width, height)
        self._width = width
        self._height = height
        full = (1 << width) - 1 if fill else 0
        self._rows = [full] * height
        self._box = None  # (x0, y0, x1, y1) of the solid pixels, False when empty
        # (x0, y0, width, height) of the same, then the packing used last (stride, bits,
        # length in bits) read with them in one go; False when empty.
        self._span = None
        self._packs = {}  # stride -> every row in one int, row y at bit y * stride
        self._native = None  # the native backend's hm_mask of these pixels (_native.py)

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
        global _edits
        self._box = None
        self._span = None
        self._packs = {}
        self._native = None
        _edits += 1

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

    def _solid_span(self):
        """(x0, y0, width, height, 0, 0, 0) of the solid pixels (no packing yet), or False
        when there are none."""
        box = self._bounds()
        span = box and (box[0], box[1], box[2] - box[0], box[3] - box[1], 0, 0, 0)
        self._span = span
        return span

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
        """(bits, length): the rows of the solid box in one int of `length` bits, box
        pixel (x, y) at bit length - 1 - (y * stride + x): one AND then tests a whole
        pair, and the highest set bit is the topmost, then leftmost pixel."""
        packed = self._packs.get(stride)
        if packed is None:
            if len(self._packs) >= 8:  # partners of many widths: keep memory bounded
                self._packs.clear()
            x0, y0, _, y1 = self._bounds()
            size = stride >> 3
            rows = [(row >> x0).to_bytes(size, "little") for row in self._rows[y0:y1]]
            length = (y1 - y0) * stride
            bits = _reversed_bits(int.from_bytes(b"".join(rows), "little"), length)
            packed = self._packs[stride] = (bits, length)
        self._span = self._solid_span()[:4] + (stride,) + packed
        return packed

    overlaps = _pair_test(_OVERLAPS, "True when at least one pixel is solid in both masks.")
    overlap = _pair_test(
        _FIRST_CONTACT,
        """The topmost, then leftmost pixel solid in both, (x, y) in this mask's
        coordinates, or None. (pygame's Mask.overlap returns some overlapping pixel,
        not always this one.)""",
    )
    overlap_area = _pair_test(_AREA, "Number of pixels solid in both masks.")
    _hits = _pair_test(
        _HITS,
        """(the overlapping pixels packed at `stride`, the bit where they start in this
        mask's box packing, stride, box left, box top), or None when the solid boxes do
        not meet.""",
    )

    def overlap_mask(self, other, offset):
        """A mask of this one's size holding the pixels solid in both."""
        result = Mask((self._width, self._height))
        hits = self._hits(other, offset)
        if hits is not None and hits[0]:
            bits, end, stride, left, top = hits
            # Bit h is pixel end - 1 - h of this mask's box packing: back in pixel order.
            length = (end + 7) & ~7
            bits = _reversed_bits(bits, length) >> (length - end)
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
