// SPDX-License-Identifier: MIT
// A World as the definitions state it, for the tests: entries kept as pictures (byte
// grids) by id, every answer found by looping over all entries and all pixels. Nothing
// here imports the module under test.
import { oracleOverlaps, oracleArea, oracleContact } from './oracle.js';

const SLOT = 2 ** 20;
const ALL = 0xffffffff;
export const slotOf = (id) => id % SLOT;

export class ModelWorld {
  constructor() {
    this.entries = new Map(); // id -> {picture, px, py, ox, oy, layers, collidesWith, user}
    this.generations = [];
    this.free = []; // oldest freed first
    this.previous = []; // the last step's pairs, in slot order
  }

  add(picture, px, py, ox = 0, oy = 0, user = undefined) {
    let slot;
    if (this.free.length > 0) slot = this.free.shift();
    else {
      slot = this.generations.length;
      this.generations.push(0);
    }
    const id = this.generations[slot] * SLOT + slot;
    this.entries.set(id, { picture, px, py, ox, oy, layers: 1, collidesWith: ALL, user });
    return id;
  }

  remove(id) {
    if (!this.entries.delete(id)) return false;
    const slot = slotOf(id);
    if (++this.generations[slot] < 4096) this.free.push(slot);
    return true;
  }

  // Entries in slot order, each with its id and its mask's top-left.
  bySlot() {
    return [...this.entries].map(([id, e]) => ({ id, ...e, x: e.px - e.ox, y: e.py - e.oy }))
      .sort((a, b) => slotOf(a.id) - slotOf(b.id));
  }

  byId() {
    return this.bySlot().sort((a, b) => a.id - b.id);
  }

  collide(a, b) {
    return ((a.layers & b.collidesWith) >>> 0) !== 0 && ((b.layers & a.collidesWith) >>> 0) !== 0 &&
      oracleOverlaps(a.picture, b.picture, b.x - a.x, b.y - a.y);
  }

  // Colliding pairs [first, second] with first's slot below second's, in slot order.
  pairsBySlot() {
    const all = this.bySlot();
    const pairs = [];
    for (let i = 0; i < all.length; ++i)
      for (let j = i + 1; j < all.length; ++j)
        if (this.collide(all[i], all[j])) pairs.push([all[i].id, all[j].id]);
    return pairs;
  }

  collisions() {
    return this.pairsBySlot().map(([a, b]) => (a < b ? [a, b] : [b, a]))
      .sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  }

  step() {
    const key = (p) => [slotOf(p[0]), slotOf(p[1]), p[0], p[1]];
    const before = (p, q) => {
      const [a, b] = [key(p), key(q)];
      for (let k = 0; k < 4; ++k) if (a[k] !== b[k]) return a[k] < b[k];
      return false;
    };
    const now = this.pairsBySlot();
    const was = this.previous;
    const events = [];
    let i = 0;
    let j = 0;
    while (i < was.length || j < now.length) {
      if (j === now.length || (i < was.length && before(was[i], now[j])))
        events.push({ first: was[i][0], second: was[i++][1], phase: 'ended' });
      else if (i === was.length || before(now[j], was[i]))
        events.push({ first: now[j][0], second: now[j++][1], phase: 'began' });
      else {
        events.push({ first: now[j][0], second: now[j++][1], phase: 'stayed' });
        ++i;
      }
    }
    this.previous = now;
    return events;
  }

  entry(id) {
    return this.byId().find((e) => e.id === id);
  }

  collisionsOf(id) {
    const a = this.entry(id);
    if (!a) return [];
    return this.byId().filter((b) => b.id !== id && this.collide(a, b)).map((b) => b.id);
  }

  overlapArea(ida, idb) {
    const [a, b] = [this.entry(ida), this.entry(idb)];
    return a && b ? oracleArea(a.picture, b.picture, b.x - a.x, b.y - a.y) : 0;
  }

