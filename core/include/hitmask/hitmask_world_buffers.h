/* SPDX-License-Identifier: MIT */
/**
 * @file hitmask_world_buffers.h
 * @brief The World's answers written into the caller's arrays instead of handed to
 * callbacks, and many moves in one call: the forms an FFI (LuaJIT, ctypes, C#) calls
 * without a callback per result.
 *
 * The buffer rule, the same for every `_into` function: the call returns the total
 * count n of results. When n <= `capacity` all n are written to `out`, in the order the
 * callback form gives them; when n > `capacity` nothing is written and n is still
 * returned, so the caller grows its array to n and calls again. `out` may be NULL only
 * with `capacity` 0 (a count). A negative `capacity`, or a NULL `out` with a positive
 * one, returns -1 (::HM_ERROR_ARGUMENT) and writes nothing. -1 is also returned, as by
 * the callback forms, when out of memory (::HM_ERROR_MEMORY) or called from a callback
 * of this world (::HM_ERROR_IN_CALLBACK).
 *
 * hm_world_step_into() is the one that changes the world (it steps), so it steps once:
 * when its events do not fit, they are held, and the next hm_world_step_into() hands
 * over those held events without stepping again. hm_world_step() drops held events and
 * steps.
 */
#ifndef HITMASK_HITMASK_WORLD_BUFFERS_H
#define HITMASK_HITMASK_WORLD_BUFFERS_H

#include "hitmask_common.h"
#include "hitmask_world.h"
#include "hitmask_world_queries.h"

