// Train/validation split: seeded and stratified by task kind, so each kind keeps its share on both sides.
import { deriveSeed, Rng } from '../util/random.js';

export interface SplitItem {
  id: string;
  kind: string;
}

/** The ids that go to validation: round(share * n) of each kind, drawn with a generator seeded by (seed, kind). */
export function validationIds(items: readonly SplitItem[], share: number, seed: number): Set<string> {
  const byKind = new Map<string, string[]>();
  for (const it of items) {
    const list = byKind.get(it.kind);
    if (list) list.push(it.id);
    else byKind.set(it.kind, [it.id]);
  }
  const out = new Set<string>();
  for (const [kind, ids] of [...byKind.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    // Sorting first makes the draw independent of the order records arrived in.
    const sorted = [...ids].sort();
    const n = Math.round(sorted.length * share);
    for (const id of new Rng(deriveSeed(seed, `split:${kind}`)).sample(sorted, n)) out.add(id);
  }
  return out;
}
