// SPDX-License-Identifier: MIT
// Finding ring segments that touch or cross, through a uniform grid of cells.
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
};

// Calls conflict(i, j) for every pair of segments that share a point, except two
// segments following each other along a ring, which may share their joint (unless they
// fold back over each other), and two original edges (from + 1 == to), which meet only
// where the tracer made them meet. A pair may be reported more than once. Exact integer
// arithmetic; cost proportional to the segments times the cells they cross, plus the
// pairs sharing a cell.
template <typename Conflict>
void findConflicts(const std::vector<Segment>& segments, const std::vector<int>& ringSizes,
                   Conflict conflict);

bool segmentsConflict(const Segment& s, const Segment& t, const std::vector<int>& ringSizes);
std::vector<std::pair<long long, int>> cellsOf(const std::vector<Segment>& segments);

template <typename Conflict>
void findConflicts(const std::vector<Segment>& segments, const std::vector<int>& ringSizes,
                   Conflict conflict) {
    const auto cells = cellsOf(segments); // sorted by cell
    for (std::size_t begin = 0; begin < cells.size();) {
        std::size_t end = begin;
        while (end < cells.size() && cells[end].first == cells[begin].first)
            ++end;
        for (std::size_t i = begin; i < end; ++i)
            for (std::size_t j = i + 1; j < end; ++j) {
                const int s = cells[i].second, t = cells[j].second;
                const bool bothOriginal =
                    segments[std::size_t(s)].to - segments[std::size_t(s)].from == 1 &&
                    segments[std::size_t(t)].to - segments[std::size_t(t)].from == 1;
                if (!bothOriginal &&
                    segmentsConflict(segments[std::size_t(s)], segments[std::size_t(t)], ringSizes))
                    conflict(std::size_t(s), std::size_t(t));
            }
        begin = end;
    }
}

} // namespace hitmask::detail
