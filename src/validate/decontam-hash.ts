// Hashes of tokens, n-grams and whole turns for decontamination, and TurnScan, which gives them for a turn without allocating.
import { fmix32 as fmix } from '../util/hash.js';
import { isPlainWordChar, isPunctuation, tokens } from './decontam-text.js';

/** Two independent 32-bit hashes per token (lanes a and b): together they key an n-gram with 52 bits and probe a Bloom filter. */
export interface TokenHashes {
  a: Uint32Array;
  b: Uint32Array;
  /** Tokens held (the arrays may be longer). */
  count: number;
}

// Per character: lane a is FNV-1a, lane b a multiply-xorshift; both finalised per token with fmix.
const SEED_A = 0x811c9dc5;
const SEED_B = 0x2545f491;

export function hashTokens(toks: readonly string[]): TokenHashes {
  const a = new Uint32Array(toks.length);
  const b = new Uint32Array(toks.length);
  toks.forEach((s, t) => {
    let x = SEED_A;
    let y = SEED_B;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      x = Math.imul(x ^ c, 0x01000193);
      y = Math.imul(y ^ c, 0x5bd1e995);
      y ^= y >>> 13;
    }
    a[t] = fmix(x);
    b[t] = fmix(y ^ s.length);
  });
  return { a, b, count: toks.length };
}

const BASE_A = 0x9e3779b1;
const BASE_B = 0x85ebca77;

/** A 52-bit key from two 32-bit lanes: exact in a JS number and in a SQLite INTEGER. */
export function key52(ha: number, hb: number): number {
  return (ha >>> 12) * 4294967296 + hb;
}

/**
 * Calls `emit` for every n-gram of a turn, in order, with its two lane hashes (finalised). A rolling
 * polynomial per lane makes this linear in the turn's length whatever n is.
 */
export function forEachNgram(h: TokenHashes, n: number, emit: (ha: number, hb: number, start: number) => void): void {
  const len = h.count;
  if (n < 1 || len < n) return;
  let powA = 1;
  let powB = 1;
  for (let i = 1; i < n; i++) {
    powA = Math.imul(powA, BASE_A);
    powB = Math.imul(powB, BASE_B);
  }
  let A = 0;
  let B = 0;
  for (let i = 0; i < n; i++) {
    A = (Math.imul(A, BASE_A) + (h.a[i] as number)) | 0;
    B = (Math.imul(B, BASE_B) + (h.b[i] as number)) | 0;
  }
  for (let s = 0; ; s++) {
    emit(fmix(A), fmix(B ^ 0x5f3759df), s);
    if (s + n >= len) return;
    A = (Math.imul((A - Math.imul(h.a[s] as number, powA)) | 0, BASE_A) + (h.a[s + n] as number)) | 0;
    B = (Math.imul((B - Math.imul(h.b[s] as number, powB)) | 0, BASE_B) + (h.b[s + n] as number)) | 0;
  }
}

/** The key of a whole normalised turn (for exact matches): the same polynomial over all its tokens, with its length. */
export function turnKey(h: TokenHashes): number {
  let A = h.count;
  let B = Math.imul(h.count, 0x27d4eb2f);
  for (let i = 0; i < h.count; i++) {
    A = (Math.imul(A, BASE_A) + (h.a[i] as number)) | 0;
    B = (Math.imul(B, BASE_B) + (h.b[i] as number)) | 0;
  }
  return key52(fmix(A ^ 0x6a09e667), fmix(B ^ 0xbb67ae85));
}

/**
 * One turn's token hashes, filled into buffers it keeps, so checking a record allocates almost nothing.
 * Plain text (see decontam-text.ts) is hashed straight from its characters, upper case folded; other text
 * is tokenised in full first. Either way the hashes equal hashTokens(tokens(text)).
 */
export class TurnScan implements TokenHashes {
  a = new Uint32Array(64);
  b = new Uint32Array(64);
  count = 0;
  /** Length of the normalised turn (tokens joined by single spaces). */
  length = 0;
  private starts = new Int32Array(64);
  private ends = new Int32Array(64);
  private text = '';
  private list: string[] | undefined;

  scan(text: string): this {
    this.text = text;
    this.list = undefined;
    this.count = 0;
    let chars = 0;
    let x = SEED_A;
    let y = SEED_B;
    let start = -1;
    for (let i = 0; i <= text.length; i++) {
      const c = i < text.length ? text.charCodeAt(i) : 32;
      if (isPlainWordChar(c)) {
        const lower = c | 0x20;
        if (start < 0) {
          start = i;
          x = SEED_A;
          y = SEED_B;
        }
        x = Math.imul(x ^ lower, 0x01000193);
        y = Math.imul(y ^ lower, 0x5bd1e995);
        y ^= y >>> 13;
        continue;
      }
      if (c >= 128 && !isPunctuation(c)) return this.scanTokens(tokens(text));
      if (start < 0) continue;
      this.push(fmix(x), fmix(y ^ (i - start)), start, i);
      chars += i - start;
      start = -1;
    }
    this.length = this.count === 0 ? 0 : chars + this.count - 1;
    return this;
  }

  /** Token i, normalised. */
  token(i: number): string {
    if (this.list) return this.list[i] as string;
    return this.text.slice(this.starts[i], this.ends[i]).toLowerCase();
  }

  /** Adds the normalised turn's characters (spaces between tokens included) to `out`, at bin(char code). */
  histogram(out: Uint8ClampedArray | Uint16Array, bin: (c: number) => number): void {
    if (this.count > 1) out[bin(32)] = (out[bin(32)] as number) + this.count - 1;
    for (let t = 0; t < this.count; t++) {
      const s = this.list ? (this.list[t] as string) : this.text;
      const [from, to] = this.list ? [0, s.length] : [this.starts[t] as number, this.ends[t] as number];
      for (let i = from; i < to; i++) {
        const b = bin(s.charCodeAt(i) | (this.list ? 0 : 0x20));
        out[b] = (out[b] as number) + 1;
      }
    }
  }

  /** Tokens [from, to) joined by single spaces: the normalised turn, or one of its n-grams. */
  join(from = 0, to = this.count): string {
    const out: string[] = [];
    for (let i = from; i < to; i++) out.push(this.token(i));
    return out.join(' ');
  }

  private scanTokens(toks: string[]): this {
    const h = hashTokens(toks);
    this.count = 0;
    toks.forEach((_, i) => this.push(h.a[i] as number, h.b[i] as number, 0, 0));
    this.list = toks;
    this.length = toks.length === 0 ? 0 : toks.reduce((n, t) => n + t.length, toks.length - 1);
    return this;
  }

  private push(ha: number, hb: number, start: number, end: number): void {
    if (this.count === this.a.length) {
      const a = new Uint32Array(this.count * 2);
      const b = new Uint32Array(this.count * 2);
      const starts = new Int32Array(this.count * 2);
      const ends = new Int32Array(this.count * 2);
      a.set(this.a);
      b.set(this.b);
      starts.set(this.starts);
      ends.set(this.ends);
      [this.a, this.b, this.starts, this.ends] = [a, b, starts, ends];
    }
    this.a[this.count] = ha;
    this.b[this.count] = hb;
    this.starts[this.count] = start;
    this.ends[this.count] = end;
    this.count++;
  }
}
