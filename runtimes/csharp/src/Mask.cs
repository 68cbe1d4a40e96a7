// SPDX-License-Identifier: MIT
// Collision masks: making and reading them, and the per-pixel tests between two of them
// (whether, how much, where and how far they overlap).
using System;
using System.Runtime.InteropServices;

namespace Hitmask
{
    /// <summary>
    /// A width x height grid of pixels, each solid or empty. A mask made here is freed by
    /// Dispose (or the garbage collector); a file's mask (Frame.Mask) belongs to its file,
    /// is read-only and goes with it. World entries keep their masks alive on the native
    /// side, so disposing a mask still in a world is safe.
    /// </summary>
    public sealed unsafe class Mask : IDisposable
    {
        internal readonly MaskHandle Handle;
        private readonly int _width;
        private readonly int _height;

        internal Mask(MaskHandle handle)
        {
            if (handle == null || handle.IsInvalid)
                throw HmskException.Last();
            Handle = handle;
            _width = Native.hm_mask_width(handle.DangerousGetHandle());
            _height = Native.hm_mask_height(handle.DangerousGetHandle());
        }

        /// <summary>An all-empty mask (a zero side makes it 0 x 0).</summary>
        public Mask(int width, int height) : this(NewHandle(width, height)) { }

        private static MaskHandle NewHandle(int width, int height)
        {
            if (width < 0)
                throw new ArgumentOutOfRangeException("width", width, "must be 0 or more");
            if (height < 0)
                throw new ArgumentOutOfRangeException("height", height, "must be 0 or more");
            return Native.hm_mask_new(width, height);
        }

        /// <summary>
        /// A mask from 8-bit RGBA pixels, solid where alpha &gt; threshold; rows are
        /// <paramref name="stride"/> bytes apart (0: 4 x width).
        /// </summary>
        public static Mask FromRgba(ReadOnlySpan<byte> rgba, int width, int height, byte threshold = 127,
                                    int stride = 0)
        {
            if (stride == 0)
                stride = width * 4;
            CheckBytes(rgba.Length, width * 4L, height, stride, "rgba");
            fixed (byte* data = &MemoryMarshal.GetReference(rgba))
                return new Mask(Native.hm_mask_from_rgba(data, width, height, new IntPtr(stride), threshold));
        }

        /// <summary>FromRgba over an array (the same answers).</summary>
        public static Mask FromRgba(byte[] rgba, int width, int height, byte threshold = 127, int stride = 0)
        {
            if (rgba == null)
                throw new ArgumentNullException("rgba");
            return FromRgba(new ReadOnlySpan<byte>(rgba), width, height, threshold, stride);
        }

        /// <summary>
        /// A mask from packed bits, 8 pixels a byte, least significant bit first; rows are
        /// <paramref name="stride"/> bytes apart (0: (width + 7) / 8).
        /// </summary>
        public static Mask FromBits(ReadOnlySpan<byte> bits, int width, int height, int stride = 0)
        {
            if (stride == 0)
                stride = (width + 7) / 8;
            CheckBytes(bits.Length, (width + 7L) / 8, height, stride, "bits");
            fixed (byte* data = &MemoryMarshal.GetReference(bits))
                return new Mask(Native.hm_mask_from_bits(data, width, height, new IntPtr(stride)));
        }

        /// <summary>FromBits over an array (the same answers).</summary>
        public static Mask FromBits(byte[] bits, int width, int height, int stride = 0)
        {
            if (bits == null)
                throw new ArgumentNullException("bits");
            return FromBits(new ReadOnlySpan<byte>(bits), width, height, stride);
        }

        // Refuses a buffer too short for its rows, which the library cannot see.
        private static void CheckBytes(int length, long rowBytes, int height, int stride, string name)
        {
            if (rowBytes < 0 || height < 0)
                throw new ArgumentOutOfRangeException(name, "a size is negative");
            if (stride < rowBytes)
                throw new ArgumentOutOfRangeException("stride", stride, "is less than a row's " + rowBytes + " bytes");
            long needed = height == 0 || rowBytes == 0 ? 0 : (height - 1L) * stride + rowBytes;
            if (length < needed)
                throw new ArgumentException(length + " bytes are too few for " + height + " rows of " + stride +
                                            " bytes", name);
        }

        /// <summary>Frees the mask now (a file's mask: drops this reference to the file).</summary>
        public void Dispose() { Handle.Dispose(); }

        // The native pointer for one call; the caller keeps this object alive across it.
        internal IntPtr Ptr
        {
            get
            {
                if (Handle.IsClosed)
                    throw new ObjectDisposedException("Mask");
                return Handle.DangerousGetHandle();
            }
        }

