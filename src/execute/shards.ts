// The execute stage over shards: locally (resuming finished shards after a crash) or on a BullMQ queue.
import { resolveSandbox } from '../servers/sandbox.js';
import type { CleanupRegistry } from '../servers/cleanup.js';
import type { CatalogTool } from '../records/index.js';
import { loadCatalog, type Log } from '../core/stages.js';
import type { ExecuteConfig } from '../core/config.js';
import { executeBatch } from './run-batch.js';
import { finishedShard, mergeShards, planShards, runShard, shardTasks, type Shard } from '../core/shards.js';
import { JsonlWriter } from '../util/jsonl.js';
import { runShardsOnQueue, type ShardJob } from '../core/queue.js';
import type { StepStats } from '../core/stats.js';
import { drop } from '../core/stats.js';
import type { LlmClient } from '../llm/client.js';
import { isDeferred } from '../llm/deferred.js';

export interface ShardedExecuteOptions {
  runDir: string;
  catalogPath: string;
  tasksPath: string;
  trajectoriesPath: string;
  rejectsPath: string;
  execute: ExecuteConfig;
  /** Tasks per shard (the checkpoint grain). */
  shardSize: number;
  /** Redis URL: run shards as BullMQ jobs instead of in this process. */
  queueUrl?: string;
  log: Log;
  /** Tasks finished so far (within shards locally, whole shards on a queue) out of all. */
  onProgress?: (done: number, total: number) => void;
  /** Batch mode's collecting client: shards with deferred tasks stay unfinished for the next pass. */
  llm?: LlmClient;
  /** What an interrupt must stop and remove (see servers/cleanup.ts). */
  cleanup?: CleanupRegistry;
}

const catalogs = new Map<string, Promise<Map<string, CatalogTool>>>();

function catalogFor(path: string): Promise<Map<string, CatalogTool>> {
  let c = catalogs.get(path);
  if (!c) {
    c = loadCatalog(path);
    catalogs.set(path, c);
    c.catch(() => catalogs.delete(path));
  }
  return c;
}

let warned = false;
function warnOnce(log: Log): Log {
  return (line) => {
    if (!warned) log(line);
    warned = true;
  };
}

/** Run one shard in this process: what a queue worker does per job and the local runner per shard. */
export async function processShardJob(job: ShardJob, log: Log = () => undefined, onOutcome?: () => void, llm?: LlmClient, cleanup?: CleanupRegistry): Promise<StepStats> {
  const catalog = await catalogFor(job.catalogPath);
  const sandbox = resolveSandbox(job.execute.sandbox, warnOnce(log));
  return runShard({ runDir: job.runDir, tasksPath: job.tasksPath }, job.shard, async (tasks, write, stats) => {
    await executeBatch(tasks, { catalog, execute: job.execute, sandbox, ...(onOutcome ? { onOutcome } : {}), ...(llm ? { llm } : {}), ...(cleanup ? { cleanup } : {}) }, write, stats);
    stats.extra[`sandbox_${sandbox}`] = 1;
  });
}

export async function executeSharded(opts: ShardedExecuteOptions): Promise<StepStats> {
  catalogs.delete(opts.catalogPath); // the catalog may have been re-crawled since the last run in this process
  // Refuse before any shard; the warning of "auto" comes once, from the first shard (warnOnce), not here as well.
  if (!opts.queueUrl) resolveSandbox(opts.execute.sandbox);
  const shards = await planShards(opts.tasksPath, opts.shardSize, { execute: opts.execute, catalog: opts.catalogPath });
  const pending: Shard[] = [];
  for (const s of shards) if (!(await finishedShard(opts.runDir, s))) pending.push(s);
  if (pending.length < shards.length) opts.log(`execute   resuming: ${shards.length - pending.length} of ${shards.length} shards already done`);
  const job = (shard: Shard): ShardJob => ({ runDir: opts.runDir, tasksPath: opts.tasksPath, catalogPath: opts.catalogPath, execute: opts.execute, shard });
  const failed: Array<{ shard: Shard; reason: string }> = [];
  const total = shards.reduce((n, s) => n + s.size, 0);
  let done = total - pending.reduce((n, s) => n + s.size, 0);
  opts.onProgress?.(done, total);
  if (opts.queueUrl) {
    const onShardDone = (s: Shard) => opts.onProgress?.((done += s.size), total);
    const result = await runShardsOnQueue(opts.queueUrl, pending.map(job), { log: opts.log, onShardDone });
    failed.push(...result.dead);
  } else {
    // Shards run one after another; concurrency lives inside a shard, so outputs keep task order.
    for (const shard of pending) {
      await processShardJob(job(shard), opts.log, () => opts.onProgress?.(++done, total), opts.llm, opts.cleanup).catch((err: unknown) => {
        if (!isDeferred(err)) throw err;
      });
    }
  }
  const finished: Shard[] = [];
  for (const s of shards) if (await finishedShard(opts.runDir, s)) finished.push(s);
  const stats = await mergeShards(opts.runDir, finished, { trajectories: opts.trajectoriesPath, rejects: opts.rejectsPath });
  // A dead shard loses nothing silently: each of its tasks is a reject that says why (ids read back from tasks.jsonl).
  if (failed.length > 0) {
    const rejects = await JsonlWriter.open(opts.rejectsPath, { append: true });
    for (const f of failed) {
      stats.in += f.shard.size;
      for await (const task of shardTasks(opts.tasksPath, f.shard)) {
        drop(stats, 'exec.shard_failed');
        await rejects.write({ id: task.id, taskId: task.id, step: 'execute', code: 'exec.shard_failed', message: `shard ${f.shard.key} failed every attempt: ${f.reason}` });
      }
    }
    await rejects.close();
  }
  return stats;
}
