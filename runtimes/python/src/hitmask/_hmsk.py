# SPDX-License-Identifier: MIT
"""The HMSK reader (versions 1 and 2, docs/hmsk-format.md), refusing what the C++ core
refuses with the same words, in the same order."""

from __future__ import annotations

import os
from bisect import bisect_left
from itertools import accumulate

from hitmask._errors import ChannelError, HmskError
from hitmask._files import read_bounded
from hitmask._mask import Mask

ENCODINGS = ("bytes", "rle", "bits")

# The format's limits (docs/hmsk-format.md, Limits): the same numbers as the C++ core's
# kHmsk* constants and the C API's HM_HMSK_MAX_* macros. A file past one is refused
# before any mask is made.
MAX_FRAMES = 65535  # frames in a file (a u16 field)
MAX_CHANNELS = 65535  # channels in a file (a u16 field)
MAX_NAME_BYTES = 255  # bytes of a channel name (a u8 field)
MAX_SIDE = 1 << 30  # a frame's width or height
MAX_FRAME_PIXELS = 1 << 28  # width x height of one frame
MAX_PIXELS = 1 << 28  # pixels over every frame and channel
MAX_ROWS = 1 << 23  # rows over every frame and channel
MAX_MASKS = 1 << 20  # frames x channels
# Bytes of a whole file: a byte per pixel at most, and 64 MiB for headers and names.
# load() refuses a larger file before reading it, as the C API does.
MAX_FILE_BYTES = MAX_PIXELS + (64 << 20)


# Payload decoding tables.
_BYTE_TO_DIGIT = bytes.maketrans(b"\x00\x01", b"01")
_BIT_REVERSE = bytes(int("{:08b}".format(i)[::-1], 2) for i in range(256))
# RLE code -> pixels it covers (0 for the illegal 0 and -128), and those pixels as text.
_RLE_LENGTH = [0] + list(range(1, 128)) + [0] + list(range(127, 0, -1))
_RLE_TEXT = [""] + ["1" * n for n in range(1, 128)] + [""] + ["0" * n for n in range(127, 0, -1)]


def _signed8(byte):
    return byte - 256 if byte >= 128 else byte


def payload_size_error(size, width, height, encoding):
    """payloadSizeError: why `size` bytes cannot be a width x height payload, or ""."""
    pixels = width * height
    if encoding == 0:
        if size != pixels:
            return "byte mask needs %d bytes, found %d" % (pixels, size)
    elif encoding == 2:
        expected = (width + 7) // 8 * height
        if size != expected:
            return "bit mask needs %d bytes, found %d" % (expected, size)
    else:
        least = (width + 126) // 127 * height
        if size < least:
            return "RLE data is too short for %dx%d pixels (%d bytes, at least %d needed)" % (
                width,
                height,
                size,
                least,
            )
        if size > pixels:
            return "RLE data is too long for %dx%d pixels (%d bytes)" % (width, height, size)
    return ""


def _decode_bytes(data, width, height):
    rest = data.translate(None, b"\x00\x01")
    if rest:
        raise _PayloadError("byte mask holds value %d (only 0 and 1 are allowed)" % rest[0])
    # Reversed whole: row y lies mirrored at the far end, its pixel 0 last as int() wants.
    digits = data.translate(_BYTE_TO_DIGIT)[::-1]
    total = width * height
    return [int(digits[total - (y + 1) * width : total - y * width], 2) for y in range(height)]


def _decode_bits(data, width, height):
    row_bytes = (width + 7) // 8
    pad_mask = (1 << (row_bytes * 8 - width)) - 1
    if pad_mask:
        last_bytes = data[row_bytes - 1 :: row_bytes]
        flags = last_bytes.translate(bytes(1 if b & pad_mask else 0 for b in range(256)))
        bad = flags.find(1)
        if bad >= 0:
            raise _PayloadError("bit mask has padding bits set in row %d" % bad)
    data = data.translate(_BIT_REVERSE)
    return [
        int.from_bytes(data[y * row_bytes : (y + 1) * row_bytes], "little") for y in range(height)
    ]


