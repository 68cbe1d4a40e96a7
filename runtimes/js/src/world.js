// SPDX-License-Identifier: MIT
// A broad phase for many moving masks: which entries' solid pixels overlap, every frame.
import { Mask } from './mask.js';
import { overlaps } from './collide.js';
import { sortPairs } from './pairs.js';

const ALL_LAYERS = 0xffffffff;
// An id is a slot (its low 20 bits) and the slot's generation (the high 12), as in the
// core's hitmask::World, so both hand out the same ids for the same calls.
const SLOT_BITS = 20;
const SLOT_MASK = (1 << SLOT_BITS) - 1;
const SLOT_SCALE = 2 ** SLOT_BITS;
const MAX_SLOTS = SLOT_MASK; // 1,048,575 entries
const GENERATIONS = 2 ** (32 - SLOT_BITS);
// An entry covering more cells than this (a level-sized mask) is kept out of the grid
// and tested against every other entry by its box instead.
const MAX_CELLS = 256;
// The cells are one array over the occupied rectangle when it has at most this many
// cells per entry in the grid (plus a floor); a Map of cells otherwise.
const DENSE_CELLS_PER_ENTRY = 8;
const DENSE_FLOOR = 4096;
const NONE = 0;
const GRID = 1;
const BIG = 2;

/**
 * Entries are masks placed at integer positions anywhere in an unbounded plane. Each
 * collisions() sorts the solid box of every entry into square cells (a plain array over
 * the occupied rectangle of cells, or a Map when entries are far apart), tests each pair
 * of entries sharing a cell only in the cell that holds the top-left corner of their
 * boxes' overlap (so no pair is tested twice), and only pairs whose boxes overlap and
 * whose layers meet reach the pixel test.
 */
export class World {
  /**
   * @param {number} [cellSize=64] pixels per cell side; 1 to 3 count as 4, below 1 is a
   * RangeError (the C API's hitmask_world_create gives NULL there).
   */
  constructor(cellSize = 64) {
    if (typeof cellSize !== 'number' || Number.isNaN(cellSize))
      throw new TypeError(`World cell size must be a number, not ${describe(cellSize)}`);
    if (!(cellSize >= 1) || !Number.isFinite(cellSize))
      throw new RangeError(`World cell size must be a finite number, at least 1, not ${cellSize}`);
    this._cell = Math.max(Math.floor(cellSize), 4);
    // Everything below is indexed by slot.
    this._masks = []; // null for a free slot
    this._generations = [];
    this._x = [];
    this._y = [];
    this._layers = [];
    this._collidesWith = [];
    this._free = []; // freed slots, oldest first from _freeHead
    this._freeHead = 0;
    this._anyRemoved = false; // until then every generation is 0, and ids are slots
    this._live = 0;
    // Per entry, refreshed by each collisions(): the solid box in world pixels
    // (half-open) and the cells it covers (inclusive).
    this._box = new Float64Array(0); // x0, y0, x1, y1 per entry
    this._cells = new Float64Array(0); // cx0, cy0, cx1, cy1 per entry
    this._kind = new Uint8Array(0); // NONE (free or empty), GRID or BIG
  }

  /** Number of live entries. */
  get size() {
    return this._live;
  }

  /** The cell side in pixels. */
  get cellSize() {
    return this._cell;
  }

  /**
   * Whether `id` names a live entry. A removed entry's id is stale for good: it is never
   * handed out again, and every call with it is ignored.
   */
  contains(id) {
    return this._slotOf(id) >= 0;
  }

  /**
   * Places `mask` with its top-left at (x, y) and returns the entry's id: a fresh world
   * gives 0, 1, 2, ...; a removed entry's slot is reused (oldest freed first) with the
   * next generation in the id's high 12 bits, so a stale id never names a later entry.
   * Layers 1, collides with every layer.
   */
  add(mask, x, y) {
    checkMask(mask);
    x = position(x);
    y = position(y);
    let slot;
    if (this._freeHead < this._free.length) {
      slot = this._free[this._freeHead++];
      if (this._freeHead === this._free.length) {
        this._free.length = 0;
        this._freeHead = 0;
      }
    } else {
      if (this._masks.length >= MAX_SLOTS) throw new RangeError('World: too many entries');
      slot = this._masks.length;
      this._generations.push(0);
    }
    this._masks[slot] = mask;
    this._x[slot] = x;
    this._y[slot] = y;
    this._layers[slot] = 1;
    this._collidesWith[slot] = ALL_LAYERS;
    ++this._live;
    return this._idOf(slot);
  }

