// 2025-era HTTP: one sessionful Streamable HTTP transport and server per Mcp-Session-Id, so server-to-client requests
// (the approval form) reach the client, tied to the serve session of the same id: DELETE or expiry ends both.
import { randomUUID } from 'node:crypto';
import { isInitializeRequest, WebStandardStreamableHTTPServerTransport, type Server } from '@modelcontextprotocol/server';
import type { ServeServer } from './serve-server.js';
import type { Binding } from './instance.js';
import { errorBody } from './http-guard.js';
import { SESSION_HEADER } from './protocol.js';

const PREFIX = 'http:';

interface Entry {
  transport: WebStandardStreamableHTTPServerTransport;
  server: Server;
}

const json = (status: number, code: number, message: string) => new Response(errorBody(code, message), { status, headers: { 'content-type': 'application/json' } });

export class LegacySessions {
  private readonly open = new Map<string, Entry>();

  constructor(
    private readonly serve: ServeServer,
    private readonly maxBodyBytes: number,
  ) {
    // However a serve session ends (idle expiry, shutdown), its transport goes with it.
    serve.sessions.onEnd((key) => {
      if (!key.startsWith(PREFIX)) return;
      const id = key.slice(PREFIX.length);
      const entry = this.open.get(id);
      if (!entry) return;
      this.open.delete(id);
      void entry.transport.close().catch(() => undefined);
    });
  }

  get size(): number {
    return this.open.size;
  }

  async handle(request: Request, parsedBody: unknown): Promise<Response> {
    const id = request.headers.get('mcp-session-id');
    if (id) {
      const entry = this.open.get(id);
      // 404 tells a 2025 client its session is gone (expired, ended), and that it may initialize again.
      if (!entry) return json(404, -32001, 'Session not found');
      this.serve.sessions.get(PREFIX + id).touch();
      return entry.transport.handleRequest(request, { parsedBody });
    }
    if (request.method !== 'POST' || !isInitializeRequest(parsedBody)) return json(400, -32600, 'Bad Request: no Mcp-Session-Id; a 2025 session starts with initialize');
    if (this.serve.sessions.size >= this.serve.init.options.maxSessions) return json(503, -32603, `too many sessions: ${this.serve.init.options.maxSessions} are open (serve --max-sessions)`);
    const binding: Binding = {};
    const server = this.serve.instance(binding);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      maxRequestBodySize: this.maxBodyBytes,
      onsessioninitialized: (sid) => {
        binding.key = PREFIX + sid;
        this.open.set(sid, { transport, server });
        // Opened now, so a session that never calls anything still expires (and closes its transport); a name the
        // host gives in the session header seeds its world, as on the modern era.
        this.serve.sessions.get(binding.key, request.headers.get(SESSION_HEADER)?.slice(0, 200) || undefined);
      },
      onsessionclosed: (sid) => {
        this.open.delete(sid);
        void this.serve.sessions.end(PREFIX + sid);
      },
    });
    await server.connect(transport);
    return transport.handleRequest(request, { parsedBody });
  }

  async close(): Promise<void> {
    const entries = [...this.open.values()];
    this.open.clear();
    await Promise.all(entries.map((e) => e.transport.close().catch(() => undefined)));
  }
}
