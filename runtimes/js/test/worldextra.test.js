// SPDX-License-Identifier: MIT
// Segments across the int range (exact rounding where i * d passes 2^53), strict mode,
// separation against an outward search, overlap masks against a pixel loop.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Mask, World, StaleIdError, separation, overlapMask, parseHmsk } from '../index.js';
import { rng, randomPicture, Picture, hmsk2 } from './oracle.js';
import { ModelWorld, outwardSeparation } from './worldmodel.js';

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;
const dot = Mask.fromRgba(new Uint8Array(4).fill(255), 1, 1);
const dotPicture = new Picture(1, 1);
dotPicture.put(0, 0, true);

// The walk's pixel at step i, from the definition, in BigInt.
function pixelAt([x0, y0], [x1, y1], i) {
  const [X0, Y0, X1, Y1, I] = [x0, y0, x1, y1, i].map(BigInt);
  const abs = (v) => (v < 0n ? -v : v);
  const xMajor = abs(X1 - X0) >= abs(Y1 - Y0);
  const n = xMajor ? abs(X1 - X0) : abs(Y1 - Y0);
  const d = xMajor ? abs(Y1 - Y0) : abs(X1 - X0);
  const off = n === 0n ? 0n : (2n * I * d + n) / (2n * n);
  const sx = X1 < X0 ? -1n : 1n;
  const sy = Y1 < Y0 ? -1n : 1n;
  const p = xMajor ? [X0 + sx * I, Y0 + sy * off] : [X0 + sx * off, Y0 + sy * I];
  return { x: Number(p[0]), y: Number(p[1]), n };
}

test('segments across the whole int range meet dots on the walk and miss those beside it', (t) => {
  const random = rng(81);
  const ends = [INT_MIN, INT_MAX, 0, INT_MIN + 1, INT_MAX - 1, -(2 ** 45), 2 ** 45];
  let hits = 0;
  for (let k = 0; k < 600; ++k) {
    const from = [random.pick(ends), random.pick(ends)].map((v) => v + random.between(-2, 2) *
      (Math.abs(v) < INT_MAX - 5 ? 1 : 0));
    const to = [random.pick(ends), random.pick(ends)].map((v) => v + random.between(0, 3) *
      (Math.abs(v) < INT_MAX - 5 ? 1 : 0));
    const world = new World(random.pick([4, 64]));
    const model = new ModelWorld();
    const { n } = pixelAt(from, to, 0);
    const at = (i) => pixelAt(from, to, i);
    const step = () => BigInt(random.next() < 0.2 ? random.pick([0, 1]) : 0) ||
      BigInt(Math.floor(random.next() * Number(n)));
    // Dots beside the walk (one off on the minor axis), then one on it, in random order.
    for (let m = 0; m < 6; ++m) {
      const p = at(n === 0n ? 0n : step());
      const off = random.pick([-1, 1]);
      const major = Math.abs(to[0] - from[0]) >= Math.abs(to[1] - from[1]);
      const [x, y] = major ? [p.x, p.y + off] : [p.x + off, p.y];
      if (random.next() < 0.5) {
        assert.equal(world.add(dot, x, y), model.add(dotPicture, x, y));
      } else {
        const p2 = at(step());
        assert.equal(world.add(dot, p2.x, p2.y), model.add(dotPicture, p2.x, p2.y));
      }
    }
    const want = model.querySegment(from[0], from[1], to[0], to[1]);
    assert.deepEqual(world.querySegment(...from, ...to), want, `${from} to ${to}`);
    if (want) ++hits;
  }
  // Steps whose i d / n lies a hair below or above a whole number, where doubles would
  // round the wrong way: i d = r (mod n) solved for i, with n = 2^32 - 1 and d prime to it.
  const inverse = (a, m) => {
    let [r0, r1, s0, s1] = [a, m, 1n, 0n];
    while (r1 !== 0n) {
      const q = r0 / r1;
      [r0, r1, s0, s1] = [r1, r0 - q * r1, s1, s0 - q * s1];
    }
    return ((s0 % m) + m) % m;
  };
  for (let k = 0; k < 200; ++k) {
    const n = 4294967295n;
    let d;
    do d = BigInt(random.between(1, INT_MAX)) * 2n + BigInt(random.between(0, 1));
    while (d > n || inverse(d, n) * d % n !== 1n);
    const from = [INT_MIN, random.pick([INT_MIN, 0, -5])];
    const to = [INT_MAX, from[1] + Number(d)];
    // 2 i d + n = -1 (mod 2 n): just below; = 1 (mod 2 n): the first step at its offset.
    for (const r of [(n - 1n) / 2n, (n + 1n) / 2n]) {
      const i = r * inverse(d, n) % n;
      const p = pixelAt(from, to, i);
      const world = new World();
      const id = world.add(dot, p.x, p.y);
      assert.deepEqual(world.querySegment(...from, ...to), { id, x: p.x, y: p.y },
        `${from} to ${to}, step ${i}`);
    }
  }
  // Halves go away from the start: n = 2^32 - 2, d = 1, step n / 2 lies at offset 1.
  for (const [from, to, half, wrong] of [
    [[INT_MIN, 0], [INT_MAX - 1, 1], [-1, 1], [-1, 0]],
    [[INT_MAX - 1, 1], [INT_MIN, 0], [-1, 0], [-1, 1]],
    [[0, INT_MIN], [1, INT_MAX - 1], [1, -1], [0, -1]],
  ]) {
    const p = pixelAt(from, to, pixelAt(from, to, 0).n / 2n);
    assert.deepEqual([p.x, p.y], half);
    const world = new World();
    const id = world.add(dot, ...half);
    assert.deepEqual(world.querySegment(...from, ...to), { id, x: half[0], y: half[1] });
    world.move(id, ...wrong);
    assert.equal(world.querySegment(...from, ...to), null, `${from} to ${to}`);
  }
  t.diagnostic(`${hits} of 600 segments hit`);
  assert.ok(hits > 300);
});

