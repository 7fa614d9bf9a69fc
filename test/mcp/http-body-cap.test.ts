// A remote server that answers with a huge body (streamed, or declared 1.3 GB): the crawl and the call fail in one line, and memory stays near the cap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connectHttp } from '../../src/mcp/connect.js';
import { callTool } from '../../src/mcp/call.js';
import { crawlHttp } from '../../src/crawl/http-source.js';
import { crawlSources } from '../../src/crawl/crawl.js';

const MB = 1024 * 1024;

/** Write `total` bytes of `fill` after `head` and before `tail`, honouring backpressure; stops when the client goes. */
function stream(res: ServerResponse, head: string, fill: string, total: number, tail: string): void {
  const chunk = fill.repeat(Math.ceil(64 * 1024 / fill.length));
  let sent = 0;
  res.write(head);
  const pump = (): void => {
    while (sent < total) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end(tail);
  };
  res.on('close', () => (sent = total + 1));
  pump();
}

/** Answers the MCP handshake properly; tools/list and tools/call answer hugely, as `mode` says. */
function handler(mode: { list: 'small' | 'huge'; call: 'streamed' | 'declared' }) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'POST') return void res.writeHead(405).end();
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const msg = JSON.parse(body) as { id?: number; method: string };
      if (msg.id === undefined) return void res.writeHead(202).end();
      const json = (result: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }));
      if (msg.method === 'initialize') return json({ protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'huge-body', version: '1.0.0' } });
      if (msg.method === 'tools/list' && mode.list === 'small') return json({ tools: [{ name: 'dump', description: 'Dump everything.', inputSchema: { type: 'object' } }] });
      res.writeHead(200, { 'content-type': 'application/json', ...(msg.method === 'tools/call' && mode.call === 'declared' ? { 'content-length': String(1300 * MB) } : {}) });
      if (msg.method === 'tools/list') return stream(res, `{"jsonrpc":"2.0","id":${msg.id},"result":{"tools":[`, '{"name":"t","inputSchema":{"type":"object"}},', 300 * MB, '{"name":"last","inputSchema":{"type":"object"}}]}}');
      stream(res, `{"jsonrpc":"2.0","id":${msg.id},"result":{"content":[{"type":"text","text":"`, 'x', mode.call === 'declared' ? 1300 * MB : 300 * MB, '"}]}}');
    });
  };
}

async function listen(h: ReturnType<typeof handler>): Promise<{ server: Server; url: string }> {
  const server = createServer(h);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/mcp` };
}

/** Peak RSS growth while `fn` runs, sampled every 20 ms. */
async function peakGrowthMb<T>(fn: () => Promise<T>): Promise<{ value: T; mb: number }> {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const value = await fn();
    return { value, mb: (Math.max(peak, process.memoryUsage().rss) - base) / MB };
  } finally {
    clearInterval(timer);
  }
}

describe('HTTP response bodies are capped', () => {
  const servers: Server[] = [];
  let streamed = '';
  let declared = '';
  let hugeList = '';
  beforeAll(async () => {
    const a = await listen(handler({ list: 'small', call: 'streamed' }));
    const b = await listen(handler({ list: 'small', call: 'declared' }));
    const c = await listen(handler({ list: 'huge', call: 'streamed' }));
    servers.push(a.server, b.server, c.server);
    [streamed, declared, hugeList] = [a.url, b.url, c.url];
  });
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

  it('a call answered with a 300 MB stream fails at the cap, in one line, without buffering the body', async () => {
    const session = await connectHttp(streamed, {}, { era: 'legacy', timeoutMs: 10_000, maxMessageBytes: 4 * MB });
    try {
      const { value: out, mb } = await peakGrowthMb(() => callTool(session.client, 'dump', {}, { timeoutMs: 30_000 }));
      expect(out.isError).toBe(true);
      expect(out.protocolError).toMatch(/response body too large: more than the 4194304-byte cap/);
      expect(out.protocolError?.split('\n')).toHaveLength(1);
      expect(mb).toBeLessThan(120);
    } finally {
      await session.close();
    }
  });

  it('a call whose body declares 1.3 GB is refused before it is read', async () => {
    const session = await connectHttp(declared, {}, { era: 'legacy', timeoutMs: 10_000 });
    try {
      const out = await callTool(session.client, 'dump', {}, { timeoutMs: 30_000 });
      expect(out.protocolError).toMatch(/response body too large: 1363148800 bytes, over the 16777216-byte cap/);
    } finally {
      await session.close();
    }
  });

  it('a crawl whose tools/list streams 300 MB fails that server in one line at the listing cap', async () => {
    const { value: err, mb } = await peakGrowthMb(() => crawlHttp({ kind: 'http', id: 'huge', url: hugeList, headers: {} }, { era: 'legacy', maxListBytes: 2 * MB }).catch((e: unknown) => e as Error));
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toMatch(/^tools\/list failed: response body too large: more than the \d+-byte cap/);
    expect(mb).toBeLessThan(120);
    const report = await crawlSources([{ kind: 'http', id: 'huge', url: hugeList, headers: {} }], { era: 'legacy', maxListBytes: 2 * MB });
    expect(report.failures.map((f) => f.reason)).toEqual([expect.stringMatching(/response body too large/)]);
  });
});
