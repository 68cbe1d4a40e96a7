# SPDX-License-Identifier: MIT
"""hitmask.World over libhitmask's hm_world (through _native.py): the pure World's API,
checks and answers, with the broad phase, events and queries done by the C++ core."""

from __future__ import annotations

from array import array
from ctypes import byref, c_int, c_uint32
from functools import partial

from hitmask import _moves, _world
from hitmask._coords import coordinate, layer_bits, origin_of
from hitmask._native import (
    HM_INVALID_ID,
    Separation,
    c_int_of,
    edits,
    lib,
    native,
    raise_last_error,
)
from hitmask._separation import Separation as _Separation
from hitmask._world import MASK, USER, _checked_mask, _frame_mask
from hitmask._world_types import Contact, Phase, SegmentHit

ALL_LAYERS = _world.ALL_LAYERS
_PHASES = (Phase.BEGAN, Phase.STAYED, Phase.ENDED)
_contact = partial(tuple.__new__, Contact)  # Contact(*t) without a Python-level call


class World(_world.World):
    """The same World as the pure Python one (hitmask._world.World, which documents it),
    its entries kept by libhitmask. Positions, sizes and coordinates must fit a C int
    (OverflowError otherwise). Each Mask is converted to an hm_mask once; a mask edited in
    place is converted again at the next question of any kind (the pure World sees it at
    the next collisions() or step(), or at once after set_mask()).

    The checks of arguments, ids and strictness are the pure World's own (inherited): an
    entry here is the pure World's list with only its mask and user data filled."""

    def __init__(self, cell_size=64, strict=False):
        super().__init__(cell_size, strict)
        self._world = None
        handle = lib.hm_world_new(c_int_of(self._cell, "cell_size"))
        if not handle:
            raise_last_error("hm_world_new")
        self._world = handle
        # id(mask) -> [mask, the NativeMask the core has for it, ids of its entries]
        self._uses = {}
        self._seen = edits()
        self._buffer = array("I", bytes(4 * 3 * 256))
        self._x, self._y = c_int(), c_int()

    def __reduce_ex__(self, protocol):
        # A copy would share the core's world and free it twice.
        raise TypeError("a native World cannot be copied or pickled")

    def __del__(self, lib=lib):
        if getattr(self, "_world", None):
            lib.hm_world_free(self._world)
            self._world = None

    # -- masks the core holds ----------------------------------------------------------

    def _use(self, entry_id, mask):
        """Notes that `entry_id` has `mask`; its NativeMask (the core's copy)."""
        use = self._uses.get(id(mask))
        if use is None:
            use = self._uses[id(mask)] = [mask, native(mask), set()]
        elif use[0]._native is not use[1]:
            self._sync(force=True)
        use[2].add(entry_id)
        return use[1]

    def _unuse(self, entry_id, mask):
        use = self._uses[id(mask)]
        use[2].discard(entry_id)
        if not use[2]:
            del self._uses[id(mask)]

    def _sync(self, force=False):
        """Gives the core every mask edited since it was converted (keeping positions
        and origins), so that a question sees the pixels as they are now."""
        now = edits()
        if now == self._seen and not force:
            return
        self._seen = now
        for use in self._uses.values():
            mask = use[0]
            if mask._native is not use[1]:
                use[1] = native(mask)
                for entry_id in use[2]:
                    lib.hm_world_set_mask(self._world, entry_id, use[1].handle)

    def _read(self, function, width, *arguments):
        """The results of a buffer form (hm_world_*_into) as an array of `width` uint32s
        each: a call with the buffer there is, and one more with a big enough buffer
        when it was too small (the core held the results meanwhile)."""
        buffer = self._buffer
        capacity = len(buffer) // width
        count = function(self._world, *arguments, buffer.buffer_info()[0], capacity)
        if count > capacity:
            self._buffer = buffer = array("I", bytes(4 * width * count * 2))
            count = function(self._world, *arguments, buffer.buffer_info()[0], count * 2)
        if count < 0:
            raise_last_error(function.__name__)
        return buffer[: count * width]

    # -- placing entries ---------------------------------------------------------------

    def ids(self):
        return list(self._read(lib.hm_world_entries_into, 1))

    def add(self, mask, x, y, user_data=None, origin=(0, 0)):
        mask, x, y = _checked_mask(mask), coordinate(x), coordinate(y)
        ox, oy = origin_of(origin)
        return self._add_native(mask, c_int_of(ox), c_int_of(oy), x, y, user_data)

    def add_frame(self, frame, x, y, channel=None, user_data=None):
        mask, (ox, oy) = _frame_mask(frame, channel)
        x, y = coordinate(x), coordinate(y)
        return self._add_native(mask, ox, oy, x, y, user_data)

    def _add_native(self, mask, ox, oy, x, y, user_data):
        x, y = c_int_of(x), c_int_of(y)
        made = native(mask)
        entry_id = lib.hm_world_add_origin(self._world, made.handle, ox, oy, x, y)
        if entry_id == HM_INVALID_ID:
            raise_last_error("World.add")
        entry = [None] * 8
        entry[MASK], entry[USER] = mask, user_data
        self._entries[entry_id] = entry
        self._use(entry_id, mask)
        return entry_id

    def move(self, entry_id, x, y):
        x, y = coordinate(x), coordinate(y)
        if self._entry(entry_id, "move") is None:
            return False
        lib.hm_world_move(self._world, entry_id, c_int_of(x), c_int_of(y))
        return True

    def move_many(self, ids, xs, ys):
        ids, xs, ys = _moves.checked(self, ids, xs, ys)
        xy = _moves.xy_array(xs, ys, c_int_of)
        moved = lib.hm_world_move_many(
            self._world, ids.buffer_info()[0], xy.buffer_info()[0], len(ids)
        )
        if moved < 0:
            raise_last_error("hm_world_move_many")
        return moved

    def set_mask(self, entry_id, mask, origin=None):
        mask = _checked_mask(mask)
        if origin is not None:
            ox, oy = origin_of(origin)
            return self._set_mask_origin(entry_id, mask, (c_int_of(ox), c_int_of(oy)), "set_mask")
        entry = self._entry(entry_id, "set_mask")
        if entry is None:
            return False
        self._unuse(entry_id, entry[MASK])
        made = self._use(entry_id, mask)
        lib.hm_world_set_mask(self._world, entry_id, made.handle)
        entry[MASK] = mask
        return True

    def set_frame(self, entry_id, frame, channel=None):
        mask, origin = _frame_mask(frame, channel)
        return self._set_mask_origin(entry_id, mask, origin, "set_frame")

    def _set_mask_origin(self, entry_id, mask, origin, call):
        entry = self._entry(entry_id, call)
        if entry is None:
            return False
        self._unuse(entry_id, entry[MASK])
        made = self._use(entry_id, mask)
        if not lib.hm_world_set_mask_origin(self._world, entry_id, made.handle, *origin):
            raise_last_error("hm_world_set_mask_origin")
        entry[MASK] = mask
        return True

    def remove(self, entry_id):
        entry = self._entry(entry_id, "remove")
        if entry is None:
            return False
        lib.hm_world_remove(self._world, entry_id)
        del self._entries[entry_id]
        self._unuse(entry_id, entry[MASK])
        return True

    def set_layers(self, entry_id, layers, collides_with=ALL_LAYERS):
        layers = layer_bits(layers, "layers")
        collides_with = layer_bits(collides_with, "collides_with")
        if self._entry(entry_id, "set_layers") is None:
            return False
        lib.hm_world_set_layers(self._world, entry_id, layers, collides_with)
        return True

    # -- reading entries (mask, user data and their setter are the pure World's) -------

    def _two_ints(self, function, entry_id):
        function(self._world, entry_id, byref(self._x), byref(self._y))
        return (self._x.value, self._y.value)

    def position(self, entry_id):
        self._entry(entry_id, "position", strict=True)
        return self._two_ints(lib.hm_world_position, entry_id)

    def origin(self, entry_id):
        self._entry(entry_id, "origin", strict=True)
        return self._two_ints(lib.hm_world_origin, entry_id)

    def layers(self, entry_id):
        self._entry(entry_id, "layers", strict=True)
        layers, collides = c_uint32(), c_uint32()
        lib.hm_world_layers(self._world, entry_id, byref(layers), byref(collides))
        return (layers.value, collides.value)

    # -- pairs and events --------------------------------------------------------------

    def collisions(self):
        self._sync()
        pairs = self._read(lib.hm_world_collisions_into, 2)
        return list(zip(pairs[0::2], pairs[1::2]))

    def collisions_of(self, entry_id):
        if self._entry(entry_id, "collisions_of") is None:
            return []
        self._sync()
        return list(self._read(lib.hm_world_collisions_of_into, 1, entry_id))

    def step(self):
        self._sync()
        events = self._read(lib.hm_world_step_into, 3)
        phases = map(_PHASES.__getitem__, events[2::3])
        return list(map(_contact, zip(events[0::3], events[1::3], phases)))

    def _both(self, a, b, call):
        """Whether both ids are live (StaleIdError for the first that is not, when strict)."""
        live = self._entry(a, call) is not None
        live = self._entry(b, call) is not None and live
        if live:
            self._sync()
        return live

    def overlap_area(self, a, b):
        if not self._both(a, b, "overlap_area"):
            return 0
        return lib.hm_world_overlap_area(self._world, a, b)

    def first_contact(self, a, b):
        if not self._both(a, b, "first_contact"):
            return None
        if lib.hm_world_first_contact(self._world, a, b, byref(self._x), byref(self._y)) != 1:
            return None
        return (self._x.value, self._y.value)

    def separation(self, a, b):
        if not self._both(a, b, "separation"):
            return _Separation(0, 0, 0, 0)
        out = Separation()
        lib.hm_world_separation(self._world, a, b, byref(out))
        return _Separation(out.left, out.right, out.up, out.down)

    # -- questions about a place -------------------------------------------------------

    def _excluded(self, exclude, call):
        exclude = self._exclude(exclude, call)
        return exclude if exclude in self._entries else HM_INVALID_ID

    def query(self, mask, x, y, layers=ALL_LAYERS, exclude=None):
        mask, x, y = _checked_mask(mask), coordinate(x), coordinate(y)
        layers, exclude = layer_bits(layers), self._excluded(exclude, "query")
        self._sync()
        handle = native(mask).handle
        found = self._read(
            lib.hm_world_query_mask_into, 1, handle, c_int_of(x), c_int_of(y), layers, exclude
        )
        return list(found)

    def query_point(self, x, y, layers=ALL_LAYERS, exclude=None):
        x, y = coordinate(x), coordinate(y)
        layers, exclude = layer_bits(layers), self._excluded(exclude, "query_point")
        self._sync()
        found = self._read(
            lib.hm_world_query_point_into, 1, c_int_of(x), c_int_of(y), layers, exclude
        )
        return list(found)

    def query_rect(self, x, y, width, height, layers=ALL_LAYERS, exclude=None):
        x, y = coordinate(x), coordinate(y)
        width, height = coordinate(width, "width"), coordinate(height, "height")
        layers, exclude = layer_bits(layers), self._excluded(exclude, "query_rect")
        if width <= 0 or height <= 0:
            return []
        self._sync()
        box = [c_int_of(v, what) for v, what in ((x, "x"), (y, "y"), (width, "width"))]
        box.append(c_int_of(height, "height"))
        return list(self._read(lib.hm_world_query_rect_into, 1, *box, layers, exclude))

    def query_segment(self, x0, y0, x1, y1, layers=ALL_LAYERS, exclude=None):
        ends = [coordinate(v) for v in (x0, y0, x1, y1)]
        layers, exclude = layer_bits(layers), self._excluded(exclude, "query_segment")
        ends = [c_int_of(v) for v in ends]
        self._sync()
        hit = lib.hm_world_query_segment(
            self._world, *ends, layers, exclude, byref(self._x), byref(self._y)
        )
        return None if hit == HM_INVALID_ID else SegmentHit(hit, self._x.value, self._y.value)
