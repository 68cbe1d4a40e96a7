// SPDX-License-Identifier: MIT
// The runtimes' shared benchmark scene in C# (scene.md): per-call pair tests, World frames
// at 1,000 and 3,000 sprites, and queries, as key = value lines for run.py. The test
// csharp_build compiles it with Mono's mcs into bench.exe beside the binding
// (runtimes/csharp/build.cmake); run it with the library on the loader's path:
//   LD_LIBRARY_PATH=build/core mono build/tests/csharp_runtime/bench.exe
using System;
using System.Collections.Generic;
using System.Runtime.InteropServices;
using Hitmask;

internal static class Scene
{
    private const int FieldW = 1024, FieldH = 768, Frames = 10, Runs = 5, Queries = 256;
    private static long _sink;

    // s = (s * 1103515245 + 12345) mod 2^31; a draw below n is bits 16-30 mod n.
    private sealed class Lcg
    {
        private long _s;
        public Lcg(long seed) { _s = seed; }
        public int Draw(int n)
        {
            _s = (_s * 1103515245L + 12345L) % 2147483648L;
            return (int)((_s >> 16) % n);
        }
    }

    [StructLayout(LayoutKind.Sequential)]
    private struct TimeSpec
    {
        public long Seconds, Nanoseconds;
    }

    // The thread's CPU time, as the other runtimes' programs take theirs: Mono's own
    // process time ticks in 10 ms steps, too coarse for one frame.
    [DllImport("libc", EntryPoint = "clock_gettime")]
    private static extern int ClockGetTime(int clock, out TimeSpec time);

    private static double Cpu()
    {
        TimeSpec t;
        ClockGetTime(3 /* CLOCK_THREAD_CPUTIME_ID */, out t);
        return t.Seconds + t.Nanoseconds * 1e-9;
    }

    private static Mask Disc()
    {
        var mask = new Mask(32, 32);
        for (int pixel = 0; pixel < 32 * 32; pixel++)
        {
            int x = pixel % 32, y = pixel / 32;
            mask[x, y] = (2 * x - 31) * (2 * x - 31) + (2 * y - 31) * (2 * y - 31) <= 1024;
        }
        return mask;
    }

    // The best of the runs' CPU time of one call of f (whose loop is inside it, so no
    // delegate call is timed per pair test).
    private static double Best(Action f)
    {
        double best = double.MaxValue;
        for (int run = 0; run < Runs; run++)
        {
            double start = Cpu();
            f();
            best = Math.Min(best, Cpu() - start);
        }
        return best;
    }

    private static void PerCall(Mask mask)
    {
        const int Calls = 1000000;
        double overlaps = Best(() => {
            for (int i = 0; i < Calls; i++)
                _sink += mask.Overlaps(mask, 20, 9) ? 1 : 0;
        });
        double area = Best(() => {
            for (int i = 0; i < Calls; i++)
                _sink += mask.OverlapArea(mask, 20, 9);
        });
        double contact = Best(() => {
            for (int i = 0; i < Calls; i++)
                _sink += mask.FirstContact(mask, 20, 9).HasValue ? 1 : 0;
        });
        Console.WriteLine("overlaps_ns = {0:F1}", overlaps / Calls * 1e9);
        Console.WriteLine("overlap_area_ns = {0:F1}", area / Calls * 1e9);
        Console.WriteLine("first_contact_ns = {0:F1}", contact / Calls * 1e9);
        Point first = mask.FirstContact(mask, 20, 9).Value;
        Console.WriteLine("check_overlap = {0} {1} {2},{3}", mask.Overlaps(mask, 20, 9) ? 1 : 0,
                          mask.OverlapArea(mask, 20, 9), first.X, first.Y);
    }

