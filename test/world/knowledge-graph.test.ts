// The knowledge graph the world plays for the memory server's tools (catalogs/npm-real.jsonl): what is created can be
// opened, searched by its notes and deleted; an unknown entity is the server's own error; arguments name what the
// graph holds; forks under another server id play the same; and multi_step trajectories read what was created.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { CatalogTool, Trajectory } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { WorldModel } from '../../src/world/model.js';
import { WorldSimulator } from '../../src/world/simulator.js';
import { argumentsFor } from '../../src/world/arguments.js';
import { graphTool } from '../../src/world/graph-tools.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import { executeTask } from '../../src/execute/executor.js';
import { PROJECT, readLines } from '../helpers.js';

const real = readLines<CatalogTool>(join(PROJECT, 'catalogs/npm-real.jsonl'));
const memory = real.filter((t) => t.serverId === 'memory');
const tool = (name: string, tools = memory) => tools.find((t) => t.name === name) as CatalogTool;
type Graph = { entities: Array<{ name: string; entityType: string; observations: string[] }>; relations: Array<{ from: string; to: string; relationType: string }> };

/** One world over the memory tools, called as the executor calls it (arguments checked against the inputSchema). */
function play(seed = 11, tools = memory) {
  const sim = new WorldSimulator(World.for(tools, seed));
  return (name: string, args: Record<string, unknown>) => {
    const r = sim.call(tool(name, tools), name, args);
    return { ...r, graph: r.structured as Graph };
  };
}

