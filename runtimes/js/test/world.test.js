// SPDX-License-Identifier: MIT
// World against an all-pairs pixel loop over the same pictures, frame after frame.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Mask, World } from '../index.js';
import { rng, randomPicture, oracleOverlaps } from './oracle.js';
import { pool } from './pool.js';

const LAYERS = [0, 1, 2, 4, 3, 0x80000000, 0xffffffff];


// An id's slot: its low 20 bits, the order the core and the runtimes sort by.
const slot = (id) => id % 2 ** 20;

// The entries a world should hold, kept by id, and the pairs they make: first < second,
// sorted by id, as the C API gives them.
function expectedPairs(entries) {
  const ids = [...entries.keys()].sort((a, b) => a - b);
  const pairs = [];
  for (let i = 0; i < ids.length; ++i)
    for (let j = i + 1; j < ids.length; ++j) {
      const a = entries.get(ids[i]);
      const b = entries.get(ids[j]);
      const layersMeet = ((a.layers & b.collidesWith) >>> 0) !== 0 &&
        ((b.layers & a.collidesWith) >>> 0) !== 0;
      if (layersMeet && oracleOverlaps(a.item.picture, b.item.picture, b.x - a.x, b.y - a.y))
        pairs.push([ids[i], ids[j]]);
    }
  return pairs;
}

// Runs `frames` frames of random adds, moves, removes, layer and mask changes.
function run(random, { cellSize, items, count, frames, place, step }) {
  const world = new World(cellSize);
  const entries = new Map();
  const add = () => {
    const item = random.pick(items);
    const [x, y] = place();
    const id = world.add(item.mask, x, y);
    assert.ok(!entries.has(id), `id ${id} handed out while live`);
    const entry = { item, x, y, layers: 1, collidesWith: 0xffffffff };
    if (random.next() < 0.5) {
      entry.layers = random.pick(LAYERS);
      entry.collidesWith = random.pick(LAYERS);
      world.setLayers(id, entry.layers, entry.collidesWith);
    }
    entries.set(id, entry);
  };
  for (let i = 0; i < count; ++i) add();
  let checked = 0;
  for (let frame = 0; frame < frames; ++frame) {
    for (const [id, entry] of entries) {
      const roll = random.next();
      if (roll < 0.6) {
        const [x, y] = step(entry);
        entry.x = x;
        entry.y = y;
        world.move(id, x, y);
      } else if (roll < 0.65) {
        world.remove(id);
        entries.delete(id);
      } else if (roll < 0.7) {
        entry.item = random.pick(items);
        world.setMask(id, entry.item.mask);
      } else if (roll < 0.72) {
        entry.layers = random.pick(LAYERS);
        entry.collidesWith = random.pick(LAYERS);
        world.setLayers(id, entry.layers, entry.collidesWith);
      }
    }
    while (entries.size < count && random.next() < 0.9) add();
    assert.equal(world.size, entries.size);
    assert.deepEqual(world.collisions(), expectedPairs(entries), `frame ${frame}`);
    ++checked;
  }
  // Ids that are not live are ignored.
  world.move(123456, 0, 0);
  world.remove(-1);
  world.setLayers(99999, 1, 1);
  assert.equal(world.size, entries.size);
  return checked;
}

test('spread and clustered worlds match all pairs, frame after frame', () => {
  const random = rng(41);
  const items = pool(random, 40, [1, 2, 5, 16, 31, 32, 33, 48, 64, 65, 100]);
  let frames = 0;
  for (const cellSize of [1, 4, 16, 64, 100]) {
    for (const field of [60, 400, 2000]) {
      frames += run(random, {
        cellSize, items, count: random.between(20, 80), frames: 15,
        place: () => [random.between(-field, field), random.between(-field, field)],
        step: (e) => [e.x + random.between(-8, 8), e.y + random.between(-8, 8)],
      });
    }
  }
  assert.equal(frames, 225);
});

test('far apart, near the int limits and past them', () => {
  const random = rng(42);
  const items = pool(random, 20, [1, 3, 32, 64, 90]);
  for (const centre of [2000000000, -2000000000, 2147483600, -2147483648, 2 ** 40, -(2 ** 40)]) {
    run(random, {
      cellSize: random.pick([4, 64]), items, count: 40, frames: 10,
      // Clusters far from each other (the grid's cells are then a Map) and around a
      // centre where int arithmetic would wrap.
      place: () => {
        const corner = random.pick([0, centre, -centre, 2 ** 45]);
        const x = corner + random.between(-150, 150);
        return [x, random.pick([0, centre]) + random.between(-150, 150)];
      },
      step: (e) => [e.x + random.between(-20, 20), e.y + random.between(-20, 20)],
    });
  }
});

