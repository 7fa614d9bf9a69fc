// The execute step: each task is played (offline player or LLM agent loop) against its tools' backends, real
// sandboxed servers or the simulator, into a trajectory; shards run here or on queue workers.
import { TaskSchema, TrajectorySchema, type CatalogTool, type Task, type Trajectory } from '../records/index.js';
import { limitsFromConfig, resolveSandbox, type SandboxMode } from '../servers/sandbox.js';
import { sandboxWalls } from '../servers/sandbox-probe.js';
import type { ServerPool } from '../servers/pool.js';
import { DEFERRED, orDeferred } from '../llm/deferred.js';
import { addUsage } from '../core/stats.js';
import { deferred, ok, rejected, type Step } from '../core/step.js';
import type { StepContext } from '../core/context.js';
import { ExecuteConfigSchema, type ExecuteConfig } from './config.js';
import { executeTask, poolFor } from './executor.js';
import { backendsOf, type BackendDef } from './backend.js';

interface ExecuteState {
  catalog: ReadonlyMap<string, CatalogTool>;
  sandbox: SandboxMode;
  pool: ServerPool;
  backends: readonly BackendDef[];
}

/** The sandbox this run uses: refused in one line, or warned about once per run rather than once per shard. */
function sandboxFor(ctx: StepContext<ExecuteConfig>): SandboxMode {
  const warned = ctx.resources.get('execute.sandbox-warned', () => ({ done: false }));
  return resolveSandbox(ctx.config.sandbox, (line) => {
    if (!warned.done) ctx.log(line);
    warned.done = true;
  });
}

function count(ctx: StepContext, t: Trajectory): void {
  if (t.usage) addUsage(ctx.stats, t.usage);
  for (const c of t.calls) {
    ctx.bump('calls');
    if (c.isError && !c.protocolError) ctx.bump('isError');
    if (c.protocolError) ctx.bump('protocolErrors');
  }
}

export const executeStep: Step<ExecuteConfig, Task, Trajectory, ExecuteState> = {
  name: 'execute',
  description: 'play each task against its tools (real servers under bubblewrap, or the simulated world) into a trajectory',
  config: () => ExecuteConfigSchema,
  input: { name: 'tasks', schema: TaskSchema },
  output: { name: 'trajectories', schema: TrajectorySchema },
  reads: ['catalog'],
  codePrefix: 'exec',
  codes: {
    'exec.unknown_tool': 'the task names a tool the catalog does not have',
    'exec.failed': 'the trajectory could not be played (a server would not start, say)',
    'exec.trajectory_timeout': 'the trajectory ran past trajectoryTimeoutMs',
    'exec.step_limit': 'the LLM agent gave no final answer within maxSteps turns',
    'exec.llm_failed': "the LLM agent's model failed",
    'exec.shard_failed': 'a shard of tasks failed every attempt on the queue',
  },
  sharded: true,
  shardSize: (c) => c.shardSize,
  concurrency: (c) => c.concurrency,
  recordId: (t) => ({ id: t.id, taskId: t.id }),
  async open(ctx) {
    const sandbox = sandboxFor(ctx);
    ctx.info('sandbox', sandbox);
    const backends = backendsOf(ctx.registries);
    // A named backend that is not registered is a one-line error before any task runs.
    for (const name of new Set([ctx.config.backend, ...Object.values(ctx.config.backends)])) if (name !== 'auto') backends.get(name, 'execute.backend');
    return { catalog: await ctx.catalog(), sandbox, pool: poolFor(ctx.config, sandbox, ctx.cleanup), backends: backends.values() };
  },
  async process(task, ctx, state) {
    const llm = ctx.config.engine === 'llm' ? { llm: ctx.llm(ctx.config.llm ?? {}) } : {};
    const outcome = await orDeferred(executeTask(task, { catalog: state.catalog, config: ctx.config, sandbox: state.sandbox, backends: state.backends, pool: state.pool, cleanup: ctx.cleanup, ...llm }));
    // Batch mode: the whole shard is played again in a later pass, once the answers are in the cache.
    if (outcome === DEFERRED) return deferred(`task ${task.id}`);
    if (!outcome.ok) return rejected(outcome.reject);
    count(ctx, outcome.trajectory);
    return ok(outcome.trajectory);
  },
  async close(state) {
    await state.pool.drain();
  },
  // Which sandbox ran and which of its walls held, for the dataset card (export reads sandbox.json).
  async finish(_records, ctx, out) {
    const mode = resolveSandbox(ctx.config.sandbox);
    out.text('sandbox.json', JSON.stringify(sandboxWalls(mode), null, 2) + '\n');
  },
  llm: (c) => (c.engine === 'llm' ? (c.llm ?? {}) : undefined),
  describePlan: (c) => [`engine ${c.engine}, sandbox ${c.sandbox}, concurrency ${c.concurrency}, shards of ${c.shardSize}`],
};

export { limitsFromConfig };
