// SPDX-License-Identifier: MIT
// The World's entries: a broad phase of masks placed by their pivots, and adding, moving,
// filtering and reading its entries. Pairs, events and queries: WorldQueries.cs.
using System;
using System.Collections.Generic;

namespace Hitmask
{
    /// <summary>
    /// Many moving masks and which of them overlap. Ids are uint (slot | generation &lt;&lt; 20):
    /// a removed entry's id never names a later one. Calls naming an id that is not live
    /// return false (or nothing) in a plain world and throw StaleIdException in a strict one;
    /// Position, Origin, Layers and CollidesWith, which have nothing to return, always throw.
    /// User data is kept here, by the binding, in a table by slot: the native side never
    /// holds a managed reference.
    /// </summary>
    public sealed unsafe partial class World : IDisposable
    {
        /// <summary>The id no entry has (HM_INVALID_ID); as an exclude argument: leave out none.</summary>
        public const uint NoId = 0xFFFFFFFF;
        /// <summary>The layers a new entry is on.</summary>
        public const uint DefaultLayers = 1;
        /// <summary>Every layer bit: what a new entry collides with, and the queries' default.</summary>
        public const uint AllLayers = 0xFFFFFFFF;

        private readonly WorldHandle _handle;
        private readonly bool _strict;
        private object[] _userData = new object[64];

        /// <summary>An empty world; <paramref name="cellSize"/> about a typical mask's size.</summary>
        public World(int cellSize = 64, bool strict = false)
        {
            if (cellSize < 1)
                throw new ArgumentOutOfRangeException("cellSize", cellSize, "must be 1 or more");
            _handle = Native.hm_world_new(cellSize);
            if (_handle == null || _handle.IsInvalid)
                throw HmskException.Last();
            _strict = strict;
        }

        /// <summary>Frees the world now; its entries let go of their masks, and the world of
        /// their user data (a disposed world still referenced keeps no game object alive).</summary>
        public void Dispose()
        {
            _handle.Dispose();
            Array.Clear(_userData, 0, _userData.Length);
        }

        // The native pointer for one call; every caller keeps this object alive across it.
        private IntPtr Ptr
        {
            get
            {
                if (_handle.IsClosed)
                    throw new ObjectDisposedException("World");
                return _handle.DangerousGetHandle();
            }
        }

        /// <summary>Whether calls naming an id that is not live throw StaleIdException.</summary>
        public bool Strict { get { return _strict; } }

        /// <summary>The broad phase's cell size in pixels (at least 4).</summary>
        public int CellSize { get { return Keep(Native.hm_world_cell_size(Ptr)); } }

        /// <summary>The number of live entries.</summary>
        public int Count { get { return (int)Keep(Native.hm_world_size(Ptr)); } }

        private static int Slot(uint id) { return (int)(id & 0xFFFFF); }

        // Returns a native answer after the call, keeping the world alive until then.
        private T Keep<T>(T value)
        {
            GC.KeepAlive(this);
            return value;
        }

        // After a call the library refused: false, or in a strict world its reason.
        private bool Refused()
        {
            if (_strict)
                throw HmskException.Last();
            return false;
        }

        private uint Added(uint id, object userData)
        {
            GC.KeepAlive(this);
            if (id == NoId)
                throw HmskException.Last();
            int slot = Slot(id);
            if (slot >= _userData.Length)
                Array.Resize(ref _userData, Math.Max(slot + 1, 2 * _userData.Length));
            _userData[slot] = userData;
            return id;
        }

        private static Mask Checked(Mask mask)
        {
            if (mask == null)
                throw new ArgumentNullException("mask");
            return mask;
        }

        private static void CheckFrame(MaskFile file, int frame, int channel)
        {
            if (file == null)
                throw new ArgumentNullException("file");
            file.GetFrame(frame);
            file.CheckChannel(channel);
        }

        /// <summary>Adds <paramref name="mask"/> with its top-left at (x, y); returns its id.</summary>
        public uint Add(Mask mask, int x, int y, object userData = null)
        {
            return Add(mask, x, y, new Point(), userData);
        }

        /// <summary>Adds <paramref name="mask"/> placed by its pivot: mask pixel <paramref name="origin"/> lies at (x, y).</summary>
        public uint Add(Mask mask, int x, int y, Point origin, object userData = null)
        {
            uint id = Native.hm_world_add_origin(Ptr, Checked(mask).Ptr, origin.X, origin.Y, x, y);
            GC.KeepAlive(mask);
            return Added(id, userData);
        }

        /// <summary>Adds a frame's mask of <paramref name="channel"/>, its pivot (the frame's origin) at (x, y).</summary>
        public uint AddFrame(MaskFile file, int frame, int channel, int x, int y, object userData = null)
        {
            CheckFrame(file, frame, channel);
            uint id = Native.hm_world_add_frame(Ptr, file.Live().DangerousGetHandle(), frame, channel, x, y);
            GC.KeepAlive(file);
            return Added(id, userData);
        }

        /// <summary>Adds a frame's mask of <paramref name="channel"/>, its pivot at (x, y).</summary>
        public uint AddFrame(Frame frame, int x, int y, int channel = 0, object userData = null)
        {
            if (frame == null)
                throw new ArgumentNullException("frame");
            return AddFrame(frame.File, frame.Index, channel, x, y, userData);
        }

        /// <summary>Moves an entry's pivot to (x, y).</summary>
        public bool Move(uint id, int x, int y)
        {
            return Keep(Native.hm_world_move(Ptr, id, x, y)) != 0 || Refused();
        }

