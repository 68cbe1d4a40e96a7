// SPDX-License-Identifier: MIT
// The tests' references: masks as plain byte grids, collisions by looping over pixels,
// and HMSK files written byte by byte. Nothing here imports the module under test.

/** mulberry32: a small seeded generator, so that every run checks the same cases. */
export function rng(seed) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    below: (n) => Math.floor(next() * n),
    between: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

/** A mask as bytes, 1 solid, 0 empty, row-major. */
export class Picture {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height);
  }
  at(x, y) {
    return x >= 0 && y >= 0 && x < this.width && y < this.height &&
      this.pixels[y * this.width + x] === 1;
  }
  put(x, y, solid) {
    this.pixels[y * this.width + x] = solid ? 1 : 0;
  }
  count() {
    let n = 0;
    for (const p of this.pixels) n += p;
    return n;
  }
  /** {x, y, width, height} of the solid pixels, all 0 when none. */
  bounds() {
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -1;
    let y1 = -1;
    for (let y = 0; y < this.height; ++y)
      for (let x = 0; x < this.width; ++x)
        if (this.at(x, y)) {
          x0 = Math.min(x0, x);
          y0 = Math.min(y0, y);
          x1 = Math.max(x1, x);
          y1 = Math.max(y1, y);
        }
    return x1 < 0 ? { x: 0, y: 0, width: 0, height: 0 }
      : { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
  }
  /** RGBA bytes whose alpha is above `threshold` exactly where the picture is solid. */
  toRgba(random, threshold) {
    const rgba = new Uint8Array(this.width * this.height * 4);
    for (let i = 0; i < this.pixels.length; ++i) {
      rgba[4 * i] = random.below(256);
      rgba[4 * i + 1] = random.below(256);
      rgba[4 * i + 2] = random.below(256);
      rgba[4 * i + 3] = this.pixels[i] ? random.between(threshold + 1, 255)
        : random.between(0, threshold);
    }
    return rgba;
  }
}

/** Random pictures of the kinds games and the suite use. */
export function randomPicture(random, width, height, kind = random.pick(KINDS)) {
  const p = new Picture(width, height);
  const cx = (width - 1) / 2;
  const cy = (height - 1) / 2;
  const r = Math.min(width, height) / 2;
  const density = random.next();
  for (let y = 0; y < height; ++y)
    for (let x = 0; x < width; ++x) {
      const d = Math.hypot(x - cx, y - cy);
      let solid;
      switch (kind) {
        case 'empty': solid = false; break;
        case 'full': solid = true; break;
        case 'noise': solid = random.next() < density; break;
        case 'sparse': solid = random.next() < 0.01; break;
        case 'dither': solid = (x + y) % 2 === 0; break;
        case 'dither3': solid = (x % 2 === 0 || y % 2 === 0) && d <= r; break;
        case 'disc': solid = d <= r; break;
        case 'ring': solid = d <= r && d >= r * 0.6; break;
        case 'edges': solid = x === 0 || y === 0 || x === width - 1 || y === height - 1; break;
        default: throw new Error(kind);
      }
      p.put(x, y, solid);
    }
  return p;
}
export const KINDS = ['empty', 'full', 'noise', 'sparse', 'dither', 'dither3', 'disc', 'ring',
  'edges'];

// Pixels of a's grid where b (top-left at dx, dy) is solid too, in reading order. Only
// the rows and columns where both pictures lie are visited, so far offsets cost nothing.
function* common(a, b, dx, dy) {
  const x0 = Math.max(0, dx);
  const x1 = Math.min(a.width, dx + b.width);
  const y0 = Math.max(0, dy);
  const y1 = Math.min(a.height, dy + b.height);
  for (let y = y0; y < y1; ++y)
    for (let x = x0; x < x1; ++x) if (a.at(x, y) && b.at(x - dx, y - dy)) yield [x, y];
}

export function oracleOverlaps(a, b, dx, dy) {
  return !common(a, b, dx, dy).next().done;
}
export function oracleArea(a, b, dx, dy) {
  let n = 0;
  for (const _ of common(a, b, dx, dy)) ++n;
  return n;
}
export function oracleContact(a, b, dx, dy) {
  const first = common(a, b, dx, dy).next();
  return first.done ? null : first.value;
}

// ---- HMSK files, written from docs/hmsk-format.md's tables ----

function u16(v) {
  return [v & 0xff, (v >>> 8) & 0xff];
}
export function u32(v) {
  return [v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, (v >>> 24) & 0xff];
}

/** A payload: 'bytes', 'rle' or 'bits'. */
export function payload(picture, encoding) {
  const { width, height } = picture;
  const out = [];
  if (encoding === 'bytes') {
    for (const p of picture.pixels) out.push(p);
  } else if (encoding === 'bits') {
    for (let y = 0; y < height; ++y)
      for (let x = 0; x < width; x += 8) {
        let byte = 0;
        for (let i = 0; i < 8; ++i) if (picture.at(x + i, y)) byte |= 0x80 >> i;
        out.push(byte);
      }
  } else {
    for (let y = 0; y < height; ++y) {
      let x = 0;
      while (x < width) {
        const solid = picture.at(x, y);
        let run = 0;
        while (x + run < width && picture.at(x + run, y) === solid && run < 127) ++run;
        out.push(solid ? run : 256 - run);
        x += run;
      }
    }
  }
  return out;
}

const ENCODING = { bytes: 0, rle: 1, bits: 2 };

/**
 * A version 2 file: frames of {origin: [x, y], channels: [Picture, ...]}, channel
 * names as strings.
 */
export function hmsk2(frames, names, encoding) {
  const out = [0x48, 0x4d, 0x53, 0x4b, 2, ENCODING[encoding], ...u16(frames.length),
    ...u16(names.length), 0, 0];
  for (const name of names) {
    const bytes = new TextEncoder().encode(name);
    out.push(bytes.length, ...bytes);
  }
  for (const frame of frames) {
    const first = frame.channels[0];
    out.push(...u32(first.width), ...u32(first.height), ...u32(frame.origin[0]),
      ...u32(frame.origin[1]));
    for (const picture of frame.channels) {
      const data = payload(picture, encoding);
      out.push(...u32(data.length));
      for (const byte of data) out.push(byte);
    }
  }
  return new Uint8Array(out);
}

/** A version 1 file: frames of one size, one channel. */
export function hmsk1(pictures, encoding) {
  const out = [0x48, 0x4d, 0x53, 0x4b, 1, ENCODING[encoding], ...u16(pictures.length),
    ...u32(pictures[0].width), ...u32(pictures[0].height)];
  for (const picture of pictures) {
    const data = payload(picture, encoding);
    out.push(...u32(data.length));
    for (const byte of data) out.push(byte);
  }
  return new Uint8Array(out);
}
