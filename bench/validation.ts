// Validation: trajectories/s through the whole validator chain vs ajv alone on the same arguments.
import type { CatalogTool, Trajectory } from '../src/records/index.js';
import { generateOfflineTasks } from '../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../src/generate/config.js';
import { toolRefs } from '../src/records/tool-refs.js';
import { validateTrajectory } from '../src/validate/chain.js';
import { compileSchema } from '../src/schema/ajv.js';
import { generateSync } from 'json-schema-faker';
import { rate, row, type BenchRow } from './measure.js';

/** Trajectories built from generated tasks with canned results: validation cost without any server. */
export function syntheticTrajectories(catalog: Map<string, CatalogTool>, n: number): Trajectory[] {
  const config = GenerateConfigSchema.parse({ count: n, mix: { single: 0.6, parallel: 0.4 } });
  const out: Trajectory[] = [];
  for (const task of generateOfflineTasks([...catalog.values()], { seed: 5, config })) {
    const refs = toolRefs(task.toolset.map((id) => catalog.get(id) as CatalogTool));
    const nameOf = new Map(refs.map((r) => [r.toolId, r.name]));
    const calls = task.expected.calls.map((c, i) => {
      const out = (catalog.get(c.toolId) as CatalogTool).outputSchema;
      // Tools that declare an outputSchema must return matching structured content, as real ones do.
      const structured = out ? { structuredContent: generateSync(out as never, { seed: task.seed + i, alwaysFakeOptionals: true } as never) } : {};
      return { id: `call_${task.id}_${i}`, toolId: c.toolId, serverId: c.toolId.split('/')[0] as string, name: nameOf.get(c.toolId) as string, arguments: c.arguments, latencyMs: 1, isError: false, truncated: false, ...structured };
    });
    out.push({
      id: `traj_${task.id}`,
      taskId: task.id,
      kind: task.kind,
      tools: refs,
      messages: [
        ...task.messages,
        { role: 'assistant', content: null, tool_calls: calls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: JSON.stringify(c.arguments) } })) },
        ...calls.map((c) => ({ role: 'tool' as const, tool_call_id: c.id, name: c.name, content: 'ok' })),
        { role: 'assistant', content: 'Done.' },
      ],
      calls,
      engine: 'offline',
      seed: task.seed,
      sandbox: 'none',
      durationMs: 1,
    });
  }
  return out;
}

export function benchValidation(catalog: Map<string, CatalogTool>, n = 50_000): BenchRow[] {
  const trajectories = syntheticTrajectories(catalog, n);
  const ctx = { catalog };
  // warm caches (compiled schemas) so both sides measure steady state
  for (const t of trajectories.slice(0, 200)) validateTrajectory(t, ctx);
  let t0 = performance.now();
  let rejected = 0;
  for (const t of trajectories) if (validateTrajectory(t, ctx)) rejected++;
  const chainMs = performance.now() - t0;
  const schemas = trajectories.map((t) => t.calls.map((c) => compileSchema((catalog.get(c.toolId) as CatalogTool).inputSchema)));
  t0 = performance.now();
  for (let i = 0; i < trajectories.length; i++) {
    const t = trajectories[i] as Trajectory;
    t.calls.forEach((c, j) => schemas[i]?.[j]?.fn(c.arguments));
  }
  const ajvMs = performance.now() - t0;
  return [
    row({ suite: 'validation', metric: `trajectories/s, format+schema+execution chain (${trajectories.length}, ${rejected} rejected)`, ours: rate(trajectories.length, chainMs), baseline: rate(trajectories.length, ajvMs), unit: 'traj/s (1 core)', target: '>= 50k/s per core', targetAbs: 50_000, note: 'baseline: ajv alone on the same arguments' }),
  ];
}

export function benchGeneration(catalog: Map<string, CatalogTool>, n = 5000): BenchRow[] {
  const config = GenerateConfigSchema.parse({ count: n });
  const t0 = performance.now();
  let count = 0;
  for (const _ of generateOfflineTasks([...catalog.values()], { seed: 9, config })) count++;
  return [row({ suite: 'generation', metric: `offline tasks/s (${count} tasks)`, ours: rate(count, performance.now() - t0), unit: 'tasks/s' })];
}
