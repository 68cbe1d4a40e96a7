# SPDX-License-Identifier: MIT
"""World.move_many's arguments, checked the same way for both backends: three sequences of
one length, ids as 32-bit numbers (as the C API takes them), coordinates by the positions'
rule, and in a strict world every id live before anything moves."""

from __future__ import annotations

import operator
from array import array

from hitmask._coords import coordinate

_NO_ID = 0xFFFFFFFF


def checked(world, ids, xs, ys):
    """(ids as an id_array, xs, ys), the three of one length; StaleIdError, naming the
    first id in order that is not live, when the world is strict."""
    ids, xs, ys = (v if isinstance(v, (list, tuple, array)) else list(v) for v in (ids, xs, ys))
    if not len(ids) == len(xs) == len(ys):
        raise ValueError(
            "move_many takes as many ids as xs and ys, not %d, %d and %d"
            % (len(ids), len(xs), len(ys))
        )
    numbers = id_array(ids)
    if world.strict and not world._entries.keys() >= set(numbers):
        for number, entry_id in zip(numbers, ids):
            if number not in world._entries:
                world._entry(entry_id, "move_many")  # raises, naming it as given
    return numbers, xs, ys


def ints(values, what):
    """Every value by the positions' rule (ints as they are, fractions floored)."""
    return [v if type(v) is int else coordinate(v, what) for v in values]


def id_array(ids):
    """The ids as 32-bit unsigned ints, an int-like (a numpy integer, a bool) as its int;
    anything that cannot be an id, so is never live, as the core's "no id"."""
    try:
        return array("I", ids)
    except (TypeError, OverflowError):
        return array("I", [_id_number(i) for i in ids])


def _id_number(entry_id):
    try:
        number = operator.index(entry_id)
    except TypeError:
        return _NO_ID
    return number if 0 <= number < _NO_ID else _NO_ID


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
