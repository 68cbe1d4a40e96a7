// SPDX-License-Identifier: MIT
// The conformance suite (tests/conformance: its README says the schema) through the C#
// binding: every answer of every section compared with what the C++ core gave.
// Run: mono conformance.exe tests/conformance (libhitmask on LD_LIBRARY_PATH).
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;

namespace Hitmask.Tests
{
    internal static partial class Conformance
    {
        private static string _suite;
        private static readonly Dictionary<string, MaskFile> Files = new Dictionary<string, MaskFile>();
        private static long _checked;
        private static readonly List<string> Wrong = new List<string>();

        internal static Dictionary<string, object> D(object o) { return (Dictionary<string, object>)o; }
        internal static List<object> L(object o) { return (List<object>)o; }
        internal static int I(object o) { return checked((int)(long)o); }
        internal static uint U(object o) { return checked((uint)(long)o); }

        // Counts one answer; keeps a message (up to 20) when got and want differ.
        internal static void Same(object got, object want, string where)
        {
            _checked++;
            string g = got == null ? "null" : got.ToString(), w = want == null ? "null" : want.ToString();
            if (g != w && Wrong.Count < 21)
                Wrong.Add(Wrong.Count < 20 ? where + ": got " + g + ", expected " + w : "...");
        }

        internal static MaskFile FileNamed(string name)
        {
            MaskFile file;
            if (!Files.TryGetValue(name, out file))
                Files[name] = file = MaskFile.Load(Path.Combine(_suite, "files", name));
            return file;
        }

        // A mask named as the suite names them: file, 0-based frame, channel name.
        internal static Mask MaskNamed(object reference)
        {
            var r = D(reference);
            return FileNamed((string)r["file"])[I(r["frame"])].Mask((string)r["channel"]);
        }

        internal static string PointText(Point? p) { return p.HasValue ? p.Value.X + "," + p.Value.Y : "null"; }

        internal static string WantPoint(object p) { return p == null ? "null" : I(L(p)[0]) + "," + I(L(p)[1]); }

        internal static string ListText<T>(IEnumerable<T> items) { return string.Join(" ", items.Select(i => i.ToString())); }

        // The suite's rows: one hex string per row, the most significant bit the leftmost pixel.
        private static void SameRows(Mask mask, object rows, object count, string where)
        {
            var want = L(rows);
            Same(mask.Height, want.Count, where + " rows");
            var row = new StringBuilder();
            for (int y = 0; y < want.Count && y < mask.Height; y++)
            {
                row.Clear();
                for (int b = 0; b < (mask.Width + 7) / 8; b++)
                {
                    int value = 0;
                    for (int bit = 0; bit < 8; bit++)
                        if (mask[b * 8 + bit, y])
                            value |= 0x80 >> bit;
                    row.Append(value.ToString("x2"));
                }
                Same(row.ToString(), want[y], where + " row " + y);
            }
            Same(mask.Count, (long)count, where + " count");
        }

