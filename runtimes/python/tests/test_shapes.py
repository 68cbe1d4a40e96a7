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
