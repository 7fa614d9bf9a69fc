// Reads an `mcpServers` file (Claude Desktop, Qwen-Agent, Cursor) and turns each entry into a stdio or http source.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { CrawlSource, McpConfigSource } from '../records/index.js';
import { ConfigError } from '../util/errors.js';
import { formatZodIssue } from '../util/zod-errors.js';
import type { CrawlFailure } from './session-crawl.js';
import { McpConfigSourceSchema } from '../records/index.js';
import type { SourceDef } from './source-def.js';

const StringMap = z.record(z.string(), z.string());

// Real files carry client-specific keys (disabled, autoApprove, timeout, alwaysAllow...): they are ignored, not errors.
const StdioEntrySchema = z.looseObject({
  type: z.literal('stdio').optional(),
  command: z.string().min(1, 'is empty'),
  args: z.array(z.string()).default([]),
  env: StringMap.default({}),
});
const HttpEntrySchema = z.looseObject({
  type: z.enum(['http', 'streamable-http', 'streamableHttp']).optional(),
  url: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  headers: StringMap.default({}),
});

const FileSchema = z.looseObject({ mcpServers: z.record(z.string(), z.unknown()) });

/** A key of mcpServers made into a server id ("GitHub Tools" -> "GitHub-Tools"). */
export function serverIdOf(key: string): string {
  const id = key.replace(/[^a-z0-9._-]+/gi, '-').replace(/^[^a-z0-9]+/i, '');
  return id === '' ? 'server' : id;
}

function entryToSource(key: string, entry: unknown): CrawlSource {
  const id = serverIdOf(key);
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) throw new Error('must be an object with "command" or "url"');
  const e = entry as Record<string, unknown>;
  if (e.type === 'sse') throw new Error('type "sse" (the old HTTP+SSE transport) is not crawled; use the server\'s Streamable HTTP URL');
  if ('url' in e || e.type === 'http' || e.type === 'streamable-http' || e.type === 'streamableHttp') {
    const r = HttpEntrySchema.safeParse(e);
    if (!r.success) throw new Error(formatZodIssue(r.error.issues[0] as z.core.$ZodIssue));
    return { kind: 'http', id, url: r.data.url, headers: r.data.headers };
  }
  if (!('command' in e)) throw new Error('has neither "command" (stdio) nor "url" (Streamable HTTP)');
  const r = StdioEntrySchema.safeParse(e);
  if (!r.success) throw new Error(formatZodIssue(r.error.issues[0] as z.core.$ZodIssue));
  return { kind: 'stdio', id, command: r.data.command, args: r.data.args, env: r.data.env };
}

/**
 * The sources an mcpServers file names. An unreadable file is a ConfigError; one bad entry is a
 * failure line naming the file and the key, and the other entries are still crawled.
 */
export async function expandMcpConfig(source: McpConfigSource): Promise<{ sources: CrawlSource[]; failures: CrawlFailure[] }> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(source.file, 'utf8'));
  } catch (err) {
    throw new ConfigError(`${source.file}: cannot read the mcpServers file (${(err as Error).message})`);
  }
  const parsed = FileSchema.safeParse(json);
  if (!parsed.success) throw new ConfigError(`${source.file}: expected {"mcpServers": {"name": {"command": ...} | {"url": ...}}}`);
  const entries = parsed.data.mcpServers;
  const wanted = source.servers ?? Object.keys(entries);
  for (const name of wanted) {
    if (!(name in entries)) throw new ConfigError(`${source.file}: no server "${name}" in mcpServers; it has ${Object.keys(entries).map((k) => JSON.stringify(k)).join(', ') || 'none'}`);
  }
  const sources: CrawlSource[] = [];
  const failures: CrawlFailure[] = [];
  for (const key of wanted) {
    const entry = entries[key];
    if (entry && typeof entry === 'object' && (entry as { disabled?: unknown }).disabled === true && !source.servers) continue;
    try {
      sources.push(entryToSource(key, entry));
    } catch (err) {
      failures.push({ serverId: serverIdOf(key), reason: `${source.file}: mcpServers.${key}: ${(err as Error).message}`, stderrTail: '' });
    }
  }
  return { sources, failures };
}

export const mcpConfigSourceDef: SourceDef = {
  name: 'mcp-config',
  schema: McpConfigSourceSchema,
  grammar: 'mcp-config:<file>[#name,...]      a Claude Desktop / Qwen-Agent {"mcpServers": ...} file, optionally only some keys',
  parseSpec: ({ rest }) => {
    const [file, names] = rest.split('#') as [string, string | undefined];
    return { kind: 'mcp-config', file, ...(names ? { servers: names.split(',') } : {}) };
  },
  expand: (source) => expandMcpConfig(source as McpConfigSource),
};
