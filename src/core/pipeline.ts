// Runs a whole pipeline locally, stage by stage through files in the run directory, one line per stage.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { PipelineConfig } from './config.js';
import { crawlStage, exportStage, generateStage, validateStage, type Log } from './stages.js';
import { executeSharded } from '../execute/shards.js';
import { llmTotals, newStats, timed, type StepStats } from './stats.js';
import { lineReporter, type Reporter } from './reporter.js';
import { batchRunFor, inBatches, rewinder } from './batch.js';
import type { BatchSettings } from '../llm/batch-rounds.js';
import { ConfigError } from '../util/errors.js';
import type { CleanupRegistry } from '../servers/cleanup.js';

export interface RunOverrides {
  /** Run directory instead of config.out. */
  out?: string;
  /** Catalog path instead of config.catalog. */
  catalog?: string;
  /** Skip the crawl and use the catalog file as it is. */
  skipCrawl?: boolean;
  /** Redis URL: run execute shards as BullMQ jobs for `toolforge worker`s. */
  queue?: string;
  /** Base for relative paths in the config (the current directory by default). */
  cwd?: string;
  /** Batch API settings over the config's `batch` (`--batch`, `--batch-poll-ms`, `--batch-max-rounds`). */
  batch?: Partial<BatchSettings>;
  /** Not an override: the run's registry of servers and workspaces an interrupt must stop and remove. */
  cleanup?: CleanupRegistry;
}

export interface RunResult {
  outDir: string;
  catalogPath: string;
  steps: StepStats[];
  files: Record<string, string>;
}

export function runPaths(config: PipelineConfig, overrides: RunOverrides = {}) {
  const base = overrides.cwd ?? process.cwd();
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(base, p));
  const outDir = abs(overrides.out ?? config.out);
  return {
    outDir,
    catalog: abs(overrides.catalog ?? config.catalog),
    tasks: join(outDir, 'tasks.jsonl'),
    trajectories: join(outDir, 'trajectories.jsonl'),
    valid: join(outDir, 'valid.jsonl'),
    rejects: join(outDir, 'rejects.jsonl'),
    train: join(outDir, 'train.jsonl'),
    stats: join(outDir, 'stats.json'),
  };
}

export async function runPipeline(config: PipelineConfig, overrides: RunOverrides = {}, sink: Log | Reporter = (l) => process.stderr.write(l + '\n')): Promise<RunResult> {
  const reporter = typeof sink === 'function' ? lineReporter(sink) : sink;
  const log: Log = (l) => reporter.log(l);
  const paths = runPaths(config, overrides);
  await mkdir(paths.outDir, { recursive: true });
  await mkdir(dirname(paths.catalog), { recursive: true });
  const steps: StepStats[] = [];
  const report = (s: StepStats) => {
    steps.push(s);
    reporter.stage(s);
  };
  const started = performance.now();
  const batch = batchRunFor(config, overrides.batch, paths.outDir, log);
  if (batch && overrides.queue) throw new ConfigError('--batch and --queue cannot be combined: batch rounds need every execute shard in this process');
  if (!overrides.skipCrawl) {
    const { stats } = await crawlStage({ sources: config.sources, catalogPath: paths.catalog, crawl: config.crawl, log });
    report(stats);
  }
  // In batch mode each LLM stage runs in rounds: a pass defers cache misses, a Batch API batch answers them.
  const generateLlm = config.generate.engine === 'llm' ? (config.generate.llm ?? {}) : undefined;
  report(await inBatches(batch, 'generate', generateLlm, (llm) => generateStage({ catalogPath: paths.catalog, tasksPath: paths.tasks, generate: config.generate, seed: config.seed, ...(llm ? { llm } : {}) })));
  // Execute runs in checkpointed shards: a killed run resumes, and --queue spreads shards over workers.
  const execStats = newStats('execute');
  const executeLlm = config.execute.engine === 'llm' ? (config.execute.llm ?? {}) : undefined;
  const sharded = await timed(execStats, () =>
    inBatches(batch, 'execute', executeLlm, (llm) => executeSharded({ ...(llm ? { llm } : {}), runDir: paths.outDir, catalogPath: paths.catalog, tasksPath: paths.tasks, trajectoriesPath: paths.trajectories, rejectsPath: paths.rejects, execute: config.execute, shardSize: config.execute.shardSize, ...(overrides.queue ? { queueUrl: overrides.queue } : {}), ...(overrides.cleanup ? { cleanup: overrides.cleanup } : {}), log, onProgress: (d, t) => reporter.progress('execute', d, t) })),
  );
  report({ ...sharded, ms: execStats.ms });
  // validate appends to the execute rejects: each batch round starts from what execute left.
  const rewind = await rewinder(paths.rejects);
  report(
    await inBatches(batch, 'judge', config.validate.judge?.llm, async (llm) => {
      await rewind();
      return validateStage({ catalogPath: paths.catalog, trajectoriesPath: paths.trajectories, validPath: paths.valid, rejectsPath: paths.rejects, appendRejects: true, tasksPath: paths.tasks, validate: config.validate, ...(llm ? { judgeClient: llm } : {}) });
    }),
  );
  const exportRunOptions = { outDir: paths.outDir, rejectsPath: paths.rejects, export: config.export, seed: config.seed, name: config.name, ...(config.description ? { description: config.description } : {}), config, log };
  report(await exportStage({ validPath: paths.valid, outPath: paths.train, format: 'openai', run: exportRunOptions }));

  const rejectsByCode: Record<string, number> = {};
  for (const s of steps) for (const [code, n] of Object.entries(s.dropped)) rejectsByCode[code] = (rejectsByCode[code] ?? 0) + n;
  const totalMs = Math.round(performance.now() - started);
  await writeFile(
    paths.stats,
    JSON.stringify({ pipeline: config.name, seed: config.seed, totalMs, llm: llmTotals(steps), steps, rejectsByCode, files: { catalog: paths.catalog, train: paths.train, rejects: paths.rejects } }, null, 2) + '\n',
  );
  log(`done      ${(totalMs / 1000).toFixed(1)}s  -> ${paths.train}`);
  reporter.close();
  return { outDir: paths.outDir, catalogPath: paths.catalog, steps, files: { train: paths.train, rejects: paths.rejects, stats: paths.stats, tasks: paths.tasks, trajectories: paths.trajectories, validation: join(paths.outDir, 'validation.jsonl'), manifest: join(paths.outDir, 'manifest.json'), card: join(paths.outDir, 'README.md') } };
}
