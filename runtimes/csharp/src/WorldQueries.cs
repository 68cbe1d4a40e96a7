// SPDX-License-Identifier: MIT
// The World's questions: colliding pairs, contact events, queries by point, rectangle,
// mask and segment, and the details of a pair. Each goes through the C API's buffer form
// into arrays the world keeps and grows, so a warm frame allocates nothing when the
// caller passes its own List to fill.
using System;
using System.Collections.Generic;

namespace Hitmask
{
    public sealed unsafe partial class World
    {
        private uint[] _ids = new uint[64];
        private Pair[] _pairs = new Pair[64];
        private Contact[] _contacts = new Contact[64];

        private enum IdQuery { Entries, Point, Rect, Mask, CollisionsOf }

        // One id query into _ids, grown and asked again until its answers fit; the count.
        private long FillIds(IdQuery kind, int x, int y, int width, int height, uint layers, uint other,
                             IntPtr mask)
        {
            while (true)
            {
                long n;
                fixed (uint* output = _ids)
                {
                    IntPtr world = Ptr;
                    long capacity = _ids.Length;
                    switch (kind)
                    {
                    case IdQuery.Entries: n = Native.hm_world_entries_into(world, output, capacity); break;
                    case IdQuery.Point:
                        n = Native.hm_world_query_point_into(world, x, y, layers, other, output, capacity);
                        break;
                    case IdQuery.Rect:
                        n = Native.hm_world_query_rect_into(world, x, y, width, height, layers, other, output,
                                                            capacity);
                        break;
                    case IdQuery.Mask:
                        n = Native.hm_world_query_mask_into(world, mask, x, y, layers, other, output, capacity);
                        break;
                    default: n = Native.hm_world_collisions_of_into(world, other, output, capacity); break;
                    }
                }
                GC.KeepAlive(this);
                if (Fits(n, ref _ids))
                    return n;
            }
        }

        // Whether a buffer form's n answers fit in buffer; when not, grows it for another call.
        private static bool Fits<T>(long n, ref T[] buffer)
        {
            if (n < 0)
                throw HmskException.Last();
            if (n <= buffer.Length)
                return true;
            buffer = new T[Math.Max(n, 2L * buffer.Length)];
            return false;
        }

        // The first n answers of buffer into the caller's list, cleared first.
        private static List<T> Copy<T>(T[] buffer, long n, List<T> results)
        {
            results.Clear();
            for (long i = 0; i < n; i++)
                results.Add(buffer[i]);
            return results;
        }

        private static List<T> Checked<T>(List<T> results)
        {
            if (results == null)
                throw new ArgumentNullException("results");
            return results;
        }

        private List<uint> CopyIds(long n, List<uint> results) { return Copy(_ids, n, Checked(results)); }

        /// <summary>Every colliding pair, First &lt; Second, sorted by First then Second, into <paramref name="results"/>.</summary>
        public List<Pair> Collisions(List<Pair> results)
        {
            Checked(results);
            long n;
            do
            {
                fixed (Pair* output = _pairs)
                    n = Keep(Native.hm_world_collisions_into(Ptr, output, _pairs.Length));
            } while (!Fits(n, ref _pairs));
            return Copy(_pairs, n, results);
        }

        /// <summary>Every colliding pair, in a new list.</summary>
        public IReadOnlyList<Pair> Collisions() { return Collisions(new List<Pair>()); }

        /// <summary>
        /// Steps once (call it each frame after the moves): each pair colliding now or at
        /// the step before, once, in slot order, as Began, Stayed or Ended, into
        /// <paramref name="results"/> (cleared first).
        /// </summary>
        public List<Contact> Step(List<Contact> results)
        {
            Checked(results);
            long n;
            // Events that do not fit are held by the library and handed over by the next
            // call without stepping again.
            do
            {
                fixed (Contact* output = _contacts)
                    n = Keep(Native.hm_world_step_into(Ptr, output, _contacts.Length));
            } while (!Fits(n, ref _contacts));
            return Copy(_contacts, n, results);
        }

        /// <summary>Steps once; the events in a new list.</summary>
        public IReadOnlyList<Contact> Step() { return Step(new List<Contact>()); }

        /// <summary>The entries colliding with <paramref name="id"/> now (layers included), by id.</summary>
        public List<uint> CollisionsOf(uint id, List<uint> results)
        {
            long n = FillIds(IdQuery.CollisionsOf, 0, 0, 0, 0, 0, id, IntPtr.Zero);
            if (n == 0 && _strict && !Contains(id))
                throw StaleIdException.For("CollisionsOf", id);
            return CopyIds(n, results);
        }

        /// <summary>The entries colliding with <paramref name="id"/> now, in a new list.</summary>
        public IReadOnlyList<uint> CollisionsOf(uint id) { return CollisionsOf(id, new List<uint>()); }

