// Executors decide only where a step's pending shards run: here, one after another (local), or as BullMQ jobs on
// workers (queue.ts). Both run the same runShard, so the bytes are the same.
import type { RunContext } from './context.js';
import { runShard, type StepJob } from './shard-run.js';
import type { Shard } from './shards.js';
import type { StepStats } from './stats.js';
import type { Step } from './step.js';

export interface ExecutorResult {
  /** Records that wait for a batch answer (their shards stay unfinished). */
  deferred: number;
  /** Shards that failed every attempt (queue only), with why. */
  dead: Array<{ shard: Shard; reason: string }>;
}

/** Progress as the executor sees it: a record at a time here, a whole shard at a time from a queue. */
export interface Progress {
  onRecord(): void;
  onShard(shard: Shard, stats: StepStats): void;
}

export interface Executor {
  readonly name: string;
  run(run: RunContext, step: Step, job: StepJob, pending: readonly Shard[], progress: Progress): Promise<ExecutorResult>;
  close?(): Promise<void>;
}

/** Shards one after another in this process; concurrency lives inside a shard, so outputs keep input order. */
export class LocalExecutor implements Executor {
  readonly name = 'local';
  async run(run: RunContext, step: Step, job: StepJob, pending: readonly Shard[], progress: Progress): Promise<ExecutorResult> {
    let deferred = 0;
    for (const shard of pending) {
      if (run.signal.aborted) break;
      const r = await runShard(run, step, job, shard, progress.onRecord);
      deferred += r.deferred;
    }
    return { deferred, dead: [] };
  }
}
