// SPDX-License-Identifier: MIT
// overlaps, overlapArea and firstContact against pixel loops over plain byte grids.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Mask, overlaps, overlapArea, firstContact, parseHmsk } from '../index.js';
import {
  rng, randomPicture, oracleOverlaps, oracleArea, oracleContact, hmsk2, KINDS,
} from './oracle.js';

// Widths around the 32-bit words and the core's 64-bit ones.
const SIDES = [1, 2, 3, 7, 8, 9, 31, 32, 33, 63, 64, 65, 95, 96, 97, 127, 128, 129, 150];

// Masks built without Mask.set: from RGBA, or through an HMSK file.
function build(random, picture) {
  if (random.next() < 0.5)
    return Mask.fromRgba(picture.toRgba(random, 0), picture.width, picture.height);
  const encoding = random.pick(['bytes', 'rle', 'bits']);
  return parseHmsk(hmsk2([{ origin: [0, 0], channels: [picture] }], ['solid'], encoding))
    .frames[0].masks.solid;
}

function check(a, b, pa, pb, dx, dy, where) {
  const at = `${where}: ${pa.width}x${pa.height} / ${pb.width}x${pb.height} at (${dx}, ${dy})`;
  assert.equal(overlaps(a, b, dx, dy), oracleOverlaps(pa, pb, dx, dy), `${at}: overlaps`);
  assert.equal(overlapArea(a, b, dx, dy), oracleArea(pa, pb, dx, dy), `${at}: area`);
  assert.deepEqual(firstContact(a, b, dx, dy), oracleContact(pa, pb, dx, dy), `${at}: contact`);
}

test('random masks at near offsets agree with the pixel loop', () => {
  const random = rng(1);
  let cases = 0;
  for (let round = 0; round < 300; ++round) {
    const pa = randomPicture(random, random.pick(SIDES), random.pick(SIDES));
    const pb = randomPicture(random, random.pick(SIDES), random.pick(SIDES));
    const a = build(random, pa);
    const b = build(random, pb);
    for (let i = 0; i < 20; ++i) {
      const dx = random.between(-pb.width - 2, pa.width + 2);
      const dy = random.between(-pb.height - 2, pa.height + 2);
      check(a, b, pa, pb, dx, dy, `round ${round}`);
      ++cases;
    }
  }
  assert.equal(cases, 6000);
});

test('every offset of small masks, every kind', () => {
  const random = rng(2);
  for (const kindA of KINDS)
    for (const kindB of KINDS) {
      const pa = randomPicture(random, random.between(1, 40), random.between(1, 12), kindA);
      const pb = randomPicture(random, random.between(1, 40), random.between(1, 12), kindB);
      const a = build(random, pa);
      const b = build(random, pb);
      for (let dy = -pb.height - 1; dy <= pa.height + 1; ++dy)
        for (let dx = -pb.width - 1; dx <= pa.width + 1; ++dx)
          check(a, b, pa, pb, dx, dy, `${kindA} / ${kindB}`);
    }
});

test('far offsets never wrap around 32 bits', () => {
  const random = rng(3);
  // Offsets that a 32-bit operator would fold onto a real overlap: 2^32 + d reads as d
  // under |0, and 2^31 + d as a large negative number.
  const FAR = [2000000000, -2000000000, 2147483647, -2147483648, 2147483648, -2147483649,
    4294967296, -4294967296, 2 ** 40, -(2 ** 40), 2 ** 53 - 1, -(2 ** 53 - 1)];
  for (let round = 0; round < 200; ++round) {
    const pa = randomPicture(random, random.pick(SIDES), random.pick(SIDES), 'full');
    const pb = randomPicture(random, random.pick(SIDES), random.pick(SIDES),
      random.pick(['full', 'noise', 'disc']));
    const a = build(random, pa);
    const b = build(random, pb);
    const near = random.between(0, Math.min(pa.width, pa.height) - 1);
    for (const far of FAR) {
      for (const [dx, dy] of [[far, near], [near, far], [far, far], [far + near, 0],
        [0, far - near], [far, -far]]) {
        assert.equal(overlaps(a, b, dx, dy), false, `(${dx}, ${dy})`);
        assert.equal(overlapArea(a, b, dx, dy), 0, `(${dx}, ${dy})`);
        assert.equal(firstContact(a, b, dx, dy), null, `(${dx}, ${dy})`);
      }
    }
  }
});

