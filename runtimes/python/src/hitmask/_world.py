# SPDX-License-Identifier: MIT
"""A broad phase for many moving masks placed by their pivots: which entries' solid
pixels overlap, contact events, and questions about a place (_world_pairs.py and
_world_queries.py answer them)."""

from __future__ import annotations

from collections import deque

from hitmask import _moves, _world_pairs, _world_queries
from hitmask._coords import coordinate, layer_bits, origin_of
from hitmask._errors import StaleIdError
from hitmask._world_index import Index

DEFAULT_LAYERS = 1
ALL_LAYERS = 0xFFFFFFFF

# An id is a slot (its low 20 bits) and the slot's generation (the high 12), as in the
# core's hitmask::World, so both hand out the same ids for the same calls.
_SLOT_BITS = 20
_SLOT_MASK = (1 << _SLOT_BITS) - 1
_MAX_SLOTS = _SLOT_MASK  # 1,048,575 entries
_GENERATIONS = 1 << (32 - _SLOT_BITS)
_NO_ID = 0xFFFFFFFF  # the core's kNoId: never handed out

# An entry is a list: [mask, left, top, layers, collides_with, origin x, origin y,
# user data]. The mask's top-left (left, top) is kept rather than the pivot, as every
# question is about pixels; the pivot is top-left + origin.
MASK, LEFT, TOP, LAYERS, COLLIDES, ORIGIN_X, ORIGIN_Y, USER = range(8)


