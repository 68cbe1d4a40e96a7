// SPDX-License-Identifier: MIT
// Box sets: a mask as axis-aligned rectangles, exact and minimal or within a budget,
// and collision tests between box sets and masks.
#pragma once

#include <cstddef>
#include <hitmask/geometry.hpp>
#include <hitmask/mask.hpp>
#include <span>
#include <vector>

namespace hitmask {

// The fewest rectangles that cover exactly the solid pixels, none overlapping another,
// in raster order of their top-left corners. Solid pixels that touch only diagonally
// are never joined. This is the optimum (Ferrari, Sankar & Sklansky 1979): every
// 4-connected region needs N - L + 1 - H boxes, with N its concave corners, H its holes
// and L the largest set of pairwise disjoint chords joining two concave corners on one
// grid line; L is found as a maximum independent set of the bipartite crossing graph
// of horizontal and vertical chords.
//
// Cost: O(P) to find corners and chords (P the mask's pixels), the crossing graph has at
// most one edge per grid point, Hopcroft–Karp matching is O(E sqrt(C)) over C chords,
// and the partition is cut out in O(P). Masks without chords (a checkerboard, noise)
// stay linear. Memory: a few bytes per pixel.
[[nodiscard]] std::vector<Rect> minimalBoxes(const Mask& mask);

// A quick baseline: scanning in raster order, each uncovered solid pixel starts a box
// as wide as its run and then as tall as the rows below allow. Exact, not minimal.
[[nodiscard]] std::vector<Rect> greedyBoxes(const Mask& mask);

// A box set and how far its union is from the mask.
struct BoxFit {
    std::vector<Rect> boxes;
    std::size_t missing = 0; // solid pixels no box covers
    std::size_t extra = 0;   // empty pixels of the mask some box covers
    [[nodiscard]] std::size_t wrong() const noexcept { return missing + extra; }
};

// Exact missing and extra pixel counts of any box set against the mask. Boxes are
// clipped to the mask first (any box is safe, however far out); `boxes` returns the
// clipped ones that are not empty. O(P + n).
[[nodiscard]] BoxFit measureBoxes(const Mask& mask, std::vector<Rect> boxes);

// At most maxBoxes boxes (clipped to the mask), trying to keep mask XOR union small.
// Starts from minimalBoxes(), which is returned with no wrong pixels when it fits; else
// repeatedly merges two touching boxes into their bounding box or drops a box, whichever
// adds the fewest wrong pixels (a heuristic: the exact problem is NP-hard). The reported
// counts are exact. O(P + n log n) for n minimal boxes on typical masks.
[[nodiscard]] BoxFit budgetBoxes(const Mask& mask, std::size_t maxBoxes);

// True when some box of a overlaps some box of b placed with its origin at (dx, dy) in
// a's coordinates. Any offset is allowed. Sorted sweep over x: O((n + m) log(n + m))
// plus the pairs whose x ranges meet.
[[nodiscard]] bool boxesOverlap(std::span<const Rect> a, std::span<const Rect> b, int dx, int dy);

// True when some box overlaps a solid pixel of the mask whose top-left corner lies at
// (dx, dy) in the boxes' coordinates. Reads 64 pixels a step inside each box.
[[nodiscard]] bool boxesOverlapMask(std::span<const Rect> boxes, const Mask& mask, int dx, int dy);

} // namespace hitmask
