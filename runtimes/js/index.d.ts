// SPDX-License-Identifier: MIT
// Type declarations for hitmask, written by hand to match index.js and src/.

/** The solid pixels' tight box; all 0 when the mask has none. */
export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A bit-packed collision mask: one bit per pixel, set where the pixel is solid. */
export declare class Mask {
  /** An all-empty mask; sides are integers from 0 to 2^30 (a 0 side makes 0 x 0). */
  constructor(width: number, height: number);
  /**
   * Solid where alpha > threshold. `data` holds 8-bit R, G, B, A per pixel, rows
   * `width * 4` bytes apart, as `ImageData.data` does.
   */
  static fromRgba(
    data: Uint8Array | Uint8ClampedArray | ArrayLike<number>,
    width: number,
    height: number,
    threshold?: number,
  ): Mask;
  readonly width: number;
  readonly height: number;
  /** Whether pixel (x, y) is solid (fractions floored); false outside the mask. */
  get(x: number, y: number): boolean;
  /** Makes pixel (x, y) solid or empty; ignored outside the mask. */
  set(x: number, y: number, solid: boolean): void;
  /** Number of solid pixels. */
  count(): number;
  /** Tight box of the solid pixels. */
  bounds(): Bounds;
}

/** A point in a's coordinates: [x, y]. */
export type Point = [x: number, y: number];

/**
 * Whether a pixel is solid in both masks; (dx, dy) is where b's top-left lies in a.
 * Offsets are floored to integers; NaN or a missing offset is a TypeError.
 */
export declare function overlaps(a: Mask, b: Mask, dx: number, dy: number): boolean;
/** Number of pixels solid in both masks. */
export declare function overlapArea(a: Mask, b: Mask, dx: number, dy: number): number;
/** The topmost, then leftmost pixel solid in both masks, in a's coordinates, or null. */
export declare function firstContact(a: Mask, b: Mask, dx: number, dy: number): Point | null;
/** A new mask of a's size, solid where both masks are. */
export declare function overlapMask(a: Mask, b: Mask, dx: number, dy: number): Mask;

/** A point {x, y}, in world pixels where the World gives one. */
export interface XY {
  x: number;
  y: number;
}

/**
 * The fewest whole pixels b must move in each direction, on its own, to stop overlapping
 * a, and `push`, the smallest of the four as b's move (ties: left, right, up, down).
 */
export interface Separation {
  left: number;
  right: number;
  up: number;
  down: number;
  push: XY;
}
/** How far b, its top-left at (dx, dy) in a, must move to stop overlapping a; all 0 when apart. */
export declare function separation(a: Mask, b: Mask, dx: number, dy: number): Separation;

/** Why parseHmsk refused a file; `message` is exactly the C++ core's. */
export declare class HmskError extends Error {
  constructor(message: string);
  name: 'HmskError';
}

export type Encoding = 'bytes' | 'rle' | 'bits';

export interface HmskFrame {
  width: number;
  height: number;
  /** The sprite's pivot in the frame's pixels. */
  origin: Point;
  /** One mask per channel, by name (HmskFile.channels has the file's order). */
  masks: Record<string, Mask>;
  /**
   * The channel's mask, the first channel (the collision mask, "solid") by default; a
   * name the file does not have throws a RangeError listing the file's channels.
   */
  mask(channel?: string): Mask;
}

export interface HmskFile {
  version: 1 | 2;
  encoding: Encoding;
  /** Channel names in the file's order; the first is the collision mask. */
  channels: string[];
  frames: HmskFrame[];
}

/** Reads an HMSK file (versions 1 and 2); throws HmskError for anything the core refuses. */
export declare function parseHmsk(data: Uint8Array | ArrayBuffer | ArrayBufferView): HmskFile;

