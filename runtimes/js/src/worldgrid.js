// SPDX-License-Identifier: MIT
// The World's broad phase: every pair of entries whose solid pixels overlap, by slot.
import { overlaps } from './collide.js';
import { edits } from './mask.js';
import { sortPairs } from './pairs.js';

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
 * Every colliding pair as [slotA, slotB], slotA < slotB, sorted. Each call sorts the
 * solid box of every entry into square cells (a plain array over the occupied rectangle
 * of cells, or a Map when entries are far apart), tests each pair of entries sharing a
 * cell only in the cell that holds the top-left corner of their boxes' overlap (so no
 * pair is tested twice), and only pairs whose boxes overlap and whose layers meet reach
 * the pixel test. Masks are read afresh on each call, so masks edited in place need
 * nothing.
 */
export function pairsBySlot(w) {
  const found = [];
  const grid = placeEntries(w);
  testGrid(w, grid, found);
  testBig(w, grid.big, found);
  return sortPairs(found, w._masks.length);
}

// Fills each live entry's box and cells; returns the grid's entries (in id order),
// the big ones, and the occupied rectangle of cells.
function placeEntries(w) {
  const n = w._masks.length;
  if (w._box.length < 4 * n) {
    w._box = new Float64Array(8 * n);
    w._cells = new Float64Array(8 * n);
    w._kind = new Uint8Array(2 * n);
  }
  const kind = w._kind;
  kind.fill(NONE);
  const box = w._box;
  const cells = w._cells;
  const c = w._cell;
  const inGrid = [];
  const big = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let refs = 0;
  for (let id = 0; id < n; ++id) {
    const mask = w._masks[id];
    if (mask === null) continue;
    if (mask._stale) mask._refreshBounds();
    if (mask._bw === 0) continue;
    const x0 = w._x[id] + mask._bx;
    const y0 = w._y[id] + mask._by;
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
function testGrid(world, grid, found) {
  const { inGrid, refs, minX, minY, w, h } = grid;
  world._index = null;
  if (inGrid.length < 2) return;
  const cells = world._cells;
  // Bucket of each (entry, covered cell), in entry order, then a counting sort: each
  // bucket's members come out sorted by id.
  const refBucket = new Int32Array(refs);
  const dense = w * h <= DENSE_CELLS_PER_ENTRY * refs + DENSE_FLOOR;
  let bucketCount = 0;
  let bucketCx;
  let bucketCy;
  // Relative cell numbers are exact while w * h stays below 2^53; past that (entries
  // spread over more than 2^26 cells both ways) the key is a string.
  const numeric = w * h < 2 ** 53;
  const index = new Map();
  if (dense) {
    bucketCount = w * h;
    let r = 0;
    for (const id of inGrid)
      for (let cy = cells[4 * id + 1]; cy <= cells[4 * id + 3]; ++cy)
        for (let cx = cells[4 * id]; cx <= cells[4 * id + 2]; ++cx)
          refBucket[r++] = (cy - minY) * w + (cx - minX);
  } else {
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
  const box = world._box;
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
  // Kept for the queries (worldindex.js) until the world or a mask changes.
  world._index = { dense, numeric, index, minX, minY, w, h, start, members, big: grid.big,
    version: world._version, edits: edits.count };
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
        testPixels(world, members[i], members[j], found);
      }
    }
  }
}

// Entries too big for the grid: against every other entry, each pair once.
function testBig(w, big, found) {
  if (big.length === 0) return;
  const kind = w._kind;
  const box = w._box;
  for (const g of big)
    for (let id = 0; id < w._masks.length; ++id) {
      if (id === g || kind[id] === NONE || (kind[id] === BIG && id < g)) continue;
      const a = Math.min(g, id);
      const b = Math.max(g, id);
      if (box[4 * b] < box[4 * a + 2] && box[4 * a] < box[4 * b + 2] &&
          box[4 * b + 1] < box[4 * a + 3] && box[4 * a + 1] < box[4 * b + 3])
        testPixels(w, a, b, found);
    }
}

// Entries a < b whose boxes overlap: the layer rule, then the pixels.
function testPixels(w, a, b, found) {
  if ((w._layers[a] & w._collidesWith[b]) === 0 ||
      (w._layers[b] & w._collidesWith[a]) === 0)
    return;
  if (overlaps(w._masks[a], w._masks[b], w._x[b] - w._x[a], w._y[b] - w._y[a]))
    found.push(a * 4294967296 + b);
}
