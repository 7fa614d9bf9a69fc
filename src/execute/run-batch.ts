// Executes a stream of tasks with bounded concurrency into trajectory and reject writers: the one loop
// the local runner, the resumable shards and the queue workers all share.
import type { CatalogTool, Task } from '../records/index.js';
import { drainCloses, executeTask } from './executor.js';
import type { SandboxMode } from '../servers/sandbox.js';
import type { CleanupRegistry } from '../servers/cleanup.js';
import { mapOrdered } from '../util/pool.js';
import type { LlmClient } from '../llm/client.js';
import { DEFERRED, DeferredError, orDeferred } from '../llm/deferred.js';
import type { ExecuteConfig } from '../core/config.js';
import { addUsage, bump, drop, type StepStats } from '../core/stats.js';

export interface BatchWriters {
  trajectory(line: unknown): Promise<void>;
  reject(line: unknown): Promise<void>;
}

export interface BatchOptions {
  catalog: ReadonlyMap<string, CatalogTool>;
  execute: ExecuteConfig;
  sandbox: SandboxMode;
  /** Called after each task finishes, for progress. */
  onOutcome?: () => void;
  /** Batch mode's collecting client for the LLM engine. */
  llm?: LlmClient;
  /** What an interrupt must stop and remove (see servers/cleanup.ts). */
  cleanup?: CleanupRegistry;
}

export async function executeBatch(tasks: AsyncIterable<Task>, opts: BatchOptions, write: BatchWriters, stats: StepStats): Promise<void> {
  const counted = (async function* () {
    for await (const t of tasks) {
      stats.in++;
      yield t;
    }
  })();
  let deferred = 0;
  const llm = { ...(opts.llm ? { llm: opts.llm } : {}), ...(opts.cleanup ? { cleanup: opts.cleanup } : {}) };
  for await (const outcome of mapOrdered(counted, opts.execute.concurrency, (task: Task) => orDeferred(executeTask(task, { catalog: opts.catalog, config: opts.execute, sandbox: opts.sandbox, ...llm })))) {
    opts.onOutcome?.();
    if (outcome === DEFERRED) {
      deferred++;
      continue;
    }
    if (outcome.ok) {
      await write.trajectory(outcome.trajectory);
      stats.out++;
      const u = outcome.trajectory.usage;
      // Tokens and cost of the LLM engine, per trajectory.
      if (u) addUsage(stats, u);
      for (const c of outcome.trajectory.calls) {
        bump(stats, 'calls');
        if (c.isError && !c.protocolError) bump(stats, 'isError');
        if (c.protocolError) bump(stats, 'protocolErrors');
      }
    } else {
      await write.reject(outcome.reject);
      drop(stats, outcome.reject.code);
    }
  }
  await drainCloses();
  // The whole batch is retried in a later pass, so a shard with a deferred task is never marked done.
  if (deferred > 0) throw new DeferredError(`${deferred} tasks`);
}
