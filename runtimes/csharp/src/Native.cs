// SPDX-License-Identifier: MIT
// The C API of libhitmask (core/include/hitmask/hitmask_*.h) as P/Invoke declarations: the
// one place the binding crosses into native code, with no callback crossing back.
using System;
using System.Runtime.InteropServices;

namespace Hitmask
{
    internal static unsafe class Native
    {
        private const string Lib = "hitmask";
        private const CallingConvention Cdecl = CallingConvention.Cdecl;

        // Errors and version (hitmask_common.h).
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern IntPtr hm_version();
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int hm_version_number();
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int hm_last_error();
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern IntPtr hm_last_error_message();

        // Files (hitmask_file.h). Paths go as UTF-8 bytes, NUL-terminated, on every platform.
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern FileHandle hm_file_load(byte[] path, byte* error, UIntPtr errorSize);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern FileHandle hm_file_load_memory(byte* data, UIntPtr size, byte* error,
                                                              UIntPtr errorSize);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern void hm_file_free(IntPtr file);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int hm_file_version(FileHandle file);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern IntPtr hm_file_encoding(FileHandle file);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int hm_file_frames(FileHandle file);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int hm_file_channels(FileHandle file);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern IntPtr hm_file_channel_name(FileHandle file, int channel);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int hm_file_frame_width(FileHandle file, int frame);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int hm_file_frame_height(FileHandle file, int frame);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern IntPtr hm_file_mask(FileHandle file, int frame, int channel);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int hm_file_origin(FileHandle file, int frame, out int x, out int y);

        // Masks (hitmask_mask.h). The per-pair tests take raw pointers: Mask keeps itself
        // alive across them (GC.KeepAlive), which spares the hot path SafeHandle's ref counts.
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern MaskHandle hm_mask_new(int width, int height);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern MaskHandle hm_mask_from_rgba(byte* rgba, int width, int height, IntPtr stride,
                                                            byte threshold);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern MaskHandle hm_mask_from_bits(byte* bits, int width, int height, IntPtr stride);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern void hm_mask_free(IntPtr mask);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int hm_mask_width(IntPtr mask);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int hm_mask_height(IntPtr mask);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int hm_mask_get(IntPtr mask, int x, int y);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int hm_mask_set(IntPtr mask, int x, int y, int solid);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern long hm_mask_count(IntPtr mask);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int hm_overlaps(IntPtr a, IntPtr b, int dx, int dy);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern long hm_overlap_area(IntPtr a, IntPtr b, int dx, int dy);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int hm_first_contact(IntPtr a, IntPtr b, int dx, int dy, out int x, out int y);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int hm_separation(IntPtr a, IntPtr b, int dx, int dy, out Separation result);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern MaskHandle hm_overlap_mask(IntPtr a, IntPtr b, int dx, int dy);

        // The World (hitmask_world.h), with raw pointers as for masks: World keeps itself
        // and the masks it passes alive across each call.
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern WorldHandle hm_world_new(int cellSize);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern void hm_world_free(IntPtr world);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern uint hm_world_add_origin(IntPtr world, IntPtr mask, int originX, int originY,
                                                        int x, int y);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern uint hm_world_add_frame(IntPtr world, IntPtr file, int frame, int channel,
                                                       int x, int y);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int hm_world_move(IntPtr world, uint id, int x, int y);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int hm_world_set_mask(IntPtr world, uint id, IntPtr mask);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int hm_world_set_mask_origin(IntPtr world, uint id, IntPtr mask, int originX,
                                                            int originY);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int hm_world_set_frame(IntPtr world, uint id, IntPtr file, int frame, int channel);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int hm_world_remove(IntPtr world, uint id);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int hm_world_set_layers(IntPtr world, uint id, uint layers, uint collidesWith);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int hm_world_contains(IntPtr world, uint id);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int hm_world_position(IntPtr world, uint id, out int x, out int y);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int hm_world_origin(IntPtr world, uint id, out int x, out int y);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int hm_world_layers(IntPtr world, uint id, out uint layers, out uint collidesWith);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern int hm_world_cell_size(IntPtr world);
        [DllImport(Lib, CallingConvention = Cdecl)] internal static extern long hm_world_size(IntPtr world);

        // The World's questions, in their buffer forms (hitmask_world_buffers.h).
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern long hm_world_collisions_into(IntPtr world, Pair* output, long capacity);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern long hm_world_step_into(IntPtr world, Contact* output, long capacity);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern long hm_world_collisions_of_into(IntPtr world, uint id, uint* output, long capacity);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern long hm_world_entries_into(IntPtr world, uint* output, long capacity);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern long hm_world_query_mask_into(IntPtr world, IntPtr mask, int x, int y, uint layers,
                                                             uint exclude, uint* output, long capacity);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern long hm_world_query_point_into(IntPtr world, int x, int y, uint layers, uint exclude,
                                                              uint* output, long capacity);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern long hm_world_query_rect_into(IntPtr world, int x, int y, int width, int height,
                                                             uint layers, uint exclude, uint* output, long capacity);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern long hm_world_move_many(IntPtr world, uint* ids, int* xy, long count);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern uint hm_world_query_segment(IntPtr world, int x0, int y0, int x1, int y1, uint layers,
                                                           uint exclude, out int hitX, out int hitY);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern long hm_world_overlap_area(IntPtr world, uint a, uint b);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int hm_world_first_contact(IntPtr world, uint a, uint b, out int x, out int y);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int hm_world_separation(IntPtr world, uint a, uint b, out Separation result);
    }
}
