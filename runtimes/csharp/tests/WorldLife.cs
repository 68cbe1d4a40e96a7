// SPDX-License-Identifier: MIT
// The World's life cycle through the binding: strict and plain worlds meeting stale ids,
// user data kept by slot, argument errors, files, masks and worlds freed in any order
// (explicitly and by the garbage collector), and a warm frame that allocates nothing.
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

namespace Hitmask.Tests
{
    internal static partial class WorldTest
    {
        // The exception type and message f throws, or "none".
        private static string Thrown(Action f)
        {
            try
            {
                f();
                return "none";
            }
            catch (Exception e)
            {
                return e.GetType().Name + (e is HmskException ? " " + ((HmskException)e).Code + ": " + e.Message : "");
            }
        }

        private static void CheckStrict()
        {
            var mask = new Mask(4, 4);
            mask[1, 1] = true;
            foreach (bool strict in new[] { false, true })
                using (var world = new World(16, strict))
                {
                    string at = strict ? "strict" : "plain";
                    uint a = world.Add(mask, 0, 0), b = world.Add(mask, 50, 50);
                    world.Remove(a);
                    uint c = world.Add(mask, 0, 0);
                    Same(c, a + (1u << 20), at + " reused slot's id");
                    string stale = strict ? "StaleIdException StaleId: " : "none";
                    Same(Thrown(() => Same(world.Move(a, 1, 1), false, at + " move stale")),
                         strict ? stale + "hm_world_move: id 0x00000000 is not live" : "none", at + " move");
                    Same(Thrown(() => world.Remove(a)).StartsWith(strict ? stale : "none"), true, at + " remove");
                    Same(Thrown(() => world.SetLayers(a, 1, 1)).StartsWith(strict ? stale : "none"), true, at + " layers");
                    Same(Thrown(() => world.SetMask(a, mask)).StartsWith(strict ? stale : "none"), true, at + " set mask");
                    Same(Thrown(() => world.GetUserData(a)).StartsWith(strict ? stale : "none"), true, at + " user data");
                    Same(Thrown(() => world.CollisionsOf(a)).StartsWith(strict ? stale : "none"), true, at + " collisions of");
                    Same(Thrown(() => world.OverlapArea(c, a)).StartsWith(strict ? stale : "none"), true, at + " area");
                    Same(Thrown(() => world.Position(a)).StartsWith("StaleIdException StaleId: hm_world_position"), true,
                         at + " position");
                    Same(Thrown(() => world.Origin(World.NoId)).StartsWith("StaleIdException"), true, at + " origin");
                    Point p;
                    Same(world.TryGetPosition(a, out p), false, at + " try position");
                    // A bulk move with a stale id moves the others, then a strict world throws.
                    string bulk = Thrown(() => world.MoveMany(new[] { a, b }, new[] { 1, 1, 7, 8 }));
                    Same(bulk.StartsWith(strict ? stale : "none"), true, at + " move many");
                    Same(world.Position(b), new Point(7, 8), at + " move many moved the live one");
                    Same(world.Count, 2, at + " count");
                    Same(Thrown(() => world.Add(null, 0, 0)), "ArgumentNullException", at + " null mask");
                    Same(Thrown(() => world.QueryRect(0, 0, -1, 1)), "ArgumentOutOfRangeException", at + " negative rect");
                }
            Same(Library.Version, Library.BindingVersion, "the library's version is the binding's");
            string[] parts = Library.BindingVersion.Split('.');
            Same(Library.VersionNumber, int.Parse(parts[0]) * 10000 + int.Parse(parts[1]) * 100 + int.Parse(parts[2]),
                 "version number");
            Same(Thrown(() => MaskFile.Load(new byte[0])).StartsWith("HmskException File: "), true, "no bytes");
            Same(Thrown(() => MaskFile.Load((string)null)), "ArgumentNullException", "null path");
            using (var small = new World(2))
                Same(small.CellSize, 4, "cell size 1 to 3 counts as 4");
            Same(Thrown(() => new Mask(1 << 20, 1 << 20)).StartsWith("HmskException Limit: hm_mask_new"), true,
                 "a mask past 1 GiB");
            Same(Thrown(() => mask.Overlaps(null, 0, 0)), "ArgumentNullException", "null other mask");
            Same(Thrown(() => new Mask(-1, 2)), "ArgumentOutOfRangeException", "negative mask");
            Same(Thrown(() => new World(0)), "ArgumentOutOfRangeException", "cell size 0");
            Same(Thrown(() => mask[4, 0] = true), "ArgumentOutOfRangeException", "pixel outside");
            Same(Thrown(() => Mask.FromBits(new byte[3], 8, 4)), "ArgumentException", "bits too short");
            Same(Thrown(() => MaskFile.Load("/nonexistent/x.hmsk")).StartsWith("HmskException File: cannot open"), true,
                 "missing file");
            mask.Dispose();
            Same(Thrown(() => mask.Overlaps(mask, 0, 0)), "ObjectDisposedException", "disposed mask");
        }