test('segments: ties go to the lowest slot, exclude and layers are heeded', () => {
  const world = new World();
  const a = world.add(dot, 10, 0);
  const b = world.add(dot, 10, 0);
  assert.deepEqual(world.querySegment(0, 0, 20, 0), { id: a, x: 10, y: 0 });
  assert.deepEqual(world.querySegment(0, 0, 20, 0, 0xffffffff, a), { id: b, x: 10, y: 0 });
  world.setLayers(b, 2);
  assert.deepEqual(world.querySegment(0, 0, 20, 0, 2), { id: b, x: 10, y: 0 });
  assert.equal(world.querySegment(0, 0, 20, 0, 4), null);
  world.remove(a);
  const c = world.add(dot, 10, 0); // slot 0 again, a larger id than b's
  assert.deepEqual(world.querySegment(20, 0, 0, 0, 3), { id: c, x: 10, y: 0 });
  assert.deepEqual(world.querySegment(10, 0, 10, 0), { id: c, x: 10, y: 0 }, 'a point');
  assert.throws(() => world.querySegment(-(2 ** 53) + 1, 0, 2 ** 53 - 1, 0), RangeError);
});

test('strict mode throws StaleIdError for any call naming an id that is not live', () => {
  const loose = new World();
  const strict = new World(64, { strict: true });
  assert.equal(strict.strict, true);
  assert.equal(loose.strict, false);
  const frame = parseHmsk(hmsk2([{ origin: [1, 1], channels: [dotPicture] }], ['solid'], 'bytes'))
    .frames[0];
  for (const world of [loose, strict]) {
    const a = world.add(dot, 0, 0);
    world.remove(a);
    const calls = {
      move: () => world.move(a, 1, 1), setMask: () => world.setMask(a, dot),
      setFrame: () => world.setFrame(a, frame), remove: () => world.remove(a),
      setLayers: () => world.setLayers(a, 1, 1), setUserData: () => world.setUserData(a, 1),
      userData: () => world.userData(a), position: () => world.position(a),
      origin: () => world.origin(a), mask: () => world.mask(a), layers: () => world.layers(a),
      collisionsOf: () => world.collisionsOf(a), overlapArea: () => world.overlapArea(a, a),
      firstContact: () => world.firstContact(a, a), separation: () => world.separation(a, a),
      query: () => world.query(dot, 0, 0, 1, a), queryPoint: () => world.queryPoint(0, 0, 1, a),
      queryRect: () => world.queryRect(0, 0, 1, 1, 1, a),
      querySegment: () => world.querySegment(0, 0, 1, 1, 1, a),
    };
    for (const [name, call] of Object.entries(calls)) {
      if (world === loose) {
        assert.doesNotThrow(call, name);
        continue;
      }
      assert.throws(call, (error) => {
        assert.ok(error instanceof StaleIdError && error instanceof RangeError, name);
        assert.equal(error.name, 'StaleIdError');
        assert.equal(error.message, `World.${name}: id 0x00000000 is not live`);
        assert.equal(error.id, a);
        return true;
      }, name);
    }
    assert.equal(world.contains(a), false, 'contains never throws');
    assert.deepEqual(world.queryPoint(0, 0, 1, null), [], 'no exclude');
    assert.deepEqual(world.queryPoint(0, 0, 1, 0xffffffff), [], 'HM_INVALID_ID');
  }
  assert.equal(loose.move(0, 1, 1), false);
  assert.equal(loose.userData(0), undefined);
  assert.equal(loose.position(0), null);
  assert.throws(() => strict.move('x', 0, 0), StaleIdError);
});

