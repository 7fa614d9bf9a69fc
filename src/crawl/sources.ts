// Sources by kind: load catalogs/sources.json, parse `--source kind:spec`, expand files that name many servers, crawl one.
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { z } from 'zod';
import { CrawlSourceSchema, type CrawlSource } from '../records/index.js';
import { ConfigError } from '../util/errors.js';
import { formatZodIssue } from '../util/zod-errors.js';
import { parsePipelineText } from '../core/config-file.js';
import type { CrawlFailure } from './crawl.js';
import { readDump } from './dump-source.js';
import { crawlHttp } from './http-source.js';
import { expandMcpConfig, serverIdOf } from './mcp-config-source.js';
import type { CrawlOptions, ServerCrawl } from './session-crawl.js';
import { crawlStdio } from './stdio-source.js';
import { crawlNpm } from './npm-source.js';
import { expandRegistry, registryServerId } from './registry-source.js';
import { errorMessage } from '../util/errors.js';

const SourcesFileSchema = z.looseObject({ sources: z.array(CrawlSourceSchema) });

/** The `sources` array of a sources file (catalogs/sources.json) or a pipeline file, JSON or YAML. */
export async function loadSourcesFile(file: string): Promise<CrawlSource[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new ConfigError(`${file}: cannot read sources (${(err as Error).message})`);
  }
  const source = parsePipelineText(text, file);
  const parsed = SourcesFileSchema.safeParse(source.value);
  if (parsed.success) return parsed.data.sources;
  const issue = parsed.error.issues[0] as z.core.$ZodIssue;
  const at = source.locate(issue.path);
  throw new ConfigError(`${file}${at ? `:${at}` : ''}: ${formatZodIssue(issue)}`);
}

export const SOURCE_SPEC_HELP = `Source specs (--source, repeatable; [id=] names the server):
  [id=]stdio:<command>[,<arg>...]   e.g. stdio:node,server.js   (commas split command and args)
  [id=]http:<url>                   e.g. http:http://127.0.0.1:3000/mcp   (headers: --header "Name: value")
  mcp-config:<file>[#name,...]      a Claude Desktop / Qwen-Agent {"mcpServers": ...} file, optionally only some keys
  [id=]dump:<file>                  saved tools/list results: {tools}, a JSON-RPC response, or JSONL with "server"
  [id=]npm:<name@version>[,<arg>...] an npm package, installed (scripts off) into .cache/npm and run under bubblewrap
  registry:<url>                    every server of an MCP Registry (GET /v0.1/servers), e.g. registry:https://registry.modelcontextprotocol.io`;

/** One ad hoc source from `--source`; the grammar is SOURCE_SPEC_HELP. */
/** `headers` go on every http source, `env` into every stdio and npm source (`--header`, `--env`). */
export function parseSourceSpec(spec: string, headers: Record<string, string> = {}, env: Record<string, string> = {}): CrawlSource {
  const m = /^(?:([a-z0-9][a-z0-9._-]*)=)?([a-z-]+):(.+)$/i.exec(spec);
  if (!m) throw new ConfigError(`--source ${JSON.stringify(spec)}: expected kind:spec, e.g. stdio:node,server.js or http:http://127.0.0.1:3000/mcp`);
  const [, id, kind, rest] = m as unknown as [string, string | undefined, string, string];
  const check = (source: unknown): CrawlSource => {
    const r = CrawlSourceSchema.safeParse(source);
    if (!r.success) throw new ConfigError(`--source ${JSON.stringify(spec)}: ${formatZodIssue(r.error.issues[0] as z.core.$ZodIssue)}`);
    return r.data;
  };
  switch (kind) {
    case 'stdio': {
      const [command, ...args] = rest.split(',');
      // Name it for the script it runs (node,server.js -> "server"), else the command.
      const script = args.find((a) => !a.startsWith('-'));
      return check({ kind, id: id ?? serverIdOf(basename(script ?? command ?? 'server', extname(script ?? ''))), command, args, env });
    }
    case 'http': {
      let host = 'http';
      try {
        host = new URL(rest).host;
      } catch {
        // the schema check below names the bad URL
      }
      return check({ kind, id: id ?? serverIdOf(host.replace(':', '-')), url: rest, headers });
    }
    case 'mcp-config': {
      const [file, names] = rest.split('#') as [string, string | undefined];
      return check({ kind, file, ...(names ? { servers: names.split(',') } : {}) });
    }
    case 'dump':
      return check({ kind, file: rest, ...(id ? { id } : {}) });
    case 'npm': {
      const [pkg, ...args] = rest.split(',');
      const name = (pkg ?? '').replace(/@[^@]*$/, '').replace(/^@[^/]+\//, '');
      return check({ kind, id: id ?? serverIdOf(name), package: pkg, args, env });
    }
    case 'registry':
      return check({ kind, url: rest });
    default:
      throw new ConfigError(`--source ${JSON.stringify(spec)}: unknown kind "${kind}"; use stdio, http, mcp-config, dump, npm or registry`);
  }
}

/** Sources that name many servers (mcp-config) become the sources they name; others stay as they are. */
export async function expandSource(source: CrawlSource): Promise<{ sources: CrawlSource[]; failures: CrawlFailure[] }> {
  if (source.kind === 'mcp-config') return expandMcpConfig(source);
  if (source.kind === 'registry') {
    // An unreachable registry is one failure line; entries it cannot crawl are one line each, with the reason.
    try {
      const e = await expandRegistry(source);
      return { sources: e.sources, failures: e.skipped.map((k) => ({ serverId: registryServerId(k.name, source.idPrefix), reason: `registry entry ${k.name}@${k.version} skipped: ${k.reason}`, stderrTail: '' })) };
    } catch (err) {
      return { sources: [], failures: [{ serverId: 'registry', reason: errorMessage(err), stderrTail: '' }] };
    }
  }
  return { sources: [source], failures: [] };
}

/** The id a source is reported under before it is crawled. */
export function sourceLabel(source: CrawlSource): string {
  const s = source as { id?: string; file?: string; kind: string };
  return s.id ?? s.file ?? s.kind;
}

/** Crawl one expanded source; a dump may hold several servers. */
export async function crawlSource(source: CrawlSource, options: CrawlOptions): Promise<{ servers: ServerCrawl[]; failures: CrawlFailure[] }> {
  switch (source.kind) {
    case 'stdio':
      return { servers: [await crawlStdio(source, options)], failures: [] };
    case 'http':
      return { servers: [await crawlHttp(source, options)], failures: [] };
    case 'dump':
      return readDump(source, options);
    case 'npm':
      return { servers: [await crawlNpm(source, options)], failures: [] };
    default:
      // Kinds added to CrawlSourceSchema get their crawler here.
      throw new ConfigError(`source ${sourceLabel(source)}: kind "${(source as { kind: string }).kind}" has no crawler`);
  }
}
