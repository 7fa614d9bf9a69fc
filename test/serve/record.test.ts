// A recorded session is a trajectory like any other: an agent picks a task by prompt, plays it, sends its
// conversation, and the file serve writes goes through `toolforge validate` and `toolforge export` unchanged.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT, readLines, tempDir } from '../helpers.js';
import type { ChatMessage, Trajectory } from '../../src/records/index.js';
import { BIN, startHttpServe, v1Client, v1Stdio, serveArgs, v2Client, v2Http, waitForLines, writeFixtures } from './helpers.js';

const dir = tempDir('tf-serve-record-');
const f = writeFixtures(dir);
const cli = (args: string[]) => spawnSync(process.execPath, [BIN, ...args], { cwd: PROJECT, encoding: 'utf8' });

type Caller = (name: string, args: Record<string, unknown>, toolCallId: string) => Promise<{ content: Array<{ text: string }>; structuredContent?: Record<string, unknown> }>;

/** Play the groceries task as a host would: the prompt's request, two calls, an answer from what came back. */
async function play(call: Caller, prompt: string, note: string, answer: (id: string, title: string) => string): Promise<ChatMessage[]> {
  const created = await call('create_note', { title: note }, 'call_create');
  const noteId = String(created.structuredContent?.note_id);
  const read = await call('get_note', { note_id: noteId }, 'call_read');
  const title = String((read.structuredContent?.note as { title?: string } | undefined)?.title);
  return [
    { role: 'user', content: prompt },
    { role: 'assistant', content: null, tool_calls: [{ id: 'call_create', type: 'function', function: { name: 'create_note', arguments: JSON.stringify({ title: note }) } }] },
    { role: 'tool', tool_call_id: 'call_create', name: 'create_note', content: created.content[0]?.text ?? '' },
    { role: 'assistant', content: null, tool_calls: [{ id: 'call_read', type: 'function', function: { name: 'get_note', arguments: JSON.stringify({ note_id: noteId }) } }] },
    { role: 'tool', tool_call_id: 'call_read', name: 'get_note', content: read.content[0]?.text ?? '' },
    { role: 'assistant', content: answer(noteId, title) },
  ];
}

describe('recorded sessions', () => {
  it('pass toolforge validate (with the tasks) and toolforge export as serve wrote them', async () => {
    const record = join(dir, 'rec');
    // A v2 host over HTTP that links each call to its tool_call id through _meta.
    const serve = await startHttpServe(['--catalog', f.catalog, '--tasks', f.tasks, '--record', record]);
    try {
      const { client } = v2Client('chat-host');
      await client.connect(v2Http(serve.url, { 'toolforge-session': 'alice' }));
      const prompt = await client.getPrompt({ name: 'task_groceries' });
      const text = (prompt.messages[0]?.content as { text: string }).text;
      const messages = await play((name, args, id) => client.callTool({ name, arguments: args, _meta: { 'dev.toolforge/toolCallId': id } }) as never, text, 'Groceries', (id, title) => `I made the note (id ${id}); reading it back, its title is "${title}".`);
      await client.notification({ method: 'notifications/toolforge/record', params: { messages, end: true } });
      await client.close();
    } finally {
      await serve.stop();
    }
    // A v1 host over stdio, playing the other task, that links nothing: its calls are matched to its conversation by name and arguments.
    const { client } = v1Client('desktop-host');
    await client.connect(v1Stdio(serveArgs(f.catalog, ['--tasks', f.tasks, '--record', record])));
    const prompt = await client.getPrompt({ name: 'task_packing' });
    const messages = await play((name, args) => client.callTool({ name, arguments: args }) as never, (prompt.messages[0]?.content as { text: string }).text, 'Packing list', (id, title) => `Done. Note ${id} is saved, and it reads "${title}".`);
    await client.notification({ method: 'notifications/toolforge/record', params: { messages } });
    await client.close();

    const file = join(record, 'trajectories.jsonl');
    const recorded = await waitForLines<Trajectory>(file, 2);
    expect(recorded.map((t) => t.client)).toEqual(['chat-host@2.0.0', 'desktop-host@1.0.0']);
    expect(recorded.map((t) => [t.taskId, t.seed])).toEqual([['task_groceries', 42], ['task_packing', 43]]);
    for (const t of recorded) {
      expect(t).toMatchObject({ kind: 'multi_step', engine: 'external', agent: 'external' });
      expect(t.calls.map((c) => c.id)).toEqual(['call_create', 'call_read']);
      expect(t.calls[0]?.structuredContent).toBeDefined();
    }

    const valid = join(dir, 'valid.jsonl');
    const v = cli(['validate', '--catalog', f.catalog, '--tasks', f.tasks, '--in', file, '-o', valid, '--rejects', join(dir, 'rejects.jsonl')]);
    expect(v.status, v.stderr).toBe(0);
    expect(readLines(join(dir, 'rejects.jsonl'))).toEqual([]);
    expect(readLines(valid)).toHaveLength(2);

    const out = join(dir, 'train.jsonl');
    const e = cli(['export', '--in', valid, '-o', out]);
    expect(e.status, e.stderr).toBe(0);
    const lines = readLines<{ messages: ChatMessage[]; tools: unknown[] }>(out);
    expect(lines).toHaveLength(2);
    expect(lines[0]?.messages.at(-1)).toMatchObject({ role: 'assistant' });
    expect(lines[0]?.tools).toHaveLength(5);
    const d = cli(['export', '--in', valid, '--dir', join(dir, 'dataset')]);
    expect(d.status, d.stderr).toBe(0);
    expect(existsSync(join(dir, 'dataset', 'manifest.json'))).toBe(true);
  });
});
