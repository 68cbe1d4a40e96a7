// SPDX-License-Identifier: MIT
// parseShapes on the JSON `hitmask-cli shapes --json` writes (docs/shapes.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseShapes, ShapesError } from '../index.js';

const BOXES = '[{"frame": 0, "width": 48, "height": 40, "boxes": [[13, 6, 4, 1], [31, 6, 4, 1]], "wrong_pixels": 0},\n' +
  ' {"frame": 1, "width": 48, "height": 40, "origin": [24, -3], "boxes": [], "wrong_pixels": 2}]\n';
const HAND = '[{"frame": 0, "channel": "solid", "width": 8, "height": 8, "origin": [4, 8], "hand": true,' +
  ' "boxes": [[0.5, 6, 7, 1.5]], "circles": [[4, 3, 2.5]], "polygons": [{"outer": [[0, 0], [2, 0], [1, 1.5]]}],' +
  ' "physics": {"sensor": true, "density": 2, "friction": 0.25, "restitution": 0.5,' +
  ' "category_bits": 4, "collides_with": 3, "group_index": -2,' +
  ' "properties": {"z": "last", "a": "first", "__proto__": "kept"}}}]';
const DEFAULTS = {
  sensor: false, density: 1, friction: 0.6, restitution: 0,
  categoryBits: 1, collidesWith: 0xffffffff, groupIndex: 0, properties: {},
};

test('boxes, origins and defaults of an older document', () => {
  const [first, second] = parseShapes(BOXES);
  assert.deepEqual(first.boxes, [{ x: 13, y: 6, width: 4, height: 1 }, { x: 31, y: 6, width: 4, height: 1 }]);
  assert.equal(first.channel, null);
  assert.deepEqual(first.origin, [0, 0]);
  assert.deepEqual(second.origin, [24, -3]);
  assert.equal(second.wrongPixels, 2);
  assert.deepEqual(first.polygons, []);
  assert.deepEqual(first.circles, []);
  assert.equal(first.hand, false);
  assert.deepEqual(first.physics, DEFAULTS);
  // Each entry has its own physics object.
  first.physics.properties.k = 'v';
  assert.deepEqual(second.physics.properties, {});
});

test('hand shapes: circles, polygons without holes and physics', () => {
  const [shapes] = parseShapes(HAND);
  assert.equal(shapes.channel, 'solid');
  assert.equal(shapes.hand, true);
  assert.deepEqual(shapes.boxes, [{ x: 0.5, y: 6, width: 7, height: 1.5 }]);
  assert.deepEqual(shapes.circles, [{ x: 4, y: 3, radius: 2.5 }]);
  assert.deepEqual(shapes.polygons, [{ outer: [[0, 0], [2, 0], [1, 1.5]], holes: [] }]);
  const { properties, ...rest } = shapes.physics;
  assert.deepEqual(rest, {
    sensor: true, density: 2, friction: 0.25, restitution: 0.5,
    categoryBits: 4, collidesWith: 3, groupIndex: -2,
  });
  assert.deepEqual(Object.keys(properties), ['z', 'a', '__proto__']);
  assert.equal(Object.getPrototypeOf(properties), Object.prototype); // "__proto__" only a key
  assert.equal(properties.__proto__, 'kept'); // eslint-disable-line no-proto
});

test('text, bytes, a Buffer, an ArrayBuffer and a parsed array read alike', () => {
  const bytes = new TextEncoder().encode(HAND);
  const want = parseShapes(HAND);
  assert.deepEqual(parseShapes(bytes), want);
  assert.deepEqual(parseShapes(bytes.buffer), want);
  assert.deepEqual(parseShapes(Buffer.from(HAND)), want);
  assert.deepEqual(parseShapes(new Uint8Array([32, ...bytes]).subarray(1)), want);
  assert.deepEqual(parseShapes(JSON.parse(HAND)), want);
});

test('bad documents throw ShapesError naming the bad value', () => {
  const refused = (source, message) => assert.throws(() => parseShapes(source),
    (error) => error instanceof ShapesError && error.message === message, message);
  refused('[{"frame": 0, "width": 1, "height": 1}, {"frame": 0, "width": 1, "height": 1, "circles": [[0, 0, -1]]}]',
    '[1].circles[0][2] must be positive, not -1');
  refused('[{"frame": 0, "width": 1, "height": 1, "physics": {"sensor": 0}}]',
    '[0].physics.sensor must be true or false, not 0');
  refused(new Uint8Array([0x5b, 0xff, 0x5d]), 'not JSON: the bytes are not UTF-8');
  refused(42, 'parseShapes(source) must be JSON text, its bytes or an array, not 42');
  refused(undefined, 'parseShapes(source) must be JSON text, its bytes or an array, not undefined');
  assert.throws(() => parseShapes('[{"frame": 0, "width": 1, "height": 1, "circles": [[0, 0, NaN]]}]'),
    (error) => error instanceof ShapesError && error.message.startsWith('not JSON: '));
});
