// A frozen map from 32-bit token hashes to sorted lists of row numbers, in typed arrays: the near-exact check
// reads it once per token of every checked turn, where a Map lookup cost three times as much.

export class PostingTable {
  /** Every list, one after another; a slot's list is rows[start(slot), end(slot)). */
  readonly rows: Int32Array;
  private readonly keys: Uint32Array;
  private readonly used: Uint8Array;
  private readonly from: Int32Array;
  private readonly to: Int32Array;
  private readonly mask: number;

  /** `lists` are keyed by well-mixed hashes (the low bits pick the slot) and each sorted ascending. */
  constructor(lists: ReadonlyMap<number, readonly number[]>) {
    let size = 16;
    while (size < lists.size * 2) size *= 2; // at most half full: probes stay short
    this.mask = size - 1;
    this.keys = new Uint32Array(size);
    this.used = new Uint8Array(size);
    this.from = new Int32Array(size);
    this.to = new Int32Array(size);
    let total = 0;
    for (const list of lists.values()) total += list.length;
    this.rows = new Int32Array(total);
    let at = 0;
    for (const [key, list] of lists) {
      let slot = key & this.mask;
      while (this.used[slot]) slot = (slot + 1) & this.mask;
      this.used[slot] = 1;
      this.keys[slot] = key >>> 0;
      this.from[slot] = at;
      this.rows.set(list, at);
      at += list.length;
      this.to[slot] = at;
    }
  }

  /** The slot holding this key, or -1. */
  find(key: number): number {
    const k = key >>> 0;
    for (let slot = k & this.mask; this.used[slot]; slot = (slot + 1) & this.mask) if (this.keys[slot] === k) return slot;
    return -1;
  }

  start(slot: number): number {
    return this.from[slot] as number;
  }

  end(slot: number): number {
    return this.to[slot] as number;
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
