// SPDX-License-Identifier: MIT
// The runtimes' shared benchmark scene in JavaScript (scene.md): per-call pair tests, World
// frames at 1,000 and 3,000 sprites, and queries, as key = value lines. The World has no
// bulk move, so only single moves are timed; the frames still run alike.
//   node tests/bench/runtimes/scene.mjs
import { Mask, World, overlaps, overlapArea, firstContact } from '../../../runtimes/js/index.js';

const FIELD_W = 1024, FIELD_H = 768, FRAMES = 10, RUNS = 5, QUERIES = 256;

function cpu() {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1e6;
}

// s = (s * 1103515245 + 12345) mod 2^31 (the low 31 bits of the 32-bit product); a draw
// below n is bits 16-30 mod n.
function lcg(seed) {
  let s = seed;
  return (n) => {
    s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
    return (s >>> 16) % n;
  };
}

function disc() {
  const mask = new Mask(32, 32);
  for (let y = 0; y < 32; ++y)
    for (let x = 0; x < 32; ++x)
      if ((2 * x - 31) ** 2 + (2 * y - 31) ** 2 <= 1024) mask.set(x, y, true);
  return mask;
}

let sink = 0;

function perCall(mask) {
  const calls = 1000000;
  for (const [key, f] of [['overlaps', overlaps], ['overlap_area', overlapArea], ['first_contact', firstContact]]) {
    let best = Infinity;
    for (let run = 0; run < RUNS; ++run) {
      const start = cpu();
      for (let i = 0; i < calls; ++i) if (f(mask, mask, 20, 9)) ++sink;
      best = Math.min(best, cpu() - start);
    }
    console.log(`${key}_ns = ${(best / calls * 1e9).toFixed(1)}`);
  }
  const c = firstContact(mask, mask, 20, 9);
  console.log(`check_overlap = ${overlaps(mask, mask, 20, 9) ? 1 : 0} ${overlapArea(mask, mask, 20, 9)} ${c[0]},${c[1]}`);
}

function frames(mask, n) {
  const world = new World(64);
  const draw = lcg(1);
  const xs = [], ys = [], vx = [], vy = [], ids = [];
  for (let i = 0; i < n; ++i) {
    xs.push(draw(FIELD_W));
    ys.push(draw(FIELD_H));
    vx.push(draw(7) - 3);
    vy.push(draw(7) - 3);
    ids.push(world.add(mask, xs[i], ys[i]));
  }
  let events = world.step().length, pairs = 0;
  const advance = () => {
    for (let i = 0; i < n; ++i) {
      xs[i] = (xs[i] + vx[i] + FIELD_W) % FIELD_W;
      ys[i] = (ys[i] + vy[i] + FIELD_H) % FIELD_H;
    }
  };
  let single = Infinity, colliding = Infinity;
  // The second half stands where other runtimes time their bulk move: single moves again.
  for (let half = 0; half < 2; ++half) {
    for (let run = 0; run < RUNS; ++run) {
      let moving = 0, pairing = 0;
      for (let f = 0; f < FRAMES; ++f) {
        const start = cpu();
        advance();
        for (let i = 0; i < n; ++i) world.move(ids[i], xs[i], ys[i]);
        events += world.step().length;
        const middle = cpu();
        if (half === 1) pairs += world.collisions().length;
        pairing += cpu() - middle;
        moving += middle - start;
      }
      single = Math.min(single, moving);
      if (half === 1) colliding = Math.min(colliding, pairing);
    }
  }
  console.log(`frame_move_step_us_${n} = ${(single / FRAMES * 1e6).toFixed(1)}`);
  console.log(`collisions_us_${n} = ${(colliding / FRAMES * 1e6).toFixed(1)}`);
  console.log(`check_counts_${n} = ${pairs} pairs ${events} events`);
  return world;
}

function queries(world) {
  const draw = lcg(2);
  const points = [], segments = [];
  for (let i = 0; i < QUERIES; ++i) {
    points.push([draw(FIELD_W), draw(FIELD_H)]);
    const side = draw(4), u = draw(601) - 300;
    const x = draw(FIELD_W), y = draw(FIELD_H);
    segments.push([x, y, x + (side === 0 ? 300 : side === 1 ? -300 : u), y + (side === 2 ? 300 : side === 3 ? -300 : u)]);
  }
  let bestPoint = Infinity, bestSegment = Infinity, ids = 0, hits = 0, hitSum = 0;
  for (let run = 0; run < RUNS; ++run) {
    ids = hits = hitSum = 0;
    const start = cpu();
    for (const [x, y] of points) ids += world.queryPoint(x, y).length;
    const middle = cpu();
    for (const [x0, y0, x1, y1] of segments) {
      const hit = world.querySegment(x0, y0, x1, y1);
      if (hit !== null) {
        ++hits;
        hitSum += hit.x + hit.y;
      }
    }
    const end = cpu();
    bestPoint = Math.min(bestPoint, middle - start);
    bestSegment = Math.min(bestSegment, end - middle);
  }
  console.log(`query_point_us = ${(bestPoint / QUERIES * 1e6).toFixed(2)}`);
  console.log(`query_segment_us = ${(bestSegment / QUERIES * 1e6).toFixed(2)}`);
  console.log(`check_queries = ${ids} ids ${hits} hits ${hitSum}`);
}

console.log(`runtime = JavaScript (Node ${process.versions.node})`);
const mask = disc();
perCall(mask);
queries(frames(mask, 1000));
frames(mask, 3000);
if (sink === 42) console.log('');
