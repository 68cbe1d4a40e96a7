// SPDX-License-Identifier: MIT
// Masks of simple shapes: filled rectangles, ellipses and circles.
#pragma once

#include <hitmask/mask.hpp>

namespace hitmask {

// pygame's Mask((width, height), fill=True): every pixel solid. Negative sizes count as 0.
[[nodiscard]] Mask rectangleMask(int width, int height);

// The ellipse inscribed in a width x height box: pixel (x, y) is solid when its centre
// (x + 0.5, y + 0.5) lies inside or on the ellipse with centre (width / 2, height / 2)
// and semi-axes width / 2 and height / 2. Decided in exact integers:
//   (2x + 1 - width)^2 height^2 + (2y + 1 - height)^2 width^2 <= width^2 height^2.
// The result is symmetric under both flips, and a side of 1 or 2 is a full line.
// Negative sizes count as 0; past kMaxTransformedPixels (transform.hpp) 0 x 0.
[[nodiscard]] Mask ellipseMask(int width, int height);

// ellipseMask(diameter, diameter): the pixels whose centres lie within diameter / 2 of
// the centre of a diameter x diameter box. Diameter 1 is one pixel, 2 and 3 full squares,
// 4 the square without its corners.
[[nodiscard]] Mask circleMask(int diameter);

} // namespace hitmask