def _decode_rle(data, width, height):
    size = len(data)
    # The first illegal code: runs before it decode, and reaching it is the error.
    illegal = min((i for i in (data.find(b"\x00"), data.find(b"\x80")) if i >= 0), default=size)
    rows = []
    at = 0
    for y in range(height):
        # A row takes at most `width` codes of one pixel or more: look at a few first and
        # widen the window until the row ends, so that a row costs about its own codes.
        window = 16
        while True:
            stop = min(at + window, size)
            ends = list(accumulate(map(_RLE_LENGTH.__getitem__, data[at:stop])))
            last = bisect_left(ends, width)
            if last < len(ends) or stop == size or window >= width:
                break
            window *= 4
        # Illegal codes cover nothing, so one never ends the row itself.
        if illegal < at + last:
            raise _PayloadError("RLE code %d in row %d" % (_signed8(data[illegal]), y))
        if last == len(ends):
            raise _PayloadError("RLE data ends in row %d" % y)
        if ends[last] > width:
            raise _PayloadError("RLE run overruns row %d" % y)
        text = "".join(map(_RLE_TEXT.__getitem__, data[at : at + last + 1]))
        rows.append(int(text[::-1], 2))
        at += last + 1
    if at != size:
        raise _PayloadError("RLE data has %d bytes past the last row" % (size - at))
    return rows


_DECODERS = (_decode_bytes, _decode_rle, _decode_bits)


class _PayloadError(Exception):
    """A payload's own complaint, before the caller says which frame and channel."""


class Frame:
    """One frame of an HMSK file: a mask per channel, all of one size, and the pivot."""

    __slots__ = ("width", "height", "origin", "_channels", "_masks")

    def __init__(self, width, height, origin, channels, masks):
        self.width = width
        self.height = height
        self.origin = origin
        self._channels = channels
        self._masks = masks

    def mask(self, channel=None):
        """The channel's Mask; the first channel (the collision mask, "solid") by default."""
        if channel is None:
            return self._masks[0]
        try:
            return self._masks[self._channels.index(channel)]
        except ValueError:
            raise ChannelError(
                "no channel %r in this file; its channels are %s"
                % (channel, ", ".join(repr(name) for name in self._channels))
            ) from None

    def pygame_mask(self, channel=None):
        """The channel's pixels as a pygame.mask.Mask (ImportError without pygame)."""
        return self.mask(channel).to_pygame()

    @property
    def channels(self):
        """The channel names, in the file's order."""
        return self._channels

    @property
    def masks(self):
        """{channel name: Mask}, in the file's channel order."""
        return dict(zip(self._channels, self._masks))

    def __repr__(self):
        return "<hitmask.Frame %dx%d origin %r>" % (self.width, self.height, self.origin)


class MaskFile:
    """A loaded HMSK file: its frames, channel names, version and encoding name."""

    __slots__ = ("version", "encoding", "channels", "frames")

    def __init__(self, version, encoding, channels, frames):
        self.version = version
        self.encoding = encoding
        self.channels = channels
        self.frames = frames

    def __len__(self):
        return len(self.frames)

    def __getitem__(self, index):
        return self.frames[index]

    def __iter__(self):
        return iter(self.frames)

    def __repr__(self):
        return "<hitmask.MaskFile v%d %s, %d frames, channels %s>" % (
            self.version,
            self.encoding,
            len(self.frames),
            ", ".join(self.channels),
        )


def _u16(data, at):
    return data[at] | data[at + 1] << 8


def _u32(data, at):
    return int.from_bytes(data[at : at + 4], "little")


def _read_header(data):
    """(version, encoding, frame count, channel names, v1 size, where frames start)."""
    size = len(data)
    if size < 6:
        raise HmskError("file is too short for an HMSK header (%d bytes)" % size)
    if data[:4] != b"HMSK":
        raise HmskError("not an HMSK file (bad magic)")
    version = data[4]
    if version not in (1, 2):
        raise HmskError("HMSK version %d is not supported (this reader knows 1 and 2)" % version)
    header_size = 16 if version == 1 else 12
    if size < header_size:
        raise HmskError(
            "file is too short for an HMSK version %d header (%d bytes)" % (version, size)
        )
    if data[5] > 2:
        raise HmskError("unknown encoding %d" % data[5])
    encoding = data[5]
    frame_count = _u16(data, 6)
    if frame_count == 0:
        raise HmskError("HMSK file declares no frames")
    if version == 1:
        width, height = _u32(data, 8), _u32(data, 12)
        if width == 0 or height == 0 or width > MAX_SIDE or height > MAX_SIDE:
            raise HmskError("mask size %dx%d is out of range" % (width, height))
        return version, encoding, frame_count, ("solid",), (width, height), 16
    channel_count = _u16(data, 8)
    reserved = _u16(data, 10)
    if channel_count == 0:
        raise HmskError("HMSK file declares no channels")
    if reserved != 0:
        raise HmskError("reserved header field is %d, not 0" % reserved)
    if frame_count * channel_count > MAX_MASKS:
        raise HmskError(
            "%d frames of %d channels are more than %d masks"
            % (frame_count, channel_count, MAX_MASKS)
        )
    at = 12
    # Each name takes at least two bytes: the count cannot ask for more than the data holds.
    if channel_count > (size - at) // 2:
        raise HmskError("file ends in the channel names")
    names = []
    for c in range(channel_count):
        if at >= size or data[at] > size - at - 1:
            raise HmskError("file ends in the name of channel %d" % c)
        length = data[at]
        raw = data[at + 1 : at + 1 + length]
        at += 1 + length
        if length == 0:
            raise HmskError("channel %d has an empty name" % c)
        try:
            name = raw.decode("utf-8")  # strict: no overlong forms, no surrogates
        except UnicodeDecodeError:
            raise HmskError("the name of channel %d is not UTF-8" % c) from None
        if any(ord(ch) < 0x20 or 0x7F <= ord(ch) <= 0x9F for ch in name):
            raise HmskError("the name of channel %d holds a control character" % c)
        names.append(name)
    if len(set(names)) != len(names):
        seen = set()
        # The core sorts the names and reports the first repeat: the smallest repeated one.
        twice = min(name for name in names if name in seen or seen.add(name))
        raise HmskError('channel name "%s" appears twice' % twice)
    return version, encoding, frame_count, tuple(names), None, at


