// Tasks over the memory server (catalogs/npm-real.jsonl) name what the task's knowledge graph holds: an open, delete or
// new observation names an entity of it, a search finds something, a deleted note or relation is one it has; the words
// say the names as names (never '["Finn Novak"]'), and an open is asked for as a read, not as "set up a new node".
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool } from '../../src/records/index.js';
import { World, referenceDateFor } from '../../src/world/world.js';
import { WorldModel } from '../../src/world/model.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { PROJECT, readLines } from '../helpers.js';

const memory = readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl')).filter((t) => t.serverId === 'memory');
const byId = new Map(memory.map((t) => [t.id, t]));
type Entity = { name: string; entityType: string; observations: string[] };

describe('tasks over a knowledge graph', () => {
  const model = WorldModel.of(memory);
  const tasks = [...generateOfflineTasks(memory, { seed: 5, config: GenerateConfigSchema.parse({ count: 80, mix: { single: 1, parallel: 1, multiple: 1, multi_turn: 1, missing_info: 1 } }) })];

  it('name entities, notes and relations the graph of their world holds', () => {
    let checked = 0;
    for (const task of tasks) {
      const world = new World(model, task.seed, task.referenceDate ?? referenceDateFor(task.seed));
      const graph = world.graphOf('memory').read();
      const entity = (name: unknown) => graph.entities.find((e) => e.name === name) as Entity | undefined;
      for (const call of task.expected?.calls ?? []) {
        const name = byId.get(call.toolId)?.name;
        const args = call.arguments as Record<string, Array<Record<string, unknown>> & string[]> & { query: string };
        if (name === 'open_nodes' || name === 'delete_entities') for (const n of args.names ?? args.entityNames) expect(entity(n), `${name} ${n}`).toBeDefined();
        else if (name === 'add_observations') for (const o of args.observations) expect(entity(o.entityName), String(o.entityName)).toBeDefined();
        else if (name === 'delete_observations') for (const d of args.deletions) expect(entity(d.entityName)?.observations).toEqual(expect.arrayContaining(d.observations as string[]));
        else if (name === 'delete_relations') for (const r of args.relations) expect(graph.relations).toContainEqual(r);
        else if (name === 'search_nodes') expect((world.call(byId.get(call.toolId) as CatalogTool, args).structured as { entities: Entity[] }).entities.length, args.query).toBeGreaterThan(0);
        else continue;
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(15);
  });

  it('say names as names, and ask to open a node as a read', () => {
    const text = (task: (typeof tasks)[number]) => task.messages.filter((m) => m.role === 'user').map((m) => String(m.content)).join(' ');
    for (const task of tasks) expect(text(task)).not.toMatch(/\[\s*"|"\s*\]/);
    const opens = tasks.filter((t) => t.expected?.calls.some((c) => c.toolId === 'memory/open_nodes'));
    expect(opens.length).toBeGreaterThan(3);
    // "set up a new node" is a create; a parallel task may create something else in the same sentence.
    for (const task of opens) expect(text(task)).not.toMatch(/\b(create|set up|start|add|make)\s+(a |an |the |another |new )*nodes?\b/i);
  });
});
