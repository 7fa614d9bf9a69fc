// Hand-built catalog tools, tasks and trajectories for validator tests: each test changes one thing and expects one code.
import type { CatalogTool, ChatMessage, Task, Trajectory } from '../../src/records/index.js';

export function catalogTool(name: string, extra: Partial<CatalogTool> = {}): CatalogTool {
  return {
    id: `srv/${name}`,
    serverId: 'srv',
    source: { kind: 'stdio', id: 'srv', command: 'x', args: [], env: {} },
    protocol: { era: 'modern', version: '2026-07-28' },
    server: { name: 's', version: '1' },
    name,
    description: `The ${name} tool`,
    inputSchema: { type: 'object', properties: { path: { type: 'string' }, text: { type: 'string' } }, required: ['path'] },
    sha256: 'a'.repeat(64),
    firstSeen: 'now',
    lastSeen: 'now',
    flags: [],
    ...extra,
  } as CatalogTool;
}

export function catalogOf(...tools: CatalogTool[]): Map<string, CatalogTool> {
  return new Map(tools.map((t) => [t.id, t]));
}

export interface CallSpec {
  name: string;
  args: Record<string, unknown>;
  result?: string;
  isError?: boolean;
}

/** A trajectory: user asks, then each turn (a list of calls in one assistant message), then a final answer. */
export function trajectory(opts: { user?: string; turns?: CallSpec[][]; final?: string; tools?: string[]; id?: string; taskId?: string; before?: ChatMessage[] } = {}): Trajectory {
  const turns = opts.turns ?? [[{ name: 'read_file', args: { path: '/workspace/a.txt' } }]];
  const names = opts.tools ?? [...new Set(turns.flat().map((c) => c.name).concat('read_file'))];
  const messages: ChatMessage[] = [{ role: 'system', content: 'You are helpful.' }, { role: 'user', content: opts.user ?? 'Read /workspace/a.txt please.' }, ...(opts.before ?? [])];
  const calls: Trajectory['calls'] = [];
  let n = 0;
  for (const turn of turns) {
    const ids = turn.map(() => `call_${++n}`);
    messages.push({ role: 'assistant', content: null, tool_calls: turn.map((c, k) => ({ id: ids[k] as string, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })) });
    turn.forEach((c, k) => {
      const id = ids[k] as string;
      messages.push({ role: 'tool', tool_call_id: id, name: c.name, content: c.result ?? 'hello' });
      calls.push({ id, toolId: `srv/${c.name}`, serverId: 'srv', name: c.name, arguments: c.args, latencyMs: 1, isError: c.isError ?? false, truncated: false });
    });
  }
  messages.push({ role: 'assistant', content: opts.final ?? 'The file says hello.' });
  return {
    id: opts.id ?? 'traj_1',
    taskId: opts.taskId ?? 'task_1',
    kind: 'single',
    tools: names.map((name) => ({ toolId: `srv/${name}`, name, description: `The ${name} tool`, parameters: catalogTool(name).inputSchema })),
    messages,
    calls,
    engine: 'offline',
    seed: 1,
    sandbox: 'none',
    durationMs: 1,
  };
}

export function task(extra: Partial<Task> & Pick<Task, 'expected'>): Task {
  return { id: 'task_1', kind: 'single', toolset: ['srv/read_file'], messages: [{ role: 'user', content: 'Read /workspace/a.txt please.' }], rubric: [], seed: 1, engine: 'offline', ...extra };
}
