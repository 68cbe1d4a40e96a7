// SPDX-License-Identifier: MIT
// A broad phase for many moving masks: which entries' solid pixels overlap, every frame.
import { pairsBySlot } from './worldgrid.js';
import { stepEvents } from './worldevents.js';
import * as queries from './worldqueries.js';
import { querySegment } from './worldsegment.js';
import {
  ALL_LAYERS, StaleIdError, checkMask, describe, frameParts, hexId, layerBits, originOf, position,
  positions, topLeft,
} from './worldcheck.js';

const ZERO_ORIGIN = [0, 0];

// An id is a slot (its low 20 bits) and the slot's generation (the high 12), as in the
// core's hitmask::World, so both hand out the same ids for the same calls.
const SLOT_BITS = 20;
const SLOT_SCALE = 2 ** SLOT_BITS;
const MAX_SLOTS = SLOT_SCALE - 1; // 1,048,575 entries
const GENERATIONS = 2 ** (32 - SLOT_BITS);

/**
 * Entries are masks placed anywhere in an unbounded plane by their pivot: an entry's
 * position P is its pivot in world pixels, its origin O the pivot's place in its mask,
 * and the mask's top-left lies at P - O (add() takes O = (0, 0)). Everything the world
 * answers is in world pixels. The pair search lives in worldgrid.js, contact events in
 * worldevents.js, the queries in worldqueries.js and worldsegment.js.
 */
export class World {
  /**
   * @param {number} [cellSize=64] pixels per cell side; 1 to 3 count as 4, below 1 is a
   * RangeError (the C API's hm_world_new gives NULL there).
   * @param {{strict?: boolean}} [options] strict: any call naming an id that is not live
   * throws a StaleIdError instead of being ignored.
   */
  constructor(cellSize = 64, { strict = false } = {}) {
    if (typeof cellSize !== 'number' || Number.isNaN(cellSize))
      throw new TypeError(`World cell size must be a number, not ${describe(cellSize)}`);
    if (!(cellSize >= 1) || !Number.isFinite(cellSize))
      throw new RangeError(`World cell size must be a finite number, at least 1, not ${cellSize}`);
    this._cell = Math.max(Math.floor(cellSize), 4);
    this._strict = Boolean(strict);
    // Everything below is indexed by slot.
    this._masks = []; // null for a free slot
    this._generations = [];
    this._x = []; // the mask's top-left, P - O
    this._y = [];
    this._ox = []; // the origin O
    this._oy = [];
    this._layers = [];
    this._collidesWith = [];
    this._user = [];
    this._free = []; // freed slots, oldest first from _freeHead
    this._freeHead = 0;
    this._anyRemoved = false; // until then every generation is 0, and ids are slots
    this._live = 0;
    this._previous = []; // the last step()'s pairs, ids flat: a0, b0, a1, b1, ...
    // Changes of any entry's place or mask, counted: the grid of the last pair search
    // (_index, worldindex.js) serves queries while the count is the one it was built at.
    this._version = 0;
    this._index = null;
    // Per entry, refreshed by each pair search: the solid box in world pixels
    // (half-open) and the cells it covers (inclusive).
    this._box = new Float64Array(0); // x0, y0, x1, y1 per entry
    this._cells = new Float64Array(0); // cx0, cy0, cx1, cy1 per entry
    this._kind = new Uint8Array(0); // none (free or empty), in the grid, or too big for it
  }

  /** Number of live entries. */
  get size() {
    return this._live;
  }

  /** The cell side in pixels. */
  get cellSize() {
    return this._cell;
  }

  /** Whether calls naming an id that is not live throw (StaleIdError). */
  get strict() {
    return this._strict;
  }

  /**
   * Whether `id` names a live entry (never throws, strict or not). A removed entry's id
   * is stale for good: it is never handed out again, and every call with it is ignored.
   */
  contains(id) {
    return this._slotOf(id) >= 0;
  }

  /**
   * Places `mask` with its pivot at (x, y) and returns the entry's id: a fresh world gives
   * 0, 1, 2, ...; a removed entry's slot is reused (oldest freed first) with the next
   * generation in the id's high 12 bits. Layers 1, collides with every layer. The pivot is
   * `origin` ({x, y} or [x, y]) in the mask's pixels; by default (0, 0), its top-left.
   */
  add(mask, x, y, userData, origin) {
    checkMask(mask);
    const { ox, oy } = originOf(origin ?? ZERO_ORIGIN);
    return this._insert(mask, position(x), position(y), ox, oy, userData);
  }

  /**
   * Places a frame of an HMSK file (its mask of `channel`, the first by default) with its
   * origin, the sprite's pivot, at (x, y).
   */
  addFrame(frame, x, y, channel, userData) {
    const { mask, ox, oy } = frameParts(frame, channel);
    return this._insert(mask, position(x), position(y), ox, oy, userData);
  }

