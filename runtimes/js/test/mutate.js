// SPDX-License-Identifier: MIT
// Random damage to valid HMSK files, for the fuzz test: flips, overwritten fields,
// truncations, insertions and deletions.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { randomPicture, hmsk1, hmsk2 } from './oracle.js';

const suite = join(dirname(fileURLToPath(import.meta.url)), '../../../tests/conformance');

/**
 * The suite's files, valid and malformed, and a few written here; valid files are
 * repeated so that about half the picks start from one.
 */
export function seedFiles(random) {
  const seeds = [];
  const valid = [];
  for (const folder of ['files', 'malformed']) {
    const names = readdirSync(join(suite, folder)).filter((n) => n.endsWith('.hmsk')).sort();
    for (const name of names) {
      const bytes = new Uint8Array(readFileSync(join(suite, folder, name)));
      // Megabyte-sized refusals (limits) are checked by the suite; here they only slow
      // the loop down.
      if (bytes.length <= 65536) (folder === 'files' ? valid : seeds).push(bytes);
    }
  }
  for (const encoding of ['bytes', 'rle', 'bits']) {
    const p = () => randomPicture(random, random.between(1, 70), random.between(1, 9));
    valid.push(hmsk1([p(), p()], encoding));
    const a = p();
    const b = randomPicture(random, a.width, a.height);
    valid.push(hmsk2([{ origin: [-3, 4], channels: [a, b] }], ['solid', 'hit'], encoding));
  }
  const times = Math.ceil(seeds.length / valid.length);
  for (let i = 0; i < times; ++i) seeds.push(...valid);
  return seeds;
}

const INTERESTING = [0, 1, 2, 0x7f, 0x80, 0xff, 0x100, 0xffff, 0x10000, 0x4000, 0x4001,
  2 ** 28, 2 ** 30, 2 ** 30 + 1, 0x7fffffff, 0x80000000, 0xffffffff];

/** A damaged copy of `bytes`: one to four random edits. */
export function mutate(random, bytes) {
  let out = Array.from(bytes);
  for (let edits = random.next() < 0.5 ? 1 : random.between(2, 4); edits > 0; --edits) {
    const at = random.below(out.length + 1);
    switch (random.below(8)) {
      case 0: // flip a bit
        if (at < out.length) out[at] ^= 1 << random.below(8);
        break;
      case 1: // a random byte
        if (at < out.length) out[at] = random.below(256);
        break;
      case 2: { // an interesting 16- or 32-bit little-endian value
        const v = random.pick(INTERESTING);
        const width = random.pick([1, 2, 4]);
        for (let i = 0; i < width && at + i < out.length; ++i) out[at + i] = (v >>> (8 * i)) & 0xff;
        break;
      }
      case 3: // cut short
        out = out.slice(0, at);
        break;
      case 4: { // insert random bytes
        const extra = Array.from({ length: random.between(1, 8) }, () => random.below(256));
        out.splice(at, 0, ...extra);
        break;
      }
      case 5: // delete a few bytes
        out.splice(at, random.between(1, 8));
        break;
      case 6: { // repeat a chunk
        const length = random.between(1, 32);
        out.splice(at, 0, ...out.slice(at, at + length));
        break;
      }
      default: // a header field, where most checks are
        if (out.length > 12) out[random.between(4, 11)] = random.pick([0, 1, 2, 3, 0xff]);
    }
  }
  return new Uint8Array(out);
}
