// runStep: the chores around every step. Its input streams from a file (or its own plan), shards run on an executor
// and checkpoint, their outputs are merged through temporary files, `finish` writes the rest, and a marker keyed by
// the step's content key lets a rerun skip it. Piped (stdin/stdout) runs stream once with no checkpoints.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { concatFilesAtomic, writeFileAtomic } from '../util/atomic.js';
import { ConfigError } from '../util/errors.js';
import { JsonlWriter } from '../util/jsonl.js';
import type { Reject } from '../records/index.js';
import type { RunContext } from './context.js';
import { stepContext } from './context.js';
import { drive } from './drive.js';
import { LocalExecutor, type Executor } from './executor.js';
import { crashPoint } from './crash.js';
import { readLines } from './lines.js';
import { StepOutputs } from './outputs.js';
import { planItems, planStats, recordsOf, writePlan } from './plan-file.js';
import { lenientIds, parsedItems, type StepJob } from './shard-run.js';
import { finishedShard, planShards, shardFiles, shardLines, type Shard } from './shards.js';
import { addStats, drop, newStats, type StepStats } from './stats.js';
import type { Step } from './step.js';

export interface RunStepOptions {
  /** The step's resolved config. */
  config: unknown;
  /** Content key of the step's config and inputs: finished shards and the done marker carry it. */
  key: string;
  /** Where the step's rejects go (rewritten, never appended); a piped run without one drops them after counting. */
  rejects?: string;
  /** Input file ("-" for stdin); default: the input artifact's path. */
  input?: string;
  /** Output file ("-" for stdout); default: the output artifact's path. */
  output?: string;
  /** Checkpoints, shards and the done marker; without it the step streams once (pipes). */
  stateDir?: string;
  executor?: Executor;
}

export interface StepResult {
  stats: StepStats;
  /** Records waiting for a batch answer: the step has not finished. */
  deferred: number;
  /** Its done marker matched: nothing ran. */
  skipped: boolean;
}

interface Marker {
  key: string;
  stats: StepStats;
  files: string[];
}

function artifactPaths(run: RunContext, step: Step, output: string | undefined): Map<string, string> {
  const paths = new Map<string, string>();
  if (step.output) paths.set(step.output.name, output ?? run.artifacts.path(step.output.name));
  for (const name of step.produces ?? []) paths.set(name, run.artifacts.path(name));
  return paths;
}

export async function runStep(run: RunContext, step: Step, opts: RunStepOptions): Promise<StepResult> {
  if (!opts.stateDir || opts.input === '-' || opts.output === '-') return streamStep(run, step, opts);
  const started = performance.now();
  const dir = opts.stateDir;
  const markerFile = join(dir, 'done.json');
  const outputs = artifactPaths(run, step, opts.output);
  if (existsSync(markerFile)) {
    const marker = JSON.parse(await readFile(markerFile, 'utf8')) as Marker;
    if (marker.key === opts.key && marker.files.every((f) => existsSync(f))) {
      for (const name of outputs.keys()) run.artifacts.produced(name, opts.key);
      return { stats: marker.stats, deferred: 0, skipped: true };
    }
  }
  await mkdir(dir, { recursive: true });
  const inputFile = step.input ? (opts.input ?? run.artifacts.path(step.input.name)) : await writePlan(run, step, opts.config, dir, opts.key);
  if (!existsSync(inputFile)) throw new ConfigError(`${inputFile}: step ${step.name} reads it, and it does not exist; run the step that writes it first`);
  // A step with nothing to do per record (export) goes straight to `finish` over its input.
  const perRecord = Boolean(step.process || step.inOrder);
  const size = step.sharded ? (step.shardSize?.(opts.config) ?? 32) : Number.POSITIVE_INFINITY;
  const job: StepJob = { step: step.name, config: opts.config, inputFile, dir: join(dir, 'shards') };
  const { shards, lines } = perRecord ? await planShards(inputFile, size, opts.key) : { shards: [], lines: 0 };
  const pending: Shard[] = [];
  let done = 0;
  for (const s of shards) {
    if (await finishedShard(job.dir, s)) done += s.size;
    else pending.push(s);
  }
  if (pending.length > 0 && pending.length < shards.length) run.log(`${step.name.padEnd(9)} resuming: ${shards.length - pending.length} of ${shards.length} shards already done`);
  if (perRecord) run.reporter.progress(step.name, done, lines);
  const executor = opts.executor ?? new LocalExecutor();
  const result = await executor.run(run, step, job, pending, { onRecord: () => run.reporter.progress(step.name, ++done, lines), onShard: (s) => run.reporter.progress(step.name, (done += s.size), lines) });
  const total = newStats(step.name);
  if (result.deferred > 0) return { stats: total, deferred: result.deferred, skipped: false };

  const dead = new Set(result.dead.map((d) => d.shard.key));
  const finished = shards.filter((s) => !dead.has(s.key));
  for (const s of finished) addStats(total, (await finishedShard(job.dir, s)) as StepStats);
  const planned = step.input ? undefined : await planStats(dir);
  if (planned) addStats(total, { ...planned, in: 0, out: 0 });
  // Records of shards that failed every attempt are rejects that say why, not a silent gap.
  const deadRejects = join(dir, 'dead-rejects.jsonl');
  const deadWriter = await JsonlWriter.open(deadRejects, { atomic: true });
  // In shard order, whatever order the queue gave up on them: the rejects file is the same on every run.
  for (const d of [...result.dead].sort((x, y) => x.shard.index - y.shard.index)) {
    total.in += d.shard.size;
    for await (const ids of lenientIds(step, shardLines(inputFile, d.shard))) {
      const code = `${step.codePrefix ?? step.name}.shard_failed`;
      drop(total, code);
      const reject: Reject = { id: ids.id, ...(ids.taskId ? { taskId: ids.taskId } : {}), step: step.name, code, message: `shard ${d.shard.key} failed every attempt: ${d.reason}` };
      await deadWriter.write(reject);
    }
  }
  await deadWriter.commit();
  const rejectsFile = opts.rejects ?? join(dir, 'rejects.jsonl');
  await concatFilesAtomic([...finished.map((s) => shardFiles(job.dir, s).rejects), deadRejects], rejectsFile);
  crashPoint(step.name, 'merge');

  // Records go to the output artifact; a step without one stages them for `finish` (the input itself when nothing
  // changes them). `finish` reads them from there, as often as it needs.
  const passThrough = !perRecord;
  const main = step.output ? outputs.get(step.output.name) : undefined;
  const staging = main ?? (passThrough ? inputFile : join(dir, 'records.jsonl'));
  if (staging !== inputFile) await concatFilesAtomic(finished.map((s) => shardFiles(job.dir, s).records), staging);
  const files = [...(main ? [main] : []), rejectsFile];
  if (step.finish) {
    if (main) outputs.delete(step.output!.name);
    const out = new StepOutputs(run.outDir, outputs, step.name);
    const ctx = stepContext(run, step.name, opts.config, total);
    try {
      await step.finish(() => recordsOf(step, staging), ctx, out);
    } catch (err) {
      await out.abort();
      throw err;
    }
    crashPoint(step.name, 'finish');
    await out.commit();
    files.push(...out.files());
  }
  crashPoint(step.name, 'commit');
  total.ms = Math.round(performance.now() - started);
  await writeFileAtomic(markerFile, JSON.stringify({ key: opts.key, stats: total, files } satisfies Marker));
  for (const name of outputs.keys()) run.artifacts.produced(name, opts.key);
  return { stats: total, deferred: 0, skipped: false };
}

