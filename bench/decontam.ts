// Decontamination: the decontam validator's cost per record as a ratio to the validate chain without it, the index's build and open times, and the Bloom filter's false-positive rate.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogTool, Trajectory } from '../src/records/index.js';
import { buildValidators, validateTrajectory } from '../src/validate/chain.js';
import { DecontamIndex } from '../src/validate/decontam-index.js';
import { makeDecontamValidator } from '../src/validate/decontam.js';
import type { Validator } from '../src/validate/validator.js';
import { syntheticTrajectories } from './validation.js';
import { row, type BenchRow } from './measure.js';

/** CPU time of this process in ms: on a machine shared with other jobs, steadier than the wall clock. */
function cpuMs(fn: () => void): number {
  const t0 = process.cpuUsage();
  fn();
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1000;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** The chain as a run builds it (format, schema, execution, semantic, safety, dedup, length), fresh: dedup remembers. */
const chain = () => buildValidators({ secrets: 'reject', maxTokens: 16_384, dedupThreshold: 0.85, skip: [] });

function runChain(trajectories: readonly Trajectory[], catalog: Map<string, CatalogTool>, validators: Validator[]): number {
  const ms = cpuMs(() => {
    for (const t of trajectories) validateTrajectory(t, { catalog }, validators);
  });
  for (const v of validators) v.close?.();
  return ms;
}

export function benchDecontam(catalog: Map<string, CatalogTool>, n = 5000, rounds = 5, warmup = 3): BenchRow[] {
  const trajectories = syntheticTrajectories(catalog, n);
  const cacheDir = mkdtempSync(join(tmpdir(), 'tf-bench-decontam-'));
  try {
    const built = DecontamIndex.open({ cacheDir });
    built.close();
    const t0 = performance.now();
    const index = DecontamIndex.open({ cacheDir });
    const openMs = performance.now() - t0;
    const ctx = { catalog };
    // Alone: the validator over every record, rounds back to back. Inside: the chain with decontam first, so it
    // sees every record (it drops none of these) and shares the heap and caches with the rest, as in a run.
    const decontam = makeDecontamValidator({ index });
    const alone: number[] = [];
    for (let r = -warmup; r < rounds; r++) {
      // The first rounds warm every path (V8's optimising tiers, which lag on a busy machine) and are not counted.
      const ms = cpuMs(() => {
        for (const t of trajectories) decontam.check(t, ctx);
      });
      if (r >= 0) alone.push(ms);
    }
    const without: number[] = [];
    const added: number[] = [];
    for (let r = -warmup; r < rounds; r++) {
      // Which goes first alternates, so the garbage one leaves for the other's collector evens out.
      const plain = () => runChain(trajectories, catalog, chain());
      const withIt = () => runChain(trajectories, catalog, [makeDecontamValidator({ index }), ...chain()]);
      let w: number;
      let i: number;
      if (r % 2 === 0) {
        w = plain();
        i = withIt();
      } else {
        i = withIt();
        w = plain();
      }
      if (r < 0) continue;
      without.push(w);
      added.push(i / w - 1);
    }
    const per = (ms: number) => (ms * 1000) / trajectories.length;
    const ratio = median(alone) / median(without);
    const s = index.stats;
    const observedFp = (s.bloomPositives - s.confirmedGrams) / Math.max(1, s.grams - s.confirmedGrams);
    const m = index.meta;
    index.close();
    return [
      { ...row({ suite: 'decontam', metric: `validator cost per record vs the validate chain without it (${trajectories.length} records, CPU time, median of ${rounds} rounds)`, ours: per(median(alone)), baseline: per(median(without)), unit: 'µs/record', target: '<= 0.10 of validate', note: `the chain with decontam first costs ${(median(added) * 100).toFixed(1)}% more than without (median of paired rounds)` }), met: ratio <= 0.1 },
      row({ suite: 'decontam', metric: `index build, first use (${m.benchmarks.map((b) => `${b.benchmark} ${b.items}`).join(', ')} items; ${m.bloom.keys} distinct ${m.n}-grams)`, ours: m.buildMs, unit: 'ms' }),
      row({ suite: 'decontam', metric: 'index open, already built (Bloom filter, turn keys, short turns, tool names)', ours: openMs, unit: 'ms' }),
      row({ suite: 'decontam', metric: `Bloom false-positive rate (${m.bloom.bits / 8 / 1024} KiB, k ${m.bloom.k}; 200k random keys at build)`, ours: m.bloom.falsePositiveRate, unit: 'share', note: `on the bench records' ${s.grams} n-grams: ${(s.bloomPositives - s.confirmedGrams)} false positives (${observedFp.toExponential(1)})` }),
    ];
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}
