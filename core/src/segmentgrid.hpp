// SPDX-License-Identifier: MIT
// Finding ring segments that touch or cross, through a uniform grid of cells that
// segments join as they are made, so that each round of repair checks only new ones.
#pragma once

#include <hitmask/geometry.hpp>
#include <vector>

namespace hitmask::detail {

// Segment a-b of ring `ring`, joining its vertices `from` and `to` (cyclic indices,
// to > from; to may exceed the ring's size when the segment closes the ring).
struct Segment {
    Point a;
    Point b;
    int ring;
    int from;
    int to;

    // An edge of the traced ring, not a shortcut over dropped vertices.
    [[nodiscard]] bool original() const { return to - from == 1; }
};

// True when s and t share a point, except two segments following each other along a
// ring, which may share their joint (unless they fold back over each other). Exact
// integer arithmetic.
bool segmentsConflict(const Segment& s, const Segment& t, const std::vector<int>& ringSizes);

// Cells of a fixed size over a fixed area, each listing the segments that pass through
// it, original edges apart from shortcuts: two original edges meet only where the tracer
// made them meet, so an original edge needs checking against shortcuts alone, and on
// dithered art almost every segment is an original edge.
class SegmentGrid {
public:
    // Every point a segment will have lies within low..high; the cell size follows the
    // mean extent of `typical`, grown when the area would need far more cells than segments.
    SegmentGrid(Point low, Point high, const std::vector<Segment>& typical);

    void insert(int id, const Segment& s);

    // Calls near(id) for every segment inserted in a cell that s passes through: only
    // shortcuts when s is an original edge. An id may come more than once.
    template <typename Near> void forEachNear(const Segment& s, Near near) {
        cellsOf(s, cells_);
        for (const int cell : cells_) {
            for (int e = heads_[0][std::size_t(cell)]; e >= 0; e = entries_[std::size_t(e)].next)
                near(entries_[std::size_t(e)].segment);
            if (!s.original())
                for (int e = heads_[1][std::size_t(cell)]; e >= 0;
                     e = entries_[std::size_t(e)].next)
                    near(entries_[std::size_t(e)].segment);
        }
    }

private:
    void cellsOf(const Segment& s, std::vector<int>& cells) const;

    struct Entry {
        int segment;
        int next;
    };
    Point low_;
    int cell_ = 2;
    int columns_ = 1;
    int rows_ = 1;
    std::vector<int> heads_[2]; // per cell, the first entry: [0] shortcuts, [1] original edges
    std::vector<Entry> entries_;
    std::vector<int> cells_; // scratch
};

} // namespace hitmask::detail
