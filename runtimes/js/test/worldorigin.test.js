// SPDX-License-Identifier: MIT
// A mask with an origin of its own (add(mask, x, y, user, origin), setMask(id, mask,
// origin)) answers as a plain mask placed at position - origin: checked against solid
// pixels listed by a loop over each picture.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Mask, World } from '../index.js';
import { rng, randomPicture } from './oracle.js';

function maskOf(picture) {
  const mask = new Mask(picture.width, picture.height);
  for (let y = 0; y < picture.height; ++y)
    for (let x = 0; x < picture.width; ++x) if (picture.at(x, y)) mask.set(x, y, true);
  return mask;
}

function solidPixels(picture, left, top) {
  const pixels = new Set();
  for (let y = 0; y < picture.height; ++y)
    for (let x = 0; x < picture.width; ++x)
      if (picture.at(x, y)) pixels.add(`${left + x},${top + y}`);
  return pixels;
}

test('an origin of its own places the pivot, and setMask with one keeps it', () => {
  const random = rng(11);
  for (let round = 0; round < 60; ++round) {
    const world = new World(16);
    const placed = new Map(); // id -> solid pixels in world coordinates
    const fresh = () => {
      const picture = randomPicture(random, random.between(1, 70), random.between(1, 40));
      const origin = [random.between(-30, 80), random.between(-30, 50)];
      return { picture, origin };
    };
    for (let i = 0; i < 8; ++i) {
      const { picture, origin } = fresh();
      const x = random.between(-60, 60);
      const y = random.between(-60, 60);
      const id = world.add(maskOf(picture), x, y, undefined, i % 2 ? origin : { x: origin[0], y: origin[1] });
      assert.deepEqual(world.position(id), { x, y });
      assert.deepEqual(world.origin(id), { x: origin[0], y: origin[1] });
      placed.set(id, solidPixels(picture, x - origin[0], y - origin[1]));
    }
    for (const id of [...placed.keys()].filter((_, i) => i % 2 === 0)) {
      const { picture, origin } = fresh();
      const { x, y } = world.position(id);
      assert.equal(world.setMask(id, maskOf(picture), origin), true);
      assert.deepEqual(world.position(id), { x, y });
      placed.set(id, solidPixels(picture, x - origin[0], y - origin[1]));
    }
    const ids = [...placed.keys()].sort((a, b) => a - b);
    const expected = [];
    for (const a of ids)
      for (const b of ids)
        if (a < b && [...placed.get(a)].some((p) => placed.get(b).has(p))) expected.push([a, b]);
    assert.deepEqual(world.collisions(), expected);
    for (let q = 0; q < 20; ++q) {
      const px = random.between(-120, 120);
      const py = random.between(-120, 120);
      assert.deepEqual(world.queryPoint(px, py), ids.filter((id) => placed.get(id).has(`${px},${py}`)));
    }
  }
});

test('setMask without an origin keeps the old one; a bad origin is refused', () => {
  const world = new World();
  const full = (w, h) => {
    const mask = new Mask(w, h);
    for (let y = 0; y < h; ++y) for (let x = 0; x < w; ++x) mask.set(x, y, true);
    return mask;
  };
  const id = world.add(full(4, 4), 10, 10, null, [2, 3]);
  assert.equal(world.setMask(id, full(6, 6)), true);
  assert.deepEqual(world.origin(id), { x: 2, y: 3 });
  assert.deepEqual(world.queryPoint(8, 7), [id]);
  assert.deepEqual(world.queryPoint(7, 7), []);
  for (const bad of [[1], 'ab', [1, 'x'], 3, [0.5, 1], {}])
    assert.throws(() => world.add(full(2, 2), 0, 0, null, bad), TypeError);
});
