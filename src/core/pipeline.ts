// Runs a pipeline: its steps in order through runStep, each resumable from its checkpoints, rejects and stats
// assembled from every step's own files, one line per step.
import { codeKey } from './code-key.js';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import type { BatchSettings } from '../llm/batch-rounds.js';
import { concatFilesAtomic, sweepTempFiles, writeFileAtomic } from '../util/atomic.js';
import { ConfigError } from '../util/errors.js';
import { canonicalJson, sha256 } from '../util/hash.js';
import { Artifacts } from './artifacts.js';
import { batchRunFor, inBatches } from './batch.js';
import { CATALOG_PARTS, createRunContext, type RunContext } from './context.js';
import type { Pipeline, PipelineStep } from './config.js';
import { checkInputs } from './pipeline-check.js';
import { LocalExecutor, type Executor } from './executor.js';
import { QueueExecutor } from './queue.js';
import { lineReporter, type Reporter } from './reporter.js';
import { runStep } from './run-step.js';
import { llmTotals, type StepStats } from './stats.js';
import type { Step } from './step.js';
import type { CleanupRegistry } from '../servers/cleanup.js';

export interface RunOverrides {
  /** Run directory instead of the pipeline's "out". */
  out?: string;
  /** Catalog path instead of the pipeline's "catalog". */
  catalog?: string;
  /** Leave the crawl step out and use the catalog file as it is. */
  skipCrawl?: boolean;
  /** Redis URL: sharded steps' shards run as BullMQ jobs for `toolforge worker`s. */
  queue?: string;
  /** Base for relative paths in the config (the current directory by default). */
  cwd?: string;
  /** Batch API settings over the config's `batch` (`--batch`, `--batch-poll-ms`, `--batch-max-rounds`). */
  batch?: Partial<BatchSettings>;
  /** Forget every checkpoint and done step of an earlier run in this directory. */
  fresh?: boolean;
  signal?: AbortSignal;
  /** Not an override: the run's registry of servers and workspaces an interrupt must stop and remove. */
  cleanup?: CleanupRegistry;
}

export interface RunResult {
  outDir: string;
  catalogPath: string;
  steps: StepStats[];
  files: Record<string, string>;
}

/** What `.steps/run.json` holds: enough for a worker to rebuild the run, and the clock a resumed run keeps. */
export const RunFileSchema = z.object({ now: z.string(), file: z.string(), raw: z.unknown(), outDir: z.string(), catalog: z.string(), cwd: z.string() });
export type RunFile = z.infer<typeof RunFileSchema>;

export function runPaths(pipeline: Pipeline, overrides: RunOverrides = {}) {
  const base = overrides.cwd ?? process.cwd();
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(base, p));
  const outDir = abs(overrides.out ?? pipeline.run.out);
  return { outDir, catalog: abs(overrides.catalog ?? pipeline.run.catalog), stats: join(outDir, 'stats.json'), rejects: join(outDir, 'rejects.jsonl'), train: join(outDir, 'train.jsonl'), stepsDir: join(outDir, '.steps') };
}

/** The content key of a step: its name and config, the seed, and the keys of everything it reads. */
async function stepKey(step: Step, config: unknown, run: RunContext, code: string): Promise<string> {
  const reads = [...(step.input ? [step.input.name] : []), ...(step.reads ?? [])].flatMap((r) => (r === 'catalog' ? CATALOG_PARTS.filter((p) => run.artifacts.exists(p)) : [r]));
  const inputs = Object.fromEntries(await Promise.all(reads.map(async (r) => [r, await run.artifacts.key(r)] as const)));
  return sha256(canonicalJson({ step: step.name, config, inputs, seed: run.seed, code })).slice(0, 24);
}

async function runClock(stepsDir: string, fresh: boolean): Promise<string> {
  const file = join(stepsDir, 'run.json');
  if (!fresh && existsSync(file)) {
    const parsed = RunFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    if (parsed.success) return parsed.data.now;
  }
  return process.env.TOOLFORGE_NOW ?? new Date().toISOString();
}

