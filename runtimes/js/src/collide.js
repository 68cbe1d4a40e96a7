// SPDX-License-Identifier: MIT
// Per-pixel overlap tests between two masks, 32 pixels at a time.
//
// In every function (dx, dy) is where b's top-left corner lies in a's coordinates, and
// results are in a's coordinates. Offsets are plain numbers (fractions are floored), so
// any offset a game can hold is safe: the box test runs in doubles, exact to 2^53, and
// 32-bit bitwise operators only ever see values that lie inside the masks.
import { Mask, lowestBit, popcount } from './mask.js';

// The scan every test shares, filled in by plan() for the box where both masks' solid
// boxes overlap; a module-level scratch object, so that a test allocates nothing.
const scan = {
  top: 0, // first row, in a's coordinates
  rows: 0,
  dy: 0,
  firstWord: 0, // first and last word of that box in each of a's rows
  lastWord: 0,
  aRow: 0, // index in a._bits of a's word 0 in the first row
  bRow: 0, // index in b._bits of the b word that lines up with a's word 0 (may be -1 off)
  wordOffset: 0, // b's word k + wordOffset lines up with a's word k
  shift: 0, // b's window for a's word k is (b[k'] >>> shift) | (b[k' + 1] << (32 - shift))
  back: 0, // 31 - shift: the second shift is done as << back << 1, which is 0 when shift is 0
  hitX: 0, // scanRows(..., true): the pixel it stopped at, in a's coordinates
  hitY: 0,
};

// Offsets are numbers (fractions floored, infinities meet nothing); anything else, NaN
// and a missing offset included, is a mistake worth hearing about at once.
function checkArguments(a, b, dx, dy) {
  if (!(a instanceof Mask) || !(b instanceof Mask))
    throw new TypeError('overlaps, overlapArea, firstContact, overlapMask and separation take two hitmask Masks');
  if (typeof dx !== 'number' || typeof dy !== 'number' || Number.isNaN(dx) || Number.isNaN(dy))
    throw new TypeError(
      `the offset (dx, dy) must be two numbers, not (${describe(dx)}, ${describe(dy)})`);
}

function describe(v) {
  return typeof v === 'string' ? JSON.stringify(v) : String(v);
}

// Below this many rows the band tests cost about what they save.
const BAND_MIN_ROWS = 33;

// False when the solid boxes do not meet; otherwise fills `scan`.
function plan(a, b, dx, dy) {
  checkArguments(a, b, dx, dy);
  if (a._stale) a._refreshBounds();
  if (b._stale) b._refreshBounds();
  dx = Math.floor(dx);
  dy = Math.floor(dy);
  const bLeft = b._bx + dx;
  const left = Math.max(a._bx, bLeft);
  const right = Math.min(a._bx + a._bw, bLeft + b._bw);
  if (!(left < right)) return false; // infinite offsets fail here
  const bTop = b._by + dy;
  const top = Math.max(a._by, bTop);
  const bottom = Math.min(a._by + a._bh, bTop + b._bh);
  if (!(top < bottom)) return false;
  // The boxes meet, so -b.width < dx < a.width and -b.height < dy < a.height: from here
  // on every value fits in 32 bits. Pixel x of a is pixel x - dx of b, so a's word k
  // starts at b's pixel 32 k - dx = 32 (k + (-dx >> 5)) + (-dx & 31).
  const shift = -dx & 31;
  scan.top = top;
  scan.rows = bottom - top;
  scan.dy = dy;
  scan.firstWord = left >>> 5;
  scan.lastWord = (right - 1) >>> 5;
  scan.wordOffset = -dx >> 5;
  scan.aRow = top * a._stride + 1;
  scan.bRow = (top - dy) * b._stride + 1 + scan.wordOffset;
  scan.shift = shift;
  scan.back = 31 - shift;
  return true;
}

// Where a's rows from top + r to the end of their band of 8 rows (at most `rows`) meet
// nothing in b, the row to go on from; 0 when they may meet. The rows of b under them
// lie in two of b's bands, j and j + 1 (an empty band follows b's last one).
function bandsMiss(a, b, r) {
  const { top, rows, firstWord, lastWord, shift, back } = scan;
  const y = top + r;
  const A = a._bands;
  const B = b._bands;
  const ra = (y >>> 3) * a._stride + 1;
  const rb = ((y - scan.dy) >>> 3) * b._stride + 1 + scan.wordOffset;
  const rb2 = rb + b._stride;
  for (let k = firstWord; k <= lastWord; ++k) {
    const low = B[rb + k] | B[rb2 + k];
    const high = B[rb + k + 1] | B[rb2 + k + 1];
    if ((A[ra + k] & ((low >>> shift) | ((high << back) << 1))) !== 0) return 0;
  }
  return Math.min(rows, (y | 7) + 1 - top);
}

