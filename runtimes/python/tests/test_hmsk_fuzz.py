# SPDX-License-Identifier: MIT
"""Property-based fuzzing of the HMSK reader with Hypothesis, seeded from real files (the
conformance suite's valid and malformed files, the C++ fuzzer's corpus): truncated,
mutated, spliced and random bytes each load or raise HmskError, nothing else and never
stuck; and where the C++ core is at hand (HITMASK_C_LIBRARY: libhitmask, through ctypes)
the reader agrees with it on every input, message for message and pixel for pixel. The
conformance suite's own answers are checked for its files either way.

The run is reproducible (derandomize, no example database): HITMASK_FUZZ_EXAMPLES sets
how many examples (3000 by default), HITMASK_FUZZ_SEED another fixed sequence."""

import ctypes
import json
import os
import signal
import time
from collections import Counter

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, example, given, seed, settings  # noqa: E402

import hitmask  # noqa: E402
from hmsk_mutations import hmsk_inputs  # noqa: E402

REPOSITORY = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
CONFORMANCE = os.path.join(REPOSITORY, "tests", "conformance")
CORPUS = os.path.join(REPOSITORY, "tests", "fuzz", "corpus", "fuzz_hmsk")
EXAMPLES = int(os.environ.get("HITMASK_FUZZ_EXAMPLES", "3000"))
# A hang guard per example, far above any real load (the largest seed takes milliseconds).
EXAMPLE_SECONDS = 10

if not os.path.isdir(CONFORMANCE):  # pragma: no cover - an sdist without the repository
    pytest.skip("no conformance suite at %s" % CONFORMANCE, allow_module_level=True)


def _read_folder(folder):
    files = {}
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), "rb") as stream:
            files[name] = stream.read()
    return files


VALID = _read_folder(os.path.join(CONFORMANCE, "files"))
MALFORMED = _read_folder(os.path.join(CONFORMANCE, "malformed"))
SEEDS = list(VALID.values()) + list(MALFORMED.values()) + list(_read_folder(CORPUS).values())

with open(os.path.join(CONFORMANCE, "expected.json"), encoding="utf-8") as stream:
    _SPEC = json.load(stream)
# The core's answer for the suite's bytes: a file's description, or a malformed file's message.
KNOWN = {VALID[case["name"]]: case for case in _SPEC["files"]}
KNOWN.update({MALFORMED[case["name"]]: case["error"] for case in _SPEC["malformed"]})


# ---------------------------------------------------------------- the C++ core, when given


class Core:
    """libhitmask through ctypes: hitmask::loadHmsk's answer for any bytes."""

    def __init__(self, path):
        lib = ctypes.CDLL(path)
        P, I, C = ctypes.c_void_p, ctypes.c_int, ctypes.c_char_p
        signatures = {
            "hm_file_load_memory": (P, [C, ctypes.c_size_t, C, ctypes.c_size_t]),
            "hm_file_free": (None, [P]),
            "hm_file_version": (I, [P]),
            "hm_file_encoding": (C, [P]),
            "hm_file_frames": (I, [P]),
            "hm_file_channels": (I, [P]),
            "hm_file_channel_name": (C, [P, I]),
            "hm_file_frame_width": (I, [P, I]),
            "hm_file_frame_height": (I, [P, I]),
            "hm_file_origin": (I, [P, I, ctypes.POINTER(I), ctypes.POINTER(I)]),
            "hm_file_mask": (P, [P, I, I]),
            "hm_mask_get": (I, [P, I, I]),
            "hm_mask_count": (ctypes.c_longlong, [P]),
        }
        for name, (result, arguments) in signatures.items():
            function = getattr(lib, name)
            function.restype = result
            function.argtypes = arguments
        self.lib = lib

    def load(self, data):
        """("loaded", handle) or ("refused", message); free a handle with free()."""
        error = ctypes.create_string_buffer(4096)
        handle = self.lib.hm_file_load_memory(data, len(data), error, len(error))
        if handle:
            return "loaded", handle
        return "refused", error.value.decode("utf-8")

    def free(self, handle):
        self.lib.hm_file_free(handle)


CORE = Core(os.environ["HITMASK_C_LIBRARY"]) if os.environ.get("HITMASK_C_LIBRARY") else None


