// SPDX-License-Identifier: MIT
// The World's pairs, found in any order, sorted by their first then second slot.

// Pairs found as numbers a * 2^32 + b, sorted by a counting sort on a, then each a's
// partners: by insertion when they are few, as most are, by the typed array's sort when
// they are many (a crowd).
export function sortPairs(found, entries) {
  const start = new Int32Array(entries + 1);
  for (let i = 0; i < found.length; ++i) ++start[Math.floor(found[i] / 4294967296) + 1];
  for (let a = 0; a < entries; ++a) start[a + 1] += start[a];
  const fill = start.slice(0, entries);
  const second = new Int32Array(found.length);
  for (let i = 0; i < found.length; ++i) {
    const a = Math.floor(found[i] / 4294967296);
    second[fill[a]++] = found[i] - a * 4294967296;
  }
  const pairs = new Array(found.length);
  for (let a = 0; a < entries; ++a) {
    const first = start[a];
    const last = start[a + 1];
    if (last - first > 16) {
      second.subarray(first, last).sort();
    } else {
      for (let i = first + 1; i < last; ++i) {
        const b = second[i];
        let j = i;
        for (; j > first && second[j - 1] > b; --j) second[j] = second[j - 1];
        second[j] = b;
      }
    }
    for (let i = first; i < last; ++i) pairs[i] = [a, second[i]];
  }
  return pairs;
}
