// Decontamination: the decontam validator's cost per record as a ratio to the validate chain without it, the index's build and open times, and the Bloom filter's false-positive rate.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogTool, Trajectory } from '../src/records/index.js';
import { runStepFiles } from '../src/toolforge.js';
import { BUILTIN_VALIDATORS, ValidateConfigSchema } from '../src/validate/validators.js';
import { buildValidators, validateTrajectory } from '../src/validate/chain.js';
import { DecontamIndex } from '../src/validate/decontam-index.js';
import { makeDecontamValidator } from '../src/validate/decontam.js';
import { syntheticTrajectories } from './validation.js';
import { row, type BenchRow } from './measure.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** The chain as a run builds it (format, schema, execution, semantic, safety, dedup, length), fresh: dedup remembers. */
const chain = () => buildValidators(BUILTIN_VALIDATORS, ValidateConfigSchema.parse({ skip: ['decontam'] }), { llm: () => { throw new Error('no model in the bench'); } });

/**
 * Each record goes through decontam and then the chain, and each part is timed on its own: the ratio is what
 * decontam adds to validate where it runs, sharing the caches with the chain (alone, back to back, it runs about
 * twice as fast). Separate whole runs with and without it differ by more than that from one run to the next on a
 * busy machine, which is why this times the parts of one run.
 */
/**
 * The validate step as a run runs it (read and zod-parse each trajectory, the chain, write valid and rejects), per
 * record, beside decontam alone over the same records parsed from the same file (flat strings, as in a run).
 */
async function versusStep(catalog: Map<string, CatalogTool>, trajectories: readonly Trajectory[], index: DecontamIndex, dir: string, rounds: number, warmup: number): Promise<{ step: number; own: number }> {
  const catalogPath = join(dir, 'catalog.jsonl');
  const trajectoriesPath = join(dir, 'trajectories.jsonl');
  writeFileSync(catalogPath, [...catalog.values()].map((t) => JSON.stringify(t)).join('\n') + '\n');
  writeFileSync(trajectoriesPath, trajectories.map((t) => JSON.stringify(t)).join('\n') + '\n');
  const parsed = readFileSync(trajectoriesPath, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Trajectory);
  const decontam = makeDecontamValidator({ index });
  const step: number[] = [];
  const own: number[] = [];
  for (let r = -warmup; r < rounds; r++) {
    const t0 = performance.now();
    await runStepFiles('validate', ValidateConfigSchema.parse({ skip: ['decontam'] }), { input: trajectoriesPath, output: join(dir, 'valid.jsonl'), rejects: join(dir, 'rejects.jsonl'), artifacts: { catalog: catalogPath } });
    const t1 = performance.now();
    for (const t of parsed) decontam.check(t, { catalog });
    const t2 = performance.now();
    if (r < 0) continue;
    step.push(((t1 - t0) * 1000) / parsed.length);
    own.push(((t2 - t1) * 1000) / parsed.length);
  }
  return { step: median(step), own: median(own) };
}

export async function benchDecontam(catalog: Map<string, CatalogTool>, n = 5000, rounds = 5, warmup = 3): Promise<BenchRow[]> {
  const trajectories = syntheticTrajectories(catalog, n);
  const cacheDir = mkdtempSync(join(tmpdir(), 'tf-bench-decontam-'));
  try {
    const built = DecontamIndex.open({ cacheDir });
    built.close();
    const t0 = performance.now();
    const index = DecontamIndex.open({ cacheDir });
    const openMs = performance.now() - t0;
    const ctx = { catalog };
    const ratios: number[] = [];
    const own: number[] = [];
    const rest: number[] = [];
    // The first rounds warm every path (V8's optimising tiers, which lag on a busy machine) and are not counted.
    for (let r = -warmup; r < rounds; r++) {
      const validators = chain();
      const decontam = makeDecontamValidator({ index });
      let mine = 0n;
      let theirs = 0n;
      for (const t of trajectories) {
        const a = process.hrtime.bigint();
        decontam.check(t, ctx);
        const b = process.hrtime.bigint();
        validateTrajectory(t, ctx, validators);
        theirs += process.hrtime.bigint() - b;
        mine += b - a;
      }
      for (const v of validators) v.close?.();
      if (r < 0) continue;
      ratios.push(Number(mine) / Number(theirs));
      own.push(Number(mine) / 1000 / trajectories.length);
      rest.push(Number(theirs) / 1000 / trajectories.length);
    }
    const vs = await versusStep(catalog, trajectories, index, cacheDir, rounds, warmup);
    const s = index.stats;
    const falsePositives = s.bloomPositives - s.confirmedGrams;
    const probed = s.grams - s.vocabSkipped;
    const m = index.meta;
    index.close();
    return [
      {
        ...row({ suite: 'decontam', metric: `validator time per record vs the validator chain without it (no I/O, no parsing), timed per record inside one run (${trajectories.length} records, median of ${rounds} rounds)`, ours: median(own), baseline: median(rest), unit: 'µs/record', target: '<= 0.10 of validate', note: `median of the rounds' ratios ${median(ratios).toFixed(3)} (${ratios.map((x) => x.toFixed(3)).join(', ')})` }),
        met: median(ratios) <= 0.1,
      },
      { ...row({ suite: 'decontam', metric: `validator time per record (alone, records parsed from JSONL) vs the validate step (read, parse, chain, write) on the same ${trajectories.length} records`, ours: vs.own, baseline: vs.step, unit: 'µs/record', target: '<= 0.10 of validate' }), met: vs.own / vs.step <= 0.1 },
      row({ suite: 'decontam', metric: `index build, first use (${m.benchmarks.map((b) => `${b.benchmark} ${b.items}`).join(', ')} items; ${m.bloom.keys} distinct ${m.n}-grams)`, ours: m.buildMs, unit: 'ms' }),
      row({ suite: 'decontam', metric: 'index open, already built (Bloom filter, vocabulary, turn keys, short turns, tool names)', ours: openMs, unit: 'ms' }),
      row({
        suite: 'decontam',
        metric: `Bloom false-positive rate (${m.bloom.bits / 8 / 1024} KiB blocked, k ${m.bloom.k}; 200k random keys at build)`,
        ours: m.bloom.falsePositiveRate,
        unit: 'share',
        note: `bench records: ${s.grams} n-grams, ${s.vocabSkipped} skipped by the vocabulary bitmap, ${probed} probed, ${falsePositives} false positives (${(falsePositives / Math.max(1, probed)).toExponential(1)})`,
      }),
    ];
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}