    private static World RunFrames(Mask mask, int n)
    {
        var world = new World(64);
        var draw = new Lcg(1);
        var xy = new int[2 * n];
        var v = new int[2 * n];
        var ids = new uint[n];
        for (int i = 0; i < n; i++)
        {
            xy[2 * i] = draw.Draw(FieldW);
            xy[2 * i + 1] = draw.Draw(FieldH);
            v[2 * i] = draw.Draw(7) - 3;
            v[2 * i + 1] = draw.Draw(7) - 3;
            ids[i] = world.Add(mask, xy[2 * i], xy[2 * i + 1]);
        }
        var events = new List<Contact>();
        var pairs = new List<Pair>();
        long eventCount = world.Step(events).Count, pairCount = 0;
        Action advance = () => {
            for (int i = 0; i < 2 * n; i += 2)
            {
                xy[i] = ((xy[i] + v[i]) % FieldW + FieldW) % FieldW;
                xy[i + 1] = ((xy[i + 1] + v[i + 1]) % FieldH + FieldH) % FieldH;
            }
        };
        double single = double.MaxValue, many = double.MaxValue, colliding = double.MaxValue;
        for (int run = 0; run < Runs; run++)
        {
            double start = Cpu();
            for (int frame = 0; frame < Frames; frame++)
            {
                advance();
                for (int i = 0; i < n; i++)
                    world.Move(ids[i], xy[2 * i], xy[2 * i + 1]);
                eventCount += world.Step(events).Count;
            }
            single = Math.Min(single, Cpu() - start);
        }
        for (int run = 0; run < Runs; run++)
        {
            double moving = 0, pairing = 0;
            for (int frame = 0; frame < Frames; frame++)
            {
                double start = Cpu();
                advance();
                world.MoveMany(ids, xy);
                eventCount += world.Step(events).Count;
                double middle = Cpu();
                pairCount += world.Collisions(pairs).Count;
                pairing += Cpu() - middle;
                moving += middle - start;
            }
            many = Math.Min(many, moving);
            colliding = Math.Min(colliding, pairing);
        }
        Console.WriteLine("frame_move_step_us_{0} = {1:F1}", n, single / Frames * 1e6);
        Console.WriteLine("frame_move_many_step_us_{0} = {1:F1}", n, many / Frames * 1e6);
        Console.WriteLine("collisions_us_{0} = {1:F1}", n, colliding / Frames * 1e6);
        Console.WriteLine("check_counts_{0} = {1} pairs {2} events", n, pairCount, eventCount);
        return world;
    }

    private static void RunQueries(World world)
    {
        var draw = new Lcg(2);
        var points = new int[2 * Queries];
        var segments = new int[4 * Queries];
        for (int i = 0; i < Queries; i++)
        {
            points[2 * i] = draw.Draw(FieldW);
            points[2 * i + 1] = draw.Draw(FieldH);
            int side = draw.Draw(4), u = draw.Draw(601) - 300;
            int x = draw.Draw(FieldW), y = draw.Draw(FieldH);
            segments[4 * i] = x;
            segments[4 * i + 1] = y;
            segments[4 * i + 2] = x + (side == 0 ? 300 : side == 1 ? -300 : u);
            segments[4 * i + 3] = y + (side == 2 ? 300 : side == 3 ? -300 : u);
        }
        var found = new List<uint>();
        double bestPoint = double.MaxValue, bestSegment = double.MaxValue;
        long ids = 0, hits = 0, hitSum = 0;
        for (int run = 0; run < Runs; run++)
        {
            ids = hits = hitSum = 0;
            double start = Cpu();
            for (int i = 0; i < Queries; i++)
                ids += world.QueryPoint(points[2 * i], points[2 * i + 1], found).Count;
            double middle = Cpu();
            for (int i = 0; i < Queries; i++)
            {
                SegmentHit? hit = world.QuerySegment(segments[4 * i], segments[4 * i + 1],
                                                     segments[4 * i + 2], segments[4 * i + 3]);
                if (hit.HasValue)
                {
                    hits++;
                    hitSum += hit.Value.Pixel.X + hit.Value.Pixel.Y;
                }
            }
            double finish = Cpu();
            bestPoint = Math.Min(bestPoint, middle - start);
            bestSegment = Math.Min(bestSegment, finish - middle);
        }
        Console.WriteLine("query_point_us = {0:F2}", bestPoint / Queries * 1e6);
        Console.WriteLine("query_segment_us = {0:F2}", bestSegment / Queries * 1e6);
        Console.WriteLine("check_queries = {0} ids {1} hits {2}", ids, hits, hitSum);
    }

    private static void Main()
    {
        Type mono = Type.GetType("Mono.Runtime");
        string version = mono == null ? Environment.Version.ToString()
            : (string)mono.GetMethod("GetDisplayName", System.Reflection.BindingFlags.NonPublic |
                                     System.Reflection.BindingFlags.Static).Invoke(null, null);
        Console.WriteLine("runtime = C# (Mono {0})", version.Split(' ')[0]);
        Mask mask = Disc();
        PerCall(mask);
        using (World world = RunFrames(mask, 1000))
            RunQueries(world);
        RunFrames(mask, 3000).Dispose();
        if (_sink == 42)
            Console.WriteLine();
    }
}
