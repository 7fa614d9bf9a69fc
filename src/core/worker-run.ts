// What a queue worker does with a shard job: rebuild the run's context from the run directory's .steps/run.json,
// find the step in the registries, and run the shard exactly as the local executor would.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from '../util/errors.js';
import { Artifacts } from './artifacts.js';
import { createRunContext } from './context.js';
import type { Pipeline } from './config.js';
import { RunFileSchema } from './pipeline.js';
import type { ShardJob } from './queue.js';
import { lineReporter } from './reporter.js';
import { runShard } from './shard-run.js';
import type { StepStats } from './stats.js';

/** Runs one shard job; `load` turns the run file's pipeline value into a Pipeline (registries, plugins). */
export async function runShardJob(job: ShardJob, load: (raw: unknown, file: string) => Promise<Pipeline>, log: (line: string) => void): Promise<StepStats> {
  const file = join(job.runDir, '.steps', 'run.json');
  if (!existsSync(file)) throw new ConfigError(`${file}: not found; the worker must see the run directory the coordinator writes (a shared filesystem)`);
  const run = RunFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  const pipeline = await load(run.raw, run.file);
  const entry = pipeline.steps.find((s) => s.step.name === job.job.step) ?? { step: pipeline.registries.of('steps', 'step').get(job.job.step) };
  const ctx = createRunContext({
    outDir: run.outDir,
    pipeline: { name: pipeline.run.name, seed: pipeline.run.seed },
    settings: pipeline.settings,
    registries: pipeline.registries,
    artifacts: new Artifacts(run.outDir, { catalog: run.catalog }),
    reporter: lineReporter(log),
    now: run.now,
  });
  try {
    const result = await runShard(ctx, entry.step as Parameters<typeof runShard>[1], job.job, job.shard);
    if (result.deferred > 0) throw new Error(`shard ${job.shard.key} of ${job.job.step} waits for LLM answers; batch mode does not run on a queue`);
    return result.stats;
  } finally {
    await ctx.resources.dispose();
  }
}
