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
 * Pivots: every entry has a position P (its pivot, in world pixels) and an origin O (the
 * pivot's place inside its mask, in the mask's pixels; it may be negative or outside the
 * mask), and its mask's top-left lies at P - O. hm_world_add() places a mask by its
 * top-left (O = 0, 0); hm_world_add_frame() places an HMSK frame by its origin, and
 * hm_world_set_frame() changes the frame (a rotation, an animation) keeping the pivot
 * where it is, so a sprite drawn at its pivot and its mask never drift apart.
 * hm_world_move() and hm_world_position() speak of P. Everything the world answers
 * (pairs, queries, contacts) is in world pixels.
 *
 * Errors: each function sets hm_last_error() (hitmask_common.h): ::HM_ERROR_STALE_ID
 * for an id that is not live, ::HM_ERROR_IN_CALLBACK for a change refused while a
 * callback of the world runs, ::HM_ERROR_ARGUMENT for a NULL pointer or an index out of
 * range. The World's questions (pairs, contact events, queries) are in
 * hitmask_world_queries.h, their buffer forms in hitmask_world_buffers.h.
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
 * Adds an entry placed by its pivot: `mask`'s pixel (origin_x, origin_y) lies at world
 * pixel (x, y), so the mask's top-left is at (x - origin_x, y - origin_y). Otherwise as
 * hm_world_add(), which is this with origin (0, 0).
 * @param world    The world.
 * @param mask     The entry's mask.
 * @param origin_x The pivot's column in the mask's pixels (may be negative or past the
 *                 mask).
 * @param origin_y The pivot's row in the mask's pixels.
 * @param x        The pivot's column in world pixels.
 * @param y        The pivot's row in world pixels.
 * @return The entry's id; ::HM_INVALID_ID as hm_world_add() fails.
 */
HM_API uint32_t hm_world_add_origin(hm_world* world, const hm_mask* mask, int origin_x,
                                    int origin_y, int x, int y) HM_NOEXCEPT;

/**
 * Adds an entry from an HMSK frame, placed by the frame's origin (its pivot): the mask
 * is the frame's mask of `channel`, the origin the frame's (hm_file_origin()), and the
 * pivot lies at world pixel (x, y), where the game draws the sprite. The entry keeps
 * the file's mask valid until it leaves, even after hm_file_free().
 * @param world   The world.
 * @param file    The file.
 * @param frame   The frame's index, 0 to hm_file_frames() - 1.
 * @param channel The channel's index, 0 to hm_file_channels() - 1 (0: the collision mask).
 * @param x       The pivot's column in world pixels.
 * @param y       The pivot's row in world pixels.
 * @return The entry's id; ::HM_INVALID_ID when a pointer is NULL, `frame` or `channel`
 *         is out of range (::HM_ERROR_ARGUMENT), or as hm_world_add() fails.
 */
HM_API uint32_t hm_world_add_frame(hm_world* world, const hm_file* file, int frame, int channel,
                                   int x, int y) HM_NOEXCEPT;

/**
 * Moves an entry: sets its position (its pivot; the mask's top-left for an entry added
 * by hm_world_add()). Its origin stays.
 * @param world The world.
 * @param id    The entry's id.
 * @param x     The new position's column in world pixels.
 * @param y     The new position's row in world pixels.
 * @return 1 when moved; 0 when `id` is not live, `world` is NULL, or called from a
 *         callback of this world.
 */
HM_API int hm_world_move(hm_world* world, uint32_t id, int x, int y) HM_NOEXCEPT;

/**
 * Gives an entry another mask (another animation or rotation frame), or the same mask
 * again after editing it. Its position and origin stay (so the mask's top-left does);
 * hm_world_set_frame() changes the origin with the mask.
 * @param world The world.
 * @param id    The entry's id.
 * @param mask  The new mask.
 * @return 1 when done; 0 when `id` is not live, a pointer is NULL, or called from a
 *         callback of this world.
 */
HM_API int hm_world_set_mask(hm_world* world, uint32_t id, const hm_mask* mask) HM_NOEXCEPT;

/**
 * Gives an entry another mask with its own origin, keeping the entry's position (the
 * pivot): hm_world_set_frame() for a mask that is not in an ::hm_file, such as one made
 * by hm_mask_from_bits() in a binding. The mask's top-left moves to the position minus
 * the new origin.
 * @param world    The world.
 * @param id       The entry's id.
 * @param mask     The new mask.
 * @param origin_x The pivot's column inside the mask (may lie outside it).
 * @param origin_y The pivot's row inside the mask.
 * @return 1 when done; 0 when `id` is not live, a pointer is NULL, or called from a
 *         callback of this world.
 */
HM_API int hm_world_set_mask_origin(hm_world* world, uint32_t id, const hm_mask* mask, int origin_x,
                                    int origin_y) HM_NOEXCEPT;

/**
 * Gives an entry another HMSK frame (the next animation or rotation frame): its mask
 * becomes the frame's mask of `channel` and its origin the frame's, while its position,
 * the pivot, stays. The mask's top-left moves by the old origin minus the new one, so a
 * rotating ship's mask stays centred on the ship.
 * @param world   The world.
 * @param id      The entry's id.
 * @param file    The file.
 * @param frame   The frame's index, 0 to hm_file_frames() - 1.
 * @param channel The channel's index, 0 to hm_file_channels() - 1.
 * @return 1 when done; 0 when `id` is not live, a pointer is NULL, `frame` or `channel`
 *         is out of range, or called from a callback of this world.
 */
HM_API int hm_world_set_frame(hm_world* world, uint32_t id, const hm_file* file, int frame,
                              int channel) HM_NOEXCEPT;

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
 * Where an entry is: its position (its pivot) in world pixels, as last given to
 * hm_world_add*() or hm_world_move(). Its mask's top-left lies at position - origin
 * (see hm_world_origin()); for an entry added by hm_world_add() the two agree.
 * @param world The world.
 * @param id    The entry's id.
 * @param x     Receives the position's column; may be NULL.
 * @param y     Receives the position's row; may be NULL.
 * @return 1, or 0 (and nothing written) when `id` is not live or `world` is NULL.
 */
HM_API int hm_world_position(const hm_world* world, uint32_t id, int* x, int* y) HM_NOEXCEPT;

/**
 * An entry's origin: where its pivot lies in its mask's pixels (0, 0 for an entry added
 * by hm_world_add(); the frame's origin after hm_world_add_frame() or
 * hm_world_set_frame()).
 * @param world The world.
 * @param id    The entry's id.
 * @param x     Receives the origin's column; may be NULL.
 * @param y     Receives the origin's row; may be NULL.
 * @return 1, or 0 (and nothing written) when `id` is not live or `world` is NULL.
 */
HM_API int hm_world_origin(const hm_world* world, uint32_t id, int* x, int* y) HM_NOEXCEPT;

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
