// The SDK server one connection (stdio, a 2025 HTTP session) or one modern HTTP request talks to: tools/list and
// tools/call over the served catalog, tasks as prompts, and the record notification, each tied to its session.
import { ProtocolError, Server, type RequestStateCodec, type ServerContext } from '@modelcontextprotocol/server';
import { page, type ServedCatalog } from './catalog.js';
import { RECORD_METHOD, RecordParamsSchema, SESSION_META, metaString } from './protocol.js';
import { answerCall, canElicit, type ApprovalState, type CallDeps } from './tool-call.js';
import type { ServeSession } from './session.js';
import { TooManySessionsError, type SessionTable } from './sessions.js';

/** What an instance needs of the serve that owns it (the ServeServer). */
export interface ServeHost {
  served: ServedCatalog;
  sessions: SessionTable;
  codec: RequestStateCodec<ApprovalState>;
  callDeps: CallDeps;
}

export const SERVER_INFO = { name: 'toolforge-serve', version: '0.1.0' };
const PAGE = 500;

/**
 * How requests on this instance find their session: a fixed key (stdio; a 2025 HTTP session once initialized), else
 * the session the modern request names (its `_meta`, or the header the HTTP request carried), else its client.
 */
export interface Binding {
  key?: string;
  headerName?: string;
}

function sessionKey(binding: Binding, meta: unknown, client: string | undefined): { key: string; name?: string } {
  if (binding.key) return { key: binding.key };
  const name = metaString(meta, SESSION_META) ?? binding.headerName;
  if (name) return { key: `named:${name}`, name };
  const who = client ?? 'anonymous';
  return { key: `client:${who}`, name: `client ${who}` };
}

/** name@version: from the request's envelope on the modern era, from initialize on a 2025 connection. */
function clientOf(server: Server, ctx?: ServerContext): string | undefined {
  const envelope = ctx?.mcpReq.envelope as Record<string, unknown> | undefined;
  const v = (envelope?.['io.modelcontextprotocol/clientInfo'] as { name?: unknown; version?: unknown } | undefined) ?? server.getClientVersion();
  return v && typeof v.name === 'string' ? `${v.name}@${String(v.version ?? '')}` : undefined;
}

function capabilitiesOf(server: Server, ctx: ServerContext): { elicitation?: Record<string, unknown> } | undefined {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  return (envelope?.['io.modelcontextprotocol/clientCapabilities'] as { elicitation?: Record<string, unknown> } | undefined) ?? server.getClientCapabilities();
}

/** The session for a request; a full table is a protocol error the client reads, not a crash. */
function sessionFor(serve: ServeHost, server: Server, binding: Binding, meta: unknown, ctx?: ServerContext): ServeSession {
  const client = clientOf(server, ctx);
  const { key, name } = sessionKey(binding, meta, client);
  let session: ServeSession;
  try {
    session = serve.sessions.get(key, name);
  } catch (err) {
    if (err instanceof TooManySessionsError) throw new ProtocolError(-32603, err.message);
    throw err;
  }
  if (client) session.client = client;
  return session;
}

export function createInstance(serve: ServeHost, binding: Binding): Server {
  const served = serve.served;
  const server = new Server(SERVER_INFO, {
    capabilities: { tools: {}, prompts: {} },
    instructions: 'Tools of a simulated world recorded by toolforge. Destructive tools ask for approval first.',
    requestState: { verify: serve.codec.verify },
  });

  server.setRequestHandler('tools/list', (req) => {
    const p = page(served.entries, req.params?.cursor, PAGE);
    if (!p) throw new ProtocolError(-32602, 'Invalid cursor');
    return { tools: p.items, ...(p.nextCursor ? { nextCursor: p.nextCursor } : {}) };
  });

  server.setRequestHandler('tools/call', async (req, ctx) => {
    const session = sessionFor(serve, server, binding, req.params._meta, ctx);
    const result = await serve.sessions.using(session, () => answerCall(req.params, ctx, session, serve.callDeps, canElicit(capabilitiesOf(server, ctx))));
    if ('resultType' in result) return result;
    return server.projectCallToolResult(result, served.entryByName.get(req.params.name)?.outputSchema);
  });

  server.setRequestHandler('prompts/list', (req) => {
    const p = page(served.prompts, req.params?.cursor, PAGE);
    if (!p) throw new ProtocolError(-32602, 'Invalid cursor');
    return { prompts: p.items, ...(p.nextCursor ? { nextCursor: p.nextCursor } : {}) };
  });

  server.setRequestHandler('prompts/get', async (req, ctx) => {
    const task = served.taskByName.get(req.params.name);
    if (!task) throw new ProtocolError(-32602, `Unknown prompt: ${req.params.name}`);
    const session = sessionFor(serve, server, binding, req.params._meta, ctx);
    await serve.sessions.using(session, async () => serve.sessions.recordNow(session, await session.play(task)));
    return {
      description: served.promptByName.get(task.id)?.description ?? task.kind,
      messages: task.messages.map((m) => ({ role: 'user' as const, content: { type: 'text' as const, text: m.content } })),
    };
  });

  server.setNotificationHandler(RECORD_METHOD, { params: RecordParamsSchema }, async (params) => {
    const session = sessionFor(serve, server, binding, params._meta);
    if (params.messages) session.remember(params.messages);
    if (params.end) await serve.sessions.end(session.key);
  });
  return server;
}
