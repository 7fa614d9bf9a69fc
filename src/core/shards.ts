// Execute-stage shards: content-keyed batches of tasks whose finished outputs are checkpointed, so a
// killed run resumes where it stopped and a queue of workers produces the bytes the local runner would.
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile, appendFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { TaskSchema, type Task } from '../records/index.js';
import { createHash } from 'node:crypto';
import { canonicalJson, sha256 } from '../util/hash.js';
import { ConfigError } from '../util/errors.js';
import { newStats, type StepStats } from './stats.js';
import { JsonlWriter } from '../util/jsonl.js';

export interface Shard {
  index: number;
  /** Content key: the shard's task ids and the execute config; a changed run never reuses a stale shard. */
  key: string;
  /** How many tasks the shard has. Their ids are not held: a plan of a million tasks is a few thousand shards. */
  size: number;
  /** Byte offset of the shard's first task in tasks.jsonl, so each shard reads only its own lines. */
  startByte: number;
  /** The execute config's part of the key, so a reader can recompute it from the ids it reads. */
  salt: string;
}

export interface ShardOutput {
  trajectories: string;
  rejects: string;
  done: string;
}

/** The id digest a shard's key carries, fed id by id so planning and reading agree without a list. */
function idDigest(salt: string): { add(id: string): void; key(index: number): string } {
  const hash = createHash('sha256').update(salt);
  let first = true;
  return {
    add(id) {
      hash.update(first ? id : `,${id}`);
      first = false;
    },
    key: (index) => `${String(index).padStart(5, '0')}-${hash.digest('hex').slice(0, 16)}`,
  };
}

/** Read the task ids of tasks.jsonl (with where each line starts) and cut them into shards of `size`. */
export async function planShards(tasksPath: string, size: number, configKey: unknown): Promise<Shard[]> {
  const shards: Shard[] = [];
  const salt = sha256(canonicalJson(configKey)).slice(0, 12);
  let open: { startByte: number; size: number; digest: ReturnType<typeof idDigest> } | undefined;
  const close = () => {
    if (!open) return;
    const index = shards.length;
    shards.push({ index, key: open.digest.key(index), size: open.size, startByte: open.startByte, salt });
    open = undefined;
  };
  for await (const line of readLines(tasksPath)) {
    open ??= { startByte: line.offset, size: 0, digest: idDigest(salt) };
    open.digest.add(String((JSON.parse(line.text) as { id?: unknown }).id));
    if (++open.size >= size) close();
  }
  close();
  return shards;
}

/** Non-blank lines of a file from a byte offset, each with the offset it starts at. */
async function* readLines(file: string, startByte = 0): AsyncGenerator<{ text: string; offset: number }> {
  if (!existsSync(file)) throw new ConfigError(`${file}: file not found; run the generate stage first`);
  let chunkStart = startByte;
  let lineStart = startByte;
  let pending: Buffer[] = [];
  const emit = (bytes: Buffer) => ({ text: bytes.toString('utf8').replace(/\r$/, ''), offset: lineStart });
  for await (const chunk of createReadStream(file, { start: startByte }) as AsyncIterable<Buffer>) {
    let from = 0;
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, from)) {
      const line = emit(Buffer.concat([...pending, chunk.subarray(from, nl)]));
      if (line.text.trim() !== '') yield line;
      pending = [];
      from = nl + 1;
      lineStart = chunkStart + from;
    }
    if (from < chunk.length) pending.push(chunk.subarray(from));
    chunkStart += chunk.length;
  }
  if (pending.length > 0) {
    const line = emit(Buffer.concat(pending));
    if (line.text.trim() !== '') yield line;
  }
}

/**
 * The tasks of one shard: read from its first byte, as many lines as it has tasks. The ids read must give the
 * shard's key again; if tasks.jsonl changed under the run, the shard fails before it is marked done.
 */
export async function* shardTasks(tasksPath: string, shard: Shard): AsyncGenerator<Task> {
  let n = 0;
  const digest = idDigest(shard.salt);
  for await (const line of readLines(tasksPath, shard.startByte)) {
    if (n >= shard.size) break;
    const task = TaskSchema.parse(JSON.parse(line.text));
    digest.add(task.id);
    n++;
    yield task;
  }
  if (n !== shard.size || digest.key(shard.index) !== shard.key) {
    throw new ConfigError(`${tasksPath}: changed while the run was going on (the tasks of shard ${shard.key} are not the ones planned); rerun from the start`);
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
  const stats = newStats('execute');
  // Written in task order through one open writer each; the shard becomes visible only when renamed below.
  const trajectories = await JsonlWriter.open(tmp.trajectories);
  const rejects = await JsonlWriter.open(tmp.rejects);
  const write = { trajectory: (line: unknown) => trajectories.write(line), reject: (line: unknown) => rejects.write(line) };
  try {
    await work(shardTasks(tasksPath, shard), write, stats);
  } catch (err) {
    await Promise.all([trajectories.close(), rejects.close()]);
    await rm(tmp.trajectories, { force: true });
    await rm(tmp.rejects, { force: true });
    throw err;
  }
  await Promise.all([trajectories.close(), rejects.close()]);
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