test('level-sized entries, kept out of the grid, meet everything they should', () => {
  const random = rng(43);
  const small = pool(random, 20, [3, 20, 40]);
  const large = pool(random, 4, [300, 500]);
  for (const cellSize of [8, 16, 64]) {
    run(random, {
      cellSize, items: [...small, ...small, ...large], count: 60, frames: 10,
      place: () => [random.between(-400, 400), random.between(-400, 400)],
      step: (e) => [e.x + random.between(-30, 30), e.y + random.between(-30, 30)],
    });
  }
});

test('a crowd in one cell, with layers keeping most of it apart', () => {
  const random = rng(44);
  const items = pool(random, 10, [4, 8, 12]);
  run(random, {
    cellSize: 64, items, count: 300, frames: 5,
    place: () => [random.between(0, 40), random.between(0, 40)],
    step: (e) => [e.x + random.between(-2, 2), e.y + random.between(-2, 2)],
  });
});

test('layers are unsigned 32-bit masks; stale ids stay stale; positions are checked', () => {
  const full = Mask.fromRgba(new Uint8Array(8 * 8 * 4).fill(255), 8, 8);
  const world = new World();
  const a = world.add(full, 0, 0);
  const b = world.add(full, 4, 4);
  assert.deepEqual(world.collisions(), [[a, b]]);
  world.setLayers(a, 0x80000000, 0x80000000);
  world.setLayers(b, -2147483648, 0xffffffff);
  assert.deepEqual(world.collisions(), [[a, b]]);
  world.setLayers(b, 0x40000000, 0xffffffff);
  assert.deepEqual(world.collisions(), []);
  world.remove(a);
  assert.equal(world.contains(a), false);
  const c = world.add(full, 1, 1);
  assert.equal(c, a + 2 ** 20, 'the freed slot comes back with the next generation');
  world.move(a, 50, 50); // stale: ignored
  world.remove(a);
  assert.equal(world.contains(c), true);
  world.move(c, 3.9, 3.2); // floored to (3, 3)
  // c covers 3..10 both ways, b 4..11.
  assert.deepEqual(world.query(full, 12, 12), []);
  assert.deepEqual(world.query(full, -4, -4), [c]);
  assert.deepEqual(world.query(full, 10, 3), [b, c], 'by id, though c took slot 0');
  assert.deepEqual(world.query(full, 10, 3, 0x40000000), [b]);
  const live = world.size;
  for (const bad of [Infinity, 2 ** 60]) {
    assert.throws(() => world.add(full, bad, 0), RangeError);
    assert.throws(() => world.add(full, 0, bad), RangeError);
    assert.throws(() => world.move(b, bad, 0), RangeError);
  }
  for (const bad of [NaN, '1', undefined, null]) {
    assert.throws(() => world.add(full, bad, 0), TypeError);
    assert.throws(() => world.add(full, 0, bad), TypeError);
    assert.throws(() => world.move(b, bad, 0), TypeError);
    assert.throws(() => world.query(full, bad, 0), TypeError);
  }
  assert.throws(() => world.add({}, 0, 0), TypeError);
  assert.equal(world.size, live, 'a refused add adds nothing');
  for (let id = 0; id < 10; ++id) assert.equal(world.contains(id), id === b, `${id}`);
  assert.equal(world.contains(c), true);
  assert.deepEqual(world.collisions(), [[b, c]], 'pairs by id, though c took slot 0');
  assert.equal(new World(1).cellSize, 4);
  assert.equal(new World(3.5).cellSize, 4);
  assert.equal(new World().cellSize, 64);
  for (const bad of [0.5, 0, -64, Infinity]) assert.throws(() => new World(bad), RangeError);
  for (const bad of ['64', NaN, null]) assert.throws(() => new World(bad), TypeError);
});

