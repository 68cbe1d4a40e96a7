// SPDX-License-Identifier: MIT
// The conformance suite's World sections, "events" and "queries": their ops applied to a
// Hitmask.World, then every event, position, origin and query answer compared.
using System;
using System.Collections.Generic;
using System.Linq;

namespace Hitmask.Tests
{
    internal static partial class Conformance
    {
        // Applies one op as the suite spells it; ids the world hands out must be the core's.
        private static void Apply(World world, Dictionary<string, object> op, string where)
        {
            switch ((string)op["op"])
            {
            case "add":
                Same(world.Add(MaskNamed(op["mask"]), I(op["x"]), I(op["y"])), op["entry"], where + " add id");
                break;
            case "add_frame":
            {
                MaskFile file = FileNamed((string)op["file"]);
                uint id = world.AddFrame(file, I(op["frame"]), file.ChannelIndex((string)op["channel"]), I(op["x"]),
                                         I(op["y"]));
                Same(id, op["entry"], where + " add_frame id");
                break;
            }
            case "move": world.Move(U(op["id"]), I(op["x"]), I(op["y"])); break;
            case "set_frame":
            {
                MaskFile file = FileNamed((string)op["file"]);
                world.SetFrame(U(op["id"]), file[I(op["frame"])], file.ChannelIndex((string)op["channel"]));
                break;
            }
            case "set_mask": world.SetMask(U(op["id"]), MaskNamed(op["mask"])); break;
            case "set_layers": world.SetLayers(U(op["id"]), U(op["layers"]), U(op["collides_with"])); break;
            case "remove": world.Remove(U(op["id"])); break;
            default: throw new InvalidOperationException("unknown op " + op["op"]);
            }
        }

        private static void CheckQuery(World world, Dictionary<string, object> q, string where, List<uint> ids)
        {
            string kind = (string)q["kind"];
            uint layers = q.ContainsKey("layers") ? U(q["layers"]) : World.AllLayers;
            uint exclude = q.ContainsKey("exclude") && q["exclude"] != null ? U(q["exclude"]) : World.NoId;
            switch (kind)
            {
            case "point":
                Same(ListText(world.QueryPoint(I(q["x"]), I(q["y"]), ids, layers, exclude)), ListText(L(q["ids"])), where);
                Same(ListText(world.QueryPoint(I(q["x"]), I(q["y"]), layers, exclude)), ListText(L(q["ids"])), where);
                break;
            case "rect":
                Same(ListText(world.QueryRect(I(q["x"]), I(q["y"]), I(q["width"]), I(q["height"]), ids, layers,
                                              exclude)),
                     ListText(L(q["ids"])), where);
                break;
            case "mask":
                Same(ListText(world.QueryMask(MaskNamed(q["mask"]), I(q["x"]), I(q["y"]), ids, layers, exclude)),
                     ListText(L(q["ids"])), where);
                break;
            case "segment":
            {
                var from = L(q["from"]);
                var to = L(q["to"]);
                SegmentHit? hit = world.QuerySegment(I(from[0]), I(from[1]), I(to[0]), I(to[1]), layers, exclude);
                string got = hit.HasValue ? hit.Value.Id + " " + PointText(hit.Value.Pixel) : "null";
                var want = q["hit"] == null ? null : D(q["hit"]);
                Same(got, want == null ? "null" : want["id"] + " " + want["x"] + "," + want["y"], where);
                if (hit.HasValue)
                    Same(hit.Value.Step,
                         Math.Max(Math.Abs((long)hit.Value.Pixel.X - I(from[0])),
                                  Math.Abs((long)hit.Value.Pixel.Y - I(from[1]))),
                         where + " step");
                break;
            }
            case "collisions_of":
                Same(ListText(world.CollisionsOf(U(q["id"]), ids)), ListText(L(q["ids"])), where);
                break;
            case "separation":
            {
                Separation s = world.Separation(U(q["a"]), U(q["b"]));
                Same(string.Join(" ", s.Left, s.Right, s.Up, s.Down, s.Push.X, s.Push.Y),
                     string.Join(" ", q["left"], q["right"], q["up"], q["down"], L(q["push"])[0], L(q["push"])[1]),
                     where);
                break;
            }
            default: throw new InvalidOperationException("unknown query kind " + kind);
            }
        }

        private static readonly string[] PhaseNames = { "began", "stayed", "ended" };

        private static string CheckEventsAndQueries(Dictionary<string, object> spec)
        {
            int steps = 0, asked = 0, number = 0;
            var events = new List<Contact>();
            foreach (var c in Items(spec, "events"))
            {
                number++;
                using (var world = new World(I(c["cell_size"])))
                {
                    int s = 0;
                    foreach (var step in L(c["steps"]).Select(D))
                    {
                        string where = "events " + number + " step " + (++s);
                        int i = 0;
                        foreach (var op in L(step["ops"]).Select(D))
                            Apply(world, op, where + " op " + (++i));
                        world.Step(events);
                        var want = L(step["events"]);
                        Same(events.Count, want.Count, where + " event count");
                        for (int e = 0; e < want.Count && e < events.Count; e++)
                        {
                            var w = L(want[e]);
                            Contact got = events[e];
                            string at = where + " event " + e;
                            Same(got.First + "-" + got.Second + " " + PhaseNames[(int)got.Phase],
                                 w[0] + "-" + w[1] + " " + w[2], at);
                            Same(world.OverlapArea(got.First, got.Second), w[3], at + " area");
                            Same(PointText(world.FirstContact(got.First, got.Second)), WantPoint(w[4]), at + " contact");
                        }
                        steps++;
                    }
                }
            }
            number = 0;
            var ids = new List<uint>();
            foreach (var c in Items(spec, "queries"))
            {
                number++;
                using (var world = new World(I(c["cell_size"])))
                {
                    string where = "queries " + number;
                    int i = 0;
                    foreach (var op in L(c["ops"]).Select(D))
                        Apply(world, op, where + " op " + (++i));
                    foreach (var p in L(c["positions"]).Select(L))
                    {
                        uint id = U(p[0]);
                        Same(PointText(world.Position(id)), p[1] + "," + p[2], where + " position " + id);
                        Same(PointText(world.Origin(id)), p[3] + "," + p[4], where + " origin " + id);
                    }
                    Same(world.Count, L(c["positions"]).Count, where + " size");
                    foreach (var q in L(c["queries"]).Select(D))
                    {
                        CheckQuery(world, q, where + " query " + (++i) + " (" + q["kind"] + ")", ids);
                        asked++;
                    }
                }
            }
            return ", " + steps + " event steps, " + asked + " queries" +
                   (spec.ContainsKey("events") && spec.ContainsKey("queries") ? "" : "; NO events/queries sections");
        }
    }
}
