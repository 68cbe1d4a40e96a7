# SPDX-License-Identifier: MIT
"""Hand-made malformed HMSK files and the C++ core's message for each (checked against
hitmask::loadHmsk when the table was written; tests/conformance holds the core's own)."""

import struct

from oracles import hmsk_v1, hmsk_v2

SOLID = b"\x05solid"


def header(version=2, encoding=0, frames=1, channels=1, reserved=0):
    return b"HMSK" + bytes([version, encoding]) + struct.pack("<HHH", frames, channels, reserved)


def frame(width, height, x=0, y=0):
    return struct.pack("<IIii", width, height, x, y)


def chunk(data):
    return struct.pack("<I", len(data)) + data


GRID = [[1, 0, 1], [0, 1, 1]]
GOOD = hmsk_v2([((0, 0), [GRID])], ["solid"], "bytes")
GOOD_TWO = hmsk_v2([((0, 0), [GRID]), ((1, 1), [GRID])], ["solid"], "bits")
V1 = hmsk_v1([GRID, GRID], "bytes")


def names(*raw):
    return b"".join(bytes([len(n)]) + n for n in raw)


CASES = [
    (b"", "file is too short for an HMSK header (0 bytes)"),
    (b"HMSK\x02", "file is too short for an HMSK header (5 bytes)"),
    (b"HMSQ\x02\x00" + bytes(10), "not an HMSK file (bad magic)"),
    (b"HMSK\x03\x00" + bytes(10), "HMSK version 3 is not supported (this reader knows 1 and 2)"),
    (b"HMSK\x00\x00" + bytes(10), "HMSK version 0 is not supported (this reader knows 1 and 2)"),
    (GOOD[:8], "file is too short for an HMSK version 2 header (8 bytes)"),
    (V1[:15], "file is too short for an HMSK version 1 header (15 bytes)"),
    (header(encoding=3) + SOLID, "unknown encoding 3"),
    (header(encoding=255) + SOLID, "unknown encoding 255"),
    (header(frames=0) + SOLID, "HMSK file declares no frames"),
    (b"HMSK\x01\x00\x01\x00" + struct.pack("<II", 0, 5), "mask size 0x5 is out of range"),
    (b"HMSK\x01\x02\x01\x00" + struct.pack("<II", 3, 2**30 + 1), "mask size 3x1073741825 is out of range"),
    (header(channels=0) + SOLID, "HMSK file declares no channels"),
    (header(reserved=7) + SOLID, "reserved header field is 7, not 0"),
    (header(channels=100) + SOLID, "file ends in the channel names"),
    (header(channels=2) + SOLID, "file ends in the name of channel 1"),
    (header() + b"\x09solid", "file ends in the name of channel 0"),
    (header(channels=2) + b"\x00" + SOLID, "channel 0 has an empty name"),
    (header() + names(b"\xc0\x80"), "the name of channel 0 is not UTF-8"),
    (header(channels=2) + SOLID + names(b"\xed\xa0\x80"), "the name of channel 1 is not UTF-8"),
    (header() + names(b"\xf4\x90\x80\x80"), "the name of channel 0 is not UTF-8"),
    (header() + names(b"\xe2\x82"), "the name of channel 0 is not UTF-8"),
    (header() + names(b"a\tb"), "the name of channel 0 holds a control character"),
    (header() + names(b"a\x7f"), "the name of channel 0 holds a control character"),
    (header() + names(b"x\xc2\x85"), "the name of channel 0 holds a control character"),
    (header(channels=3) + names(b"hit", b"solid", b"hit"), 'channel name "hit" appears twice'),
    (header(channels=4) + names(b"b", b"a", b"b", b"a"), 'channel name "a" appears twice'),
    (header(frames=2) + SOLID + frame(3, 2) + chunk(bytes(6)) + frame(3, 2)[:9],
     "file ends in the header of frame 1 of 2"),
    (header() + SOLID + frame(0, 3), "frame 0: size 0x3 is out of range"),
    (header() + SOLID + frame(2**30 + 1, 1), "frame 0: size 1073741825x1 is out of range"),
    (header() + SOLID + frame(65536, 4097), "frames add up to more than 268435456 pixels"),
    (header(frames=2, channels=2) + SOLID + names(b"hit") + frame(16384, 16384),
     "frames add up to more than 268435456 pixels"),
    (header() + SOLID + frame(1, 2**24), "frames add up to more than 8388608 rows"),
    (header(frames=17, channels=61681), "17 frames of 61681 channels are more than 1048576 masks"),
    (header() + SOLID + frame(3, 2), "file ends before frame 0 channel solid of 1 frames"),
    (header() + SOLID + frame(3, 2) + struct.pack("<I", 10) + b"abc",
     "frame 0 channel solid is truncated: needs 10 bytes, 3 left"),
    (header() + SOLID + frame(3, 2) + chunk(bytes(5)), "frame 0 channel solid: byte mask needs 6 bytes, found 5"),
    (header(encoding=2) + SOLID + frame(9, 2) + chunk(bytes(3)),
     "frame 0 channel solid: bit mask needs 4 bytes, found 3"),
    (header(encoding=1) + SOLID + frame(300, 2) + chunk(b"\x7f" * 5),
     "frame 0 channel solid: RLE data is too short for 300x2 pixels (5 bytes, at least 6 needed)"),
    (header(encoding=1) + SOLID + frame(2, 2) + chunk(b"\x01" * 5),
     "frame 0 channel solid: RLE data is too long for 2x2 pixels (5 bytes)"),
    (header() + SOLID + frame(3, 2) + chunk(bytes([1, 0, 1, 0, 2, 7])),
     "frame 0 channel solid: byte mask holds value 2 (only 0 and 1 are allowed)"),
    (header(encoding=2) + SOLID + frame(5, 2) + chunk(bytes([0xC8, 0x04])),
     "frame 0 channel solid: bit mask has padding bits set in row 1"),
    (header(encoding=1) + SOLID + frame(5, 2) + chunk(bytes([2, 0, 3, 0xFB])),
     "frame 0 channel solid: RLE code 0 in row 0"),
    (header(encoding=1) + SOLID + frame(5, 2) + chunk(bytes([5, 0x80, 0x7F, 1])),
     "frame 0 channel solid: RLE code -128 in row 1"),
    (header(encoding=1) + SOLID + frame(5, 2) + chunk(bytes([3, 3, 0xFB])),
     "frame 0 channel solid: RLE run overruns row 0"),
    (header(encoding=1) + SOLID + frame(5, 2) + chunk(bytes([5, 1, 1])),
     "frame 0 channel solid: RLE data ends in row 1"),
    (header(encoding=1) + SOLID + frame(5, 2) + chunk(bytes([5, 5, 1, 0])),
     "frame 0 channel solid: RLE data has 2 bytes past the last row"),
    (GOOD + b"xyz", "3 unexpected bytes after the last frame"),
    (GOOD_TWO[:-1], "frame 1 channel solid is truncated: needs 2 bytes, 1 left"),
    (V1[:-7], "file ends before frame 1 of 2 frames"),
    (b"HMSK\x01\x00\x01\x00" + struct.pack("<II", 3, 2) + chunk(bytes(7)), "frame 0: byte mask needs 6 bytes, found 7"),
    (b"HMSK\x01\x00\x01\x00" + struct.pack("<II", 3, 2) + chunk(bytes([0, 0, 9, 0, 0, 0])),
     "frame 0: byte mask holds value 9 (only 0 and 1 are allowed)"),
    (header(channels=2) + SOLID + names(b"hit") + frame(3, 2) + chunk(bytes(6)) + chunk(bytes([0, 0, 0, 3, 0, 0])),
     "frame 0 channel hit: byte mask holds value 3 (only 0 and 1 are allowed)"),
]
