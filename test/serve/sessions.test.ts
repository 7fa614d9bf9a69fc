// Sessions in-process: each its own seeded world or one shared world, a new world per task picked, idle expiry on
// an unref'd timer that closing stops, and the record's calls linked to the conversation the client sent.
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/records/index.js';
import type { World } from '../../src/serve/backend.js';
import { SessionTable } from '../../src/serve/sessions.js';
import type { WorldSource } from '../../src/serve/session.js';
import { assemble, type Segment } from '../../src/serve/trajectory.js';
import { NOTE_TOOLS, TASK, TASK2 } from './helpers.js';

function worlds(shared: boolean): WorldSource & { opened: number[]; closed: number[] } {
  const opened: number[] = [];
  const closed: number[] = [];
  let one: World | undefined;
  const make = (seed: number): World => (opened.push(seed), { seed, call: async () => ({ text: 'ok', isError: false, truncated: false, latencyMs: 0, sandbox: { mode: 'simulated' } }), close: async () => void closed.push(seed) });
  return { shared, opened, closed, open: (seed) => (shared ? (one ??= make(seed)) : make(seed)) };
}

function table(source: WorldSource, idleMs = 60_000, recorded: Segment[] = []): SessionTable {
  return new SessionTable({ maxSessions: 2, idleMs, baseSeed: 7, worlds: source, record: async (_s, seg) => void recorded.push(seg), log: () => undefined });
}

const call = (id: string, name = 'get_note', args: Record<string, unknown> = { note_id: 'n1' }) => ({ id, toolId: `notes/${name}`, serverId: 'notes', name, arguments: args, latencyMs: 0, isError: false, truncated: false });

describe('the session table', () => {
  it('gives each session its own world, seeded by its name or ordinal, and a task its own world', async () => {
    const w = worlds(false);
    const t = table(w);
    const a = t.get('stdio');
    const b = t.get('named:alice', 'alice');
    expect(a.worldSeed).not.toBe(b.worldSeed);
    expect(table(worlds(false)).get('other', 'alice').worldSeed).toBe(b.worldSeed); // a name seeds the same world in any run
    expect(() => t.get('third')).toThrow(/too many sessions/);
    a.record(call('c1'), 'ok');
    const done = await a.play(TASK);
    expect(done?.calls).toHaveLength(1);
    expect(a.worldSeed).toBe(TASK.seed);
    expect(await a.play(TASK)).toBeUndefined(); // the same task again, nothing played: nothing to record
    await t.closeAll();
    expect(w.closed.sort()).toEqual([...w.opened].sort());
  });

  it('shares one world when asked, and never closes it with a session', async () => {
    const w = worlds(true);
    const t = table(w);
    const a = t.get('a');
    await a.play(TASK2);
    expect(t.get('b').worldSeed).toBe(a.worldSeed);
    expect(w.opened).toHaveLength(1);
    await t.closeAll();
    expect(w.closed).toEqual([]);
  });

  it('expires idle sessions on an unref timer, records them, and stops the timer on close', async () => {
    const recorded: Segment[] = [];
    const t = table(worlds(false), 150, recorded);
    const sweeper = (t as unknown as { sweeper: NodeJS.Timeout }).sweeper;
    expect(sweeper.hasRef()).toBe(false);
    const s = t.get('k');
    s.record(call('c1'), 'ok');
    // A session in a call is never idle.
    await t.using(s, () => new Promise((r) => setTimeout(r, 400)));
    expect(t.has('k')).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(t.has('k')).toBe(false);
    expect(recorded).toHaveLength(1);
    await t.closeAll();
    expect(sweeper.hasRef()).toBe(false);
    expect((sweeper as unknown as { _destroyed: boolean })._destroyed).toBe(true);
  });
});

describe('assembling a trajectory', () => {
  const base = { label: '#1', seed: 1, startedAt: 0, endedAt: 10 };
  const tc = (id: string, name: string, args: Record<string, unknown>): ChatMessage => ({ role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }] });

  it('links the conversation\'s tool calls to the calls serve ran: by id, else by name and arguments, never by name alone', () => {
    const ran = [
      { record: call('s1', 'get_note', { note_id: 'a' }), text: 'A' },
      { record: call('s2', 'get_note', { note_id: 'b' }), text: 'B' },
      { record: call('s3', 'create_note', { title: 'x' }), text: 'X', toolCallId: 'mine' },
      { record: call('s4', 'get_note', { note_id: 'c' }), text: 'C' },
    ];
    const messages: ChatMessage[] = [
      { role: 'user', content: 'hi' },
      tc('mine', 'create_note', { title: 'x' }),
      { role: 'tool', tool_call_id: 'mine', name: 'create_note', content: 'X' },
      tc('m2', 'get_note', { note_id: 'b' }),
      { role: 'tool', tool_call_id: 'm2', name: 'get_note', content: 'B' },
      tc('m3', 'get_note', { note_id: 'z' }),
      { role: 'tool', tool_call_id: 'm3', name: 'get_note', content: 'A' },
      { role: 'assistant', content: 'done' },
    ];
    const out = assemble({ ...base, calls: ran, messages }, [], 'none');
    expect(out?.trajectory.calls.map((c) => [c.id, c.arguments])).toEqual([
      ['mine', { title: 'x' }],
      ['m2', { note_id: 'b' }],
    ]);
    // s1 and s4 ran but the conversation shows neither (m3 claims other arguments): left out, and counted.
    expect(out?.unlinked).toBe(2);
  });

  it('writes the conversation as serve saw it when the client sent none, and nothing for an empty session', () => {
    const out = assemble({ ...base, task: TASK, calls: [{ record: call('s1'), text: 'note' }] }, NOTE_TOOLS.map((t) => ({ toolId: t.id, name: t.name, description: t.description, parameters: t.inputSchema })), 'none');
    expect(out?.trajectory.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool']);
    expect(out?.trajectory).toMatchObject({ taskId: TASK.id, kind: TASK.kind, engine: 'external', agent: 'external' });
    expect(assemble({ ...base, calls: [] }, [], 'none')).toBeUndefined();
  });
});
