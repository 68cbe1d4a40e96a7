// SPDX-License-Identifier: MIT
// World against the definitions (worldmodel.js: all entries, all pixels) over thousands
// of random sequences of adds, frames, moves, removes with slot reuse and layer changes,
// every answer checked after each step: pairs, events, pair details, every query kind.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Mask, World, parseHmsk } from '../index.js';
import { rng, randomPicture, hmsk2 } from './oracle.js';
import { pool } from './pool.js';
import { ModelWorld, slotOf } from './worldmodel.js';

const LAYERS = [1, 2, 3, 0x80000000, 0xffffffff, 0];
const INT_MIN = -2147483648;
const INT_MAX = 2147483647;


// Frames of one file with two channels, origins inside, negative and past the mask.
function frames(random, count, sides) {
  const list = [];
  for (let f = 0; f < count; ++f) {
    const w = random.pick(sides);
    const h = random.pick(sides);
    const kind = () => random.pick(['disc', 'noise', 'full', 'ring', 'edges']);
    list.push({ origin: [random.between(-20, w + 20), random.between(-20, h + 20)],
      channels: [randomPicture(random, w, h, kind()), randomPicture(random, w, h, kind())] });
  }
  const file = parseHmsk(hmsk2(list, ['solid', 'hurt'], random.pick(['bytes', 'rle', 'bits'])));
  return file.frames.map((frame, f) => ({ frame, pictures: list[f].channels, origin: list[f].origin }));
}

// One random world, `steps` steps, every answer compared with the model's.
function run(random, { items, frameSet, steps, place, far }) {
  const world = new World(random.pick([4, 16, 64]));
  const model = new ModelWorld();
  const anyId = () => {
    const live = [...model.entries.keys()];
    const roll = random.next();
    if (roll < 0.7 && live.length) return random.pick(live);
    if (roll < 0.9) return random.between(0, 5) + random.between(0, 2) * 2 ** 20; // maybe stale
    return random.pick([0xffffffff, 2 ** 32, -1]);
  };
  let checks = 0;
  const check = (actual, wanted, what) => {
    assert.deepEqual(actual, wanted, what);
    ++checks;
  };
  for (let s = 0; s < steps; ++s) {
    const ops = random.between(1, 5);
    for (let o = 0; o < ops; ++o) {
      const roll = random.next();
      const [x, y] = place();
      if (roll < 0.25 || model.entries.size === 0) {
        const item = random.pick(items);
        const user = { n: random.next() };
        check(world.add(item.mask, x, y, user), model.add(item.picture, x, y, 0, 0, user), 'add');
      } else if (roll < 0.4) {
        const f = random.pick(frameSet);
        const channel = random.pick([undefined, 'solid', 'hurt']);
        const id = world.addFrame(f.frame, x, y, channel);
        check(id, model.add(f.pictures[channel === 'hurt' ? 1 : 0], x, y, ...f.origin), 'addFrame');
      } else if (roll < 0.6) {
        const id = anyId();
        const e = model.entries.get(id);
        check(world.move(id, x, y), e !== undefined, 'move');
        if (e) [e.px, e.py] = [x, y];
      } else if (roll < 0.7) {
        const id = anyId();
        const e = model.entries.get(id);
        const f = random.pick(frameSet);
        check(world.setFrame(id, f.frame, 'hurt'), e !== undefined, 'setFrame');
        if (e) [e.picture, e.ox, e.oy] = [f.pictures[1], ...f.origin];
      } else if (roll < 0.75) {
        const id = anyId();
        const e = model.entries.get(id);
        const item = random.pick(items);
        check(world.setMask(id, item.mask), e !== undefined, 'setMask');
        if (e) e.picture = item.picture;
      } else if (roll < 0.85) {
        const id = anyId();
        check(world.remove(id), model.remove(id), 'remove');
      } else if (roll < 0.87) {
        // A mask edited in place: entries read it afresh, as the model reads its picture.
        const item = random.pick(items);
        const [px, py] = [random.below(item.picture.width), random.below(item.picture.height)];
        const solid = !item.picture.at(px, py);
        item.mask.set(px, py, solid);
        item.picture.put(px, py, solid);
      } else {
        const id = anyId();
        const e = model.entries.get(id);
        const [layers, collidesWith] = [random.pick(LAYERS), random.pick(LAYERS)];
        check(world.setLayers(id, layers, collidesWith), e !== undefined, 'setLayers');
        if (e) [e.layers, e.collidesWith] = [layers, collidesWith];
      }
    }
    const where = `step ${s}`;
    check(world.size, model.entries.size, `${where}: size`);
    check(world.ids(), model.bySlot().map((e) => e.id), `${where}: ids by slot`);
    for (const e of model.bySlot()) {
      check(world.position(e.id), { x: e.px, y: e.py }, `${where}: position`);
      check(world.origin(e.id), { x: e.ox, y: e.oy }, `${where}: origin`);
      check(world.userData(e.id), e.user, `${where}: user data`);
      check(world.layers(e.id), { layers: e.layers >>> 0, collidesWith: e.collidesWith >>> 0 },
        `${where}: layers`);
    }
    // Queries before the pair search scan every entry; after it, they use its grid
    // while nothing moved (layer changes and stale calls leave it in use).
    const early = random.next() < 0.4;
    if (early) queries(where);
    check(world.collisions(), model.collisions(), `${where}: collisions`);
    check(world.step(), model.step(), `${where}: events`);
    if (!early) queries(where);
  }
  function queries(where) {
    for (let q = 0; q < 3; ++q) {
      const [a, b] = [anyId(), anyId()];
      check(world.collisionsOf(a), model.collisionsOf(a), `${where}: collisionsOf`);
      check(world.overlapArea(a, b), model.overlapArea(a, b), `${where}: area`);
      check(world.firstContact(a, b), model.firstContact(a, b), `${where}: contact`);
      check(world.separation(a, b), model.separation(a, b), `${where}: separation`);
      const layers = random.pick(LAYERS);
      const exclude = random.pick([null, anyId()]);
      const [x, y] = place();
      check(world.queryPoint(x, y, layers, exclude), model.queryRect(x, y, 1, 1, layers, exclude),
        `${where}: point`);
      const [w, h] = [random.between(-2, 70), random.between(-2, 70)];
      check(world.queryRect(x, y, w, h, layers, exclude),
        model.queryRect(x, y, w, h, layers, exclude), `${where}: rect`);
      const shape = random.pick(items);
      check(world.query(shape.mask, x, y, layers, exclude),
        model.query(shape.picture, x, y, layers, exclude), `${where}: mask query`);
      const [x1, y1] = random.next() < 0.7 ? place() : far();
      const [x0, y0] = random.next() < 0.8 ? place() : far();
      check(world.querySegment(x0, y0, x1, y1, layers, exclude),
        model.querySegment(x0, y0, x1, y1, layers, exclude),
        `${where}: segment (${x0}, ${y0}) to (${x1}, ${y1})`);
    }
  }
  return checks;
}