// The HMSK format's limits (docs/hmsk-format.md, Limits): the same numbers as the C++
// core's and the other runtimes'. parseHmsk refuses a file past any of them.
/** Frames in a file (a u16 field): 65535. */
export declare const HMSK_MAX_FRAMES: number;
/** Channels in a file (a u16 field): 65535. */
export declare const HMSK_MAX_CHANNELS: number;
/** Bytes of a channel name (a u8 field): 255. */
export declare const HMSK_MAX_NAME_BYTES: number;
/** A frame's width or height (2^30). */
export declare const HMSK_MAX_SIDE: number;
/** Pixels of one frame, width x height (2^28). */
export declare const HMSK_MAX_FRAME_PIXELS: number;
/** Most pixels, over every frame and channel, one file may declare (2^28). */
export declare const HMSK_MAX_PIXELS: number;
/** Most rows, over every frame and channel, one file may declare (2^23). */
export declare const HMSK_MAX_ROWS: number;
/** Most masks, frames x channels, one file may declare (2^20). */
export declare const HMSK_MAX_MASKS: number;
/** Bytes of a whole file (320 MiB): no valid file is larger. */
export declare const HMSK_MAX_FILE_BYTES: number;
/** The package's version, "0.2.0". */
export declare const version: string;

/**
 * An entry's id in a World: its slot (low 20 bits) and the slot's generation (high 12),
 * as in the core. A removed entry's id is stale for good.
 */
export type EntryId = number;
/** An entry's pivot in its mask's pixels: [x, y] or {x, y}. */
export type Origin = Point | { x: number; y: number };

/** Thrown by a strict World for any call naming an id that is not live. */
export declare class StaleIdError extends RangeError {
  constructor(message: string, id: unknown);
  name: 'StaleIdError';
  /** The id the call named. */
  id: unknown;
}

/** A contact event of World.step(). */
export interface Contact {
  /** The pair's entry in the lower slot (not always the lower id once slots are reused). */
  first: EntryId;
  second: EntryId;
  phase: 'began' | 'stayed' | 'ended';
}

/** The first solid pixel a segment meets, in world pixels. */
export interface SegmentHit {
  id: EntryId;
  x: number;
  y: number;
}

/** An exclude argument: an id to leave out, or null (or 0xffffffff) for none. */
export type Exclude = EntryId | null | undefined;

/**
 * Many moving masks: which entries' solid pixels overlap, every frame. An entry's
 * position is its pivot; its mask's top-left lies at position - origin.
 */
export declare class World {
  /**
   * Cells of `cellSize` pixels square (1 to 3 count as 4; below 1 is a RangeError, not a
   * number a TypeError); about a sprite's size is best. `strict`: calls naming an id that
   * is not live throw StaleIdError instead of being ignored.
   */
  constructor(cellSize?: number, options?: { strict?: boolean });
  /** Number of live entries. */
  readonly size: number;
  readonly cellSize: number;
  readonly strict: boolean;
  /** Whether `id` names a live entry (false for a removed entry's stale id); never throws. */
  contains(id: EntryId): boolean;
  /**
   * Places a mask with its top-left at (x, y) (fractions floored; origin (0, 0)); ids 0,
   * 1, 2, ... in a fresh world, freed slots reused oldest first with the next generation.
   */
  add(mask: Mask, x: number, y: number, userData?: unknown, origin?: Origin): EntryId;
  /** Places a frame's mask of `channel` (the first by default) with its origin at (x, y). */
  addFrame(frame: HmskFrame, x: number, y: number, channel?: string, userData?: unknown): EntryId;
  /** Moves the entry's pivot. Each change returns false, changing nothing, for an id not live. */
  move(id: EntryId, x: number, y: number): boolean;
  /** Another mask; position and origin stay. */
  setMask(id: EntryId, mask: Mask, origin?: Origin): boolean;
  /** Another frame (mask and origin); the pivot stays where it is. */
  setFrame(id: EntryId, frame: HmskFrame, channel?: string): boolean;
  remove(id: EntryId): boolean;
  /**
   * Two entries can collide only when (a.layers & b.collidesWith) != 0 and
   * (b.layers & a.collidesWith) != 0, as unsigned 32-bit masks. New entries: layers 1,
   * collidesWith 0xffffffff; collidesWith left out means every layer. A mask must be an
   * integer from -2^31 (what `1 << 31` gives) to 2^32 - 1: others throw a RangeError.
   */
  setLayers(id: EntryId, layers: number, collidesWith?: number): boolean;
  setUserData(id: EntryId, value: unknown): boolean;
  /** undefined when none was given or the id is not live. */
  userData(id: EntryId): unknown;
  /** The pivot, or null for an id that is not live. */
  position(id: EntryId): XY | null;
  /** The pivot's place in the mask. */
  origin(id: EntryId): XY | null;
  mask(id: EntryId): Mask | null;
  layers(id: EntryId): { layers: number; collidesWith: number } | null;
  /** Every live id, by slot. */
  ids(): EntryId[];
  /** Every pair whose solid pixels overlap, [a, b] with a < b, sorted by id. */
  collisions(): Array<[EntryId, EntryId]>;
  /** Began, stayed and ended pairs since the last step(), in slot order. */
  step(): Contact[];
  /** The entries colliding with `id` now (layers included), by id. */
  collisionsOf(id: EntryId): EntryId[];
  overlapArea(a: EntryId, b: EntryId): number;
  firstContact(a: EntryId, b: EntryId): XY | null;
  /** How far b must move to stop overlapping a, whatever their layers. */
  separation(a: EntryId, b: EntryId): Separation;
  /** Entries on one of `layers` whose solid pixels overlap `mask` at (x, y), in id order. */
  query(mask: Mask, x: number, y: number, layers?: number, exclude?: Exclude): EntryId[];
  queryPoint(x: number, y: number, layers?: number, exclude?: Exclude): EntryId[];
  queryRect(x: number, y: number, width: number, height: number, layers?: number,
    exclude?: Exclude): EntryId[];
  /**
   * The first solid pixel from (x0, y0) to (x1, y1), both ends included; at the first
   * step with one, the entry in the lowest slot.
   */
  querySegment(x0: number, y0: number, x1: number, y1: number, layers?: number,
    exclude?: Exclude): SegmentHit | null;
}

