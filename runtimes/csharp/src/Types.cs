// SPDX-License-Identifier: MIT
// The small values the binding hands back: points, rectangles, push-outs, pairs, contact
// events and segment hits. Those the library writes are laid out as its C structs.
using System;
using System.Runtime.InteropServices;

namespace Hitmask
{
    /// <summary>A pixel position (x to the right, y down).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct Point : IEquatable<Point>
    {
        public int X;
        public int Y;

        public Point(int x, int y) { X = x; Y = y; }

        public bool Equals(Point other) { return X == other.X && Y == other.Y; }
        public override bool Equals(object obj) { return obj is Point && Equals((Point)obj); }
        public override int GetHashCode() { return unchecked(X * 397 ^ Y); }
        public override string ToString() { return "(" + X + ", " + Y + ")"; }
        public static bool operator ==(Point a, Point b) { return a.Equals(b); }
        public static bool operator !=(Point a, Point b) { return !a.Equals(b); }
    }

    /// <summary>A rectangle of pixels: X &lt;= px &lt; X + Width, Y &lt;= py &lt; Y + Height.</summary>
    public struct Rect : IEquatable<Rect>
    {
        public int X;
        public int Y;
        public int Width;
        public int Height;

        public Rect(int x, int y, int width, int height) { X = x; Y = y; Width = width; Height = height; }

        /// <summary>Whether it holds no pixel.</summary>
        public bool IsEmpty { get { return Width <= 0 || Height <= 0; } }

        public bool Equals(Rect o) { return X == o.X && Y == o.Y && Width == o.Width && Height == o.Height; }
        public override bool Equals(object obj) { return obj is Rect && Equals((Rect)obj); }
        public override int GetHashCode() { return unchecked(((X * 397 ^ Y) * 397 ^ Width) * 397 ^ Height); }
        public override string ToString() { return "(" + X + ", " + Y + ", " + Width + " x " + Height + ")"; }
    }

    /// <summary>
    /// Push-out (hm_separation_t): the fewest whole pixels b must move left, right, up or
    /// down, each on its own, to stop overlapping a, and the shortest as b's move.
    /// </summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct Separation
    {
        public int Left;
        public int Right;
        public int Up;
        public int Down;
        /// <summary>(-Left, 0), (Right, 0), (0, -Up) or (0, Down), ties in that order; (0, 0) apart.</summary>
        public Point Push;

        public override string ToString()
        {
            return string.Format("left {0} right {1} up {2} down {3} push {4}", Left, Right, Up, Down, Push);
        }
    }

    /// <summary>Two colliding entries (hm_pair): First &lt; Second.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct Pair : IEquatable<Pair>
    {
        public uint First;
        public uint Second;

        public Pair(uint first, uint second) { First = first; Second = second; }

        public bool Equals(Pair o) { return First == o.First && Second == o.Second; }
        public override bool Equals(object obj) { return obj is Pair && Equals((Pair)obj); }
        public override int GetHashCode() { return unchecked((int)(First * 397 ^ Second)); }
        public override string ToString() { return "(" + First + ", " + Second + ")"; }
    }

    /// <summary>A contact event's phase (HM_CONTACT_*).</summary>
    public enum Phase
    {
        /// <summary>Overlapping now, not at the step before.</summary>
        Began = 0,
        /// <summary>Overlapping at the step before and now.</summary>
        Stayed = 1,
        /// <summary>Overlapping at the step before, not now (or an entry removed).</summary>
        Ended = 2,
    }

    /// <summary>One contact event of World.Step (hm_contact): First has the lower slot.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct Contact : IEquatable<Contact>
    {
        public uint First;
        public uint Second;
        public Phase Phase;

        public Contact(uint first, uint second, Phase phase) { First = first; Second = second; Phase = phase; }

        public bool Equals(Contact o) { return First == o.First && Second == o.Second && Phase == o.Phase; }
        public override bool Equals(object obj) { return obj is Contact && Equals((Contact)obj); }
        public override int GetHashCode() { return unchecked((int)(First * 397 ^ Second) * 3 + (int)Phase); }
        public override string ToString() { return "(" + First + ", " + Second + ", " + Phase + ")"; }
    }

    /// <summary>What World.QuerySegment hit: the entry, the pixel, and the walk's step there.</summary>
    public struct SegmentHit
    {
        public uint Id;
        public Point Pixel;
        /// <summary>Steps from the segment's start: max(|dx|, |dy|) to the pixel.</summary>
        public long Step;

        public SegmentHit(uint id, Point pixel, long step) { Id = id; Pixel = pixel; Step = step; }
        public override string ToString() { return Id + " at " + Pixel + " step " + Step; }
    }
}
