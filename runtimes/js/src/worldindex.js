// SPDX-License-Identifier: MIT
// The grid of the World's last pair search, serving queries until the world changes.
import { edits } from './mask.js';

// Past this many cells (or one per 32 entries, if more), scanning every entry's box costs
// less than visiting the cells and sorting what they hold (a long segment's box).
const MAX_CELLS = 16;

/**
 * The slots, in increasing order, of the entries whose solid boxes may meet the
 * half-open box [x0, x1) x [y0, y1), from the cells of the last collisions() or step()
 * while no entry was added, moved, given another mask or removed and no mask edited
 * since; null when there is no such grid or its cells would cost more than a scan.
 */
export function nearby(w, x0, y0, x1, y1) {
  const grid = w._index;
  if (grid === null || grid.version !== w._version || grid.edits !== edits.count) return null;
  const c = w._cell;
  const cx0 = Math.max(Math.floor(x0 / c), grid.minX);
  const cy0 = Math.max(Math.floor(y0 / c), grid.minY);
  const cx1 = Math.min(Math.floor((x1 - 1) / c), grid.minX + grid.w - 1);
  const cy1 = Math.min(Math.floor((y1 - 1) / c), grid.minY + grid.h - 1);
  const found = grid.big.slice(); // too big for the grid: each one a candidate
  if (cx0 <= cx1 && cy0 <= cy1) {
    if ((cx1 - cx0 + 1) * (cy1 - cy0 + 1) > Math.max(MAX_CELLS, w._masks.length >> 5))
      return null;
    if (w._seen === undefined || w._seen.length < w._masks.length) {
      w._seen = new Uint32Array(2 * w._masks.length);
      w._stamp = 0;
    }
    if (w._stamp === 0xffffffff) {
      w._seen.fill(0);
      w._stamp = 0;
    }
    const seen = w._seen;
    const stamp = ++w._stamp;
    for (const s of found) seen[s] = stamp;
    const { start, members } = grid;
    for (let cy = cy0; cy <= cy1; ++cy)
      for (let cx = cx0; cx <= cx1; ++cx) {
        const key = (cy - grid.minY) * grid.w + (cx - grid.minX);
        const k = grid.dense ? key : grid.index.get(grid.numeric ? key : `${cx},${cy}`);
        if (k === undefined) continue;
        for (let m = start[k]; m < start[k + 1]; ++m) {
          const s = members[m];
          if (seen[s] !== stamp) {
            seen[s] = stamp;
            found.push(s);
          }
        }
      }
  }
  return Int32Array.from(found).sort();
}
