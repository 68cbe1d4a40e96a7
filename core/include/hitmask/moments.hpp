// SPDX-License-Identifier: MIT
// Where a mask's pixels lie on average and which way they lean, from image moments.
#pragma once

#include <hitmask/mask.hpp>
#include <hitmask/outline.hpp>
#include <optional>

namespace hitmask {

// Pixel (x, y) counts at (x, y) throughout, as in pygame (not at its centre, x + 0.5).
// Sums are exact (128-bit integers) for masks up to 2^32 pixels; O(area / 64).

// pygame's Mask.centroid(): the mean of the solid pixels' coordinates, each rounded down
// (pygame divides integers); (0, 0) for an empty mask.
[[nodiscard]] Point centroid(const Mask& mask) noexcept;

// pygame's Mask.angle(): the orientation of the solid pixels' principal axis in degrees,
// in [-90, 90], positive counter-clockwise on a y-down screen. Computed exactly as pygame
// does, with its integer divisions: for m_pq the sum of x^p y^q over solid pixels, n the
// count, xc and yc the centroid above and / rounding down,
//   -90 / pi * atan2(2 (m11 / n - xc yc), (m20 / n - xc^2) - (m02 / n - yc^2)).
// 0 for an empty mask, and -0.0 for a single pixel (atan2(0, 0)), as pygame gives.
[[nodiscard]] double angle(const Mask& mask) noexcept;

// The same two without pygame's rounding: the exact mean position, none for an empty
// mask, and the principal axis from the exact central moments
// (-90 / pi * atan2(2 mu11, mu20 - mu02)); 0 for an empty mask or a round one.
[[nodiscard]] std::optional<PointF> centreOfMass(const Mask& mask) noexcept;
[[nodiscard]] double orientation(const Mask& mask) noexcept;

} // namespace hitmask
