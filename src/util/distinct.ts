// Counts distinct strings in bounded memory: exact up to a limit, then a HyperLogLog sketch (about 1% error),
// so a statistic over a million records costs what it costs over ten thousand.
import { fmix32 } from './hash.js';

const P = 14; // 16,384 registers: standard error 1.04 / sqrt(2^14), about 0.8%
const M = 1 << P;
const ALPHA = 0.7213 / (1 + 1.079 / M);

/** 32-bit FNV-1a with a seed, then a murmur3 finaliser so nearby strings spread over all bits. */
function hash32(s: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return fmix32(h);
}

export class DistinctCounter {
  private exact: Set<string> | undefined = new Set();
  private registers: Uint8Array | undefined;

  constructor(private readonly exactLimit = 100_000) {}

  add(value: string): void {
    if (this.exact) {
      this.exact.add(value);
      if (this.exact.size <= this.exactLimit) return;
      // Past the limit: move what was seen into the sketch and forget the strings.
      this.registers = new Uint8Array(M);
      for (const v of this.exact) this.sketch(v);
      this.exact = undefined;
      return;
    }
    this.sketch(value);
  }

  /** Exact while under the limit, estimated after. */
  get size(): number {
    if (this.exact) return this.exact.size;
    const reg = this.registers as Uint8Array;
    let sum = 0;
    let zeros = 0;
    for (let i = 0; i < M; i++) {
      const r = reg[i] as number;
      sum += 2 ** -r;
      if (r === 0) zeros++;
    }
    const raw = (ALPHA * M * M) / sum;
    // Small counts: linear counting over empty registers is the better estimate.
    return Math.round(raw <= 2.5 * M && zeros > 0 ? M * Math.log(M / zeros) : raw);
  }

  get estimated(): boolean {
    return this.exact === undefined;
  }

  private sketch(value: string): void {
    const reg = this.registers as Uint8Array;
    const index = hash32(value, 0) >>> (32 - P);
    const w = hash32(value, 0x5bd1e995);
    const rank = w === 0 ? 33 : Math.clz32(w) + 1;
    if (rank > (reg[index] as number)) reg[index] = rank;
  }
}