        private static void CheckFiles(Dictionary<string, object> spec)
        {
            foreach (var c in L(spec["files"]).Select(D))
            {
                string name = (string)c["name"];
                MaskFile file = FileNamed(name);
                Same(file.Version, I(c["version"]), name + " version");
                Same(file.Encoding, c["encoding"], name + " encoding");
                var channels = L(c["channels"]).Cast<string>().ToList();
                Same(string.Join("|", Enumerable.Range(0, file.ChannelCount).Select(file.ChannelName)),
                     string.Join("|", channels), name + " channels");
                // The same bytes from memory give the same file, from an array and from a
                // span in the middle of a larger buffer.
                byte[] bytes = File.ReadAllBytes(Path.Combine(_suite, "files", name));
                var padded = new byte[bytes.Length + 16];
                Array.Copy(bytes, 0, padded, 7, bytes.Length);
                using (var again = MaskFile.Load(bytes))
                using (var slice = MaskFile.Load(new ReadOnlySpan<byte>(padded, 7, bytes.Length)))
                    Same(again.FrameCount + " " + slice.FrameCount + " " + slice[0].Mask().Count,
                         file.FrameCount + " " + file.FrameCount + " " + file[0].Mask().Count, name + " from memory");
                var frames = L(c["frames"]);
                Same(file.FrameCount, frames.Count, name + " frames");
                for (int f = 0; f < frames.Count && f < file.FrameCount; f++)
                {
                    var want = D(frames[f]);
                    Frame frame = file[f];
                    string at = name + " frame " + f;
                    Same(frame.Width, I(want["width"]), at + " width");
                    Same(frame.Height, I(want["height"]), at + " height");
                    Same(PointText(frame.Origin), WantPoint(want["origin"]), at + " origin");
                    for (int ch = 0; ch < channels.Count; ch++)
                    {
                        Mask mask = frame.Mask(channels[ch]);
                        Same(ReferenceEquals(mask, frame.Mask(ch)), true, at + " channel by index");
                        Same(mask.Width + "x" + mask.Height, want["width"] + "x" + want["height"], at + " size");
                        var m = D(D(want["masks"])[channels[ch]]);
                        SameRows(mask, m["rows"], m["count"], at + " " + channels[ch]);
                    }
                }
            }
        }

        private static void CheckRgba(Dictionary<string, object> spec)
        {
            foreach (var c in L(spec["rgba"]).Select(D))
            {
                byte[] bytes = File.ReadAllBytes(Path.Combine(_suite, "rgba", (string)c["name"]));
                using (Mask mask = Mask.FromRgba(bytes, I(c["width"]), I(c["height"]), (byte)I(c["threshold"])))
                    SameRows(mask, c["rows"], c["count"], c["name"] + "@" + c["threshold"]);
            }
        }

        private static void CheckPairs(Dictionary<string, object> spec)
        {
            foreach (var pair in L(spec["pairs"]).Select(D))
            {
                Mask a = MaskNamed(pair["a"]), b = MaskNamed(pair["b"]);
                foreach (var o in L(pair["offsets"]).Select(D))
                {
                    int dx = I(o["dx"]), dy = I(o["dy"]);
                    string at = Describe(pair["a"]) + " vs " + Describe(pair["b"]) + " at " + dx + "," + dy;
                    Same(a.Overlaps(b, dx, dy), o["overlaps"], at + " overlaps");
                    Same(a.OverlapArea(b, dx, dy), o["area"], at + " area");
                    Same(PointText(a.FirstContact(b, dx, dy)), WantPoint(o["contact"]), at + " contact");
                    if (o.ContainsKey("separation"))
                    {
                        Separation s = a.Separation(b, dx, dy);
                        Same(s.Left + " " + s.Right + " " + s.Up + " " + s.Down, ListText(L(o["separation"])),
                             at + " separation");
                        Same(PointText(s.Push), WantPoint(o["push"]), at + " push");
                    }
                    if (o.ContainsKey("overlap_mask"))
                        using (Mask both = a.OverlapMask(b, dx, dy))
                            SameRows(both, D(o["overlap_mask"])["rows"], D(o["overlap_mask"])["count"],
                                     at + " overlap_mask");
                }
            }
        }

        private static string Describe(object reference)
        {
            var r = D(reference);
            return r["file"] + "/" + r["frame"] + "/" + r["channel"];
        }