export async function runPipeline(pipeline: Pipeline, overrides: RunOverrides = {}, sink: ((line: string) => void) | Reporter = (l) => process.stderr.write(l + '\n')): Promise<RunResult> {
  const reporter = typeof sink === 'function' ? lineReporter(sink) : sink;
  const paths = runPaths(pipeline, overrides);
  const steps = pipeline.steps.filter((s) => !(overrides.skipCrawl && s.step.name === 'crawl'));
  const artifacts = new Artifacts(paths.outDir, { catalog: paths.catalog });
  checkInputs(pipeline.file, steps, artifacts, pipeline.registries);
  const batch = batchRunFor(pipeline.run.batch, overrides.batch, paths.outDir, (l) => reporter.log(l));
  if (batch && overrides.queue) throw new ConfigError('--batch and --queue cannot be combined: batch rounds need every shard in this process');
  if (overrides.fresh) await rm(paths.stepsDir, { recursive: true, force: true });
  // A killed run may have left temporary files beside its outputs: they go before anything is written again.
  await sweepTempFiles(paths.outDir);
  await sweepTempFiles(dirname(paths.catalog), basename(paths.catalog).replace(/\.jsonl(\.gz)?$/, '.'));
  await mkdir(paths.stepsDir, { recursive: true });
  await mkdir(dirname(paths.catalog), { recursive: true });
  const now = await runClock(paths.stepsDir, Boolean(overrides.fresh));
  const runFile: RunFile = { now, file: isAbsolute(pipeline.file) ? pipeline.file : resolve(overrides.cwd ?? process.cwd(), pipeline.file), raw: pipeline.raw, outDir: paths.outDir, catalog: paths.catalog, cwd: overrides.cwd ?? process.cwd() };
  await writeFileAtomic(join(paths.stepsDir, 'run.json'), JSON.stringify(runFile, null, 2) + '\n');
  const ctx = createRunContext({ outDir: paths.outDir, pipeline: { name: pipeline.run.name, seed: pipeline.run.seed, ...(pipeline.run.description ? { description: pipeline.run.description } : {}) }, settings: pipeline.settings, registries: pipeline.registries, artifacts, reporter, now, ...(overrides.signal ? { signal: overrides.signal } : {}), ...(overrides.cleanup ? { cleanup: overrides.cleanup } : {}) });
  const local = new LocalExecutor();
  const executor: Executor = overrides.queue ? new QueueExecutor(overrides.queue) : local;
  const started = performance.now();
  // Steps done by other code are redone: the key of each step includes this build's.
  const code = await codeKey();
  const done: StepStats[] = [];
  const rejectFiles: string[] = [];
  try {
    for (const { step, config } of steps) {
      const key = await stepKey(step, config, ctx, code);
      const rejects = join(paths.outDir, 'rejects', `${step.name}.jsonl`);
      const options = { config, key, rejects, stateDir: join(paths.stepsDir, step.name), executor: step.sharded ? executor : local };
      const llm = batch ? step.llm?.(config) : undefined;
      const result = batch && llm ? await inBatches(batch, step.name, llm, (client) => runStep({ ...ctx, llm: () => client }, step, options)) : await runStep(ctx, step, options);
      if (result.deferred > 0) throw new Error(`step ${step.name}: ${result.deferred} records still wait for an LLM answer outside batch mode`);
      if (result.skipped) reporter.log(`${step.name.padEnd(9)} done earlier with the same config and inputs (same code too; toolforge run --fresh redoes it)`);
      done.push(result.stats);
      reporter.stage(result.stats);
      rejectFiles.push(rejects);
      // rejects.jsonl is the steps' own reject files in pipeline order, rewritten whole: a rerun never doubles a line.
      await concatFilesAtomic(rejectFiles.filter((f) => existsSync(f)), paths.rejects);
    }
  } finally {
    await ctx.resources.dispose();
  }
  const rejectsByCode: Record<string, number> = {};
  for (const s of done) for (const [code, n] of Object.entries(s.dropped)) rejectsByCode[code] = (rejectsByCode[code] ?? 0) + n;
  const totalMs = Math.round(performance.now() - started);
  const stats = { pipeline: pipeline.run.name, seed: pipeline.run.seed, totalMs, llm: llmTotals(done), steps: done, rejectsByCode, files: { catalog: paths.catalog, train: paths.train, rejects: paths.rejects } };
  await writeFileAtomic(paths.stats, JSON.stringify(stats, null, 2) + '\n');
  reporter.log(`done      ${(totalMs / 1000).toFixed(1)}s  -> ${paths.outDir}`);
  reporter.close();
  const at = (f: string) => join(paths.outDir, f);
  return {
    outDir: paths.outDir,
    catalogPath: paths.catalog,
    steps: done,
    files: { train: paths.train, rejects: paths.rejects, stats: paths.stats, tasks: at('tasks.jsonl'), trajectories: at('trajectories.jsonl'), valid: at('valid.jsonl'), validation: at('validation.jsonl'), manifest: at('manifest.json'), card: at('README.md') },
  };
}

export type { PipelineStep };
