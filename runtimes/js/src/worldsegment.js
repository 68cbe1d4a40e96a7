// SPDX-License-Identifier: MIT
// World.querySegment(): the first solid pixel along a pixel walk, each entry's solid box
// met on its own, so that a segment across the whole plane costs what a short one does.
import { layerBits } from './worldcheck.js';
import { nearby } from './worldindex.js';
import { BOX, meets } from './worldqueries.js';

// Below this, 2 i d + n and its kin are exact in doubles with room to spare; the few
// products past it (segments longer than 2^25 pixels) are done in BigInt.
const SMALL = 2 ** 50;

// floor(p / q) for integers 0 <= p, q < 2^52: the division's rounding corrected.
function floorDiv(p, q) {
  let k = Math.floor(p / q);
  const r = p - k * q;
  if (r < 0) --k;
  else if (r >= q) ++k;
  return k;
}

/**
 * The walk of World.querySegment: n = max(|dx|, |dy|) steps along the major axis (x when
 * they tie), step i at minor offset floor((2 i d + n) / (2 n)), d the minor extent, which
 * is i d / n rounded with halves away from the start. 2 i d reaches 2^65 across the int
 * range, so the exact values come from BigInt once products leave the safe range.
 */
class Walk {
  constructor(x0, y0, x1, y1) {
    const adx = Math.abs(x1 - x0);
    const ady = Math.abs(y1 - y0);
    this.xMajor = adx >= ady;
    this.n = Math.max(adx, ady);
    this.d = Math.min(adx, ady);
    if (this.n > Number.MAX_SAFE_INTEGER)
      throw new RangeError(`World.querySegment: a segment spans at most 2^53 - 1 pixels, not ${this.n}`);
    this.m0 = this.xMajor ? x0 : y0; // major and minor coordinates of the start
    this.n0 = this.xMajor ? y0 : x0;
    this.ms = (this.xMajor ? x1 < x0 : y1 < y0) ? -1 : 1;
    this.ns = (this.xMajor ? y1 < y0 : x1 < x0) ? -1 : 1;
    this.small = this.n < SMALL;
  }

  // The minor offset of step i, 0 <= i <= n.
  offsetAt(i) {
    const { n, d } = this;
    if (n === 0) return 0;
    if (this.small && i * d < SMALL) return floorDiv(2 * i * d + n, 2 * n);
    return Number((2n * BigInt(i) * BigInt(d) + BigInt(n)) / (2n * BigInt(n)));
  }

  // 2 i d + n - 2 n offsetAt(i): what the walk carries from step to step (small walks).
  remainderAt(i, offset) {
    const { n, d } = this;
    if (i * d < SMALL) return 2 * i * d + n - 2 * n * offset;
    return Number(2n * BigInt(i) * BigInt(d) + BigInt(n) - 2n * BigInt(n) * BigInt(offset));
  }

  // The first step whose minor offset reaches `offset`, or n + 1 if none.
  firstStepAt(offset) {
    const { n, d } = this;
    if (offset <= 0) return 0;
    if (offset > d) return n + 1; // offsetAt(n) is d
    // 2 i d + n >= 2 n offset  <=>  i >= ceil((2 n offset - n) / (2 d))
    let i;
    if (this.small && n * offset < SMALL) i = floorDiv(2 * n * offset - n + 2 * d - 1, 2 * d);
    else {
      const D = 2n * BigInt(d);
      i = Number((2n * BigInt(n) * BigInt(offset) - BigInt(n) + D - 1n) / D);
    }
    return i > n ? n + 1 : i;
  }
}

// The ends come checked: positions(x0, y0, x1, y1).
export function querySegment(w, [x0, y0, x1, y1], layers, exclude) {
  layers = layerBits(layers, 'layers');
  const walk = new Walk(x0, y0, x1, y1);
  const { n, d, m0, n0, ms, ns, xMajor } = walk;
  const sx0 = Math.min(x0, x1);
  const sx1 = Math.max(x0, x1) + 1;
  const sy0 = Math.min(y0, y1);
  const sy1 = Math.max(y0, y1) + 1;
  // Doubles give i d / n to within d 2^-50 or so: a box further than this from the line
  // is passed by without exact arithmetic.
  const slack = 2 + d * 2 ** -46;
  let bestStep = n + 1;
  let best = null;
  const near = nearby(w, sx0, sy0, sx1, sy1);
  const count = near === null ? w._masks.length : near.length;
  for (let k = 0; k < count; ++k) {
    const s = near === null ? k : near[k];
    if (!meets(w, s, layers, sx0, sy0, sx1, sy1) || w._idOf(s) === exclude) continue;
    const bx0 = BOX[0];
    const by0 = BOX[1];
    const bx1 = BOX[2];
    const by1 = BOX[3];
    // Steps inside the box along the major axis, then along the minor one.
    const lo = xMajor ? bx0 : by0;
    const hi = (xMajor ? bx1 : by1) - 1;
    let a = Math.max(0, ms > 0 ? lo - m0 : m0 - hi);
    let b = Math.min(n, bestStep, ms > 0 ? hi - m0 : m0 - lo);
    if (a > b) continue;
    const mlo = xMajor ? by0 : bx0;
    const mhi = (xMajor ? by1 : bx1) - 1;
    const offLo = ns > 0 ? mlo - n0 : n0 - mhi;
    const offHi = ns > 0 ? mhi - n0 : n0 - mlo;
    if (n > 0 && (b * d / n + slack < offLo || a * d / n - slack > offHi)) continue;
    a = Math.max(a, walk.firstStepAt(offLo));
    b = Math.min(b, walk.firstStepAt(offHi + 1) - 1);
    if (a > b) continue;
    const hit = walkBox(w, s, walk, a, b);
    if (hit !== null && hit.step < bestStep) { // slots come in order: at a tie the lower stays
      bestStep = hit.step;
      best = { id: w._idOf(s), x: hit.x, y: hit.y };
    }
  }
  return best;
}

// The first step from a to b (all inside entry s's solid box) on a solid pixel, or null.
function walkBox(w, s, walk, a, b) {
  const { n, d, m0, n0, ms, ns, xMajor, small } = walk;
  const mask = w._masks[s];
  const bits = mask._bits;
  const stride = mask._stride;
  const left = w._x[s];
  const top = w._y[s];
  let offset = walk.offsetAt(a);
  // Small walks carry the remainder from step to step; others ask each step exactly.
  let r = small ? walk.remainderAt(a, offset) : 0;
  for (let i = a; i <= b; ++i) {
    const major = m0 + ms * i;
    const minor = n0 + ns * offset;
    const x = xMajor ? major : minor;
    const y = xMajor ? minor : major;
    const lx = x - left;
    if ((bits[(y - top) * stride + 1 + (lx >>> 5)] >>> (lx & 31)) & 1) return { step: i, x, y };
    if (small) {
      r += 2 * d;
      if (r >= 2 * n) {
        r -= 2 * n;
        ++offset;
      }
    } else if (i < b) offset = walk.offsetAt(i + 1);
  }
  return null;
}