test('separation: as an outward search finds it, on thousands of random pairs', (t) => {
  const random = rng(82);
  const kinds = ['disc', 'ring', 'noise', 'sparse', 'full', 'dither', 'edges', 'empty'];
  let overlapping = 0;
  for (let k = 0; k < 3000; ++k) {
    const pa = randomPicture(random, random.between(1, 40), random.between(1, 40), random.pick(kinds));
    const pb = randomPicture(random, random.between(1, 70), random.between(1, 30), random.pick(kinds));
    const ma = Mask.fromRgba(pa.toRgba(random, 0), pa.width, pa.height);
    const mb = Mask.fromRgba(pb.toRgba(random, 0), pb.width, pb.height);
    const dx = random.next() < 0.02 ? random.pick([INT_MIN, INT_MAX]) : random.between(-pb.width, pa.width);
    const dy = random.between(-pb.height, pa.height);
    const want = outwardSeparation(pa, pb, dx, dy);
    assert.deepEqual(separation(ma, mb, dx, dy), want, `case ${k}`);
    if (want.left > 0) ++overlapping;
    // overlapMask: a's size, solid where both are.
    const both = overlapMask(ma, mb, dx, dy);
    assert.equal(both.width, pa.width);
    assert.equal(both.height, pa.height);
    for (let y = 0; y < pa.height; ++y)
      for (let x = 0; x < pa.width; ++x)
        assert.equal(both.get(x, y), pa.at(x, y) && pb.at(x - dx, y - dy), `case ${k} (${x}, ${y})`);
  }
  t.diagnostic(`${overlapping} of 3000 pairs overlapped`);
  assert.ok(overlapping > 1000);
  // Ties go left, right, up, down.
  const full = Mask.fromRgba(new Uint8Array(4 * 4 * 4).fill(255), 4, 4);
  assert.deepEqual(separation(full, full, 0, 0),
    { left: 4, right: 4, up: 4, down: 4, push: { x: -4, y: 0 } });
  assert.deepEqual(separation(full, full, 0, 1).push, { x: 0, y: 3 });
  assert.throws(() => separation(full, {}, 0, 0), TypeError);
  assert.throws(() => overlapMask(full, full, NaN, 0), TypeError);
});

