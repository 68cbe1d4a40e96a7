// SPDX-License-Identifier: MIT
// A plain model of the World for the tests, written from the definitions in the C API's
// headers and tests/conformance/README.md and sharing no code with the binding: pictures
// as bool grids, entries as pivots, origins and layers, and every answer a loop over
// every entry's every pixel (long arithmetic, so far offsets cannot overflow).
using System;
using System.Collections.Generic;
using System.Linq;

namespace Hitmask.Tests
{
    /// <summary>A mask's pixels as a plain grid, indexed [x, y].</summary>
    internal sealed class Picture
    {
        public readonly bool[,] Solid;
        public readonly int Width, Height;

        public Picture(int width, int height)
        {
            Width = width;
            Height = height;
            Solid = new bool[width, height];
        }

        public bool At(long x, long y) { return x >= 0 && y >= 0 && x < Width && y < Height && Solid[x, y]; }

        // Random pixels at a random density, a filled disc now and then.
        public static Picture Random(Random random, int width, int height)
        {
            var picture = new Picture(width, height);
            double density = random.NextDouble();
            bool disc = random.Next(4) == 0;
            for (int y = 0; y < height; y++)
                for (int x = 0; x < width; x++)
                {
                    double u = (x + 0.5) / width - 0.5, v = (y + 0.5) / height - 0.5;
                    picture.Solid[x, y] = disc ? u * u + v * v <= 0.25 : random.NextDouble() < density;
                }
            return picture;
        }
    }

    /// <summary>One entry of the model: what the World was told about it.</summary>
    internal sealed class ModelEntry
    {
        public uint Id;
        public long X, Y, OriginX, OriginY;
        public Picture Picture;
        public uint Layers = 1, CollidesWith = 0xFFFFFFFF;
        public long Left { get { return X - OriginX; } }
        public long Top { get { return Y - OriginY; } }
        public int Slot { get { return (int)(Id & 0xFFFFF); } }
        public bool SolidAt(long wx, long wy) { return Picture.At(wx - Left, wy - Top); }
    }

    internal static class Oracle
    {
        // The pixels solid in both entries, and the topmost, then leftmost of them.
        public static long Area(ModelEntry a, ModelEntry b, out long cx, out long cy)
        {
            long area = 0;
            cx = cy = long.MinValue;
            long x0 = Math.Max(a.Left, b.Left), x1 = Math.Min(a.Left + a.Picture.Width, b.Left + b.Picture.Width);
            long y0 = Math.Max(a.Top, b.Top), y1 = Math.Min(a.Top + a.Picture.Height, b.Top + b.Picture.Height);
            for (long y = y0; y < y1; y++)
                for (long x = x0; x < x1; x++)
                    if (a.SolidAt(x, y) && b.SolidAt(x, y))
                    {
                        if (area++ == 0)
                        {
                            cx = x;
                            cy = y;
                        }
                    }
            return area;
        }

        public static bool Filtered(ModelEntry a, ModelEntry b)
        {
            return (a.Layers & b.CollidesWith) != 0 && (b.Layers & a.CollidesWith) != 0;
        }

        // Every colliding pair, as (lower id, higher id), sorted.
        public static List<Pair> Pairs(IList<ModelEntry> entries)
        {
            var pairs = new List<Pair>();
            long cx, cy;
            for (int i = 0; i < entries.Count; i++)
                for (int j = i + 1; j < entries.Count; j++)
                {
                    ModelEntry a = entries[i], b = entries[j];
                    if (Filtered(a, b) && Area(a, b, out cx, out cy) > 0)
                        pairs.Add(new Pair(Math.Min(a.Id, b.Id), Math.Max(a.Id, b.Id)));
                }
            return pairs.OrderBy(p => p.First).ThenBy(p => p.Second).ToList();
        }

        public static List<uint> Point(IEnumerable<ModelEntry> entries, long x, long y, uint layers, uint exclude)
        {
            return entries.Where(e => (e.Layers & layers) != 0 && e.Id != exclude && e.SolidAt(x, y))
                .Select(e => e.Id).OrderBy(id => id).ToList();
        }

        public static List<uint> Rect(IEnumerable<ModelEntry> entries, long x, long y, long w, long h, uint layers,
                                      uint exclude)
        {
            return entries.Where(e => (e.Layers & layers) != 0 && e.Id != exclude && AnyIn(e, x, y, w, h))
                .Select(e => e.Id).OrderBy(id => id).ToList();
        }

        private static bool AnyIn(ModelEntry e, long x, long y, long w, long h)
        {
            for (long py = Math.Max(y, e.Top); py < Math.Min(y + h, e.Top + e.Picture.Height); py++)
                for (long px = Math.Max(x, e.Left); px < Math.Min(x + w, e.Left + e.Picture.Width); px++)
                    if (e.SolidAt(px, py))
                        return true;
            return false;
        }

        public static List<uint> MaskQuery(IEnumerable<ModelEntry> entries, Picture shape, long x, long y,
                                           uint layers, uint exclude)
        {
            var probe = new ModelEntry { X = x, Y = y, Picture = shape };
            long cx, cy;
            return entries.Where(e => (e.Layers & layers) != 0 && e.Id != exclude && Area(e, probe, out cx, out cy) > 0)
                .Select(e => e.Id).OrderBy(id => id).ToList();
        }

        public static List<uint> CollisionsOf(IList<ModelEntry> entries, ModelEntry of)
        {
            long cx, cy;
            return entries.Where(e => e != of && Filtered(e, of) && Area(e, of, out cx, out cy) > 0)
                .Select(e => e.Id).OrderBy(id => id).ToList();
        }

        // The segment walk of hitmask_world_queries.h, step by step: null or (id, x, y).
        public static Tuple<uint, long, long> Segment(IList<ModelEntry> entries, long x0, long y0, long x1, long y1,
                                                     uint layers, uint exclude)
        {
            long dx = x1 - x0, dy = y1 - y0;
            long n = Math.Max(Math.Abs(dx), Math.Abs(dy));
            bool alongX = Math.Abs(dx) >= Math.Abs(dy);
            for (long i = 0; i <= n; i++)
            {
                long x, y;
                if (alongX)
                {
                    x = x0 + Math.Sign(dx) * i;
                    y = y0 + Math.Sign(dy) * Rounded(i * Math.Abs(dy), n);
                }
                else
                {
                    y = y0 + Math.Sign(dy) * i;
                    x = x0 + Math.Sign(dx) * Rounded(i * Math.Abs(dx), n);
                }
                ModelEntry best = null;
                foreach (ModelEntry e in entries)
                    if ((e.Layers & layers) != 0 && e.Id != exclude && e.SolidAt(x, y) &&
                        (best == null || e.Slot < best.Slot))
                        best = e;
                if (best != null)
                    return Tuple.Create(best.Id, x, y);
            }
            return null;
        }

        // num / n rounded, halves up (away from the segment's start); 0 when n is 0.
        private static long Rounded(long num, long n) { return n == 0 ? 0 : (2 * num + n) / (2 * n); }
    }
}
