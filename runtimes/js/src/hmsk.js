// SPDX-License-Identifier: MIT
// The HMSK reader, versions 1 and 2: the same checks, in the same order and with the
// same messages, as the C++ core's hitmask::loadHmsk; the layout and limits are
// docs/hmsk-format.md's.
import { Mask } from './mask.js';

/** Why a file was refused: `message` is exactly the C++ core's. */
export class HmskError extends Error {
  constructor(message) {
    super(message);
    this.name = 'HmskError';
  }
}

// The format's limits (docs/hmsk-format.md, Limits): the same numbers as the C++ core's
// kHmsk* constants and the C API's HM_HMSK_MAX_* macros.
/** Frames in a file (a u16 field). */
export const HMSK_MAX_FRAMES = 65535;
/** Channels in a file (a u16 field). */
export const HMSK_MAX_CHANNELS = 65535;
/** Bytes of a channel name (a u8 field). */
export const HMSK_MAX_NAME_BYTES = 255;
/** A frame's width or height (2^30). */
export const HMSK_MAX_SIDE = 2 ** 30;
/** Pixels of one frame, width x height (2^28). */
export const HMSK_MAX_FRAME_PIXELS = 2 ** 28;
/** Most pixels, over every frame and channel, that one file may declare (2^28). */
export const HMSK_MAX_PIXELS = 2 ** 28;
/** Most rows, over every frame and channel, that one file may declare (2^23). */
export const HMSK_MAX_ROWS = 2 ** 23;
/** Most masks, frames x channels, that one file may declare (2^20). */
export const HMSK_MAX_MASKS = 2 ** 20;
/** Bytes of a whole file: a byte per pixel at most, and 64 MiB for headers and names. */
export const HMSK_MAX_FILE_BYTES = HMSK_MAX_PIXELS + 64 * 2 ** 20;

const ENCODINGS = ['bytes', 'rle', 'bits'];

// Strict UTF-8: no overlong forms, no surrogates, nothing past U+10FFFF.
function isUtf8(s) {
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    let extra;
    let cp;
    if (c < 0x80) {
      ++i;
      continue;
    } else if (c >= 0xc2 && c <= 0xdf) {
      extra = 1;
      cp = c & 0x1f;
    } else if (c >= 0xe0 && c <= 0xef) {
      extra = 2;
      cp = c & 0x0f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      extra = 3;
      cp = c & 0x07;
    } else {
      return false;
    }
    if (s.length - i <= extra) return false;
    for (let k = 1; k <= extra; ++k) {
      if ((s[i + k] & 0xc0) !== 0x80) return false;
      cp = (cp << 6) | (s[i + k] & 0x3f);
    }
    if ((extra === 2 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) ||
        (extra === 3 && (cp < 0x10000 || cp > 0x10ffff)))
      return false;
    i += extra + 1;
  }
  return true;
}

// C0, DEL or C1 (U+0080..U+009F, encoded C2 80..C2 9F).
function hasControl(s) {
  for (let i = 0; i < s.length; ++i)
    if (s[i] < 0x20 || s[i] === 0x7f || (s[i] === 0xc2 && i + 1 < s.length && s[i + 1] < 0xa0))
      return true;
  return false;
}

function compareBytes(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; ++i) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

// The name the core reports as repeated: the first in byte order that appears twice.
function findDuplicate(names, bytes) {
  const seen = new Map();
  let twice = -1;
  for (let i = 0; i < names.length; ++i) {
    const first = seen.get(names[i]);
    if (first === undefined) {
      seen.set(names[i], i);
    } else if (twice < 0 || compareBytes(bytes[i], bytes[twice]) < 0) {
      twice = i;
    }
  }
  return twice < 0 ? null : names[twice];
}

// Bounds-checked little-endian reads; each returns -1 where the data runs out.
class Cursor {
  constructor(data, at) {
    this.data = data;
    this.at = at;
  }
  left() {
    return this.data.length - this.at;
  }
  u8() {
    if (this.left() < 1) return -1;
    return this.data[this.at++];
  }
  u16() {
    if (this.left() < 2) return -1;
    const d = this.data;
    const v = d[this.at] | (d[this.at + 1] << 8);
    this.at += 2;
    return v;
  }
  u32() {
    if (this.left() < 4) return -1;
    const d = this.data;
    const at = this.at;
    this.at += 4;
    return (d[at] | (d[at + 1] << 8) | (d[at + 2] << 16) | (d[at + 3] << 24)) >>> 0;
  }
}

