/* SPDX-License-Identifier: MIT */
/**
 * @file hitmask_common.h
 * @brief What every part of the C API shares: the export and noexcept macros, the three
 * opaque handle types and the library's version.
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
/** @} */

/**
 * The library's version.
 * @return "major.minor.patch", for example "0.2.0"; a static string. A game can compare
 *         it with ::HM_VERSION_MAJOR and the others to find the library it was built for.
 */
HM_API const char* hm_version(void) HM_NOEXCEPT;

#ifdef __cplusplus
}
#endif

#endif /* HITMASK_HITMASK_COMMON_H */
