/* SPDX-License-Identifier: MIT */
/**
 * @file hitmask.h
 * @brief The C API of Hitmask: load HMSK files, test masks for collision, run a World.
 *
 * For C games and for any language with a foreign function interface (C#, Rust, Lua,
 * Zig, Python ctypes): link `hitmask::c` (CMake) or `-lhitmask`, or dlopen()
 * `libhitmask.so.0` and look the functions up by name. Only the `hm_*` functions below
 * are exported; everything is C99 and compiles as C++ too.
 *
 * Conventions, the same for every function:
 * - A NULL pointer, a negative size or an index out of range is refused, never a crash:
 *   the function returns 0, NULL, -1 or ::HM_INVALID_ID as its documentation says, and
 *   changes nothing. Output pointers (such as `x` and `y`) are required as well.
 * - An `error` buffer receives a message when a load fails: always NUL-terminated and cut
 *   to fit `error_size` bytes (nothing is written when `error_size` is 0); `error` may be
 *   NULL. Out of memory is reported as "out of memory", never as an exception.
 * - `(dx, dy)` is where b's top-left corner lies in a's coordinates, and results are in
 *   a's coordinates. Any int offset is safe, far outside included.
 * - Objects are not locked: use one object from one thread at a time. Masks that nothing
 *   changes may be read (collided, queried) from several threads at once.
 *
 * Lifetimes: a world entry refers to its mask, it does not copy it. The mask stays valid
 * as long as an entry uses it: hm_mask_free() or hm_file_free() while entries still use
 * one of the masks only drops the caller's handle, and the memory goes when the last
 * entry does (hm_world_remove(), hm_world_set_mask() to another mask, hm_world_free()).
 * A mask changed with hm_mask_set() while in a world must be passed to
 * hm_world_set_mask() again so the world rereads its bounds.
 */
#ifndef HITMASK_HITMASK_H
#define HITMASK_HITMASK_H

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
 * Receives one colliding pair from hm_world_collisions(). It must return normally:
 * no longjmp (a Lua error: catch it with pcall inside) and no C++ exception out of it.
 * @param first  The entry of the pair with the lower id.
 * @param second The entry with the higher id.
 * @param user   The `user` pointer given to hm_world_collisions().
 */
typedef void (*hm_pair_callback)(uint32_t first, uint32_t second, void* user);

/**
 * Receives one entry from a query, hm_world_entries() or hm_world_collisions_of(). It
 * must return normally, as an ::hm_pair_callback must.
 * @param id   The entry's id.
 * @param user The `user` pointer given to the function that calls it.
 */
typedef void (*hm_id_callback)(uint32_t id, void* user);

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
 * The library's version.
 * @return "major.minor.patch", for example "0.2.0"; a static string.
 */
HM_API const char* hm_version(void) HM_NOEXCEPT;

/* ---------------------------------------------------------------- HMSK files */

/**
 * Loads an HMSK file (versions 1 and 2) from disk.
 * @param path       The file's path, NUL-terminated.
 * @param error      Receives why, on failure: "cannot open PATH: reason",
 *                   "cannot read PATH: reason" (reading stops past 1 GiB, more than
 *                   any HMSK file holds), or the reader's own message for a file that
 *                   is not a valid HMSK file (for example "not an HMSK file (bad magic)").
 *                   May be NULL.
 * @param error_size Bytes available at `error`, NUL included.
 * @return The file, to free with hm_file_free(), or NULL on failure.
 */
HM_API hm_file* hm_file_load(const char* path, char* error, size_t error_size) HM_NOEXCEPT;

/**
 * Loads an HMSK file from memory. The bytes are not kept after the call.
 * @param data       The file's bytes; may be NULL only when `size` is 0 (then fails).
 * @param size       The number of bytes at `data`.
 * @param error      Receives the reader's message on failure. May be NULL.
 * @param error_size Bytes available at `error`, NUL included.
 * @return The file, to free with hm_file_free(), or NULL on failure.
 */
HM_API hm_file* hm_file_load_memory(const void* data, size_t size, char* error,
                                    size_t error_size) HM_NOEXCEPT;

/**
 * Frees a file and, once no world entry uses them any more, its masks.
 * @param file The file; NULL does nothing.
 */
HM_API void hm_file_free(hm_file* file) HM_NOEXCEPT;

/**
 * The file format version the file was written in.
 * @param file The file.
 * @return 1 or 2; 0 when `file` is NULL.
 */
HM_API int hm_file_version(const hm_file* file) HM_NOEXCEPT;

/**
 * How the file's payloads were encoded.
 * @param file The file.
 * @return "bytes", "rle" or "bits" (static strings); NULL when `file` is NULL.
 */
HM_API const char* hm_file_encoding(const hm_file* file) HM_NOEXCEPT;

