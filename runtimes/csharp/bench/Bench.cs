// SPDX-License-Identifier: MIT
// Benchmarks of the C# binding (not a test): ns per call of the mask tests and µs per
// frame of a 1,000-sprite World, in the scene of tests/bench/runtimes/scene.md (the same
// disc, generator and field), timed as the thread's CPU time, best of five runs. Run:
//   LD_LIBRARY_PATH=build/core mono build/tests/csharp_runtime/bench.exe
using System;
using System.Collections.Generic;
using System.Runtime.InteropServices;

namespace Hitmask.Bench
{
    internal static class Bench
    {
        private const int FrameCount = 50, QueryRounds = 20;
        private static long _seed;

        private static int Draw(int n)
        {
            _seed = (_seed * 1103515245 + 12345) % 2147483648L;
            return (int)((_seed >> 16) % n);
        }

        [StructLayout(LayoutKind.Sequential)]
        private struct TimeSpec
        {
            public long Seconds;
            public long Nanoseconds;
        }

        // The calling thread's CPU time (Linux, glibc): Mono's process CPU time ticks in
        // 10 ms steps, too coarse for a frame, and wall time counts the other processes
        // sharing the machine.
        [DllImport("libc", EntryPoint = "clock_gettime")]
        private static extern int ClockGetTime(int clock, out TimeSpec time);
        private const int ThreadCpuTime = 3;

        private static double Now()
        {
            TimeSpec t;
            ClockGetTime(ThreadCpuTime, out t);
            return t.Seconds + t.Nanoseconds * 1e-9;
        }

        // The best of five runs of f, in seconds of the thread's CPU time.
        private static double Best(Action f)
        {
            double best = double.MaxValue;
            for (int run = 0; run < 5; run++)
            {
                double start = Now();
                f();
                best = Math.Min(best, Now() - start);
            }
            return best;
        }

        private static Mask Disc()
        {
            var mask = new Mask(32, 32);
            for (int y = 0; y < 32; y++)
                for (int x = 0; x < 32; x++)
                    if ((2 * x - 31) * (2 * x - 31) + (2 * y - 31) * (2 * y - 31) <= 1024)
                        mask[x, y] = true;
            return mask;
        }

        private static void PerCall(Mask disc)
        {
            const int Calls = 2000000;
            long sink = 0;
            double overlaps = Best(() => {
                for (int i = 0; i < Calls; i++)
                    sink += disc.Overlaps(disc, 20, 9) ? 1 : 0;
            });
            double area = Best(() => {
                for (int i = 0; i < Calls; i++)
                    sink += disc.OverlapArea(disc, 20, 9);
            });
            double contact = Best(() => {
                for (int i = 0; i < Calls; i++)
                    sink += disc.FirstContact(disc, 20, 9).Value.X;
            });
            Console.WriteLine("check_area = {0}", disc.OverlapArea(disc, 20, 9));
            Console.WriteLine("check_contact = {0}", disc.FirstContact(disc, 20, 9));
            Console.WriteLine("Overlaps 32x32       {0,7:F1} ns per call", overlaps / Calls * 1e9);
            Console.WriteLine("OverlapArea 32x32    {0,7:F1} ns per call", area / Calls * 1e9);
            Console.WriteLine("FirstContact 32x32   {0,7:F1} ns per call", contact / Calls * 1e9);
            GC.KeepAlive(sink);
        }

        private static void Frames(Mask disc, int sprites)
        {
            _seed = 1;
            var world = new World(64);
            var ids = new uint[sprites];
            var xy = new int[2 * sprites];
            var v = new int[2 * sprites];
            for (int i = 0; i < sprites; i++)
            {
                xy[2 * i] = Draw(1024);
                xy[2 * i + 1] = Draw(768);
                v[2 * i] = Draw(7) - 3;
                v[2 * i + 1] = Draw(7) - 3;
                ids[i] = world.Add(disc, xy[2 * i], xy[2 * i + 1]);
            }
            var events = new List<Contact>();
            var pairs = new List<Pair>();
            long eventSum = 0, pairSum = 0;
            world.Step(events);
            eventSum += events.Count;
            Action advance = () => {
                for (int i = 0; i < 2 * sprites; i += 2)
                {
                    xy[i] = ((xy[i] + v[i]) % 1024 + 1024) % 1024;
                    xy[i + 1] = ((xy[i + 1] + v[i + 1]) % 768 + 768) % 768;
                }
            };
            double single = Best(() => {
                for (int f = 0; f < FrameCount; f++)
                {
                    advance();
                    for (int i = 0; i < sprites; i++)
                        world.Move(ids[i], xy[2 * i], xy[2 * i + 1]);
                    eventSum += world.Step(events).Count;
                }
            }) / FrameCount;
            double bulk = Best(() => {
                for (int f = 0; f < FrameCount; f++)
                {
                    advance();
                    world.MoveMany(ids, xy);
                    eventSum += world.Step(events).Count;
                }
            }) / FrameCount;
            double collisions = Best(() => {
                for (int f = 0; f < FrameCount; f++)
                    pairSum += world.Collisions(pairs).Count;
            }) / FrameCount;
            Console.WriteLine("Move each + Step     {0,7:F1} µs per frame of {1} sprites ({2} events a frame)",
                              single * 1e6, sprites, events.Count);
            Console.WriteLine("MoveMany + Step      {0,7:F1} µs per frame of {1} sprites", bulk * 1e6, sprites);
            Console.WriteLine("Collisions           {0,7:F1} µs per call ({1} pairs)", collisions * 1e6, pairs.Count);
            GC.KeepAlive(eventSum + pairSum);
            if (sprites == 1000)
                Queries(world);
            world.Dispose();
        }

        private static void Queries(World world)
        {
            var found = new List<uint>();
            const int N = 256;
            var points = new int[2 * N];
            var segments = new int[4 * N];
            _seed = 2;
            for (int i = 0; i < N; i++)
            {
                points[2 * i] = Draw(1024);
                points[2 * i + 1] = Draw(768);
            }
            for (int i = 0; i < N; i++)
            {
                int side = Draw(4), u = Draw(601) - 300, x = Draw(1024), y = Draw(768);
                segments[4 * i] = x;
                segments[4 * i + 1] = y;
                segments[4 * i + 2] = x + (side == 0 ? 300 : side == 1 ? -300 : u);
                segments[4 * i + 3] = y + (side < 2 ? u : side == 2 ? 300 : -300);
            }
            long hits = 0;
            double point = Best(() => {
                for (int r = 0; r < QueryRounds; r++)
                for (int i = 0; i < N; i++)
                    hits += world.QueryPoint(points[2 * i], points[2 * i + 1], found).Count;
            });
            double segment = Best(() => {
                for (int r = 0; r < QueryRounds; r++)
                for (int i = 0; i < N; i++)
                    hits += world.QuerySegment(segments[4 * i], segments[4 * i + 1], segments[4 * i + 2],
                                               segments[4 * i + 3]).HasValue ? 1 : 0;
            });
            Console.WriteLine("QueryPoint           {0,7:F1} ns per call", point / N / QueryRounds * 1e9);
            Console.WriteLine("QuerySegment 300 px  {0,7:F1} ns per call", segment / N / QueryRounds * 1e9);
        }

        private static void Main()
        {
            Mask disc = Disc();
            PerCall(disc);
            Frames(disc, 1000);
            Frames(disc, 3000);
        }
    }
}
