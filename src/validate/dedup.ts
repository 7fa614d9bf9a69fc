// Dedup: exact duplicates by content hash and near duplicates by MinHash over user text and call signatures, streaming across a run.
import type { Trajectory } from '../records/index.js';
import { canonicalJson, sha256 } from '../util/hash.js';
import type { Validator } from './validator.js';
import { DedupIndex } from './dedup-index.js';
import type { ValidatorDef } from './validator.js';

const PERMUTATIONS = 64;
const BANDS = 16; // 16 bands of 4 rows: pairs near Jaccard 0.8 collide with high probability
const ROWS = PERMUTATIONS / BANDS;

/** What makes two records the same sample: what the user said and what was called with which argument names. */
function features(t: Trajectory): string[] {
  const users = t.messages.filter((m) => m.role === 'user').map((m) => m.content.toLowerCase());
  const words = users.join(' ').split(/[^\p{L}\p{N}_/.-]+/u).filter(Boolean);
  const shingles = new Set<string>();
  if (words.length > 0 && words.length < 3) shingles.add(words.join(' '));
  for (let i = 0; i + 3 <= words.length; i++) shingles.add(words.slice(i, i + 3).join(' '));
  for (const m of t.messages) {
    if (m.role !== 'assistant') continue;
    for (const c of m.tool_calls ?? []) {
      let keys: string[] = [];
      try {
        keys = Object.keys(JSON.parse(c.function.arguments) as object).sort();
      } catch {
        // format reports it
      }
      shingles.add(`call:${c.function.name}(${keys.join(',')})`);
    }
  }
  return [...shingles];
}

/** 32-bit FNV-1a of a string, then mixed per permutation. */
function fnv(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
}

export function minhash(items: readonly string[]): Uint32Array {
  const sig = new Uint32Array(PERMUTATIONS).fill(0xffffffff);
  for (const item of items) {
    const h = fnv(item);
    for (let p = 0; p < PERMUTATIONS; p++) {
      // Cheap universal hashing: (a*h + b) with odd a, per permutation.
      const v = (Math.imul(h, (2 * p + 1) * 0x9e3779b1) + p * 0x7f4a7c15) >>> 0;
      if (v < (sig[p] as number)) sig[p] = v;
    }
  }
  return sig;
}

export function estimatedJaccard(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let i = 0; i < a.length; i++) if (a[i] === b[i]) same++;
  return same / a.length;
}

/** A band's four rows as one 52-bit number: a collision only adds a candidate, which the Jaccard check then drops. */
function bandKey(sig: Uint32Array, band: number): number {
  let a = (0x9e3779b9 ^ band) >>> 0;
  let b = (0x85ebca6b ^ (band * 31)) >>> 0;
  for (let r = band * ROWS; r < (band + 1) * ROWS; r++) {
    const v = sig[r] as number;
    a = Math.imul(a ^ v, 0x01000193) >>> 0;
    b = Math.imul(b ^ v, 0xc2b2ae35) >>> 0;
    b ^= b >>> 15;
  }
  return a * 2 ** 20 + (b >>> 12);
}

/** A fresh dedup validator: it remembers what it has passed, so one instance spans one run (close it after). */
export function makeDedupValidator(options: { threshold?: number; spillAt?: number } = {}): Validator & { index: DedupIndex } {
  const threshold = options.threshold ?? 0.85;
  const index = new DedupIndex(options.spillAt);
  return {
    index,
    name: 'dedup',
    check(t) {
      const key = sha256(canonicalJson({ messages: t.messages, tools: t.tools.map((r) => r.name).sort() }));
      const first = index.findExact(key);
      if (first) return { code: 'dedup.exact', message: `same content as ${first}`, path: 'messages' };
      const sig = minhash(features(t));
      const bandKeys = Array.from({ length: BANDS }, (_, b) => bandKey(sig, b));
      for (const seen of index.candidates(bandKeys)) {
        const j = estimatedJaccard(sig, seen.sig);
        if (j >= threshold) return { code: 'dedup.near', message: `near duplicate of ${seen.id} (estimated Jaccard ${j.toFixed(2)} >= ${threshold})`, path: 'messages' };
      }
      index.add(key, t.id, sig, bandKeys);
      return null;
    },
    close: () => index.close(),
  };
}

export const dedupValidatorDef: ValidatorDef = {
  name: 'dedup',
  description: 'no record repeats an earlier one: same content, or MinHash near-duplicate over user-text trigrams and call signatures',
  byDefault: true,
  codes: {
    'dedup.exact': 'same messages and tools as an earlier record',
    'dedup.near': 'estimated Jaccard similarity to an earlier record at or over validate.dedupThreshold',
  },
  create: (config) => makeDedupValidator({ threshold: config.dedupThreshold }),
};