/**
 * The number of frames.
 * @param file The file.
 * @return At least 1; 0 when `file` is NULL.
 */
HM_API int hm_file_frames(const hm_file* file) HM_NOEXCEPT;

/**
 * The number of channels, the same in every frame.
 * @param file The file.
 * @return At least 1; 0 when `file` is NULL.
 */
HM_API int hm_file_channels(const hm_file* file) HM_NOEXCEPT;

/**
 * A channel's name; channel 0 is the collision mask ("solid" unless renamed).
 * @param file    The file.
 * @param channel The channel's index, 0 to hm_file_channels() - 1.
 * @return The UTF-8 name, owned by the file; NULL when out of range.
 */
HM_API const char* hm_file_channel_name(const hm_file* file, int channel) HM_NOEXCEPT;

/**
 * The index of the channel called `name` (exactly, case-sensitive).
 * @param file The file.
 * @param name The channel's name, NUL-terminated.
 * @return The index, or -1 when there is no such channel or an argument is NULL.
 */
HM_API int hm_file_channel_index(const hm_file* file, const char* name) HM_NOEXCEPT;

/**
 * A frame's width: every channel of a frame has the frame's size.
 * @param file  The file.
 * @param frame The frame's index, 0 to hm_file_frames() - 1.
 * @return The width in pixels; 0 when out of range.
 */
HM_API int hm_file_frame_width(const hm_file* file, int frame) HM_NOEXCEPT;

/**
 * A frame's height.
 * @param file  The file.
 * @param frame The frame's index, 0 to hm_file_frames() - 1.
 * @return The height in pixels; 0 when out of range.
 */
HM_API int hm_file_frame_height(const hm_file* file, int frame) HM_NOEXCEPT;

/**
 * One mask of a frame.
 * @param file    The file.
 * @param frame   The frame's index, 0 to hm_file_frames() - 1.
 * @param channel The channel's index, 0 to hm_file_channels() - 1 (0: the collision mask).
 * @return The mask, owned by the file (do not free it); NULL when out of range.
 */
HM_API const hm_mask* hm_file_mask(const hm_file* file, int frame, int channel) HM_NOEXCEPT;

/**
 * A frame's origin: the sprite's pivot in the frame's pixels, so that the frame's
 * top-left goes at (object x - origin x, object y - origin y).
 * @param file  The file.
 * @param frame The frame's index, 0 to hm_file_frames() - 1.
 * @param x     Receives the origin's x (may be negative).
 * @param y     Receives the origin's y (may be negative).
 * @return 1, or 0 (and nothing written) when out of range or a pointer is NULL.
 */
HM_API int hm_file_origin(const hm_file* file, int frame, int* x, int* y) HM_NOEXCEPT;

/* ---------------------------------------------------------------- Masks */

/**
 * An all-empty mask.
 * @param width  Width in pixels, 0 or more.
 * @param height Height in pixels, 0 or more (a mask with a zero side is 0 x 0).
 * @return The mask, to free with hm_mask_free(); NULL when a size is negative or the
 *         mask would take more than 1 GiB.
 */
HM_API hm_mask* hm_mask_new(int width, int height) HM_NOEXCEPT;

/**
 * A mask from 8-bit RGBA pixels: solid where alpha > `threshold`.
 * @param rgba      The top row's first pixel: R, G, B, A bytes per pixel.
 * @param width     Width in pixels, 0 or more.
 * @param height    Height in pixels, 0 or more.
 * @param stride    Bytes from one row to the next, at least 4 x width in size; negative
 *                  for bottom-up images (`rgba` still points at the top row).
 * @param threshold Alpha at or below which a pixel is empty (0: any alpha is solid).
 * @return The mask, to free with hm_mask_free(); NULL when `rgba` is NULL, a size is
 *         negative, the stride is too small, or the mask would take more than 1 GiB.
 */
HM_API hm_mask* hm_mask_from_rgba(const uint8_t* rgba, int width, int height, ptrdiff_t stride,
                                  uint8_t threshold) HM_NOEXCEPT;

/**
 * Frees a mask made by hm_mask_new() or hm_mask_from_rgba(). While world entries still
 * use it, it stays valid for them and goes with the last one.
 * @param mask The mask; NULL does nothing. Never pass a mask from hm_file_mask().
 */
HM_API void hm_mask_free(hm_mask* mask) HM_NOEXCEPT;

/**
 * The mask's width.
 * @param mask The mask.
 * @return The width in pixels; 0 when `mask` is NULL.
 */
HM_API int hm_mask_width(const hm_mask* mask) HM_NOEXCEPT;

/**
 * The mask's height.
 * @param mask The mask.
 * @return The height in pixels; 0 when `mask` is NULL.
 */
HM_API int hm_mask_height(const hm_mask* mask) HM_NOEXCEPT;

