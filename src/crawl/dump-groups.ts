// Splits a dump's documents into servers, each with its raw tools and where every one sits: saved tools/list results, or a crawl's own layout.
import { basename } from 'node:path';
import type { CrawlFailure } from './session-crawl.js';
import type { DumpDocument } from './dump-files.js';
import { matchPath, parentOf, type PathMatch } from './dump-path.js';
import type { DumpLayout, ServerFacts } from './dump-presets.js';
import { serverIdOf } from './mcp-config-source.js';
import { plainName } from '../util/compressed.js';

/** One server of a dump before its tools are read. */
export interface DumpGroup {
  serverId: string;
  file: string;
  /** Where the server sits: "file", "file:line" or "file: [3].tools.bing.tools". */
  where: string;
  facts: ServerFacts;
  /** A saved initialize result's protocol version, when the dump kept one. */
  protocolVersion?: string;
  /** The raw tools with the position of each; undefined when the dump holds no tool list for the server. */
  tools?: { where: string; value: unknown }[];
  /** Why `tools` is not a list (set with tools undefined). */
  problem?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v);

/** A file's base name made a server id: "tools/weather.json.gz" -> "weather". */
export function fileServerId(file: string): string {
  return serverIdOf(basename(plainName(file)).replace(/\.(json|jsonl|ndjson)$/i, ''));
}

/** A line that is not JSON may still say which server it was meant for. */
function serverNamedIn(raw: string | undefined): string | undefined {
  const m = raw ? /"(?:server|serverId)"\s*:\s*"((?:[^"\\]|\\.)+)"/.exec(raw) : null;
  return m ? serverIdOf(m[1] as string) : undefined;
}

/** A document that could not be parsed: a failure charged to the server it names, else to its file. */
export function unreadableDocument(doc: Extract<DumpDocument, { error: string }>, file: string): CrawlFailure {
  return { serverId: serverNamedIn(doc.raw) ?? file, reason: `${doc.where}: ${doc.error}`, stderrTail: '' };
}

function toolsOf(page: unknown): unknown[] | undefined {
  if (!isObject(page)) return undefined;
  if (Array.isArray(page.tools)) return page.tools;
  if (isObject(page.result) && Array.isArray(page.result.tools)) return page.result.tools;
  return undefined;
}

/** A saved tools/list JSON: {tools}, a JSON-RPC response, or an array of pages; one server. */
export function savedListingGroup(value: unknown, file: string, id: string): DumpGroup | CrawlFailure {
  const pages = Array.isArray(value) && value.length > 0 && value.every((x) => toolsOf(x)) ? value : [value];
  const meta = isObject(value) ? value : {};
  const info = isObject(meta.serverInfo) ? meta.serverInfo : {};
  const group: DumpGroup = {
    serverId: id,
    file,
    where: file,
    facts: { name: typeof info.name === 'string' ? info.name : undefined, version: typeof info.version === 'string' ? info.version : undefined },
    ...(typeof meta.protocolVersion === 'string' ? { protocolVersion: meta.protocolVersion } : {}),
    tools: [],
  };
  for (const [p, page] of pages.entries()) {
    const tools = toolsOf(page);
    if (!tools) {
      return {
        serverId: file,
        reason: `${file}: expected {"tools": [...]}, a tools/list JSON-RPC response {"result": {"tools": [...]}}, or an array of those; for a crawl's own layout add #path.to.tools or a preset (dump:toucan:<file>)`,
        stderrTail: '',
      };
    }
    tools.forEach((v, i) => group.tools?.push({ where: `${file}: ${pages.length > 1 ? `[${p}].` : ''}tools[${i}]`, value: v }));
  }
  return group;
}

/** A JSONL line of a saved listing: a tool with `server`, {server, tool} or {server, tools: [...]}; added to its server's group. */
export function addListingLine(groups: Map<string, DumpGroup>, value: unknown, where: string, file: string, defaultId: string): CrawlFailure | undefined {
  if (!isObject(value)) return { serverId: defaultId, reason: `${where}: expected a JSON object (a tool with "server"), got ${kindOf(value)}`, stderrTail: '' };
  const named = typeof value.server === 'string' ? value.server : typeof value.serverId === 'string' ? value.serverId : undefined;
  const serverId = named ? serverIdOf(named) : defaultId;
  let group = groups.get(serverId);
  if (!group) {
    group = { serverId, file, where, facts: named && serverIdOf(named) !== named ? { name: named } : {}, tools: [] };
    groups.set(serverId, group);
  }
  const { server: _s, serverId: _sid, ...rest } = value;
  if (isObject(value.tool)) group.tools?.push({ where, value: value.tool });
  else if (Array.isArray(value.tools)) value.tools.forEach((v, j) => group.tools?.push({ where: `${where}: tools[${j}]`, value: v }));
  else group.tools?.push({ where, value: rest });
  return undefined;
}

/**
 * The servers one document holds under a layout: one per place the tools path reaches. An id the
 * layout does not state falls back to `fallbackId`, numbered when one document holds several.
 */
export function layoutGroups(doc: Extract<DumpDocument, { value: unknown }>, file: string, layout: DumpLayout, segments: readonly string[], fallbackId: string): DumpGroup[] | CrawlFailure {
  const matches: PathMatch[] = matchPath(doc.value, segments);
  if (matches.length === 0) return { serverId: fallbackId, reason: `${doc.where}: nothing at ${layout.tools}`, stderrTail: '' };
  return matches.map((m, i) => {
    const facts = layout.facts(doc.value, m, parentOf(doc.value, segments, m), file);
    const serverId = facts.id ? serverIdOf(facts.id) : matches.length > 1 ? `${fallbackId}-${i + 1}` : fallbackId;
    const where = m.keys.length > 0 ? `${doc.where}: ${m.at}` : doc.where;
    const group: DumpGroup = { serverId, file, where, facts };
    if (Array.isArray(m.value)) group.tools = m.value.map((v, j) => ({ where: `${where}${m.keys.length > 0 ? '' : `: ${m.at}`}[${j}]`, value: v }));
    else group.problem = m.value === undefined || m.value === null ? `no tools at ${m.at}` : `expected an array of tools at ${m.at}, got ${kindOf(m.value)}`;
    return group;
  });
}
