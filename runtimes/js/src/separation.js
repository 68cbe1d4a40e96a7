// SPDX-License-Identifier: MIT
// How far to push one mask so that it stops overlapping another, as the C++ core's
// hitmask::separation answers it.
import { overlaps } from './collide.js';

/** All zero: what two masks that do not overlap get. */
export function noSeparation() {
  return { left: 0, right: 0, up: 0, down: 0, push: { x: 0, y: 0 } };
}

/**
 * The fewest whole pixels b (its top-left at (dx, dy) in a's pixels) must move left,
 * right, up or down, each on its own, to stop overlapping a, and `push`, the smallest of
 * the four as b's move {x, y} (ties in the order left, right, up, down); all 0 when they
 * do not overlap.
 * @param {import('./mask.js').Mask} a
 * @param {import('./mask.js').Mask} b
 */
export function separation(a, b, dx, dy) {
  if (!overlaps(a, b, dx, dy)) return noSeparation(); // checks the arguments too
  dx = Math.floor(dx);
  dy = Math.floor(dy);
  // Past `limit` pixels b's solid box is clear of a's, so the answer is at most that.
  const left = push(a, b, dx, dy, -1, 0, b._bx + b._bw + dx - a._bx);
  const right = push(a, b, dx, dy, 1, 0, a._bx + a._bw - (b._bx + dx));
  const up = push(a, b, dx, dy, 0, -1, b._by + b._bh + dy - a._by);
  const down = push(a, b, dx, dy, 0, 1, a._by + a._bh - (b._by + dy));
  const least = Math.min(left, right, up, down);
  const p = least === left ? { x: -left, y: 0 } : least === right ? { x: right, y: 0 }
    : least === up ? { x: 0, y: -up } : { x: 0, y: down };
  return { left, right, up, down, push: p };
}

// The smallest s >= 1 at which b moved s pixels along (ux, uy) no longer overlaps a.
// Each try stops at its first common pixel (the overlap test starts with the middle
// row, where deep overlaps meet), so the cost follows the push found: a few tries for
// the one-pixel pushes of touching shapes.
function push(a, b, dx, dy, ux, uy, limit) {
  for (let s = 1; s < limit; ++s) if (!overlaps(a, b, dx + s * ux, dy + s * uy)) return s;
  return limit;
}