        /// <summary>The entries on one of <paramref name="layers"/>, but <paramref name="exclude"/>, solid at (x, y), by id.</summary>
        public List<uint> QueryPoint(int x, int y, List<uint> results, uint layers = AllLayers, uint exclude = NoId)
        {
            return CopyIds(FillIds(IdQuery.Point, x, y, 0, 0, layers, exclude, IntPtr.Zero), results);
        }

        /// <summary>QueryPoint in a new list.</summary>
        public IReadOnlyList<uint> QueryPoint(int x, int y, uint layers = AllLayers, uint exclude = NoId)
        {
            return QueryPoint(x, y, new List<uint>(), layers, exclude);
        }

        /// <summary>The entries with a solid pixel in x &lt;= px &lt; x + width, y &lt;= py &lt; y + height, by id.</summary>
        public List<uint> QueryRect(int x, int y, int width, int height, List<uint> results, uint layers = AllLayers,
                                    uint exclude = NoId)
        {
            if (width < 0)
                throw new ArgumentOutOfRangeException("width", width, "must be 0 or more");
            if (height < 0)
                throw new ArgumentOutOfRangeException("height", height, "must be 0 or more");
            return CopyIds(FillIds(IdQuery.Rect, x, y, width, height, layers, exclude, IntPtr.Zero), results);
        }

        /// <summary>QueryRect in a new list.</summary>
        public IReadOnlyList<uint> QueryRect(int x, int y, int width, int height, uint layers = AllLayers,
                                             uint exclude = NoId)
        {
            return QueryRect(x, y, width, height, new List<uint>(), layers, exclude);
        }

        /// <summary>The entries whose solid pixels overlap <paramref name="mask"/> with its top-left at (x, y), by id.</summary>
        public List<uint> QueryMask(Mask mask, int x, int y, List<uint> results, uint layers = AllLayers,
                                    uint exclude = NoId)
        {
            if (mask == null)
                throw new ArgumentNullException("mask");
            long n = FillIds(IdQuery.Mask, x, y, 0, 0, layers, exclude, mask.Ptr);
            GC.KeepAlive(mask);
            return CopyIds(n, results);
        }

        /// <summary>QueryMask in a new list.</summary>
        public IReadOnlyList<uint> QueryMask(Mask mask, int x, int y, uint layers = AllLayers, uint exclude = NoId)
        {
            return QueryMask(mask, x, y, new List<uint>(), layers, exclude);
        }

        /// <summary>
        /// The first solid pixel from (x0, y0) to (x1, y1), both ends included (a hitscan,
        /// a line of sight); null when nothing is hit.
        /// </summary>
        public SegmentHit? QuerySegment(int x0, int y0, int x1, int y1, uint layers = AllLayers, uint exclude = NoId)
        {
            int x, y;
            uint id = Keep(Native.hm_world_query_segment(Ptr, x0, y0, x1, y1, layers, exclude, out x, out y));
            if (id == NoId)
            {
                if (Native.hm_last_error() != 0)
                    throw HmskException.Last();
                return null;
            }
            long step = Math.Max(Math.Abs((long)x - x0), Math.Abs((long)y - y0));
            return new SegmentHit(id, new Point(x, y), step);
        }

        // In a strict world, throws for whichever of a and b is not live.
        private void CheckPair(string call, uint a, uint b)
        {
            if (!_strict)
                return;
            if (!Contains(a))
                throw StaleIdException.For(call, a);
            if (!Contains(b))
                throw StaleIdException.For(call, b);
        }

        /// <summary>The pixels solid in both entries as they lie now, whatever their layers (0 when one is not live).</summary>
        public long OverlapArea(uint a, uint b)
        {
            CheckPair("OverlapArea", a, b);
            return Keep(Native.hm_world_overlap_area(Ptr, a, b));
        }

        /// <summary>The topmost, then leftmost pixel solid in both entries, in world pixels; null when none.</summary>
        public Point? FirstContact(uint a, uint b)
        {
            CheckPair("FirstContact", a, b);
            int x, y;
            return Keep(Native.hm_world_first_contact(Ptr, a, b, out x, out y)) != 0 ? new Point(x, y) : (Point?)null;
        }

        /// <summary>How far entry b must move to stop overlapping entry a (all 0 when apart or one is not live).</summary>
        public Separation Separation(uint a, uint b)
        {
            CheckPair("Separation", a, b);
            Separation result;
            int status = Keep(Native.hm_world_separation(Ptr, a, b, out result));
            if (status < 0 && Native.hm_last_error() != (int)ErrorCode.StaleId)
                throw HmskException.Last();
            return status < 0 ? new Separation() : result;
        }
    }
}
