// SPDX-License-Identifier: MIT
// The shapes part of the conformance suite (tests/conformance/shapes): every shapes JSON
// file read into the answers written there, every malformed document refused with its
// message, as the Python runtime must too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { parseShapes, ShapesError } from '../index.js';

const suite = join(dirname(fileURLToPath(import.meta.url)), '../../../tests/conformance/shapes');
const expected = JSON.parse(readFileSync(join(suite, 'expected.json'), 'utf8'));

// A frame's shapes in the suite's form: what the runtime read, field by field.
function answer(shapes) {
  const p = shapes.physics;
  return {
    frame: shapes.frame,
    channel: shapes.channel,
    width: shapes.width,
    height: shapes.height,
    origin: shapes.origin,
    hand: shapes.hand,
    boxes: shapes.boxes.map((b) => [b.x, b.y, b.width, b.height]),
    wrong_pixels: shapes.wrongPixels,
    polygons: shapes.polygons.map((polygon) => ({ outer: polygon.outer, holes: polygon.holes })),
    circles: shapes.circles.map((c) => [c.x, c.y, c.radius]),
    physics: {
      sensor: p.sensor,
      density: p.density,
      friction: p.friction,
      restitution: p.restitution,
      category_bits: p.categoryBits,
      collides_with: p.collidesWith,
      group_index: p.groupIndex,
      properties: p.properties,
    },
  };
}

test('shapes conformance: the suite is the version this runner reads', () => {
  assert.equal(expected.format, 'hitmask-shapes-conformance');
  assert.equal(expected.version, 1);
  assert.ok(expected.files.length > 0 && expected.malformed.length > 0);
});

test('shapes conformance: files', () => {
  for (const want of expected.files) {
    const shapes = parseShapes(readFileSync(join(suite, 'files', want.name)));
    assert.deepStrictEqual(shapes.map(answer), want.frames, want.name);
  }
});

test('shapes conformance: malformed documents, each with its message', () => {
  for (const want of expected.malformed) {
    const text = want.text ?? JSON.stringify(want.document);
    const sources = [text, new TextEncoder().encode(text)];
    if (Array.isArray(want.document)) sources.push(want.document);
    for (const source of sources) {
      assert.throws(() => parseShapes(source), (error) => {
        assert.ok(error instanceof ShapesError, `${text}: a ShapesError, not ${error}`);
        if (want.error !== undefined) assert.equal(error.message, want.error, text);
        else assert.ok(error.message.startsWith(want.error_prefix), `${text}: ${error.message}`);
        return true;
      });
    }
  }
});
