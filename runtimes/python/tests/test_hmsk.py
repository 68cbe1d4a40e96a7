# SPDX-License-Identifier: MIT
"""The HMSK reader: round trips through an independent writer, every malformed case with
the core's message, and random mutations that must load or raise HmskError."""

import os
import tempfile
import time

import pytest

import hitmask
from bounded_child import message_in_small_child
from malformed_cases import CASES
from oracles import grid_rows, hmsk_v2, random_file, seeded

WORKED_RLE = bytes.fromhex("484d534b0201010001000000" "05736f6c6964" "0500000002000000" "0200000001000000" "04000000" "02fe01fb")
WORKED_BITS = bytes.fromhex(
    "484d534b0202010002000000" "05736f6c696403686974" "05000000020000000000000000000000" "02000000c800" "020000000030"
)


def test_readme_worked_examples():
    rle = hitmask.load(WORKED_RLE)
    assert (rle.version, rle.encoding, rle.channels) == (2, "rle", ("solid",))
    frame = rle.frames[0]
    assert (frame.width, frame.height, frame.origin) == (5, 2, (2, 1))
    assert frame.mask().rows == (0b10011, 0)
    bits = hitmask.load(WORKED_BITS)
    assert bits.channels == ("solid", "hit")
    assert bits.frames[0].mask("solid").rows == (0b10011, 0)
    assert bits.frames[0].mask("hit").rows == (0, 0b01100)
    assert bits.frames[0].mask("hit").count() == 2


def test_round_trip_every_encoding_and_version():
    rng = seeded(7)
    for _ in range(400):
        data, version, encoding, channels, frames = random_file(rng)
        loaded = hitmask.load(data)
        assert loaded.version == version
        assert loaded.encoding == encoding
        assert loaded.channels == tuple(channels)
        assert len(loaded.frames) == len(frames)
        for frame, (origin, grids) in zip(loaded.frames, frames):
            assert frame.origin == tuple(origin)
            assert (frame.width, frame.height) == (len(grids[0][0]), len(grids[0]))
            for name, grid in zip(channels, grids):
                mask = frame.mask(name)
                assert list(mask.rows) == grid_rows(grid)
                assert mask.count() == sum(map(sum, grid))
                x, y = rng.randrange(frame.width), rng.randrange(frame.height)
                assert mask.get_at((x, y)) == grid[y][x]


def test_load_from_path_and_pathlike():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "worked.hmsk")
        with open(path, "wb") as stream:
            stream.write(WORKED_RLE)
        import pathlib

        assert hitmask.load(path).frames[0].origin == (2, 1)
        assert hitmask.load(pathlib.Path(path)).frames[0].width == 5
        assert hitmask.load(bytearray(WORKED_RLE)).channels == ("solid",)
        assert hitmask.load(memoryview(WORKED_RLE)).channels == ("solid",)


def test_files_larger_than_any_hmsk_are_refused_before_reading():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "huge.hmsk")
        # Sparse: 2 GiB long, nothing on disk. Valid HMSK bytes first, so only the size
        # can make load() refuse it.
        with open(path, "wb") as stream:
            stream.write(WORKED_RLE)
            stream.truncate(2 << 30)
        start = time.perf_counter()
        with pytest.raises(hitmask.HmskError) as refused:
            hitmask.load(path)
        assert time.perf_counter() - start < 1.0
        assert str(refused.value) == (
            "cannot read %s: 2147483648 bytes, larger than any HMSK file (over 320 MiB)" % path
        )
        # One byte over the largest HMSK file the core accepts (320 MiB).
        with open(path, "r+b") as stream:
            stream.truncate((320 << 20) + 1)
        with pytest.raises(hitmask.HmskError) as refused:
            hitmask.load(path)
        assert str(refused.value) == (
            "cannot read %s: 335544321 bytes, larger than any HMSK file (over 320 MiB)" % path
        )
    with pytest.raises(TypeError):
        hitmask.load(None)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs and /dev/zero")
