// Crawls one connected MCP session (stdio or HTTP): every page of tools under the per-server caps, plus resources and prompts.
import { DEFAULT_TIMEOUT_MS } from '../mcp/defaults.js';
import type { CatalogTool, Source } from '../records/index.js';
import type { EraChoice, McpSession } from '../mcp/connect.js';
import { listAllTools, listExtras, type Extras, type ListedTool } from '../mcp/list.js';
import { McpError, errorMessage } from '../util/errors.js';
import { definitionSha256, normaliseDefinition } from '../catalog/definition.js';
import { safetyFlags } from '../catalog/scanners/flags.js';

export interface CrawlOptions {
  era?: EraChoice;
  connectTimeoutMs?: number;
  listTimeoutMs?: number;
  /** Per-server caps on the listing (see crawl.maxTools / crawl.maxListBytes). */
  maxTools?: number;
  maxListBytes?: number;
  now?: string;
}

export const CRAWL_DEFAULTS = { connectTimeoutMs: DEFAULT_TIMEOUT_MS, listTimeoutMs: DEFAULT_TIMEOUT_MS, maxTools: 2_000, maxListBytes: 8 * 1024 * 1024 };

export interface CrawlFailure {
  serverId: string;
  /** One line: what failed and, where the server printed any, what it printed instead of the protocol. */
  reason: string;
  stderrTail: string;
  /** 'tool': one tool of a server that was otherwise read (a dump's unreadable tool); absent: the server failed. */
  scope?: 'tool';
}

export interface ServerCrawl extends Extras {
  serverId: string;
  tools: CatalogTool[];
  era: CatalogTool['protocol']['era'];
  protocolVersion: string;
  pages: number;
  /** JSON bytes of the tool listing. */
  bytes: number;
  /** What a reviewer should hear about a server that worked (stray text on its stdout), one line each. */
  warnings?: string[];
}

/** Where the tools came from, as each CatalogTool records it. */
export interface Provenance {
  serverId: string;
  source: Source;
  package?: string;
  url?: string;
}

export function toCatalogTool(t: ListedTool, p: Provenance, protocol: CatalogTool['protocol'], server: CatalogTool['server'], now: string): CatalogTool {
  const def = normaliseDefinition(t);
  return {
    id: `${p.serverId}/${def.name}`,
    serverId: p.serverId,
    source: p.source,
    ...(p.package ? { package: p.package } : {}),
    ...(p.url ? { url: p.url } : {}),
    protocol,
    server,
    ...def,
    sha256: definitionSha256(def),
    firstSeen: now,
    lastSeen: now,
    flags: safetyFlags(def),
  };
}

/** The SDK's errors in one short line: a timeout says which, a schema rejection names the first bad field. */
export function explain(err: unknown, timeoutMs: number): string {
  const msg = errorMessage(err);
  if (/request timed out/i.test(msg)) return `no answer within ${timeoutMs} ms (crawl.listTimeoutMs)`;
  const invalid = /^Invalid result for (\S+): (\[[\s\S]*\])$/.exec(msg);
  if (invalid) {
    try {
      const issues = JSON.parse(invalid[2] as string) as { path: (string | number)[]; message: string }[];
      const at = (p: (string | number)[]) => p.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
      const first = issues[0];
      if (first) return `malformed ${invalid[1]} result: ${at(first.path)}: ${first.message}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}`;
    } catch {
      // not the SDK's zod issue list: keep the message as it is
    }
  }
  return msg;
}

/** Lists a session's tools; a failure carries the server's stderr tail and stray stdout for the report. */
export async function crawlSession(session: McpSession, p: Provenance, options: CrawlOptions = {}): Promise<ServerCrawl> {
  const now = options.now ?? new Date().toISOString();
  const listOptions = {
    timeoutMs: options.listTimeoutMs ?? CRAWL_DEFAULTS.listTimeoutMs,
    maxTools: options.maxTools ?? CRAWL_DEFAULTS.maxTools,
    maxBytes: options.maxListBytes ?? CRAWL_DEFAULTS.maxListBytes,
  };
  let listed: Awaited<ReturnType<typeof listAllTools>>;
  try {
    listed = await listAllTools(session.client, listOptions);
  } catch (err) {
    const noise = session.noise();
    // A single message past the transport's cap closes the connection; say so rather than "connection closed".
    const capped = /ReadBuffer exceeded maximum size/.test(noise) ? ` (one message was over the ${listOptions.maxBytes}-byte cap)` : '';
    throw new McpError(err instanceof McpError ? err.code : 'list_failed', `tools/list failed: ${explain(err, listOptions.timeoutMs)}${capped}`, {
      cause: err,
      data: { stderr: session.stderrTail(), noise },
    });
  }
  const extras = await listExtras(session.client, { ...listOptions, maxTools: Number.POSITIVE_INFINITY });
  const protocol = { era: session.era, version: session.protocolVersion };
  // The SDK skips lines that are not JSON-RPC; a server that prints a banner on stdout still deserves a line, as it may break other clients.
  const stray = session.noise().split('\n').filter((l) => l.startsWith('stdout: ')).map((l) => l.slice(8));
  const warnings = stray.length ? [`printed ${stray.length} non-protocol line(s) on stdout, e.g. ${JSON.stringify(stray[0]?.slice(0, 120))}; stdout is the protocol channel, so logs belong on stderr`] : [];
  return {
    ...(warnings.length ? { warnings } : {}),
    serverId: p.serverId,
    tools: listed.tools.map((t) => toCatalogTool(t, p, protocol, session.serverInfo, now)),
    ...extras,
    era: session.era,
    protocolVersion: session.protocolVersion,
    pages: listed.pages,
    bytes: listed.bytes,
  };
}
