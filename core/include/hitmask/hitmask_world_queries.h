/* SPDX-License-Identifier: MIT */
/**
 * @file hitmask_world_queries.h
 * @brief The World's questions: every colliding pair, contact events for a game loop,
 * queries by mask, point, rectangle and segment, and the details of a pair.
 *
 * Callbacks must not change the world they are called from: such calls are refused.
 */
#ifndef HITMASK_HITMASK_WORLD_QUERIES_H
#define HITMASK_HITMASK_WORLD_QUERIES_H

#include "hitmask_common.h"
#include "hitmask_mask.h"
#include "hitmask_world.h"

#ifdef __cplusplus
extern "C" {
#endif

/** hm_world_step(): a pair whose solid pixels overlap now and did not at the last step. */
#define HM_CONTACT_BEGAN 0

/** hm_world_step(): a pair that overlapped at the last step and still does. */
#define HM_CONTACT_STAYED 1

/**
 * hm_world_step(): a pair that overlapped at the last step and does not now: moved
 * apart, kept apart by layers, or an entry removed (its id is then already stale).
 */
#define HM_CONTACT_ENDED 2

/** hm_world_collisions_detail(): compute each pair's overlap area. */
#define HM_DETAIL_AREA 1

/** hm_world_collisions_detail(): compute each pair's first contact pixel. */
#define HM_DETAIL_CONTACT 2

/**
 * Receives one colliding pair from hm_world_collisions(). It must return normally:
 * no longjmp (a Lua error: catch it with pcall inside) and no C++ exception out of it.
 * @param first  The entry of the pair with the lower id.
 * @param second The entry with the higher id.
 * @param user   The `user` pointer given to hm_world_collisions().
 */
typedef void (*hm_pair_callback)(uint32_t first, uint32_t second, void* user);

/**
 * Receives one contact event from hm_world_step(). It must return normally, as an
 * ::hm_pair_callback must. It may read the world (hm_world_user_data(),
 * hm_world_overlap_area()...) but not change it.
 * @param first  The entry of the pair with the lower slot (see HM_ID_SLOT()).
 * @param second The entry with the higher slot.
 * @param phase  ::HM_CONTACT_BEGAN, ::HM_CONTACT_STAYED or ::HM_CONTACT_ENDED.
 * @param user   The `user` pointer given to hm_world_step().
 */
typedef void (*hm_contact_callback)(uint32_t first, uint32_t second, int phase, void* user);

/**
 * Receives one colliding pair and its details from hm_world_collisions_detail(). It
 * must return normally, as an ::hm_pair_callback must.
 * @param first  The entry of the pair with the lower id.
 * @param second The entry with the higher id.
 * @param area   The number of pixels solid in both; -1 unless ::HM_DETAIL_AREA was asked.
 * @param x      The topmost, then leftmost of those pixels' column in world pixels;
 *               0 unless ::HM_DETAIL_CONTACT was asked.
 * @param y      That pixel's row; 0 unless ::HM_DETAIL_CONTACT was asked.
 * @param user   The `user` pointer given to hm_world_collisions_detail().
 */
typedef void (*hm_detail_callback)(uint32_t first, uint32_t second, long long area, int x, int y,
                                   void* user);

/**
 * An upper bound on the box tests the next hm_world_collisions() will make, so that a
 * caller can refuse a world that would take quadratic time (thousands of entries piled
 * on one spot) before asking. Costs the grid's rebuild, which the next question reuses.
 * @param world The world.
 * @return The bound; 0 when `world` is NULL; -1 when out of memory or called from a
 *         callback of this world.
 */
HM_API long long hm_world_candidate_pairs(hm_world* world) HM_NOEXCEPT;

/**
 * Finds every pair of entries whose solid pixels overlap, each once, and hands them to
 * `pair` with first < second, sorted by first, then by second. Allocates nothing once
 * the world's buffers have grown (after a removal, the pairs are held and sorted once). The
 * callback must not change this world: calls that would are refused while it runs.
 * @param world The world.
 * @param pair  Called once per pair; NULL only counts the pairs.
 * @param user  Passed to `pair` as is.
 * @return The number of pairs; 0 when `world` is NULL; -1 when out of memory or called
 *         from a callback of this world.
 */
HM_API long long hm_world_collisions(hm_world* world, hm_pair_callback pair,
                                     void* user) HM_NOEXCEPT;

/**
 * Finds the entries whose solid pixels overlap `mask` placed with its top-left at
 * (x, y) (a bullet, an explosion, a mouse pick), in increasing id order. Only entries on one of
 * `layers` count. hm_world_query_mask_excluding() can leave one entry out.
 * @param world  The world.
 * @param mask   The query's shape; it need not be in the world.
 * @param x      The shape's left edge in world pixels.
 * @param y      The shape's top edge in world pixels.
 * @param layers The layer bits to look at (0xFFFFFFFF: all).
 * @param hit    Called once per entry found; NULL only counts them.
 * @param user   Passed to `hit` as is.
 * @return The number of entries found; 0 when `world` or `mask` is NULL; -1 when out of
 *         memory or called from a callback of this world.
 */
HM_API long long hm_world_query(hm_world* world, const hm_mask* mask, int x, int y, uint32_t layers,
                                hm_id_callback hit, void* user) HM_NOEXCEPT;

/**
 * Like hm_world_query(), leaving out one entry (say, the one asking): the entries whose
 * solid pixels overlap `mask` placed with its top-left at (x, y), as it is (no flip,
 * scale or rotation), but `exclude`.
 * @param world   The world.
 * @param mask    The query's shape; it need not be in the world.
 * @param x       The shape's left edge in world pixels.
 * @param y       The shape's top edge in world pixels.
 * @param layers  The layer bits to look at (0xFFFFFFFF: all).
 * @param exclude The id to leave out; ::HM_INVALID_ID leaves out none.
 * @param hit     Called once per entry found, in increasing id order; NULL only counts them.
 * @param user    Passed to `hit` as is.
 * @return The number of entries found; 0 when `world` or `mask` is NULL; -1 when out of
 *         memory or called from a callback of this world.
 */
HM_API long long hm_world_query_mask_excluding(hm_world* world, const hm_mask* mask, int x, int y,
                                               uint32_t layers, uint32_t exclude,
                                               hm_id_callback hit, void* user) HM_NOEXCEPT;

/**
 * The former name of hm_world_query_mask_excluding(), which it calls: the same
 * arguments, the same answers. Kept so that games built against 0.2 still link.
 * @deprecated Use hm_world_query_mask_excluding(); this name may go in 1.0.
 * @param world   The world.
 * @param mask    The query's shape.
 * @param x       The shape's left edge in world pixels.
 * @param y       The shape's top edge in world pixels.
 * @param layers  The layer bits to look at (0xFFFFFFFF: all).
 * @param exclude The id to leave out; ::HM_INVALID_ID leaves out none.
 * @param hit     Called once per entry found, in increasing id order; NULL only counts them.
 * @param user    Passed to `hit` as is.
 * @return What hm_world_query_mask_excluding() returns.
 */
HM_API long long hm_world_query_mask(hm_world* world, const hm_mask* mask, int x, int y,
                                     uint32_t layers, uint32_t exclude, hm_id_callback hit,
                                     void* user) HM_NOEXCEPT;

/**
 * Finds the entries solid at one pixel (a click, a bullet's tip), in increasing id order.
 * @param world   The world.
 * @param x       The pixel's column in world pixels.
 * @param y       The pixel's row in world pixels.
 * @param layers  The layer bits to look at (0xFFFFFFFF: all).
 * @param exclude The id to leave out; ::HM_INVALID_ID leaves out none.
 * @param hit     Called once per entry found; NULL only counts them.
 * @param user    Passed to `hit` as is.
 * @return The number of entries found; 0 when `world` is NULL; -1 when out of memory or
 *         called from a callback of this world.
 */
HM_API long long hm_world_query_point(hm_world* world, int x, int y, uint32_t layers,
                                      uint32_t exclude, hm_id_callback hit, void* user) HM_NOEXCEPT;

/**
 * Finds the entries with a solid pixel inside a rectangle (a selection, a room, the
 * screen), in increasing id order. The rectangle covers x <= px < x + width, y <= py < y + height,
 * and may reach past the ints' range.
 * @param world   The world.
 * @param x       The rectangle's left edge in world pixels.
 * @param y       The rectangle's top edge in world pixels.
 * @param width   Its width, 0 or more (0: finds nothing).
 * @param height  Its height, 0 or more (0: finds nothing).
 * @param layers  The layer bits to look at (0xFFFFFFFF: all).
 * @param exclude The id to leave out; ::HM_INVALID_ID leaves out none.
 * @param hit     Called once per entry found; NULL only counts them.
 * @param user    Passed to `hit` as is.
 * @return The number of entries found; 0 when `world` is NULL or a size negative; -1
 *         when out of memory or called from a callback of this world.
 */
HM_API long long hm_world_query_rect(hm_world* world, int x, int y, int width, int height,
                                     uint32_t layers, uint32_t exclude, hm_id_callback hit,
                                     void* user) HM_NOEXCEPT;

/**
 * The first solid pixel along a segment (a ray, a line of sight, a hitscan shot), both
 * ends included. The walk takes one pixel per step along the longer axis (x when they
 * tie); step i of n = max(|x1 - x0|, |y1 - y0|) lies at offset round(i * d / n) on the
 * shorter axis, halves rounded away from (x0, y0). At the first step with a solid
 * pixel, the entry with the lowest slot wins.
 * @param world   The world.
 * @param x0      The segment's start column in world pixels.
 * @param y0      The segment's start row.
 * @param x1      The segment's end column.
 * @param y1      The segment's end row.
 * @param layers  The layer bits to look at (0xFFFFFFFF: all).
 * @param exclude The id to leave out (the shooter); ::HM_INVALID_ID leaves out none.
 * @param hit_x   Receives the hit pixel's column when something is hit; may be NULL.
 * @param hit_y   Receives the hit pixel's row when something is hit; may be NULL.
 * @return The id hit; ::HM_INVALID_ID (nothing written) when nothing is hit, `world` is
 *         NULL, out of memory, or called from a callback of this world.
 */
HM_API uint32_t hm_world_query_segment(hm_world* world, int x0, int y0, int x1, int y1,
                                       uint32_t layers, uint32_t exclude, int* hit_x,
                                       int* hit_y) HM_NOEXCEPT;

/**
 * The entries colliding with one entry now, by the pair rule of hm_world_collisions()
 * (layers included), in increasing id order.
 * @param world The world.
 * @param id    The entry's id.
 * @param other Called once per entry colliding with it; NULL only counts them.
 * @param user  Passed to `other` as is.
 * @return The number of entries; 0 when `world` is NULL or `id` not live; -1 when out of
 *         memory or called from a callback of this world.
 */
HM_API long long hm_world_collisions_of(hm_world* world, uint32_t id, hm_id_callback other,
                                        void* user) HM_NOEXCEPT;

/**
 * Contact events for a game loop: compares the colliding pairs now with those of the
 * previous call (none before the first) and hands each pair over once, in slot order,
 * as ::HM_CONTACT_BEGAN, ::HM_CONTACT_STAYED or ::HM_CONTACT_ENDED. A pair whose entry
 * was removed ends (with the removed, stale id), even when its slot was reused since:
 * the new entry's pair then begins. Call it once per frame, after the moves. Allocates
 * nothing once the world's buffers have grown.
 * @param world   The world.
 * @param contact Called once per pair colliding now or at the previous step; NULL only
 *                counts them (and still steps). It may read the world (user data,
 *                details) but calls that would change it are refused while it runs.
 * @param user    Passed to `contact` as is.
 * @return The number of events; 0 when `world` is NULL; -1 when out of memory or called
 *         from a callback of this world (then the step did not happen).
 */
HM_API long long hm_world_step(hm_world* world, hm_contact_callback contact,
                               void* user) HM_NOEXCEPT;

/**
 * The pairs of hm_world_collisions() with their details, computed only when `flags`
 * ask for them: ::HM_DETAIL_AREA, ::HM_DETAIL_CONTACT, both (OR them) or 0.
 * @param world The world.
 * @param flags Which details to compute.
 * @param pair  Called once per pair; NULL only counts the pairs (and computes nothing).
 * @param user  Passed to `pair` as is.
 * @return The number of pairs; 0 when `world` is NULL; -1 when out of memory or called
 *         from a callback of this world.
 */
HM_API long long hm_world_collisions_detail(hm_world* world, int flags, hm_detail_callback pair,
                                            void* user) HM_NOEXCEPT;

/**
 * The number of pixels solid in two entries' masks as they lie now, whatever their
 * layers. Callable from a callback of this world.
 * @param world The world.
 * @param a     One entry's id.
 * @param b     The other's (the same id: its mask's solid pixels).
 * @return The pixel count; 0 when they do not overlap, an id is not live, or `world` is
 *         NULL.
 */
HM_API long long hm_world_overlap_area(const hm_world* world, uint32_t a, uint32_t b) HM_NOEXCEPT;

/**
 * The topmost, then leftmost pixel solid in two entries' masks as they lie now,
 * whatever their layers. Callable from a callback of this world.
 * @param world The world.
 * @param a     One entry's id.
 * @param b     The other's.
 * @param x     Receives the pixel's column in world pixels when found; may be NULL.
 * @param y     Receives the pixel's row in world pixels when found; may be NULL.
 * @return 1 when found; 0 (nothing written) when they do not overlap, an id is not live,
 *         or `world` is NULL.
 */
HM_API int hm_world_first_contact(const hm_world* world, uint32_t a, uint32_t b, int* x,
                                  int* y) HM_NOEXCEPT;

/**
 * Push-out between two entries as they lie now, whatever their layers: how far b must
 * move to stop overlapping a, as hm_separation() gives it for their masks (b's move
 * vector in `push_x`, `push_y`). Callable from a callback of this world.
 * @param world The world.
 * @param a     The entry staying put.
 * @param b     The entry pushed out.
 * @param out   Receives the distances and the push; all 0 when they do not overlap.
 *              Must not be NULL.
 * @return 1 when they overlap; 0 when not (`out` all zero); -1 when an id is not live
 *         (::HM_ERROR_STALE_ID; `out` all zero), a pointer is NULL or out of memory.
 */
HM_API int hm_world_separation(const hm_world* world, uint32_t a, uint32_t b,
                               hm_separation_t* out) HM_NOEXCEPT;

#ifdef __cplusplus
}
#endif

#endif /* HITMASK_HITMASK_WORLD_QUERIES_H */
