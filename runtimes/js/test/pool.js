// SPDX-License-Identifier: MIT
// Random masks for the World tests, each with the picture (byte grid) it was made from.
import { Mask } from '../index.js';
import { randomPicture } from './oracle.js';

/** `count` masks of the given sides, of the kinds games use, built through fromRgba. */
export function pool(random, count, sides) {
  const items = [];
  for (let i = 0; i < count; ++i) {
    const picture = randomPicture(random, random.pick(sides), random.pick(sides),
      random.pick(['disc', 'ring', 'noise', 'sparse', 'full', 'dither', 'empty', 'edges']));
    items.push({ picture, mask: Mask.fromRgba(picture.toRgba(random, 0), picture.width,
      picture.height) });
  }
  return items;
}
