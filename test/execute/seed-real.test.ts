// A real memory server starts from the task's world: the generator names entities of the world's knowledge graph,
// and the real server, whose graph file was empty, answered "no entity named ..." to every read in the quickstart.
import { describe, expect, it } from 'vitest';
import { crawlSources } from '../../src/crawl/crawl.js';
import { executeTask } from '../../src/execute/executor.js';
import { findBubblewrap } from '../../src/servers/sandbox.js';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import type { Task } from '../../src/records/index.js';
import { World } from '../../src/world/world.js';
import { WorldModel } from '../../src/world/model.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';

describe('a real memory server', () => {
  it('holds the world graph the task was written against, and still writes its own', async () => {
    const source = { kind: 'stdio' as const, id: 'memory', package: '@modelcontextprotocol/server-memory', args: [], env: { MEMORY_FILE_PATH: '${workspace}/memory.jsonl' }, workspace: {} };
    const report = await crawlSources([source as never], { connectTimeoutMs: 60_000 });
    expect(report.failures).toEqual([]);
    const catalog = new Map(report.tools.map((t) => [t.id, t]));
    const model = WorldModel.of(report.tools);
    const seed = 7;
    const known = new World(model, seed).graphOf('memory').entities.slice(0, 2).map((e) => e.name);
    expect(known.length).toBe(2);
    const sandbox = findBubblewrap() ? 'bubblewrap' : 'none';
    const task: Task = {
      id: 'task_seeded_memory',
      kind: 'multiple',
      toolset: ['memory/open_nodes', 'memory/create_entities', 'memory/read_graph'],
      messages: [{ role: 'user', content: `Open ${known.join(' and ')}, then remember Ada.` }],
      expected: {
        calls: [
          { toolId: 'memory/open_nodes', arguments: { names: known } },
          { toolId: 'memory/create_entities', arguments: { entities: [{ name: 'Ada Quill', entityType: 'person', observations: ['mathematician'] }] } },
          { toolId: 'memory/read_graph', arguments: {} },
        ],
        parallel: false,
        final: 'answer',
      },
      rubric: [],
      seed,
      engine: 'offline',
    };
    const outcome = await executeTask(task, { catalog, config: ExecuteConfigSchema.parse({ sandbox, backend: 'real' }), sandbox, world: model });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const [open, , read] = outcome.trajectory.messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content as string) as { entities: Array<{ name: string }> });
    for (const c of outcome.trajectory.calls) expect(c.execution).toBe('real');
    expect(open?.entities.map((e) => e.name).sort()).toEqual([...known].sort());
    expect(read?.entities.map((e) => e.name)).toEqual(expect.arrayContaining([...known, 'Ada Quill']));
    // Two calls at once both see the graph: the second does not reach the server before the file is written.
    for (let round = 0; round < 3; round++) {
      const both: Task = { ...task, id: `task_seeded_parallel_${round}`, expected: { calls: [{ toolId: 'memory/open_nodes', arguments: { names: [known[0]] } }, { toolId: 'memory/open_nodes', arguments: { names: [known[1]] } }], parallel: true, final: 'answer' } };
      const out = await executeTask(both, { catalog, config: ExecuteConfigSchema.parse({ sandbox, backend: 'real' }), sandbox, world: model });
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      const found = out.trajectory.messages.filter((m) => m.role === 'tool').map((m) => (JSON.parse(m.content as string) as { entities: Array<{ name: string }> }).entities.map((e) => e.name));
      expect(found).toEqual([[known[0]], [known[1]]]);
    }
  }, 120_000);

  it('is asked about entities of the world graph it will hold, though it keeps its graph in a workspace', async () => {
    const source = { kind: 'stdio' as const, id: 'memory', package: '@modelcontextprotocol/server-memory', args: [], env: { MEMORY_FILE_PATH: '${workspace}/memory.jsonl' }, workspace: {} };
    const tools = (await crawlSources([source as never], { connectTimeoutMs: 60_000 })).tools;
    const model = WorldModel.of(tools);
    let opened = 0;
    for (const task of generateOfflineTasks(tools, { seed: 3, config: GenerateConfigSchema.parse({ count: 60, mix: { single: 1, multiple: 1 } }) })) {
      const names = new Set(new World(model, task.seed).graphOf('memory').entities.map((e) => e.name));
      for (const c of task.expected.calls.filter((x) => x.toolId === 'memory/open_nodes')) {
        opened++;
        for (const n of c.arguments.names as string[]) expect(names.has(n), n).toBe(true);
      }
    }
    expect(opened).toBeGreaterThan(2);
  }, 120_000);
});
