// Shards: content-keyed runs of a step's input lines whose finished outputs are checkpointed, so a killed run
// resumes where it stopped and queue workers produce the bytes the local runner would.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from '../util/errors.js';
import { readLines, type Line } from './lines.js';
import type { StepStats } from './stats.js';

export interface Shard {
  index: number;
  /** Content key: the step's key and the shard's lines; a changed input or config never reuses a stale shard. */
  key: string;
  /** Lines in the shard. They are not held: a plan of a million records is a few thousand shards. */
  size: number;
  /** Byte offset and line number of the shard's first line, so each shard reads only its own lines. */
  startByte: number;
  startLine: number;
  /** The step's key, so a reader can recompute the shard's key from the lines it reads. */
  salt: string;
}

export interface ShardFiles {
  records: string;
  rejects: string;
  done: string;
}

/** The digest a shard's key carries, fed line by line so planning and reading agree without a list. */
function lineDigest(salt: string): { add(line: string): void; key(index: number): string } {
  const hash = createHash('sha256').update(salt);
  return {
    add: (line) => void hash.update(`${line}\n`),
    key: (index) => `${String(index).padStart(5, '0')}-${hash.digest('hex').slice(0, 16)}`,
  };
}

/** Cut a JSONL file into shards of `size` lines (one shard of everything when `size` is Infinity). */
export async function planShards(file: string, size: number, salt: string): Promise<{ shards: Shard[]; lines: number }> {
  const shards: Shard[] = [];
  let open: { startByte: number; startLine: number; size: number; digest: ReturnType<typeof lineDigest> } | undefined;
  let lines = 0;
  const close = () => {
    if (!open) return;
    const index = shards.length;
    shards.push({ index, key: open.digest.key(index), size: open.size, startByte: open.startByte, startLine: open.startLine, salt });
    open = undefined;
  };
  for await (const line of readLines(file)) {
    lines++;
    open ??= { startByte: line.offset, startLine: line.number, size: 0, digest: lineDigest(salt) };
    open.digest.add(line.text);
    if (++open.size >= size) close();
  }
  close();
  return { shards, lines };
}

/**
 * The lines of one shard. The lines read must give the shard's key again: if the input changed under the run,
 * the shard fails before it is marked done.
 */
export async function* shardLines(file: string, shard: Shard): AsyncGenerator<Line> {
  let n = 0;
  const digest = lineDigest(shard.salt);
  for await (const line of readLines(file, shard.startByte, shard.startLine)) {
    if (n >= shard.size) break;
    digest.add(line.text);
    n++;
    yield line;
  }
  if (n !== shard.size || digest.key(shard.index) !== shard.key) {
    throw new ConfigError(`${file}: changed while the run was going on (the lines of shard ${shard.key} are not the ones planned); rerun from the start`);
  }
}

export function shardFiles(dir: string, shard: Shard): ShardFiles {
  const base = join(dir, shard.key);
  return { records: `${base}.records.jsonl`, rejects: `${base}.rejects.jsonl`, done: `${base}.done.json` };
}

/** The stats of a finished shard, or undefined when it has not finished. */
export async function finishedShard(dir: string, shard: Shard): Promise<StepStats | undefined> {
  const files = shardFiles(dir, shard);
  if (!existsSync(files.done)) return undefined;
  return JSON.parse(await readFile(files.done, 'utf8')) as StepStats;
}
