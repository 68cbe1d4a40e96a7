# SPDX-License-Identifier: MIT
"""The shapes JSON that `hitmask-cli shapes --json` (and the shapes-json export) writes."""

from __future__ import annotations

import json
import os

from hitmask._files import read_bounded


class Polygon:
    """An outline ring of (x, y) points in pixel-edge units (clockwise on screen) and its holes."""

    __slots__ = ("outer", "holes")

    def __init__(self, outer, holes):
        self.outer = outer
        self.holes = holes

    def __repr__(self):
        return "<hitmask.Polygon %d points, %d holes>" % (len(self.outer), len(self.holes))


class Shapes:
    """One frame's (and, with several channels, one channel's) boxes or polygons.
    `boxes` are (x, y, width, height); `polygons` are Polygon; coordinates are pixel
    edges from the frame's top-left, y down. `origin` is the frame's pivot ((0, 0) when
    the file does not say), `channel` None when the export had one channel."""

    __slots__ = (
        "frame", "channel", "width", "height", "origin", "boxes", "wrong_pixels", "polygons"
    )

    def __init__(self, entry):
        self.frame = int(entry["frame"])
        self.channel = entry.get("channel")
        self.width = int(entry["width"])
        self.height = int(entry["height"])
        origin = entry.get("origin", (0, 0))
        if isinstance(origin, dict):
            origin = (origin["x"], origin["y"])
        self.origin = (origin[0], origin[1])
        self.boxes = [tuple(box) for box in entry.get("boxes", ())]
        self.wrong_pixels = int(entry.get("wrong_pixels", 0))
        self.polygons = [
            Polygon(
                [tuple(p) for p in poly["outer"]],
                [[tuple(p) for p in hole] for hole in poly.get("holes", ())],
            )
            for poly in entry.get("polygons", ())
        ]

    def __repr__(self):
        what = "%d boxes" % len(self.boxes) if self.boxes else "%d polygons" % len(self.polygons)
        channel = " channel %s" % self.channel if self.channel else ""
        return "<hitmask.Shapes frame %d%s, %s>" % (self.frame, channel, what)


# Far more than the shapes JSON of the largest HMSK file's masks: a bound that stops a
# path to an endless stream (/dev/zero, a pipe) or a huge file before it fills memory.
MAX_SHAPES_BYTES = 1 << 30


def load_shapes(source):
    """A list of Shapes, one per frame (and channel) in the file's order, from a path,
    the JSON text or its bytes. ValueError when it is not shapes JSON."""
    if isinstance(source, (bytes, bytearray)):
        text = bytes(source).decode("utf-8")
    elif isinstance(source, str) and source.lstrip()[:1] in ("[", "{"):
        text = source
    else:
        text = read_bounded(os.fspath(source), MAX_SHAPES_BYTES, "shapes JSON file", ValueError)
        text = text.decode("utf-8")
    document = json.loads(text)
    if not isinstance(document, list):
        raise ValueError("shapes JSON is an array of frames, not %s" % type(document).__name__)
    try:
        return [Shapes(entry) for entry in document]
    except (KeyError, TypeError, IndexError) as error:
        raise ValueError("not hitmask shapes JSON: %s" % error) from None