def test_endless_sources_are_refused_before_reading():
    with tempfile.TemporaryDirectory() as folder:
        fifo = os.path.join(folder, "pipe.hmsk")
        os.mkfifo(fifo)
        for path in ("/dev/zero", fifo):
            assert message_in_small_child(hitmask.load, path) == (
                "cannot read %s: not a regular file (a device, pipe or socket)" % path
            )
        with pytest.raises(hitmask.HmskError) as refused:
            hitmask.load(folder)
        assert str(refused.value) == "cannot read %s: Is a directory" % folder
        with pytest.raises(FileNotFoundError):
            hitmask.load(os.path.join(folder, "missing.hmsk"))


def test_unknown_channel_is_a_clear_key_error():
    frame = hitmask.load(WORKED_BITS).frames[0]
    with pytest.raises(KeyError) as caught:
        frame.mask("hurt")
    assert str(caught.value) == "no channel 'hurt' in this file; its channels are 'solid', 'hit'"
    assert isinstance(caught.value, hitmask.ChannelError)
    assert frame.mask() is frame.mask("solid")
    assert list(frame.masks) == ["solid", "hit"]


def test_large_frames_decode_quickly():
    rng = seeded(3)
    grid = [[1 if (x * 7 + y * 3) % 11 < 5 or rng.random() < 0.1 else 0 for x in range(1024)] for y in range(256)]
    for encoding in ("bytes", "rle", "bits"):
        data = hmsk_v2([((0, 0), [grid])], ["solid"], encoding)
        start = time.perf_counter()
        mask = hitmask.load(data).frames[0].mask()
        assert time.perf_counter() - start < 2.0
        assert list(mask.rows) == grid_rows(grid)


@pytest.mark.parametrize("data, message", CASES, ids=[m for _, m in CASES])
def test_malformed_message_is_the_cores(data, message):
    with pytest.raises(hitmask.HmskError) as caught:
        hitmask.load(data)
    assert str(caught.value) == message
    assert isinstance(caught.value, ValueError)


def _mutate(rng, data):
    data = bytearray(data)
    if len(data) < 6:
        return bytes(data) + bytes([rng.randrange(256)])
    kind = rng.random()
    if kind < 0.25:
        return bytes(data[: rng.randrange(len(data))])
    if kind < 0.35:
        return bytes(data) + bytes(rng.randrange(256) for _ in range(rng.randint(1, 4)))
    if kind < 0.55:
        # The header and first frame header hold the counts and sizes that matter most.
        at = rng.randrange(4, min(len(data), 48))
        data[at] = rng.choice((0, 1, 2, 3, 0x7F, 0x80, 0xFF, rng.randrange(256)))
        return bytes(data)
    for _ in range(rng.randint(1, 3)):
        data[rng.randrange(len(data))] = rng.randrange(256)
    return bytes(data)


def test_mutation_fuzz_loads_or_raises_hmsk_error():
    rng = seeded(2024)
    seeds = [random_file(rng)[0] for _ in range(60)] + [WORKED_RLE, WORKED_BITS] + [d for d, _ in CASES]
    start = time.perf_counter()
    loaded = refused = 0
    for _ in range(4000):
        data = _mutate(rng, rng.choice(seeds))
        try:
            hitmask.load(data)
            loaded += 1
        except hitmask.HmskError:
            refused += 1
    assert loaded + refused == 4000
    assert refused > 1000 and loaded > 100
    assert time.perf_counter() - start < 20


CONFORMANCE_FILES = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "tests", "conformance", "files"
)


@pytest.mark.skipif(not os.path.isdir(CONFORMANCE_FILES), reason="no conformance suite here")
def test_mutation_fuzz_of_the_conformance_files():
    rng = seeded(2025)
    seeds = []
    for name in sorted(os.listdir(CONFORMANCE_FILES)):
        with open(os.path.join(CONFORMANCE_FILES, name), "rb") as stream:
            seeds.append(stream.read())
    start = time.perf_counter()
    outcomes = {"loaded": 0, "refused": 0}
    for _ in range(3000):
        try:
            hitmask.load(_mutate(rng, rng.choice(seeds)))
            outcomes["loaded"] += 1
        except hitmask.HmskError:
            outcomes["refused"] += 1
    assert outcomes["refused"] > 500 and outcomes["loaded"] > 50, outcomes
    assert time.perf_counter() - start < 30
