// The HTTP edge is safe by default: no token, a wrong token, a foreign Origin or Host are refused; bodies and rates
// are capped; malformed JSON-RPC gets a protocol error and the server keeps serving; idle sessions expire and are
// recorded; sessions past the cap are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { tempDir } from '../helpers.js';
import type { Trajectory } from '../../src/records/index.js';
import { TOKEN, startHttpServe, v2Client, v2Http, waitForLines, writeFixtures, type HttpServeProcess } from './helpers.js';

const dir = tempDir('tf-serve-edge-');
const f = writeFixtures(dir);
const record = join(dir, 'rec');
const INIT = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };

/** A raw POST with exactly these headers (node:http, so Host can be set too). */
function post(url: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const auth = { authorization: `Bearer ${TOKEN}` };

async function stillServes(url: string): Promise<void> {
  const { client } = v2Client('after');
  await client.connect(v2Http(url));
  expect((await client.listTools()).tools.length).toBe(5);
  await client.close();
}

describe('the HTTP edge', () => {
  let serve: HttpServeProcess;
  beforeAll(async () => {
    serve = await startHttpServe(['--catalog', f.catalog, '--record', record, '--max-body', '4096', '--idle-timeout', '400', '--max-sessions', '3']);
  });
  afterAll(async () => {
    await serve.stop();
  });

  it('refuses a request without the token, or with a wrong one', async () => {
    const none = await post(serve.url, JSON.stringify(INIT), {});
    expect(none.status).toBe(401);
    expect(JSON.parse(none.body)).toMatchObject({ jsonrpc: '2.0', error: { message: expect.stringMatching(/^Unauthorized/) }, id: null });
    expect((await post(serve.url, JSON.stringify(INIT), { authorization: 'Bearer not-the-token' })).status).toBe(401);
    expect((await post(serve.url, JSON.stringify(INIT), { authorization: TOKEN })).status).toBe(401);
    expect((await post(serve.url, JSON.stringify(INIT), auth)).status).toBe(200);
  });

  it('refuses a foreign Origin or Host (DNS rebinding), even with the token', async () => {
    expect((await post(serve.url, JSON.stringify(INIT), { ...auth, origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(serve.url, JSON.stringify(INIT), { ...auth, host: `evil.example:${new URL(serve.url).port}` })).status).toBe(403);
    expect((await post(serve.url, JSON.stringify(INIT), { ...auth, origin: 'http://localhost:5173' })).status).toBe(200);
  });

  it('caps the body, answers malformed JSON-RPC with a protocol error, and keeps serving', async () => {
    const big = await post(serve.url, JSON.stringify({ ...INIT, params: { ...INIT.params, pad: 'x'.repeat(5000) } }), auth);
    expect(big.status).toBe(413);
    const notJson = await post(serve.url, '{"jsonrpc": "2.0", "method": ', auth);
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.body).error.code).toBe(-32700);
    const notRpc = await post(serve.url, JSON.stringify({ hello: 'world' }), auth);
    expect(JSON.parse(notRpc.body).error.code).toBe(-32600);
    const empty = await post(serve.url, '[]', auth);
    expect(JSON.parse(empty.body).error.code).toBe(-32600);
    await stillServes(serve.url);
  });

  it('closes and records a session that sits idle, and refuses sessions past the cap', async () => {
    const { client } = v2Client('idler');
    await client.connect(v2Http(serve.url, { 'toolforge-session': 'idle-1' }));
    await client.callTool({ name: 'get_note', arguments: { note_id: 'n-1' } });
    // Recorded without the server stopping: the idle sweep closed it.
    const [t] = await waitForLines<Trajectory>(join(record, 'trajectories.jsonl'), 1, 10_000);
    expect(t?.client).toBe('idler@2.0.0');
    // Every earlier session (the raw initializes open 2025 sessions too) has expired after a second idle.
    await new Promise((r) => setTimeout(r, 1000));
    const names = ['cap-1', 'cap-2', 'cap-3', 'cap-4'];
    const outcomes = await Promise.allSettled(names.map((n) => client.callTool({ name: 'get_note', arguments: { note_id: 'n-1' }, _meta: { 'dev.toolforge/session': n } })));
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason))).toEqual([expect.stringMatching(/too many sessions/)]);
    await client.close();
  });
});

describe('the request rate cap', () => {
  it('answers 429 past the rate and serves again after a second', async () => {
    const serve = await startHttpServe(['--catalog', f.catalog, '--rate', '5']);
    try {
      const statuses = await Promise.all(Array.from({ length: 30 }, () => post(serve.url, JSON.stringify(INIT), auth).then((r) => r.status)));
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(10);
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(11);
      await new Promise((r) => setTimeout(r, 1200));
      expect((await post(serve.url, JSON.stringify(INIT), auth)).status).toBe(200);
    } finally {
      await serve.stop();
    }
  });
});
