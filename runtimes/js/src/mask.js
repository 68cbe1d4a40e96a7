// SPDX-License-Identifier: MIT
// A bit-packed collision mask: one bit per pixel, 32 pixels per Uint32Array word.

/** Largest side a mask may have, as in the core's HMSK reader (2^30). */
export const MAX_SIDE = 2 ** 30;

/**
 * Pixels changed by set() in any mask, counted: a World answers queries from the grid of
 * its last pair search only while no mask has changed since.
 */
export const edits = { count: 0 };

/**
 * Rows are stored one after another as 32-bit words, bit i of word k holding pixel
 * x = 32 k + i. A zero guard word sits before the first row, between rows (shared by the
 * row before and the row after) and after the last one, so that the collision loops can
 * read the 32 pixels starting anywhere from -31 to the width with two loads and two
 * shifts, without a bounds test. Bits past the width are always zero.
 *
 * The tight box of the solid pixels is kept up to date (lazily after a pixel is cleared
 * on its edge), so collision tests only ever scan where both masks have solid pixels.
 * For every band of 8 rows the mask also keeps the OR of those rows, laid out like a row,
 * plus one empty band after the last: one band test rules out 8 rows at once where the
 * boxes overlap but the pixels do not.
 */
export class Mask {
  /**
   * An all-empty mask. A side of 0 makes a 0 x 0 mask.
   * @param {number} width
   * @param {number} height
   */
  constructor(width, height) {
    checkSide(width, 'width');
    checkSide(height, 'height');
    if (width === 0 || height === 0) width = height = 0;
    if (width * height > 2 ** 32)
      throw new RangeError(`a ${width} x ${height} mask is too large`);
    /** @readonly */ this.width = width;
    /** @readonly */ this.height = height;
    // Words per row, and words from one row's start to the next (the row plus a guard).
    this._words = (width + 31) >>> 5;
    this._stride = width === 0 ? 0 : this._words + 1;
    this._bits = new Uint32Array(this._stride * height + 1);
    this._bands = new Uint32Array(this._stride * (((height + 7) >>> 3) + 1) + 1);
    // The solid box (empty: width 0) and whether it must be recomputed first.
    this._bx = 0;
    this._by = 0;
    this._bw = 0;
    this._bh = 0;
    this._stale = false;
  }

  /**
   * Solid where alpha > threshold: `data` holds 8-bit R, G, B, A per pixel, rows
   * `width * 4` bytes apart, as an ImageData's `data` does.
   * @param {Uint8Array | Uint8ClampedArray | ArrayLike<number>} data
   * @param {number} width
   * @param {number} height
   * @param {number} [threshold=0]
   */
  static fromRgba(data, width, height, threshold = 0) {
    checkSide(width, 'width');
    checkSide(height, 'height');
    if (!Number.isInteger(threshold) || threshold < 0 || threshold > 255)
      throw new RangeError(`threshold must be an integer from 0 to 255, not ${threshold}`);
    if (data == null || typeof data.length !== 'number' || data.length < width * height * 4)
      throw new RangeError(`RGBA data for ${width} x ${height} needs ${width * height * 4} bytes`);
    const mask = new Mask(width, height);
    const bits = mask._bits;
    for (let y = 0; y < mask.height; ++y) {
      const row = y * mask._stride + 1;
      let at = y * width * 4 + 3;
      for (let k = 0; k < mask._words; ++k) {
        const end = Math.min(32, width - 32 * k);
        let word = 0;
        for (let i = 0; i < end; ++i, at += 4) if (data[at] > threshold) word |= 1 << i;
        bits[row + k] = word;
      }
    }
    mask._finishRows();
    return mask;
  }

  /** Whether pixel (x, y) is solid; false outside the mask. */
  get(x, y) {
    checkCoordinates(x, y);
    if (!(x >= 0 && y >= 0 && x < this.width && y < this.height)) return false;
    x = Math.floor(x);
    y = Math.floor(y);
    return ((this._bits[y * this._stride + 1 + (x >>> 5)] >>> (x & 31)) & 1) === 1;
  }

