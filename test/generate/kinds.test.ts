import { beforeAll, describe, expect, it } from 'vitest';
import { crawlSources } from '../../src/crawl/crawl.js';
import { generateOfflineTasks } from '../../src/generate/tasks/offline.js';
import { ExecuteConfigSchema } from '../../src/execute/config.js';
import { GenerateConfigSchema } from '../../src/generate/config.js';
import { executeTask } from '../../src/execute/executor.js';
import { resolveSandbox } from '../../src/servers/sandbox.js';
import { validateTrajectory } from '../../src/validate/chain.js';
import { compileSchema } from '../../src/schema/ajv.js';
import type { CatalogTool, Task, Trajectory } from '../../src/records/index.js';
import { speechProfile } from '../../src/catalog/speech-profile.js';

let catalog: CatalogTool[];
let byId: Map<string, CatalogTool>;
beforeAll(async () => {
  const report = await crawlSources([
    { kind: 'stdio', id: 'filesystem', package: '@modelcontextprotocol/server-filesystem', args: ['${workspace}'], env: {}, workspace: { seed: 'catalogs/workspaces/basic' } },
    { kind: 'stdio', id: 'memory', package: '@modelcontextprotocol/server-memory', args: [], env: { MEMORY_FILE_PATH: '${workspace}/m.jsonl' }, workspace: {} },
  ]);
  catalog = report.tools;
  byId = new Map(catalog.map((t) => [t.id, t]));
});

const sandbox = resolveSandbox('auto');
const gen = (kind: string, count: number, seed = 5): Task[] =>
  [...generateOfflineTasks(catalog, { seed, config: GenerateConfigSchema.parse({ count, mix: { [kind]: 1 } }) })];
async function play(task: Task, policy: 'approve' | 'deny' | 'ask' = 'ask'): Promise<Trajectory> {
  const outcome = await executeTask(task, { catalog: byId, config: ExecuteConfigSchema.parse({ confirmation: { policy } }), sandbox });
  if (!outcome.ok) throw new Error(outcome.reject.message);
  expect(validateTrajectory(outcome.trajectory, { catalog: byId })).toBeNull();
  return outcome.trajectory;
}
const roles = (t: Trajectory) => t.messages.filter((m) => m.role !== 'system').map((m) => (m.role === 'assistant' && m.tool_calls ? 'call' : m.role));