class World:
    """Masks placed at integer positions in an unbounded plane. Each entry has a position
    (its pivot, in world pixels) and an origin (the pivot's place inside its mask); the
    mask's top-left lies at position - origin. add() places a mask by its top-left
    (origin 0, 0), add_frame() a frame by its pivot.

    The same rules as the C++ core's hitmask::World: two entries can collide only when
    (a.layers & b.collides_with) != 0 and (b.layers & a.collides_with) != 0; a new entry
    is on layer 1 and collides with every layer. Positions are integers; a fractional one
    is floored. A fresh world's ids are 0, 1, 2, ...; a removed entry's id is stale for
    good: its slot (the id's low 20 bits) is reused, oldest freed first, with the next
    generation in the high 12 bits, and retired after 4096 generations. Pairs (first <
    second) and query results are sorted by id; ids() and step() go by slot.

    A call naming an id that is not live is ignored (changes return False, pair details
    are 0 or None) unless the world is strict: World(strict=True) raises StaleIdError (a
    KeyError) for any of them. position(), origin() and layers() raise it either way, as
    there is no position to give.

    collisions() and step() build the broad phase (_world_index.py) afresh; the queries
    use it, kept up to date by each change. So a mask edited in place is seen by the next
    collisions() or step(), and by the queries after it, or at once after set_mask()."""

    def __init__(self, cell_size=64, strict=False):
        """Cells of `cell_size` pixels square: 1 to 3 count as 4, below 1 is a ValueError
        (the C API gives NULL there)."""
        if isinstance(cell_size, (str, bytes)) or cell_size is None:
            raise TypeError("cell_size must be a number, not %r" % (cell_size,))
        cell = coordinate(cell_size, "cell_size")
        if cell < 1:
            raise ValueError("cell_size must be at least 1, not %r" % (cell_size,))
        self._cell = max(4, cell)
        self._strict = bool(strict)
        self._entries = {}  # id -> entry list (above)
        self._generations = []  # per slot
        self._free = deque()  # freed slots, oldest first
        self._previous = []  # the last step()'s pairs, in slot order
        # The broad phase of the last collisions() or step(), or one the queries built,
        # kept up to date through a few changes and dropped after many (_unfile()).
        self._index = None
        self._changes = 0  # entries changed since the index was built

    @property
    def cell_size(self):
        return self._cell

    @property
    def strict(self):
        return self._strict

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

    def _entry(self, entry_id, call, strict=None):
        """The live entry `entry_id` names, or None (StaleIdError when strict)."""
        entry = self._entries.get(entry_id) if self.contains(entry_id) else None
        if entry is None and (self._strict if strict is None else strict):
            raise StaleIdError("World.%s: id %s is not live" % (call, _id_text(entry_id)))
        return entry

    def ids(self):
        """Every live id, by slot (the id's low 20 bits), as the core's ids() gives them."""
        return sorted(self._entries, key=_slot)

    # -- placing entries ---------------------------------------------------------------

    def add(self, mask, x, y, user_data=None, origin=(0, 0)):
        """Places `mask` with its pivot at (x, y); returns the entry's id. The pivot is
        `origin` in the mask's pixels: (0, 0), the default, puts its top-left at (x, y)."""
        mask, (ox, oy) = _checked_mask(mask), origin_of(origin)
        x, y = coordinate(x), coordinate(y)
        return self._add(mask, x - ox, y - oy, ox, oy, user_data)

    def add_frame(self, frame, x, y, channel=None, user_data=None):
        """Places a Frame's mask of `channel` (the first channel by default) with its pivot,
        the frame's origin, at (x, y); returns the entry's id."""
        mask, (ox, oy) = _frame_mask(frame, channel)
        x, y = coordinate(x), coordinate(y)
        return self._add(mask, x - ox, y - oy, ox, oy, user_data)

    def _add(self, mask, left, top, ox, oy, user_data):
        if self._free:
            slot = self._free.popleft()
        else:
            slot = len(self._generations)
            if slot >= _MAX_SLOTS:
                raise OverflowError("World: too many entries")
            self._generations.append(0)
        entry_id = slot | self._generations[slot] << _SLOT_BITS
        entry = [mask, left, top, DEFAULT_LAYERS, ALL_LAYERS, ox, oy, user_data]
        self._entries[entry_id] = entry
        if self._index is not None:
            self._unfile(entry_id)
            self._file(entry_id, entry)
        return entry_id

    # As in the core, changes naming an id that is not live are ignored (False): a
    # removed sprite's late update is harmless, and a stale id never names a later entry.
    def move(self, entry_id, x, y):
        """Puts the entry's pivot at (x, y)."""
        x, y = coordinate(x), coordinate(y)
        entry = self._entry(entry_id, "move")
        if entry is None:
            return False
        if self._index is not None:
            self._unfile(entry_id)
        entry[LEFT] = x - entry[ORIGIN_X]
        entry[TOP] = y - entry[ORIGIN_Y]
        if self._index is not None:
            self._file(entry_id, entry)
        return True

    def move_many(self, ids, xs, ys):
        """Moves many entries at once: the pivot of ids[i] to (xs[i], ys[i]). Ids that are
        not live are skipped (in a strict world, StaleIdError before anything moves).
        Returns how many moved. The native World does it in one C call."""
        ids, xs, ys = _moves.checked(self, ids, xs, ys)
        xs, ys = _moves.ints(xs, "x"), _moves.ints(ys, "y")
        move = self.move
        return sum([move(i, x, y) for i, x, y in zip(ids, xs, ys)])

    def set_mask(self, entry_id, mask, origin=None):
        """Another mask for the entry; its position stays, and so does its origin unless
        `origin` gives the new mask's own (as set_frame does with a frame's)."""
        mask = _checked_mask(mask)
        if origin is not None:
            return self._set_mask_origin(entry_id, mask, origin_of(origin), "set_mask")
        entry = self._entry(entry_id, "set_mask")
        if entry is None:
            return False
        self._unfile(entry_id)
        entry[MASK] = mask
        self._file(entry_id, entry)
        return True

    def set_frame(self, entry_id, frame, channel=None):
        """Another frame (an animation or rotation frame): its mask and origin, the pivot
        staying where it is, so the mask's top-left moves by old origin - new origin."""
        mask, origin = _frame_mask(frame, channel)
        return self._set_mask_origin(entry_id, mask, origin, "set_frame")

    def _set_mask_origin(self, entry_id, mask, origin, call):
        ox, oy = origin
        entry = self._entry(entry_id, call)
        if entry is None:
            return False
        self._unfile(entry_id)
        entry[LEFT] += entry[ORIGIN_X] - ox
        entry[TOP] += entry[ORIGIN_Y] - oy
        entry[MASK], entry[ORIGIN_X], entry[ORIGIN_Y] = mask, ox, oy
        self._file(entry_id, entry)
        return True

    def remove(self, entry_id):
        if self._entry(entry_id, "remove") is None:
            return False
        self._unfile(entry_id)
        del self._entries[entry_id]
        slot = entry_id & _SLOT_MASK
        # A slot out of generations is retired rather than wrapped.
        self._generations[slot] += 1
        if self._generations[slot] < _GENERATIONS:
            self._free.append(slot)
        return True

    def set_layers(self, entry_id, layers, collides_with=ALL_LAYERS):
        layers = layer_bits(layers, "layers")
        collides_with = layer_bits(collides_with, "collides_with")
        entry = self._entry(entry_id, "set_layers")
        if entry is None:
            return False
        self._unfile(entry_id)
        entry[LAYERS] = layers
        entry[COLLIDES] = collides_with
        self._file(entry_id, entry)
        return True

    def set_user_data(self, entry_id, user_data):
        """Any object to keep with the entry (the sprite it stands for, say)."""
        entry = self._entry(entry_id, "set_user_data")
        if entry is None:
            return False
        entry[USER] = user_data
        return True

    # -- reading entries ---------------------------------------------------------------

    def position(self, entry_id):
        """The entry's pivot, (x, y) in world pixels (its top-left when added with add())."""
        entry = self._entry(entry_id, "position", strict=True)
        return (entry[LEFT] + entry[ORIGIN_X], entry[TOP] + entry[ORIGIN_Y])

    def origin(self, entry_id):
        """The pivot's place in the entry's mask, (x, y); (0, 0) for add()."""
        entry = self._entry(entry_id, "origin", strict=True)
        return (entry[ORIGIN_X], entry[ORIGIN_Y])

    def layers(self, entry_id):
        """(layers, collides_with) of the entry."""
        entry = self._entry(entry_id, "layers", strict=True)
        return (entry[LAYERS], entry[COLLIDES])

    def mask(self, entry_id):
        """The entry's mask; None for an id that is not live."""
        entry = self._entry(entry_id, "mask")
        return None if entry is None else entry[MASK]

    def user_data(self, entry_id):
        """What add(), add_frame() or set_user_data() kept; None for an id that is not live."""
        entry = self._entry(entry_id, "user_data")
        return None if entry is None else entry[USER]

    # -- pairs and events (_world_pairs.py) --------------------------------------------

    def collisions(self):
        """Every pair of ids whose solid pixels overlap, each once, (first, second) with
        first < second, sorted, as the C API gives them."""
        self._index, self._changes = Index(self._entries, self._cell), 0  # sees edits in place
        return _world_pairs.collisions(self._index)

    def collisions_of(self, entry_id):
        """The ids colliding with the entry now (the layer rule included), sorted."""
        entry = self._entry(entry_id, "collisions_of")
        return [] if entry is None else _world_pairs.collisions_of(self._prepared(), entry_id)

    def step(self):
        """Contact events since the previous step() (none before the first), each pair
        once, in slot order: Contact(first, second, Phase.BEGAN / STAYED / ENDED). A
        pair whose entry was removed ends with its stale id; when its slot was reused in
        between, that pair ends and the new one begins."""
        self._index, self._changes = Index(self._entries, self._cell), 0
        events, self._previous = _world_pairs.step(self._index, self._previous)
        return events

    def overlap_area(self, a, b):
        """Pixels solid in both entries as they lie now; 0 unless both are live."""
        ea, eb = self._entry(a, "overlap_area"), self._entry(b, "overlap_area")
        return 0 if ea is None or eb is None else _world_pairs.overlap_area(ea, eb)

    def first_contact(self, a, b):
        """The topmost, then leftmost pixel solid in both, (x, y) in world pixels, or None
        (also unless both are live)."""
        ea, eb = self._entry(a, "first_contact"), self._entry(b, "first_contact")
        return None if ea is None or eb is None else _world_pairs.first_contact(ea, eb)

    def separation(self, a, b):
        """Separation(left, right, up, down) pushing b out of a as they lie now, whatever
        their layers; all 0 unless both are live (or when they do not overlap)."""
        ea, eb = self._entry(a, "separation"), self._entry(b, "separation")
        return _world_pairs.separation(ea, eb)

    # -- questions about a place (_world_queries.py) -----------------------------------
    # Each sees the entries on one of `layers` (their collides_with plays no part) and
    # leaves out `exclude` (an id, say the asker's, or None).

    def query(self, mask, x, y, layers=ALL_LAYERS, exclude=None):
        """Ids of the entries whose solid pixels overlap `mask` placed with its top-left
        at (x, y) (a bullet, an explosion), in increasing id order."""
        mask, x, y = _checked_mask(mask), coordinate(x), coordinate(y)
        layers, exclude = layer_bits(layers), self._exclude(exclude, "query")
        return _world_queries.query_mask(self._prepared(), mask, x, y, layers, exclude)

    def query_point(self, x, y, layers=ALL_LAYERS, exclude=None):
        """Ids of the entries solid at the pixel (x, y), in increasing id order."""
        x, y = coordinate(x), coordinate(y)
        layers, exclude = layer_bits(layers), self._exclude(exclude, "query_point")
        return _world_queries.query_rect(self._prepared(), x, y, 1, 1, layers, exclude)

    def query_rect(self, x, y, width, height, layers=ALL_LAYERS, exclude=None):
        """Ids of the entries with a solid pixel in the rectangle (none when width or
        height is not positive), in increasing id order."""
        x, y = coordinate(x), coordinate(y)
        width, height = coordinate(width, "width"), coordinate(height, "height")
        layers, exclude = layer_bits(layers), self._exclude(exclude, "query_rect")
        return _world_queries.query_rect(self._prepared(), x, y, width, height, layers, exclude)

    def query_segment(self, x0, y0, x1, y1, layers=ALL_LAYERS, exclude=None):
        """The first solid pixel on the segment from (x0, y0) to (x1, y1), both ends
        included, as SegmentHit(id, x, y), or None. The segment's pixels are stepped along
        its longer axis (x when they tie): step i of n = max(|dx|, |dy|) lies at offset
        round(i * d / n) on the shorter one, halves rounded away from (x0, y0). At the
        first step with a solid pixel, the entry with the lowest slot wins. Each entry's
        solid box is met on its own, so a segment may span any distance."""
        ends = [coordinate(v) for v in (x0, y0, x1, y1)]
        layers, exclude = layer_bits(layers), self._exclude(exclude, "query_segment")
        return _world_queries.query_segment(self._prepared(), *ends, layers, exclude)

    def _prepared(self):
        """The broad phase as the world is now, built if there is none."""
        if self._index is None:
            self._index, self._changes = Index(self._entries, self._cell), 0
        return self._index

    def _unfile(self, entry_id):
        """Before a live entry changes or goes: takes it out of the broad phase, or drops
        the broad phase once more entries changed than a new one costs to build (a frame
        that moves every sprite, then steps)."""
        if self._index is not None:
            self._changes += 1
            if self._changes > 16 + (len(self._entries) >> 4):
                self._index = None
            else:
                self._index.drop(entry_id)

    def _file(self, entry_id, entry):
        """After a change: the entry back in the broad phase, if there still is one."""
        if self._index is not None:
            self._index.put(entry_id, entry)

    def _exclude(self, exclude, call):
        # None, and the core's "no id" (0xFFFFFFFF, HM_INVALID_ID), leave out nothing.
        if exclude is None or exclude == _NO_ID:
            return None
        if not isinstance(exclude, int) or isinstance(exclude, bool):
            raise TypeError("exclude must be an id or None, not %r" % (exclude,))
        self._entry(exclude, call)  # strict: naming a stale id raises
        return exclude


def _slot(entry_id):
    return entry_id & _SLOT_MASK


def _id_text(entry_id):
    if isinstance(entry_id, int) and not isinstance(entry_id, bool) and entry_id >= 0:
        return "0x%08x" % entry_id
    return repr(entry_id)


def _checked_mask(mask):
    from hitmask._mask import Mask

    if not isinstance(mask, Mask):
        raise TypeError("World entries take a hitmask.Mask, not %r" % (mask,))
    return mask


def _frame_mask(frame, channel):
    """(the Frame's mask of `channel`, its origin); TypeError for anything not a Frame."""
    from hitmask._hmsk import Frame

    if not isinstance(frame, Frame):
        raise TypeError("add_frame and set_frame take a hitmask Frame, not %r" % (frame,))
    ox, oy = frame.origin
    return _checked_mask(frame.mask(channel)), (int(ox), int(oy))