function readHeader(data) {
  if (data.length < 6)
    throw new HmskError(`file is too short for an HMSK header (${data.length} bytes)`);
  if (data[0] !== 0x48 || data[1] !== 0x4d || data[2] !== 0x53 || data[3] !== 0x4b)
    throw new HmskError('not an HMSK file (bad magic)');
  const version = data[4];
  if (version !== 1 && version !== 2)
    throw new HmskError(`HMSK version ${version} is not supported (this reader knows 1 and 2)`);
  const headerSize = version === 1 ? 16 : 12;
  if (data.length < headerSize)
    throw new HmskError(
      `file is too short for an HMSK version ${version} header (${data.length} bytes)`);
  if (data[5] > 2) throw new HmskError(`unknown encoding ${data[5]}`);
  const layout = {
    version,
    encoding: data[5],
    frameCount: 0,
    channelCount: 1,
    width: 0, // version 1 only: every frame's size
    height: 0,
    names: [],
    framesAt: 0,
  };
  const cursor = new Cursor(data, 6);
  layout.frameCount = cursor.u16();
  if (layout.frameCount === 0) throw new HmskError('HMSK file declares no frames');
  if (version === 1) {
    layout.width = cursor.u32();
    layout.height = cursor.u32();
    if (layout.width === 0 || layout.height === 0 || layout.width > HMSK_MAX_SIDE ||
        layout.height > HMSK_MAX_SIDE)
      throw new HmskError(`mask size ${layout.width}x${layout.height} is out of range`);
    layout.names = ['solid'];
    layout.framesAt = cursor.at;
    return layout;
  }
  layout.channelCount = cursor.u16();
  const reserved = cursor.u16();
  if (layout.channelCount === 0) throw new HmskError('HMSK file declares no channels');
  if (reserved !== 0) throw new HmskError(`reserved header field is ${reserved}, not 0`);
  if (layout.frameCount * layout.channelCount > HMSK_MAX_MASKS)
    throw new HmskError(`${layout.frameCount} frames of ${layout.channelCount} channels are ` +
      `more than ${HMSK_MAX_MASKS} masks`);
  // Each name takes at least two bytes: the count cannot ask for more than the data holds.
  if (layout.channelCount > Math.floor(cursor.left() / 2))
    throw new HmskError('file ends in the channel names');
  const decoder = new TextDecoder('utf-8');
  const nameBytes = [];
  for (let c = 0; c < layout.channelCount; ++c) {
    const length = cursor.u8();
    if (length < 0 || length > cursor.left())
      throw new HmskError(`file ends in the name of channel ${c}`);
    const name = data.subarray(cursor.at, cursor.at + length);
    cursor.at += length;
    if (length === 0) throw new HmskError(`channel ${c} has an empty name`);
    if (!isUtf8(name)) throw new HmskError(`the name of channel ${c} is not UTF-8`);
    if (hasControl(name))
      throw new HmskError(`the name of channel ${c} holds a control character`);
    nameBytes.push(name);
    layout.names.push(decoder.decode(name));
  }
  const twice = findDuplicate(layout.names, nameBytes);
  if (twice !== null) throw new HmskError(`channel name "${twice}" appears twice`);
  layout.framesAt = cursor.at;
  return layout;
}

// The core's payloadSizeError: why `bytes` bytes cannot be a width x height payload, or
// null. The caller has checked width * height against HMSK_MAX_FRAME_PIXELS, so it is exact.
function payloadSizeError(bytes, width, height, encoding) {
  const pixels = width * height;
  if (encoding === 0) {
    if (bytes !== pixels) return `byte mask needs ${pixels} bytes, found ${bytes}`;
  } else if (encoding === 2) {
    const expected = Math.floor((width + 7) / 8) * height;
    if (bytes !== expected) return `bit mask needs ${expected} bytes, found ${bytes}`;
  } else {
    const least = Math.floor((width + 126) / 127) * height;
    const size = `${width}x${height} pixels (${bytes} bytes`;
    if (bytes < least) return `RLE data is too short for ${size}, at least ${least} needed)`;
    if (bytes > pixels) return `RLE data is too long for ${size})`;
  }
  return null;
}

