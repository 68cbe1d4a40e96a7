// SPDX-License-Identifier: MIT
// The conformance suite (tests/conformance): every answer the C++ core gives, checked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import * as hitmask from '../index.js';
import {
  Mask, overlaps, overlapArea, firstContact, overlapMask, separation, parseHmsk, HmskError, World,
} from '../index.js';

// Every offset of "pairs" has its separation and push; masks of at most 4,096 pixels their
// overlap mask.
const suite = join(dirname(fileURLToPath(import.meta.url)), '../../../tests/conformance');
const expected = JSON.parse(readFileSync(join(suite, 'expected.json'), 'utf8'));
const read = (folder, name) => new Uint8Array(readFileSync(join(suite, folder, name)));

let answers = 0; // every value compared, reported at the end
function same(actual, wanted, where) {
  assert.deepStrictEqual(actual, wanted, where);
  ++answers;
}

// A row as the suite writes it: ceil(width / 8) bytes in hex, most significant bit the
// leftmost pixel, read pixel by pixel through get().
function rowHex(mask, y) {
  let hex = '';
  for (let x = 0; x < mask.width; x += 8) {
    let byte = 0;
    for (let i = 0; i < 8; ++i) if (mask.get(x + i, y)) byte |= 0x80 >> i;
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

function checkMask(mask, want, width, height, where) {
  same(mask.width, width, `${where}: width`);
  same(mask.height, height, `${where}: height`);
  same(mask.count(), want.count, `${where}: count`);
  same(want.rows.length, height, `${where}: rows in the suite`);
  for (let y = 0; y < height; ++y) same(rowHex(mask, y), want.rows[y], `${where}: row ${y}`);
}

test('conformance: the suite is the version this runner reads', () => {
  same(expected.format, 'hitmask-conformance', 'format');
  same(expected.version, 1, 'version');
  for (const key of ['files', 'rgba', 'pairs', 'worlds', 'events', 'queries', 'malformed'])
    assert.ok(expected[key].length > 0, `the suite has ${key}`);
});

const files = new Map();
test('conformance: the limits are the format\'s, number for number', () => {
  same(Object.keys(expected.limits).length, 9, 'limits');
  for (const [key, value] of Object.entries(expected.limits))
    same(hitmask[`HMSK_${key.toUpperCase()}`], value, key);
});

test('conformance: files', () => {
  for (const want of expected.files) {
    const file = parseHmsk(read('files', want.name));
    files.set(want.name, file);
    const at = want.name;
    same(file.version, want.version, `${at}: version`);
    same(file.encoding, want.encoding, `${at}: encoding`);
    same(file.channels, want.channels, `${at}: channels`);
    same(file.frames.length, want.frames.length, `${at}: frames`);
    want.frames.forEach((wantFrame, f) => {
      const frame = file.frames[f];
      const where = `${at} frame ${f}`;
      same(frame.width, wantFrame.width, `${where}: width`);
      same(frame.height, wantFrame.height, `${where}: height`);
      same(frame.origin, wantFrame.origin, `${where}: origin`);
      same(Object.keys(frame.masks), Object.keys(wantFrame.masks), `${where}: channels`);
      for (const [name, wantMask] of Object.entries(wantFrame.masks))
        checkMask(frame.masks[name], wantMask, wantFrame.width, wantFrame.height,
          `${where} ${name}`);
    });
  }
});

test('conformance: masks from RGBA', () => {
  for (const want of expected.rgba) {
    const mask = Mask.fromRgba(read('rgba', want.name), want.width, want.height, want.threshold);
    checkMask(mask, want, want.width, want.height, `${want.name} > ${want.threshold}`);
  }
});

function maskFor(ref) {
  if (!files.has(ref.file)) files.set(ref.file, parseHmsk(read('files', ref.file)));
  const mask = files.get(ref.file).frames[ref.frame].masks[ref.channel];
  assert.ok(mask instanceof Mask, `${ref.file} frame ${ref.frame} has ${ref.channel}`);
  return mask;
}
const name = (ref) => `${ref.file}[${ref.frame}].${ref.channel}`;

test('conformance: pairs at every offset', () => {
  let overlapMasks = 0;
  for (const pair of expected.pairs) {
    const a = maskFor(pair.a);
    const b = maskFor(pair.b);
    for (const o of pair.offsets) {
      const where = `${name(pair.a)} / ${name(pair.b)} at (${o.dx}, ${o.dy})`;
      same(overlaps(a, b, o.dx, o.dy), o.overlaps, `${where}: overlaps`);
      same(overlapArea(a, b, o.dx, o.dy), o.area, `${where}: area`);
      same(firstContact(a, b, o.dx, o.dy), o.contact, `${where}: contact`);
      const got = separation(a, b, o.dx, o.dy);
      same([got.left, got.right, got.up, got.down], o.separation, `${where}: separation`);
      same([got.push.x, got.push.y], o.push, `${where}: push`);
      if (o.overlap_mask !== undefined) {
        checkMask(overlapMask(a, b, o.dx, o.dy), o.overlap_mask, a.width, a.height,
          `${where}: overlap mask`);
        ++overlapMasks;
      }
    }
  }
  assert.ok(overlapMasks > 1000, `${overlapMasks} overlap masks`);
});

test('conformance: worlds, step by step', () => {
  expected.worlds.forEach((want, w) => {
    const world = new World(want.cell_size);
    const idOf = []; // entry number -> id
    want.steps.forEach((step, s) => {
      for (const add of step.add ?? []) {
        same(add.entry, idOf.length, `world ${w} step ${s}: entries numbered in order`);
        const id = world.add(maskFor(add.mask), add.x, add.y);
        world.setLayers(id, add.layers, add.collides_with);
        idOf.push(id);
      }
      for (const move of step.move ?? []) world.move(idOf[move.entry], move.x, move.y);
      for (const entry of step.remove ?? []) {
        world.remove(idOf[entry]);
        idOf[entry] = undefined;
      }
      const entryOf = new Map();
      idOf.forEach((id, entry) => id !== undefined && entryOf.set(id, entry));
      const pairs = world.collisions().map(([a, b]) => {
        const ea = entryOf.get(a);
        const eb = entryOf.get(b);
        return ea < eb ? [ea, eb] : [eb, ea];
      });
      pairs.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
      same(pairs, step.pairs, `world ${w} step ${s}: pairs`);
    });
  });
});

// The suite's World operations, applied in order; ids are the ones the core handed out,
// and calls naming stale ids are among them (to be ignored).
function applyOps(world, ops, where) {
  const frameOf = (op) => {
    if (!files.has(op.file)) files.set(op.file, parseHmsk(read('files', op.file)));
    return files.get(op.file).frames[op.frame];
  };
  for (const op of ops) {
    switch (op.op) {
      case 'add':
        same(world.add(maskFor(op.mask), op.x, op.y), op.entry, `${where}: add's id`);
        break;
      case 'add_frame':
        same(world.addFrame(frameOf(op), op.x, op.y, op.channel), op.entry,
          `${where}: add_frame's id`);
        break;
      case 'move': world.move(op.id, op.x, op.y); break;
      case 'set_frame': world.setFrame(op.id, frameOf(op), op.channel); break;
      case 'set_mask': world.setMask(op.id, maskFor(op.mask)); break;
      case 'set_layers': world.setLayers(op.id, op.layers, op.collides_with); break;
      case 'remove': world.remove(op.id); break;
      default: assert.fail(`${where}: unknown op ${op.op}`);
    }
  }
}

test('conformance: contact events, step by step', () => {
  expected.events.forEach((want, w) => {
    const world = new World(want.cell_size);
    want.steps.forEach((step, s) => {
      const where = `events ${w} step ${s}`;
      applyOps(world, step.ops, where);
      const events = world.step().map(({ first, second, phase }) => {
        const contact = world.firstContact(first, second);
        return [first, second, phase, world.overlapArea(first, second),
          contact && [contact.x, contact.y]];
      });
      same(events, step.events, `${where}: events`);
    });
  });
});

function answer(world, q) {
  const exclude = q.exclude ?? null;
  switch (q.kind) {
    case 'point': return world.queryPoint(q.x, q.y, q.layers, exclude);
    case 'rect': return world.queryRect(q.x, q.y, q.width, q.height, q.layers, exclude);
    case 'mask': return world.query(maskFor(q.mask), q.x, q.y, q.layers, exclude);
    case 'segment':
      return world.querySegment(q.from[0], q.from[1], q.to[0], q.to[1], q.layers, exclude);
    case 'collisions_of': return world.collisionsOf(q.id);
    case 'separation': {
      const got = world.separation(q.a, q.b);
      return { ...got, push: [got.push.x, got.push.y] };
    }
    default: return assert.fail(`unknown query kind ${q.kind}`);
  }
}

test('conformance: queries of every kind', () => {
  const kinds = new Set();
  expected.queries.forEach((want, w) => {
    const world = new World(want.cell_size);
    applyOps(world, want.ops, `queries ${w}`);
    for (const [id, px, py, ox, oy] of want.positions) {
      same(world.position(id), { x: px, y: py }, `queries ${w}: position of ${id}`);
      same(world.origin(id), { x: ox, y: oy }, `queries ${w}: origin of ${id}`);
    }
    want.queries.forEach((q, k) => {
      kinds.add(q.kind);
      const where = `queries ${w} #${k} (${q.kind})`;
      if (q.kind === 'segment') same(answer(world, q), q.hit, where);
      else if (q.kind === 'separation') {
        const { a, b, kind, ...wanted } = q;
        same(answer(world, q), wanted, where);
      } else same(answer(world, q), q.ids, where);
    });
  });
  same([...kinds].sort(), ['collisions_of', 'mask', 'point', 'rect', 'segment', 'separation'],
    'every kind of query is in the suite');
});

test('conformance: malformed files, each with the core message', () => {
  for (const want of expected.malformed) {
    assert.throws(() => parseHmsk(read('malformed', want.name)), (error) => {
      assert.ok(error instanceof HmskError, `${want.name}: an HmskError, not ${error}`);
      same(error.message, want.error, `${want.name}: message`);
      return true;
    });
  }
});

test('conformance: answers checked', (t) => {
  assert.ok(answers > 10000, `${answers} answers`);
  t.diagnostic(`${answers} answers checked`);
});
