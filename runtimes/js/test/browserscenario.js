// SPDX-License-Identifier: MIT
// What the browser test asks of the module, in a browser page and in Node alike: masks,
// pair tests, a World's contact events and queries, an HMSK file read.
import {
  Mask, World, overlaps, firstContact, separation, overlapMask, parseHmsk, version,
} from '../index.js';

// A diamond: |x - c| + |y - c| <= size / 2.
function diamond(size) {
  const mask = new Mask(size, size);
  const c = (size - 1) / 2;
  for (let y = 0; y < size; ++y)
    for (let x = 0; x < size; ++x) mask.set(x, y, Math.abs(x - c) + Math.abs(y - c) <= size / 2);
  return mask;
}

// An HMSK version 1 file of one 2 x 2 frame, bytes encoding, solid on its diagonal.
const FILE = new Uint8Array([0x48, 0x4d, 0x53, 0x4b, 1, 0, 1, 0, 2, 0, 0, 0, 2, 0, 0, 0,
  4, 0, 0, 0, 1, 0, 0, 1]);

export function scenario() {
  const ship = diamond(24);
  const rock = diamond(16);
  const world = new World(32);
  const a = world.add(ship, 0, 0, 'ship');
  const b = world.add(rock, 100, 0);
  const c = world.add(rock, 10, 40);
  const events = [world.step()];
  world.move(b, 15, 5);
  world.move(c, 10, 18);
  events.push(world.step());
  world.remove(c);
  events.push(world.step());
  const file = parseHmsk(FILE);
  return {
    version,
    overlaps: overlaps(ship, rock, 15, 5),
    contact: firstContact(ship, rock, 15, 5),
    separation: separation(ship, rock, 15, 5),
    overlapCount: overlapMask(ship, rock, 15, 5).count(),
    events,
    collisions: world.collisions(),
    point: world.queryPoint(12, 12),
    rect: world.queryRect(20, 0, 10, 10, 0xffffffff, a),
    hitscan: world.querySegment(-50, 12, 200, 12),
    farHitscan: world.querySegment(-2147483648, 12, 2147483647, 12, 0xffffffff, a),
    pairSeparation: world.separation(a, b),
    user: world.userData(a),
    fileCount: file.frames[0].mask().count(),
  };
}
