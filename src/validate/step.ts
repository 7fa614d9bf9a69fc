// The validate step: the offline validators judge each trajectory in input order (dedup remembers what came first);
// validators that wait on a service (the LLM judge) then run on what passed, overlapping, in input order.
import { TrajectorySchema, type Task, type Trajectory } from '../records/index.js';
import { DeferredError } from '../llm/deferred.js';
import { deferred, ok, rejected, type Step } from '../core/step.js';
import { usageMeter, type StepContext } from '../core/context.js';
import { validateConfigSchema, type ValidateConfig } from './config.js';
import { buildValidators, validateAndClean } from './chain.js';
import { validatorsOf } from './registry.js';
import { TaskLookup } from './task-lookup.js';
import { join } from 'node:path';
import { writeFileAtomic } from '../util/atomic.js';
import type { Validator, ValidatorContext } from './validator.js';

interface ValidateState {
  meter: ReturnType<typeof usageMeter>;
  base: Omit<ValidatorContext, 'tasks'>;
  offline: Validator[];
  waiting: Validator[];
  lookup: TaskLookup | undefined;
  /** The task of each record that passed the in-order pass, for the async validators. */
  tasks: Map<string, Task | undefined>;
}

async function contextFor(t: Trajectory, state: ValidateState): Promise<ValidatorContext> {
  if (!state.lookup) return state.base;
  const task = state.tasks.get(t.id) ?? (await state.lookup.get(t.taskId));
  return { ...state.base, tasks: new Map(task ? [[task.id, task]] : []) };
}

export const validateStep: Step<ValidateConfig, Trajectory, Trajectory, ValidateState> = {
  name: 'validate',
  description: 'run the validator chain over each trajectory; each reject names its code and the offending path',
  config: (r) => validateConfigSchema(validatorsOf(r).names() as [string, ...string[]]),
  input: { name: 'trajectories', schema: TrajectorySchema },
  output: { name: 'valid', schema: TrajectorySchema },
  reads: ['catalog'],
  concurrency: (c) => c.judge?.concurrency ?? 1,
  recordId: (t) => ({ id: t.id, taskId: t.taskId }),
  async open(ctx: StepContext<ValidateConfig>) {
    const meter = usageMeter(ctx);
    const validators = buildValidators(validatorsOf(ctx.registries).values(), ctx.config, { llm: meter.llm });
    // Without a tasks file (a piped run that gives none) the validators that compare with the task skip it.
    const tasksPath = ctx.artifacts.path('tasks');
    const lookup = ctx.artifacts.exists('tasks') ? new TaskLookup(tasksPath) : undefined;
    return { meter, base: { catalog: await ctx.catalog() }, offline: validators.filter((v) => !v.checkAsync), waiting: validators.filter((v) => v.checkAsync), lookup, tasks: new Map() };
  },
  async inOrder(t, ctx, state) {
    const vctx = await contextFor(t, state);
    const verdict = validateAndClean(t, vctx, state.offline, ctx.config.secrets);
    if (!verdict.ok) return rejected(verdict.reject);
    if (verdict.redacted > 0) ctx.bump('redacted');
    if (state.waiting.length > 0) state.tasks.set(t.id, vctx.tasks?.get(t.taskId));
    return ok(verdict.trajectory);
  },
  async process(t, _ctx, state) {
    if (state.waiting.length === 0) return ok(t);
    const task = state.tasks.get(t.id);
    state.tasks.delete(t.id);
    const vctx: ValidatorContext = { ...state.base, ...(state.lookup ? { tasks: new Map(task ? [[task.id, task]] : []) } : {}) };
    for (const v of state.waiting) {
      try {
        const finding = await (v.checkAsync as NonNullable<Validator['checkAsync']>)(t, vctx);
        if (finding) return rejected({ ...finding, step: `validate.${v.name}` });
      } catch (err) {
        // Batch mode: judged in a later pass, once the answer is in the cache.
        if (err instanceof DeferredError) return deferred(err.message);
        throw err;
      }
    }
    return ok(t);
  },
  async close(state, ctx) {
    // The judge's tokens and cost, under the keys every step uses.
    state.meter.record();
    state.lookup?.close();
    // What validators found over the run (decontam's table) goes beside the outputs, for the card.
    for (const v of [...state.offline, ...state.waiting]) {
      const report = v.report?.();
      if (report) await writeFileAtomic(join(ctx.outDir, report.file), JSON.stringify(report.data, null, 2) + '\n');
      v.close?.();
    }
  },
  llm: (c) => c.judge?.llm,
  describePlan: (_c, at) => [`-> ${at.artifactPath('valid')}, rejects -> rejects.jsonl`],
};
