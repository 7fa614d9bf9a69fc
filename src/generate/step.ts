// The `generate` step: the offline engine plans every task as a draft (kind, toolset, calls, links, wording); with
// the LLM engine each draft is then rewritten by the model, checked and retried, in checkpointed shards.
import { TaskSchema, type Task } from '../records/index.js';
import { DeferredError } from '../llm/deferred.js';
import { deferred, ok, rejected, type Step } from '../core/step.js';
import { GenerationStats } from './stats.js';
import { generateConfigSchema, type GenerateConfig } from './config.js';
import { kindsOf } from './tasks/kind-def.js';
import { generateOfflineTasksWithDrops } from './tasks/offline.js';
import { rewriteTask } from './tasks/llm.js';
import { drop } from '../core/stats.js';
import { usageMeter } from '../core/context.js';

export const generateStep: Step<GenerateConfig, Task, Task, ReturnType<typeof usageMeter>> = {
  name: 'generate',
  description: 'generate tasks of every kind over toolsets of the catalog (offline engine, or rewritten by an LLM)',
  config: (r) => generateConfigSchema(kindsOf(r).names() as [string, ...string[]]),
  reads: ['catalog'],
  output: { name: 'tasks', schema: TaskSchema },
  unitSchema: TaskSchema,
  codePrefix: 'generate',
  codes: {
    'generate.no_fit_<kind>': 'a planned task of this kind has no tool that fits it (no destructive tool for needs_confirmation, say)',
    'generate.llm_invalid': 'the LLM engine gave no valid rewrite of a draft within its attempts',
    'generate.shard_failed': 'a shard of drafts failed every attempt on the queue',
  },
  sharded: true,
  shardSize: () => 32,
  concurrency: (c) => (c.engine === 'llm' ? 4 : 1),
  async *plan(ctx) {
    const catalog = [...(await ctx.catalog()).values()];
    yield* generateOfflineTasksWithDrops(catalog, { seed: ctx.seed, config: ctx.config, kinds: kindsOf(ctx.registries).values() }, (reason) => drop(ctx.stats, reason));
  },
  recordId: (t) => ({ id: t.id, taskId: t.id }),
  open: async (ctx) => usageMeter(ctx),
  async process(draft, ctx, meter) {
    if (ctx.config.engine !== 'llm') return ok(draft);
    try {
      const r = await rewriteTask(draft, await ctx.catalog(), meter.llm(ctx.config.llm ?? {}), kindsOf(ctx.registries).values());
      return 'dropped' in r ? rejected({ code: r.dropped, message: r.message }) : ok(r);
    } catch (err) {
      // Batch mode: the draft is rewritten in a later pass, once its answer is in the cache.
      if (err instanceof DeferredError) return deferred(err.message);
      throw err;
    }
  },
  // Every request the engine made, retried and dropped answers included.
  close: async (meter) => meter.record(),
  async finish(records, ctx) {
    const collect = new GenerationStats(ctx.stats, await ctx.catalog());
    ctx.stats.out = 0;
    for await (const t of records()) collect.add(t);
    collect.finish();
  },
  llm: (c) => (c.engine === 'llm' ? (c.llm ?? {}) : undefined),
  describePlan: (c, at) => [`${c.count} tasks, engine ${c.engine}, mix ${Object.entries(c.mix).map(([k, w]) => `${k}=${w}`).join(' ')} -> ${at.artifactPath('tasks')}`],
};
