// SPDX-License-Identifier: MIT
// What every World call checks of its arguments, and the error strict mode throws.
import { Mask } from './mask.js';

export const ALL_LAYERS = 0xffffffff;
// The C API's HM_INVALID_ID: never handed out, so as an exclude id it leaves out nothing.
export const NO_ID = 0xffffffff;

/**
 * Thrown by a strict World (`new World(64, {strict: true})`) for any call that names an
 * id that is not live: removed, never handed out, or not an id at all.
 */
export class StaleIdError extends RangeError {
  constructor(message, id) {
    super(message);
    this.name = 'StaleIdError';
    this.id = id;
  }
}

export function checkMask(mask) {
  if (!(mask instanceof Mask)) throw new TypeError('World entries take a hitmask Mask');
}

// Positions are integers (fractions are floored), finite and exact as doubles.
export function position(v) {
  if (typeof v !== 'number' || Number.isNaN(v))
    throw new TypeError(`World positions must be numbers, not ${describe(v)}`);
  if (!Number.isFinite(v) || Math.abs(v) > Number.MAX_SAFE_INTEGER)
    throw new RangeError(`World positions must be finite numbers within ±2^53, not ${v}`);
  return Math.floor(v);
}

/** Several positions at once, each checked and floored. */
export function positions(...values) {
  return values.map(position);
}

// A mask's top-left, its pivot less its origin, must be exact too.
export function topLeft(pivot, origin) {
  const v = pivot - origin;
  if (Math.abs(v) > Number.MAX_SAFE_INTEGER)
    throw new RangeError(`World: a mask's top-left (${pivot} - origin ${origin}) lies past ±2^53`);
  return v;
}

// Layer masks are numbers, taken as unsigned 32-bit. JavaScript's bit operators give
// signed 32-bit results (1 << 31 is -2^31), so those are the same masks; any other
// number (a fraction, 2^32 and beyond) is refused rather than cut to 32 bits.
export function layerBits(v, name) {
  if (typeof v !== 'number' || !Number.isFinite(v))
    throw new TypeError(`World ${name} must be a number (a 32-bit mask), not ${describe(v)}`);
  if (!Number.isInteger(v) || v < -(2 ** 31) || v > 0xffffffff)
    throw new RangeError(`World ${name} must be a 32-bit mask, an integer from -2^31 to 2^32 - 1, not ${v}`);
  return v >>> 0;
}

// A frame of parseHmsk: its mask for `channel` (the first by default) and its origin.
export function frameParts(frame, channel) {
  if (frame === null || typeof frame !== 'object' || typeof frame.mask !== 'function' ||
      !Array.isArray(frame.origin))
    throw new TypeError('World.addFrame and setFrame take a frame of parseHmsk(...).frames');
  const mask = frame.mask(channel ?? undefined);
  checkMask(mask);
  const [ox, oy] = frame.origin;
  if (!Number.isSafeInteger(ox) || !Number.isSafeInteger(oy))
    throw new RangeError(`a frame's origin must be two integers, not ${frame.origin}`);
  return { mask, ox, oy };
}

// An origin given by the caller: [x, y] or {x, y}, integers within ±2^53.
export function originOf(origin) {
  const [ox, oy] = Array.isArray(origin) ? origin : [origin?.x, origin?.y];
  if (!Number.isSafeInteger(ox) || !Number.isSafeInteger(oy))
    throw new TypeError(`an origin must be [x, y] or {x, y} of two integers, not ${describe(origin)}`);
  return { ox, oy };
}

export function hexId(id) {
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 && id <= 0xffffffff
    ? `0x${id.toString(16).padStart(8, '0')}` : describe(id);
}

export function describe(v) {
  return typeof v === 'string' ? JSON.stringify(v) : String(v);
}