  /** Moves an entry's top-left to (x, y); ignored for an id that is not live. */
  move(id, x, y) {
    x = position(x);
    y = position(y);
    const slot = this._slotOf(id);
    if (slot < 0) return;
    this._x[slot] = x;
    this._y[slot] = y;
  }

  /** Gives an entry another mask (another animation or rotation frame). */
  setMask(id, mask) {
    checkMask(mask);
    const slot = this._slotOf(id);
    if (slot >= 0) this._masks[slot] = mask;
  }

  /** Takes an entry out; ignored for an id that is not live. */
  remove(id) {
    const slot = this._slotOf(id);
    if (slot < 0) return;
    this._masks[slot] = null;
    this._anyRemoved = true;
    // A slot out of generations is retired rather than wrapped.
    if (++this._generations[slot] < GENERATIONS) this._free.push(slot);
    --this._live;
  }

  // The slot of a live id, or -1.
  _slotOf(id) {
    if (!Number.isInteger(id) || id < 0 || id > 0xffffffff) return -1;
    const slot = id % SLOT_SCALE;
    return slot < this._masks.length && this._masks[slot] !== null &&
      this._generations[slot] === Math.floor(id / SLOT_SCALE) ? slot : -1;
  }

  _idOf(slot) {
    return this._generations[slot] * SLOT_SCALE + slot;
  }

  /**
   * Collision filtering, as in most physics engines: two entries can collide only when
   * (a.layers & b.collidesWith) != 0 && (b.layers & a.collidesWith) != 0, as unsigned
   * 32-bit masks.
   */
  setLayers(id, layers, collidesWith = ALL_LAYERS) {
    layers = layerBits(layers, 'layers');
    collidesWith = layerBits(collidesWith, 'collidesWith');
    const slot = this._slotOf(id);
    if (slot < 0) return;
    this._layers[slot] = layers;
    this._collidesWith[slot] = collidesWith;
  }

  /**
   * Every pair of entries whose solid pixels overlap, each once as [a, b] with a < b,
   * sorted by id, as the C API gives them (the C++ core goes by slot, the id's low 20
   * bits, which is the same order until an entry is removed). Masks are read afresh on each call,
   * so masks edited in place need nothing.
   * @returns {Array<[number, number]>}
   */
  collisions() {
    const found = [];
    const grid = this._placeEntries();
    this._testGrid(grid, found);
    this._testBig(grid.big, found);
    const pairs = sortPairs(found, this._masks.length);
    if (this._anyRemoved) {
      // A reused slot's id is larger than a later slot's: sort by id, as the C API does.
      for (const pair of pairs) {
        const a = this._idOf(pair[0]);
        const b = this._idOf(pair[1]);
        pair[0] = Math.min(a, b);
        pair[1] = Math.max(a, b);
      }
      pairs.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
    }
    return pairs;
  }

  /**
   * Live entries whose solid pixels overlap `mask` placed with its top-left at (x, y),
   * in increasing id order; only entries on one of `layers`.
   */
  query(mask, x, y, layers = ALL_LAYERS) {
    checkMask(mask);
    x = position(x);
    y = position(y);
    layers = layerBits(layers, 'layers');
    const hits = [];
    for (let id = 0; id < this._masks.length; ++id) {
      const other = this._masks[id];
      if (other === null || (this._layers[id] & layers) === 0) continue;
      if (overlaps(mask, other, this._x[id] - x, this._y[id] - y)) hits.push(this._idOf(id));
    }
    if (this._anyRemoved) hits.sort((a, b) => a - b);
    return hits;
  }

