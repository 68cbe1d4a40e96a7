// SPDX-License-Identifier: MIT
// parseHmsk: files written byte by byte from docs/hmsk-format.md's tables read back as drawn, and
// the refusals the conformance suite does not reach.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Mask, parseHmsk, HmskError, HMSK_MAX_PIXELS } from '../index.js';
import { rng, randomPicture, hmsk1, hmsk2, u32 } from './oracle.js';

function assertPicture(mask, picture, where) {
  assert.ok(mask instanceof Mask, where);
  assert.equal(mask.width, picture.width, `${where}: width`);
  assert.equal(mask.height, picture.height, `${where}: height`);
  for (let y = 0; y < picture.height; ++y)
    for (let x = 0; x < picture.width; ++x)
      assert.equal(mask.get(x, y), picture.at(x, y), `${where}: (${x}, ${y})`);
  assert.equal(mask.count(), picture.count(), `${where}: count`);
}

function refuses(bytes, message) {
  assert.throws(() => parseHmsk(bytes), (error) => {
    assert.ok(error instanceof HmskError, `an HmskError, not ${error}`);
    assert.ok(error instanceof Error);
    assert.equal(error.name, 'HmskError');
    assert.equal(error.message, message);
    return true;
  });
}

test('the README worked example', () => {
  const rle = new Uint8Array([0x48, 0x4d, 0x53, 0x4b, 2, 1, 1, 0, 1, 0, 0, 0,
    5, 0x73, 0x6f, 0x6c, 0x69, 0x64, 5, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0,
    4, 0, 0, 0, 0x02, 0xfe, 0x01, 0xfb]);
  const file = parseHmsk(rle);
  assert.equal(file.version, 2);
  assert.equal(file.encoding, 'rle');
  assert.deepEqual(file.channels, ['solid']);
  assert.equal(file.frames.length, 1);
  const frame = file.frames[0];
  assert.equal(frame.width, 5);
  assert.equal(frame.height, 2);
  assert.deepEqual(frame.origin, [2, 1]);
  const solid = frame.masks.solid;
  assert.deepEqual([0, 1, 2, 3, 4].map((x) => solid.get(x, 0)), [true, true, false, false, true]);
  assert.equal(solid.count(), 3);
});

test('random files of every version and encoding read back as drawn', () => {
  const random = rng(21);
  const sides = [1, 2, 7, 8, 9, 31, 32, 33, 63, 64, 65, 127, 128, 129, 300];
  for (let round = 0; round < 150; ++round) {
    const encoding = random.pick(['bytes', 'rle', 'bits']);
    if (round % 5 === 0) {
      const w = random.pick(sides);
      const h = random.pick(sides);
      const pictures = [];
      for (let f = random.between(1, 3); f > 0; --f) pictures.push(randomPicture(random, w, h));
      const file = parseHmsk(hmsk1(pictures, encoding));
      assert.equal(file.version, 1);
      assert.equal(file.encoding, encoding);
      assert.deepEqual(file.channels, ['solid']);
      pictures.forEach((p, f) => {
        assert.deepEqual(file.frames[f].origin, [0, 0]);
        assertPicture(file.frames[f].masks.solid, p, `v1 ${encoding} frame ${f}`);
      });
      continue;
    }
    const names = ['solid', 'hurt', 'hit', 'é', '名前'].slice(0, random.between(1, 5));
    const frames = [];
    for (let f = random.between(1, 4); f > 0; --f) {
      const w = random.pick(sides);
      const h = random.pick(sides);
      frames.push({
        origin: [random.between(-(2 ** 31), 2 ** 31 - 1), random.between(-5, 5)],
        channels: names.map(() => randomPicture(random, w, h)),
      });
    }
    const file = parseHmsk(hmsk2(frames, names, encoding));
    assert.equal(file.version, 2);
    assert.equal(file.encoding, encoding);
    assert.deepEqual(file.channels, names);
    assert.equal(file.frames.length, frames.length);
    frames.forEach((want, f) => {
      const frame = file.frames[f];
      assert.deepEqual(frame.origin, want.origin);
      assert.equal(frame.width, want.channels[0].width);
      assert.equal(frame.height, want.channels[0].height);
      assert.deepEqual(Object.keys(frame.masks), names);
      names.forEach((name, c) =>
        assertPicture(frame.masks[name], want.channels[c], `${encoding} frame ${f} ${name}`));
    });
  }
});

test('takes an ArrayBuffer or any view of bytes; refuses other types with TypeError', () => {
  const random = rng(22);
  const picture = randomPicture(random, 40, 9, 'noise');
  const bytes = hmsk2([{ origin: [0, 0], channels: [picture] }], ['solid'], 'bits');
  // The same bytes in the middle of a larger buffer, as a Node Buffer or a slice would be.
  const padded = new Uint8Array(bytes.length + 10);
  padded.set(bytes, 5);
  const view = padded.subarray(5, 5 + bytes.length);
  for (const input of [bytes, bytes.buffer, view, new DataView(padded.buffer, 5, bytes.length),
    new Uint8ClampedArray(padded.buffer, 5, bytes.length)])
    assertPicture(parseHmsk(input).frames[0].masks.solid, picture, 'input');
  const shared = new SharedArrayBuffer(bytes.length);
  new Uint8Array(shared).set(bytes);
  assertPicture(parseHmsk(shared).frames[0].masks.solid, picture, 'shared');
  for (const bad of ['HMSK', undefined, null, 42, [72, 77, 83, 75], { length: 4 }])
    assert.throws(() => parseHmsk(bad), TypeError);
  refuses(new Uint8Array(0), 'file is too short for an HMSK header (0 bytes)');
  refuses(new ArrayBuffer(3), 'file is too short for an HMSK header (3 bytes)');
});