// Walks the frames after the header. onFrame(index, w, h, x, y) and
// onPayload(frame, w, h, start, end) return null to go on or a reason to stop; the
// walk throws the reason as the core words it.
function walkFrames(data, layout, onFrame, onPayload) {
  const cursor = new Cursor(data, layout.framesAt);
  const frames = layout.frameCount;
  for (let f = 0; f < frames; ++f) {
    const where = `frame ${f}`;
    let w = layout.width;
    let h = layout.height;
    let x = 0;
    let y = 0;
    if (layout.version >= 2) {
      if (cursor.left() < 16)
        throw new HmskError(`file ends in the header of ${where} of ${frames}`);
      w = cursor.u32();
      h = cursor.u32();
      x = cursor.u32() | 0;
      y = cursor.u32() | 0;
      if (w === 0 || h === 0 || w > HMSK_MAX_SIDE || h > HMSK_MAX_SIDE)
        throw new HmskError(`${where}: size ${w}x${h} is out of range`);
    }
    const why = onFrame(f, w, h, x, y);
    if (why !== null) throw new HmskError(why);
    for (let c = 0; c < layout.channelCount; ++c) {
      const channel = layout.version >= 2 ? `${where} channel ${layout.names[c]}` : where;
      const length = cursor.u32();
      if (length < 0) throw new HmskError(`file ends before ${channel} of ${frames} frames`);
      if (length > cursor.left())
        throw new HmskError(
          `${channel} is truncated: needs ${length} bytes, ${cursor.left()} left`);
      const start = cursor.at;
      cursor.at += length;
      const reason = onPayload(f, w, h, start, cursor.at);
      if (reason !== null) throw new HmskError(`${channel}: ${reason}`);
    }
  }
  if (cursor.left() !== 0)
    throw new HmskError(`${cursor.left()} unexpected bytes after the last frame`);
}

function toBytes(input) {
  if (input instanceof Uint8Array) return input;
  if (ArrayBuffer.isView(input))
    return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  // By tag rather than instanceof, so that buffers from another realm (a worker, an
  // iframe) and shared ones are taken too.
  const tag = Object.prototype.toString.call(input);
  if (tag === '[object ArrayBuffer]' || tag === '[object SharedArrayBuffer]')
    return new Uint8Array(input);
  throw new TypeError('parseHmsk takes a Uint8Array or an ArrayBuffer');
}

/**
 * Reads an HMSK file (versions 1 and 2). Throws HmskError, with the core's message,
 * for anything the core refuses; checks every size and the total area and memory
 * before it allocates a mask.
 * @param {Uint8Array | ArrayBuffer} input
 */
export function parseHmsk(input) {
  const data = toBytes(input);
  const layout = readHeader(data);
  const channels = layout.channelCount;

  // Pass 1 allocates nothing: every size and the limits first, in the core's order.
  let pixels = 0;
  let rows = 0;
  walkFrames(
    data, layout,
    (f, w, h) => {
      // w * h may round above 2^53 but never across 2^28; under it, the sums stay exact.
      const area = w * h;
      if (area > HMSK_MAX_FRAME_PIXELS || (pixels += area * channels) > HMSK_MAX_PIXELS)
        return `frames add up to more than ${HMSK_MAX_PIXELS} pixels`;
      if ((rows += h * channels) > HMSK_MAX_ROWS)
        return `frames add up to more than ${HMSK_MAX_ROWS} rows`;
      return null;
    },
    (f, w, h, start, end) => payloadSizeError(end - start, w, h, layout.encoding));

  const frames = [];
  const decode = [decodeBytes, decodeRle, decodeBits][layout.encoding];
  let channel = 0;
  walkFrames(
    data, layout,
    (f, w, h, x, y) => {
      frames.push(new Frame(w, h, [x, y], layout.names));
      channel = 0;
      return null;
    },
    (f, w, h, start, end) => {
      const mask = new Mask(w, h);
      const why = decode(data, start, end, mask);
      if (why !== null) return why;
      // defineProperty, so that a channel called "__proto__" is an own property too.
      Object.defineProperty(frames[f].masks, layout.names[channel++], {
        value: mask, enumerable: true, writable: true, configurable: true,
      });
      return null;
    });
  return {
    version: layout.version,
    encoding: ENCODINGS[layout.encoding],
    channels: layout.names,
    frames,
  };
}

