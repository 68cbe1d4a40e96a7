// SPDX-License-Identifier: MIT
// Hitmask for JavaScript: load HMSK mask files and test masks against each other per
// pixel, with the same answers as the C++ core; a World of entries placed by their pivot,
// with contact events and queries; read the collision shapes JSON.
export { Mask } from './src/mask.js';
export { overlaps, overlapArea, firstContact, overlapMask } from './src/collide.js';
export { separation } from './src/separation.js';
export {
  parseHmsk, HmskError, HMSK_MAX_FRAMES, HMSK_MAX_CHANNELS, HMSK_MAX_NAME_BYTES, HMSK_MAX_SIDE,
  HMSK_MAX_FRAME_PIXELS, HMSK_MAX_PIXELS, HMSK_MAX_ROWS, HMSK_MAX_MASKS, HMSK_MAX_FILE_BYTES,
} from './src/hmsk.js';
export { World } from './src/world.js';
export { StaleIdError } from './src/worldcheck.js';
export { parseShapes, ShapesError } from './src/shapes.js';

/** The package's version (package.json's). */
export const version = '0.2.0';
