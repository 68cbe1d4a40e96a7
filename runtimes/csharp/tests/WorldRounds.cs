// SPDX-License-Identifier: MIT
// A 1,000-sprite World over many frames against the model: moves one by one and in bulk,
// removals and adds reusing slots, layers, new masks with origins, then every pair, every
// contact event and a spread of queries compared with the brute-force answers.
using System;
using System.Collections.Generic;
using System.Linq;

namespace Hitmask.Tests
{
    internal static partial class WorldTest
    {
        private const int Sprites = 1000, Frames = 40, Field = 2400;

        private sealed class Sprite
        {
            public ModelEntry Entry;
            public Mask Mask;
        }

        private static Sprite NewSprite(World world, List<Picture> pictures, List<Mask> masks, string where)
        {
            int k = Rng.Next(pictures.Count);
            var entry = new ModelEntry {
                Picture = pictures[k], X = Rng.Next(-Field / 2, Field / 2), Y = Rng.Next(-Field / 2, Field / 2),
                OriginX = Rng.Next(3) == 0 ? Rng.Next(-5, 40) : 0, OriginY = Rng.Next(3) == 0 ? Rng.Next(-5, 40) : 0,
            };
            uint id = entry.OriginX == 0 && entry.OriginY == 0
                          ? world.Add(masks[k], (int)entry.X, (int)entry.Y)
                          : world.Add(masks[k], (int)entry.X, (int)entry.Y,
                                      new Point((int)entry.OriginX, (int)entry.OriginY));
            entry.Id = id;
            return new Sprite { Entry = entry, Mask = masks[k] };
        }

        private static string CheckRounds()
        {
            var pictures = Enumerable.Range(0, 60).Select(i => RandomPicture(48)).ToList();
            var masks = pictures.Select((p, i) => MaskOf(p, i % 3)).ToList();
            var world = new World(64);
            var sprites = new List<Sprite>();
            for (int i = 0; i < Sprites; i++)
                sprites.Add(NewSprite(world, pictures, masks, "add"));
            Same(Ids(sprites.Select(s => s.Entry.Id)), Ids(Enumerable.Range(0, Sprites).Select(i => (uint)i)), "fresh ids");
            var previous = new HashSet<Pair>();
            var events = new List<Contact>();
            var pairs = new List<Pair>();
            var ids = new List<uint>();
            var moveIds = new uint[Sprites];
            var moveXy = new int[2 * Sprites];
            long pairCount = 0, eventCount = 0, queries = 0;
            for (int frame = 0; frame < Frames; frame++)
            {
                string at = "frame " + frame;
                // Removals and adds: the freed slots are reused with the next generation.
                for (int r = 0; r < 15; r++)
                {
                    int victim = Rng.Next(sprites.Count);
                    Same(world.Remove(sprites[victim].Entry.Id), true, at + " remove");
                    Same(world.Remove(sprites[victim].Entry.Id), false, at + " remove again");
                    sprites.RemoveAt(victim);
                }
                for (int r = 0; r < 15; r++)
                    sprites.Add(NewSprite(world, pictures, masks, at));
                // Moves: half one by one, half in one MoveMany with a stale id among them.
                int bulk = 0;
                foreach (Sprite s in sprites)
                {
                    ModelEntry e = s.Entry;
                    e.X += Rng.Next(-12, 13);
                    e.Y += Rng.Next(-12, 13);
                    // Now and then far away (coordinates near the ints' ends), and back.
                    if (Math.Abs(e.X) > 1000000000)
                    {
                        if (Rng.Next(4) == 0)
                            e.X = Rng.Next(-Field / 2, Field / 2);
                    }
                    else if (Rng.Next(200) == 0)
                        e.X += 1900000000L * (Rng.Next(2) == 0 ? -1 : 1);
                    else if (Math.Abs(e.X) > Field)
                        e.X = Rng.Next(-Field / 2, Field / 2);
                    if (Rng.Next(2) == 0)
                        Same(world.Move(e.Id, (int)e.X, (int)e.Y), true, at + " move");
                    else
                    {
                        moveIds[bulk] = e.Id;
                        moveXy[2 * bulk] = (int)e.X;
                        moveXy[2 * bulk + 1] = (int)e.Y;
                        bulk++;
                    }
                }
                moveIds[bulk++] = 0xFFFFF | (7u << 20);
                Same(world.MoveMany(moveIds, moveXy, bulk), bulk - 1, at + " move many");
                // Layers and new masks for a few.
                for (int r = 0; r < 20; r++)
                {
                    ModelEntry e = sprites[Rng.Next(sprites.Count)].Entry;
                    e.Layers = (uint)Rng.Next(1, 8);
                    e.CollidesWith = Rng.Next(3) == 0 ? (uint)Rng.Next(0, 8) : World.AllLayers;
                    world.SetLayers(e.Id, e.Layers, e.CollidesWith);
                    int k = Rng.Next(pictures.Count);
                    e.Picture = pictures[k];
                    if (r % 2 == 0)
                        world.SetMask(e.Id, masks[k]);
                    else
                    {
                        e.OriginX = Rng.Next(-10, 30);
                        e.OriginY = Rng.Next(-10, 30);
                        world.SetMask(e.Id, masks[k], new Point((int)e.OriginX, (int)e.OriginY));
                    }
                }
                var entries = sprites.Select(s => s.Entry).ToList();
                Same(Ids(world.Entries(ids)), Ids(entries.OrderBy(e => e.Slot).Select(e => e.Id)), at + " entries");
                Same(world.Count, entries.Count, at + " count");
                var want = Oracle.Pairs(entries);
                world.Collisions(pairs);
                Same(string.Join(" ", pairs), string.Join(" ", want), at + " pairs");
                pairCount += want.Count;
                // Contact events: now against the step before, each pair once, by slot.
                world.Step(events);
                var now = new HashSet<Pair>(want);
                var wantEvents = want.Select(p => p + (previous.Contains(p) ? " Stayed" : " Began"))
                                     .Concat(previous.Where(p => !now.Contains(p)).Select(p => p + " Ended"))
                                     .OrderBy(t => t, StringComparer.Ordinal);
                var gotEvents = events.Select(c => new Pair(Math.Min(c.First, c.Second), Math.Max(c.First, c.Second)) +
                                                   " " + c.Phase)
                                    .OrderBy(t => t, StringComparer.Ordinal);
                Same(string.Join("; ", gotEvents), string.Join("; ", wantEvents), at + " events");
                bool bySlot = true;
                for (int i = 0; i < events.Count; i++)
                {
                    uint a = events[i].First & 0xFFFFF, b = events[i].Second & 0xFFFFF;
                    bySlot &= a < b;
                    if (i > 0)
                    {
                        uint pa = events[i - 1].First & 0xFFFFF, pb = events[i - 1].Second & 0xFFFFF;
                        bySlot &= pa < a || (pa == a && pb <= b);
                    }
                }
                Same(bySlot, true, at + " events in slot order");
                eventCount += events.Count;
                previous = now;
                queries += CheckQueries(world, entries, masks, pictures, ids, at);
            }
            world.Dispose();
            return string.Format("{0} sprites x {1} frames: {2} pairs, {3} events, {4} queries", Sprites, Frames,
                                 pairCount, eventCount, queries);
        }

