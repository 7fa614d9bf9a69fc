// serve over Streamable HTTP on a loopback address by default: the guard first, then a capped body read and a JSON-RPC
// shape check (a malformed request gets a protocol error and the server keeps serving), then the era split: 2025
// traffic to its sessionful transports, 2026-07-28 traffic to the SDK's per-request handler.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMcpHandler, isJsonContentType, isLegacyRequest } from '@modelcontextprotocol/server';
import type { ServeServer } from './serve-server.js';
import { HttpGuard, errorBody, type Refusal } from './http-guard.js';
import { LegacySessions } from './legacy-http.js';
import { SESSION_HEADER } from './protocol.js';

export const MCP_PATH = '/mcp';

export interface HttpServeOptions {
  host: string;
  port: number;
  token: string;
}

export interface HttpServe {
  url: string;
  close(): Promise<void>;
}

function send(res: ServerResponse, r: Refusal): void {
  if (res.headersSent) return void res.end();
  res.writeHead(r.status, { 'content-type': 'application/json', ...r.headers }).end(errorBody(r.status === 400 ? -32600 : -32000, r.message));
}

/** The body, or a refusal when it is over the cap (declared or counted as it arrives). */
async function readBody(req: IncomingMessage, max: number): Promise<Buffer | Refusal> {
  const tooLarge: Refusal = { status: 413, message: `Payload Too Large: the body is over ${max} bytes` };
  if (Number(req.headers['content-length'] ?? 0) > max) return tooLarge;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) return tooLarge;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const isMessage = (m: unknown) => !!m && typeof m === 'object' && !Array.isArray(m) && (m as { jsonrpc?: unknown }).jsonrpc === '2.0';

/** The parsed body, or the JSON-RPC protocol error it gets: -32700 when it is not JSON, -32600 when not JSON-RPC. */
function parseMessage(body: Buffer): { value: unknown } | { code: number; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return { code: -32700, message: 'Parse error: the body is not JSON' };
  }
  const ok = Array.isArray(value) ? value.length > 0 && value.every(isMessage) : isMessage(value);
  return ok ? { value } : { code: -32600, message: 'Invalid Request: not a JSON-RPC 2.0 message' };
}

async function pipeResponse(response: Response, res: ServerResponse): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  // A client that goes away mid-stream (an SSE stream it closed) cancels the body, which ends the SDK's stream.
  res.once('close', () => void reader.cancel().catch(() => undefined));
  try {
    for (let r = await reader.read(); !r.done; r = await reader.read()) res.write(r.value);
  } catch {
    // the client left; nothing more to write
  }
  res.end();
}

export async function serveOverHttp(serve: ServeServer, options: HttpServeOptions): Promise<HttpServe> {
  const limits = serve.init.options.http;
  const log = serve.init.log;
  const guard = new HttpGuard(options.token, options.host, limits);
  const legacy = new LegacySessions(serve, limits.maxBodyBytes);
  const modern = createMcpHandler((ctx) => {
    // A session name is a short label the client chose, held to the same bounds as the _meta one.
    const named = ctx.requestInfo?.headers.get(SESSION_HEADER)?.slice(0, 200);
    return serve.instance(named ? { headerName: named } : {});
  }, {
    legacy: 'reject',
    maxRequestBodySize: limits.maxBodyBytes,
    onerror: (err) => log(`serve     http: ${err.message}`),
  });

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const refusal = guard.check(req);
    if (refusal) return send(res, refusal);
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== MCP_PATH) return send(res, { status: 404, message: `Not Found: MCP is served at ${MCP_PATH}` });
    const method = req.method ?? 'GET';
    if (!['POST', 'GET', 'DELETE'].includes(method)) return send(res, { status: 405, message: 'Method Not Allowed', headers: { allow: 'GET, POST, DELETE' } });
    let parsed: unknown;
    let body: Buffer | undefined;
    if (method === 'POST') {
      if (!isJsonContentType(req.headers['content-type'])) return send(res, { status: 415, message: 'Unsupported Media Type: send application/json' });
      const read = await readBody(req, limits.maxBodyBytes);
      if (!Buffer.isBuffer(read)) return send(res, read);
      const message = parseMessage(read);
      if (!('value' in message)) return void res.writeHead(400, { 'content-type': 'application/json' }).end(errorBody(message.code, message.message));
      parsed = message.value;
      body = read;
    }
    const headers = Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x] as [string, string]) : v === undefined ? [] : [[k, v] as [string, string]]));
    const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? MCP_PATH}`, { method, headers, ...(body ? { body } : {}) });
    const response = (await isLegacyRequest(request, parsed, { maxRequestBodySize: limits.maxBodyBytes })) ? await legacy.handle(request, parsed) : await modern.fetch(request, { parsedBody: parsed });
    await pipeResponse(response, res);
  };

  const http = createServer((req, res) => {
    // Long-lived GET streams are not counted: the cap is on work being done, not on listeners.
    const counted = req.method !== 'GET';
    if (counted && !guard.enter()) return send(res, { status: 503, message: `Service Unavailable: ${limits.maxInFlight} requests in flight` });
    handle(req, res)
      .catch((err: unknown) => {
        log(`serve     http: ${err instanceof Error ? err.message : String(err)}`);
        send(res, { status: 500, message: 'Internal error' });
      })
      .finally(() => {
        if (counted) guard.leave();
      });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}${MCP_PATH}`,
    close: () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => {
          http.close(() => resolve());
          http.closeAllConnections();
        });
        await legacy.close();
        await modern.close();
        await serve.close();
      })()),
  };
}
