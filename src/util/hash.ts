// Canonical JSON and content hashes: ids are hashes so a rerun recognises work it already did.
import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so equal values hash equally. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortKeys(v);
    }
    return out;
  }
  return value;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A short content id: a prefix and 16 hex digits of the sha256 of the canonical JSON. */
export function contentId(prefix: string, value: unknown): string {
  return `${prefix}_${sha256(canonicalJson(value)).slice(0, 16)}`;
}

/** murmur3's 32-bit finaliser: every input bit reaches every output bit (for hashes built with Math.imul). */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** One of `xs`, picked by a hash of `seed` (no faker: picking moves no other draw). */
export function pickBy<T>(xs: readonly T[], seed: number): T {
  return xs[fmix32(seed) % xs.length] as T;
}
