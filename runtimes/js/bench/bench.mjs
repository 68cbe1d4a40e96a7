// SPDX-License-Identifier: MIT
// ns per call of overlaps, overlapArea and firstContact on discs of 32, 64 and 256 px at
// mixed offsets, against a plain per-pixel loop over the same masks as bytes; then ms per
// frame of a World of moving sprites.
//   node bench/bench.mjs            (about 30 s; prints Markdown tables)
import { Mask, overlaps, overlapArea, firstContact, World } from '../index.js';

const SIZES = [32, 64, 256];
const OFFSETS = 1024;
const RUNS = 5;
const RUN_MS = 150;

function disc(size) {
  const pixels = new Uint8Array(size * size);
  const c = (size - 1) / 2;
  for (let y = 0; y < size; ++y)
    for (let x = 0; x < size; ++x) pixels[y * size + x] = +(Math.hypot(x - c, y - c) <= size / 2);
  const rgba = new Uint8Array(size * size * 4);
  for (let i = 0; i < pixels.length; ++i) rgba[4 * i + 3] = pixels[i] * 255;
  return { size, pixels, mask: Mask.fromRgba(rgba, size, size) };
}

// A fixed sequence in [0, 1).
function randoms(seed) {
  let s = seed;
  return () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 4294967296;
}

// Offsets where the squares meet (about three in four with touching or overlapping
// discs) and some where they are apart.
function offsets(size) {
  const random = randoms(12345);
  const list = [];
  for (let i = 0; i < OFFSETS; ++i) {
    const reach = size * (random() < 0.15 ? 3 : 1);
    list.push([Math.round((random() * 2 - 1) * reach), Math.round((random() * 2 - 1) * reach)]);
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
    for (let x = x0; x < x1; ++x)
      n += a.pixels[y * a.size + x] & b.pixels[(y - dy) * b.size + x - dx];
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
        String(firstContact(a.mask, b.mask, dx, dy)) !== String(loopContact(a, b, dx, dy)))
      throw new Error(`answers differ at ${size} px, (${dx}, ${dy})`);
  }
  const hits = list.filter(([dx, dy]) => loopOverlaps(a, b, dx, dy)).length;
  for (const [name, fast, slow] of [['overlaps', overlaps, loopOverlaps],
    ['overlapArea', overlapArea, loopArea], ['firstContact', firstContact, loopContact]]) {
    const ns = time(fast, a.mask, b.mask, list);
    const loop = time(slow, a, b, list);
    const speedUp = (loop / ns).toFixed(1);
    rows.push(`| ${name} | ${size} × ${size} | ${fmt(ns)} | ${fmt(loop)} | ${speedUp}× |`);
  }
  rows.push(`| (${hits} of ${OFFSETS} offsets overlap) | | | | |`);
}
const clock = typeof process !== 'undefined' ? `Node ${process.versions.node}, CPU time`
  : 'wall-clock';
console.log(`${clock}, ${OFFSETS} offsets per size, median of ${RUNS} runs\n`);
console.log('| call | discs | hitmask ns | per-pixel loop ns | speed-up |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);

// A World: discs from 8 to 128 px moving 1 or 3 px a frame on each axis, wrapping around
// a square field sized so that each box meets about two others. A frame moves every
// sprite, then asks for the colliding pairs.
function worldFrame(count) {
  const random = randoms(count);
  const masks = [8, 16, 32, 64, 128].map((size) => disc(size).mask);
  const field = Math.round(Math.sqrt(count * 48 * 48 / 0.6));
  const world = new World(64);
  const sprites = [];
  for (let i = 0; i < count; ++i) {
    const s = { x: random() * field, y: random() * field,
      vx: (random() < 0.5 ? 1 : 3) * (random() < 0.5 ? -1 : 1),
      vy: (random() < 0.5 ? 1 : 3) * (random() < 0.5 ? -1 : 1) };
    s.id = world.add(masks[i % masks.length], Math.floor(s.x), Math.floor(s.y));
    sprites.push(s);
  }
  let pairs = 0;
  const frame = () => {
    for (const s of sprites) {
      s.x = (s.x + s.vx + field) % field;
      s.y = (s.y + s.vy + field) % field;
      world.move(s.id, Math.floor(s.x), Math.floor(s.y));
    }
    pairs = world.collisions().length;
  };
  const results = [];
  for (let run = 0; run < RUNS; ++run) {
    let frames = 0;
    const start = cpuMs();
    do {
      frame();
      ++frames;
    } while (cpuMs() - start < 4 * RUN_MS);
    results.push((cpuMs() - start) / frames);
  }
  results.sort((p, q) => p - q);
  return { ms: results[RUNS >> 1], pairs };
}
console.log('\n| World: moving sprites | colliding pairs | ms per frame |');
console.log('| --- | --- | --- |');
for (const count of [1000, 10000]) {
  const { ms, pairs } = worldFrame(count);
  const n = (v) => v.toLocaleString('en');
  console.log(`| ${n(count)} | ${n(pairs)} | ${ms.toFixed(2)} |`);
}
if (sink === 0.5) console.log(sink);
