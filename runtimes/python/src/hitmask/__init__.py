# SPDX-License-Identifier: MIT
"""Hitmask for Python games: load HMSK collision masks, collide them pixel-exactly (the
same answers as the C++ core), many at once in a World, or hand them to pygame.

    import hitmask
    ship = hitmask.load("ship.hmsk").frames[0].mask()
    rock = hitmask.load("rock.hmsk").frames[0].mask()
    if ship.overlaps(rock, (rock_x - ship_x, rock_y - ship_y)):
        ...
"""

from hitmask._errors import ChannelError, HmskError, ShapesError, StaleIdError
from hitmask._hmsk import (
    MAX_CHANNELS,
    MAX_FILE_BYTES,
    MAX_FRAME_PIXELS,
    MAX_FRAMES,
    MAX_MASKS,
    MAX_NAME_BYTES,
    MAX_PIXELS,
    MAX_ROWS,
    MAX_SIDE,
    Frame,
    MaskFile,
    load,
    loads,
)
from hitmask._mask import Mask
from hitmask._shapes import Circle, Physics, Polygon, Shapes, load_shapes
from hitmask._separation import Separation
from hitmask._world import ALL_LAYERS, DEFAULT_LAYERS
from hitmask._backend import World, backend  # the native World when libhitmask is found
from hitmask._world_types import Contact, Phase, SegmentHit

__version__ = "0.2.0"

__all__ = [
    "ALL_LAYERS",
    "ChannelError",
    "Circle",
    "Contact",
    "DEFAULT_LAYERS",
    "Frame",
    "HmskError",
    "MAX_CHANNELS",
    "MAX_FILE_BYTES",
    "MAX_FRAME_PIXELS",
    "MAX_FRAMES",
    "MAX_MASKS",
    "MAX_NAME_BYTES",
    "MAX_PIXELS",
    "MAX_ROWS",
    "MAX_SIDE",
    "Mask",
    "MaskFile",
    "Phase",
    "Physics",
    "Polygon",
    "SegmentHit",
    "Separation",
    "Shapes",
    "ShapesError",
    "StaleIdError",
    "World",
    "backend",
    "load",
    "load_shapes",
    "loads",
]