describe('the knowledge graph of the memory server', () => {
  it('knows every memory tool by its shape, and not n8n search_nodes', () => {
    expect(Object.fromEntries(memory.map((t) => [t.name, graphTool(t)?.op]))).toEqual({
      create_entities: 'create_entities', create_relations: 'create_relations', add_observations: 'add_observations', delete_entities: 'delete_entities',
      delete_observations: 'delete_observations', delete_relations: 'delete_relations', read_graph: 'read_graph', search_nodes: 'search_nodes', open_nodes: 'open_nodes',
    });
    expect(graphTool(tool('search_nodes', real.filter((t) => t.serverId === 'n8n')))).toBeUndefined();
  });

  it('opens exactly what create_entities created, as the server writes it', () => {
    const call = play();
    const made = call('create_entities', { entities: [{ name: 'Finn Novak', entityType: 'person', observations: ['Prefers the morning train.'] }] });
    expect(made.isError).toBe(false);
    expect(JSON.parse(made.text)).toEqual([{ name: 'Finn Novak', entityType: 'person', observations: ['Prefers the morning train.'] }]);
    expect(made.graph.entities).toHaveLength(1);
    const opened = call('open_nodes', { names: ['Finn Novak'] });
    expect(opened.graph).toEqual({ entities: [{ name: 'Finn Novak', entityType: 'person', observations: ['Prefers the morning train.'] }], relations: [] });
    expect(JSON.parse(opened.text)).toEqual(opened.graph);
    // A second create of the same name is skipped: the server returns only what it added.
    expect(call('create_entities', { entities: [{ name: 'Finn Novak', entityType: 'person', observations: [] }] }).graph).toEqual({ entities: [] });
  });

  it('is seeded with people, organizations and projects related to each other, the same for the same seed', () => {
    const graph = play(5)('read_graph', {}).graph;
    expect(play(5)('read_graph', {}).text).toBe(play(5)('read_graph', {}).text);
    expect(play(6)('read_graph', {}).text).not.toBe(play(5)('read_graph', {}).text);
    expect(graph.entities.length).toBeGreaterThanOrEqual(4);
    expect(new Set(graph.entities.map((e) => e.entityType))).toEqual(new Set(['person', 'organization', 'project']));
    const names = new Set(graph.entities.map((e) => e.name));
    expect(graph.relations.length).toBeGreaterThan(0);
    for (const r of graph.relations) expect(names.has(r.from) && names.has(r.to), JSON.stringify(r)).toBe(true);
    for (const e of graph.entities) for (const o of e.observations) expect(o).toMatch(/^[A-Z0-9].{8,}[.]$/);
  });

  it('finds an entity by the words of an observation, with the relations touching it', () => {
    const call = play();
    call('create_entities', { entities: [{ name: 'Aurora Lindqvist', entityType: 'person', observations: ['Allergic to peanuts, order lunch accordingly.'] }] });
    call('create_relations', { relations: [{ from: 'Aurora Lindqvist', to: 'Finn Novak', relationType: 'mentors' }] });
    const found = call('search_nodes', { query: 'PEANUTS' }).graph;
    expect(found.entities.map((e) => e.name)).toEqual(['Aurora Lindqvist']);
    expect(found.relations).toEqual([{ from: 'Aurora Lindqvist', to: 'Finn Novak', relationType: 'mentors' }]);
    expect(call('search_nodes', { query: 'no such words anywhere' }).graph).toEqual({ entities: [], relations: [] });
  });

  it('deletes entities with their relations, and observations and relations as named', () => {
    const call = play();
    const before = call('read_graph', {}).graph;
    const person = before.entities.find((e) => e.entityType === 'person' && e.observations.length > 0) as Graph['entities'][number];
    const note = person.observations[0] as string;
    expect(call('delete_observations', { deletions: [{ entityName: person.name, observations: [note] }] }).text).toBe('Observations deleted successfully');
    expect(call('open_nodes', { names: [person.name] }).graph.entities[0]?.observations).not.toContain(note);
    const relation = before.relations[0] as Graph['relations'][number];
    call('delete_relations', { relations: [relation] });
    expect(call('read_graph', {}).graph.relations).not.toContainEqual(relation);
    const gone = call('delete_entities', { entityNames: [person.name] });
    expect(gone.graph).toEqual({ success: true, message: 'Entities deleted successfully' });
    expect(call('open_nodes', { names: [person.name] }).graph).toEqual({ entities: [], relations: [] });
    expect(call('read_graph', {}).graph.relations.some((r) => r.from === person.name || r.to === person.name)).toBe(false);
  });

  it('adds observations to an entity that exists, and fails as the server does for one that does not', () => {
    const call = play();
    const name = call('read_graph', {}).graph.entities[0]?.name as string;
    const added = call('add_observations', { observations: [{ entityName: name, contents: ['Moved to the Oslo office.'] }] });
    expect(added.graph).toEqual({ results: [{ entityName: name, addedObservations: ['Moved to the Oslo office.'] }] });
    expect(call('open_nodes', { names: [name] }).graph.entities[0]?.observations).toContain('Moved to the Oslo office.');
    const unknown = call('add_observations', { observations: [{ entityName: name, contents: ['Never saved.'] }, { entityName: 'Nobody Atall', contents: ['Hi.'] }] });
    expect(unknown).toMatchObject({ isError: true, text: 'Entity with name Nobody Atall not found' });
    expect(call('open_nodes', { names: [name] }).graph.entities[0]?.observations).not.toContain('Never saved.');
  });

  it('draws arguments that name what the graph holds, and a new entity for a create', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const world = World.for(memory, seed);
      const names = new Set(world.records(tool('open_nodes')).map((e) => e.name as string));
      expect(names.size).toBeGreaterThan(0);
      const open = argumentsFor(tool('open_nodes'), world, seed) as { names: string[] };
      for (const n of open.names) expect(names.has(n)).toBe(true);
      expect(world.call(tool('open_nodes'), open).structured).toMatchObject({ entities: open.names.map((name) => expect.objectContaining({ name })) });
      const search = argumentsFor(tool('search_nodes'), world, seed) as { query: string };
      expect((world.call(tool('search_nodes'), search).structured as Graph).entities.length).toBeGreaterThan(0);
      const deletion = argumentsFor(tool('delete_observations'), world, seed) as { deletions: Array<{ entityName: string; observations: string[] }> };
      const target = world.records(tool('open_nodes')).find((e) => e.name === deletion.deletions[0]?.entityName);
      expect(target?.observations).toEqual(expect.arrayContaining(deletion.deletions[0]?.observations ?? ['none']));
      const create = argumentsFor(tool('create_entities'), world, seed) as { entities: Array<{ name: string }> };
      for (const e of create.entities) expect(names.has(e.name)).toBe(false);
      expect((world.call(tool('create_entities'), create).structured as Graph).entities).toHaveLength(create.entities.length);
    }
  });

  it('plays a fork under another server id by the same shapes', () => {
    const fork = memory.map((t) => ({ ...t, id: `kg-fork/${t.name}`, serverId: 'kg-fork' }));
    const call = play(11, fork);
    call('create_entities', { entities: [{ name: 'Finn Novak', entityType: 'person', observations: [] }] });
    expect(call('open_nodes', { names: ['Finn Novak'] }).graph.entities.map((e) => e.name)).toEqual(['Finn Novak']);
  });

  it('makes multi_step trajectories whose results agree with their calls, and answers that read them', async () => {
    const marked = memory.map((t) => ({ ...t, source: { kind: 'synthetic' as const, id: t.serverId, domain: t.serverId, derivedFrom: [t.serverId] } }));
    const catalog = new Map(marked.map((t) => [t.id, t]));
    const model = WorldModel.of(marked);
    const tasks = [...generateOfflineTasks(marked, { seed: 77, config: GenerateConfigSchema.parse({ count: 12, mix: { multi_step: 1 } }) })];
    expect(tasks.length).toBeGreaterThanOrEqual(10);
    const config = ExecuteConfigSchema.parse({ sandbox: 'none', backend: 'simulated', pool: { spares: 0 } });
    let opened = 0;
    for (const task of tasks) {
      const out = await executeTask(task, { catalog, config, sandbox: 'none', world: model });
      expect(out.ok).toBe(true);
      const t = (out as { trajectory: Trajectory }).trajectory;
      const created = t.calls.filter((c) => c.name === 'create_entities' && !c.isError).flatMap((c) => (c.structuredContent as Graph).entities);
      for (const call of t.calls.filter((c) => c.name === 'open_nodes')) {
        opened++;
        const asked = call.arguments.names as string[];
        const got = (call.structuredContent as Graph).entities;
        // Exactly what was asked for, and what the create before it made, as it was made.
        expect(got.map((e) => e.name)).toEqual(asked);
        for (const e of got) expect(created.find((c) => c.name === e.name) ?? e).toEqual(e);
        expect(created.some((c) => asked.includes(c.name))).toBe(true);
      }
      const answer = String(t.messages[t.messages.length - 1]?.content ?? '');
      const then = answer.split('\n\n').slice(1).join(' ');
      expect(then).not.toMatch(/\b(added|saved|created)\b/i);
      for (const name of t.calls.filter((c) => c.name === 'open_nodes').flatMap((c) => c.arguments.names as string[])) expect(then).toContain(name);
    }
    expect(opened).toBeGreaterThanOrEqual(tasks.length - 2);
  });
});