def _walk(data, version, encoding, frame_count, names, v1_size, at):
    """Pass 1, allocating nothing: every size, payload length and limit, as the core
    checks them, in its order (docs/hmsk-format.md, Limits). Returns
    [(width, height, origin, [payload slices])]."""
    size = len(data)
    pixels = 0
    rows = 0
    channels = len(names)
    layout = []
    for f in range(frame_count):
        where = "frame %d" % f
        if version >= 2:
            if size - at < 16:
                raise HmskError("file ends in the header of %s of %d" % (where, frame_count))
            width, height = _u32(data, at), _u32(data, at + 4)
            x, y = _u32(data, at + 8), _u32(data, at + 12)
            at += 16
            if width == 0 or height == 0 or width > MAX_SIDE or height > MAX_SIDE:
                raise HmskError("%s: size %dx%d is out of range" % (where, width, height))
            origin = (x - (1 << 32) if x >= 1 << 31 else x, y - (1 << 32) if y >= 1 << 31 else y)
        else:
            width, height = v1_size
            origin = (0, 0)
        area = width * height
        pixels += area * channels
        if area > MAX_FRAME_PIXELS or pixels > MAX_PIXELS:
            raise HmskError("frames add up to more than %d pixels" % MAX_PIXELS)
        rows += height * channels
        if rows > MAX_ROWS:
            raise HmskError("frames add up to more than %d rows" % MAX_ROWS)
        payloads = []
        for c in range(channels):
            channel = "%s channel %s" % (where, names[c]) if version >= 2 else where
            if size - at < 4:
                raise HmskError("file ends before %s of %d frames" % (channel, frame_count))
            length = _u32(data, at)
            at += 4
            if length > size - at:
                raise HmskError(
                    "%s is truncated: needs %d bytes, %d left" % (channel, length, size - at)
                )
            why = payload_size_error(length, width, height, encoding)
            if why:
                raise HmskError("%s: %s" % (channel, why))
            payloads.append((channel, at, at + length))
            at += length
        layout.append((width, height, origin, payloads))
    if at != size:
        raise HmskError("%d unexpected bytes after the last frame" % (size - at))
    return layout


def loads(data):
    """A MaskFile from the bytes of an HMSK file; HmskError when they are not one."""
    if isinstance(data, int):  # bytes(n) would read as n zero bytes
        raise TypeError("hitmask.loads() takes the bytes of a file, not an int")
    data = bytes(data)
    version, encoding, frame_count, names, v1_size, at = _read_header(data)
    layout = _walk(data, version, encoding, frame_count, names, v1_size, at)
    decode = _DECODERS[encoding]
    frames = []
    for width, height, origin, payloads in layout:
        masks = []
        for channel, begin, end in payloads:
            try:
                rows = decode(data[begin:end], width, height)
            except _PayloadError as why:
                raise HmskError("%s: %s" % (channel, why)) from None
            mask = Mask((width, 0))
            mask._rows = rows
            mask._height = height
            masks.append(mask)
        frames.append(Frame(width, height, origin, names, masks))
    return MaskFile(version, ENCODINGS[encoding], names, frames)


def load(source):
    """A MaskFile from a path (str or os.PathLike) or the bytes of an HMSK file. A file
    over MAX_FILE_BYTES (320 MiB), a device, pipe or folder is refused (HmskError) before
    it is read, as the C API does."""
    if isinstance(source, (bytes, bytearray, memoryview)):
        return loads(source)
    if source is None:
        raise TypeError("load takes a path or the bytes of an HMSK file, not None")
    return loads(read_bounded(os.fspath(source), MAX_FILE_BYTES, "HMSK file", HmskError))
