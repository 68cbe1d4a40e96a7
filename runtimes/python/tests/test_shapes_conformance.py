# SPDX-License-Identifier: MIT
"""The shapes part of the conformance suite (tests/conformance/shapes, described in the
suite's README): every shapes JSON file read into the answers written there, and every
malformed document refused with its message, as the JavaScript runtime must too."""

import json
import os
import re

import pytest

import hitmask

SUITE = os.path.normpath(
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "tests", "conformance", "shapes")
)
EXPECTED = os.path.join(SUITE, "expected.json")

if not os.path.exists(EXPECTED):  # pragma: no cover - an sdist without the repository
    pytest.skip("no shapes conformance suite at %s" % SUITE, allow_module_level=True)

with open(EXPECTED, encoding="utf-8") as stream:
    SPEC = json.load(stream)


def answer(shapes):
    """A Shapes in the suite's form: what the runtime read, field by field."""
    physics = shapes.physics
    return {
        "frame": shapes.frame,
        "channel": shapes.channel,
        "width": shapes.width,
        "height": shapes.height,
        "origin": list(shapes.origin),
        "hand": shapes.hand,
        "boxes": [list(box) for box in shapes.boxes],
        "wrong_pixels": shapes.wrong_pixels,
        "polygons": [
            {"outer": [list(p) for p in polygon.outer], "holes": [[list(p) for p in hole] for hole in polygon.holes]}
            for polygon in shapes.polygons
        ],
        "circles": [[circle.x, circle.y, circle.radius] for circle in shapes.circles],
        "physics": {
            "sensor": physics.sensor,
            "density": physics.density,
            "friction": physics.friction,
            "restitution": physics.restitution,
            "category_bits": physics.category_bits,
            "collides_with": physics.collides_with,
            "group_index": physics.group_index,
            "properties": physics.properties,
        },
    }


def test_format_header():
    assert SPEC["format"] == "hitmask-shapes-conformance" and SPEC["version"] == 1
    assert SPEC["files"] and SPEC["malformed"]


@pytest.mark.parametrize("case", SPEC["files"], ids=[f["name"] for f in SPEC["files"]])
def test_file(case):
    shapes = hitmask.load_shapes(os.path.join(SUITE, "files", case["name"]))
    assert [answer(s) for s in shapes] == case["frames"]
    # Types too: whole numbers as int, physics numbers as float, circles as Circle.
    for s in shapes:
        assert all(type(v) is int for v in (s.frame, s.width, s.height, s.wrong_pixels))
        assert all(isinstance(c, hitmask.Circle) for c in s.circles)
        assert all(type(getattr(s.physics, k)) is float for k in ("density", "friction", "restitution"))
        assert all(type(getattr(s.physics, k)) is int for k in ("category_bits", "collides_with", "group_index"))


def malformed_text(case):
    return case["text"] if "text" in case else json.dumps(case["document"])


@pytest.mark.parametrize("case", SPEC["malformed"], ids=[c.get("error", c.get("text")) for c in SPEC["malformed"]])
def test_malformed(case):
    with pytest.raises(hitmask.ShapesError) as raised:
        hitmask.load_shapes(malformed_text(case).encode("utf-8"))
    if "error" in case:
        assert str(raised.value) == case["error"]
    else:
        assert str(raised.value).startswith(case["error_prefix"])
    if "document" in case:  # the same refusal for the document already parsed, or its text
        source = case["document"] if isinstance(case["document"], list) else json.dumps(case["document"])
        with pytest.raises(hitmask.ShapesError, match="^%s$" % re.escape(case["error"])):
            hitmask.load_shapes(source)