describe('offline engine: every task kind, played against the real servers', () => {
  it('multiple: the one right tool sits among near misses (same action, same entity or a shared name word), none of which does the same thing', async () => {
    const tasks = gen('multiple', 8);
    expect(tasks).toHaveLength(8);
    let near = 0;
    let distractors = 0;
    for (const task of tasks) {
      const right = byId.get(task.expected.calls[0]!.toolId)!;
      const p = speechProfile(right);
      expect(task.toolset.filter((id) => id === right.id)).toHaveLength(1);
      for (const id of task.toolset.filter((x) => x !== right.id)) {
        const d = speechProfile(byId.get(id)!);
        distractors++;
        expect(d.action === p.action && d.entity === p.entity && byId.get(id)!.serverId === right.serverId, `${id} does what ${right.id} does`).toBe(false);
        const words = (t: string) => new Set(t.split(/[_-]/).filter((w) => w.length > 2));
        const shared = [...words(right.name)].some((w) => words(byId.get(id)!.name).has(w));
        if (d.action === p.action || d.entity === p.entity || shared) near++;
      }
    }
    expect(near / distractors).toBeGreaterThan(0.6);
    const t = await play(tasks[0]!);
    expect(t.calls).toHaveLength(1);
  });

  it('multi_step: the second call takes its argument from the first call\'s actual result', async () => {
    const tasks = gen('multi_step', 12);
    const listing = tasks.find((t) => t.expected.calls[0]!.toolId.startsWith('filesystem/list_directory'));
    const entity = tasks.find((t) => t.expected.calls[0]!.toolId === 'memory/create_entities');
    expect(listing && entity).toBeTruthy();
    for (const task of [listing!, entity!]) {
      expect(task.expected.calls[1]!.links?.[0]?.fromCall).toBe(0);
      const t = await play(task);
      expect(roles(t)).toEqual(['user', 'call', 'tool', 'call', 'tool', 'assistant']);
      expect(t.calls.every((c) => !c.isError)).toBe(true);
      const firstResult = t.messages.find((m) => m.role === 'tool')!.content;
      if (task === listing) {
        const path = t.calls[1]!.arguments.path as string;
        const dir = t.calls[0]!.arguments.path as string;
        expect(path.startsWith(`${dir}/`)).toBe(true);
        expect(firstResult).toContain(`[FILE] ${path.slice(dir.length + 1)}`);
      } else {
        const name = (task.expected.calls[0]!.arguments.entities as Array<{ name: string }>)[0]!.name;
        expect(t.calls[1]!.arguments.names).toEqual([name]);
        expect(t.messages.filter((m) => m.role === 'tool')[1]!.content).toContain(name);
      }
    }
  });

  it('multi_turn: a persona reveals the goal over turns, and the call comes after', async () => {
    const [task] = gen('multi_turn', 1);
    expect(task!.persona?.goal).toBeTruthy();
    expect(task!.turns!.length).toBeGreaterThanOrEqual(1);
    const t = await play(task!);
    const r = roles(t);
    expect(r.slice(0, 3)).toEqual(['user', 'assistant', 'user']);
    expect(r.indexOf('call')).toBeGreaterThan(r.lastIndexOf('user'));
  });

  it('missing_info: the first message lacks a required argument, the assistant asks, the user supplies it, then the call', async () => {
    const tasks = gen('missing_info', 6);
    for (const task of tasks) {
      const [missing] = task.expected.missing!;
      const value = task.expected.calls[0]!.arguments[missing!];
      // Paths are named as the user sees them ("notes/todo.md", "the notes folder"), relative to /workspace.
      const said = typeof value === 'string' ? value.replace(/^\/workspace\/?/, '') : JSON.stringify(value);
      // The workspace root itself is "the workspace" in words: nothing of its path is left to look for.
      if (said === '') {
        expect(task.turns![0]!.user.toLowerCase()).toContain('workspace');
        continue;
      }
      expect(task.messages[0]!.content).not.toContain(said);
      const base = said.split('/').pop()!;
      const reply = task.turns![0]!.user.toLowerCase();
      // A glob or a query may be said in words ("*meeting*" as "meeting notes"): its words must be in the reply.
      const wordsOf = (v: string) => v.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      if (typeof value === 'string') expect(reply.includes(said.toLowerCase()) || reply.includes(base.toLowerCase()) || wordsOf(said).every((w) => reply.includes(w)), `${task.turns![0]!.user} names ${said}`).toBe(true);
      // The question is in words, never the schema key.
      if (/[_A-Z]/.test(missing!)) expect(task.turns![0]!.assistant).not.toContain(missing!);
    }
    const t = await play(tasks[0]!);
    expect(roles(t)).toEqual(['user', 'assistant', 'user', 'call', 'tool', 'assistant']);
  });

  it('needs_confirmation: at least a quarter decline or change their mind; a decline calls nothing and says nothing was changed', async () => {
    const tasks = gen('needs_confirmation', 40);
    const declined = tasks.filter((t) => t.expected.calls.length === 0);
    const plainYes = tasks.filter((t) => /^(yes|yep|sure|go ahead|confirmed|correct|do it|okay)\b[^.]*\.?( go (ahead|for it)\.?)?$/i.test(t.turns![0]!.user) && t.turns![0]!.user.length < 32);
    expect(declined.length).toBeGreaterThan(0);
    expect(1 - plainYes.length / tasks.length).toBeGreaterThanOrEqual(0.25);
    for (const t of declined) expect(t.expected.answer).toMatch(/nothing was changed/i);
    // "Cannot be undone" only where the profile says the effect is irreversible.
    for (const t of tasks.filter((x) => x.expected.calls.length > 0)) {
      const p = speechProfile(byId.get(t.expected.calls[0]!.toolId)!);
      if (/can't be undone|cannot be recovered|no way to undo|permanent\./i.test(t.turns![0]!.assistant)) expect(p.reversible).toBe(false);
    }
    const played = await play(declined[0]!);
    expect(roles(played)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(played.messages.at(-1)!.content).toMatch(/nothing was changed/i);
  });

  it('needs_confirmation: states target and effect, asks, and the confirmation policy decides the call', async () => {
    const task = gen('needs_confirmation', 12).find((t) => t.expected.calls.length > 0 && /go ahead|proceed|yes/i.test(t.turns![0]!.user));
    const tool = byId.get(task!.expected.calls[0]!.toolId)!;
    expect(tool.flags.some((f) => f.code === 'destructive')).toBe(true);
    expect(task!.turns![0]!.assistant).toMatch(/\?$/);
    const asked = await play(task!, 'ask');
    expect(roles(asked)).toEqual(['user', 'assistant', 'user', 'call', 'tool', 'assistant']);
    expect(asked.calls[0]!.confirmation).toMatchObject({ policy: 'ask', decision: 'approved' });
    const denied = await play(task!, 'deny');
    expect(denied.calls[0]!.confirmation).toMatchObject({ policy: 'deny', decision: 'denied' });
    expect(denied.messages.find((m) => m.role === 'tool')!.content).toMatch(/^Not run:/);
    expect(denied.messages.at(-1)!.content).toMatch(/nothing (was )?changed/i);
  });

  it('under "ask", a destructive call nobody confirmed does not run', async () => {
    // Kinds without a confirmation turn never pick destructive tools; strip the turn off a needs_confirmation task to get one.
    expect(gen('single', 40).some((t) => byId.get(t.expected.calls[0]!.toolId)!.flags.some((f) => f.code === 'destructive'))).toBe(false);
    const confirmed = gen('needs_confirmation', 12).find((t) => t.expected.calls.length > 0);
    const { turns: _turns, ...task } = confirmed!;
    const t = await play(task, 'ask');
    expect(t.calls[0]!.confirmation?.decision).toBe('denied');
    expect(t.messages.find((m) => m.role === 'tool')!.content).toMatch(/^Not run:/);
    expect((await play(task, 'approve')).calls[0]!.confirmation?.decision).toBe('approved');
  });

  it('every kind yields tasks whose planned arguments satisfy the tool schemas, and the same seed gives the same bytes', () => {
    const mix = { single: 1, parallel: 1, multiple: 1, multi_step: 1, multi_turn: 1, irrelevance: 1, missing_info: 1, needs_confirmation: 1 };
    const config = GenerateConfigSchema.parse({ count: 80, mix });
    const a = [...generateOfflineTasks(catalog, { seed: 9, config })];
    expect(JSON.stringify(a)).toBe(JSON.stringify([...generateOfflineTasks(catalog, { seed: 9, config })]));
    expect(new Set(a.map((t) => t.kind))).toEqual(new Set(Object.keys(mix)));
    for (const task of a) {
      for (const c of task.expected.calls) expect(compileSchema(byId.get(c.toolId)!.inputSchema)!.fn(c.arguments), `${task.kind} ${c.toolId}`).toBe(true);
    }
  });
});