def _sample_points(width, height):
    """Every pixel of a small mask; of a larger one, its corners, its first and last row
    and column, and a spread of pixels between (a fixed pattern, no randomness)."""
    if width * height <= 1024:
        return [(x, y) for y in range(height) for x in range(width)]
    points = {(0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1)}
    for x in range(0, width, max(1, width // 64)):
        points.update(((x, 0), (x, height - 1)))
    for y in range(0, height, max(1, height // 64)):
        points.update(((0, y), (width - 1, y)))
    for i in range(512):
        points.add(((i * 7919) % width, (i * 104729) % height))
    return sorted(points)


def agree_with_core(data, loaded, refused):
    """The core's answer for `data` is the reader's: the same message, or the same file."""
    verdict, answer = CORE.load(data)
    if verdict == "refused":
        assert loaded is None, "the core refuses (%s), the reader loads it" % answer
        assert str(refused) == answer
        return
    lib = CORE.lib
    try:
        assert refused is None, "the core loads it, the reader refuses: %s" % refused
        assert loaded.version == lib.hm_file_version(answer)
        assert loaded.encoding == lib.hm_file_encoding(answer).decode()
        channels = lib.hm_file_channels(answer)
        assert loaded.channels == tuple(lib.hm_file_channel_name(answer, c).decode() for c in range(channels))
        assert len(loaded.frames) == lib.hm_file_frames(answer)
        x, y = ctypes.c_int(), ctypes.c_int()
        for f, frame in enumerate(loaded.frames):
            size = (lib.hm_file_frame_width(answer, f), lib.hm_file_frame_height(answer, f))
            assert (frame.width, frame.height) == size, f
            assert lib.hm_file_origin(answer, f, ctypes.byref(x), ctypes.byref(y)) == 1
            assert frame.origin == (x.value, y.value), f
            points = _sample_points(frame.width, frame.height)
            for c, name in enumerate(loaded.channels):
                mask, core_mask = frame.mask(name), lib.hm_file_mask(answer, f, c)
                assert mask.count() == lib.hm_mask_count(core_mask), (f, name)
                for point in points:
                    assert mask.get_at(point) == lib.hm_mask_get(core_mask, *point), (f, name, point)
    finally:
        CORE.free(answer)


def agree_with_suite(data, loaded, refused):
    """For the conformance suite's own bytes, the answers the core wrote in expected.json."""
    want = KNOWN.get(data)
    if want is None:
        return
    if isinstance(want, str):
        assert loaded is None and str(refused) == want
        return
    assert refused is None, refused
    assert (loaded.version, loaded.encoding, list(loaded.channels)) == (
        want["version"],
        want["encoding"],
        want["channels"],
    )
    for frame, expected in zip(loaded.frames, want["frames"]):
        assert (frame.width, frame.height, list(frame.origin)) == (
            expected["width"],
            expected["height"],
            expected["origin"],
        )
        for name, masks in expected["masks"].items():
            assert frame.mask(name).count() == masks["count"]
    assert len(loaded.frames) == len(want["frames"])


# ---------------------------------------------------------------- the test


class _Stuck(Exception):
    pass


def _on_alarm(signum, frame):
    raise _Stuck("one load took more than %d s" % EXAMPLE_SECONDS)


def load_once(data):
    """(MaskFile, None) or (None, HmskError); any other exception propagates, and a load
    that takes more than EXAMPLE_SECONDS fails."""
    guard = hasattr(signal, "setitimer")
    if guard:
        previous = signal.signal(signal.SIGALRM, _on_alarm)
        signal.setitimer(signal.ITIMER_REAL, EXAMPLE_SECONDS)
    try:
        return hitmask.load(data), None
    except hitmask.HmskError as error:
        return None, error
    finally:
        if guard:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)


def check_input(data, outcomes):
    loaded, refused = load_once(data)
    outcomes["loaded" if refused is None else "refused"] += 1
    if refused is None:
        # A loaded file is whole: every frame's every channel reads back at its size.
        for frame in loaded.frames:
            for name in loaded.channels:
                assert frame.mask(name).get_size() == (frame.width, frame.height)
    agree_with_suite(data, loaded, refused)
    if CORE is not None:
        agree_with_core(data, loaded, refused)
        outcomes["checked against the core"] += 1


def _fuzz(test):
    test = given(hmsk_inputs(list(VALID.values()), SEEDS))(test)
    for data in SEEDS:  # every seed once as it is, whatever the draws
        test = example(data)(test)
    fuzz_seed = os.environ.get("HITMASK_FUZZ_SEED")
    if fuzz_seed:
        test = seed(int(fuzz_seed))(test)
    return settings(
        max_examples=EXAMPLES,
        derandomize=not fuzz_seed,
        database=None,
        deadline=None,  # timing is EXAMPLE_SECONDS' job, not a flaky per-example deadline
        print_blob=False,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    )(test)


def test_fuzzed_files_load_or_raise_hmsk_error_and_agree_with_the_core(capsys):
    outcomes = Counter()

    @_fuzz
    def one_input(data):
        check_input(data, outcomes)

    start = time.perf_counter()
    one_input()
    seconds = time.perf_counter() - start
    runs = outcomes["loaded"] + outcomes["refused"]
    with capsys.disabled():
        print(
            "\nHMSK fuzz: %d inputs in %.1f s (%.0f/s): %d loaded, %d refused, %d checked against the core%s"
            % (
                runs,
                seconds,
                runs / seconds,
                outcomes["loaded"],
                outcomes["refused"],
                outcomes["checked against the core"],
                "" if CORE else " (HITMASK_C_LIBRARY not set)",
            )
        )
    # The inputs reach past the header checks into loads and refusals alike.
    assert runs >= EXAMPLES
    assert outcomes["loaded"] > runs // 20 and outcomes["refused"] > runs // 4, outcomes