/**
 * Whether one pixel is solid.
 * @param mask The mask.
 * @param x    The pixel's column.
 * @param y    The pixel's row.
 * @return 1 when solid; 0 when empty, outside the mask, or `mask` is NULL.
 */
HM_API int hm_mask_get(const hm_mask* mask, int x, int y) HM_NOEXCEPT;

/**
 * Makes one pixel solid or empty. A mask in a world: pass it to hm_world_set_mask()
 * again after editing.
 * @param mask  The mask.
 * @param x     The pixel's column.
 * @param y     The pixel's row.
 * @param solid Non-zero for solid, 0 for empty.
 * @return 1 when set; 0 when outside the mask or `mask` is NULL.
 */
HM_API int hm_mask_set(hm_mask* mask, int x, int y, int solid) HM_NOEXCEPT;

/**
 * The number of solid pixels.
 * @param mask The mask.
 * @return The count; 0 when `mask` is NULL.
 */
HM_API long long hm_mask_count(const hm_mask* mask) HM_NOEXCEPT;

/* ---------------------------------------------------------------- Collision tests */

/**
 * Whether at least one pixel is solid in both masks, b's top-left at (dx, dy) in a.
 * @param a  The first mask.
 * @param b  The second mask.
 * @param dx Where b's left edge lies in a's coordinates.
 * @param dy Where b's top edge lies in a's coordinates.
 * @return 1 when they overlap; 0 when not or a mask is NULL.
 */
HM_API int hm_overlaps(const hm_mask* a, const hm_mask* b, int dx, int dy) HM_NOEXCEPT;

/**
 * The number of pixels solid in both masks, b's top-left at (dx, dy) in a.
 * @param a  The first mask.
 * @param b  The second mask.
 * @param dx Where b's left edge lies in a's coordinates.
 * @param dy Where b's top edge lies in a's coordinates.
 * @return The pixel count; 0 when they do not overlap or a mask is NULL.
 */
HM_API long long hm_overlap_area(const hm_mask* a, const hm_mask* b, int dx, int dy) HM_NOEXCEPT;

/**
 * The topmost, then leftmost pixel solid in both masks, b's top-left at (dx, dy) in a.
 * @param a  The first mask.
 * @param b  The second mask.
 * @param dx Where b's left edge lies in a's coordinates.
 * @param dy Where b's top edge lies in a's coordinates.
 * @param x  Receives the pixel's column in a's coordinates when found.
 * @param y  Receives the pixel's row in a's coordinates when found.
 * @return 1 when found; 0 (nothing written) when they do not overlap or a pointer is NULL.
 */
HM_API int hm_first_contact(const hm_mask* a, const hm_mask* b, int dx, int dy, int* x,
                            int* y) HM_NOEXCEPT;

/* ---------------------------------------------------------------- World */

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
 * @param x     Receives the left edge.
 * @param y     Receives the top edge.
 * @return 1, or 0 (and nothing written) when `id` is not live or a pointer is NULL.
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
 * @param layers        Receives the layer bits the entry is on.
 * @param collides_with Receives the layer bits it collides with.
 * @return 1, or 0 (and nothing written) when `id` is not live or a pointer is NULL.
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
 * An upper bound on the box tests the next hm_world_collisions() will make, so that a
 * caller can refuse a world that would take quadratic time (thousands of entries piled
 * on one spot) before asking. Costs the grid's rebuild, which the next question reuses.
 * @param world The world.
 * @return The bound; 0 when `world` is NULL; -1 when out of memory or called from a
 *         callback of this world.
 */
HM_API long long hm_world_candidate_pairs(hm_world* world) HM_NOEXCEPT;

/**
 * The number of live entries.
 * @param world The world.
 * @return The count; 0 when `world` is NULL.
 */
HM_API long long hm_world_size(const hm_world* world) HM_NOEXCEPT;

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
 * `layers` count. hm_world_query_mask() can leave one entry out.
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
 * Like hm_world_query(), leaving out one entry (say, the one asking).
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
 * @param hit_x   Receives the hit pixel's column when something is hit.
 * @param hit_y   Receives the hit pixel's row when something is hit.
 * @return The id hit; ::HM_INVALID_ID (nothing written) when nothing is hit, a pointer is
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
 * @param x     Receives the pixel's column in world pixels when found.
 * @param y     Receives the pixel's row in world pixels when found.
 * @return 1 when found; 0 (nothing written) when they do not overlap, an id is not live,
 *         or a pointer is NULL.
 */
HM_API int hm_world_first_contact(const hm_world* world, uint32_t a, uint32_t b, int* x,
                                  int* y) HM_NOEXCEPT;

#ifdef __cplusplus
}
#endif

#endif /* HITMASK_HITMASK_H */