/** A piped run: records stream from the input (or the plan) straight through, once, with no checkpoints. */
async function streamStep(run: RunContext, step: Step, opts: RunStepOptions): Promise<StepResult> {
  const started = performance.now();
  const stats = newStats(step.name);
  const ctx = stepContext(run, step.name, opts.config, stats);
  const outputs = artifactPaths(run, step, opts.output);
  const main = step.output ? outputs.get(step.output.name) : undefined;
  // A step with nothing to do per record (export) reads its input straight in `finish` (stdin is staged first).
  if (!step.process && !step.inOrder && step.input && step.finish) {
    const source = opts.input ?? run.artifacts.path(step.input.name);
    const staged = source === '-' ? join(run.outDir, `.${step.name}-stdin.jsonl`) : source;
    if (source === '-') {
      const copy = await JsonlWriter.open(staged);
      for await (const item of parsedItems(step, 'stdin', readLines('-'))) await copy.write(item.record);
      await copy.close();
    }
    const out = new StepOutputs(run.outDir, outputs, step.name);
    try {
      await step.finish(() => recordsOf(step, staged), ctx, out);
      await out.commit();
    } finally {
      if (staged !== source) await rm(staged, { force: true });
    }
    stats.ms = Math.round(performance.now() - started);
    return { stats, deferred: 0, skipped: false };
  }
  const items = step.input ? parsedItems(step, opts.input === '-' ? 'stdin' : (opts.input ?? ''), readLines(opts.input ?? run.artifacts.path(step.input.name))) : planItems(step, ctx);
  // `finish` may read the records more than once: they are staged in a file unless the output is one.
  const staging = step.finish && (!main || main === '-') ? join(run.outDir, `.${step.name}-records.jsonl`) : main;
  const records = staging ? await JsonlWriter.open(staging, { atomic: staging !== '-' }) : undefined;
  const rejects = opts.rejects ? await JsonlWriter.open(opts.rejects, { atomic: opts.rejects !== '-' }) : undefined;
  let deferred: number;
  try {
    const state = await step.open?.(ctx);
    try {
      deferred = await drive(step, ctx, state, items, { record: async (r) => void (await records?.write(r)), reject: async (r) => void (await rejects?.write(r)) });
    } finally {
      await step.close?.(state, ctx);
    }
  } catch (err) {
    // A failed pipe leaves no temporary file behind.
    await records?.abort();
    await rejects?.abort();
    throw err;
  }
  if (deferred > 0) {
    await records?.abort();
    await rejects?.abort();
    return { stats, deferred, skipped: false };
  }
  await records?.commit();
  await rejects?.commit();
  if (step.finish && staging) {
    // A staged copy that is not the output is passed on to stdout after `finish`, and removed.
    if (main && step.output) outputs.delete(step.output.name);
    const out = new StepOutputs(run.outDir, outputs, step.name);
    await step.finish(() => recordsOf(step, staging), ctx, out);
    await out.commit();
    if (staging !== main) {
      if (main === '-') for await (const r of recordsOf(step, staging)) process.stdout.write(JSON.stringify(r) + '\n');
      await rm(staging, { force: true });
    }
  }
  stats.ms = Math.round(performance.now() - started);
  return { stats, deferred: 0, skipped: false };
}
