/* SPDX-License-Identifier: MIT */
/**
 * @file hitmask_world.h
 * @brief The World's entries: a broad phase of masks at integer positions, and adding,
 * moving, filtering and reading its entries.
 *
 * Lifetimes: a world entry refers to its mask, it does not copy it. The mask stays valid
 * as long as an entry uses it: hm_mask_free() or hm_file_free() while entries still use
 * one of the masks only drops the caller's handle, and the memory goes when the last
 * entry does (hm_world_remove(), hm_world_set_mask() to another mask, hm_world_free()).
 * A mask changed with hm_mask_set() while in a world must be passed to
 * hm_world_set_mask() again so the world rereads its bounds.
 *
 * The World's questions (pairs, contact events, queries) are in hitmask_world_queries.h.
 */
#ifndef HITMASK_HITMASK_WORLD_H
#define HITMASK_HITMASK_WORLD_H

#include "hitmask_common.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * The id hm_world_add() returns when it adds nothing: 0xFFFFFFFF, never a live id. As
 * an `exclude` argument of the queries: leave out no entry.
 */
#define HM_INVALID_ID UINT32_MAX

/**
 * The slot of a world entry's id: its low 20 bits. A removed entry's slot is reused by
 * a later entry with another id (the high bits count the slot's reuses), so a removed
 * id goes stale for good and never names a later entry. Pairs come with first < second,
 * sorted by id, and query results in increasing id order; only hm_world_entries() and
 * hm_world_step() go by slot. In a world that never removed an entry, ids are 0, 1,
 * 2... and slot order is id order.
 */
#define HM_ID_SLOT(id) ((id)&0xFFFFFu)

/**
 * Receives one entry from a query, hm_world_entries() or hm_world_collisions_of(). It
 * must return normally: no longjmp (a Lua error: catch it with pcall inside) and no C++
 * exception out of it.
 * @param id   The entry's id.
 * @param user The `user` pointer given to the function that calls it.
 */
typedef void (*hm_id_callback)(uint32_t id, void* user);

/**
 * An empty world: masks placed at integer positions anywhere in an unbounded plane.
 * @param cell_size The broad phase's cell size in pixels, about a typical mask's size
 *                  (64 suits most sprites); 1 to 3 count as 4.
 * @return The world, to free with hm_world_free(); NULL when `cell_size` < 1.
 */
HM_API hm_world* hm_world_new(int cell_size) HM_NOEXCEPT;

/**
 * Frees a world. Its entries let go of their masks, which are freed if their owners
 * already freed them.
 * @param world The world; NULL does nothing, and so does a call from a callback of
 *              this world.
 */
HM_API void hm_world_free(hm_world* world) HM_NOEXCEPT;

/**
 * Adds an entry: `mask` with its top-left at (x, y), on layer 1, colliding with every
 * layer. The entry keeps the mask valid until it leaves (see the file's notes).
 * @param world The world.
 * @param mask  The entry's mask (from hm_mask_new(), hm_mask_from_rgba() or hm_file_mask()).
 * @param x     The mask's left edge in world pixels.
 * @param y     The mask's top edge in world pixels.
 * @return The entry's id; ::HM_INVALID_ID when an argument is NULL, out of memory,
 *         past 1,048,575 entries, or called from a callback of this world. A removed
 *         entry's id is never handed out again (see HM_ID_SLOT()).
 */
HM_API uint32_t hm_world_add(hm_world* world, const hm_mask* mask, int x, int y) HM_NOEXCEPT;

/**
 * Moves an entry.
 * @param world The world.
 * @param id    The entry's id.
 * @param x     The mask's new left edge in world pixels.
 * @param y     The mask's new top edge in world pixels.
 * @return 1 when moved; 0 when `id` is not live, `world` is NULL, or called from a
 *         callback of this world.
 */
HM_API int hm_world_move(hm_world* world, uint32_t id, int x, int y) HM_NOEXCEPT;

/**
 * Gives an entry another mask (another animation or rotation frame), or the same mask
 * again after editing it.
 * @param world The world.
 * @param id    The entry's id.
 * @param mask  The new mask.
 * @return 1 when done; 0 when `id` is not live, a pointer is NULL, or called from a
 *         callback of this world.
 */
HM_API int hm_world_set_mask(hm_world* world, uint32_t id, const hm_mask* mask) HM_NOEXCEPT;

/**
 * Removes an entry; it lets go of its mask.
 * @param world The world.
 * @param id    The entry's id.
 * @return 1 when removed; 0 when `id` is not live, `world` is NULL, or called from a
 *         callback of this world.
 */