/** One frame of a file: its size, origin and one mask per channel. */
class Frame {
  constructor(width, height, origin, channels) {
    this.width = width;
    this.height = height;
    this.origin = origin;
    this.masks = {};
    // Not enumerable: the frame's own data stays width, height, origin and masks.
    Object.defineProperty(this, '_channels', { value: channels });
  }

  /**
   * The channel's mask: the first channel (the collision mask, "solid") by default. A
   * name the file does not have throws a RangeError that lists the file's channels.
   */
  mask(channel) {
    if (channel === undefined) return this.masks[this._channels[0]];
    if (typeof channel !== 'string')
      throw new TypeError(`a channel name is a string, not ${String(channel)}`);
    if (!Object.prototype.hasOwnProperty.call(this.masks, channel))
      throw new RangeError(`no channel ${JSON.stringify(channel)} in this file; its channels are ${
        this._channels.map((name) => JSON.stringify(name)).join(', ')}`);
    return this.masks[channel];
  }
}

function decodeBytes(data, start, end, mask) {
  const { width, height, _bits: bits, _stride: stride } = mask;
  let at = start;
  for (let y = 0; y < height; ++y) {
    const row = y * stride + 1;
    for (let x = 0; x < width; ++x, ++at) {
      const v = data[at];
      if (v > 1) return `byte mask holds value ${v} (only 0 and 1 are allowed)`;
      if (v) bits[row + (x >>> 5)] |= 1 << (x & 31);
    }
  }
  mask._finishRows();
  return null;
}

// Bytes with their bits in reverse order: HMSK's bits are most significant first.
const REVERSED = new Uint8Array(256);
for (let i = 0; i < 256; ++i) {
  let r = 0;
  for (let bit = 0; bit < 8; ++bit) r |= ((i >> bit) & 1) << (7 - bit);
  REVERSED[i] = r;
}

function decodeBits(data, start, end, mask) {
  const { width, height, _bits: bits, _stride: stride } = mask;
  const rowBytes = (width + 7) >>> 3;
  const padMask = (1 << (rowBytes * 8 - width)) - 1;
  for (let y = 0; y < height; ++y) {
    const src = start + y * rowBytes;
    if (data[src + rowBytes - 1] & padMask)
      return `bit mask has padding bits set in row ${y}`;
    const row = y * stride + 1;
    for (let j = 0; j < rowBytes; ++j)
      bits[row + (j >>> 2)] |= REVERSED[data[src + j]] << (8 * (j & 3));
  }
  mask._finishRows();
  return null;
}

function decodeRle(data, start, end, mask) {
  const { width, height, _bits: bits, _stride: stride } = mask;
  let at = start;
  for (let y = 0; y < height; ++y) {
    const row = y * stride + 1;
    let x = 0;
    while (x < width) {
      if (at >= end) return `RLE data ends in row ${y}`;
      const code = (data[at++] << 24) >> 24;
      // Runs are 1..127 long either way; -128 would be the only code without a positive
      // twin, so it is never written and never read.
      if (code === 0 || code === -128) return `RLE code ${code} in row ${y}`;
      const length = code > 0 ? code : -code;
      if (length > width - x) return `RLE run overruns row ${y}`;
      if (code > 0) setSpan(bits, row, x, x + length);
      x += length;
    }
  }
  if (at !== end) return `RLE data has ${end - at} bytes past the last row`;
  mask._finishRows();
  return null;
}

// Sets pixels [from, to) of the row whose word 0 is bits[row].
function setSpan(bits, row, from, to) {
  while (from < to) {
    const bit = from & 31;
    const take = Math.min(32 - bit, to - from);
    const ones = take === 32 ? 0xffffffff : (1 << take) - 1;
    bits[row + (from >>> 5)] |= ones << bit;
    from += take;
  }
}
