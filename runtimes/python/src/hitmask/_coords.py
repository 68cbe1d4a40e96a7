# SPDX-License-Identifier: MIT
"""The one rule for positions and offsets: integers, a fractional value floored (as the
JavaScript runtime does), anything that is not a number refused at once."""

from __future__ import annotations

import math
import operator


def coordinate(value, what="position"):
    """`value` as an int: ints as they are, other real numbers floored. TypeError for
    None, strings, NaN and other non-numbers; ValueError for infinities."""
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if math.isnan(value):
            raise TypeError("%s must be a number, not NaN" % what)
        if math.isinf(value):
            raise ValueError("%s must be finite, not %r" % (what, value))
        return math.floor(value)
    try:
        return operator.index(value)  # numpy integers and the like
    except TypeError:
        pass
    if isinstance(value, (str, bytes)) or not hasattr(value, "__float__"):
        raise TypeError("%s must be a number, not %r" % (what, value))
    return coordinate(float(value), what)


def offset_pair(offset):
    """An (dx, dy) offset as two ints, or None when one is infinite (such masks meet
    nothing, as in JavaScript); a clear TypeError for anything else."""
    try:
        dx, dy = offset
    except (TypeError, ValueError):
        raise TypeError("offset must be a (dx, dy) pair of numbers, not %r" % (offset,)) from None
    infinite = False
    for value in (dx, dy):
        if isinstance(value, float) and math.isinf(value):
            infinite = True
    dx, dy = (0 if infinite and isinstance(v, float) and math.isinf(v) else v for v in (dx, dy))
    dx, dy = coordinate(dx, "offset dx"), coordinate(dy, "offset dy")
    return None if infinite else (dx, dy)


def layer_bits(value, what="layers"):
    """A 32-bit layer mask from an int: 0 to 0xFFFFFFFF, or the complement ~m of one
    (from -2**32 to -1, wrapped as in C). Anything wider is a ValueError rather than
    cut to its low 32 bits: 1 << 32 is not layer 0."""
    if isinstance(value, bool) or not isinstance(value, int):
        try:
            value = operator.index(value)
        except TypeError:
            raise TypeError("%s must be an int (a 32-bit mask), not %r" % (what, value)) from None
    if not -(1 << 32) <= value <= 0xFFFFFFFF:
        raise ValueError("%s must be a 32-bit mask (0 to 0xFFFFFFFF), not %#x" % (what, value))
    return value & 0xFFFFFFFF


def origin_of(origin):
    """An entry's origin, the pivot in its mask's pixels: a pair of numbers, floored."""
    try:
        ox, oy = origin
    except (TypeError, ValueError):
        raise TypeError("origin must be a pair (x, y), not %r" % (origin,)) from None
    return coordinate(ox, "origin x"), coordinate(oy, "origin y")