// Walks the scan's rows top to bottom, word by word, over the pixels solid in both masks:
// with stopAtFirst, stops at the first such pixel (topmost, then leftmost), leaves it in
// scan.hitX and scan.hitY and returns 1, or returns 0 when there is none; otherwise
// returns their number. Bits outside the common box are counted only where both masks
// are solid, and a pixel solid in both lies inside it, so whole words need no edge masks.
// With many rows, bands of 8 rows that meet nothing are skipped; bands only skip rows
// without a hit, so the rows are still met in order.
function scanRows(a, b, stopAtFirst) {
  const A = a._bits;
  const B = b._bits;
  const { rows, firstWord, lastWord, shift, back } = scan;
  const aStride = a._stride;
  const bStride = b._stride;
  const ra = scan.aRow;
  const rb = scan.bRow;
  let total = 0;
  for (let r = 0; r < rows;) {
    let end = rows;
    if (rows >= BAND_MIN_ROWS) {
      const skipTo = bandsMiss(a, b, r);
      if (skipTo !== 0) {
        r = skipTo;
        continue;
      }
      end = Math.min(rows, ((scan.top + r) | 7) + 1 - scan.top);
    }
    for (let i = r; i < end; ++i) {
      const ia = ra + i * aStride;
      const ib = rb + i * bStride;
      for (let k = firstWord; k <= lastWord; ++k) {
        const hit = A[ia + k] & ((B[ib + k] >>> shift) | ((B[ib + k + 1] << back) << 1));
        if (hit === 0) continue;
        if (stopAtFirst) {
          scan.hitX = 32 * k + lowestBit(hit);
          scan.hitY = scan.top + i;
          return 1;
        }
        total += popcount(hit);
      }
    }
    r = end;
  }
  return total;
}

/**
 * Whether at least one pixel is solid in both masks, b's top-left at (dx, dy) in a.
 * @param {import('./mask.js').Mask} a
 * @param {import('./mask.js').Mask} b
 */
export function overlaps(a, b, dx, dy) {
  if (!plan(a, b, dx, dy)) return false;
  const A = a._bits;
  const B = b._bits;
  const { rows, firstWord, lastWord, shift, back } = scan;
  const aStride = a._stride;
  const bStride = b._stride;
  // Deep overlaps meet most surely across the middle of the common box (for round
  // shapes, where both are widest): that row first, then all of them from the top.
  if (rows >= 12) {
    const middle = rows >> 1;
    const ra = scan.aRow + middle * aStride;
    const rb = scan.bRow + middle * bStride;
    for (let k = firstWord; k <= lastWord; ++k)
      if ((A[ra + k] & ((B[rb + k] >>> shift) | ((B[rb + k + 1] << back) << 1))) !== 0)
        return true;
  }
  if (rows < BAND_MIN_ROWS && firstWord === lastWord) {
    // One word per row: the common case of sprites up to 32 px across.
    let ra = scan.aRow + firstWord;
    let rb = scan.bRow + firstWord;
    for (let r = 0; r < rows; ++r, ra += aStride, rb += bStride)
      if ((A[ra] & ((B[rb] >>> shift) | ((B[rb + 1] << back) << 1))) !== 0) return true;
    return false;
  }
  return scanRows(a, b, true) !== 0;
}

/**
 * Number of pixels solid in both masks, b's top-left at (dx, dy) in a.
 * @param {import('./mask.js').Mask} a
 * @param {import('./mask.js').Mask} b
 */
export function overlapArea(a, b, dx, dy) {
  return plan(a, b, dx, dy) ? scanRows(a, b, false) : 0;
}

/**
 * The topmost, then leftmost pixel solid in both masks, `[x, y]` in a's coordinates,
 * or null when they do not overlap.
 * @param {import('./mask.js').Mask} a
 * @param {import('./mask.js').Mask} b
 * @returns {[number, number] | null}
 */
export function firstContact(a, b, dx, dy) {
  if (!plan(a, b, dx, dy) || scanRows(a, b, true) === 0) return null;
  return [scan.hitX, scan.hitY];
}

/**
 * A new mask of a's size, solid where both masks are, b's top-left at (dx, dy) in a.
 * @param {import('./mask.js').Mask} a
 * @param {import('./mask.js').Mask} b
 * @returns {import('./mask.js').Mask}
 */
export function overlapMask(a, b, dx, dy) {
  checkArguments(a, b, dx, dy);
  const out = new Mask(a.width, a.height);
  if (!plan(a, b, dx, dy)) return out;
  const A = a._bits;
  const B = b._bits;
  const O = out._bits;
  const { rows, firstWord, lastWord, shift, back } = scan;
  for (let r = 0; r < rows; ++r) {
    const ia = scan.aRow + r * a._stride;
    const ib = scan.bRow + r * b._stride;
    for (let k = firstWord; k <= lastWord; ++k)
      O[ia + k] = A[ia + k] & ((B[ib + k] >>> shift) | ((B[ib + k + 1] << back) << 1));
  }
  out._finishRows();
  return out;
}
