// A Bloom filter over n-gram keys: the in-memory first test of every n-gram, so only its rare positives reach SQLite.
import { fmix32 } from '../util/hash.js';
import { key52 } from './decontam-hash.js';

// A false positive costs one SQLite lookup that finds nothing; it never flags a record. Its rate is
// measured when the index is built (see measureFalsePositives) and kept in the index's meta table.

// Blocked (Putze, Sanders and Singler): all k bits of a key lie in one 512-bit block, one cache line, so a
// lookup costs one memory miss instead of one per probe; it needs a few more bits for the same rate.
const BLOCK_BITS = 512;
const BLOCK_WORDS = BLOCK_BITS / 32;

export class BloomFilter {
  private readonly blockMask: number;

  private constructor(
    private readonly words: Uint32Array,
    /** Number of probes per key. */
    readonly k: number,
  ) {
    this.blockMask = words.length / BLOCK_WORDS - 1;
  }

  /** Room for `count` keys at about `bitsPerKey` bits each (rounded up to a power of two, so a block is a mask). */
  static sized(count: number, bitsPerKey = 16): BloomFilter {
    let bits = BLOCK_BITS * 2;
    while (bits < count * bitsPerKey) bits *= 2;
    // Inside one block more probes stop paying off early: past 8 the rate rises (measured: 9e-4 at k 8, 1.4e-3 at k 15).
    const k = Math.max(1, Math.min(8, Math.round((bits / Math.max(1, count)) * Math.LN2)));
    return new BloomFilter(new Uint32Array(bits / 32), k);
  }

  /** Bits in the filter. */
  get size(): number {
    return this.words.length * 32;
  }

  // The block comes from ha's low bits; the bits inside it are hb + i*step (Kirsch and Mitzenmacher), step
  // odd and from ha's high bits, so the k bits differ and do not depend on the block.
  add(ha: number, hb: number): void {
    const block = (ha & this.blockMask) * BLOCK_WORDS;
    const step = (ha >>> 16) | 1;
    for (let i = 0, p = hb; i < this.k; i++, p = (p + step) | 0) {
      const w = block + ((p & (BLOCK_BITS - 1)) >>> 5);
      this.words[w] = (this.words[w] as number) | (1 << (p & 31));
    }
  }

  has(ha: number, hb: number): boolean {
    const block = (ha & this.blockMask) * BLOCK_WORDS;
    const step = (ha >>> 16) | 1;
    for (let i = 0, p = hb; i < this.k; i++, p = (p + step) | 0) {
      if (((this.words[block + ((p & (BLOCK_BITS - 1)) >>> 5)] as number) & (1 << (p & 31))) === 0) return false;
    }
    return true;
  }

  /** k in the first 4 bytes, then the words (little-endian, as typed arrays are on every platform Node runs on). */
  toBuffer(): Buffer {
    const out = Buffer.alloc(4 + this.words.byteLength);
    out.writeUInt32LE(this.k, 0);
    Buffer.from(this.words.buffer, this.words.byteOffset, this.words.byteLength).copy(out, 4);
    return out;
  }

  static fromBuffer(buf: Buffer): BloomFilter {
    const k = buf.readUInt32LE(0);
    const bytes = buf.subarray(4);
    const words = new Uint32Array(bytes.byteLength / 4);
    Buffer.from(words.buffer).set(bytes);
    if (k < 1 || k > 16 || words.length < BLOCK_WORDS || (words.length & (words.length - 1)) !== 0) throw new Error(`corrupt Bloom filter (k ${k}, ${words.length} words)`);
    return new BloomFilter(words, k);
  }
}

/**
 * The share of `probes` keys the filter says it holds although they are not in `members` (the keys added):
 * random 64-bit keys drawn from a fixed-seed generator, so the figure is the same on every build of the same data.
 */
export function measureFalsePositives(filter: BloomFilter, members: ReadonlySet<number>, probes = 200_000): number {
  let state = 0x2f6b3c1d;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
  let tried = 0;
  let hits = 0;
  while (tried < probes) {
    const ha = fmix32(next());
    const hb = fmix32(next() ^ 0x9e3779b9);
    if (members.has(key52(ha, hb))) continue;
    tried++;
    if (filter.has(ha, hb)) hits++;
  }
  return hits / tried;
}

/**
 * A set of 32-bit hashes as one bit each (a Bloom filter with k = 1), small enough to stay in the L1 cache:
 * "no" is certain, "yes" means maybe. Used to skip work for tokens no benchmark turn has.
 */
export class HashBitmap {
  private readonly mask: number;

  private constructor(private readonly words: Uint32Array) {
    this.mask = words.length * 32 - 1;
  }

  /** 2^bits bits; 2^17 (16 KiB) holds 15,000 hashes at about 11% "maybe" for a stranger. */
  static empty(bits = 17): HashBitmap {
    return new HashBitmap(new Uint32Array(2 ** bits / 32));
  }

  add(h: number): void {
    const b = h & this.mask;
    this.words[b >>> 5] = (this.words[b >>> 5] as number) | (1 << (b & 31));
  }

  has(h: number): boolean {
    const b = h & this.mask;
    return ((this.words[b >>> 5] as number) & (1 << (b & 31))) !== 0;
  }

  toBuffer(): Buffer {
    return Buffer.from(this.words.buffer, this.words.byteOffset, this.words.byteLength);
  }

  static fromBuffer(buf: Buffer): HashBitmap {
    const words = new Uint32Array(buf.byteLength / 4);
    Buffer.from(words.buffer).set(buf);
    if (words.length === 0 || (words.length & (words.length - 1)) !== 0) throw new Error(`corrupt bitmap (${words.length} words)`);
    return new HashBitmap(words);
  }
}
