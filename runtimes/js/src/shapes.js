// SPDX-License-Identifier: MIT
// The shapes JSON that `hitmask-cli shapes --json` (and the shapes-json export) writes:
// each frame's (and channel's) boxes, polygons and circles with the channel's physics
// properties, checked value by value with the Python runtime's messages (docs/shapes.md).

/** Why parseShapes refused a document: `message` names the first bad value and where. */
export class ShapesError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ShapesError';
  }
}

/** Every category: a channel's default `collidesWith`. */
const ALL_CATEGORIES = 0xffffffff;

// A value as a message shows it, the same text as the Python runtime's.
function describe(value) {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'number') return String(value);
  if (value !== null && typeof value === 'object') return 'an object';
  return JSON.stringify(value);
}

function fail(where, wanted, value) {
  throw new ShapesError(`${where} must be ${wanted}, not ${describe(value)}`);
}

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const has = (object, key) => Object.prototype.hasOwnProperty.call(object, key);

function object(value, where) {
  if (!isObject(value)) fail(where, 'an object', value);
  return value;
}

function array(value, where) {
  if (!Array.isArray(value)) fail(where, 'an array', value);
  return value;
}

function required(entry, key, where) {
  if (!has(entry, key)) throw new ShapesError(`${where} has no "${key}"`);
  return entry[key];
}

function whole(value, where, low, high, wanted) {
  if (!Number.isInteger(value) || value < low || value > high) fail(where, wanted, value);
  return value;
}

const count = (value, where) => whole(value, where, 0, Infinity, 'a whole number >= 0');

function finite(value, where) {
  if (!Number.isFinite(value)) fail(where, 'a finite number', value);
  return value;
}

// A box or circle: `size` finite numbers, the last two (a box's sides) or the last (a
// circle's radius) positive.
function sized(value, where, wanted, size) {
  if (!Array.isArray(value) || value.length !== size) fail(where, wanted, value);
  value.forEach((v, k) => finite(v, `${where}[${k}]`));
  for (let k = 2; k < size; ++k) if (value[k] <= 0) fail(`${where}[${k}]`, 'positive', value[k]);
  return value.slice();
}

function point(value, where) {
  if (!Array.isArray(value) || value.length !== 2) fail(where, '[x, y]', value);
  return [finite(value[0], `${where}[0]`), finite(value[1], `${where}[1]`)];
}

function ring(value, where) {
  if (!Array.isArray(value) || value.length < 3) fail(where, 'an array of 3 or more points', value);
  return value.map((p, k) => point(p, `${where}[${k}]`));
}

function polygon(value, where) {
  object(value, where);
  if (!has(value, 'outer')) throw new ShapesError(`${where} has no "outer"`);
  const outer = ring(value.outer, `${where}.outer`);
  const holes = array(has(value, 'holes') ? value.holes : [], `${where}.holes`);
  return { outer, holes: holes.map((hole, k) => ring(hole, `${where}.holes[${k}]`)) };
}

function physics(value, where) {
  object(value, where);
  const result = {
    sensor: false, density: 1, friction: 0.6, restitution: 0,
    categoryBits: 1, collidesWith: ALL_CATEGORIES, groupIndex: 0, properties: {},
  };
  if (has(value, 'sensor')) {
    if (typeof value.sensor !== 'boolean') fail(`${where}.sensor`, 'true or false', value.sensor);
    result.sensor = value.sensor;
  }
  for (const key of ['density', 'friction', 'restitution']) {
    if (!has(value, key)) continue;
    if (!Number.isFinite(value[key]) || value[key] < 0)
      fail(`${where}.${key}`, 'a finite number >= 0', value[key]);
    result[key] = value[key];
  }
  const bits = 'a whole number from 0 to 4294967295';
  if (has(value, 'category_bits'))
    result.categoryBits = whole(value.category_bits, `${where}.category_bits`, 0, ALL_CATEGORIES, bits);
  if (has(value, 'collides_with'))
    result.collidesWith = whole(value.collides_with, `${where}.collides_with`, 0, ALL_CATEGORIES, bits);
  if (has(value, 'group_index'))
    result.groupIndex = whole(value.group_index, `${where}.group_index`, -(2 ** 31), 2 ** 31 - 1,
      'a whole number from -2147483648 to 2147483647');
  const properties = object(has(value, 'properties') ? value.properties : {}, `${where}.properties`);
  for (const [key, text] of Object.entries(properties))
    if (typeof text !== 'string') fail(`${where}.properties[${JSON.stringify(key)}]`, 'a string', text);
  // fromEntries defines each key as an own property: "__proto__" stays a key.
  result.properties = Object.fromEntries(Object.entries(properties));
  return result;
}

function entryShapes(entry, where) {
  object(entry, where);
  const frame = count(required(entry, 'frame', where), `${where}.frame`);
  const channel = has(entry, 'channel') ? entry.channel : null;
  if (channel !== null && typeof channel !== 'string') fail(`${where}.channel`, 'a string', channel);
  const width = count(required(entry, 'width', where), `${where}.width`);
  const height = count(required(entry, 'height', where), `${where}.height`);
  let origin = has(entry, 'origin') ? entry.origin : [0, 0];
  if (isObject(origin) && has(origin, 'x') && has(origin, 'y')) origin = [origin.x, origin.y];
  origin = point(origin, `${where}.origin`); // before hand: the Python runtime's order
  const hand = has(entry, 'hand') ? entry.hand : false;
  if (typeof hand !== 'boolean') fail(`${where}.hand`, 'true or false', hand);
  const list = (key) => array(has(entry, key) ? entry[key] : [], `${where}.${key}`);
  return {
    frame,
    channel,
    width,
    height,
    origin,
    hand,
    boxes: list('boxes').map((box, i) => {
      const [x, y, w, h] = sized(box, `${where}.boxes[${i}]`, '[x, y, width, height]', 4);
      return { x, y, width: w, height: h };
    }),
    wrongPixels: count(has(entry, 'wrong_pixels') ? entry.wrong_pixels : 0, `${where}.wrong_pixels`),
    polygons: list('polygons').map((p, i) => polygon(p, `${where}.polygons[${i}]`)),
    circles: list('circles').map((circle, i) => {
      const [x, y, radius] = sized(circle, `${where}.circles[${i}]`, '[x, y, radius]', 3);
      return { x, y, radius };
    }),
    physics: physics(has(entry, 'physics') ? entry.physics : {}, `${where}.physics`),
  };
}

/**
 * One object per frame (and channel), in the document's order, from the JSON text, its
 * UTF-8 bytes (a Uint8Array, Node Buffer or ArrayBuffer) or the document already parsed
 * (an array). Throws ShapesError naming the first bad value.
 */
export function parseShapes(source) {
  let document = source;
  if (!Array.isArray(source)) {
    let text = source;
    if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
      const bytes = source instanceof ArrayBuffer ? new Uint8Array(source)
        : new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        throw new ShapesError('not JSON: the bytes are not UTF-8');
      }
    } else if (typeof source !== 'string') {
      fail('parseShapes(source)', 'JSON text, its bytes or an array', source);
    }
    try {
      document = JSON.parse(text);
    } catch (error) {
      throw new ShapesError(`not JSON: ${error.message}`);
    }
  }
  if (!Array.isArray(document)) fail('shapes JSON', 'an array of frames', document);
  return document.map((entry, i) => entryShapes(entry, `[${i}]`));
}