test('large masks placed far out still meet where they should', () => {
  // Masks near the 2^30 side the core allows cannot be built here, but a wide thin one
  // can: 100,000 px long, met at offsets in the tens of thousands.
  const random = rng(4);
  const long = randomPicture(random, 100000, 2, 'noise');
  const a = build(random, long);
  for (let i = 0; i < 40; ++i) {
    const pb = randomPicture(random, random.pick(SIDES), random.between(1, 4), 'noise');
    const b = build(random, pb);
    const dx = random.between(-pb.width, long.width);
    const dy = random.between(-pb.height, 2);
    check(a, b, long, pb, dx, dy, 'long');
    check(b, a, pb, long, -dx, -dy, 'long, swapped');
  }
});

test('a ring around a disc: the boxes overlap, the pixels (mostly) do not', () => {
  const random = rng(7);
  for (const size of [40, 64, 65, 100, 200]) {
    const ring = randomPicture(random, size, size, 'ring');
    const small = Math.floor(size / 2);
    const disc = randomPicture(random, small, small, random.pick(['disc', 'dither3']));
    const a = build(random, ring);
    const b = build(random, disc);
    const centre = Math.floor((size - small) / 2);
    for (let i = 0; i < 60; ++i) {
      const dx = centre + random.between(-8, 8);
      const dy = centre + random.between(-8, 8);
      check(a, b, ring, disc, dx, dy, `ring ${size}`);
      check(b, a, disc, ring, -dx, -dy, `ring ${size}, swapped`);
    }
  }
});

test('offsets with fractions are floored; infinities meet nothing; non-numbers throw', () => {
  const random = rng(5);
  const pa = randomPicture(random, 40, 40, 'disc');
  const pb = randomPicture(random, 17, 23, 'noise');
  const a = build(random, pa);
  const b = build(random, pb);
  for (let i = 0; i < 200; ++i) {
    const dx = random.between(-20, 45) + random.next();
    const dy = random.between(-25, 45) + random.next();
    check(a, b, pa, pb, Math.floor(dx), Math.floor(dy), 'floored');
    assert.equal(overlapArea(a, b, dx, dy), oracleArea(pa, pb, Math.floor(dx), Math.floor(dy)));
  }
  for (const bad of [Infinity, -Infinity])
    for (const [dx, dy] of [[bad, 0], [0, bad], [bad, bad]]) {
      assert.equal(overlaps(a, b, dx, dy), false);
      assert.equal(overlapArea(a, b, dx, dy), 0);
      assert.equal(firstContact(a, b, dx, dy), null);
    }
  // A missing offset, NaN or a string is a mistake, not "no overlap".
  for (const bad of [NaN, undefined, null, '3', {}])
    for (const [dx, dy] of [[bad, 0], [0, bad]]) {
      assert.throws(() => overlaps(a, b, dx, dy), TypeError);
      assert.throws(() => overlapArea(a, b, dx, dy), TypeError);
      assert.throws(() => firstContact(a, b, dx, dy), TypeError);
    }
  assert.throws(() => overlaps(a, a), TypeError);
  for (const notMask of [{}, null, undefined, pa])
    for (const f of [overlaps, overlapArea, firstContact]) {
      assert.throws(() => f(a, notMask, 0, 0), TypeError);
      assert.throws(() => f(notMask, a, 0, 0), TypeError);
    }
});

test('masks edited with set() collide as edited', () => {
  const random = rng(6);
  for (let round = 0; round < 100; ++round) {
    const pa = randomPicture(random, random.pick(SIDES), random.pick(SIDES), 'full');
    const pb = randomPicture(random, random.pick(SIDES), random.pick(SIDES), 'noise');
    const a = build(random, pa);
    const b = build(random, pb);
    // Clear a's edges and random pixels (the box must shrink), and paint b.
    for (let i = 0; i < 30; ++i) {
      const x = random.below(pa.width);
      const y = random.pick([0, pa.height - 1, random.below(pa.height)]);
      a.set(x, y, false);
      pa.put(x, y, false);
      const bx = random.below(pb.width);
      const by = random.below(pb.height);
      const solid = random.next() < 0.5;
      b.set(bx, by, solid);
      pb.put(bx, by, solid);
      const dx = random.between(-pb.width, pa.width);
      const dy = random.between(-pb.height, pa.height);
      check(a, b, pa, pb, dx, dy, `edit ${i}`);
    }
  }
});

test('empty and 0 x 0 masks meet nothing', () => {
  const empty = new Mask(0, 0);
  const blank = new Mask(50, 50);
  const full = Mask.fromRgba(new Uint8Array(16 * 4).fill(255), 4, 4);
  for (const [a, b] of [[empty, full], [full, empty], [blank, full], [full, blank]]) {
    assert.equal(overlaps(a, b, 0, 0), false);
    assert.equal(overlapArea(a, b, 1, 1), 0);
    assert.equal(firstContact(a, b, 0, 0), null);
  }
  assert.equal(overlapArea(full, full, 1, 2), 6);
  assert.deepEqual(firstContact(full, full, 3, 3), [3, 3]);
});
