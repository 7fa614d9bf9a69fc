// Execute-stage shards: content-keyed batches of tasks whose finished outputs are checkpointed, so a
// killed run resumes where it stopped and a queue of workers produces the bytes the local runner would.
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile, appendFile, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { TaskSchema, type Task } from '../records/index.js';
import { canonicalJson, sha256 } from '../util/hash.js';
import { ConfigError } from '../util/errors.js';
import { newStats, type StepStats } from './stats.js';

export interface Shard {
  index: number;
  /** Content key: the shard's task ids and the execute config; a changed run never reuses a stale shard. */
  key: string;
  taskIds: string[];
  /** 0-based line numbers of the shard's first and past-last task in tasks.jsonl. */
  start: number;
  end: number;
}

export interface ShardOutput {
  trajectories: string;
  rejects: string;
  done: string;
}

/** Read the task ids of tasks.jsonl and cut them into shards of `size`. */
export async function planShards(tasksPath: string, size: number, configKey: unknown): Promise<Shard[]> {
  const ids: string[] = [];
  for await (const line of readLines(tasksPath)) ids.push(String((JSON.parse(line) as { id?: unknown }).id));
  const shards: Shard[] = [];
  const salt = sha256(canonicalJson(configKey)).slice(0, 12);
  for (let start = 0, index = 0; start < ids.length; start += size, index++) {
    const taskIds = ids.slice(start, start + size);
    shards.push({ index, key: `${String(index).padStart(5, '0')}-${sha256(salt + taskIds.join(',')).slice(0, 16)}`, taskIds, start, end: start + taskIds.length });
  }
  return shards;
}

async function* readLines(file: string): AsyncGenerator<string> {
  if (!existsSync(file)) throw new ConfigError(`${file}: file not found; run the generate stage first`);
  for await (const raw of createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity })) {
    if (raw.trim() !== '') yield raw;
  }
}

/** The tasks of one shard, read from tasks.jsonl by line range. */
export async function* shardTasks(tasksPath: string, shard: Shard): AsyncGenerator<Task> {
  let n = 0;
  for await (const line of readLines(tasksPath)) {
    if (n >= shard.end) break;
    if (n++ < shard.start) continue;
    const task = TaskSchema.parse(JSON.parse(line));
    if (task.id !== shard.taskIds[n - 1 - shard.start]) throw new ConfigError(`${tasksPath}: changed while the run was going on (task ${n} is not ${shard.taskIds[n - 1 - shard.start]}); rerun from the start`);
    yield task;
  }
}

export function shardDir(runDir: string): string {
  return join(runDir, '.shards', 'execute');
}

export function shardOutput(runDir: string, shard: Shard): ShardOutput {
  const base = join(shardDir(runDir), shard.key);
  return { trajectories: `${base}.trajectories.jsonl`, rejects: `${base}.rejects.jsonl`, done: `${base}.done.json` };
}

/** The stats of a finished shard, or undefined when it has not finished. */
export async function finishedShard(runDir: string, shard: Shard): Promise<StepStats | undefined> {
  const out = shardOutput(runDir, shard);
  if (!existsSync(out.done)) return undefined;
  return JSON.parse(await readFile(out.done, 'utf8')) as StepStats;
}

/**
 * Run one shard to completion: outputs go to temporary files that are renamed into place before the
 * completion marker is written, so a crash at any point leaves either nothing or a whole shard.
 */
export async function runShard(
  where: { runDir: string; tasksPath: string },
  shard: Shard,
  work: (tasks: AsyncIterable<Task>, write: { trajectory(line: unknown): Promise<void>; reject(line: unknown): Promise<void> }, stats: StepStats) => Promise<void>,
): Promise<StepStats> {
  const { runDir, tasksPath } = where;
  const already = await finishedShard(runDir, shard);
  if (already) return already;
  await mkdir(shardDir(runDir), { recursive: true });
  const out = shardOutput(runDir, shard);
  const tmp = { trajectories: `${out.trajectories}.${process.pid}.tmp`, rejects: `${out.rejects}.${process.pid}.tmp` };
  await writeFile(tmp.trajectories, '');
  await writeFile(tmp.rejects, '');
  const stats = newStats('execute');
  // Appended in task order; the shard becomes visible only when renamed below.
  const write = {
    trajectory: (line: unknown) => appendFile(tmp.trajectories, JSON.stringify(line) + '\n'),
    reject: (line: unknown) => appendFile(tmp.rejects, JSON.stringify(line) + '\n'),
  };
  try {
    await work(shardTasks(tasksPath, shard), write, stats);
  } catch (err) {
    await rm(tmp.trajectories, { force: true });
    await rm(tmp.rejects, { force: true });
    throw err;
  }
  await rename(tmp.trajectories, out.trajectories);
  await rename(tmp.rejects, out.rejects);
  const doneTmp = `${out.done}.${process.pid}.tmp`;
  await writeFile(doneTmp, JSON.stringify(stats));
  await rename(doneTmp, out.done);
  return stats;
}

/** Concatenate finished shards in order into the stage's outputs and sum their stats. */
export async function mergeShards(runDir: string, shards: readonly Shard[], paths: { trajectories: string; rejects: string }): Promise<StepStats> {
  const total = newStats('execute');
  await writeFile(paths.trajectories, '');
  await writeFile(paths.rejects, '');
  for (const shard of shards) {
    const stats = await finishedShard(runDir, shard);
    if (!stats) throw new Error(`shard ${shard.key} has not finished`);
    const out = shardOutput(runDir, shard);
    await appendFile(paths.trajectories, await readFile(out.trajectories));
    await appendFile(paths.rejects, await readFile(out.rejects));
    total.in += stats.in;
    total.out += stats.out;
    for (const [k, v] of Object.entries(stats.dropped)) total.dropped[k] = (total.dropped[k] ?? 0) + v;
    // Counts add up across shards; sandbox_* are flags saying which sandbox ran.
    for (const [k, v] of Object.entries(stats.extra)) total.extra[k] = k.startsWith('sandbox_') ? 1 : (total.extra[k] ?? 0) + v;
  }
  return total;
}