        private static void CheckUserData()
        {
            var mask = new Mask(2, 2);
            using (var world = new World())
            {
                var things = Enumerable.Range(0, 3000).Select(i => (object)("thing " + i)).ToList();
                var ids = things.Select((t, i) => world.Add(mask, i, 0, i % 5 == 0 ? null : t)).ToList();
                for (int i = 0; i < 3000; i += 3)
                    world.Remove(ids[i]);
                var reused = Enumerable.Range(0, 500).Select(i => world.Add(mask, i, 9)).ToList();
                bool right = true;
                for (int i = 0; i < 3000; i++)
                    right &= world.GetUserData(ids[i]) == (i % 3 == 0 || i % 5 == 0 ? null : things[i]);
                right &= reused.All(id => world.GetUserData(id) == null);
                Same(right, true, "user data after removals and reuse");
                Same(world.SetUserData(reused[7], things[1]), true, "set user data");
                Same(world.GetUserData(reused[7]), things[1], "user data set");
                Same(world.SetUserData(ids[0], things[1]), false, "set user data of a stale id");
                // A removed entry's object is the game's again: the binding keeps no reference.
                WeakReference dropped = AddAndRemove(world, mask);
                GC.Collect();
                GC.WaitForPendingFinalizers();
                Same(dropped.IsAlive, false, "user data of a removed entry collected");
            }
            // A disposed world still referenced (a game object's field) holds no user data.
            var kept = new World();
            WeakReference held = AddAndKeep(kept, mask);
            kept.Dispose();
            GC.Collect();
            GC.WaitForPendingFinalizers();
            Same(held.IsAlive, false, "user data of a disposed world collected");
            GC.KeepAlive(kept);
        }

        private static WeakReference AddAndKeep(World world, Mask mask)
        {
            var thing = new object();
            world.Add(mask, 0, 0, thing);
            return new WeakReference(thing);
        }

        // Made in its own method, so that no local of the caller keeps the object alive.
        private static WeakReference AddAndRemove(World world, Mask mask)
        {
            var thing = new object();
            world.Remove(world.Add(mask, 0, 0, thing));
            return new WeakReference(thing);
        }

        // Files, masks and worlds dropped or disposed in every order, then collected.
        private static void CheckDisposal()
        {
            string path = Path.Combine(_suite, "files", "shapes.hmsk");
            bool haveFile = File.Exists(path);
            Same(haveFile, true, "shapes.hmsk for the disposal test");
            for (int round = 0; round < 300; round++)
            {
                MaskFile file = haveFile ? MaskFile.Load(path) : null;
                var own = new Mask(8, 8);
                own[3, 3] = true;
                var world = new World(32);
                uint a = world.Add(own, 0, 0, new object());
                uint b = file != null ? world.AddFrame(file[0], 0, 0) : World.NoId;
                Mask fileMask = file != null ? file[0].Mask() : null;
                uint c = fileMask != null ? world.Add(fileMask, 1000, 0) : World.NoId;
                int order = round % 6;
                if (order == 0 && file != null) file.Dispose();
                if (order == 1) own.Dispose();
                if (order == 2 && fileMask != null) fileMask.Dispose();
                if (order == 3) world.Dispose();
                if (order < 3)
                {
                    // The entries keep their masks whatever the objects' owners did.
                    world.Move(a, 1, 1);
                    world.Step();
                    Same(world.QueryPoint(4, 4).Contains(a), true, "round " + round + " own mask in world");
                    if (b != World.NoId)
                        Same(world.Position(b), new Point(0, 0), "round " + round + " frame entry");
                    if (c != World.NoId)
                        Same(world.QueryRect(1000, 0, 200, 200).Contains(c), true, "round " + round + " file mask");
                }
                if (order == 4)
                {
                    file = null;
                    own = null;
                }
                if (order == 5 && file != null)
                {
                    file.Dispose();
                    Same(Thrown(() => fileMask.Count.ToString()), "ObjectDisposedException", "file mask after Dispose");
                }
                world = null;
                GC.Collect();
                GC.WaitForPendingFinalizers();
            }
            GC.Collect();
            GC.WaitForPendingFinalizers();
        }

        // A frame of moves, a step, pairs and queries, warm: the bytes it allocates.
        private static string CheckWarmFrame()
        {
            var mask = new Mask(16, 16);
            for (int i = 0; i < 16; i++)
                mask[i, i] = mask[15 - i, i] = true;
            var world = new World();
            var ids = new uint[1000];
            var xy = new int[2000];
            for (int i = 0; i < ids.Length; i++)
                ids[i] = world.Add(mask, (i * 37) % 800, (i * 91) % 600);
            var events = new List<Contact>();
            var pairs = new List<Pair>();
            var found = new List<uint>();
            int tick = 0;
            // Each sprite circles its own spot, ten frames a turn, as a game's sprites
            // come and go: the warm-up meets every frame's answer counts, so the
            // buffers and lists have grown to them before the measure.
            Action frame = () => {
                tick = (tick + 1) % 10;
                for (int i = 0; i < ids.Length; i++)
                {
                    xy[2 * i] = (i * 37) % 800 + (tick < 5 ? 2 * tick : 20 - 2 * tick);
                    xy[2 * i + 1] = (i * 91) % 600 + (tick < 5 ? tick : 10 - tick);
                }
                world.MoveMany(ids, xy);
                world.Move(ids[0], xy[0], xy[1]);
                world.Step(events);
                world.Collisions(pairs);
                world.QueryPoint(100, 100, found);
                world.QueryRect(0, 0, 64, 64, found);
                world.QueryMask(mask, 50, 50, found);
                world.CollisionsOf(ids[5], found);
                world.QuerySegment(0, 0, 300, 200);
                world.OverlapArea(ids[1], ids[2]);
            };
            for (int i = 0; i < 50; i++)
                frame();
            long before = GC.GetAllocatedBytesForCurrentThread();
            for (int i = 0; i < 200; i++)
                frame();
            long warm = GC.GetAllocatedBytesForCurrentThread() - before;
            // The measure itself must see an allocation, or a 0 above proves nothing.
            before = GC.GetAllocatedBytesForCurrentThread();
            var control = new List<Contact>();
            world.Step(control);
            long seen = GC.GetAllocatedBytesForCurrentThread() - before;
            Same(seen > 0, true, "allocation measure sees a fresh list");
            Same(warm, 0L, "bytes allocated by 200 warm frames");
            world.Dispose();
            return "warm frame: " + warm + " bytes in 200 frames";
        }
    }
}
