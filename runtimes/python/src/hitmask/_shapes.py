# SPDX-License-Identifier: MIT
"""The shapes JSON that `hitmask-cli shapes --json` (and the shapes-json export) writes:
each frame's (and channel's) boxes, polygons and circles with the channel's physics
properties, checked value by value (docs/shapes.md)."""

from __future__ import annotations

import json
import math
import os
from collections import namedtuple
from dataclasses import dataclass, field

from hitmask._errors import ShapesError
from hitmask._files import read_bounded

Circle = namedtuple("Circle", "x y radius")
Circle.__doc__ = "A circle by its centre (x, y) and radius, in pixel-edge units."


class Polygon:
    """An outline ring of (x, y) points in pixel-edge units (clockwise on screen) and its holes."""

    __slots__ = ("outer", "holes")

    def __init__(self, outer, holes):
        self.outer = outer
        self.holes = holes

    def __repr__(self):
        return "<hitmask.Polygon %d points, %d holes>" % (len(self.outer), len(self.holes))


ALL_CATEGORIES = 0xFFFFFFFF


@dataclass
class Physics:
    """How a channel's shapes behave in a physics engine. The defaults are Box2D's (and
    what a file without "physics" means): a solid body of density 1, friction 0.6, no
    bounce, in category 1, colliding with every category, in no group. `properties` are
    the designer's own key/value strings, in the file's order."""

    sensor: bool = False
    density: float = 1.0
    friction: float = 0.6
    restitution: float = 0.0
    category_bits: int = 1
    collides_with: int = ALL_CATEGORIES
    group_index: int = 0
    properties: dict = field(default_factory=dict)


class Shapes:
    """One frame's (and, with several channels, one channel's) shapes. `boxes` are
    (x, y, width, height), `polygons` Polygon, `circles` Circle; coordinates are pixel
    edges from the frame's top-left, y down. `origin` is the frame's pivot ((0, 0) when
    the file does not say), `channel` None when the export had one channel, `hand` True
    when the shapes were drawn by hand rather than traced, `physics` the channel's
    Physics (the defaults when the file has none)."""

    __slots__ = (
        "frame", "channel", "width", "height", "origin", "hand", "boxes", "wrong_pixels",
        "polygons", "circles", "physics",
    )

    def __init__(self, entry, where="[0]"):
        check = _Checker(where)
        entry = check.object(entry, where)
        self.frame = check.count(check.required(entry, "frame"), where + ".frame")
        self.channel = entry.get("channel")
        if self.channel is not None and not isinstance(self.channel, str):
            check.fail(where + ".channel", "a string", self.channel)
        self.width = check.count(check.required(entry, "width"), where + ".width")
        self.height = check.count(check.required(entry, "height"), where + ".height")
        origin = entry.get("origin", (0, 0))
        if isinstance(origin, dict) and "x" in origin and "y" in origin:
            origin = [origin["x"], origin["y"]]
        self.origin = check.point(origin, where + ".origin")
        self.hand = entry.get("hand", False)
        if not isinstance(self.hand, bool):
            check.fail(where + ".hand", "true or false", self.hand)
        self.boxes = [
            check.sized(box, "%s.boxes[%d]" % (where, i), "[x, y, width, height]", 4)
            for i, box in enumerate(check.array(entry.get("boxes", []), where + ".boxes"))
        ]
        self.wrong_pixels = check.count(entry.get("wrong_pixels", 0), where + ".wrong_pixels")
        self.polygons = [
            check.polygon(polygon, "%s.polygons[%d]" % (where, i))
            for i, polygon in enumerate(check.array(entry.get("polygons", []), where + ".polygons"))
        ]
        self.circles = [
            Circle(*check.sized(circle, "%s.circles[%d]" % (where, i), "[x, y, radius]", 3))
            for i, circle in enumerate(check.array(entry.get("circles", []), where + ".circles"))
        ]
        self.physics = check.physics(entry.get("physics", {}), where + ".physics")

    def __repr__(self):
        kinds = [("boxes", self.boxes), ("polygons", self.polygons), ("circles", self.circles)]
        what = ", ".join("%d %s" % (len(items), name) for name, items in kinds if items)
        channel = " channel %s" % self.channel if self.channel else ""
        return "<hitmask.Shapes frame %d%s, %s>" % (self.frame, channel, what or "no shapes")


