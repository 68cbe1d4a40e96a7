/* SPDX-License-Identifier: MIT */
/**
 * @file hitmask_mask.h
 * @brief Masks and the per-pixel tests between two of them: making, reading and editing a
 * mask, and whether, how much and where two masks overlap.
 */
#ifndef HITMASK_HITMASK_MASK_H
#define HITMASK_HITMASK_MASK_H

#include "hitmask_common.h"

#ifdef __cplusplus
extern "C" {
#endif

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
 * A mask from packed bits, 8 pixels a byte, least significant bit first: pixel (x, y) is
 * solid when `bits[y * stride + x / 8] >> (x % 8) & 1` (the layout of pygame's and
 * most bit-array masks' rows, and of an FFI's byte buffer).
 * @param bits   The top row's first byte; may be NULL only when the mask is empty.
 * @param width  Width in pixels, 0 or more.
 * @param height Height in pixels, 0 or more.
 * @param stride Bytes from one row to the next, at least (width + 7) / 8 in size;
 *               negative for bottom-up rows (`bits` still points at the top row).
 * @return The mask, to free with hm_mask_free(); NULL when `bits` is NULL for a mask
 *         with pixels, a size is negative, the stride is too small
 *         (::HM_ERROR_ARGUMENT), or the mask would take more than 1 GiB
 *         (::HM_ERROR_LIMIT).
 */
HM_API hm_mask* hm_mask_from_bits(const uint8_t* bits, int width, int height,
                                  ptrdiff_t stride) HM_NOEXCEPT;

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
 * @param x  Receives the pixel's column in a's coordinates when found; may be NULL.
 * @param y  Receives the pixel's row in a's coordinates when found; may be NULL.
 * @return 1 when found; 0 (nothing written) when they do not overlap or a mask is NULL.
 */
HM_API int hm_first_contact(const hm_mask* a, const hm_mask* b, int dx, int dy, int* x,
                            int* y) HM_NOEXCEPT;

/**
 * How far b must move to stop overlapping a (push-out), as hm_separation() and
 * hm_world_separation() fill it. Named with `_t` because C gives types and functions
 * one namespace, and the function has the plain name.
 */
typedef struct hm_separation_t {
    int left;   /**< The fewest whole pixels b must move left, alone, to stop overlapping. */
    int right;  /**< The same, moving right. */
    int up;     /**< The same, moving up. */
    int down;   /**< The same, moving down. */
    int push_x; /**< The shortest of the four as b's move: x of (-left, 0), (right, 0)... */
    int push_y; /**< ...(0, -up) or (0, down); ties go left, right, up, down; 0 when apart. */
} hm_separation_t;

/**
 * Push-out: the fewest whole pixels b, its top-left at (dx, dy) in a, must move left,
 * right, up or down (each direction on its own) to stop overlapping a, and the shortest
 * of them as a move vector for b (what a platformer's collision response applies).
 * @param a   The first mask (the one staying put).
 * @param b   The second mask (the one pushed out).
 * @param dx  Where b's left edge lies in a's coordinates; any int.
 * @param dy  Where b's top edge lies in a's coordinates; any int.
 * @param out Receives the four distances and the push; all 0 when they do not overlap.
 *            Must not be NULL.
 * @return 1 when they overlap; 0 when not (`out` all zero); -1 when a pointer is NULL
 *         (nothing written) or out of memory.
 */
HM_API int hm_separation(const hm_mask* a, const hm_mask* b, int dx, int dy,
                         hm_separation_t* out) HM_NOEXCEPT;

/**
 * The pixels solid in both masks, b's top-left at (dx, dy) in a, as a new mask of a's
 * size (what a hit flash, a paint splat or a damage count works from).
 * @param a  The first mask; the result has its size and coordinates.
 * @param b  The second mask.
 * @param dx Where b's left edge lies in a's coordinates; any int.
 * @param dy Where b's top edge lies in a's coordinates; any int.
 * @return The mask, to free with hm_mask_free() (all empty when they do not overlap);
 *         NULL when a mask is NULL or out of memory.
 */
HM_API hm_mask* hm_overlap_mask(const hm_mask* a, const hm_mask* b, int dx, int dy) HM_NOEXCEPT;

#ifdef __cplusplus
}
#endif

#endif /* HITMASK_HITMASK_MASK_H */
