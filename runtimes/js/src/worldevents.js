// SPDX-License-Identifier: MIT
// World.step()'s contact events: this step's pairs merged with the previous step's.
import { pairsBySlot } from './worldgrid.js';

const SLOT_SCALE = 2 ** 20;

// Orders two pairs of ids (flat arrays, pair i at 2i) as the core does: by the first's
// slot, the second's slot, then the ids themselves. The same two slots with other ids
// are two pairs: an entry was removed and its slot reused in between.
function compare(p, i, q, j) {
  return p[i] % SLOT_SCALE - q[j] % SLOT_SCALE || p[i + 1] % SLOT_SCALE - q[j + 1] % SLOT_SCALE ||
    p[i] - q[j] || p[i + 1] - q[j + 1];
}

/** The events of one step of world `w`, and its pairs kept for the next. */
export function stepEvents(w) {
  const pairs = pairsBySlot(w); // [slotA, slotB], slotA < slotB, in slot order
  const current = new Array(2 * pairs.length);
  for (let k = 0; k < pairs.length; ++k) {
    current[2 * k] = w._idOf(pairs[k][0]);
    current[2 * k + 1] = w._idOf(pairs[k][1]);
  }
  const previous = w._previous;
  const events = [];
  let i = 0;
  let j = 0;
  while (i < previous.length || j < current.length) {
    const order = i === previous.length ? 1 : j === current.length ? -1
      : compare(previous, i, current, j);
    if (order < 0) {
      events.push({ first: previous[i], second: previous[i + 1], phase: 'ended' });
      i += 2;
    } else if (order > 0) {
      events.push({ first: current[j], second: current[j + 1], phase: 'began' });
      j += 2;
    } else {
      events.push({ first: current[j], second: current[j + 1], phase: 'stayed' });
      i += 2;
      j += 2;
    }
  }
  w._previous = current;
  return events;
}