  // Fills each live entry's box and cells; returns the grid's entries (in id order),
  // the big ones, and the occupied rectangle of cells.
  _placeEntries() {
    const n = this._masks.length;
    if (this._box.length < 4 * n) {
      this._box = new Float64Array(8 * n);
      this._cells = new Float64Array(8 * n);
      this._kind = new Uint8Array(2 * n);
    }
    const kind = this._kind;
    kind.fill(NONE);
    const box = this._box;
    const cells = this._cells;
    const c = this._cell;
    const inGrid = [];
    const big = [];
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    let refs = 0;
    for (let id = 0; id < n; ++id) {
      const mask = this._masks[id];
      if (mask === null) continue;
      if (mask._stale) mask._refreshBounds();
      if (mask._bw === 0) continue;
      const x0 = this._x[id] + mask._bx;
      const y0 = this._y[id] + mask._by;
      const x1 = x0 + mask._bw;
      const y1 = y0 + mask._bh;
      const cx0 = Math.floor(x0 / c);
      const cy0 = Math.floor(y0 / c);
      const cx1 = Math.floor((x1 - 1) / c);
      const cy1 = Math.floor((y1 - 1) / c);
      box[4 * id] = x0;
      box[4 * id + 1] = y0;
      box[4 * id + 2] = x1;
      box[4 * id + 3] = y1;
      cells[4 * id] = cx0;
      cells[4 * id + 1] = cy0;
      cells[4 * id + 2] = cx1;
      cells[4 * id + 3] = cy1;
      const covered = (cx1 - cx0 + 1) * (cy1 - cy0 + 1);
      if (covered > MAX_CELLS) {
        kind[id] = BIG;
        big.push(id);
        continue;
      }
      kind[id] = GRID;
      inGrid.push(id);
      refs += covered;
      minX = Math.min(minX, cx0);
      minY = Math.min(minY, cy0);
      maxX = Math.max(maxX, cx1);
      maxY = Math.max(maxY, cy1);
    }
    return { inGrid, big, refs, minX, minY, w: maxX - minX + 1, h: maxY - minY + 1 };
  }

  // The pairs of entries that share a cell, each tested in one cell only.
  _testGrid(grid, found) {
    const { inGrid, refs, minX, minY, w, h } = grid;
    if (inGrid.length < 2) return;
    const cells = this._cells;
    // Bucket of each (entry, covered cell), in entry order, then a counting sort: each
    // bucket's members come out sorted by id.
    const refBucket = new Int32Array(refs);
    const dense = w * h <= DENSE_CELLS_PER_ENTRY * refs + DENSE_FLOOR;
    let bucketCount = 0;
    let bucketCx;
    let bucketCy;
    if (dense) {
      bucketCount = w * h;
      let r = 0;
      for (const id of inGrid)
        for (let cy = cells[4 * id + 1]; cy <= cells[4 * id + 3]; ++cy)
          for (let cx = cells[4 * id]; cx <= cells[4 * id + 2]; ++cx)
            refBucket[r++] = (cy - minY) * w + (cx - minX);
    } else {
      // Relative cell numbers are exact while w * h stays below 2^53; past that (entries
      // spread over more than 2^26 cells both ways) the key is a string.
      const numeric = w * h < 2 ** 53;
      const index = new Map();
      const cxs = [];
      const cys = [];
      let r = 0;
      for (const id of inGrid)
        for (let cy = cells[4 * id + 1]; cy <= cells[4 * id + 3]; ++cy)
          for (let cx = cells[4 * id]; cx <= cells[4 * id + 2]; ++cx) {
            const key = numeric ? (cy - minY) * w + (cx - minX) : `${cx},${cy}`;
            let bucket = index.get(key);
            if (bucket === undefined) {
              bucket = cxs.length;
              index.set(key, bucket);
              cxs.push(cx);
              cys.push(cy);
            }
            refBucket[r++] = bucket;
          }
      bucketCount = cxs.length;
      bucketCx = cxs;
      bucketCy = cys;
    }
    const start = new Int32Array(bucketCount + 1);
    for (let r = 0; r < refs; ++r) ++start[refBucket[r] + 1];
    for (let k = 0; k < bucketCount; ++k) start[k + 1] += start[k];
    const fill = start.slice(0, bucketCount);
    // Each member with a copy of its box and first cell (x0, y0, x1, y1, cx0, cy0), so
    // that a cell's pairs are tested from one contiguous run of memory.
    const members = new Int32Array(refs);
    const data = new Float64Array(6 * refs);
    const box = this._box;
    let r = 0;
    for (const id of inGrid) {
      const covered =
        (cells[4 * id + 2] - cells[4 * id] + 1) * (cells[4 * id + 3] - cells[4 * id + 1] + 1);
      for (let i = 0; i < covered; ++i, ++r) {
        const at = fill[refBucket[r]]++;
        members[at] = id;
        data[6 * at] = box[4 * id];
        data[6 * at + 1] = box[4 * id + 1];
        data[6 * at + 2] = box[4 * id + 2];
        data[6 * at + 3] = box[4 * id + 3];
        data[6 * at + 4] = cells[4 * id];
        data[6 * at + 5] = cells[4 * id + 1];
      }
    }
    for (let k = 0; k < bucketCount; ++k) {
      const first = start[k];
      const last = start[k + 1];
      if (last - first < 2) continue;
      const cx = dense ? minX + (k % w) : bucketCx[k];
      const cy = dense ? minY + Math.floor(k / w) : bucketCy[k];
      for (let i = first; i < last; ++i) {
        const ax0 = data[6 * i];
        const ay0 = data[6 * i + 1];
        const ax1 = data[6 * i + 2];
        const ay1 = data[6 * i + 3];
        const acx = data[6 * i + 4];
        const acy = data[6 * i + 5];
        for (let j = i + 1; j < last; ++j) {
          const b = 6 * j;
          // Tested only in the cell of the top-left corner of the boxes' overlap, which
          // is where the later of the two boxes' first cells is on each axis.
          if (Math.max(acx, data[b + 4]) !== cx || Math.max(acy, data[b + 5]) !== cy ||
              data[b] >= ax1 || ax0 >= data[b + 2] || data[b + 1] >= ay1 || ay0 >= data[b + 3])
            continue;
          this._testPixels(members[i], members[j], found);
        }
      }
    }
  }