#ifdef __cplusplus
extern "C" {
#endif

/** One colliding pair, as hm_world_collisions_into() writes it. */
typedef struct hm_pair {
    uint32_t first;  /**< The entry with the lower id. */
    uint32_t second; /**< The entry with the higher id. */
} hm_pair;

/** One contact event, as hm_world_step_into() writes it. */
typedef struct hm_contact {
    uint32_t first;  /**< The entry with the lower slot (see HM_ID_SLOT()). */
    uint32_t second; /**< The entry with the higher slot. */
    int32_t phase;   /**< ::HM_CONTACT_BEGAN, ::HM_CONTACT_STAYED or ::HM_CONTACT_ENDED. */
} hm_contact;

/**
 * hm_world_collisions() into an array: every pair of entries whose solid pixels
 * overlap, first < second, sorted by first, then by second.
 * @param world    The world.
 * @param out      Receives the pairs when they all fit; may be NULL when `capacity` is 0.
 * @param capacity The pairs `out` has room for.
 * @return The number of pairs (written only when it is at most `capacity`); -1 on error
 *         (see the file's notes).
 */
HM_API long long hm_world_collisions_into(hm_world* world, hm_pair* out,
                                          long long capacity) HM_NOEXCEPT;

/**
 * hm_world_step() into an array: compares the colliding pairs now with those of the
 * previous step and writes each pair once, in slot order, with its phase. When the
 * events do not fit, nothing is written, they are held, and the next call hands them
 * over without stepping again (so a game can grow its array and call again in the
 * same frame).
 * @param world    The world.
 * @param out      Receives the events when they all fit; may be NULL when `capacity` is 0.
 * @param capacity The events `out` has room for.
 * @return The number of events (written only when it is at most `capacity`); -1 on
 *         error (see the file's notes; then the step did not happen).
 */
HM_API long long hm_world_step_into(hm_world* world, hm_contact* out,
                                    long long capacity) HM_NOEXCEPT;

/**
 * hm_world_collisions_of() into an array: the entries colliding with one entry now, by
 * the pair rule (layers included), in increasing id order.
 * @param world    The world.
 * @param id       The entry's id.
 * @param out      Receives the ids when they all fit; may be NULL when `capacity` is 0.
 * @param capacity The ids `out` has room for.
 * @return The number of entries; 0 when `id` is not live (::HM_ERROR_STALE_ID); -1 on
 *         error (see the file's notes).
 */
HM_API long long hm_world_collisions_of_into(hm_world* world, uint32_t id, uint32_t* out,
                                             long long capacity) HM_NOEXCEPT;

/**
 * hm_world_entries() into an array: every live entry's id, in slot order.
 * @param world    The world.
 * @param out      Receives the ids when they all fit; may be NULL when `capacity` is 0.
 * @param capacity The ids `out` has room for.
 * @return The number of entries; -1 on error (see the file's notes).
 */
HM_API long long hm_world_entries_into(hm_world* world, uint32_t* out,
                                       long long capacity) HM_NOEXCEPT;

/**
 * hm_world_query_mask_excluding() into an array: the entries on one of `layers`, but
 * `exclude`, whose solid pixels overlap `mask` placed with its top-left at (x, y), in
 * increasing id order.
 * @param world    The world.
 * @param mask     The query's shape; it need not be in the world.
 * @param x        The shape's left edge in world pixels.
 * @param y        The shape's top edge in world pixels.
 * @param layers   The layer bits to look at (0xFFFFFFFF: all).
 * @param exclude  The id to leave out; ::HM_INVALID_ID leaves out none.
 * @param out      Receives the ids when they all fit; may be NULL when `capacity` is 0.
 * @param capacity The ids `out` has room for.
 * @return The number of entries found; -1 when `world` or `mask` is NULL, or on error
 *         (see the file's notes).
 */
HM_API long long hm_world_query_mask_into(hm_world* world, const hm_mask* mask, int x, int y,
                                          uint32_t layers, uint32_t exclude, uint32_t* out,
                                          long long capacity) HM_NOEXCEPT;

/**
 * hm_world_query_point() into an array: the entries on one of `layers`, but `exclude`,
 * solid at pixel (x, y), in increasing id order.
 * @param world    The world.
 * @param x        The pixel's column in world pixels.
 * @param y        The pixel's row in world pixels.
 * @param layers   The layer bits to look at (0xFFFFFFFF: all).
 * @param exclude  The id to leave out; ::HM_INVALID_ID leaves out none.
 * @param out      Receives the ids when they all fit; may be NULL when `capacity` is 0.
 * @param capacity The ids `out` has room for.
 * @return The number of entries found; -1 on error (see the file's notes).
 */
HM_API long long hm_world_query_point_into(hm_world* world, int x, int y, uint32_t layers,
                                           uint32_t exclude, uint32_t* out,
                                           long long capacity) HM_NOEXCEPT;

/**
 * hm_world_query_rect() into an array: the entries on one of `layers`, but `exclude`,
 * with a solid pixel in x <= px < x + width, y <= py < y + height, in increasing id
 * order.
 * @param world    The world.
 * @param x        The rectangle's left edge in world pixels.
 * @param y        The rectangle's top edge in world pixels.
 * @param width    Its width, 0 or more (0: finds nothing).
 * @param height   Its height, 0 or more (0: finds nothing).
 * @param layers   The layer bits to look at (0xFFFFFFFF: all).
 * @param exclude  The id to leave out; ::HM_INVALID_ID leaves out none.
 * @param out      Receives the ids when they all fit; may be NULL when `capacity` is 0.
 * @param capacity The ids `out` has room for.
 * @return The number of entries found; -1 when a size is negative, or on error (see
 *         the file's notes).
 */
HM_API long long hm_world_query_rect_into(hm_world* world, int x, int y, int width, int height,
                                          uint32_t layers, uint32_t exclude, uint32_t* out,
                                          long long capacity) HM_NOEXCEPT;

/**
 * Moves many entries in one call, as hm_world_move() would one by one: entry `ids[i]`
 * to position (`xy[2 * i]`, `xy[2 * i + 1]`). Ids that are not live are skipped.
 * @param world The world.
 * @param ids   The entries' ids; may be NULL only when `count` is 0.
 * @param xy    The new positions, x then y per entry (2 * `count` values); may be NULL
 *              only when `count` is 0.
 * @param count The number of entries to move.
 * @return How many were live and moved; -1 (nothing moved) when `world` is NULL,
 *         `count` is negative, an array NULL with `count` > 0, or called from a callback
 *         of this world. When some ids were not live the others still move, and
 *         hm_last_error() is ::HM_ERROR_STALE_ID, naming the first of them.
 */
HM_API long long hm_world_move_many(hm_world* world, const uint32_t* ids, const int32_t* xy,
                                    long long count) HM_NOEXCEPT;

#ifdef __cplusplus
}
#endif

#endif /* HITMASK_HITMASK_WORLD_BUFFERS_H */
