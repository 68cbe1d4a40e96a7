// SPDX-License-Identifier: MIT
// HMSK files: loading them from disk or memory, and their frames, channels, masks and
// origins (frames and channels count from 0, as in the C API).
using System;
using System.Runtime.InteropServices;

namespace Hitmask
{
    /// <summary>
    /// A loaded HMSK file. Its Frame and Mask objects are made once and handed out again,
    /// so reading them each frame allocates nothing. Dispose frees the file and its masks
    /// (world entries using them keep them alive on the native side).
    /// </summary>
    public sealed unsafe class MaskFile : IDisposable
    {
        /// <summary>The HMSK format's limits (docs/hmsk-format.md, Limits), as HM_HMSK_MAX_*.</summary>
        public const int MaxFrames = 65535, MaxChannels = 65535, MaxNameBytes = 255;
        public const int MaxSide = 1073741824, MaxFramePixels = 268435456, MaxPixels = 268435456;
        public const int MaxRows = 8388608, MaxMasks = 1048576, MaxFileBytes = 335544320;

        private const int ErrorBytes = 1024;

        internal readonly FileHandle Handle;
        private readonly Frame[] _frames;
        private readonly Mask[] _masks;
        private readonly string[] _channels;

        private MaskFile(FileHandle handle)
        {
            Handle = handle;
            Version = Native.hm_file_version(handle);
            Encoding = Utf8.Read(Native.hm_file_encoding(handle));
            _frames = new Frame[Native.hm_file_frames(handle)];
            _channels = new string[Native.hm_file_channels(handle)];
            for (int c = 0; c < _channels.Length; c++)
                _channels[c] = Utf8.Read(Native.hm_file_channel_name(handle, c));
            _masks = new Mask[_frames.Length * _channels.Length];
        }

        /// <summary>Loads an HMSK file (versions 1 and 2) from disk; HmskException (Code File) with the reader's message.</summary>
        public static MaskFile Load(string path)
        {
            if (path == null)
                throw new ArgumentNullException("path");
            byte* error = stackalloc byte[ErrorBytes];
            error[0] = 0;
            return Loaded(Native.hm_file_load(Utf8.Terminated(path), error, new UIntPtr(ErrorBytes)), error);
        }

        /// <summary>Loads an HMSK file from its bytes (not kept after the call).</summary>
        public static MaskFile Load(byte[] data)
        {
            if (data == null)
                throw new ArgumentNullException("data");
            return Load(new ReadOnlySpan<byte>(data));
        }

        /// <summary>Loads an HMSK file from its bytes (not kept after the call).</summary>
        public static MaskFile Load(ReadOnlySpan<byte> data)
        {
            byte* error = stackalloc byte[ErrorBytes];
            error[0] = 0;
            byte empty = 0;
            fixed (byte* bytes = &MemoryMarshal.GetReference(data))
                return Loaded(Native.hm_file_load_memory(data.Length == 0 ? &empty : bytes,
                                                         new UIntPtr((uint)data.Length), error,
                                                         new UIntPtr(ErrorBytes)),
                              error);
        }

        private static MaskFile Loaded(FileHandle handle, byte* error)
        {
            if (handle == null || handle.IsInvalid)
                throw new HmskException((ErrorCode)Native.hm_last_error(), Utf8.Read((IntPtr)error));
            return new MaskFile(handle);
        }

        /// <summary>The format version the file was written in: 1 or 2.</summary>
        public int Version { get; private set; }

        /// <summary>How its payloads were encoded: "bytes", "rle" or "bits".</summary>
        public string Encoding { get; private set; }

        public int FrameCount { get { return _frames.Length; } }
        public int ChannelCount { get { return _channels.Length; } }

        /// <summary>A channel's name; channel 0 is the collision mask ("solid" unless renamed).</summary>
        public string ChannelName(int channel)
        {
            CheckChannel(channel);
            return _channels[channel];
        }

        /// <summary>The index of the channel called <paramref name="name"/> (exactly), or -1.</summary>
        public int ChannelIndex(string name)
        {
            return Array.IndexOf(_channels, name);
        }

        /// <summary>A frame, 0-based.</summary>
        public Frame this[int index] { get { return GetFrame(index); } }

        /// <summary>A frame, 0-based.</summary>
        public Frame GetFrame(int index)
        {
            if ((uint)index >= (uint)_frames.Length)
                throw new ArgumentOutOfRangeException("index", index, "the file has " + _frames.Length + " frames");
            return _frames[index] ?? (_frames[index] = new Frame(this, index));
        }

        internal Mask MaskOf(int frame, int channel)
        {
            CheckChannel(channel);
            int slot = frame * _channels.Length + channel;
            Mask mask = _masks[slot];
            if (mask == null)
            {
                IntPtr ptr = Native.hm_file_mask(Live(), frame, channel);
                _masks[slot] = mask = new Mask(new MaskHandle(Handle, ptr));
            }
            return mask;
        }

        internal void CheckChannel(int channel)
        {
            if ((uint)channel >= (uint)_channels.Length)
                throw new ArgumentOutOfRangeException("channel", channel,
                                                      "the file has " + _channels.Length + (_channels.Length == 1 ? " channel" : " channels"));
        }

        // The handle, refusing a disposed file.
        internal FileHandle Live()
        {
            if (Handle.IsClosed)
                throw new ObjectDisposedException("MaskFile");
            return Handle;
        }

        /// <summary>Frees the file and the masks handed out from it.</summary>
        public void Dispose()
        {
            foreach (Mask mask in _masks)
                if (mask != null)
                    mask.Dispose();
            Handle.Dispose();
        }
    }

    /// <summary>One frame of a MaskFile: its size, origin (pivot) and a mask per channel.</summary>
    public sealed class Frame
    {
        private readonly MaskFile _file;

        internal Frame(MaskFile file, int index)
        {
            _file = file;
            Index = index;
            FileHandle handle = file.Live();
            Width = Native.hm_file_frame_width(handle, index);
            Height = Native.hm_file_frame_height(handle, index);
            int x, y;
            Native.hm_file_origin(handle, index, out x, out y);
            Origin = new Point(x, y);
        }

        public MaskFile File { get { return _file; } }
        public int Index { get; private set; }
        public int Width { get; private set; }
        public int Height { get; private set; }

        /// <summary>The sprite's pivot in the frame's pixels: the frame's top-left goes at position - Origin.</summary>
        public Point Origin { get; private set; }

        /// <summary>The frame's mask of a channel (0: the collision mask); read-only, owned by the file.</summary>
        public Mask Mask(int channel = 0) { return _file.MaskOf(Index, channel); }

        /// <summary>The frame's mask of the channel called <paramref name="name"/>.</summary>
        public Mask Mask(string name)
        {
            int channel = _file.ChannelIndex(name);
            if (channel < 0)
                throw new ArgumentException("the file has no channel called \"" + name + "\"", "name");
            return _file.MaskOf(Index, channel);
        }

        /// <summary>The same as Mask(channel), for languages where the method's name reads badly.</summary>
        public Mask GetMask(int channel = 0) { return Mask(channel); }

        public override string ToString() { return "Frame " + Index + " " + Width + " x " + Height; }
    }
}