        public int Width { get { return _width; } }
        public int Height { get { return _height; } }

        /// <summary>Whether this mask belongs to a file (and cannot be changed).</summary>
        public bool IsReadOnly { get { return Handle.OfFile; } }

        /// <summary>A pixel: true when solid (false outside the mask). Setting one outside throws.</summary>
        public bool this[int x, int y]
        {
            get { return Get(x, y); }
            set { Set(x, y, value); }
        }

        /// <summary>Whether pixel (x, y) is solid; false outside the mask.</summary>
        public bool Get(int x, int y)
        {
            bool solid = Native.hm_mask_get(Ptr, x, y) != 0;
            GC.KeepAlive(this);
            return solid;
        }

        /// <summary>
        /// Makes pixel (x, y) solid or empty. A mask in a world: call World.SetMask again
        /// after editing it, so the world rereads its bounds.
        /// </summary>
        public void Set(int x, int y, bool solid)
        {
            if (IsReadOnly)
                throw new InvalidOperationException("a file's mask cannot be changed");
            if ((uint)x >= (uint)_width || (uint)y >= (uint)_height)
                throw new ArgumentOutOfRangeException(x < 0 || x >= _width ? "x" : "y",
                                                      "(" + x + ", " + y + ") is outside the " + _width + " x " +
                                                          _height + " mask");
            Native.hm_mask_set(Ptr, x, y, solid ? 1 : 0);
            GC.KeepAlive(this);
        }

        /// <summary>The number of solid pixels.</summary>
        public long Count
        {
            get
            {
                long count = Native.hm_mask_count(Ptr);
                GC.KeepAlive(this);
                return count;
            }
        }

        /// <summary>
        /// The smallest rectangle holding every solid pixel (empty, at 0, 0, for an empty
        /// mask). Reads every pixel: a call for loading time, not for each frame.
        /// </summary>
        public Rect Bounds
        {
            get
            {
                IntPtr ptr = Ptr;
                int left = int.MaxValue, top = int.MaxValue, right = -1, bottom = -1;
                for (int y = 0; y < _height; y++)
                    for (int x = 0; x < _width; x++)
                        if (Native.hm_mask_get(ptr, x, y) != 0)
                        {
                            left = Math.Min(left, x);
                            right = Math.Max(right, x);
                            top = Math.Min(top, y);
                            bottom = y;
                        }
                GC.KeepAlive(this);
                return right < 0 ? new Rect() : new Rect(left, top, right - left + 1, bottom - top + 1);
            }
        }

        /// <summary>Whether a pixel is solid in both, <paramref name="other"/>'s top-left at (dx, dy) here.</summary>
        public bool Overlaps(Mask other, int dx, int dy)
        {
            bool hit = Native.hm_overlaps(Ptr, Other(other), dx, dy) != 0;
            GC.KeepAlive(this);
            GC.KeepAlive(other);
            return hit;
        }

        /// <summary>The number of pixels solid in both, <paramref name="other"/> at (dx, dy).</summary>
        public long OverlapArea(Mask other, int dx, int dy)
        {
            long area = Native.hm_overlap_area(Ptr, Other(other), dx, dy);
            GC.KeepAlive(this);
            GC.KeepAlive(other);
            return area;
        }

        /// <summary>The topmost, then leftmost pixel solid in both, in this mask's pixels; null when none.</summary>
        public Point? FirstContact(Mask other, int dx, int dy)
        {
            int x, y;
            bool found = Native.hm_first_contact(Ptr, Other(other), dx, dy, out x, out y) != 0;
            GC.KeepAlive(this);
            GC.KeepAlive(other);
            return found ? new Point(x, y) : (Point?)null;
        }

        /// <summary>How far <paramref name="other"/>, at (dx, dy), must move to stop overlapping this mask.</summary>
        public Separation Separation(Mask other, int dx, int dy)
        {
            Separation result;
            int status = Native.hm_separation(Ptr, Other(other), dx, dy, out result);
            GC.KeepAlive(this);
            GC.KeepAlive(other);
            if (status < 0)
                throw HmskException.Last();
            return result;
        }

        /// <summary>A new mask of this one's size, solid where both are, <paramref name="other"/> at (dx, dy).</summary>
        public Mask OverlapMask(Mask other, int dx, int dy)
        {
            var mask = new Mask(Native.hm_overlap_mask(Ptr, Other(other), dx, dy));
            GC.KeepAlive(this);
            GC.KeepAlive(other);
            return mask;
        }

        private static IntPtr Other(Mask other)
        {
            if (other == null)
                throw new ArgumentNullException("other");
            return other.Ptr;
        }

        public override string ToString() { return "Mask " + _width + " x " + _height; }
    }
}
