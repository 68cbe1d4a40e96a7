// SPDX-License-Identifier: MIT
// World's questions about one place (a mask, a rectangle) and one entry or pair.
import { overlaps, overlapArea as maskArea, firstContact as maskContact } from './collide.js';
import { noSeparation, separation } from './separation.js';
import { checkMask, layerBits, position } from './worldcheck.js';
import { nearby } from './worldindex.js';

// Offsets between entries are differences of positions within ±2^53; past 2^31 apart
// masks (at most 2^30 wide) cannot meet, and the pixel tests get no such offset.
const FAR = 2 ** 31;

/** What meets() leaves: the entry's solid box in world pixels, [x0, y0, x1, y1) half-open. */
export const BOX = new Float64Array(4);

/**
 * Whether live entry `s` is on one of `layers` and its solid box meets the half-open box
 * [x0, x1) x [y0, y1); its box is then in BOX. Masks are read afresh, so masks edited in
 * place need nothing. This test is the whole cost of a query for the many entries far
 * from it.
 */
export function meets(w, s, layers, x0, y0, x1, y1) {
  const mask = w._masks[s];
  if (mask === null || (w._layers[s] & layers) === 0) return false;
  if (mask._stale) mask._refreshBounds();
  const bx = w._x[s] + mask._bx;
  const by = w._y[s] + mask._by;
  if (mask._bw === 0 || bx >= x1 || x0 >= bx + mask._bw || by >= y1 || y0 >= by + mask._bh)
    return false;
  BOX[0] = bx;
  BOX[1] = by;
  BOX[2] = bx + mask._bw;
  BOX[3] = by + mask._bh;
  return true;
}

// The slots of live entries on one of `layers`, other than `exclude`, whose solid boxes
// meet [x0, x1) x [y0, y1) and for which hit(slot) holds: as ids, in increasing order.
function find(w, x0, y0, x1, y1, layers, exclude, hit) {
  const found = [];
  const near = nearby(w, x0, y0, x1, y1);
  const count = near === null ? w._masks.length : near.length;
  for (let k = 0; k < count; ++k) {
    const s = near === null ? k : near[k];
    if (!meets(w, s, layers, x0, y0, x1, y1)) continue;
    const id = w._idOf(s);
    if (id !== exclude && hit(s)) found.push(id);
  }
  if (w._anyRemoved) found.sort((a, b) => a - b);
  return found;
}

export function queryMask(w, mask, x, y, layers, exclude) {
  checkMask(mask);
  x = position(x);
  y = position(y);
  layers = layerBits(layers, 'layers');
  if (mask._stale) mask._refreshBounds();
  if (mask._bw === 0) return [];
  const x0 = x + mask._bx;
  const y0 = y + mask._by;
  return find(w, x0, y0, x0 + mask._bw, y0 + mask._bh, layers, exclude,
    (s) => overlaps(mask, w._masks[s], w._x[s] - x, w._y[s] - y));
}

// The rectangle comes checked: positions(x, y, width, height).
export function queryRect(w, [x, y, width, height], layers, exclude) {
  layers = layerBits(layers, 'layers');
  if (width <= 0 || height <= 0) return [];
  const x1 = x + width;
  const y1 = y + height;
  return find(w, x, y, x1, y1, layers, exclude,
    (s) => anySolidIn(w._masks[s], x - w._x[s], y - w._y[s], x1 - w._x[s], y1 - w._y[s]));
}

// Whether `mask` has a solid pixel in the half-open box, in the mask's own pixels.
function anySolidIn(mask, x0, y0, x1, y1) {
  x0 = Math.max(x0, mask._bx);
  y0 = Math.max(y0, mask._by);
  x1 = Math.min(x1, mask._bx + mask._bw);
  y1 = Math.min(y1, mask._by + mask._bh);
  if (x0 >= x1 || y0 >= y1) return false;
  const k0 = x0 >>> 5;
  const k1 = (x1 - 1) >>> 5;
  const first = -1 << (x0 & 31);
  const last = -1 >>> (31 - ((x1 - 1) & 31));
  const bits = mask._bits;
  for (let y = y0; y < y1; ++y) {
    const row = y * mask._stride + 1;
    for (let k = k0; k <= k1; ++k) {
      let word = bits[row + k];
      if (k === k0) word &= first;
      if (k === k1) word &= last;
      if (word !== 0) return true;
    }
  }
  return false;
}

// b's top-left in a's pixels, or null when too far apart to meet.
function offset(w, a, b) {
  const dx = w._x[b] - w._x[a];
  const dy = w._y[b] - w._y[a];
  return Math.abs(dx) >= FAR || Math.abs(dy) >= FAR ? null : [dx, dy];
}

export function collisionsOf(w, a) {
  if (a < 0) return [];
  if (!meets(w, a, 0xffffffff, -Infinity, -Infinity, Infinity, Infinity)) return [];
  const mask = w._masks[a];
  return find(w, BOX[0], BOX[1], BOX[2], BOX[3], 0xffffffff, w._idOf(a), (b) => {
    const d = offset(w, a, b);
    return (w._layers[a] & w._collidesWith[b]) !== 0 &&
      (w._layers[b] & w._collidesWith[a]) !== 0 && d !== null &&
      overlaps(mask, w._masks[b], d[0], d[1]);
  });
}

export function overlapArea(w, a, b) {
  const d = a < 0 || b < 0 ? null : offset(w, a, b);
  return d === null ? 0 : maskArea(w._masks[a], w._masks[b], d[0], d[1]);
}

export function firstContact(w, a, b) {
  const d = a < 0 || b < 0 ? null : offset(w, a, b);
  const p = d === null ? null : maskContact(w._masks[a], w._masks[b], d[0], d[1]);
  return p === null ? null : { x: w._x[a] + p[0], y: w._y[a] + p[1] };
}

export function entrySeparation(w, a, b) {
  const d = a < 0 || b < 0 ? null : offset(w, a, b);
  return d === null ? noSeparation() : separation(w._masks[a], w._masks[b], d[0], d[1]);
}
