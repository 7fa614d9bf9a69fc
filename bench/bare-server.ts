// The serve bench's baseline: a bare v2 SDK server with one trivial tool over Streamable HTTP on 127.0.0.1 (the
// SDK's createMcpHandler behind node:http, as the SDK documents it), run as its own process. Prints "listening <url>".
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { z } from 'zod';

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'bare', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.registerTool('get_note', { description: 'Read one note by its id.', inputSchema: z.object({ note_id: z.string() }) }, async ({ note_id }) => ({
    content: [{ type: 'text', text: JSON.stringify({ ok: true, note_id }) }],
  }));
  return server;
});

const http = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req as AsyncIterable<Buffer>) chunks.push(c);
  const body = Buffer.concat(chunks);
  const headers = Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x] as [string, string]) : v === undefined ? [] : [[k, v] as [string, string]]));
  const response = await handler.fetch(new Request(`http://127.0.0.1${req.url ?? '/'}`, { method: req.method ?? 'GET', headers, ...(body.length ? { body } : {}) }));
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
});
http.listen(0, '127.0.0.1', () => process.stdout.write(`listening http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp\n`));
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
