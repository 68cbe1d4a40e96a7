# SPDX-License-Identifier: MIT
"""Hypothesis strategies for the HMSK reader's fuzz test: real files mutated the ways
readers break (truncated, spliced, bytes and words rewritten, pieces inserted, deleted
or repeated), edits that keep a file valid (pixels, origins, channel names) so that the
loads get compared too, and random bytes. Written from the byte tables of docs/hmsk-format.md; shares
no code with the package."""

import struct

from hypothesis import strategies as st

# Values where counts, sizes and lengths change meaning: zero, one, the byte and word
# edges, the sign bit, and the largest.
EDGE_BYTES = (0, 1, 2, 3, 0x7F, 0x80, 0x81, 0xFE, 0xFF)
EDGE_WORDS = (0, 1, 2, 7, 8, 9, 63, 64, 65, 127, 128, 255, 256, 0xFFFF, 0x10000, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF)


def _index(draw, data, header_bias=True):
    """A position in data, half the time in bytes 4 to 47: the header and the first
    frame's header hold the counts and sizes that matter most (past the magic, which the
    random inputs cover)."""
    if not data:
        return 0
    if header_bias and len(data) > 4 and draw(st.booleans()):
        return draw(st.integers(4, min(len(data), 48) - 1))
    return draw(st.integers(0, len(data) - 1))


def truncate(draw, data, seeds):
    """Anywhere, or half the time in the last 64 bytes: inside the last payload."""
    low = max(0, len(data) - 64) if draw(st.booleans()) else 0
    return data[: draw(st.integers(low, len(data)))]


def set_byte(draw, data, seeds):
    if data:
        data[_index(draw, data)] = draw(st.sampled_from(EDGE_BYTES) | st.integers(0, 255))
    return data


def flip_bit(draw, data, seeds):
    """One bit anywhere, most often bit 0: in a byte or bit payload, or an origin, the file
    usually stays valid with other pixels, so the loads get checked too."""
    if data:
        at = _index(draw, data, header_bias=False)
        data[at] ^= 1 << draw(st.sampled_from((0, 0, 0, 1, 2, 3, 4, 5, 6, 7)))
    return data


def set_word(draw, data, seeds):
    """A little-endian u32 or u16 written over the data (a size, count, length or origin)."""
    at = _index(draw, data)
    value = draw(st.sampled_from(EDGE_WORDS) | st.integers(0, 0xFFFFFFFF) | st.just(len(data)))
    raw = struct.pack("<I", value & 0xFFFFFFFF)[: draw(st.sampled_from((2, 4)))]
    data[at : at + len(raw)] = raw
    return data


def insert(draw, data, seeds):
    at = _index(draw, data, header_bias=False) if data else 0
    data[at:at] = draw(st.binary(min_size=1, max_size=8))
    return data


def delete(draw, data, seeds):
    if data:
        at = _index(draw, data, header_bias=False)
        del data[at : at + draw(st.integers(1, 16))]
    return data


def splice(draw, data, seeds):
    """The head of this file and the tail of another (or of itself)."""
    other = draw(st.sampled_from(seeds))
    return data[: draw(st.integers(0, len(data)))] + other[draw(st.integers(0, len(other))) :]


def repeat(draw, data, seeds):
    """A piece of the file again somewhere else: a payload or frame twice."""
    if data:
        start = _index(draw, data, header_bias=False)
        piece = data[start : start + draw(st.integers(1, 64))]
        at = _index(draw, data, header_bias=False)
        data[at:at] = piece
    return data


def _layout(data):
    """Where a valid file's channel names, origins and payloads lie, read from the byte
    tables of docs/hmsk-format.md: ([(name start, length)], [origin offset], [(start, end, width, encoding)]);
    empty lists for anything else."""
    try:
        version, encoding, frames = data[4], data[5], struct.unpack_from("<H", data, 6)[0]
        names, origins, payloads = [], [], []
        if version == 1:
            width, channels, at = struct.unpack_from("<I", data, 8)[0], 1, 16
        else:
            channels, at = struct.unpack_from("<H", data, 8)[0], 12
            for _ in range(channels):
                names.append((at + 1, data[at]))
                at += 1 + data[at]
        for _ in range(frames):
            if version != 1:
                width = struct.unpack_from("<I", data, at)[0]
                origins.append(at + 8)
                at += 16
            for _ in range(channels):
                length = struct.unpack_from("<I", data, at)[0]
                payloads.append((at + 4, at + 4 + length, width, encoding))
                at += 4 + length
        return (names, origins, payloads) if at == len(data) else ([], [], [])
    except (IndexError, struct.error):
        return [], [], []