  _insert(mask, x, y, ox, oy, userData) {
    const left = topLeft(x, ox);
    const top = topLeft(y, oy);
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
    this._x[slot] = left;
    this._y[slot] = top;
    this._ox[slot] = ox;
    this._oy[slot] = oy;
    this._layers[slot] = 1;
    this._collidesWith[slot] = ALL_LAYERS;
    this._user[slot] = userData;
    ++this._live;
    ++this._version;
    return this._idOf(slot);
  }

  /** Moves an entry's pivot to (x, y); false, changing nothing, for an id that is not live. */
  move(id, x, y) {
    x = position(x);
    y = position(y);
    const slot = this._use(id, 'move');
    if (slot < 0) return false;
    const left = topLeft(x, this._ox[slot]);
    this._y[slot] = topLeft(y, this._oy[slot]);
    this._x[slot] = left;
    ++this._version;
    return true;
  }

  /**
   * Gives an entry another mask; its position stays, and so does its origin unless
   * `origin` gives the new mask's own (as setFrame does with a frame's).
   */
  setMask(id, mask, origin) {
    checkMask(mask);
    if (origin !== undefined) {
      const { ox, oy } = originOf(origin);
      return this._setMaskOrigin(id, mask, ox, oy, 'setMask');
    }
    const slot = this._use(id, 'setMask');
    if (slot < 0) return false;
    this._masks[slot] = mask;
    ++this._version;
    return true;
  }

  /**
   * Gives an entry another frame (an animation or rotation frame): its mask of `channel`
   * and its origin. The pivot stays where it is; the mask's top-left moves by the
   * difference of the origins.
   */
  setFrame(id, frame, channel) {
    const { mask, ox, oy } = frameParts(frame, channel);
    return this._setMaskOrigin(id, mask, ox, oy, 'setFrame');
  }

  _setMaskOrigin(id, mask, ox, oy, call) {
    const slot = this._use(id, call);
    if (slot < 0) return false;
    const left = topLeft(this._x[slot] + this._ox[slot], ox);
    this._y[slot] = topLeft(this._y[slot] + this._oy[slot], oy);
    this._x[slot] = left;
    this._ox[slot] = ox;
    this._oy[slot] = oy;
    this._masks[slot] = mask;
    ++this._version;
    return true;
  }

  /** Takes an entry out; false for an id that is not live. */
  remove(id) {
    const slot = this._use(id, 'remove');
    if (slot < 0) return false;
    this._masks[slot] = null;
    this._user[slot] = undefined;
    this._anyRemoved = true;
    // A slot out of generations is retired rather than wrapped.
    if (++this._generations[slot] < GENERATIONS) this._free.push(slot);
    --this._live;
    ++this._version;
    return true;
  }

  /**
   * Collision filtering, as in most physics engines: two entries can collide only when
   * (a.layers & b.collidesWith) != 0 && (b.layers & a.collidesWith) != 0, as unsigned
   * 32-bit masks. Queries look at `layers` alone.
   */
  setLayers(id, layers, collidesWith = ALL_LAYERS) {
    layers = layerBits(layers, 'layers');
    collidesWith = layerBits(collidesWith, 'collidesWith');
    const slot = this._use(id, 'setLayers');
    if (slot < 0) return false;
    this._layers[slot] = layers;
    this._collidesWith[slot] = collidesWith;
    return true;
  }

  /** Any value the game keeps with an entry (its sprite, say). */
  setUserData(id, value) {
    const slot = this._use(id, 'setUserData');
    if (slot < 0) return false;
    this._user[slot] = value;
    return true;
  }

  /** The entry's user data: undefined when none was given or the id is not live. */
  userData(id) {
    const slot = this._use(id, 'userData');
    return slot < 0 ? undefined : this._user[slot];
  }

  /** The entry's pivot, {x, y}, or null. */
  position(id) {
    const slot = this._use(id, 'position');
    return slot < 0 ? null
      : { x: this._x[slot] + this._ox[slot], y: this._y[slot] + this._oy[slot] };
  }

  /** The pivot's place in the entry's mask, {x, y} ((0, 0) for add()), or null. */
  origin(id) {
    const slot = this._use(id, 'origin');
    return slot < 0 ? null : { x: this._ox[slot], y: this._oy[slot] };
  }

  /** The entry's mask, or null. */
  mask(id) {
    const slot = this._use(id, 'mask');
    return slot < 0 ? null : this._masks[slot];
  }

  /** The entry's {layers, collidesWith} as unsigned 32-bit numbers, or null. */
  layers(id) {
    const slot = this._use(id, 'layers');
    return slot < 0 ? null : { layers: this._layers[slot], collidesWith: this._collidesWith[slot] };
  }

