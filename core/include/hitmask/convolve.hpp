// SPDX-License-Identifier: MIT
// Convolution of two masks: every place where one, drawn at an offset, meets the other.
#pragma once

#include <hitmask/geometry.hpp>
#include <hitmask/mask.hpp>

namespace hitmask {

// pygame's Mask.convolve(other, output, offset): ORs into `output`, at every solid pixel
// (bx, by) of b, a copy of a drawn with its top-left at
// (offset.x + b.width() - 1 - bx, offset.y + b.height() - 1 - by); parts outside `output`
// are dropped. So with a zero offset, output pixel (x, y) is set exactly when a and b
// overlap with b placed at (x - b.width() + 1, y - b.height() + 1) in a's coordinates: the
// convolution gives every overlapping placement at once. Costs one blit of a per solid
// pixel of b: O(count(b) x area(a) / 64). `output` may be a or b itself: they are then
// copied first.
void convolve(const Mask& a, const Mask& b, Mask& output, Point offset = {});

// pygame's a.convolve(b) with no output: a new mask of
// (a.width() + b.width() - 1) x (a.height() + b.height() - 1), 0 x 0 when a side would be
// less than 1, or past kMaxTransformedPixels (transform.hpp).
[[nodiscard]] Mask convolved(const Mask& a, const Mask& b);

} // namespace hitmask
