/* SPDX-License-Identifier: MIT */
/**
 * @file hitmask_common.h
 * @brief What every part of the C API shares: the export and noexcept macros, the three
 * opaque handle types, the library's version and the error scheme.
 *
 * Included by the other hitmask_*.h headers; a game includes hitmask.h.
 */
#ifndef HITMASK_HITMASK_COMMON_H
#define HITMASK_HITMASK_COMMON_H

#include <stddef.h>
#include <stdint.h>

/** @cond HM_INTERNAL */
#if defined(_WIN32) || defined(__CYGWIN__)
#if defined(HITMASK_C_BUILDING)
#define HM_API __declspec(dllexport)
#else
#define HM_API __declspec(dllimport)
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define HM_API __attribute__((visibility("default")))
#else
#define HM_API
#endif

#if defined(__cplusplus) && __cplusplus >= 201103L
#define HM_NOEXCEPT noexcept
#elif defined(__cplusplus)
#define HM_NOEXCEPT throw()
#else
#define HM_NOEXCEPT
#endif
/** @endcond */

#ifdef __cplusplus
extern "C" {
#endif

/**
 * A collision mask: a width x height grid of pixels, each solid or empty. Made by
 * hm_mask_new() or hm_mask_from_rgba() and freed by hm_mask_free(), or owned by an
 * ::hm_file and handed out as `const hm_mask*` by hm_file_mask().
 */
typedef struct hm_mask hm_mask;

/** A loaded HMSK file: frames, each holding one mask per channel, and their origins. */
typedef struct hm_file hm_file;

/** A broad phase for many moving masks: which entries' solid pixels overlap. */
typedef struct hm_world hm_world;

/**
 * @name The version of these headers
 * The version the headers were released with, for checks at compile time (`#if
 * HM_VERSION_MAJOR > 0`); hm_version() gives the library's, at run time. All three come
 * from the one version in CMakeLists.txt: the build target stamp_version writes them
 * here and the test versions_agree fails when they differ.
 * @{
 */
/** The major version: a new one may break the API. */
#define HM_VERSION_MAJOR 0
/** The minor version: a new one adds to the API. */
#define HM_VERSION_MINOR 2
/** The patch version: a new one fixes without changing the API. */
#define HM_VERSION_PATCH 0
/**
 * The three in one number, major * 10000 + minor * 100 + patch (0.2.0 is 200), for one
 * comparison: `#if HM_VERSION_NUMBER >= 300`. hm_version_number() gives the library's.
 */
#define HM_VERSION_NUMBER (HM_VERSION_MAJOR * 10000 + HM_VERSION_MINOR * 100 + HM_VERSION_PATCH)
/** @} */

/**
 * The library's version.
 * @return "major.minor.patch", for example "0.2.0"; a static string. A game can compare
 *         it with ::HM_VERSION_MAJOR and the others to find the library it was built for.
 */
HM_API const char* hm_version(void) HM_NOEXCEPT;

/**
 * The library's version as one number, as ::HM_VERSION_NUMBER counts it.
 * @return major * 10000 + minor * 100 + patch: a game built against headers with a
 *         higher ::HM_VERSION_NUMBER than this may call functions the library lacks.
 */
HM_API int hm_version_number(void) HM_NOEXCEPT;

/**
 * @name Errors
 * Every function records how its call went, for the calling thread only, in a code
 * that hm_last_error() reads and a message that hm_last_error_message() reads: ::HM_OK
 * when it succeeded, one of the HM_ERROR_* codes when it failed. The return value still
 * says "failed" as each function documents (0, NULL, -1 or ::HM_INVALID_ID), so a game
 * that only checks return values keeps working; the code tells the cases apart (a stale
 * id from a NULL argument, say). Only hm_overlaps(), hm_overlap_area() and
 * hm_first_contact(), the per-pair hot path, leave the code alone when they succeed and
 * set it only when they fail (a NULL mask). hm_last_error() and hm_last_error_message()
 * change nothing.
 * @{
 */
/** The call succeeded. */
#define HM_OK 0
/** An argument was refused: NULL where a pointer is needed, a negative size or capacity,
    an index or pixel out of range. */
#define HM_ERROR_ARGUMENT 1
/** A world id was not live: removed (stale), never handed out, or ::HM_INVALID_ID. */
#define HM_ERROR_STALE_ID 2
/** Called from one of the world's own callbacks, on a call that would change or search
    the world under it. */
#define HM_ERROR_IN_CALLBACK 3
/** Out of memory. */
#define HM_ERROR_MEMORY 4
/** Past one of the library's limits: 1,048,575 entries in a world, or a mask of more
    than 1 GiB. */
#define HM_ERROR_LIMIT 5
/** A file could not be opened or read, or its bytes are not a valid HMSK file (past
    an HMSK limit of hitmask_file.h included). */
#define HM_ERROR_FILE 6
/** @} */

/**
 * How the calling thread's last call to the library went.
 * @return ::HM_OK, or the HM_ERROR_* code of the failure; ::HM_OK on a thread that has
 *         not called the library yet.
 */
HM_API int hm_last_error(void) HM_NOEXCEPT;

/**
 * Why the calling thread's last call to the library failed, naming the function and
 * the reason, for example "hm_world_move: id 0x00100003 is not live".
 * @return A NUL-terminated UTF-8 message owned by the library and valid on this thread
 *         until its next call to the library; "" when the last call succeeded.
 */
HM_API const char* hm_last_error_message(void) HM_NOEXCEPT;

#ifdef __cplusplus
}
#endif

#endif /* HITMASK_HITMASK_COMMON_H */
