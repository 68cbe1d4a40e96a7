# SPDX-License-Identifier: MIT
"""Python's ctypes drives libhitmask as any FFI would: load a file of the conformance
suite, collide, run a world with a Python callback. argv: the library, an HMSK file."""
import ctypes
import sys

lib = ctypes.CDLL(sys.argv[1])
P = ctypes.c_void_p
lib.hm_version.restype = ctypes.c_char_p
lib.hm_file_load.restype = P
lib.hm_file_load.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_size_t]
lib.hm_file_free.argtypes = [P]
lib.hm_file_frames.argtypes = [P]
lib.hm_file_mask.restype = P
lib.hm_file_mask.argtypes = [P, ctypes.c_int, ctypes.c_int]
lib.hm_mask_count.restype = ctypes.c_longlong
lib.hm_mask_count.argtypes = [P]
lib.hm_overlap_area.restype = ctypes.c_longlong
lib.hm_overlap_area.argtypes = [P, P, ctypes.c_int, ctypes.c_int]
lib.hm_world_new.restype = P
lib.hm_world_free.argtypes = [P]
lib.hm_world_add.restype = ctypes.c_uint32
lib.hm_world_add.argtypes = [P, P, ctypes.c_int, ctypes.c_int]
PAIR = ctypes.CFUNCTYPE(None, ctypes.c_uint32, ctypes.c_uint32, P)
lib.hm_world_collisions.restype = ctypes.c_longlong
lib.hm_world_collisions.argtypes = [P, PAIR, P]

error = ctypes.create_string_buffer(256)
assert not lib.hm_file_load(b"/nonexistent.hmsk", error, len(error))
assert error.value == b"cannot open /nonexistent.hmsk: No such file or directory", error.value
file = lib.hm_file_load(sys.argv[2].encode(), error, len(error))
assert file, error.value
mask = lib.hm_file_mask(file, 0, 0)
count = lib.hm_mask_count(mask)
assert count > 0 and lib.hm_overlap_area(mask, mask, 0, 0) == count
assert lib.hm_overlap_area(mask, mask, 2000000000, -2000000000) == 0

world = lib.hm_world_new(64)
ids = [lib.hm_world_add(world, mask, 0, 0), lib.hm_world_add(world, mask, 0, 0),
       lib.hm_world_add(world, mask, 100000, 0)]
pairs = []
on_pair = PAIR(lambda a, b, user: pairs.append((a, b)))
assert lib.hm_world_collisions(world, on_pair, None) == 1
assert pairs == [(ids[0], ids[1])], pairs
lib.hm_file_free(file)  # the world's entries keep the masks alive
assert lib.hm_world_collisions(world, on_pair, None) == 1
lib.hm_world_free(world)
print("ctypes: ok, hitmask", lib.hm_version().decode())
