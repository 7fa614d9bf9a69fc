// Simulated trajectories/s over the real catalog: the world (src/world) against today's json-schema-faker stub (backend
// "faker"), the same tasks through the same executor in the same run. The world may cost at most 1.5x per trajectory.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogTool, Task } from '../src/records/index.js';
import { CatalogToolSchema } from '../src/records/index.js';
import { fillProfiles } from '../src/catalog/profiles.js';
import { generateOfflineTasks } from '../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../src/generate/config.js';
import { ExecuteConfigSchema } from '../src/execute/config.js';
import { executeTask } from '../src/execute/executor.js';
import { WorldModel } from '../src/world/model.js';
import { PROJECT_ROOT as PROJECT } from '../src/util/project.js';
import { generateSyntheticTools } from '../src/generate/tools/offline.js';
import { rate, row, timeIt, type BenchRow } from './measure.js';

const KINDS = { single: 1, parallel: 1, multiple: 1, multi_step: 1, multi_turn: 1, missing_info: 1, needs_confirmation: 1 };

/** Trajectories/s of one pass over the tasks. */
async function playAll(tasks: readonly Task[], catalog: Map<string, CatalogTool>, backend: string, model: WorldModel): Promise<number> {
  const config = ExecuteConfigSchema.parse({ sandbox: 'none', backend, pool: { spares: 0 } });
  const { ms } = await timeIt(async () => {
    for (const task of tasks) {
      const out = await executeTask(task, { catalog, config, sandbox: 'none', world: model });
      if (!out.ok) throw new Error(`${backend}: ${out.reject.message}`);
    }
  });
  return rate(tasks.length, ms);
}

const ROUNDS = 7;

/** Median traj/s of the world and of the stub over tasks of these tools: a whole pass of each to warm up (40 tasks left
 * the stub's paths cold and flattered the world by 0.1x), then seven rounds, the order alternating so that neither
 * backend always runs first. Wall time: process CPU time also counts the GC and compiler threads and swung more. */
async function compare(tools: CatalogTool[], count: number): Promise<{ world: number; faker: number; tasks: number }> {
  const catalog = new Map(tools.map((t) => [t.id, t]));
  const model = WorldModel.of(tools);
  const tasks = [...generateOfflineTasks(tools, { seed: 8, config: GenerateConfigSchema.parse({ count, mix: KINDS }) })];
  await playAll(tasks, catalog, 'faker', model);
  await playAll(tasks, catalog, 'simulated', model);
  const fakers: number[] = [];
  const worlds: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    if (i % 2 === 0) {
      fakers.push(await playAll(tasks, catalog, 'faker', model));
      worlds.push(await playAll(tasks, catalog, 'simulated', model));
    } else {
      worlds.push(await playAll(tasks, catalog, 'simulated', model));
      fakers.push(await playAll(tasks, catalog, 'faker', model));
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
  return { world: median(worlds), faker: median(fakers), tasks: tasks.length };
}

export async function benchWorld(count = 400): Promise<BenchRow[]> {
  const lines = readFileSync(join(PROJECT, 'catalogs/npm-real.jsonl'), 'utf8').split('\n').filter(Boolean);
  const real = fillProfiles(lines.map((l) => CatalogToolSchema.parse(JSON.parse(l))));
  // The stub serves only synthetic tools: the same tools marked so, for both backends alike. Over npm-real it answers
  // {"ok":true} for the 93% without an outputSchema; over synthetic tools (all with one) it does comparable work.
  const marked = real.map((t) => ({ ...t, source: { kind: 'synthetic' as const, id: t.serverId, domain: t.serverId, derivedFrom: [t.serverId] } }));
  const onReal = await compare(marked, count);
  const onSynthetic = await compare(generateSyntheticTools(real, { seed: 8, maxDomains: 40 }).tools, count);
  const target = { target: '>= 0.67x (<= 1.5x the cost)', targetRatio: 1 / 1.5 };
  return [
    row({ suite: 'world', metric: `simulated trajectories/s over npm-real (${onReal.tasks} tasks, 7 kinds), world vs faker stub`, ours: onReal.world, baseline: onReal.faker, unit: 'traj/s', ...target }),
    row({ suite: 'world', metric: `simulated trajectories/s over synthetic tools from npm-real (${onSynthetic.tasks} tasks), world vs faker stub`, ours: onSynthetic.world, baseline: onSynthetic.faker, unit: 'traj/s', ...target }),
  ];
}