  /** Every live entry's id, by slot (the core's order; by id until a slot is reused). */
  ids() {
    const all = [];
    for (let slot = 0; slot < this._masks.length; ++slot)
      if (this._masks[slot] !== null) all.push(this._idOf(slot));
    return all;
  }

  /**
   * Every pair of entries whose solid pixels overlap, each once as [a, b] with a < b,
   * sorted by id, as the C API gives them (the core's search goes by slot, the id's low
   * 20 bits, which is the same order until a slot is reused).
   * @returns {Array<[number, number]>}
   */
  collisions() {
    const pairs = pairsBySlot(this);
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
   * Contact events since the last step() (none before the first): each pair once, in
   * slot order (first's slot below second's), {first, second, phase} with phase 'began',
   * 'stayed' or 'ended'. A pair whose entry was removed ends with its stale id; when its
   * slot was reused, the new entry's pair begins after it.
   */
  step() {
    return stepEvents(this);
  }

  /** The entries colliding with `id` now (the pair rule, layers included), by id. */
  collisionsOf(id) {
    return queries.collisionsOf(this, this._use(id, 'collisionsOf'));
  }

  /** Pixels solid in both entries as they lie now; 0 unless both are live. */
  overlapArea(a, b) {
    return queries.overlapArea(this, this._use(a, 'overlapArea'), this._use(b, 'overlapArea'));
  }

  /** The topmost, then leftmost pixel solid in both, {x, y} in world pixels, or null. */
  firstContact(a, b) {
    return queries.firstContact(this, this._use(a, 'firstContact'), this._use(b, 'firstContact'));
  }

  /**
   * How far b must move to stop overlapping a, as they lie now, whatever their layers:
   * {left, right, up, down, push: {x, y}}, all 0 unless both are live and overlap.
   */
  separation(a, b) {
    return queries.entrySeparation(this, this._use(a, 'separation'), this._use(b, 'separation'));
  }

  /**
   * Entries on one of `layers` whose solid pixels overlap `mask` with its top-left at
   * (x, y), leaving out `exclude` (an id, or null for none), in increasing id order.
   */
  query(mask, x, y, layers = ALL_LAYERS, exclude = null) {
    return queries.queryMask(this, mask, x, y, layers, this._exclude(exclude, 'query'));
  }

  /** Entries on one of `layers` solid at the pixel (x, y), by id. */
  queryPoint(x, y, layers = ALL_LAYERS, exclude = null) {
    return queries.queryRect(this, positions(x, y, 1, 1), layers,
      this._exclude(exclude, 'queryPoint'));
  }

  /** Entries on one of `layers` with a solid pixel inside the rectangle, by id. */
  queryRect(x, y, width, height, layers = ALL_LAYERS, exclude = null) {
    return queries.queryRect(this, positions(x, y, width, height), layers,
      this._exclude(exclude, 'queryRect'));
  }

  /**
   * The first solid pixel along the segment from (x0, y0) to (x1, y1), both ends
   * included, as {id, x, y}, or null. Step i of n = max(|dx|, |dy|) lies at offset
   * round(i * d / n) on the shorter axis (x when they tie), halves rounded away from
   * the start; at the first step with a solid pixel, the entry with the lowest slot wins.
   */
  querySegment(x0, y0, x1, y1, layers = ALL_LAYERS, exclude = null) {
    return querySegment(this, positions(x0, y0, x1, y1), layers,
      this._exclude(exclude, 'querySegment'));
  }

  // The slot of a live id, or -1.
  _slotOf(id) {
    if (!Number.isInteger(id) || id < 0 || id > 0xffffffff) return -1;
    const slot = id % SLOT_SCALE;
    return slot < this._masks.length && this._masks[slot] !== null &&
      this._generations[slot] === Math.floor(id / SLOT_SCALE) ? slot : -1;
  }

  // The slot of an id a call names: -1 when it is not live, or a StaleIdError if strict.
  _use(id, call) {
    const slot = this._slotOf(id);
    if (slot < 0 && this._strict)
      throw new StaleIdError(`World.${call}: id ${hexId(id)} is not live`, id);
    return slot;
  }

  // An exclude argument: null, undefined and 0xffffffff leave out nothing (-1); any
  // other id must be live in a strict world.
  _exclude(id, call) {
    if (id === null || id === undefined || id === 0xffffffff) return -1;
    if (typeof id !== 'number')
      throw new TypeError(`World.${call}: exclude is an id or null, not ${describe(id)}`);
    this._use(id, call);
    return id;
  }

  _idOf(slot) {
    return this._generations[slot] * SLOT_SCALE + slot;
  }
}

/** An id's slot, its low 20 bits. */
export function slotOf(id) {
  return id % SLOT_SCALE;
}