  // Entries too big for the grid: against every other entry, each pair once.
  _testBig(big, found) {
    if (big.length === 0) return;
    const kind = this._kind;
    const box = this._box;
    for (const g of big)
      for (let id = 0; id < this._masks.length; ++id) {
        if (id === g || kind[id] === NONE || (kind[id] === BIG && id < g)) continue;
        const a = Math.min(g, id);
        const b = Math.max(g, id);
        if (box[4 * b] < box[4 * a + 2] && box[4 * a] < box[4 * b + 2] &&
            box[4 * b + 1] < box[4 * a + 3] && box[4 * a + 1] < box[4 * b + 3])
          this._testPixels(a, b, found);
      }
  }

  // Entries a < b whose boxes overlap: the layer rule, then the pixels.
  _testPixels(a, b, found) {
    if ((this._layers[a] & this._collidesWith[b]) === 0 ||
        (this._layers[b] & this._collidesWith[a]) === 0)
      return;
    if (overlaps(this._masks[a], this._masks[b], this._x[b] - this._x[a], this._y[b] - this._y[a]))
      found.push(a * 4294967296 + b);
  }
}

function checkMask(mask) {
  if (!(mask instanceof Mask)) throw new TypeError('World entries take a hitmask Mask');
}

// Positions are integers (fractions are floored), finite and exact as doubles.
function position(v) {
  if (typeof v !== 'number' || Number.isNaN(v))
    throw new TypeError(`World positions must be numbers, not ${describe(v)}`);
  if (!Number.isFinite(v) || Math.abs(v) > Number.MAX_SAFE_INTEGER)
    throw new RangeError(`World positions must be finite numbers within ±2^53, not ${v}`);
  return Math.floor(v);
}

// Layer masks are numbers, taken as unsigned 32-bit. JavaScript's bit operators give
// signed 32-bit results (1 << 31 is -2^31), so those are the same masks; any other
// number (a fraction, 2^32 and beyond) is refused rather than cut to 32 bits.
function layerBits(v, name) {
  if (typeof v !== 'number' || !Number.isFinite(v))
    throw new TypeError(`World ${name} must be a number (a 32-bit mask), not ${describe(v)}`);
  if (!Number.isInteger(v) || v < -(2 ** 31) || v > 0xffffffff)
    throw new RangeError(`World ${name} must be a 32-bit mask, an integer from -2^31 to 2^32 - 1, not ${v}`);
  return v >>> 0;
}

function describe(v) {
  return typeof v === 'string' ? JSON.stringify(v) : String(v);
}
