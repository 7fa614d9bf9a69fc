// The v2 client (2026-07-28, server/discover) and the v1 client (2025, initialize) list and call the tools of a real
// `toolforge serve` process over stdio and over Streamable HTTP; excluded tools are not served; tasks are prompts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { tempDir } from '../helpers.js';
import type { Trajectory } from '../../src/records/index.js';
import { startHttpServe, serveArgs, v1Client, v1Http, v1Stdio, v2Client, v2Http, v2Stdio, waitForLines, writeFixtures, type HttpServeProcess } from './helpers.js';

const dir = tempDir('tf-serve-eras-');
const f = writeFixtures(dir);
const SERVED = ['create_note', 'get_note', 'remove_note', 'archive_note', 'list_stations'];

interface AnyClient {
  listTools(): Promise<{ tools: Array<{ name: string; outputSchema?: unknown; annotations?: unknown }> }>;
  callTool(p: { name: string; arguments: Record<string, unknown> }): Promise<unknown>;
  close(): Promise<void>;
}

async function exercise(client: AnyClient): Promise<void> {
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name)).toEqual(SERVED);
  expect(tools.find((t) => t.name === 'create_note')?.outputSchema).toMatchObject({ required: ['note_id', 'title'] });
  expect(tools.find((t) => t.name === 'get_note')?.annotations).toEqual({ readOnlyHint: true });
  const created = (await client.callTool({ name: 'create_note', arguments: { title: 'Groceries' } })) as { structuredContent?: { note_id?: string }; isError?: boolean };
  expect(created.isError).toBeFalsy();
  expect(typeof created.structuredContent?.note_id).toBe('string');
  // A real server behind the serve, started in the session's sandbox and proxied.
  const real = (await client.callTool({ name: 'list_stations', arguments: { lat: 52.5, lon: 13.4 } })) as { content: Array<{ text: string }> };
  expect(real.content[0]?.text).toBe('called list_stations');
  await expect(client.callTool({ name: 'sync_notes', arguments: {} })).rejects.toThrow(/Unknown tool/);
}

describe('serve over stdio', () => {
  it('serves the v2 client on the 2026-07-28 era and records its session', async () => {
    const record = join(dir, 'stdio-v2');
    const { client } = v2Client('host-v2');
    await client.connect(v2Stdio(serveArgs(f.catalog, ['--record', record])));
    expect(client.getProtocolEra()).toBe('modern');
    await exercise(client);
    await client.close();
    const [t] = await waitForLines<Trajectory>(join(record, 'trajectories.jsonl'), 1);
    expect(t).toMatchObject({ engine: 'external', agent: 'external', client: 'host-v2@2.0.0', kind: 'external' });
    expect(t?.calls.map((c) => c.name)).toEqual(['create_note', 'list_stations', 'sync_notes']);
    expect(t?.calls[1]?.sandbox?.mode).not.toBe('simulated');
    expect(t?.calls[2]?.protocolError).toMatch(/Unknown tool/);
  });

  it('serves the v1 client on the 2025 era (initialize)', async () => {
    const { client } = v1Client('host-v1');
    await client.connect(v1Stdio(serveArgs(f.catalog)));
    expect(client.getServerVersion()?.name).toBe('toolforge-serve');
    await exercise(client as unknown as AnyClient);
    await client.close();
  });

  it('serves tasks as prompts, and the task picked names the trajectory and seeds its world', async () => {
    const record = join(dir, 'stdio-task');
    const { client } = v2Client('host-v2');
    await client.connect(v2Stdio(serveArgs(f.catalog, ['--tasks', f.tasks, '--record', record])));
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['task_groceries', 'task_packing']);
    const prompt = await client.getPrompt({ name: 'task_groceries' });
    expect(prompt.messages[0]?.content).toEqual({ type: 'text', text: 'Make me a note called Groceries and read it back to me.' });
    await client.callTool({ name: 'create_note', arguments: { title: 'Groceries' } });
    await client.close();
    const [t] = await waitForLines<Trajectory>(join(record, 'trajectories.jsonl'), 1);
    expect(t).toMatchObject({ taskId: 'task_groceries', kind: 'multi_step', seed: 42 });
    expect(t?.messages[0]).toEqual({ role: 'user', content: 'Make me a note called Groceries and read it back to me.' });
  });
});

describe('serve over Streamable HTTP', () => {
  let serve: HttpServeProcess;
  beforeAll(async () => {
    serve = await startHttpServe(['--catalog', f.catalog]);
  });
  afterAll(async () => {
    await serve.stop();
  });

  it('serves the v2 client on the 2026-07-28 era', async () => {
    const { client } = v2Client('host-v2');
    await client.connect(v2Http(serve.url));
    expect(client.getProtocolEra()).toBe('modern');
    await exercise(client);
    await client.close();
  });

  it('serves the v1 client on the 2025 era, in a session of its own', async () => {
    const { client } = v1Client('host-v1');
    const transport = v1Http(serve.url);
    await client.connect(transport);
    expect(transport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    await exercise(client as unknown as AnyClient);
    await transport.terminateSession();
    await client.close();
  });
});
