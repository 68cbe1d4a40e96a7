# SPDX-License-Identifier: MIT
"""load_shapes() on the JSON `hitmask-cli shapes --json` writes (docs/shapes.md)."""

import os
import tempfile

import pytest

import hitmask
from bounded_child import message_in_small_child

BOXES = (
    '[{"frame": 0, "width": 48, "height": 40, "boxes": [[13, 6, 4, 1], [31, 6, 4, 1]], "wrong_pixels": 0},\n'
    ' {"frame": 1, "width": 48, "height": 40, "origin": [24, -3], "boxes": [], "wrong_pixels": 2}]\n'
)
POLYGONS = (
    '[{"frame": 0, "channel": "solid", "width": 5, "height": 4, "polygons": [{"outer": [[0, 0], [5, 0], [5, 4], [0, 4]],'
    ' "holes": [[[1, 1], [1, 2], [2, 2], [2, 1]]]}]},\n'
    ' {"frame": 0, "channel": "hit", "width": 5, "height": 4, "polygons": [{"outer": [[0.5, 0], [3, 0], [3, 1.25]], "holes": []}]}]\n'
)


def test_boxes_with_and_without_origin():
    shapes = hitmask.load_shapes(BOXES)
    assert [s.frame for s in shapes] == [0, 1]
    assert shapes[0].boxes == [(13, 6, 4, 1), (31, 6, 4, 1)]
    assert shapes[0].origin == (0, 0) and shapes[1].origin == (24, -3)
    assert shapes[0].channel is None
    assert (shapes[1].width, shapes[1].height, shapes[1].wrong_pixels) == (48, 40, 2)
    assert shapes[0].polygons == []


def test_polygons_per_channel_from_a_file():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "ship.json")
        with open(path, "w", encoding="utf-8") as stream:
            stream.write(POLYGONS)
        shapes = hitmask.load_shapes(path)
    assert [s.channel for s in shapes] == ["solid", "hit"]
    solid, hit = shapes
    assert solid.polygons[0].outer == [(0, 0), (5, 0), (5, 4), (0, 4)]
    assert solid.polygons[0].holes == [[(1, 1), (1, 2), (2, 2), (2, 1)]]
    assert hit.polygons[0].outer[2] == (3, 1.25)
    assert hitmask.load_shapes(POLYGONS.encode())[1].channel == "hit"


def test_not_shapes_json_is_a_value_error():
    with pytest.raises(ValueError):
        hitmask.load_shapes('{"frame": 0}')
    with pytest.raises(ValueError):
        hitmask.load_shapes('[{"width": 3}]')


def test_shapes_from_a_device_or_folder_are_refused():
    assert message_in_small_child(hitmask.load_shapes, "/dev/zero") == (
        "cannot read /dev/zero: not a regular file (a device, pipe or socket)"
    )
    with tempfile.TemporaryDirectory() as folder:
        with pytest.raises(ValueError, match="Is a directory"):
            hitmask.load_shapes(folder)


HAND = (
    '[{"frame": 0, "channel": "solid", "width": 8, "height": 8, "origin": [4, 8], "hand": true,'
    ' "boxes": [[0.5, 6, 7, 1.5]], "circles": [[4, 3, 2.5]],'
    ' "physics": {"sensor": true, "density": 2, "friction": 0.25, "restitution": 0.5,'
    ' "category_bits": 4, "collides_with": 3, "group_index": -2,'
    ' "properties": {"z": "last", "a": "first", "1": "one"}}}]'
)


def test_circles_and_physics():
    (shapes,) = hitmask.load_shapes(HAND)
    assert shapes.hand is True
    assert shapes.boxes == [(0.5, 6, 7, 1.5)]
    assert shapes.circles == [hitmask.Circle(4, 3, 2.5)]
    assert (shapes.circles[0].x, shapes.circles[0].y, shapes.circles[0].radius) == (4, 3, 2.5)
    assert shapes.physics == hitmask.Physics(
        sensor=True, density=2.0, friction=0.25, restitution=0.5, category_bits=4,
        collides_with=3, group_index=-2, properties={"z": "last", "a": "first", "1": "one"},
    )
    # Properties keep the file's order, numeric-looking keys too.
    assert list(shapes.physics.properties) == ["z", "a", "1"]
    assert repr(shapes) == "<hitmask.Shapes frame 0 channel solid, 1 boxes, 1 circles>"


def test_physics_defaults_without_physics_or_with_some_keys():
    (old,) = hitmask.load_shapes(BOXES)[:1]
    assert old.circles == []
    assert old.hand is False
    assert old.physics == hitmask.Physics()
    assert (old.physics.sensor, old.physics.density, old.physics.friction, old.physics.restitution) == (
        False, 1.0, 0.6, 0.0)
    assert (old.physics.category_bits, old.physics.collides_with, old.physics.group_index) == (1, 0xFFFFFFFF, 0)
    assert old.physics.properties == {}
    (some,) = hitmask.load_shapes('[{"frame": 0, "width": 1, "height": 1, "physics": {"friction": 1}}]')
    assert some.physics == hitmask.Physics(friction=1.0)
    # Each entry has its own Physics: changing one leaves the others and the defaults.
    a, b = hitmask.load_shapes(BOXES)
    a.physics.properties["k"] = "v"
    assert b.physics.properties == {} and hitmask.Physics().properties == {}


def test_whole_numbers_written_with_a_fraction_part_are_whole():
    (shapes,) = hitmask.load_shapes('[{"frame": 1.0, "width": 2.0, "height": 3, "physics": {"category_bits": 8.0}}]')
    assert (shapes.frame, shapes.width, shapes.physics.category_bits) == (1, 2, 8)
    assert type(shapes.frame) is int and type(shapes.physics.category_bits) is int


def test_nan_infinity_and_bad_utf8_are_not_json():
    # Python's json module reads NaN and Infinity; JSON (and JavaScript) does not.
    for text in ('[{"frame": 0, "width": 1, "height": 1, "circles": [[0, 0, NaN]]}]',
                 '[{"frame": 0, "width": 1, "height": 1, "origin": [-Infinity, 0]}]'):
        with pytest.raises(hitmask.ShapesError, match="^not JSON: "):
            hitmask.load_shapes(text)
    with pytest.raises(hitmask.ShapesError, match="^not JSON: the bytes are not UTF-8$"):
        hitmask.load_shapes(b'[{"frame": 0, "channel": "\xff"}]')


def test_bad_values_name_where_they_are():
    with pytest.raises(hitmask.ShapesError, match=r"^\[1\]\.circles\[0\]\[2\] must be positive, not -1$"):
        hitmask.load_shapes('[{"frame": 0, "width": 1, "height": 1}, {"frame": 0, "width": 1, "height": 1, "circles": [[0, 0, -1]]}]')
    with pytest.raises(hitmask.ShapesError, match=r"^\[0\]\.physics\.sensor must be true or false, not 0$"):
        hitmask.load_shapes('[{"frame": 0, "width": 1, "height": 1, "physics": {"sensor": 0}}]')
    # A ShapesError is a ValueError, as before there was one.
    assert issubclass(hitmask.ShapesError, ValueError)