test('channel names are own properties, whatever they are called', () => {
  const random = rng(23);
  const names = ['__proto__', 'constructor', 'hasOwnProperty', 'toString'];
  const pictures = names.map(() => randomPicture(random, 5, 3, 'noise'));
  const file = parseHmsk(hmsk2([{ origin: [0, 0], channels: pictures }], names, 'bytes'));
  const masks = file.frames[0].masks;
  assert.deepEqual(Object.keys(masks), names);
  assert.equal(Object.getPrototypeOf(masks), Object.prototype);
  names.forEach((name, c) => {
    assert.ok(Object.hasOwn(masks, name), name);
    assertPicture(masks[name], pictures[c], name);
  });
});

test('channels keeps the file\'s order, also for names that look like numbers', () => {
  const random = rng(26);
  const names = ['solid', '7', 'hit', '0'];
  const pictures = names.map(() => randomPicture(random, 3, 2, 'noise'));
  const file = parseHmsk(hmsk2([{ origin: [0, 0], channels: pictures }], names, 'rle'));
  assert.deepEqual(file.channels, names);
  names.forEach((name, c) => assertPicture(file.frames[0].masks[name], pictures[c], name));
});

test('a repeated name is the first in byte order, as the core sorts', () => {
  const random = rng(24);
  const p = randomPicture(random, 2, 2);
  const file = (names) => hmsk2([{ origin: [0, 0], channels: names.map(() => p) }], names, 'bytes');
  refuses(file(['b', 'a', 'b', 'a']), 'channel name "a" appears twice');
  // U+FF5E is EF BD 9E in UTF-8 and U+1F600 is F0 9F 98 80: in UTF-16 the emoji (a
  // surrogate pair, D83D) sorts first, in bytes the other.
  refuses(file(['\u{1F600}', '\uFF5E', '\u{1F600}', '\uFF5E']),
    'channel name "\uFF5E" appears twice');
});

test('limits are checked before anything is allocated', () => {
  // 65535 frames of 16384 x 16384, one byte of payload: refused at the first frame that
  // passes the cap, without reading on.
  const header = [0x48, 0x4d, 0x53, 0x4b, 2, 0, 0xff, 0xff, 1, 0, 0, 0, 1, 0x73];
  const frame = [...u32(16384), ...u32(16384), 0, 0, 0, 0, 0, 0, 0, 0];
  const started = Date.now();
  refuses(new Uint8Array([...header, ...frame, 0, 0, 0, 0]),
    'frame 0 channel s: byte mask needs 268435456 bytes, found 0');
  refuses(new Uint8Array([...header, ...frame, ...u32(2 ** 28)]),
    'frame 0 channel s is truncated: needs 268435456 bytes, 0 left');
  const tooBig = [...u32(16385), ...u32(16384), 0, 0, 0, 0, 0, 0, 0, 0];
  refuses(new Uint8Array([...header, ...tooBig]),
    `frames add up to more than ${HMSK_MAX_PIXELS} pixels`);
  refuses(new Uint8Array([...header, ...u32(2 ** 30 + 1), ...u32(1), 0, 0, 0, 0, 0, 0, 0, 0]),
    'frame 0: size 1073741825x1 is out of range');
  refuses(new Uint8Array([...header, ...u32(0xffffffff), ...u32(1), 0, 0, 0, 0, 0, 0, 0, 0]),
    'frame 0: size 4294967295x1 is out of range');
  assert.ok(Date.now() - started < 1000, 'refused at once');
});

test('the core reports size errors of every frame before any payload content', () => {
  const random = rng(25);
  const good = randomPicture(random, 9, 3, 'noise');
  const bytes = hmsk2([{ origin: [0, 0], channels: [good] }, { origin: [0, 0], channels: [good] }],
    ['solid'], 'bytes');
  const bad = bytes.slice();
  const firstPayload = 12 + 6 + 16 + 4;
  bad[firstPayload] = 7; // content error in frame 0
  refuses(bad, 'frame 0 channel solid: byte mask holds value 7 (only 0 and 1 are allowed)');
  const cut = bad.slice(0, bad.length - 1); // and a size error in frame 1
  refuses(cut, 'frame 1 channel solid is truncated: needs 27 bytes, 26 left');
  const trailing = new Uint8Array([...bad, 0]);
  refuses(trailing, '1 unexpected bytes after the last frame');
});

test('frame.mask(channel) gives a channel, or an error naming the file\'s channels', () => {
  const random = rng(23);
  const solid = randomPicture(random, 9, 7, 'disc');
  const hurt = randomPicture(random, 9, 7, 'noise');
  const file = parseHmsk(hmsk2([{ origin: [0, 0], channels: [solid, hurt] }], ['solid', 'hurt'],
    'bits'));
  const frame = file.frames[0];
  assert.equal(frame.mask(), frame.masks.solid);
  assert.equal(frame.mask('hurt'), frame.masks.hurt);
  assert.deepEqual(Object.keys(frame), ['width', 'height', 'origin', 'masks']);
  assert.throws(() => frame.mask('hurtt'),
    { name: 'RangeError',
      message: 'no channel "hurtt" in this file; its channels are "solid", "hurt"' });
  assert.throws(() => frame.mask('toString'), RangeError);
  assert.throws(() => frame.mask(1), TypeError);
});