def describe(value):
    """A value as a message shows it, the same text as the JavaScript runtime's."""
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "NaN"
        if math.isinf(value):
            return "Infinity" if value > 0 else "-Infinity"
        if value.is_integer() and abs(value) < 1e21:
            return str(int(value))
        return repr(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "an array of %d" % len(value)
    return "an object"


def _is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


class _Checker:
    """Checks one entry's values, raising ShapesError naming where the bad value is."""

    def __init__(self, where):
        self.where = where

    @staticmethod
    def fail(where, wanted, value):
        raise ShapesError("%s must be %s, not %s" % (where, wanted, describe(value)))

    def required(self, entry, key):
        if key not in entry:
            raise ShapesError('%s has no "%s"' % (self.where, key))
        return entry[key]

    def object(self, value, where):
        if not isinstance(value, dict):
            self.fail(where, "an object", value)
        return value

    def array(self, value, where):
        if not isinstance(value, list):
            self.fail(where, "an array", value)
        return value

    def whole(self, value, where, low, high, wanted):
        """An integral number from low to high as an int (1.0 is 1: JSON does not tell)."""
        if not _is_number(value) or not math.isfinite(value) or value != int(value):
            self.fail(where, wanted, value)
        if not low <= value <= high:
            self.fail(where, wanted, value)
        return int(value)

    def count(self, value, where):
        return self.whole(value, where, 0, math.inf, "a whole number >= 0")

    def finite(self, value, where):
        if not _is_number(value) or not math.isfinite(value):
            self.fail(where, "a finite number", value)
        return value

    def sized(self, value, where, wanted, size):
        """A box or circle: `size` finite numbers, the last two (a box's sides) or the last
        (a circle's radius) positive."""
        if not isinstance(value, list) or len(value) != size:
            self.fail(where, wanted, value)
        numbers = tuple(self.finite(v, "%s[%d]" % (where, k)) for k, v in enumerate(value))
        for k in range(2, size):
            if numbers[k] <= 0:
                self.fail("%s[%d]" % (where, k), "positive", numbers[k])
        return numbers

    def point(self, value, where):
        if not isinstance(value, list) and not isinstance(value, tuple) or len(value) != 2:
            self.fail(where, "[x, y]", value)
        return (self.finite(value[0], where + "[0]"), self.finite(value[1], where + "[1]"))

    def ring(self, value, where):
        if not isinstance(value, list) or len(value) < 3:
            self.fail(where, "an array of 3 or more points", value)
        # Traced outlines run to hundreds of thousands of points: the common case is
        # checked inline, and only a bad point goes through point() for its message.
        numbers, finite, points = (int, float), math.isfinite, []
        for k, p in enumerate(value):
            if type(p) is list and len(p) == 2:
                x, y = p
                if type(x) in numbers and type(y) in numbers and finite(x) and finite(y):
                    points.append((x, y))
                    continue
            points.append(self.point(p, "%s[%d]" % (where, k)))
        return points

    def polygon(self, value, where):
        value = self.object(value, where)
        if "outer" not in value:
            raise ShapesError('%s has no "outer"' % where)
        outer = self.ring(value["outer"], where + ".outer")
        holes = self.array(value.get("holes", []), where + ".holes")
        return Polygon(outer, [self.ring(h, "%s.holes[%d]" % (where, k)) for k, h in enumerate(holes)])

    def physics(self, value, where):
        value = self.object(value, where)
        physics = Physics()
        if "sensor" in value:
            if not isinstance(value["sensor"], bool):
                self.fail(where + ".sensor", "true or false", value["sensor"])
            physics.sensor = value["sensor"]
        for key in ("density", "friction", "restitution"):
            if key in value:
                number = value[key]
                if not _is_number(number) or not math.isfinite(number) or number < 0:
                    self.fail("%s.%s" % (where, key), "a finite number >= 0", number)
                setattr(physics, key, float(number))
        bits = "a whole number from 0 to 4294967295"
        for key in ("category_bits", "collides_with"):
            if key in value:
                setattr(physics, key, self.whole(value[key], "%s.%s" % (where, key), 0, ALL_CATEGORIES, bits))
        if "group_index" in value:
            physics.group_index = self.whole(
                value["group_index"], where + ".group_index", -(2**31), 2**31 - 1,
                "a whole number from -2147483648 to 2147483647",
            )
        properties = self.object(value.get("properties", {}), where + ".properties")
        for key, text in properties.items():
            if not isinstance(text, str):
                self.fail("%s.properties[%s]" % (where, describe(key)), "a string", text)
        physics.properties = dict(properties)
        return physics


# Far more than the shapes JSON of the largest HMSK file's masks: a bound that stops a
# path to an endless stream (/dev/zero, a pipe) or a huge file before it fills memory.
MAX_SHAPES_BYTES = 1 << 30


def _refuse_constant(name):
    # Python's json reads NaN and Infinity, which JSON (and JavaScript's reader) does not.
    raise ShapesError("not JSON: %s is not a JSON value" % name)


def load_shapes(source):
    """A list of Shapes, one per frame (and channel) in the file's order, from a path,
    the JSON text or its bytes, or the document already parsed (a list). ShapesError (a
    ValueError) naming the first bad value when it is not shapes JSON."""
    if isinstance(source, list):
        document = source
    else:
        if isinstance(source, (bytes, bytearray)):
            data = bytes(source)
        elif isinstance(source, str) and source.lstrip()[:1] in ("[", "{"):
            data = source
        else:
            data = read_bounded(os.fspath(source), MAX_SHAPES_BYTES, "shapes JSON file", ShapesError)
        try:
            text = data.decode("utf-8") if isinstance(data, bytes) else data
        except UnicodeDecodeError:
            raise ShapesError("not JSON: the bytes are not UTF-8") from None
        try:
            document = json.loads(text, parse_constant=_refuse_constant)
        except ShapesError:
            raise
        except ValueError as error:
            raise ShapesError("not JSON: %s" % error) from None
    if not isinstance(document, list):
        _Checker.fail("shapes JSON", "an array of frames", document)
    return [Shapes(entry, "[%d]" % i) for i, entry in enumerate(document)]
