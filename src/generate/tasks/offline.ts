// The offline task engine: seeded, deterministic tasks of each kind over toolsets sampled from the catalog.
import type { CatalogTool, Task, TaskKind } from '../../records/index.js';
import { hasFlag } from '../../records/index.js';
import { ConfigError } from '../../util/errors.js';
import type { KindDef } from './kind-def.js';
import { BUILTIN_KINDS } from './kinds.js';
import type { GenerateConfig } from '../config.js';
import { lintScore } from '../../catalog/lint/lint.js';
import { Rng, deriveSeed } from '../../util/random.js';
import type { BuildContext } from './build-context.js';
import { WorldModel } from '../../world/model.js';
import { World } from '../../world/world.js';
import { planCall } from './call-plan.js';
import { mixedToolset, ToolIndex } from './toolsets.js';
import { pickSpeaker } from '../language/personas.js';
import { referenceDate } from '../language/dates.js';

/** Split `count` across kinds by weight; the remainder goes to the largest fractions, ties by kind order. */
export function planCounts(count: number, mix: Partial<Record<TaskKind, number>>): Array<[TaskKind, number]> {
  const kinds = (Object.entries(mix) as Array<[TaskKind, number]>).filter(([, w]) => w > 0);
  const total = kinds.reduce((s, [, w]) => s + w, 0);
  if (total === 0) return [];
  const exact = kinds.map(([k, w]) => [k, (count * w) / total] as const);
  const plan = exact.map(([k, x]) => [k, Math.floor(x)] as [TaskKind, number]);
  let left = count - plan.reduce((s, [, n]) => s + n, 0);
  const order = exact.map(([, x], i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    (plan[i] as [TaskKind, number])[1]++;
  }
  return plan;
}

export function usableTools(catalog: readonly CatalogTool[], config: Pick<GenerateConfig, 'excludeTools' | 'minLintScore'>): CatalogTool[] {
  const excluded = new Set(config.excludeTools);
  const min = config.minLintScore;
  return catalog.filter((t) => !excluded.has(t.id) && !hasFlag(t, 'changed_after_approval') && !hasFlag(t, 'poisoning') && !hasFlag(t, 'name_unsafe') && (min === undefined || lintScore(t) >= min));
}

export interface OfflineTaskEngineOptions {
  seed: number;
  config: GenerateConfig;
  /** The task kinds to build from (the run's registry); the built-ins by default. */
  kinds?: readonly KindDef[];
}

/** Yields tasks deterministically: the same catalog, config and seed give the same tasks in the same order. */
export function* generateOfflineTasks(catalog: readonly CatalogTool[], options: OfflineTaskEngineOptions): Generator<Task> {
  yield* generateOfflineTasksWithDrops(catalog, options, () => undefined);
}

/** As generateOfflineTasks, telling `onDrop` each planned task no tool fits (e.g. no destructive tool for needs_confirmation). */
export function* generateOfflineTasksWithDrops(catalog: readonly CatalogTool[], options: OfflineTaskEngineOptions, onDrop: (reason: string) => void): Generator<Task> {
  const { seed, config } = options;
  const tools = usableTools(catalog, config);
  if (tools.length === 0) return;
  const byServer = new Map<string, CatalogTool[]>();
  for (const t of tools) byServer.set(t.serverId, [...(byServer.get(t.serverId) ?? []), t]);
  const order = spreadOrder(byServer, new Rng(seed));
  const kinds = new Map((options.kinds ?? BUILTIN_KINDS).map((k) => [k.name, k]));
  // The world's shape comes from every tool of a server, excluded ones too: the executor builds the same.
  const model = WorldModel.of(catalog);
  const byId = new Map(tools.map((t) => [t.id, t]));
  const index = new ToolIndex(tools);
  const memo = new Map<string, unknown>();
  const once = <T>(key: string, make: () => T): T => (memo.has(key) ? (memo.get(key) as T) : (memo.set(key, make()).get(key) as T));
  let cursor = 0;
  const nextTool = (filter?: (t: CatalogTool) => boolean): CatalogTool | undefined => {
    for (let i = 0; i < order.length; i++) {
      const t = order[cursor++ % order.length] as CatalogTool;
      if (!filter || filter(t)) return t;
    }
    return undefined;
  };

  for (const [kind, n] of planCounts(config.count, config.mix)) {
    const def = kinds.get(kind);
    if (!def) throw new ConfigError(`generate.mix: unknown task kind "${kind}"; known: ${[...kinds.keys()].join(', ')}`);
    // A slot no tool fitted is tried again on other seeds (a parallel pair that asked one thing twice, a chain whose
    // list came back empty): a run asked for 160 tasks made 157.
    for (let i = 0, attempt = 0; i < n; attempt++) {
      const taskSeed = deriveSeed(seed, attempt === 0 ? `${kind}:${i}` : `${kind}:${i}#${attempt}`);
      const rng = new Rng(taskSeed);
      const ref = referenceDate(rng, config.referenceDate);
      const speaker = pickSpeaker(rng);
      // The world the executor will play this task in: same seed, same reference date (stored on the task).
      let world: World | undefined;
      const worldOf = (): World => (world ??= new World(model, taskSeed, ref));
      const ctx: BuildContext = {
        rng,
        seed: taskSeed,
        index: i,
        once,
        maxToolset: config.maxToolset,
        tools,
        byId,
        byServer,
        toolIndex: index,
        nextTool,
        toolsetFor: (anchor) => mixedToolset(index, anchor, byServer, config, rng),
        model,
        world: worldOf,
        call: (tool, s) => planCall(tool, { rng, seed: s, ref, optional: 'none', world: worldOf() }).call,
        plan: (tool, optional = 'some', record) => planCall(tool, { rng, seed: deriveSeed(taskSeed, tool.id), ref, optional, me: speaker, world: worldOf(), ...(record ? { record } : {}) }),
        speaker,
        ref,
        typoRate: config.typoRate,
      };
      const task = def.build(ctx);
      if (task) yield task;
      else if (attempt < 2) continue;
      else onDrop(`generate.no_fit_${kind}`);
      i++;
      attempt = -1;
    }
  }
}

/** Every tool once, servers taken in turn (each server's tools shuffled, the servers in a shuffled order), so a run
 * spreads over servers before it repeats one, however many tools the largest server has. */
function spreadOrder(byServer: ReadonlyMap<string, CatalogTool[]>, rng: Rng): CatalogTool[] {
  const queues = rng.shuffle([...byServer.values()].map((ts) => rng.shuffle(ts)));
  const out: CatalogTool[] = [];
  for (let i = 0; queues.some((q) => q.length > i); i++) for (const q of queues) if (q[i]) out.push(q[i] as CatalogTool);
  return out;
}