HM_API int hm_world_remove(hm_world* world, uint32_t id) HM_NOEXCEPT;

/**
 * Sets an entry's collision filter. Two entries can collide only when
 * `(a.layers & b.collides_with) != 0 && (b.layers & a.collides_with) != 0`.
 * @param world         The world.
 * @param id            The entry's id.
 * @param layers        The layer bits the entry is on (a new entry: 1).
 * @param collides_with The layer bits it collides with (a new entry: 0xFFFFFFFF).
 * @return 1 when set; 0 when `id` is not live, `world` is NULL, or called from a
 *         callback of this world.
 */
HM_API int hm_world_set_layers(hm_world* world, uint32_t id, uint32_t layers,
                               uint32_t collides_with) HM_NOEXCEPT;

/**
 * Whether an id belongs to a live entry.
 * @param world The world.
 * @param id    The id.
 * @return 1 when live; 0 otherwise (a removed entry's id, ::HM_INVALID_ID) or when
 *         `world` is NULL.
 */
HM_API int hm_world_contains(const hm_world* world, uint32_t id) HM_NOEXCEPT;

/**
 * Attaches the caller's pointer to an entry (say, the game object it stands for), to
 * read back with hm_world_user_data() in callbacks. The world never reads it.
 * @param world     The world.
 * @param id        The entry's id.
 * @param user_data Any pointer, NULL included (a new entry's).
 * @return 1 when set; 0 when `id` is not live, `world` is NULL, or called from a
 *         callback of this world.
 */
HM_API int hm_world_set_user_data(hm_world* world, uint32_t id, void* user_data) HM_NOEXCEPT;

/**
 * The pointer hm_world_set_user_data() attached to an entry.
 * @param world The world.
 * @param id    The entry's id.
 * @return The pointer (NULL for a new entry); NULL when `id` is not live or `world` is NULL.
 */
HM_API void* hm_world_user_data(const hm_world* world, uint32_t id) HM_NOEXCEPT;

/**
 * Where an entry's mask lies: its top-left in world pixels.
 * @param world The world.
 * @param id    The entry's id.
 * @param x     Receives the left edge; may be NULL.
 * @param y     Receives the top edge; may be NULL.
 * @return 1, or 0 (and nothing written) when `id` is not live or `world` is NULL.
 */
HM_API int hm_world_position(const hm_world* world, uint32_t id, int* x, int* y) HM_NOEXCEPT;

/**
 * An entry's mask, as given to hm_world_add() or hm_world_set_mask().
 * @param world The world.
 * @param id    The entry's id.
 * @return The mask, valid while the entry uses it (do not free it through this
 *         pointer); NULL when `id` is not live or `world` is NULL.
 */
HM_API const hm_mask* hm_world_mask(const hm_world* world, uint32_t id) HM_NOEXCEPT;

/**
 * An entry's collision filter (see hm_world_set_layers()).
 * @param world         The world.
 * @param id            The entry's id.
 * @param layers        Receives the layer bits the entry is on; may be NULL.
 * @param collides_with Receives the layer bits it collides with; may be NULL.
 * @return 1, or 0 (and nothing written) when `id` is not live or `world` is NULL.
 */
HM_API int hm_world_layers(const hm_world* world, uint32_t id, uint32_t* layers,
                           uint32_t* collides_with) HM_NOEXCEPT;

/**
 * Hands every live entry's id to `entry`, in slot order (see HM_ID_SLOT()).
 * @param world The world.
 * @param entry Called once per entry; NULL only counts them. It must not change the
 *              world: calls that would are refused while it runs.
 * @param user  Passed to `entry` as is.
 * @return The number of entries; 0 when `world` is NULL; -1 when called from a
 *         callback of this world.
 */
HM_API long long hm_world_entries(hm_world* world, hm_id_callback entry, void* user) HM_NOEXCEPT;

/**
 * The world's cell size.
 * @param world The world.
 * @return The cell size in pixels (at least 4); 0 when `world` is NULL.
 */
HM_API int hm_world_cell_size(const hm_world* world) HM_NOEXCEPT;

/**
 * The number of live entries.
 * @param world The world.
 * @return The count; 0 when `world` is NULL.
 */
HM_API long long hm_world_size(const hm_world* world) HM_NOEXCEPT;

#ifdef __cplusplus
}
#endif

#endif /* HITMASK_HITMASK_WORLD_H */
