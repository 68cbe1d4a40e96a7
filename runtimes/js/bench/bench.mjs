// SPDX-License-Identifier: MIT
// ns per call of overlaps, overlapArea and firstContact on discs of 32, 64 and 256 px at
// mixed offsets, against a plain per-pixel loop over the same masks as bytes.
//   node bench/bench.mjs            (about 20 s; prints a Markdown table)
import { Mask, overlaps, overlapArea, firstContact } from '../index.js';

const SIZES = [32, 64, 256];
const OFFSETS = 1024;
const RUNS = 5;
const RUN_MS = 150;

function disc(size) {
  const pixels = new Uint8Array(size * size);
  const c = (size - 1) / 2;
  for (let y = 0; y < size; ++y)
    for (let x = 0; x < size; ++x) pixels[y * size + x] = Math.hypot(x - c, y - c) <= size / 2 ? 1 : 0;
  const rgba = new Uint8Array(size * size * 4);
  for (let i = 0; i < pixels.length; ++i) rgba[4 * i + 3] = pixels[i] * 255;
  return { size, pixels, mask: Mask.fromRgba(rgba, size, size) };
}

// Offsets where the squares meet (about three in four with touching or overlapping
// discs) and some where they are apart, from a fixed seed.
function offsets(size) {
  let s = 12345;
  const random = () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 4294967296);
  const list = [];
  for (let i = 0; i < OFFSETS; ++i) {
    const far = random() < 0.15 ? 3 : 1;
    list.push([Math.round((random() * 2 - 1) * size * far), Math.round((random() * 2 - 1) * size * far)]);
  }
  return list;
}

// The per-pixel loops a game writes without a library: bytes, the two squares' overlap.
function loopOverlaps(a, b, dx, dy) {
  const x0 = Math.max(0, dx), x1 = Math.min(a.size, dx + b.size);
  const y0 = Math.max(0, dy), y1 = Math.min(a.size, dy + b.size);
  for (let y = y0; y < y1; ++y)
    for (let x = x0; x < x1; ++x)
      if (a.pixels[y * a.size + x] && b.pixels[(y - dy) * b.size + x - dx]) return true;
  return false;
}
function loopArea(a, b, dx, dy) {
  const x0 = Math.max(0, dx), x1 = Math.min(a.size, dx + b.size);
  const y0 = Math.max(0, dy), y1 = Math.min(a.size, dy + b.size);
  let n = 0;
  for (let y = y0; y < y1; ++y)
    for (let x = x0; x < x1; ++x) n += a.pixels[y * a.size + x] & b.pixels[(y - dy) * b.size + x - dx];
  return n;
}
function loopContact(a, b, dx, dy) {
  const x0 = Math.max(0, dx), x1 = Math.min(a.size, dx + b.size);
  const y0 = Math.max(0, dy), y1 = Math.min(a.size, dy + b.size);
  for (let y = y0; y < y1; ++y)
    for (let x = x0; x < x1; ++x)
      if (a.pixels[y * a.size + x] && b.pixels[(y - dy) * b.size + x - dx]) return [x, y];
  return null;
}

let sink = 0;
// CPU time of this process where Node reports it (the figures then hold on a shared
// machine), wall-clock time in a browser.
const cpuMs = typeof process !== 'undefined' && process.cpuUsage
  ? () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; }
  : () => performance.now();
// Median over RUNS of the ns per call, cycling through the offsets.
function time(call, a, b, list) {
  const results = [];
  for (let run = 0; run < RUNS; ++run) {
    let calls = 0;
    const start = cpuMs();
    let elapsed = 0;
    do {
      for (let i = 0; i < list.length; ++i) {
        const r = call(a, b, list[i][0], list[i][1]);
        sink += r === true ? 1 : r === null || r === false ? 0 : typeof r === 'number' ? r : 2;
      }
      calls += list.length;
      elapsed = cpuMs() - start;
    } while (elapsed < RUN_MS);
    results.push((elapsed * 1e6) / calls);
  }
  results.sort((p, q) => p - q);
  return results[RUNS >> 1];
}

const fmt = (ns) => (ns < 10 ? ns.toFixed(1) : ns.toFixed(0));
const rows = [];
for (const size of SIZES) {
  const a = disc(size);
  const b = disc(size);
  const list = offsets(size);
  // Both sides must give the same answers before either is timed.
  for (const [dx, dy] of list) {
    if (overlaps(a.mask, b.mask, dx, dy) !== loopOverlaps(a, b, dx, dy) ||
        overlapArea(a.mask, b.mask, dx, dy) !== loopArea(a, b, dx, dy) ||
        JSON.stringify(firstContact(a.mask, b.mask, dx, dy)) !== JSON.stringify(loopContact(a, b, dx, dy)))
      throw new Error(`answers differ at ${size} px, (${dx}, ${dy})`);
  }
  const hits = list.filter(([dx, dy]) => loopOverlaps(a, b, dx, dy)).length;
  for (const [name, fast, slow] of [['overlaps', overlaps, loopOverlaps],
    ['overlapArea', overlapArea, loopArea], ['firstContact', firstContact, loopContact]]) {
    const ns = time(fast, a.mask, b.mask, list);
    const loop = time(slow, a, b, list);
    rows.push(`| ${name} | ${size} × ${size} | ${fmt(ns)} | ${fmt(loop)} | ${(loop / ns).toFixed(1)}× |`);
  }
  rows.push(`| (${hits} of ${OFFSETS} offsets overlap) | | | | |`);
}
const where = typeof process !== 'undefined' ? `Node ${process.versions.node}, CPU time` : 'wall-clock';
console.log(`${where}, ${OFFSETS} offsets per size, median of ${RUNS} runs\n`);
console.log('| call | discs | hitmask ns | per-pixel loop ns | speed-up |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
if (sink === 0.5) console.log(sink);
