// Reads saved tools/list results (JSON: {tools}, a JSON-RPC response, or an array of pages; JSONL: one tool per line with its server).
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { z } from 'zod';
import type { CatalogTool, DumpSource } from '../records/index.js';
import type { ListedTool } from '../mcp/list.js';
import { ConfigError } from '../util/errors.js';
import { formatZodIssue } from '../util/zod-errors.js';
import type { CrawlFailure } from './crawl.js';
import { serverIdOf } from './mcp-config-source.js';
import { CRAWL_DEFAULTS, toCatalogTool, type CrawlOptions, type ServerCrawl } from './session-crawl.js';

const JsonObject = z.record(z.string(), z.unknown());
const ToolSchema = z.looseObject({
  name: z.string().min(1, 'a tool needs a name'),
  title: z.string().optional(),
  description: z.string().optional(),
  inputSchema: JsonObject.optional(),
  outputSchema: JsonObject.optional(),
  annotations: JsonObject.optional(),
});

/** What a dump may say about its server beside the tools (e.g. a saved initialize result). */
interface DumpMeta {
  serverInfo?: { name?: unknown; version?: unknown };
  protocolVersion?: unknown;
}

interface Group {
  serverId: string;
  meta: DumpMeta;
  tools: { where: string; value: unknown }[];
}

function toolsOf(page: unknown): unknown[] | undefined {
  if (!page || typeof page !== 'object') return undefined;
  const p = page as { tools?: unknown; result?: { tools?: unknown } };
  if (Array.isArray(p.tools)) return p.tools;
  if (p.result && Array.isArray(p.result.tools)) return p.result.tools;
  return undefined;
}

function parseJson(text: string, file: string, id: string): Group[] {
  const json: unknown = JSON.parse(text);
  const pages = Array.isArray(json) && json.every((x) => toolsOf(x)) ? json : [json];
  const group: Group = { serverId: id, meta: (json && typeof json === 'object' && !Array.isArray(json) ? json : {}) as DumpMeta, tools: [] };
  for (const [p, page] of pages.entries()) {
    const tools = toolsOf(page);
    if (!tools) throw new ConfigError(`${file}: expected {"tools": [...]}, a tools/list JSON-RPC response {"result": {"tools": [...]}}, or an array of those`);
    tools.forEach((value, i) => group.tools.push({ where: `${file}: ${pages.length > 1 ? `[${p}].` : ''}tools[${i}]`, value }));
  }
  return [group];
}

/** JSONL: each line is a tool with `server` (or {server, tool}, or {server, tools: [...]}); lines keep file order. */
function parseJsonl(text: string, file: string, id: string, failures: CrawlFailure[]): Group[] {
  const groups = new Map<string, Group>();
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    const where = `${file}:${i + 1}`;
    let rec: Record<string, unknown>;
    try {
      rec = JSON.parse(line) as Record<string, unknown>;
    } catch (err) {
      failures.push({ serverId: id, reason: `${where}: not JSON (${(err as Error).message})`, stderrTail: '' });
      return;
    }
    const server = typeof rec.server === 'string' ? rec.server : typeof rec.serverId === 'string' ? rec.serverId : id;
    const serverId = serverIdOf(server);
    const group = groups.get(serverId) ?? { serverId, meta: {}, tools: [] };
    groups.set(serverId, group);
    const { server: _s, serverId: _sid, ...rest } = rec;
    if (rec.tool && typeof rec.tool === 'object') group.tools.push({ where, value: rec.tool });
    else if (Array.isArray(rec.tools)) rec.tools.forEach((value, j) => group.tools.push({ where: `${where}: tools[${j}]`, value }));
    else group.tools.push({ where, value: rest });
  });
  return [...groups.values()];
}

export async function readDump(source: DumpSource, options: CrawlOptions = {}): Promise<{ servers: ServerCrawl[]; failures: CrawlFailure[] }> {
  const id = source.id ?? serverIdOf(basename(source.file, extname(source.file)));
  let text: string;
  try {
    text = await readFile(source.file, 'utf8');
  } catch (err) {
    throw new ConfigError(`${source.file}: cannot read the dump (${(err as Error).message})`);
  }
  const failures: CrawlFailure[] = [];
  const jsonl = /\.(jsonl|ndjson)$/i.test(source.file);
  let groups: Group[];
  try {
    groups = jsonl ? parseJsonl(text, source.file, id, failures) : parseJson(text, source.file, id);
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    throw new ConfigError(`${source.file}: not JSON (${(err as Error).message}); name a JSONL dump *.jsonl`);
  }
  const now = options.now ?? new Date().toISOString();
  const maxTools = options.maxTools ?? CRAWL_DEFAULTS.maxTools;
  const servers: ServerCrawl[] = [];
  for (const g of groups) {
    if (g.tools.length > maxTools) {
      failures.push({ serverId: g.serverId, reason: `${source.file}: ${g.tools.length} tools, more than the per-server cap of ${maxTools}`, stderrTail: '' });
      continue;
    }
    const version = typeof g.meta.protocolVersion === 'string' ? g.meta.protocolVersion : 'unknown';
    // A dump spoke to no server: the era is unknown unless the dump saved the negotiated version.
    const protocol: CatalogTool['protocol'] = { era: version === 'unknown' ? 'unknown' : version >= '2026-07-28' ? 'modern' : 'legacy', version };
    const info = g.meta.serverInfo ?? {};
    const server = { name: typeof info.name === 'string' ? info.name : g.serverId, version: typeof info.version === 'string' ? info.version : 'unknown' };
    const tools: CatalogTool[] = [];
    for (const t of g.tools) {
      const r = ToolSchema.safeParse(t.value);
      if (!r.success) {
        failures.push({ serverId: g.serverId, reason: `${t.where}: ${formatZodIssue(r.error.issues[0] as z.core.$ZodIssue)}`, stderrTail: '' });
        continue;
      }
      tools.push(toCatalogTool(r.data as unknown as ListedTool, { serverId: g.serverId, source: { ...source, id: g.serverId } }, protocol, server, now));
    }
    servers.push({ serverId: g.serverId, tools, resources: [], resourceTemplates: [], prompts: [], era: protocol.era, protocolVersion: version, pages: 1, bytes: JSON.stringify(g.tools).length });
  }
  return { servers, failures };
}
