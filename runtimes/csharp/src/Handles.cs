// SPDX-License-Identifier: MIT
// The native objects' owners and the binding's errors: SafeHandles that free files, masks
// and worlds once, in whatever order the garbage collector finalizes them, and the
// exceptions that carry the core's own message.
using System;
using System.Runtime.InteropServices;
using System.Text;

namespace Hitmask
{
    /// <summary>Owns an hm_file; frees it when released.</summary>
    internal sealed class FileHandle : SafeHandle
    {
        public FileHandle() : base(IntPtr.Zero, true) { }
        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
        protected override bool ReleaseHandle()
        {
            Native.hm_file_free(handle);
            return true;
        }
    }

    /// <summary>
    /// Owns an hm_mask, or, for a mask of a file, a reference on the file's handle: the
    /// file (which frees its masks) then outlives every Mask object handed out from it.
    /// </summary>
    internal sealed class MaskHandle : SafeHandle
    {
        private FileHandle _file;

        public MaskHandle() : base(IntPtr.Zero, true) { }

        internal MaskHandle(FileHandle file, IntPtr mask) : base(IntPtr.Zero, true)
        {
            bool added = false;
            file.DangerousAddRef(ref added);
            _file = file;
            SetHandle(mask);
        }

        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
        internal bool OfFile { get { return _file != null; } }

        protected override bool ReleaseHandle()
        {
            if (_file != null)
                _file.DangerousRelease();
            else
                Native.hm_mask_free(handle);
            return true;
        }
    }

    /// <summary>Owns an hm_world; frees it when released (its entries let go of their masks).</summary>
    internal sealed class WorldHandle : SafeHandle
    {
        public WorldHandle() : base(IntPtr.Zero, true) { }
        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
        protected override bool ReleaseHandle()
        {
            Native.hm_world_free(handle);
            return true;
        }
    }

    /// <summary>The C API's error codes (HM_ERROR_* of hitmask_common.h).</summary>
    public enum ErrorCode
    {
        /// <summary>HM_OK: no error.</summary>
        None = 0,
        /// <summary>An argument was refused (NULL, negative size, index out of range).</summary>
        Argument = 1,
        /// <summary>A world id was not live: removed, never handed out, or World.NoId.</summary>
        StaleId = 2,
        /// <summary>Called from one of the world's own callbacks.</summary>
        InCallback = 3,
        /// <summary>Out of memory.</summary>
        Memory = 4,
        /// <summary>Past one of the library's limits (1,048,575 entries, a 1 GiB mask).</summary>
        Limit = 5,
        /// <summary>A file could not be read or is not a valid HMSK file.</summary>
        File = 6,
    }

    /// <summary>A failure of the native library, with its code and its own message.</summary>
    public class HmskException : Exception
    {
        /// <summary>What kind of failure, as the C API's hm_last_error() says.</summary>
        public ErrorCode Code { get; private set; }

        public HmskException(ErrorCode code, string message) : base(message) { Code = code; }

        /// <summary>The calling thread's last error of the library, as an exception.</summary>
        internal static HmskException Last()
        {
            var code = (ErrorCode)Native.hm_last_error();
            string message = Utf8.Read(Native.hm_last_error_message());
            if (code == ErrorCode.StaleId)
                return new StaleIdException(message);
            return new HmskException(code, message);
        }
    }

    /// <summary>
    /// A world id that is not live (removed, never handed out, or World.NoId), from a
    /// strict world's calls and from the getters that have no answer to give for one.
    /// </summary>
    public sealed class StaleIdException : HmskException
    {
        public StaleIdException(string message) : base(ErrorCode.StaleId, message) { }

        internal static StaleIdException For(string call, uint id)
        {
            return new StaleIdException(string.Format("World.{0}: id 0x{1:x8} is not live", call, id));
        }
    }

    /// <summary>UTF-8 strings to and from the library, the same on every platform.</summary>
    internal static unsafe class Utf8
    {
        internal static string Read(IntPtr text)
        {
            if (text == IntPtr.Zero)
                return null;
            byte* start = (byte*)text;
            int length = 0;
            while (start[length] != 0)
                length++;
            return Encoding.UTF8.GetString(start, length);
        }

        internal static byte[] Terminated(string text)
        {
            int length = Encoding.UTF8.GetByteCount(text);
            var bytes = new byte[length + 1];
            Encoding.UTF8.GetBytes(text, 0, text.Length, bytes, 0);
            return bytes;
        }
    }
}
