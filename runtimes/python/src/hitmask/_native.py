# SPDX-License-Identifier: MIT
"""libhitmask, the C++ core's C API, through ctypes: where the library is found, the types
of the functions the native World calls, its errors, and masks converted to hm_mask once."""

from __future__ import annotations

import ctypes
import ctypes.util
import os
from ctypes import POINTER, c_char_p, c_int, c_longlong, c_size_t, c_uint32, c_void_p

from hitmask import _mask

HM_INVALID_ID = 0xFFFFFFFF
HM_ERROR_ARGUMENT, HM_ERROR_STALE_ID, HM_ERROR_MEMORY, HM_ERROR_LIMIT = 1, 2, 4, 5
INT_MIN, INT_MAX = -(1 << 31), (1 << 31) - 1


class Separation(ctypes.Structure):
    _fields_ = [(name, c_int) for name in ("left", "right", "up", "down", "push_x", "push_y")]


_int_p = POINTER(c_int)
_u32_p = POINTER(c_uint32)
W, M = c_void_p, c_void_p  # hm_world*, hm_mask*
LL = c_longlong

# name: (result, argument types). Buffers are passed as addresses (c_void_p).
_FUNCTIONS = {
    "hm_version_number": (c_int, []),
    "hm_last_error": (c_int, []),
    "hm_last_error_message": (c_char_p, []),
    "hm_mask_from_bits": (M, [c_void_p, c_int, c_int, ctypes.c_ssize_t]),
    "hm_mask_free": (None, [M]),
    "hm_world_new": (W, [c_int]),
    "hm_world_free": (None, [W]),
    "hm_world_add_origin": (c_uint32, [W, M, c_int, c_int, c_int, c_int]),
    "hm_world_set_mask_origin": (c_int, [W, c_uint32, M, c_int, c_int]),
    "hm_world_move": (c_int, [W, c_uint32, c_int, c_int]),
    "hm_world_move_many": (LL, [W, c_void_p, c_void_p, LL]),
    "hm_world_set_mask": (c_int, [W, c_uint32, M]),
    "hm_world_remove": (c_int, [W, c_uint32]),
    "hm_world_set_layers": (c_int, [W, c_uint32, c_uint32, c_uint32]),
    "hm_world_position": (c_int, [W, c_uint32, _int_p, _int_p]),
    "hm_world_origin": (c_int, [W, c_uint32, _int_p, _int_p]),
    "hm_world_layers": (c_int, [W, c_uint32, _u32_p, _u32_p]),
    "hm_world_entries_into": (LL, [W, c_void_p, LL]),
    "hm_world_collisions_into": (LL, [W, c_void_p, LL]),
    "hm_world_collisions_of_into": (LL, [W, c_uint32, c_void_p, LL]),
    "hm_world_step_into": (LL, [W, c_void_p, LL]),
    "hm_world_overlap_area": (LL, [W, c_uint32, c_uint32]),
    "hm_world_first_contact": (c_int, [W, c_uint32, c_uint32, _int_p, _int_p]),
    "hm_world_separation": (c_int, [W, c_uint32, c_uint32, POINTER(Separation)]),
    "hm_world_query_mask_into": (LL, [W, M, c_int, c_int, c_uint32, c_uint32, c_void_p, LL]),
    "hm_world_query_point_into": (LL, [W, c_int, c_int, c_uint32, c_uint32, c_void_p, LL]),
    "hm_world_query_rect_into": (
        LL,
        [W, c_int, c_int, c_int, c_int, c_uint32, c_uint32, c_void_p, LL],
    ),
    "hm_world_query_segment": (
        c_uint32,
        [W, c_int, c_int, c_int, c_int, c_uint32, c_uint32, _int_p, _int_p],
    ),
}


def _candidates():
    """Library paths to try, in order: $HITMASK_LIBRARY alone when set; else the build
    tree's (build/core/, when this package runs from its source tree), then the system's."""
    named = os.environ.get("HITMASK_LIBRARY")
    if named:
        return [named]
    found = []
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.normpath(os.path.join(here, "..", "..", "..", ".."))
    if os.path.isfile(os.path.join(root, "core", "CMakeLists.txt")):
        core = os.path.join(root, "build", "core")
        if os.path.isdir(core):
            found += sorted(
                os.path.join(core, name)
                for name in os.listdir(core)
                if name.startswith("libhitmask.so") or name in ("hitmask.dll", "libhitmask.dylib")
            )
    system = ctypes.util.find_library("hitmask")
    if system:
        found.append(system)
    return found


def _load():
    """The library with its functions typed; ImportError saying why when there is none
    that has every function the native World needs."""
    reasons = []
    for path in _candidates():
        try:
            library = ctypes.CDLL(path)
        except OSError as error:
            reasons.append(str(error))
            continue
        missing = [name for name in _FUNCTIONS if not hasattr(library, name)]
        if missing:
            reasons.append("%s lacks %s (an older libhitmask)" % (path, ", ".join(missing[:3])))
            continue
        for name, (result, arguments) in _FUNCTIONS.items():
            function = getattr(library, name)
            function.restype = result
            function.argtypes = arguments
        return library, path
    raise ImportError(
        "no usable libhitmask: "
        + ("; ".join(reasons) if reasons else "none found (set HITMASK_LIBRARY to its path)")
    )


lib, path = _load()


def last_error():
    """(code, message) of the last failed C call on this thread."""
    message = lib.hm_last_error_message()
    return lib.hm_last_error(), (message or b"").decode("utf-8", "replace")


def raise_last_error(what):
    """Raises the Python exception for the last C error (the pure World's for the same
    cause: MemoryError, OverflowError past the core's limits, ValueError otherwise)."""
    code, message = last_error()
    if code == HM_ERROR_MEMORY:
        raise MemoryError("%s: %s" % (what, message))
    if code == HM_ERROR_LIMIT:
        raise OverflowError("%s: %s" % (what, message))
    raise ValueError("%s: %s" % (what, message or "failed"))


def c_int_of(value, what="position"):
    """An int already floored, checked to fit the C API's int."""
    if not INT_MIN <= value <= INT_MAX:
        raise OverflowError(
            "%s %d is outside the C int range the native backend takes (HITMASK_BACKEND="
            "python takes any)" % (what, value)
        )
    return value


class NativeMask:
    """One hm_mask holding a Mask's pixels as they were when made (the Mask drops it when
    it changes)."""

    __slots__ = ("handle",)

    def __init__(self, mask):
        width, height = mask._width, mask._height
        stride = (width + 7) >> 3
        data = b"".join([row.to_bytes(stride, "little") for row in mask._rows])
        handle = lib.hm_mask_from_bits(data or None, width, height, stride)
        if not handle:
            raise_last_error("hm_mask_from_bits")
        self.handle = handle

    def __del__(self, lib=lib):
        # The world's entries keep their masks alive in the core: freeing here is safe.
        if getattr(self, "handle", None):
            lib.hm_mask_free(self.handle)


def native(mask):
    """The mask's hm_mask, made once and kept until the mask changes."""
    made = mask._native
    if made is None:
        made = mask._native = NativeMask(mask)
    return made


def edits():
    """A count that grows whenever any Mask changes: when it has not moved since a World
    last looked, none of its masks needs converting again."""
    return _mask._edits