        private static void CheckWorlds(Dictionary<string, object> spec)
        {
            int number = 0;
            foreach (var c in L(spec["worlds"]).Select(D))
            {
                number++;
                var world = new World(I(c["cell_size"]));
                var ids = new Dictionary<long, uint>();
                var entries = new Dictionary<uint, long>();
                int s = 0;
                foreach (var step in L(c["steps"]).Select(D))
                {
                    s++;
                    foreach (var add in Items(step, "add"))
                    {
                        uint id = world.Add(MaskNamed(add["mask"]), I(add["x"]), I(add["y"]));
                        world.SetLayers(id, U(add["layers"]), U(add["collides_with"]));
                        ids[(long)add["entry"]] = id;
                        entries[id] = (long)add["entry"];
                    }
                    foreach (var move in Items(step, "move"))
                        world.Move(ids[(long)move["entry"]], I(move["x"]), I(move["y"]));
                    if (step.ContainsKey("remove"))
                        foreach (object entry in L(step["remove"]))
                            world.Remove(ids[(long)entry]);
                    var got = world.Collisions()
                                  .Select(p => Math.Min(entries[p.First], entries[p.Second]) + "-" +
                                               Math.Max(entries[p.First], entries[p.Second]))
                                  .OrderBy(t => t, StringComparer.Ordinal);
                    var want = L(step["pairs"]).Select(p => L(p)[0] + "-" + L(p)[1]).OrderBy(t => t, StringComparer.Ordinal);
                    Same(string.Join(" ", got), string.Join(" ", want), "world " + number + " step " + s + " pairs");
                }
                world.Dispose();
            }
        }

        internal static IEnumerable<Dictionary<string, object>> Items(Dictionary<string, object> d, string key)
        {
            return d.ContainsKey(key) ? L(d[key]).Select(D) : Enumerable.Empty<Dictionary<string, object>>();
        }

        private static void CheckMalformed(Dictionary<string, object> spec)
        {
            foreach (var c in L(spec["malformed"]).Select(D))
            {
                string name = (string)c["name"], message = null;
                ErrorCode code = ErrorCode.None;
                try
                {
                    MaskFile.Load(Path.Combine(_suite, "malformed", name)).Dispose();
                }
                catch (HmskException e)
                {
                    message = e.Message;
                    code = e.Code;
                }
                Same(code, ErrorCode.File, name + " refused");
                Same(message, c["error"], name + " message");
            }
        }

        private static void CheckLimits(Dictionary<string, object> spec)
        {
            var limits = D(spec["limits"]);
            var ours = new Dictionary<string, long> {
                { "max_frames", MaskFile.MaxFrames }, { "max_channels", MaskFile.MaxChannels },
                { "max_name_bytes", MaskFile.MaxNameBytes }, { "max_side", MaskFile.MaxSide },
                { "max_frame_pixels", MaskFile.MaxFramePixels }, { "max_pixels", MaskFile.MaxPixels },
                { "max_rows", MaskFile.MaxRows }, { "max_masks", MaskFile.MaxMasks },
                { "max_file_bytes", MaskFile.MaxFileBytes },
            };
            Same(limits.Count, ours.Count, "limit count");
            foreach (var limit in limits)
                Same(ours.ContainsKey(limit.Key) ? ours[limit.Key] : -1, limit.Value, "limit " + limit.Key);
        }

        private static int Main(string[] args)
        {
            if (args.Length != 1)
            {
                Console.Error.WriteLine("usage: conformance.exe tests/conformance");
                return 2;
            }
            _suite = args[0];
            var spec = D(Json.Parse(File.ReadAllText(Path.Combine(_suite, "expected.json"))));
            Same(spec["format"], "hitmask-conformance", "format");
            CheckLimits(spec);
            CheckFiles(spec);
            CheckRgba(spec);
            CheckPairs(spec);
            CheckWorlds(spec);
            CheckMalformed(spec);
            string sections = CheckEventsAndQueries(spec);
            Console.WriteLine("{0} answers checked ({1} files, {2} rgba, {3} pairs, {4} worlds, {5} malformed{6})",
                              _checked, L(spec["files"]).Count, L(spec["rgba"]).Count, L(spec["pairs"]).Count,
                              L(spec["worlds"]).Count, L(spec["malformed"]).Count, sections);
            foreach (string line in Wrong)
                Console.WriteLine(line);
            return Wrong.Count == 0 ? 0 : 1;
        }
    }
}
