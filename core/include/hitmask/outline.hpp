// SPDX-License-Identifier: MIT
// Polygon outlines of a mask: exact along pixel edges, simplified within a tolerance,
// or cut into convex pieces for physics engines.
#pragma once

#include <hitmask/geometry.hpp>
#include <hitmask/mask.hpp>
#include <vector>

namespace hitmask {

// Coordinates are in pixel-edge units: pixel (x, y) spans x..x+1 and y..y+1, y down.
// Outer rings run clockwise on screen (positive shoelace sum with y down), holes the
// other way; no vertex repeats its neighbour and no three in a row are collinear.
struct Polygon {
    std::vector<Point> outer;
    std::vector<std::vector<Point>> holes;
};

// One polygon per 4-connected solid region, in raster order of the regions' first
// pixels, with one hole per enclosed empty area. Pixels that touch only at a corner
// belong to different regions (or to two arms of one): the rings then meet at that
// corner point, which they pass through without crossing. O(P) time and memory.
[[nodiscard]] std::vector<Polygon> traceOutlines(const Mask& mask);

// The same rings with fewer vertices: Douglas–Peucker per ring (each dropped vertex lies
// within `tolerance` of the segment replacing it), then every segment that touches or
// crosses another is split again until none does, so rings never cross and holes stay
// inside their outer ring. Kept vertices are original ones. A pixel centre can change
// side only within `tolerance` of the original outline. Tolerance 0 returns the input.
// Near-linear: crossings are found with a uniform grid, in rounds that look up only the
// segments the previous round made, so each is checked about once.
[[nodiscard]] std::vector<Polygon> simplifyOutlines(const std::vector<Polygon>& polygons,
                                                    double tolerance);

struct PointF {
    double x = 0;
    double y = 0;
    friend bool operator==(const PointF&, const PointF&) = default;
};

// Convex pieces of at most maxVertices (at least 4) vertices each, together covering
// exactly what the polygons cover (holes excluded), never overlapping. The polygons are
// cut into trapezoids along horizontal lines through their vertices, then trapezoids
// stacked on the same edges are joined while the result stays convex and small enough.
// Pieces run clockwise on screen like outer rings. O(n log n + n k) for n vertices and
// k edges crossing a horizontal line.
[[nodiscard]] std::vector<std::vector<PointF>> convexPieces(const std::vector<Polygon>& polygons,
                                                            int maxVertices = 8);

// pygame's Mask.outline(every): the boundary pixels of the first region in raster order,
// in pygame's order. Starts at the region's first pixel and walks its outer edge
// clockwise on screen (Moore neighbour tracing, eight-connected: from each pixel the
// neighbours are tried clockwise, starting two steps before the direction it was
// entered by) until it is back at the start about to repeat its second step. The first
// pixel is listed, then every `every`-th pixel the walk steps onto, the return to the
// first pixel included (a 3 x 2 block gives 7 points, the last one the first; every < 1
// lists the first pixel alone). A pixel is listed again each time the walk passes it (a
// one-pixel-wide arm is walked out and back). A region of one pixel gives that pixel; an
// empty mask nothing. Linear in the edge's length.
[[nodiscard]] std::vector<Point> outlinePixels(const Mask& mask, int every = 1);

// Grows (n > 0) or shrinks (n < 0) the solid pixels by |n| in every direction, a square
// brush (a pixel is grown if any pixel within Chebyshev distance n is solid; kept when
// all are, pixels outside the mask counting as empty). Growing returns a mask 2n wider
// and taller whose pixel (x, y) is the original's (x - n, y - n); shrinking keeps the
// size. O(P) whatever n; any int n is safe. A grown mask past kMaxTransformedPixels
// (transform.hpp) is empty and 0 x 0, as transforms give.
[[nodiscard]] Mask grownMask(const Mask& mask, int n);

} // namespace hitmask
