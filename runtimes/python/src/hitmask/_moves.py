# SPDX-License-Identifier: MIT
"""World.move_many's arguments, checked the same way for both backends: three sequences of
one length, coordinates by the positions' rule, and in a strict world every id live before
anything moves."""

from __future__ import annotations

from array import array

from hitmask._coords import coordinate

_NO_ID = 0xFFFFFFFF


def checked(world, ids, xs, ys):
    """(ids, xs, ys) as sequences of one length, xs and ys as ints (a fractional value
    floored); StaleIdError, naming the first id in order that is not live, when the world
    is strict."""
    ids, xs, ys = (v if isinstance(v, (list, tuple, array)) else list(v) for v in (ids, xs, ys))
    if not len(ids) == len(xs) == len(ys):
        raise ValueError(
            "move_many takes as many ids as xs and ys, not %d, %d and %d"
            % (len(ids), len(xs), len(ys))
        )
    if world.strict:
        # Ints only (2.0 equals the id 2 but names no entry), every one live.
        all_live = set(map(type, ids)) <= {int} and world._entries.keys() >= set(ids)
        if not all_live:
            for entry_id in ids:
                world._entry(entry_id, "move_many")
    return ids, xs, ys


def ints(values, what):
    """Every value by the positions' rule (ints as they are, fractions floored)."""
    return [v if type(v) is int else coordinate(v, what) for v in values]


def id_array(ids):
    """The ids as 32-bit unsigned ints (a bool as its int, as the pure World's move_many
    takes it); anything that cannot be an id (never live) as the core's "no id"."""
    try:
        return array("I", ids)
    except (TypeError, OverflowError):
        return array("I", [i if isinstance(i, int) and 0 <= i < _NO_ID else _NO_ID for i in ids])


def xy_array(xs, ys, fits):
    """x0, y0, x1, y1, ... as 32-bit ints, each checked by `fits(value, what)`."""
    columns = []
    for values, what in ((xs, "x"), (ys, "y")):
        try:
            column = array("i", values)
        except (TypeError, OverflowError):  # fractions, or past the C int range
            column = array("i", [fits(v, what) for v in ints(values, what)])
        columns.append(column)
    xy = array("i", bytes(8 * len(columns[0])))
    xy[0::2], xy[1::2] = columns
    return xy
