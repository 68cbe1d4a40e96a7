/* SPDX-License-Identifier: MIT */
/**
 * @file hitmask_file.h
 * @brief HMSK files: loading them from disk or memory, and reading their frames, channels,
 * masks and origins.
 */
#ifndef HITMASK_HITMASK_FILE_H
#define HITMASK_HITMASK_FILE_H

#include "hitmask_common.h"

/**
 * @name HMSK limits
 * The HMSK format's limits (docs/hmsk-format.md, Limits): a file past any of them is
 * refused, with the reader's message, before any mask is allocated. The same numbers as
 * the C++ core's kHmsk* constants and the Python and JavaScript runtimes' constants.
 * @{
 */
/** Frames in a file (the header's u16 frame count). */
#define HM_HMSK_MAX_FRAMES 65535u
/** Channels in a file (the header's u16 channel count). */
#define HM_HMSK_MAX_CHANNELS 65535u
/** Bytes of one channel name (its u8 length). */
#define HM_HMSK_MAX_NAME_BYTES 255u
/** A frame's width or height, in pixels (2^30). */
#define HM_HMSK_MAX_SIDE 1073741824u
/** Pixels of one frame, width x height (2^28). */
#define HM_HMSK_MAX_FRAME_PIXELS 268435456u
/** Pixels summed over every frame and channel (2^28). */
#define HM_HMSK_MAX_PIXELS 268435456u
/** Rows summed over every frame and channel: height x channels per frame (2^23). */
#define HM_HMSK_MAX_ROWS 8388608u
/** Masks in a file: frames x channels (2^20). */
#define HM_HMSK_MAX_MASKS 1048576u
/** Bytes of a whole file (320 MiB): hm_file_load() refuses a larger file unread. */
#define HM_HMSK_MAX_FILE_BYTES 335544320u
/** @} */

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Loads an HMSK file (versions 1 and 2) from disk.
 * @param path       The file's path, NUL-terminated.
 * @param error      Receives why, on failure: "cannot open PATH: reason",
 *                   "cannot read PATH: reason" (a device, pipe or directory is refused
 *                   before it is opened, and a file over HM_HMSK_MAX_FILE_BYTES (320
 *                   MiB), more than any HMSK file holds, before it is read), or the
 *                   reader's own message for a
 *                   file that is not a valid HMSK file (for example "not an HMSK file
 *                   (bad magic)").
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
 * @param x     Receives the origin's x (may be negative); may be NULL.
 * @param y     Receives the origin's y (may be negative); may be NULL.
 * @return 1, or 0 (and nothing written) when out of range or `file` is NULL.
 */
HM_API int hm_file_origin(const hm_file* file, int frame, int* x, int* y) HM_NOEXCEPT;

#ifdef __cplusplus
}
#endif

#endif /* HITMASK_HITMASK_FILE_H */