        private static int CheckQueries(World world, List<ModelEntry> entries, List<Mask> masks,
                                        List<Picture> pictures, List<uint> ids, string at)
        {
            int asked = 0;
            for (int q = 0; q < 12; q++, asked += 6)
            {
                ModelEntry near = entries[Rng.Next(entries.Count)];
                long x = near.Left + Rng.Next(-3, near.Picture.Width + 3), y = near.Top + Rng.Next(-3, near.Picture.Height + 3);
                uint layers = Rng.Next(2) == 0 ? World.AllLayers : (uint)Rng.Next(1, 8);
                uint exclude = Rng.Next(3) == 0 ? near.Id : World.NoId;
                string where = at + " query " + q;
                Same(Ids(world.QueryPoint((int)x, (int)y, ids, layers, exclude)),
                     Ids(Oracle.Point(entries, x, y, layers, exclude)), where + " point");
                int w = Rng.Next(0, 90), h = Rng.Next(0, 90);
                Same(Ids(world.QueryRect((int)x - 20, (int)y - 20, w, h, ids, layers, exclude)),
                     Ids(Oracle.Rect(entries, x - 20, y - 20, w, h, layers, exclude)), where + " rect");
                int k = Rng.Next(masks.Count);
                Same(Ids(world.QueryMask(masks[k], (int)x - 10, (int)y - 10, ids, layers, exclude)),
                     Ids(Oracle.MaskQuery(entries, pictures[k], x - 10, y - 10, layers, exclude)), where + " mask");
                long x1 = x + Rng.Next(-300, 301), y1 = y + Rng.Next(-300, 301);
                SegmentHit? hit = world.QuerySegment((int)x - 150, (int)y, (int)x1, (int)y1, layers, exclude);
                var wantHit = Oracle.Segment(entries, x - 150, y, x1, y1, layers, exclude);
                Same(hit.HasValue ? hit.Value.Id + " " + hit.Value.Pixel.X + "," + hit.Value.Pixel.Y : "null",
                     wantHit == null ? "null" : wantHit.Item1 + " " + wantHit.Item2 + "," + wantHit.Item3,
                     where + " segment");
                Same(Ids(world.CollisionsOf(near.Id, ids)), Ids(Oracle.CollisionsOf(entries, near)),
                     where + " collisions of");
                ModelEntry other = entries[Rng.Next(entries.Count)];
                long cx, cy, area = Oracle.Area(near, other, out cx, out cy);
                Same(world.OverlapArea(near.Id, other.Id) + " " + PointText(world.FirstContact(near.Id, other.Id)),
                     area + " " + Contact(area, cx, cy), where + " pair details");
            }
            return asked;
        }
    }
}
