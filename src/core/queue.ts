// The distributed executor: a step's pending shards become BullMQ jobs on Redis, with retries, backoff and a
// dead-letter queue; workers run the same runShard as the local executor, so the outputs are the same.
import { Queue, QueueEvents, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { ConfigError, errorMessage } from '../util/errors.js';
import type { RunContext } from './context.js';
import type { Executor, ExecutorResult, Progress } from './executor.js';
import type { StepJob } from './shard-run.js';
import type { Shard } from './shards.js';
import type { StepStats } from './stats.js';
import type { Step } from './step.js';

export const STEPS_QUEUE = 'toolforge-steps';
export const DEAD_LETTER_QUEUE = 'toolforge-dead';

/** One shard of one step of one run: a worker rebuilds the run's context from `runDir` (its .steps/run.json). */
export interface ShardJob {
  runDir: string;
  job: StepJob;
  shard: Shard;
}

export function redisConnection(url: string): ConnectionOptions {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new ConfigError(`--redis/--queue ${JSON.stringify(url)}: not a URL; use redis://host:port[/db]`);
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw new ConfigError(`${url}: use a redis:// or rediss:// URL`);
  return {
    host: u.hostname || '127.0.0.1',
    port: Number(u.port || 6379),
    db: Number(u.pathname.slice(1) || 0),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
  };
}

export interface QueueRunOptions {
  attempts?: number;
  backoffMs?: number;
  /** Longest wait for one shard, end to end. */
  shardTimeoutMs?: number;
  log?: (line: string) => void;
  onShardDone?: (shard: Shard) => void;
}

export interface QueueRunResult {
  completed: number;
  dead: Array<{ shard: Shard; reason: string }>;
}

/** Enqueue shards and wait for every one; shards that fail every attempt go to the dead-letter queue. */
export async function runShardsOnQueue(url: string, jobs: readonly ShardJob[], options: QueueRunOptions = {}): Promise<QueueRunResult> {
  const connection = redisConnection(url);
  const queue = new Queue<ShardJob, StepStats>(STEPS_QUEUE, { connection });
  const events = new QueueEvents(STEPS_QUEUE, { connection });
  const dead = new Queue(DEAD_LETTER_QUEUE, { connection });
  try {
    await events.waitUntilReady();
    const added = await queue.addBulk(
      jobs.map((data) => ({
        name: `${data.job.step}-shard`,
        data,
        opts: {
          // Same run, same shard, same job: a coordinator restarted mid-run does not enqueue twice.
          jobId: `shard-${data.shard.key}-${Buffer.from(data.runDir).toString('base64url').slice(-24)}`,
          attempts: options.attempts ?? 3,
          backoff: { type: 'exponential', delay: options.backoffMs ?? 1000 },
          removeOnComplete: { age: 24 * 3600 },
          removeOnFail: { age: 7 * 24 * 3600 },
        },
      })),
    );
    const result: QueueRunResult = { completed: 0, dead: [] };
    await Promise.all(
      added.map(async (job: Job<ShardJob, StepStats>) => {
        try {
          await job.waitUntilFinished(events, options.shardTimeoutMs ?? 30 * 60_000);
          result.completed++;
          options.onShardDone?.(job.data.shard);
        } catch (err) {
          const reason = errorMessage(err);
          result.dead.push({ shard: job.data.shard, reason });
          await dead.add('dead-shard', { ...job.data, reason }, { jobId: job.id ?? undefined });
          options.log?.(`queue     shard ${job.data.shard.key} failed after ${options.attempts ?? 3} attempts: ${reason}`);
        }
      }),
    );
    return result;
  } finally {
    await Promise.all([queue.close(), events.close(), dead.close()]);
  }
}

/** A worker that runs step shards until closed. */
export function startShardWorker(url: string, run: (job: ShardJob) => Promise<StepStats>, options: { concurrency?: number; log?: (line: string) => void } = {}): Worker<ShardJob, StepStats> {
  const worker = new Worker<ShardJob, StepStats>(STEPS_QUEUE, (job) => run(job.data), { connection: redisConnection(url), concurrency: options.concurrency ?? 1 });
  worker.on('completed', (job) => options.log?.(`worker    ${job.data.job.step} shard ${job.data.shard.key}: ${job.returnvalue?.out ?? 0} records`));
  worker.on('failed', (job, err) => options.log?.(`worker    shard ${job?.data.shard.key ?? '?'} failed (attempt ${job?.attemptsMade ?? '?'}): ${err.message}`));
  return worker;
}

/** Shards as jobs for `toolforge worker`s; the coordinator waits for them and merges as the local executor would. */
export class QueueExecutor implements Executor {
  readonly name = 'queue';
  constructor(
    private readonly url: string,
    private readonly options: QueueRunOptions = {},
  ) {}

  async run(run: RunContext, step: Step, job: StepJob, pending: readonly Shard[], progress: Progress): Promise<ExecutorResult> {
    if (pending.length === 0) return { deferred: 0, dead: [] };
    const result = await runShardsOnQueue(
      this.url,
      pending.map((shard) => ({ runDir: run.outDir, job, shard })),
      { ...this.options, log: this.options.log ?? ((l) => run.log(l)), onShardDone: (shard) => progress.onShard(shard, { step: step.name, in: shard.size, out: 0, dropped: {}, ms: 0, extra: {} }) },
    );
    return { deferred: 0, dead: result.dead };
  }
}
