// The server pool: pre-started spares serve later trajectories, and no trajectory sees another's files or memory graph.
import { describe, expect, it } from 'vitest';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import { executeTask, poolFor } from '../../src/execute/executor.js';
import { ServerPool } from '../../src/servers/pool.js';
import { limitsFromConfig } from '../../src/servers/sandbox.js';
import type { CatalogTool, Trajectory } from '../../src/records/index.js';
import { callTask, catalogTool } from './helpers.js';

const memorySource = { kind: 'stdio' as const, id: 'memory', package: '@modelcontextprotocol/server-memory', args: [], env: { MEMORY_FILE_PATH: '${workspace}/memory.jsonl' }, workspace: {} };
const fsSource = { kind: 'stdio' as const, id: 'filesystem', package: '@modelcontextprotocol/server-filesystem', args: ['${workspace}'], env: {}, workspace: {} };
const catalog = new Map<string, CatalogTool>(
  [
    catalogTool('memory', 'create_entities', memorySource),
    catalogTool('memory', 'read_graph', memorySource),
    catalogTool('filesystem', 'write_file', fsSource),
    catalogTool('filesystem', 'list_directory', fsSource),
  ].map((t) => [t.id, t]),
);
const config = ExecuteConfigSchema.parse({ sandbox: 'bubblewrap', callTimeoutMs: 10_000, pool: { spares: 1 } });

function toolTexts(t: Trajectory): string[] {
  return t.messages.filter((m) => m.role === 'tool').map((m) => String(m.content));
}

async function play(calls: Array<{ toolId: string; arguments: Record<string, unknown> }>, pool: ServerPool): Promise<Trajectory> {
  const outcome = await executeTask(callTask(calls), { catalog, config, sandbox: 'bubblewrap', pool });
  if (!outcome.ok) throw new Error(outcome.reject.message);
  return outcome.trajectory;
}

describe('server pool (real servers under bubblewrap)', () => {
  it("trajectory B does not see the entity trajectory A created, nor A's files, even when B gets a pre-started spare", async () => {
    const pool = new ServerPool({ mode: 'bubblewrap', spares: 1, start: { connectTimeoutMs: 10_000, limits: limitsFromConfig(config.limits) } });
    const a = await play(
      [
        { toolId: 'memory/create_entities', arguments: { entities: [{ name: 'Ada Lovelace', entityType: 'person', observations: ['wrote the first program'] }] } },
        { toolId: 'memory/read_graph', arguments: {} },
        { toolId: 'filesystem/write_file', arguments: { path: '/workspace/secret-a.txt', content: 'from A' } },
      ],
      pool,
    );
    expect(a.calls.map((c) => c.isError)).toEqual([false, false, false]);
    expect(toolTexts(a)[1]).toContain('Ada Lovelace'); // the write is real, so an empty read below means isolation
    const b = await play(
      [
        { toolId: 'memory/read_graph', arguments: {} },
        { toolId: 'filesystem/list_directory', arguments: { path: '/workspace' } },
      ],
      pool,
    );
    expect(b.calls.map((c) => c.isError)).toEqual([false, false]);
    expect(toolTexts(b)[0]).not.toContain('Ada Lovelace');
    expect(JSON.parse(toolTexts(b)[0] as string)).toMatchObject({ entities: [], relations: [] });
    expect(toolTexts(b)[1]).not.toContain('secret-a.txt');
    expect(pool.stats.warm).toBe(2); // both of B's servers were spares started while A ran
    await pool.drain();
  }, 60_000);

  it('trajectories sharing a pool from poolFor see only their own state, and drain stops every server', async () => {
    const pool = poolFor(config, 'bubblewrap');
    expect(pool).toBeDefined();
    const outcomes = await Promise.all(
      ['Grace Hopper', 'Alan Turing', 'Edsger Dijkstra'].map((name) =>
        executeTask(
          callTask([
            { toolId: 'memory/create_entities', arguments: { entities: [{ name, entityType: 'person', observations: [] }] } },
            { toolId: 'memory/read_graph', arguments: {} },
          ]),
          { catalog, config, sandbox: 'bubblewrap', ...(pool ? { pool } : {}) },
        ),
      ),
    );
    await pool?.drain();
    expect((pool?.stats.cold ?? 0) + (pool?.stats.warm ?? 0)).toBe(3);
    for (const [i, name] of ['Grace Hopper', 'Alan Turing', 'Edsger Dijkstra'].entries()) {
      const o = outcomes[i];
      expect(o?.ok).toBe(true);
      const graph = JSON.parse(o?.ok ? (toolTexts(o.trajectory)[1] as string) : '{}') as { entities: Array<{ name: string }> };
      expect(graph.entities.map((e) => e.name)).toEqual([name]);
    }
  }, 60_000);
});
