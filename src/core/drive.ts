// The loop every step's records go through, in a shard or a pipe: the in-order pass, then `process` with bounded
// concurrency and output in input order; rejects get their ids and codes counted; deferred records are counted.
import { mapOrdered } from '../util/pool.js';
import type { Reject } from '../records/index.js';
import type { StepContext } from './context.js';
import { drop } from './stats.js';
import type { Outcome, Step, StepReject } from './step.js';

export interface Ids {
  id: string;
  taskId?: string;
}

export interface Sink<O> {
  record(value: O): Promise<void>;
  reject(value: Reject): Promise<void>;
}

export interface Item<I> {
  record: I;
  ids: Ids;
}

function rejectRecord(step: Step, r: StepReject, ids: Ids): Reject {
  const taskId = r.taskId ?? ids.taskId;
  return { id: r.id ?? ids.id, ...(taskId ? { taskId } : {}), step: r.step ?? step.name, code: r.code, message: r.message, ...(r.path ? { path: r.path } : {}) };
}

/** Run `items` through the step; returns how many records wait for a batch answer. */
export async function drive<I, O, S>(step: Step<unknown, I, O, S>, ctx: StepContext, state: S, items: AsyncIterable<Item<I>>, sink: Sink<O>, onRecord?: () => void): Promise<number> {
  let deferred = 0;
  const settle = async (outcome: Outcome<unknown>, ids: Ids): Promise<unknown[]> => {
    for (const r of outcome.rejects) {
      drop(ctx.stats, r.code);
      await sink.reject(rejectRecord(step as Step, r, ids));
    }
    if (outcome.deferred !== undefined) deferred++;
    return outcome.deferred !== undefined ? [] : outcome.records;
  };
  // The in-order pass runs lazily ahead of `process`, one record at a time, in input order.
  const passed = async function* (): AsyncGenerator<Item<I>> {
    for await (const item of items) {
      ctx.stats.in++;
      if (!step.inOrder) {
        yield item;
        continue;
      }
      const kept = await settle(await step.inOrder(item.record, ctx, state), item.ids);
      if (kept.length === 0) onRecord?.();
      for (const record of kept) yield { record: record as I, ids: item.ids };
    }
  };
  const process = step.process?.bind(step);
  const width = step.concurrency?.(ctx.config) ?? 1;
  const outcomes = mapOrdered(passed(), width, async (item) => ({ outcome: process ? await process(item.record, ctx, state) : ({ records: [item.record as unknown as O], rejects: [] } as Outcome<O>), ids: item.ids }));
  for await (const { outcome, ids } of outcomes) {
    for (const record of await settle(outcome, ids)) {
      await sink.record(record as O);
      ctx.stats.out++;
    }
    onRecord?.();
  }
  return deferred;
}