  /** Makes pixel (x, y) solid or empty; ignored outside the mask. */
  set(x, y, solid) {
    checkCoordinates(x, y);
    if (!(x >= 0 && y >= 0 && x < this.width && y < this.height)) return;
    x = Math.floor(x);
    y = Math.floor(y);
    const at = y * this._stride + 1 + (x >>> 5);
    const bit = 1 << (x & 31);
    const word = this._bits[at];
    if (solid) {
      if (word & bit) return;
      ++edits.count;
      this._bits[at] = word | bit;
      this._bands[(y >>> 3) * this._stride + 1 + (x >>> 5)] |= bit;
      if (this._stale) return;
      if (this._bw === 0) {
        this._bx = x;
        this._by = y;
        this._bw = this._bh = 1;
        return;
      }
      const right = Math.max(this._bx + this._bw, x + 1);
      const bottom = Math.max(this._by + this._bh, y + 1);
      this._bx = Math.min(this._bx, x);
      this._by = Math.min(this._by, y);
      this._bw = right - this._bx;
      this._bh = bottom - this._by;
      return;
    }
    if (!(word & bit)) return;
    ++edits.count;
    this._bits[at] = word & ~bit;
    this._refreshBand(y >>> 3, x >>> 5);
    // Only a pixel on the edge of the box can shrink it.
    if (x === this._bx || y === this._by || x === this._bx + this._bw - 1 ||
        y === this._by + this._bh - 1)
      this._stale = true;
  }

  /** Number of solid pixels. */
  count() {
    const bits = this._bits;
    let total = 0;
    for (let i = 0; i < bits.length; ++i) total += popcount(bits[i]);
    return total;
  }

  /** Tight box of the solid pixels, `{x, y, width, height}`; all 0 when there are none. */
  bounds() {
    if (this._stale) this._refreshBounds();
    return { x: this._bx, y: this._by, width: this._bw, height: this._bh };
  }

  /** Recomputes the bands and the solid box after rows were written directly. */
  _finishRows() {
    for (let band = 0; 8 * band < this.height; ++band)
      for (let k = 0; k < this._words; ++k) this._refreshBand(band, k);
    this._refreshBounds();
  }

  /** Recomputes word k of a band from its rows. */
  _refreshBand(band, k) {
    const stride = this._stride;
    const end = Math.min(8 * band + 8, this.height);
    let word = 0;
    for (let y = 8 * band; y < end; ++y) word |= this._bits[y * stride + 1 + k];
    this._bands[band * stride + 1 + k] = word;
  }

  /** Recomputes the solid box from the rows. */
  _refreshBounds() {
    this._stale = false;
    const bits = this._bits;
    const stride = this._stride;
    let top = -1;
    let bottom = -1;
    let left = this.width;
    let right = 0;
    for (let y = 0; y < this.height; ++y) {
      const row = y * stride + 1;
      let first = -1;
      let last = -1;
      for (let k = 0; k < this._words; ++k) {
        if (bits[row + k] === 0) continue;
        if (first < 0) first = k;
        last = k;
      }
      if (first < 0) continue;
      if (top < 0) top = y;
      bottom = y + 1;
      left = Math.min(left, 32 * first + lowestBit(bits[row + first]));
      right = Math.max(right, 32 * last + 32 - Math.clz32(bits[row + last]));
    }
    if (top < 0) {
      this._bx = this._by = this._bw = this._bh = 0;
      return;
    }
    this._bx = left;
    this._by = top;
    this._bw = right - left;
    this._bh = bottom - top;
  }
}

// Pixel coordinates follow the offsets' rule: numbers, fractions floored, NaN refused.
function checkCoordinates(x, y) {
  if (typeof x !== 'number' || typeof y !== 'number' || Number.isNaN(x) || Number.isNaN(y))
    throw new TypeError(`pixel coordinates must be two numbers, not (${String(x)}, ${String(y)})`);
}

function checkSide(value, name) {
  if (!Number.isInteger(value) || value < 0 || value > MAX_SIDE)
    throw new RangeError(`mask ${name} must be an integer from 0 to ${MAX_SIDE}, not ${value}`);
}

/** Set bits of a 32-bit word (any sign). */
export function popcount(v) {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Index of the lowest set bit of a non-zero word. */
export function lowestBit(v) {
  return 31 - Math.clz32(v & -v);
}
