// SPDX-License-Identifier: MIT
// Mask: pixels, counts, bounds and fromRgba against plain byte grids.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Mask } from '../index.js';
import { rng, randomPicture, Picture, KINDS } from './oracle.js';

const SIDES = [1, 2, 31, 32, 33, 63, 64, 65, 100];

function assertSame(mask, picture, where) {
  assert.equal(mask.width, picture.width, `${where}: width`);
  assert.equal(mask.height, picture.height, `${where}: height`);
  for (let y = -1; y <= picture.height; ++y)
    for (let x = -1; x <= picture.width; ++x)
      assert.equal(mask.get(x, y), picture.at(x, y), `${where}: pixel (${x}, ${y})`);
  assert.equal(mask.count(), picture.count(), `${where}: count`);
  assert.deepEqual(mask.bounds(), picture.bounds(), `${where}: bounds`);
}

test('fromRgba is solid where alpha > threshold', () => {
  const random = rng(11);
  for (let round = 0; round < 200; ++round) {
    const picture = randomPicture(random, random.pick(SIDES), random.pick(SIDES));
    const threshold = random.pick([0, 1, 127, 254, random.below(255)]);
    const rgba = picture.toRgba(random, threshold);
    const mask = Mask.fromRgba(
      random.next() < 0.5 ? rgba : new Uint8ClampedArray(rgba.buffer), picture.width,
      picture.height, threshold);
    assertSame(mask, picture, `round ${round}, threshold ${threshold}`);
  }
  // Alpha 255 is never above 255: nothing is solid.
  assert.equal(Mask.fromRgba(new Uint8Array(64).fill(255), 4, 4, 255).count(), 0);
});

test('set and get follow a byte grid; bounds shrink and grow', () => {
  const random = rng(12);
  for (const kind of KINDS) {
    const picture = randomPicture(random, random.pick(SIDES), random.pick(SIDES), kind);
    const mask = Mask.fromRgba(picture.toRgba(random, 0), picture.width, picture.height);
    for (let i = 0; i < 2000; ++i) {
      // Mostly on the box's edges, where clearing a pixel may shrink it.
      const box = picture.bounds();
      const x = random.next() < 0.5 && box.width > 0
        ? random.pick([box.x, box.x + box.width - 1]) : random.between(-2, picture.width + 1);
      const y = random.next() < 0.5 && box.width > 0
        ? random.pick([box.y, box.y + box.height - 1]) : random.between(-2, picture.height + 1);
      const solid = random.next() < 0.4;
      mask.set(x, y, solid);
      if (x >= 0 && y >= 0 && x < picture.width && y < picture.height) picture.put(x, y, solid);
      if (i % 97 === 0) assertSame(mask, picture, `${kind}, edit ${i}`);
      assert.deepEqual(mask.bounds(), picture.bounds(), `${kind}, edit ${i}: bounds`);
    }
    assertSame(mask, picture, kind);
  }
});

test('new Mask is empty; sides are checked', () => {
  const mask = new Mask(70, 3);
  assertSame(mask, new Picture(70, 3), 'new');
  assert.deepEqual(mask.bounds(), { x: 0, y: 0, width: 0, height: 0 });
  const none = new Mask(0, 5);
  assert.equal(none.width, 0);
  assert.equal(none.height, 0);
  assert.equal(none.count(), 0);
  none.set(0, 0, true);
  assert.equal(none.get(0, 0), false);
  for (const bad of [-1, 1.5, NaN, Infinity, '3', 2 ** 30 + 1]) {
    assert.throws(() => new Mask(bad, 1), RangeError);
    assert.throws(() => new Mask(1, bad), RangeError);
  }
  assert.throws(() => Mask.fromRgba(new Uint8Array(15), 2, 2), RangeError);
  assert.throws(() => Mask.fromRgba(new Uint8Array(16), 2, 2, 256), RangeError);
  assert.throws(() => Mask.fromRgba(new Uint8Array(16), 2, 2, -1), RangeError);
});

test('get and set take fractional coordinates as the pixel they fall in', () => {
  const mask = new Mask(10, 10);
  mask.set(3.7, 4.2, true);
  assert.equal(mask.get(3, 4), true);
  assert.equal(mask.get(3.99, 4.5), true);
  assert.equal(mask.get(0.5, 3), false);
  assert.equal(mask.get(3.5, 4.99), true);
  for (const bad of [NaN, undefined, '3']) {
    assert.throws(() => mask.get(bad, 4), TypeError);
    assert.throws(() => mask.set(4, bad, true), TypeError);
  }
  mask.set(-0.5, 1, true);
  assert.equal(mask.count(), 1);
  assert.deepEqual(mask.bounds(), { x: 3, y: 4, width: 1, height: 1 });
});