  firstContact(ida, idb) {
    const [a, b] = [this.entry(ida), this.entry(idb)];
    const p = a && b ? oracleContact(a.picture, b.picture, b.x - a.x, b.y - a.y) : null;
    return p ? { x: a.x + p[0], y: a.y + p[1] } : null;
  }

  separation(ida, idb) {
    const [a, b] = [this.entry(ida), this.entry(idb)];
    return a && b ? outwardSeparation(a.picture, b.picture, b.x - a.x, b.y - a.y)
      : outwardSeparation(null);
  }

  // Entries that `layers` and `exclude` let a query see, by id.
  visible(layers, exclude) {
    return this.byId().filter((e) => ((e.layers & layers) >>> 0) !== 0 && e.id !== exclude);
  }

  query(picture, x, y, layers = ALL, exclude = null) {
    return this.visible(layers, exclude)
      .filter((e) => oracleOverlaps(e.picture, picture, x - e.x, y - e.y)).map((e) => e.id);
  }

  queryRect(x, y, width, height, layers = ALL, exclude = null) {
    return this.visible(layers, exclude).filter((e) => {
      for (let py = Math.max(y, e.y); py < Math.min(y + height, e.y + e.picture.height); ++py)
        for (let px = Math.max(x, e.x); px < Math.min(x + width, e.x + e.picture.width); ++px)
          if (e.picture.at(px - e.x, py - e.y)) return true;
      return false;
    }).map((e) => e.id);
  }

  // Every solid pixel of every entry: on the walk (its step found from its major
  // coordinate, its minor one checked against the rounding rule, in BigInt), the lowest
  // step wins, then the lowest slot.
  querySegment(x0, y0, x1, y1, layers = ALL, exclude = null) {
    const [X0, Y0, X1, Y1] = [x0, y0, x1, y1].map(BigInt);
    const abs = (v) => (v < 0n ? -v : v);
    const xMajor = abs(X1 - X0) >= abs(Y1 - Y0);
    const n = xMajor ? abs(X1 - X0) : abs(Y1 - Y0);
    const d = xMajor ? abs(Y1 - Y0) : abs(X1 - X0);
    const sx = X1 < X0 ? -1n : 1n;
    const sy = Y1 < Y0 ? -1n : 1n;
    let best = null;
    for (const e of this.visible(layers, exclude).sort((a, b) => slotOf(a.id) - slotOf(b.id)))
      for (let py = 0; py < e.picture.height; ++py)
        for (let px = 0; px < e.picture.width; ++px) {
          if (!e.picture.at(px, py)) continue;
          const X = BigInt(e.x + px);
          const Y = BigInt(e.y + py);
          const i = xMajor ? (X - X0) * sx : (Y - Y0) * sy;
          if (i < 0n || i > n) continue;
          const offset = n === 0n ? 0n : (2n * i * d + n) / (2n * n);
          const minor = xMajor ? Y0 + sy * offset : X0 + sx * offset;
          if (minor !== (xMajor ? Y : X)) continue;
          if (best === null || i < best.step)
            best = { step: i, id: e.id, x: e.x + px, y: e.y + py };
        }
    return best && { id: best.id, x: best.x, y: best.y };
  }
}

/**
 * Separation by trying each push outward, one pixel at a time, with the per-pixel test:
 * the definition itself.
 */
export function outwardSeparation(a, b, dx, dy) {
  const zero = { left: 0, right: 0, up: 0, down: 0, push: { x: 0, y: 0 } };
  if (a === null || !oracleOverlaps(a, b, dx, dy)) return zero;
  const tryPush = (ux, uy) => {
    let s = 1;
    while (oracleOverlaps(a, b, dx + s * ux, dy + s * uy)) ++s;
    return s;
  };
  const [left, right, up, down] = [tryPush(-1, 0), tryPush(1, 0), tryPush(0, -1), tryPush(0, 1)];
  const choices = [[left, -left, 0], [right, right, 0], [up, 0, -up], [down, 0, down]];
  let pick = choices[0];
  for (const c of choices) if (c[0] < pick[0]) pick = c;
  return { left, right, up, down, push: { x: pick[1], y: pick[2] } };
}