/** Why parseShapes refused a document: `message` names the first bad value and where it is. */
export declare class ShapesError extends Error {
  constructor(message: string);
  name: 'ShapesError';
}

/** An axis-aligned box in the frame's pixel-edge units; width and height are positive. */
export interface ShapeBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A circle by its centre and (positive) radius. */
export interface ShapeCircle {
  x: number;
  y: number;
  radius: number;
}

/** An outline (clockwise on screen) and its holes, rings of [x, y] points. */
export interface ShapePolygon {
  outer: Point[];
  holes: Point[][];
}

/**
 * How a channel's shapes behave in a physics engine; a document without "physics" gives
 * these defaults (Box2D's): sensor false, density 1, friction 0.6, restitution 0,
 * categoryBits 1, collidesWith 0xffffffff, groupIndex 0, properties {}.
 */
export interface ShapePhysics {
  /** Reports contacts, pushes nothing. */
  sensor: boolean;
  density: number;
  friction: number;
  restitution: number;
  /** The channel's categories, an unsigned 32-bit mask (Box2D 2.4 keeps the low 16). */
  categoryBits: number;
  /** The categories it collides with (Box2D's maskBits), unsigned 32-bit. */
  collidesWith: number;
  /** Box2D's filter group: the same positive group always collides, negative never. */
  groupIndex: number;
  /** The designer's own key/value strings. */
  properties: Record<string, string>;
}

/** One frame's (and, with several channels, one channel's) shapes. */
export interface FrameShapes {
  frame: number;
  /** The channel's name, null when the export had one channel. */
  channel: string | null;
  width: number;
  height: number;
  /** The frame's pivot, [0, 0] when the document does not say. */
  origin: Point;
  /** Whether the shapes were drawn by hand in the editor rather than traced. */
  hand: boolean;
  boxes: ShapeBox[];
  /** Pixels the boxes get wrong (at most K boxes); 0 when absent. */
  wrongPixels: number;
  polygons: ShapePolygon[];
  circles: ShapeCircle[];
  physics: ShapePhysics;
}

/**
 * Reads the shapes JSON (`hitmask-cli shapes --json`, the shapes-json export) from its
 * text, its UTF-8 bytes or the document already parsed; one entry per frame and channel
 * in the document's order. Throws ShapesError naming the first bad value.
 */
export declare function parseShapes(source: string | Uint8Array | ArrayBuffer | unknown[]): FrameShapes[];
