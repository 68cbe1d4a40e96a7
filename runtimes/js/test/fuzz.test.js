// SPDX-License-Identifier: MIT
// parseHmsk on thousands of damaged files: each one parses into consistent frames or
// throws HmskError, never another exception, and never takes long.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Mask, parseHmsk, HmskError } from '../index.js';
import { rng } from './oracle.js';
import { seedFiles, mutate } from './mutate.js';

const CASES = 10000;
const SLOWEST_MS = 500; // one parse of a file of at most 64 KiB

test(`mutation fuzz: ${CASES} damaged files parse or throw HmskError`, (t) => {
  const random = rng(31);
  const seeds = seedFiles(random);
  let parsed = 0;
  let refused = 0;
  let slowest = 0;
  const started = Date.now();
  for (let i = 0; i < CASES; ++i) {
    const bytes = mutate(random, random.pick(seeds));
    const before = Date.now();
    let file;
    try {
      file = parseHmsk(bytes);
    } catch (error) {
      if (!(error instanceof HmskError))
        assert.fail(`case ${i}: ${error} (${Array.from(bytes.slice(0, 64)).join(' ')})`);
      assert.ok(error.message.length > 0);
      ++refused;
    }
    slowest = Math.max(slowest, Date.now() - before);
    if (file === undefined) continue;
    ++parsed;
    assert.ok(file.version === 1 || file.version === 2);
    assert.ok(['bytes', 'rle', 'bits'].includes(file.encoding));
    assert.ok(file.frames.length >= 1);
    for (const frame of file.frames) {
      // As sets: an object lists integer-like keys ("7") first, whatever the file's order.
      assert.deepEqual(Object.keys(frame.masks).sort(), [...file.channels].sort());
      for (const mask of Object.values(frame.masks)) {
        assert.ok(mask instanceof Mask);
        assert.equal(mask.width, frame.width);
        assert.equal(mask.height, frame.height);
        const box = mask.bounds();
        assert.ok(box.x + box.width <= mask.width && box.y + box.height <= mask.height);
      }
    }
  }
  assert.ok(slowest < SLOWEST_MS, `slowest parse ${slowest} ms`);
  assert.ok(parsed > 100 && refused > 1000, `${parsed} parsed, ${refused} refused`);
  t.diagnostic(`${parsed} parsed, ${refused} refused, slowest ${slowest} ms, ` +
    `${Date.now() - started} ms in all`);
});
