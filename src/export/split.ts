// Train/validation split: seeded and stratified by task kind, so each kind keeps its share on both sides.
// Streaming: two passes of counting pick exactly round(share * n) records of each kind without holding their ids.
import { createHash } from 'node:crypto';

export interface SplitItem {
  id: string;
  kind: string;
}

const BUCKET_BITS = 16;
const RANK_BITS = 52; // exact in a double
const SHIFT = 2 ** (RANK_BITS - BUCKET_BITS);

/** A record's place in its kind's draw: a hash of (seed, kind, id), so the draw ignores the order records come in. */
function rank(seed: number, item: SplitItem): number {
  return parseInt(createHash('sha256').update(`${seed}\0${item.kind}\0${item.id}`).digest('hex').slice(0, RANK_BITS / 4), 16);
}

interface Cut {
  rank: number;
  id: string;
}

/**
 * The validation side is, per kind, the round(share * n) records of lowest rank (ties by id). Pass one counts ranks in
 * 65,536 buckets per kind; pass two keeps only the ranks in the bucket where the cut falls (about n / 65,536 of them).
 */
export class SplitPlanner {
  private readonly histograms = new Map<string, Uint32Array>();
  private boundary: Map<string, { bucket: number; need: number; seen: Cut[] }> | undefined;
  private cuts: Map<string, Cut | null> | undefined;

  constructor(
    private readonly share: number,
    private readonly seed: number,
  ) {}

  /** Pass one: every record once. */
  count(item: SplitItem): void {
    let h = this.histograms.get(item.kind);
    if (!h) this.histograms.set(item.kind, (h = new Uint32Array(2 ** BUCKET_BITS)));
    const bucket = Math.floor(rank(this.seed, item) / SHIFT);
    h[bucket] = (h[bucket] as number) + 1;
  }

  /** Pass two: every record once more. */
  offer(item: SplitItem): void {
    const b = (this.boundary ??= this.locate()).get(item.kind);
    if (!b) return;
    const r = rank(this.seed, item);
    if (Math.floor(r / SHIFT) === b.bucket) b.seen.push({ rank: r, id: item.id });
  }

  /** After both passes: whether a record goes to validation. */
  isValidation(item: SplitItem): boolean {
    this.cuts ??= this.finish();
    const cut = this.cuts.get(item.kind);
    if (!cut) return false;
    const r = rank(this.seed, item);
    return r < cut.rank || (r === cut.rank && item.id <= cut.id);
  }

  private locate(): Map<string, { bucket: number; need: number; seen: Cut[] }> {
    const out = new Map<string, { bucket: number; need: number; seen: Cut[] }>();
    for (const [kind, h] of this.histograms) {
      const n = h.reduce((s, c) => s + c, 0);
      let need = Math.round(n * this.share);
      if (need === 0) continue;
      for (let bucket = 0; bucket < h.length; bucket++) {
        const c = h[bucket] as number;
        if (need <= c) {
          out.set(kind, { bucket, need, seen: [] });
          break;
        }
        need -= c;
      }
    }
    return out;
  }

  private finish(): Map<string, Cut | null> {
    const out = new Map<string, Cut | null>();
    for (const [kind, b] of (this.boundary ??= this.locate())) {
      const sorted = b.seen.sort((x, y) => x.rank - y.rank || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
      out.set(kind, sorted[b.need - 1] ?? null);
    }
    return out;
  }
}

/** The ids that go to validation, for a list already in memory. */
export function validationIds(items: readonly SplitItem[], share: number, seed: number): Set<string> {
  const plan = new SplitPlanner(share, seed);
  for (const it of items) plan.count(it);
  for (const it of items) plan.offer(it);
  return new Set(items.filter((it) => plan.isValidation(it)).map((it) => it.id));
}