test('random worlds: every answer after every step, as the definitions give it', (t) => {
  const random = rng(71);
  const items = pool(random, 30, [1, 2, 3, 7, 16, 31, 32, 33]);
  const wide = pool(random, 6, [63, 64, 65]);
  const frameSet = frames(random, 8, [1, 4, 9, 20, 33]);
  const limits = [INT_MIN, INT_MAX, 0, -(2 ** 40), 2 ** 40];
  const far = () => [random.pick(limits) + random.between(-3, 3) * (random.next() < 0.5 ? 1 : 0),
    random.pick(limits)].map((v) => Math.min(INT_MAX, Math.max(INT_MIN, v)));
  let checks = 0;
  let sequences = 0;
  for (const centre of [0, 0, -1000, INT_MAX - 40, INT_MIN + 40, 2 ** 40]) {
    for (let k = 0; k < 350; ++k, ++sequences) {
      const spread = random.pick([10, 40, 200]);
      const c = centre + random.between(-5, 5);
      checks += run(random, {
        items: random.next() < 0.15 ? [...items, ...wide] : items,
        frameSet,
        steps: random.between(2, 8),
        place: () => [c + random.between(-spread, spread), c + random.between(-spread, spread)],
        far: centre === 2 ** 40 ? () => [c + random.between(-(2 ** 45), 2 ** 45), c] : far,
      });
    }
  }
  t.diagnostic(`${sequences} sequences, ${checks} answers checked`);
  assert.ok(sequences >= 2000);
});

test('ids and events: a removed entry\'s pairs end with its stale id, then its slot begins anew', () => {
  const dot = Mask.fromRgba(new Uint8Array(4).fill(255), 1, 1);
  const world = new World();
  const [a, b, c] = [world.add(dot, 0, 0), world.add(dot, 0, 0), world.add(dot, 5, 5)];
  assert.deepEqual(world.step(), [{ first: a, second: b, phase: 'began' }]);
  world.remove(a);
  const d = world.add(dot, 0, 0); // slot 0 again
  assert.equal(slotOf(d), slotOf(a));
  world.move(c, 0, 0);
  assert.deepEqual(world.step(), [
    { first: a, second: b, phase: 'ended' },
    { first: d, second: b, phase: 'began' },
    { first: d, second: c, phase: 'began' },
    { first: b, second: c, phase: 'began' },
  ]);
  assert.equal(world.overlapArea(a, b), 0, 'details of an ended pair whose entry is gone');
  assert.equal(world.firstContact(a, b), null);
  assert.deepEqual(world.step().map((e) => e.phase), ['stayed', 'stayed', 'stayed']);
  world.setLayers(b, 2, 2);
  assert.deepEqual(world.step().map((e) => [e.first, e.second, e.phase]),
    [[d, b, 'ended'], [d, c, 'stayed'], [b, c, 'ended']]);
});
