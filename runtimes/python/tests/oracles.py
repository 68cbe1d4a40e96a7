# SPDX-License-Identifier: MIT
"""Plain references for the tests, written from the definitions and sharing no code with
the package: masks as lists of rows of 0/1, pixel loops, and an HMSK writer that follows
the byte tables of docs/hmsk-format.md."""

import random
import struct


def random_grid(rng, width, height, density=None):
    """A width x height list of rows of 0/1, sometimes sparse, dense, empty or full."""
    if density is None:
        density = rng.choice((0.0, 0.05, 0.3, 0.5, 0.9, 1.0))
    return [[1 if rng.random() < density else 0 for _ in range(width)] for _ in range(height)]


def grid_rows(grid):
    """One int per row, bit x = pixel x, from a grid."""
    return [sum(1 << x for x, v in enumerate(row) if v) for row in grid]


def brute_overlap(a, b, dx, dy):
    """(overlaps, area, first contact) of grid b placed at (dx, dy) over grid a: a loop
    over a's pixels in raster order, so the first hit is topmost, then leftmost."""
    area = 0
    first = None
    hb, wb = len(b), len(b[0]) if b else 0
    for y, row in enumerate(a):
        by = y - dy
        if not 0 <= by < hb:
            continue
        brow = b[by]
        for x, v in enumerate(row):
            bx = x - dx
            if v and 0 <= bx < wb and brow[bx]:
                area += 1
                if first is None:
                    first = (x, y)
    return area > 0, area, first


def _u16(v):
    return struct.pack("<H", v)


def _u32(v):
    return struct.pack("<I", v & 0xFFFFFFFF)


def payload(grid, encoding):
    """A payload in the README's encodings: bytes, rle or bits."""
    out = bytearray()
    width = len(grid[0])
    for row in grid:
        if encoding == "bytes":
            out += bytes(row)
        elif encoding == "bits":
            for start in range(0, width, 8):
                byte = 0
                for k in range(8):
                    if start + k < width and row[start + k]:
                        byte |= 0x80 >> k
                out.append(byte)
        else:
            x = 0
            while x < width:
                end = x
                while end < width and row[end] == row[x]:
                    end += 1
                run = end - x
                while run > 0:
                    piece = min(run, 127)
                    out.append(piece if row[x] else 256 - piece)
                    run -= piece
                x = end
    return bytes(out)


ENCODING_CODES = {"bytes": 0, "rle": 1, "bits": 2}


def hmsk_v2(frames, channels, encoding):
    """frames: [(origin, [grid per channel])]."""
    out = bytearray(b"HMSK" + bytes([2, ENCODING_CODES[encoding]]))
    out += _u16(len(frames)) + _u16(len(channels)) + _u16(0)
    for name in channels:
        raw = name.encode("utf-8")
        out += bytes([len(raw)]) + raw
    for origin, grids in frames:
        out += _u32(len(grids[0][0])) + _u32(len(grids[0])) + _u32(origin[0]) + _u32(origin[1])
        for grid in grids:
            data = payload(grid, encoding)
            out += _u32(len(data)) + data
    return bytes(out)


def hmsk_v1(grids, encoding):
    """Version 1: every frame one size, one channel."""
    out = bytearray(b"HMSK" + bytes([1, ENCODING_CODES[encoding]]))
    out += _u16(len(grids)) + _u32(len(grids[0][0])) + _u32(len(grids[0]))
    for grid in grids:
        data = payload(grid, encoding)
        out += _u32(len(data)) + data
    return bytes(out)


def random_file(rng):
    """A random valid HMSK file and what it holds: (bytes, version, encoding, channels, frames)."""
    encoding = rng.choice(("bytes", "rle", "bits"))
    if rng.random() < 0.2:
        width, height = rng.choice((1, 3, 8, 9, 63, 64, 65, 130)), rng.randint(1, 6)
        grids = [random_grid(rng, width, height) for _ in range(rng.randint(1, 3))]
        return hmsk_v1(grids, encoding), 1, encoding, ["solid"], [((0, 0), [g]) for g in grids]
    channels = ["solid"] + rng.sample(["hit", "hurt", "feet", "ñame", "口"], rng.randint(0, 2))
    frames = []
    for _ in range(rng.randint(1, 3)):
        width, height = rng.choice((1, 2, 7, 8, 9, 63, 64, 65, 127, 128, 129, 200)), rng.randint(1, 5)
        origin = (rng.randint(-(2**31), 2**31 - 1), rng.randint(-5, 5))
        frames.append((origin, [random_grid(rng, width, height) for _ in channels]))
    return hmsk_v2(frames, channels, encoding), 2, encoding, channels, frames


def seeded(seed):
    return random.Random(seed)
