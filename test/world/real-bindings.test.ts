// Bindings of real tools the world once read wrong: the id an update acts on, and how its task says it.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { WorldModel } from '../../src/world/model.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import type { CatalogTool } from '../../src/records/index.js';
import { PROJECT, readLines } from '../helpers.js';

const digitalocean = readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')).filter((t) => t.serverId === 'digitalocean');
const updateNodePool = digitalocean.find((t) => t.name === 'doks-update-nodepool')!;

describe('doks-update-nodepool', () => {
  it('is bound by NodePoolID, in its cluster; its Name is a change', () => {
    const model = WorldModel.of(digitalocean);
    expect(model.binding(updateNodePool)).toMatchObject({ idParam: 'NodePoolID', scope: ['ClusterID'] });
  });

  it('is asked for by the node pool it changes, never with its id said as a change or put in Name', () => {
    const config = GenerateConfigSchema.parse({ count: 600, mix: { single: 1, multi_turn: 1 } });
    const tasks = [...generateOfflineTasks(digitalocean, { seed: 3, config })].filter((t) => t.expected.calls.some((c) => c.toolId === updateNodePool.id));
    expect(tasks.length).toBeGreaterThan(3);
    for (const task of tasks) {
      const call = task.expected.calls.find((c) => c.toolId === updateNodePool.id)!;
      const said = [task.messages[0]!.content, ...(task.turns ?? []).map((t) => t.user)].join(' ');
      expect(said).not.toMatch(/(set|change|update|switch) the node ?pool to/i);
      if (call.arguments.Name !== undefined) expect(call.arguments.Name).not.toBe(call.arguments.NodePoolID);
    }
  }, 60_000);
});
