// Near-exact user-turn matches: a checked turn that is a short benchmark turn with a few characters changed.
//
// Definition. A checked turn T and a benchmark turn B match near-exactly when
// - T and B both have at least minTurnTokens and fewer than 2n tokens: short enough that one changed word can
//   leave no shared n-gram (a copy of a longer turn with one edit still shares one, and a T much longer than
//   B is not 90% alike to it anyway);
// - similarity(T, B) = 1 - levenshtein(T, B) / max(|T|, |B|) >= the threshold (0.9 by default), over the
//   normalised strings (decontam-text.ts), in characters;
// - T contains one of B's index tokens: the tokens of B that occur in at most STOP_POSTINGS distinct short
//   benchmark turns, or, when B has none, its rarest token. Words such as "the" or "what" nominate no
//   candidates, which keeps a checked turn's cost to a few candidates; two similar turns share a rarer word.
// Equal normalised turns are exact matches and are found before this (by their key).
import { hashTokens, type TurnScan } from './decontam-hash.js';
import { PostingTable, lowerBound } from './decontam-postings.js';
import { HashBitmap } from './decontam-bloom.js';

export const STOP_POSTINGS = 32;
// 32 one-byte bins a row (a-z, digits odd and even, space, the rest in three): 3,800 short turns fit in 120 KiB,
// which stays in cache beside the rest of the validate chain; merged bins only loosen the bound.
const BINS = 32;

export interface NearRow {
  norm: string;
  /** Every benchmark turn with this normalised text. */
  tids: number[];
}

export interface NearHit {
  tids: number[];
  norm: string;
  similarity: number;
}

function bin(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 48 && code <= 57) return 26 + (code & 1);
  if (code === 32) return 28;
  return 29 + (code % 3);
}

/** Counts saturate at 255 on both sides, so a difference of counts still bounds the edit distance from below. */
function histogram(s: string, out: Uint8ClampedArray, at = 0): void {
  for (let i = 0; i < s.length; i++) {
    const b = at + bin(s.charCodeAt(i));
    out[b] = (out[b] as number) + 1;
  }
}

/** Levenshtein distance if it is at most k, else k + 1: only the diagonal band of width 2k+1 is computed. */
export function boundedLevenshtein(x: string, y: string, k: number): number {
  const [a, b] = x.length <= y.length ? [x, y] : [y, x];
  const la = a.length;
  const lb = b.length;
  const big = k + 1;
  if (lb - la > k) return big;
  let prev = new Int32Array(lb + 1).fill(big);
  let cur = new Int32Array(lb + 1).fill(big);
  for (let j = 0; j <= Math.min(lb, k); j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    const lo = Math.max(0, i - k);
    const hi = Math.min(lb, i + k);
    if (lo > 0) cur[lo - 1] = big;
    let rowMin = big;
    const ca = a.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j++) {
      let v = i;
      if (j > 0) {
        v = (prev[j - 1] as number) + (ca === b.charCodeAt(j - 1) ? 0 : 1);
        v = Math.min(v, (prev[j] as number) + 1, (cur[j - 1] as number) + 1);
      }
      if (v > big) v = big;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    // The cell right of the band reads as "too far" to the next row.
    if (hi < lb) cur[hi + 1] = big;
    if (rowMin > k) return big;
    [prev, cur] = [cur, prev];
  }
  return Math.min(prev[lb] as number, big);
}

/** The short benchmark turns, indexed by their tokens, with a character histogram each for a cheap lower bound. */
export class NearTurns {
  private readonly rows: readonly NearRow[];
  private readonly lengths: Int32Array;
  /** Short turns by index token, keyed by the token's lane-a hash: a collision only adds a candidate. */
  private readonly postings: PostingTable;
  /** The same keys as one bit each, in the L1 cache: most tokens of a checked turn are not index tokens. */
  private readonly present = HashBitmap.empty(16);
  private readonly hist: Uint8ClampedArray;
  private readonly stamp: Uint32Array;
  private readonly query = new Uint8ClampedArray(BINS);
  private generation = 0;

  /** `rows` hold distinct normalised turns (each with every turn id that has that text). */
  constructor(rows: readonly NearRow[], private readonly threshold: number) {
    // Shortest first: a query's candidates of a compatible length are then one slice of every posting list.
    this.rows = [...rows].sort((a, b) => a.norm.length - b.norm.length);
    this.lengths = Int32Array.from(this.rows, (r) => r.norm.length);
    this.hist = new Uint8ClampedArray(rows.length * BINS);
    this.stamp = new Uint32Array(rows.length);
    const keys = this.rows.map((r) => [...new Set(hashTokens(r.norm.split(' ')).a)]);
    const df = new Map<number, number>();
    const lists = new Map<number, number[]>();
    for (const ks of keys) for (const k of ks) df.set(k, (df.get(k) ?? 0) + 1);
    keys.forEach((ks, i) => {
      histogram((this.rows[i] as NearRow).norm, this.hist, i * BINS);
      let index = ks.filter((k) => (df.get(k) as number) <= STOP_POSTINGS);
      // A turn of common words only is still reachable, through its rarest word.
      if (index.length === 0) index = [ks.reduce((a, b) => ((df.get(b) as number) < (df.get(a) as number) ? b : a))];
      for (const k of index) {
        this.present.add(k);
        const list = lists.get(k);
        if (list) list.push(i);
        else lists.set(k, [i]);
      }
    });
    this.postings = new PostingTable(lists);
  }

  get size(): number {
    return this.rows.length;
  }

  /** Every short benchmark turn at least `threshold` alike to this scanned turn. */
  find(turn: TurnScan): NearHit[] {
    const len = turn.length;
    // |a - b| <= (1 - t) * max(a, b) bounds the other length to [t * len, len / t].
    const first = lowerBound(this.lengths, Math.ceil(this.threshold * len - 1e-9));
    const last = lowerBound(this.lengths, Math.floor(len / this.threshold + 1e-9) + 1);
    if (len <= 0 || first >= last) return [];
    const gen = (this.generation = (this.generation + 1) >>> 0 || 1);
    let counted = false;
    let norm = '';
    const out: NearHit[] = [];
    const list = this.postings.rows;
    for (let t = 0; t < turn.count; t++) {
      if (!this.present.has(turn.a[t] as number)) continue;
      const slot = this.postings.find(turn.a[t] as number);
      if (slot < 0) continue;
      const end = this.postings.end(slot);
      for (let p = lowerBound(list, first, this.postings.start(slot), end); p < end && (list[p] as number) < last; p++) {
        const i = list[p] as number;
        if (this.stamp[i] === gen) continue;
        this.stamp[i] = gen;
        const otherLen = this.lengths[i] as number;
        const longest = Math.max(len, otherLen);
        const k = Math.floor((1 - this.threshold) * longest + 1e-9);
        if (Math.abs(len - otherLen) > k) continue;
        if (!counted) {
          this.query.fill(0);
          turn.histogram(this.query, bin);
          counted = true;
        }
        // An edit changes the histogram's L1 distance by at most 2, so the distance is at least half of it.
        let l1 = 0;
        for (let b = 0, at = i * BINS; b < BINS && l1 <= 2 * k; b++) l1 += Math.abs((this.query[b] as number) - (this.hist[at + b] as number));
        if (l1 > 2 * k) continue;
        const row = this.rows[i] as NearRow;
        if (norm === '') norm = turn.join();
        const d = boundedLevenshtein(norm, row.norm, k);
        if (d <= k) out.push({ tids: row.tids, norm: row.norm, similarity: 1 - d / longest });
      }
    }
    return out;
  }
}
