# SPDX-License-Identifier: MIT
"""The small values a World hands back: contact events, their phases, segment hits."""

from __future__ import annotations

import enum
from collections import namedtuple


class Phase(enum.IntEnum):
    """A contact event's phase, numbered as the C API's HM_CONTACT_* are."""

    BEGAN = 0  # colliding now, not at the previous step()
    STAYED = 1  # colliding at both
    ENDED = 2  # colliding then, not now (apart, filtered out, or an entry removed)


Contact = namedtuple("Contact", "first second phase")
Contact.__doc__ = """One pair's event from World.step(): first's slot (the id's low 20 bits) is
below second's; an ENDED pair whose entry was removed carries its stale id."""

SegmentHit = namedtuple("SegmentHit", "id x y")
SegmentHit.__doc__ = """The first solid pixel World.query_segment() met, (x, y) in world
pixels, and the entry it belongs to."""