# Names the core must refuse or take as the reader does: overlong, surrogate, past
# U+10FFFF, cut short, C0, DEL and C1 controls, a no-break space, a noncharacter, four bytes.
EDGE_NAMES = (
    b"\xc0\x80", b"\xc1\xbf", b"\xe0\x9f\xbf", b"\xed\xa0\x80", b"\xed\x9f\xbf",
    b"\xf4\x90\x80\x80", b"\xf0\x8f\xbf\xbf", b"\xe2\x82", b"\xff", b"a\x00", b"\x1f",
    b"\x7f", b"\xc2\x85", b"\xc2\x9f", b"\xc2\xa0", b"\xef\xbf\xbe", b"\xf0\x9f\x8e\xae",
    b"solid", b"hit",
)


def _utf8(code_points):
    """Code points as UTF-8, surrogates encoded as if they were characters."""
    return "".join(map(chr, code_points)).encode("utf-8", "surrogatepass")


def rename_channel(draw, data, seeds):
    """Another name for a channel of a version 2 file (its length byte follows)."""
    names = _layout(data)[0]
    if names:
        start, length = draw(st.sampled_from(names))
        name = draw(
            st.sampled_from(EDGE_NAMES)
            | st.lists(st.integers(0, 0x7FF) | st.integers(0, 0x10FFFF), max_size=4).map(_utf8)
            | st.binary(max_size=6)
        )[:255]
        data[start - 1 : start + length] = bytes([len(name)]) + name
    return data


def edit_pixels(draw, data, seeds):
    """Other pixels, the file still valid: a byte payload's 0 and 1 swapped, a bit
    payload's pixel bit flipped, an RLE run turned from solid to empty or back."""
    payloads = [p for p in _layout(data)[2] if p[1] > p[0] and p[2] > 0]
    if not payloads:
        return data
    start, end, width, encoding = draw(st.sampled_from(payloads))
    at = draw(st.integers(start, end - 1))
    if encoding == 0:
        data[at] ^= 1
    elif encoding == 1:
        data[at] = (256 - data[at]) & 0xFF  # -code: the same length, the other value
    else:
        row_bytes = (width + 7) // 8
        bits = 8 if (at - start) % row_bytes < row_bytes - 1 or width % 8 == 0 else width % 8
        data[at] ^= 0x80 >> draw(st.integers(0, bits - 1))  # pixel 0 is the high bit
    return data


def set_origin(draw, data, seeds):
    """Another pivot for a frame of a version 2 file, anywhere in the int32 range."""
    origins = _layout(data)[1]
    if origins:
        at = draw(st.sampled_from(origins))
        value = draw(st.sampled_from((0, -1, 2**31 - 1, -(2**31))) | st.integers(-(2**31), 2**31 - 1))
        at += draw(st.sampled_from((0, 4)))  # x or y
        data[at : at + 4] = struct.pack("<i", value)
    return data


# Each takes (draw, a bytearray, the seeds) and gives the mutated bytearray; the ones that
# keep a file valid twice, so that many inputs still load and get compared.
MUTATIONS = (
    edit_pixels,
    edit_pixels,
    set_origin,
    rename_channel,
    truncate,
    set_byte,
    set_word,
    insert,
    delete,
    splice,
    repeat,
    flip_bit,
    flip_bit,
)


@st.composite
def hmsk_inputs(draw, valid, seeds):
    """Bytes for the reader: a seed (`valid` files or any of `seeds`) as it is or mutated
    one to four times, or random bytes, with or without a plausible start."""
    kind = draw(st.integers(0, 19))
    if kind == 0:
        return draw(st.binary(max_size=96))  # random bytes
    if kind == 1:  # random bytes behind a plausible start
        start = b"HMSK" + bytes([draw(st.sampled_from((1, 2))), draw(st.integers(0, 3))])
        return start + draw(st.binary(max_size=96))
    # The valid files more often than their share: the malformed ones are mostly
    # truncations, whose mutations the header checks already refuse.
    data = bytearray(draw(st.sampled_from(valid) if kind % 2 else st.sampled_from(seeds)))
    # Mostly one mutation, so that many inputs stay close enough to load.
    for _ in range(draw(st.sampled_from((0,) if kind == 2 else (1, 1, 1, 2, 3, 4)))):
        data = draw(st.sampled_from(MUTATIONS))(draw, data, seeds)
    return bytes(data)
