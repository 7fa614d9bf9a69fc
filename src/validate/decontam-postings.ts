// A frozen map from 32-bit token hashes to sorted lists of row numbers, in typed arrays: the near-exact check
// reads it once per token of every checked turn, where a Map lookup cost three times as much.

export class PostingTable {
  /** Every list, one after another; a slot's list is rows[start(slot), end(slot)). */
  readonly rows: Int32Array;
  /** Per slot [key, from, to, unused]: one cache line answers a probe. to is 0 for an empty slot (a list is never empty). */
  private readonly slots: Int32Array;
  private readonly mask: number;

  /** `lists` are keyed by well-mixed hashes (the low bits pick the slot) and each sorted ascending. */
  constructor(lists: ReadonlyMap<number, readonly number[]>) {
    let size = 16;
    while (size < lists.size * 2) size *= 2; // at most half full: probes stay short
    this.mask = size - 1;
    this.slots = new Int32Array(size * 4);
    let total = 0;
    for (const list of lists.values()) total += list.length;
    this.rows = new Int32Array(total);
    let at = 0;
    for (const [key, list] of lists) {
      if (list.length === 0) continue;
      let slot = key & this.mask;
      while (this.slots[slot * 4 + 2] !== 0) slot = (slot + 1) & this.mask;
      this.rows.set(list, at);
      this.slots.set([key | 0, at, at + list.length], slot * 4);
      at += list.length;
    }
  }

  /** The slot holding this key, or -1. */
  find(key: number): number {
    const k = key | 0;
    for (let slot = key & this.mask; this.slots[slot * 4 + 2] !== 0; slot = (slot + 1) & this.mask) if (this.slots[slot * 4] === k) return slot;
    return -1;
  }

  start(slot: number): number {
    return this.slots[slot * 4 + 1] as number;
  }

  end(slot: number): number {
    return this.slots[slot * 4 + 2] as number;
  }
}

/** The first position in [lo, hi) of a sorted list whose value is at least v (hi if none). */
export function lowerBound(list: ArrayLike<number>, v: number, lo = 0, hi = list.length): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