        /// <summary>
        /// Moves <paramref name="count"/> entries in one call (-1: ids.Length): ids[i] to
        /// (xy[2i], xy[2i + 1]). Returns how many were live and moved; a strict world
        /// throws for the first that was not, after moving the others.
        /// </summary>
        public int MoveMany(uint[] ids, int[] xy, int count = -1)
        {
            if (ids == null)
                throw new ArgumentNullException("ids");
            if (xy == null)
                throw new ArgumentNullException("xy");
            if (count < 0)
                count = ids.Length;
            if (count > ids.Length || 2L * count > xy.Length)
                throw new ArgumentOutOfRangeException("count", count, "is more than ids or xy hold");
            long moved;
            fixed (uint* idPtr = ids)
            fixed (int* xyPtr = xy)
                moved = Keep(Native.hm_world_move_many(Ptr, idPtr, xyPtr, count));
            if (moved < 0 || (moved < count && _strict))
                throw HmskException.Last();
            return (int)moved;
        }

        /// <summary>Gives an entry another frame's mask and origin; its pivot stays.</summary>
        public bool SetFrame(uint id, MaskFile file, int frame, int channel = 0)
        {
            CheckFrame(file, frame, channel);
            bool done = Native.hm_world_set_frame(Ptr, id, file.Live().DangerousGetHandle(), frame, channel) != 0;
            GC.KeepAlive(file);
            return Keep(done) || Refused();
        }

        /// <summary>Gives an entry another frame's mask and origin; its pivot stays.</summary>
        public bool SetFrame(uint id, Frame frame, int channel = 0)
        {
            if (frame == null)
                throw new ArgumentNullException("frame");
            return SetFrame(id, frame.File, frame.Index, channel);
        }

        /// <summary>Gives an entry another mask (or the same one after editing it); position and origin stay.</summary>
        public bool SetMask(uint id, Mask mask)
        {
            bool done = Native.hm_world_set_mask(Ptr, id, Checked(mask).Ptr) != 0;
            GC.KeepAlive(mask);
            return Keep(done) || Refused();
        }

        /// <summary>Gives an entry another mask with its own origin; the pivot stays.</summary>
        public bool SetMask(uint id, Mask mask, Point origin)
        {
            bool done = Native.hm_world_set_mask_origin(Ptr, id, Checked(mask).Ptr, origin.X, origin.Y) != 0;
            GC.KeepAlive(mask);
            return Keep(done) || Refused();
        }

        /// <summary>Removes an entry; its id goes stale for good.</summary>
        public bool Remove(uint id)
        {
            if (Keep(Native.hm_world_remove(Ptr, id)) == 0)
                return Refused();
            _userData[Slot(id)] = null;
            return true;
        }

        /// <summary>
        /// Sets an entry's filter: two entries collide only when each one's layers meet
        /// the other's collidesWith.
        /// </summary>
        public bool SetLayers(uint id, uint layers, uint collidesWith)
        {
            return Keep(Native.hm_world_set_layers(Ptr, id, layers, collidesWith)) != 0 || Refused();
        }

        /// <summary>Whether <paramref name="id"/> names a live entry.</summary>
        public bool Contains(uint id) { return Keep(Native.hm_world_contains(Ptr, id)) != 0; }

        /// <summary>An entry's position (its pivot); throws StaleIdException when not live.</summary>
        public Point Position(uint id)
        {
            Point position;
            if (!TryGetPosition(id, out position))
                throw HmskException.Last();
            return position;
        }

        /// <summary>An entry's position, or false when the id is not live.</summary>
        public bool TryGetPosition(uint id, out Point position)
        {
            int x, y;
            bool live = Keep(Native.hm_world_position(Ptr, id, out x, out y)) != 0;
            position = new Point(x, y);
            return live;
        }

        /// <summary>Where an entry's pivot lies in its mask's pixels; throws StaleIdException when not live.</summary>
        public Point Origin(uint id)
        {
            int x, y;
            if (Keep(Native.hm_world_origin(Ptr, id, out x, out y)) == 0)
                throw HmskException.Last();
            return new Point(x, y);
        }

        /// <summary>The layer bits an entry is on; throws StaleIdException when not live.</summary>
        public uint Layers(uint id)
        {
            uint layers, collidesWith;
            if (Keep(Native.hm_world_layers(Ptr, id, out layers, out collidesWith)) == 0)
                throw HmskException.Last();
            return layers;
        }

        /// <summary>The layer bits an entry collides with; throws StaleIdException when not live.</summary>
        public uint CollidesWith(uint id)
        {
            uint layers, collidesWith;
            if (Keep(Native.hm_world_layers(Ptr, id, out layers, out collidesWith)) == 0)
                throw HmskException.Last();
            return collidesWith;
        }

        /// <summary>The object given with the entry (null when none, or when the id is not live).</summary>
        public object GetUserData(uint id)
        {
            if (!Contains(id))
                return _strict ? throw StaleIdException.For("GetUserData", id) : (object)null;
            return _userData[Slot(id)];
        }

        /// <summary>Attaches any object to an entry, in place of the one it had.</summary>
        public bool SetUserData(uint id, object userData)
        {
            if (!Contains(id))
            {
                if (_strict)
                    throw StaleIdException.For("SetUserData", id);
                return false;
            }
            _userData[Slot(id)] = userData;
            return true;
        }

        /// <summary>Every live entry's id, in slot order, into <paramref name="results"/> (cleared first).</summary>
        public List<uint> Entries(List<uint> results)
        {
            long n = FillIds(IdQuery.Entries, 0, 0, 0, 0, 0, 0, IntPtr.Zero);
            return CopyIds(n, results);
        }

        /// <summary>Every live entry's id, in slot order.</summary>
        public IReadOnlyList<uint> Entries() { return Entries(new List<uint>()); }
    }
}
