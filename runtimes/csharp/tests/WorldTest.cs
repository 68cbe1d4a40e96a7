// SPDX-License-Identifier: MIT
// The C# binding's masks and World against the brute-force model of Oracle.cs: masks made
// three ways, the pair tests at random and far offsets, then the World rounds
// (WorldRounds.cs) and its life cycle (WorldLife.cs). Run: mono world.exe tests/conformance (for
// its files; libhitmask on LD_LIBRARY_PATH).
using System;
using System.Collections.Generic;
using System.Linq;

namespace Hitmask.Tests
{
    internal static partial class WorldTest
    {
        private static long _checked;
        private static readonly List<string> Wrong = new List<string>();
        private static readonly Random Rng = new Random(34);
        private static readonly int[] Widths = { 1, 2, 7, 8, 9, 31, 32, 33, 63, 64, 65, 70 };

        internal static void Same(object got, object want, string where)
        {
            _checked++;
            string g = got == null ? "null" : got.ToString(), w = want == null ? "null" : want.ToString();
            if (g != w && Wrong.Count < 21)
                Wrong.Add(Wrong.Count < 20 ? where + ": got " + g + ", expected " + w : "...");
        }

        internal static string Ids(IEnumerable<uint> ids) { return string.Join(" ", ids); }

        internal static Picture RandomPicture(int maxHeight = 40)
        {
            return Picture.Random(Rng, Widths[Rng.Next(Widths.Length)], 1 + Rng.Next(maxHeight));
        }

        // A mask of the picture, made one of three ways: pixel by pixel, from bits or from RGBA.
        internal static Mask MaskOf(Picture p, int how)
        {
            if (how == 0)
            {
                var mask = new Mask(p.Width, p.Height);
                for (int y = 0; y < p.Height; y++)
                    for (int x = 0; x < p.Width; x++)
                        if (p.Solid[x, y])
                            mask[x, y] = true;
                return mask;
            }
            if (how == 1)
            {
                int stride = (p.Width + 7) / 8 + 1;
                var bits = new byte[stride * p.Height];
                for (int y = 0; y < p.Height; y++)
                    for (int x = 0; x < p.Width; x++)
                        if (p.Solid[x, y])
                            bits[y * stride + x / 8] |= (byte)(1 << (x % 8));
                return Mask.FromBits(bits, p.Width, p.Height, stride);
            }
            var rgba = new byte[4 * p.Width * p.Height];
            for (int y = 0; y < p.Height; y++)
                for (int x = 0; x < p.Width; x++)
                    rgba[4 * (y * p.Width + x) + 3] = (byte)(p.Solid[x, y] ? 128 + Rng.Next(128) : Rng.Next(128));
            return Mask.FromRgba(rgba, p.Width, p.Height, 127);
        }

        private static string Contact(long area, long x, long y) { return area == 0 ? "null" : x + "," + y; }

        private static string PointText(Point? p) { return p.HasValue ? p.Value.X + "," + p.Value.Y : "null"; }

