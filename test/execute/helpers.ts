// Catalog tools and tasks for executor tests: the hostile fixture server, and tasks that call named tools.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CallRecord, CatalogTool, Task, Trajectory } from '../../src/records/index.js';
import { sha256 } from '../../src/util/hash.js';
import { PROJECT } from '../helpers.js';

export const HOSTILE_SERVER = join(PROJECT, 'test/fixtures/hostile/server.mjs');

export function catalogTool(serverId: string, name: string, source: CatalogTool['source'], extra: Partial<CatalogTool> = {}): CatalogTool {
  return {
    id: `${serverId}/${name}`,
    serverId,
    source,
    protocol: { era: 'legacy', version: '2025-06-18' },
    server: { name: serverId, version: '1.0.0' },
    name,
    description: `${name} tool`,
    inputSchema: { type: 'object', properties: {} },
    sha256: sha256(`${serverId}/${name}`),
    firstSeen: '2026-01-01T00:00:00.000Z',
    lastSeen: '2026-01-01T00:00:00.000Z',
    flags: [],
    ...extra,
  };
}

/** Tools of the hostile server, started with a tag in its argv so a test can look for leftover processes. */
export function hostileCatalog(tag = 'hostile'): Map<string, CatalogTool> {
  const source = { kind: 'stdio' as const, id: 'hostile', command: process.execPath, args: [HOSTILE_SERVER, `--tag=${tag}`], env: {}, workspace: {} };
  const names = ['connect_tcp', 'read_path', 'write_path', 'read_env', 'fork_many', 'hog_memory', 'hang', 'flood', 'fill_disk', 'deep'];
  return new Map(names.map((n) => [`hostile/${n}`, catalogTool('hostile', n, source)]));
}

let n = 0;
export function callTask(calls: Array<{ toolId: string; arguments: Record<string, unknown> }>, seed = 7): Task {
  return {
    id: `task-${++n}-${seed}`,
    kind: calls.length > 1 ? 'multi_step' : 'single',
    toolset: [...new Set(calls.map((c) => c.toolId))],
    messages: [{ role: 'user', content: 'Please do it.' }],
    expected: { calls, parallel: false, final: 'answer' },
    rubric: [],
    seed,
    engine: 'offline',
  };
}

/** Pids of processes whose argv carries the fixture's --tag (a leftover server would show here). */
/** The processes still tagged after up to `ms`: a SIGKILLed sandbox's stages die asynchronously (bwrap's parent-death
 * signal), so on a loaded machine one read right after the kill can still list them. */
export async function processesLeft(tag: string, ms = 3000): Promise<string[]> {
  for (const until = Date.now() + ms; ; await new Promise((r) => setTimeout(r, 50))) {
    const left = processesTagged(tag);
    if (left.length === 0 || Date.now() >= until) return left;
  }
}

export function processesTagged(tag: string): string[] {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(`--tag=${tag}`);
      } catch {
        return false;
      }
    });
}

/** A trajectory of one call of `tool` with `args`, its result and the final answer: what a validator reads. */
export function oneCallTrajectory(tool: CatalogTool, args: Record<string, unknown>, result: unknown, answer: string, isError = false): Trajectory {
  const call: CallRecord = { id: 'call_1', toolId: tool.id, serverId: tool.serverId, name: tool.name, arguments: args, latencyMs: 1, isError, truncated: false, execution: 'simulated' };
  return {
    id: 'traj_1',
    taskId: 'task_1',
    kind: 'single',
    tools: [{ toolId: tool.id, name: tool.name, description: tool.description, parameters: tool.inputSchema }],
    messages: [
      { role: 'user', content: 'Please do it.' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: tool.name, arguments: JSON.stringify(args) } }] },
      { role: 'tool', tool_call_id: 'call_1', name: tool.name, content: typeof result === 'string' ? result : JSON.stringify(result) },
      { role: 'assistant', content: answer },
    ],
    calls: [call],
    engine: 'offline',
    seed: 1,
    sandbox: 'none',
    durationMs: 1,
  };
}
