// SPDX-License-Identifier: MIT
// µs per call of the World's events and queries in a world of 1,000 moving discs (8 to
// 64 px, each box meeting about two others), and of separation on two 32 px discs. The
// queries run after step(), from its grid, unless they say otherwise.
//   node bench/world.mjs            (about 10 s; prints a Markdown table)
import { Mask, World, separation } from '../index.js';

const RUNS = 5;
const RUN_MS = 200;
const COUNT = 1000;
const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

function disc(size) {
  const rgba = new Uint8Array(size * size * 4);
  const c = (size - 1) / 2;
  for (let y = 0; y < size; ++y)
    for (let x = 0; x < size; ++x) rgba[4 * (y * size + x) + 3] = Math.hypot(x - c, y - c) <= size / 2 ? 255 : 0;
  return Mask.fromRgba(rgba, size, size);
}

function randoms(seed) {
  let s = seed;
  return () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 4294967296;
}

const cpuMs = () => process.cpuUsage().user / 1000;
let sink = 0;

// Median over RUNS runs of the µs one call of f takes.
function time(f) {
  const results = [];
  for (let run = 0; run < RUNS; ++run) {
    let calls = 0;
    const start = cpuMs();
    do {
      for (let k = 0; k < 16; ++k) sink += f(calls++) ? 1 : 0;
    } while (cpuMs() - start < RUN_MS);
    results.push((cpuMs() - start) * 1000 / calls);
  }
  results.sort((p, q) => p - q);
  return results[RUNS >> 1];
}

const random = randoms(7);
const masks = [8, 16, 32, 64].map(disc);
const field = Math.round(Math.sqrt(COUNT * 40 * 40 / 0.6));
const world = new World(64);
const sprites = [];
for (let i = 0; i < COUNT; ++i) {
  const s = { x: random() * field, y: random() * field, vx: random() < 0.5 ? 1 : -1, vy: random() < 0.5 ? 2 : -2 };
  s.id = world.add(masks[i % masks.length], Math.floor(s.x), Math.floor(s.y));
  sprites.push(s);
}
const rows = [];
let events = 0;
rows.push(['step() after moving all 1,000 (a frame)', time(() => {
  for (const s of sprites) {
    s.x = (s.x + s.vx + field) % field;
    s.y = (s.y + s.vy + field) % field;
    world.move(s.id, Math.floor(s.x), Math.floor(s.y));
  }
  events = world.step().length;
  return events;
})]);
const points = Array.from({ length: 256 }, () => [Math.floor(random() * field), Math.floor(random() * field)]);
const pick = (k) => points[k & 255];
rows.push(['queryPoint', time((k) => world.queryPoint(...pick(k)).length)]);
rows.push(['queryPoint, after a move (no grid: every box scanned)', time((k) => {
  world.move(sprites[0].id, Math.floor(sprites[0].x), Math.floor(sprites[0].y));
  return world.queryPoint(...pick(k)).length;
})]);
rows.push(['querySegment 200 px, after a move', time((k) => {
  world.move(sprites[0].id, Math.floor(sprites[0].x), Math.floor(sprites[0].y));
  const [x, y] = pick(k);
  return world.querySegment(x, y, x + 200, y + 73);
})]);
world.step();
rows.push(['queryRect 48 × 48', time((k) => world.queryRect(...pick(k), 48, 48).length)]);
rows.push(['query (a 32 px disc)', time((k) => world.query(masks[2], ...pick(k)).length)]);
rows.push(['collisionsOf', time((k) => world.collisionsOf(sprites[k % COUNT].id).length)]);
rows.push(['querySegment, 200 px', time((k) => {
  const [x, y] = pick(k);
  return world.querySegment(x, y, x + 200, y + 73);
})]);
rows.push(['querySegment across the field', time((k) => {
  const [x, y] = pick(k);
  return world.querySegment(0, y, field, field - x);
})]);
rows.push(['querySegment, int limit to int limit', time((k) => {
  const [x] = pick(k);
  return world.querySegment(INT_MIN, INT_MIN + x, INT_MAX, INT_MAX - x * 977);
})]);
const a = masks[2];
const b = masks[2];
rows.push(['separation, two 32 px discs', time((k) => separation(a, b, (k % 41) - 20, (k % 37) - 18).left)]);
console.log(`Node ${process.versions.node}, CPU time, median of ${RUNS} runs; ${COUNT} entries, ${events} events a step\n`);
console.log('| call | µs per call |');
console.log('| --- | --- |');
for (const [name, us] of rows) console.log(`| ${name} | ${us.toFixed(2)} |`);
if (sink === 0.5) console.log(sink);