test('ids: slot | generation << 20, freed slots reused oldest first, as in the core', () => {
  const dot = Mask.fromRgba(new Uint8Array(4).fill(255), 1, 1);
  const world = new World();
  const ids = [0, 1, 2, 3].map(() => world.add(dot, 0, 0));
  assert.deepEqual(ids, [0, 1, 2, 3]);
  world.remove(2);
  world.remove(0);
  world.remove(2); // stale now: ignored
  assert.equal(world.size, 2);
  const again = [world.add(dot, 0, 0), world.add(dot, 0, 0), world.add(dot, 0, 0)];
  assert.deepEqual(again, [2 + 2 ** 20, 0 + 2 ** 20, 4]);
  assert.equal(world.contains(2), false);
  assert.equal(world.contains(0), false);
  // By id, first < second, as the C API gives them (the core goes by slot).
  const g1 = 2 ** 20;
  assert.deepEqual(world.collisions(), [
    [1, 3], [1, 4], [1, g1], [1, 2 + g1], [3, 4], [3, g1], [3, 2 + g1], [4, g1],
    [4, 2 + g1], [g1, 2 + g1]]);
  assert.deepEqual(world.query(dot, 0, 0), [1, 3, 4, g1, 2 + g1]);
  // A slot runs through 4096 generations, then is retired.
  const solo = new World();
  let id = solo.add(dot, 0, 0);
  for (let g = 1; g < 4096; ++g) {
    solo.remove(id);
    id = solo.add(dot, 0, 0);
    assert.equal(id, g * 2 ** 20);
  }
  solo.remove(id);
  assert.equal(solo.add(dot, 0, 0), 1, 'slot 0 is retired after its last generation');
  assert.equal(solo.contains(4095 * 2 ** 20), false);
});

test('setLayers: collidesWith defaults to every layer; layer masks are numbers', () => {
  const dot = Mask.fromRgba(new Uint8Array(4).fill(255), 1, 1);
  const world = new World();
  const a = world.add(dot, 0, 0);
  const b = world.add(dot, 0, 0);
  world.setLayers(a, 2);
  world.setLayers(b, 1);
  assert.deepEqual(world.collisions(), [[a, b]]);
  for (const bad of ['1', undefined, null, NaN, {}]) {
    assert.throws(() => world.setLayers(a, bad), TypeError);
    assert.throws(() => world.setLayers(a, 1, bad === undefined ? null : bad), TypeError);
  }
});

test('setLayers and query refuse layer masks that are not 32-bit', () => {
  // 2 ** 32 is not a 33rd layer: cut to 32 bits it would be 0, colliding with nothing.
  const dot = Mask.fromRgba(new Uint8Array(4).fill(255), 1, 1);
  const world = new World();
  const a = world.add(dot, 0, 0);
  const b = world.add(dot, 0, 0);
  for (const bad of [2 ** 32, 2 ** 32 + 1, 2 ** 40, -(2 ** 31) - 1, 1.5, Number.MAX_SAFE_INTEGER]) {
    assert.throws(() => world.setLayers(a, bad), RangeError, `layers ${bad}`);
    assert.throws(() => world.setLayers(a, 1, bad), RangeError, `collidesWith ${bad}`);
    assert.throws(() => world.query(dot, 0, 0, bad), RangeError, `query layers ${bad}`);
  }
  assert.deepEqual(world.collisions(), [[a, b]], 'the refused calls changed nothing');
  // What the bit operators make stays a mask: 1 << 31 is -2^31, ~x is signed.
  world.setLayers(a, 1 << 31, 0xffffffff);
  world.setLayers(b, 0x80000000, ~0x7fffffff);
  assert.deepEqual(world.collisions(), [[a, b]]);
  assert.deepEqual(world.query(dot, 0, 0, 1 << 31), [a, b]);
  world.setLayers(b, 0x80000000, ~(1 << 31));
  assert.deepEqual(world.collisions(), []);
});

test('query finds the entries under a shape, in id order', () => {
  const random = rng(45);
  const items = pool(random, 15, [2, 16, 33, 70]);
  const world = new World(32);
  const entries = [];
  for (let i = 0; i < 100; ++i) {
    const item = random.pick(items);
    const x = random.between(-200, 200);
    const y = random.between(-200, 200);
    const layers = random.pick(LAYERS);
    const id = world.add(item.mask, x, y);
    world.setLayers(id, layers, 0xffffffff);
    entries.push({ id, item, x, y, layers });
  }
  for (let q = 0; q < 300; ++q) {
    const shape = random.pick(items);
    const x = random.between(-250, 250);
    const y = random.between(-250, 250);
    const layers = random.pick(LAYERS);
    const want = entries.filter((e) => ((e.layers & layers) >>> 0) !== 0 &&
      oracleOverlaps(shape.picture, e.item.picture, e.x - x, e.y - y)).map((e) => e.id);
    assert.deepEqual(world.query(shape.mask, x, y, layers), want, `query ${q}`);
  }
});
