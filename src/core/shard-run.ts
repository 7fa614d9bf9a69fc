// One shard of one step, start to finish: its lines parsed, driven through the step, written to temporary files
// that are renamed into place before the completion marker, so a crash leaves nothing or a whole shard.
import { mkdir, writeFile, rename } from 'node:fs/promises';
import type { z } from 'zod';
import { ConfigError } from '../util/errors.js';
import { sha256 } from '../util/hash.js';
import { JsonlWriter } from '../util/jsonl.js';
import { formatZodIssue } from '../util/zod-errors.js';
import { tempPathFor } from '../util/atomic.js';
import { crashPoint } from './crash.js';
import type { RunContext } from './context.js';
import { stepContext } from './context.js';
import { drive, type Ids, type Item } from './drive.js';
import type { Line } from './lines.js';
import { finishedShard, shardFiles, shardLines, type Shard } from './shards.js';
import { newStats, type StepStats } from './stats.js';
import type { Step } from './step.js';

/** Everything a shard needs besides the run: serialisable, so a queue worker can take it as job data. */
export interface StepJob {
  step: string;
  /** The step's resolved config. */
  config: unknown;
  /** The JSONL file the step's records come from (its input artifact or its plan). */
  inputFile: string;
  /** Where its shards' files and markers live. */
  dir: string;
}

export interface ShardResult {
  stats: StepStats;
  deferred: number;
}

/** Records of a JSONL source with their ids; a bad line is one error naming the file and line. */
export async function* parsedItems<I>(step: Step<unknown, I>, label: string, lines: AsyncIterable<Line>): AsyncGenerator<Item<I>> {
  const schema = (step.input?.schema ?? step.unitSchema) as z.ZodType<I> | undefined;
  for await (const line of lines) {
    let raw: unknown;
    try {
      raw = JSON.parse(line.text);
    } catch (err) {
      throw new ConfigError(`${label}:${line.number}: not valid JSON (${(err as Error).message}); fix or remove that line`);
    }
    let record = raw as I;
    if (schema) {
      const r = schema.safeParse(raw);
      if (!r.success) throw new ConfigError(`${label}:${line.number}: ${formatZodIssue(r.error.issues[0] as z.core.$ZodIssue)}`);
      record = r.data;
    }
    yield { record, ids: step.recordId?.(record) ?? { id: `line_${sha256(line.text).slice(0, 16)}` } };
  }
}

/** Ids of lines whatever they hold (a dead shard may have died on a bad line): the record's own, else the line's hash. */
export async function* lenientIds(step: Step, lines: AsyncIterable<Line>): AsyncGenerator<Ids> {
  const schema = step.input?.schema ?? step.unitSchema;
  for await (const line of lines) {
    let raw: unknown;
    try {
      raw = JSON.parse(line.text);
    } catch {
      raw = undefined;
    }
    const parsed = schema?.safeParse(raw);
    const own = parsed?.success ? step.recordId?.(parsed.data) : undefined;
    const id = (raw as { id?: unknown } | undefined)?.id;
    yield own ?? { id: typeof id === 'string' ? id : `line_${sha256(line.text).slice(0, 16)}` };
  }
}

export async function runShard(run: RunContext, step: Step, job: StepJob, shard: Shard, onRecord?: () => void): Promise<ShardResult> {
  const already = await finishedShard(job.dir, shard);
  if (already) return { stats: already, deferred: 0 };
  await mkdir(job.dir, { recursive: true });
  const files = shardFiles(job.dir, shard);
  const stats = newStats(step.name);
  const ctx = stepContext(run, step.name, job.config, stats);
  const records = await JsonlWriter.open(files.records, { atomic: true });
  const rejects = await JsonlWriter.open(files.rejects, { atomic: true });
  const started = performance.now();
  let deferred = 0;
  try {
    const state = await step.open?.(ctx);
    try {
      const items = parsedItems(step, job.inputFile, shardLines(job.inputFile, shard));
      const record = async (r: unknown) => {
        await records.write(r);
        if (records.count === 1) crashPoint(step.name, 'record');
      };
      deferred = await drive(step, ctx, state, items, { record, reject: (r) => rejects.write(r) }, onRecord);
    } finally {
      await step.close?.(state, ctx);
    }
  } catch (err) {
    await Promise.all([records.abort(), rejects.abort()]);
    throw err;
  }
  stats.ms = Math.round(performance.now() - started);
  // A shard with a record still waiting for a batch answer runs again in the next round: it is never marked done.
  if (deferred > 0) {
    await Promise.all([records.abort(), rejects.abort()]);
    return { stats, deferred };
  }
  await records.commit();
  await rejects.commit();
  const temp = tempPathFor(files.done);
  await writeFile(temp, JSON.stringify(stats));
  await rename(temp, files.done);
  crashPoint(step.name, 'shard');
  return { stats, deferred: 0 };
}
