// The offline task engine: seeded, deterministic tasks of each kind over toolsets sampled from the catalog.
import type { CatalogTool, ExpectedCall, Task, TaskKind } from '../../records/index.js';
import { TaskKindSchema, hasFlag } from '../../records/index.js';
import type { GenerateConfig } from '../../core/config.js';
import { lintScore } from '../../catalog/lint/lint.js';
import { fitToBudget } from '../../catalog/token-budget.js';
import { Rng, deriveSeed } from '../../util/random.js';
import { generateArguments, type ArgContext } from './args.js';
import { type BuildContext, finishTask, notDestructive } from './build-context.js';
import { buildNeedsConfirmation } from './confirmation-task.js';
import { buildMissingInfo, buildMultiTurn } from './dialogue.js';
import { irrelevantRequest } from './irrelevance.js';
import { buildMultiStep, findChains } from './multi-step.js';
import { buildMultiple } from './multiple.js';
import { parallelRequest, singleRequest } from './templates.js';
import { listSeed } from './workspace-files.js';

export const OFFLINE_KINDS = TaskKindSchema.options;

const READS = /(read|get|list|search|find|info|tree|open|show|fetch|view|describe)/i;
const DIRECTORY = /(director|folder|tree|dir\b|_dir|-dir)/i;

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

function argContext(tool: CatalogTool, rng: Rng): ArgContext {
  const src = tool.source as { workspace?: { seed?: string } };
  const seed = src.workspace ? listSeed(src.workspace.seed) : undefined;
  return {
    rng,
    workspace: seed,
    readsExisting: hasFlag(tool, 'read_only') || READS.test(tool.name),
    wantsDirectory: DIRECTORY.test(tool.name),
  };
}

export function usableTools(catalog: readonly CatalogTool[], config: Pick<GenerateConfig, 'excludeTools' | 'minLintScore'>): CatalogTool[] {
  const excluded = new Set(config.excludeTools);
  const min = config.minLintScore;
  return catalog.filter((t) => !excluded.has(t.id) && !hasFlag(t, 'changed_after_approval') && !hasFlag(t, 'poisoning') && !hasFlag(t, 'name_unsafe') && (min === undefined || lintScore(t) >= min));
}

export interface OfflineTaskEngineOptions {
  seed: number;
  config: GenerateConfig;
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
  const order = new Rng(seed).shuffle(tools);
  const chains = findChains(tools);
  let cursor = 0;
  const nextTool = (filter?: (t: CatalogTool) => boolean): CatalogTool | undefined => {
    for (let i = 0; i < order.length; i++) {
      const t = order[cursor++ % order.length] as CatalogTool;
      if (!filter || filter(t)) return t;
    }
    return undefined;
  };

  for (const [kind, n] of planCounts(config.count, config.mix)) {
    for (let i = 0; i < n; i++) {
      const taskSeed = deriveSeed(seed, `${kind}:${i}`);
      const rng = new Rng(taskSeed);
      const ctx: BuildContext = {
        rng,
        seed: taskSeed,
        maxToolset: config.maxToolset,
        tools,
        byServer,
        nextTool,
        toolsetFor: (anchor) => {
          const server = byServer.get((anchor[0] as CatalogTool).serverId) ?? [];
          const anchorIds = new Set(anchor.map((t) => t.id));
          const others = fitToBudget(anchor, rng.sample(server.filter((t) => !anchorIds.has(t.id)), Math.max(0, config.maxToolset - anchorIds.size)), config.maxToolsetTokens);
          return rng.shuffle([...anchorIds, ...others.map((t) => t.id)]);
        },
        call: (tool, s) => call(tool, rng, s),
      };
      const task = kind === 'multi_step' ? buildMultiStep(ctx, chains, i) : buildTask(kind, ctx);
      if (task) yield task;
      else onDrop(`generate.no_fit_${kind}`);
    }
  }
}

function call(tool: CatalogTool, rng: Rng, seed: number): ExpectedCall {
  return { toolId: tool.id, arguments: generateArguments(tool.inputSchema, seed, argContext(tool, rng)) };
}

function buildTask(kind: TaskKind, ctx: BuildContext): Task | undefined {
  const { rng, seed, byServer } = ctx;
  switch (kind) {
    case 'single': {
      const tool = (ctx.nextTool(notDestructive) ?? ctx.nextTool()) as CatalogTool;
      const c = ctx.call(tool, seed);
      const text = singleRequest(rng, tool.description, tool.name, c.arguments);
      return finishTask({ kind, toolset: ctx.toolsetFor([tool]), text, expected: { calls: [c], parallel: false, final: 'answer' }, rubric: [`calls ${tool.name} once`] }, seed);
    }
    case 'parallel': {
      const first = (ctx.nextTool(notDestructive) ?? ctx.nextTool()) as CatalogTool;
      const siblings = (byServer.get(first.serverId) ?? []).filter((t) => t.id !== first.id && notDestructive(t));
      const second = siblings.length > 0 && rng.next() < 0.5 ? rng.pick(siblings) : first;
      const calls = [ctx.call(first, seed), ctx.call(second, seed + 7919)];
      const items = [first, second].map((t, i) => ({ description: t.description, toolName: t.name, args: (calls[i] as ExpectedCall).arguments }));
      const text = parallelRequest(rng, items);
      return finishTask({ kind, toolset: ctx.toolsetFor([first, second]), text, expected: { calls, parallel: true, final: 'answer' }, rubric: ['makes both calls in one assistant turn'] }, seed);
    }
    case 'irrelevance': {
      const servers = [...byServer.keys()].sort();
      const server = byServer.get(rng.pick(servers)) ?? [];
      const anchor = rng.pick(server);
      const req = irrelevantRequest(rng);
      const toolset = ctx.toolsetFor([anchor]);
      const names = toolset.map((id) => id.slice(id.indexOf('/') + 1));
      const expected: Task['expected'] = req.answer
        ? { calls: [], parallel: false, final: 'answer', answer: req.answer }
        : {
            calls: [],
            parallel: false,
            final: 'decline',
            answer: `I can't help with that here: it needs ${req.capability}, and none of the tools I have does that (they cover ${names.slice(0, 4).join(', ')}${names.length > 4 ? ' and more' : ''}).`,
          };
      const rubric = req.capability ? [`calls no tool`, `says it cannot help with ${req.capability}`] : ['calls no tool', 'answers directly'];
      return finishTask({ kind, toolset, text: req.text, expected, rubric }, seed);
    }
    case 'multiple':
      return buildMultiple(ctx);
    case 'multi_turn':
      return buildMultiTurn(ctx);
    case 'missing_info':
      return buildMissingInfo(ctx);
    case 'needs_confirmation':
      return buildNeedsConfirmation(ctx);
    default:
      return undefined;
  }
}