test('pivots: addFrame places the origin at the position, setFrame keeps the pivot', () => {
  const big = new Picture(10, 6);
  for (let y = 0; y < 6; ++y) for (let x = 0; x < 10; ++x) big.put(x, y, true);
  const file = parseHmsk(hmsk2([
    { origin: [2, 3], channels: [dotPicture, dotPicture] },
    { origin: [-5, 40], channels: [big, big] },
  ], ['solid', 'hurt'], 'rle'));
  const world = new World();
  const a = world.addFrame(file.frames[0], 100, 100, undefined, 'ship');
  assert.deepEqual(world.position(a), { x: 100, y: 100 });
  assert.deepEqual(world.origin(a), { x: 2, y: 3 });
  assert.deepEqual(world.queryPoint(98, 97), [a], 'the mask\'s top-left is P - O');
  world.setFrame(a, file.frames[1]);
  assert.deepEqual(world.position(a), { x: 100, y: 100 }, 'the pivot stays');
  assert.deepEqual(world.queryRect(105, 60, 10, 6), [a]);
  assert.deepEqual(world.queryPoint(104, 60), []);
  world.move(a, 0, 0);
  assert.deepEqual(world.queryPoint(5, -40), [a]);
  world.setMask(a, dot); // origin stays
  assert.deepEqual(world.origin(a), { x: -5, y: 40 });
  assert.deepEqual(world.queryPoint(5, -40), [a]);
  assert.equal(world.userData(a), 'ship');
  const b = world.add(dot, 7, 7);
  assert.deepEqual([world.position(b), world.origin(b)], [{ x: 7, y: 7 }, { x: 0, y: 0 }]);
  assert.throws(() => world.addFrame(file.frames[0], 0, 0, 'nope'), RangeError);
  assert.throws(() => world.addFrame(dot, 0, 0), TypeError);
  // The top-left, pivot - origin, must stay within ±2^53 too; a refused call changes nothing.
  assert.throws(() => world.addFrame(file.frames[1], 2 ** 53 - 1, 0), RangeError);
  assert.throws(() => world.move(a, 0, -(2 ** 53) + 1), RangeError);
  assert.deepEqual(world.position(a), { x: 0, y: 0 });
  world.move(a, 10.9, -3.2); // fractions floored
  assert.deepEqual(world.position(a), { x: 10, y: -4 });
  assert.deepEqual(world.queryRect(15.5, -44, 2.7, 1), [a], 'rectangles floored too');
});

test('queries after step() use its grid: far apart, spread past 2^26 cells, masks edited', () => {
  for (const spread of [0, 5000, 2 ** 45]) {
    const world = new World(4);
    const mask = new Mask(40, 40);
    mask.set(5, 5, true);
    const corners = [[0, 0], [spread, spread], [-spread, spread], [spread, -spread], [7, 3]];
    const ids = corners.map(([x, y]) => world.add(mask, x, y));
    world.step();
    corners.forEach(([x, y], k) => {
      const others = ids.filter((id, j) => corners[j][0] === x && corners[j][1] === y);
      assert.deepEqual(world.queryPoint(x + 5, y + 5), others, `${spread}: entry ${k}`);
      assert.deepEqual(world.querySegment(x - 3, y + 5, x + 10, y + 5)?.id, others[0]);
    });
    // A pixel set outside the mask's old solid box: the grid of the last step is stale.
    mask.set(39, 39, true);
    const atOrigin = ids.filter((id, j) => corners[j][0] === 0 && corners[j][1] === 0);
    assert.deepEqual(world.queryPoint(39, 39), atOrigin, `${spread}: after an edit`);
    assert.deepEqual(world.queryRect(7 + 38, 3 + 38, 2, 2), [ids[4]]);
    world.step();
    mask.set(0, 39, true);
    assert.deepEqual(world.queryPoint(0, 39), atOrigin, `${spread}: after another edit`);
  }
});