        // Masks made three ways read back as their pictures, and the pair tests agree with loops.
        private static void CheckMasks()
        {
            for (int round = 0; round < 300; round++)
            {
                Picture pa = RandomPicture(), pb = RandomPicture();
                using (Mask a = MaskOf(pa, round % 3), b = MaskOf(pb, (round + 1) % 3))
                {
                    string at = "mask round " + round;
                    Same(a.Width + "x" + a.Height, pa.Width + "x" + pa.Height, at + " size");
                    int count = 0, left = int.MaxValue, top = int.MaxValue, right = -1, bottom = -1;
                    bool same = true;
                    for (int y = -1; y <= pa.Height; y++)
                        for (int x = -1; x <= pa.Width; x++)
                        {
                            bool want = pa.At(x, y);
                            same &= a[x, y] == want;
                            if (want)
                            {
                                count++;
                                left = Math.Min(left, x);
                                right = Math.Max(right, x);
                                top = Math.Min(top, y);
                                bottom = Math.Max(bottom, y);
                            }
                        }
                    Same(same, true, at + " pixels");
                    Same(a.Count, count, at + " count");
                    Same(a.Bounds, count == 0 ? new Rect() : new Rect(left, top, right - left + 1, bottom - top + 1),
                         at + " bounds");
                    for (int k = 0; k < 20; k++)
                    {
                        int dx = Rng.Next(-b.Width - 2, a.Width + 3), dy = Rng.Next(-b.Height - 2, a.Height + 3);
                        if (k == 19)
                        {
                            dx += (Rng.Next(2) == 0 ? -1 : 1) * 2000000000;
                            dy -= 1000000000;
                        }
                        var ea = new ModelEntry { Picture = pa };
                        var eb = new ModelEntry { Picture = pb, X = dx, Y = dy };
                        long cx, cy, area = Oracle.Area(ea, eb, out cx, out cy);
                        string where = at + " at " + dx + "," + dy;
                        Same(a.Overlaps(b, dx, dy), area > 0, where + " overlaps");
                        Same(a.OverlapArea(b, dx, dy), area, where + " area");
                        Same(PointText(a.FirstContact(b, dx, dy)), Contact(area, cx, cy), where + " contact");
                        using (Mask both = a.OverlapMask(b, dx, dy))
                        {
                            bool bothSame = both.Width == pa.Width && both.Height == pa.Height;
                            for (int y = 0; y < pa.Height && bothSame; y++)
                                for (int x = 0; x < pa.Width; x++)
                                    bothSame &= both[x, y] == (pa.Solid[x, y] && eb.SolidAt(x, y));
                            Same(bothSame, true, where + " overlap mask");
                        }
                        if (k % 4 == 0)
                            CheckSeparation(a, b, ea, eb, where);
                    }
                }
            }
        }

        // Each direction tried one pixel at a time until the masks part.
        private static void CheckSeparation(Mask a, Mask b, ModelEntry ea, ModelEntry eb, string where)
        {
            long cx, cy;
            long x = eb.X, y = eb.Y;
            var want = new int[4];
            if (Oracle.Area(ea, eb, out cx, out cy) > 0)
                for (int d = 0; d < 4; d++)
                {
                    int k = 0;
                    do
                    {
                        k++;
                        eb.X = x + (d == 0 ? -k : d == 1 ? k : 0);
                        eb.Y = y + (d == 2 ? -k : d == 3 ? k : 0);
                    } while (Oracle.Area(ea, eb, out cx, out cy) > 0);
                    want[d] = k;
                }
            eb.X = x;
            eb.Y = y;
            int best = 0;
            for (int d = 1; d < 4; d++)
                if (want[d] < want[best])
                    best = d;
            var push = want[0] == 0 ? new Point() :
                       new Point(best == 0 ? -want[0] : best == 1 ? want[1] : 0, best == 2 ? -want[2] : best == 3 ? want[3] : 0);
            Separation s = a.Separation(b, (int)x, (int)y);
            Same(s.Left + " " + s.Right + " " + s.Up + " " + s.Down + " " + s.Push,
                 string.Join(" ", want) + " " + push, where + " separation");
        }

        private static string _suite;

        private static int Main(string[] args)
        {
            if (args.Length != 1)
            {
                Console.Error.WriteLine("usage: world.exe tests/conformance");
                return 2;
            }
            _suite = args[0];
            CheckMasks();
            string rounds = CheckRounds();
            CheckStrict();
            CheckUserData();
            CheckDisposal();
            string warm = CheckWarmFrame();
            Console.WriteLine("{0} answers checked (300 mask rounds; {1}; {2})", _checked, rounds, warm);
            foreach (string line in Wrong)
                Console.WriteLine(line);
            return Wrong.Count == 0 ? 0 : 1;
        }
    }
}
