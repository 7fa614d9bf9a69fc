// The layouts public MCP crawls write their files in, by name: where the tools are, and what each file says about its server.
import { basename } from 'node:path';
import { plainName } from '../util/compressed.js';
import { ConfigError } from '../util/errors.js';
import { stringAt, valueAt, type PathMatch } from './dump-path.js';
import { serverIdOf } from './mcp-config-source.js';

/** What a crawl states about the server a tools array belongs to; every field may be missing. */
export interface ServerFacts {
  id?: string;
  /** The server's name as the crawl writes it. */
  name?: string;
  version?: string;
  category?: string;
  /** When the crawl says it listed this server (RFC 3339). */
  crawledAt?: string;
  /** Why the crawl got no tools from this server, as it recorded it. */
  error?: string;
}

export interface DumpLayout {
  /** Path from a document to its tools array; "*" steps into every item, and each match is one server. */
  tools: string;
  facts(doc: unknown, match: PathMatch, parent: unknown, file: string): ServerFacts;
}

export interface DumpPreset extends DumpLayout {
  name: string;
  /** One line for the help text: whose layout, and what one document is. */
  about: string;
}

/** A date a crawl wrote as Unix seconds, milliseconds or text, as RFC 3339; undefined when it is none of those. */
export function isoDate(v: unknown): string | undefined {
  const ms = typeof v === 'number' ? (v < 1e12 ? v * 1000 : v) : typeof v === 'string' && v.trim() !== '' ? Date.parse(v) : Number.NaN;
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}

/** A path's layout: the object around the tools array may name its server; else the key the last "*" stepped into does. */
export function pathLayout(tools: string): DumpLayout {
  return {
    tools,
    facts(_doc, match, parent) {
      const key = [...match.keys].reverse().find((k) => typeof k === 'string');
      const id = stringAt(parent, 'serverId') ?? stringAt(parent, 'server') ?? stringAt(parent, 'id') ?? key;
      const name = stringAt(parent, 'name') ?? stringAt(parent, 'server_name') ?? stringAt(parent, 'serverInfo.name');
      const version = stringAt(parent, 'version') ?? stringAt(parent, 'serverInfo.version');
      return { id: id ?? name, name, version, category: stringAt(parent, 'category') };
    },
  };
}

/** "0002.@upstash_context7-mcp_labeled.json" -> "upstash_context7-mcp". */
function toucanStem(file: string): string {
  return basename(plainName(file)).replace(/\.json$/i, '').replace(/^(tf_)?\d+\./, '').replace(/_labeled$/, '');
}

/**
 * TheAgentArk/Toucan `mcp_servers/*.json`: one Smithery server per file, the tools/list answer under
 * metadata.remote_server_response (Anthropic's `input_schema`), the server's slug under
 * metadata.server_info_crawled.author and the category an LLM gave it under labels.primary_label.
 */
const toucan: DumpPreset = {
  name: 'toucan',
  about: 'TheAgentArk/Toucan mcp_servers/*.json: one Smithery server per file, tools under metadata.remote_server_response.tools',
  tools: 'metadata.remote_server_response.tools',
  facts(doc, _match, response, file) {
    const author = stringAt(doc, 'metadata.server_info_crawled.author');
    const slug = author && author.includes('/') ? author : undefined;
    const ok = valueAt(response, 'is_success');
    return {
      id: serverIdOf(slug ?? toucanStem(file)),
      name: stringAt(doc, 'metadata.server_name'),
      category: stringAt(doc, 'labels.primary_label'),
      crawledAt: isoDate(valueAt(doc, 'metadata.timestamp')),
      ...(ok === false ? { error: stringAt(response, 'error') ?? 'is_success is false' } : {}),
    };
  },
};

/**
 * icip-cas/LiveMCPBench tools/LiveMCPTool/tools.json: an array of entries {name, category, tools: {<server>:
 * {server_name, version, tools: [...]}}}; each key under an entry's `tools` is one server.
 */
const livemcpbench: DumpPreset = {
  name: 'livemcpbench',
  about: 'icip-cas/LiveMCPBench tools/LiveMCPTool/tools.json: entries whose tools.<server>.tools hold MCP tools',
  tools: '*.tools.*.tools',
  facts(doc, match, server) {
    const [entry, key] = match.keys;
    const record = Array.isArray(doc) && typeof entry === 'number' ? doc[entry] : undefined;
    return {
      id: typeof key === 'string' ? key : undefined,
      name: stringAt(server, 'server_name') ?? stringAt(record, 'name'),
      version: stringAt(server, 'version'),
      category: stringAt(record, 'category'),
    };
  },
};

/** The preset registry: adding a crawl's layout is one object and one line here. */
export const DUMP_PRESETS: readonly DumpPreset[] = [toucan, livemcpbench];

export function dumpPreset(name: string): DumpPreset {
  const preset = DUMP_PRESETS.find((p) => p.name === name);
  if (!preset) throw new ConfigError(`dump preset "${name}" is unknown; known presets: ${DUMP_PRESETS.map((p) => p.name).join(', ')}`);
  return preset;
}
