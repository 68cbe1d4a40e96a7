/* SPDX-License-Identifier: MIT */
/**
 * @file hitmask.h
 * @brief The C API of Hitmask: load HMSK files, test masks for collision, run a World.
 *
 * For C games and for any language with a foreign function interface (C#, Rust, Lua,
 * Zig, Python ctypes): link `hitmask::c` (CMake) or `-lhitmask`, or dlopen()
 * `libhitmask.so.0` and look the functions up by name. Only the `hm_*` functions these
 * headers declare are exported; everything is C99 and compiles as C++ too.
 *
 * Conventions, the same for every function:
 * - A NULL pointer, a negative size or an index out of range is refused, never a crash:
 *   the function returns 0, NULL, -1 or ::HM_INVALID_ID as its documentation says, and
 *   changes nothing.
 * - Output pointers (such as `x` and `y`, "Receives ...") may each be NULL: a NULL one is
 *   simply not written and never changes the result, so a caller that needs only the id
 *   hit, or only a contact's row, passes NULL for the rest.
 * - An `error` buffer receives a message when a load fails: always NUL-terminated and cut
 *   to fit `error_size` bytes (nothing is written when `error_size` is 0); `error` may be
 *   NULL. Out of memory is reported as "out of memory", never as an exception.
 * - `(dx, dy)` is where b's top-left corner lies in a's coordinates, and results are in
 *   a's coordinates. Any int offset is safe, far outside included.
 * - Objects are not locked: use one object from one thread at a time. Masks that nothing
 *   changes may be read (collided, queried) from several threads at once.
 *
 * The API comes in parts, each header compiling on its own:
 * - hitmask_common.h: the handle types and hm_version();
 * - hitmask_file.h: HMSK files, their frames, channels and origins;
 * - hitmask_mask.h: masks and the per-pixel tests between two of them;
 * - hitmask_world.h: the World and its entries (with the lifetimes of masks in a world);
 * - hitmask_world_queries.h: the World's pairs, contact events and queries;
 * - hitmask_world_buffers.h: the same answers written into the caller's arrays, and
 *   many moves in one call, for FFIs.
 *
 * Errors: besides its return value, every function records how the call went for the
 * calling thread: hm_last_error() gives ::HM_OK or an HM_ERROR_* code and
 * hm_last_error_message() says which function failed and why (hitmask_common.h).
 */
#ifndef HITMASK_HITMASK_H
#define HITMASK_HITMASK_H

#include "hitmask_common.h"
#include "hitmask_file.h"
#include "hitmask_mask.h"
#include "hitmask_world.h"
#include "hitmask_world_buffers.h"
#include "hitmask_world_queries.h"

#endif /* HITMASK_HITMASK_H */
