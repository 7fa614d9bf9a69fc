// Reads the official MCP Registry (GET /v0.1/servers, every page) and turns each listed server into an npm or http source.
import { z } from 'zod';
import { HttpSourceSchema, NpmSourceSchema, type HttpSource, type NpmSource, type RegistrySource } from '../records/index.js';
import { ToolforgeError, errorMessage } from '../util/errors.js';
import { formatZodIssue } from '../util/zod-errors.js';
import { placeholderValue } from '../servers/npm-launch.js';
import { RegistrySourceSchema } from '../records/index.js';
import type { SourceDef } from './source-def.js';

// The wire format (registry openapi.yaml, API freeze v0.1). Loose objects: the registry adds fields
// (icons, websiteUrl, repository, _meta namespaces) that a crawl does not need and must not reject.
const InputSchema = z.looseObject({
  name: z.string().optional(),
  description: z.string().optional(),
  isRequired: z.boolean().optional(),
  isSecret: z.boolean().optional(),
  value: z.string().optional(),
  default: z.string().optional(),
  variables: z.record(z.string(), z.looseObject({ value: z.string().optional(), default: z.string().optional() })).optional(),
});
const ArgumentSchema = InputSchema.extend({ type: z.string(), valueHint: z.string().optional() });
const PackageSchema = z.looseObject({
  registryType: z.string(),
  identifier: z.string(),
  version: z.string().optional(),
  transport: z.looseObject({ type: z.string(), url: z.string().optional() }),
  packageArguments: z.array(ArgumentSchema).optional(),
  environmentVariables: z.array(InputSchema).optional(),
});
const RemoteSchema = z.looseObject({ type: z.string(), url: z.string(), headers: z.array(InputSchema).optional() });
export const RegistryServerSchema = z.looseObject({
  name: z.string(),
  description: z.string().optional(),
  version: z.string(),
  packages: z.array(PackageSchema).optional(),
  remotes: z.array(RemoteSchema).optional(),
});
export type RegistryServer = z.infer<typeof RegistryServerSchema>;
const ServerListSchema = z.looseObject({
  servers: z.array(z.looseObject({ server: RegistryServerSchema, _meta: z.record(z.string(), z.unknown()).optional() })),
  metadata: z.looseObject({ nextCursor: z.string().nullish(), count: z.number().optional() }).optional(),
});
type ListedEntry = z.infer<typeof ServerListSchema>['servers'][number];

const OFFICIAL_META = 'io.modelcontextprotocol.registry/official';

export interface RegistrySkip {
  name: string;
  version: string;
  reason: string;
}

export interface RegistryExpansion {
  sources: (NpmSource | HttpSource)[];
  skipped: RegistrySkip[];
  pages: number;
  servers: number;
}

export interface RegistryOptions {
  timeoutMs?: number;
  maxPages?: number;
  log?: (line: string) => void;
}

/** A registry answer that is not the v0.1 wire format, or an HTTP error: the registry source fails as a whole. */
export class RegistryError extends ToolforgeError {}

export function pageUrl(source: RegistrySource, cursor: string | undefined): URL {
  const url = new URL('v0.1/servers', source.url.endsWith('/') ? source.url : source.url + '/');
  url.searchParams.set('limit', String(source.limit));
  url.searchParams.set('version', 'latest');
  if (source.updatedSince) url.searchParams.set('updated_since', source.updatedSince);
  if (source.search) url.searchParams.set('search', source.search);
  if (cursor !== undefined) url.searchParams.set('cursor', cursor);
  return url;
}

async function fetchPage(url: URL, timeoutMs: number): Promise<z.infer<typeof ServerListSchema>> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new RegistryError('registry_unreachable', `registry ${url.origin}: ${errorMessage(err)}`, { cause: err });
  }
  const text = await res.text();
  if (!res.ok) throw new RegistryError('registry_http', `registry ${url.href}: HTTP ${res.status} ${text.slice(0, 200)}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RegistryError('registry_response', `registry ${url.href}: the answer is not JSON (${text.slice(0, 80)})`);
  }
  const parsed = ServerListSchema.safeParse(json);
  if (!parsed.success) throw new RegistryError('registry_response', `registry ${url.href}: not a v0.1 server list: ${formatZodIssue(parsed.error.issues[0] as z.core.$ZodIssue)}`);
  return parsed.data;
}

/** Every server entry, following metadata.nextCursor until it is empty. */
export async function* listRegistry(source: RegistrySource, options: RegistryOptions = {}): AsyncGenerator<ListedEntry & { page: number }> {
  const seen = new Set<string>();
  let cursor: string | undefined;
  let page = 0;
  let count = 0;
  do {
    if (page >= (options.maxPages ?? 1000)) throw new RegistryError('registry_pages', `registry ${source.url}: more than ${options.maxPages ?? 1000} pages`);
    const list = await fetchPage(pageUrl(source, cursor), options.timeoutMs ?? 30_000);
    page++;
    for (const entry of list.servers) {
      if (source.maxServers !== undefined && count >= source.maxServers) return;
      count++;
      yield { ...entry, page };
    }
    cursor = list.metadata?.nextCursor || undefined;
    if (cursor !== undefined) {
      if (seen.has(cursor)) throw new RegistryError('registry_cursor_loop', `registry ${source.url}: the registry repeated cursor ${JSON.stringify(cursor)}`);
      seen.add(cursor);
    }
  } while (cursor !== undefined && (source.maxServers === undefined || count < source.maxServers));
}

/** A registry name made into a server id: "io.github.acme/weather" -> "io.github.acme-weather". */
export function registryServerId(name: string, prefix = ''): string {
  const id = (prefix + name).replace(/[^a-z0-9._-]+/gi, '-').replace(/^[^a-z0-9]+/i, '');
  return id === '' ? 'server' : id;
}

// `{name}` in a value takes the named variable's value (the registry's templating); unknown names stay.
function resolveInput(input: z.infer<typeof InputSchema>): string | undefined {
  const raw = input.value ?? input.default;
  if (raw === undefined) return undefined;
  return raw.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (m, v: string) => input.variables?.[v]?.value ?? input.variables?.[v]?.default ?? m);
}

function packageArgs(pkg: z.infer<typeof PackageSchema>): string[] {
  const out: string[] = [];
  for (const a of pkg.packageArguments ?? []) {
    const value = resolveInput(a) ?? (a.isRequired ? placeholderValue(a.valueHint ?? a.name ?? 'ARG') : undefined);
    if (a.type === 'named' && a.name) out.push(...(value === undefined ? (a.isRequired ? [a.name] : []) : [a.name, value]));
    else if (a.type === 'positional' && value !== undefined) out.push(value);
  }
  return out;
}

/** One registry entry as sources: its npm stdio package if it has one (sandboxed, pinned), else its Streamable HTTP remote. */
export function entryToSources(server: RegistryServer, prefix = ''): { sources: (NpmSource | HttpSource)[]; skipped: RegistrySkip[] } {
  const id = registryServerId(server.name, prefix);
  const origin = `registry:${server.name}@${server.version}`;
  const skip = (reason: string) => ({ sources: [], skipped: [{ name: server.name, version: server.version, reason }] });
  const packages = server.packages ?? [];
  const npm = packages.find((p) => p.registryType === 'npm' && p.transport.type === 'stdio');
  if (npm) {
    if (!npm.version || !/^\d+\.\d+\.\d+/.test(npm.version)) return skip(`npm package ${npm.identifier} has no exact version (${npm.version ?? 'none'})`);
    const env: Record<string, string> = {};
    const requiredEnv: string[] = [];
    for (const v of npm.environmentVariables ?? []) {
      if (!v.name) continue;
      const value = resolveInput(v);
      if (value !== undefined && !v.isSecret) env[v.name] = value;
      else if (v.isRequired) requiredEnv.push(v.name);
    }
    const source: NpmSource = { kind: 'npm', id, package: `${npm.identifier}@${npm.version}`, args: packageArgs(npm), env, requiredEnv, origin };
    return { sources: [source], skipped: [] };
  }
  const remote = (server.remotes ?? []).find((r) => r.type === 'streamable-http');
  if (remote) {
    if (/\{[^}]*\}/.test(remote.url)) return skip(`remote ${remote.url} is a URL template whose variables the crawl cannot fill`);
    const headers: Record<string, string> = {};
    for (const h of remote.headers ?? []) {
      if (!h.name) continue;
      const value = resolveInput(h) ?? (h.isRequired ? placeholderValue(h.name) : undefined);
      if (value !== undefined) headers[h.name] = value;
    }
    return { sources: [{ kind: 'http', id, url: remote.url, headers }], skipped: [] };
  }
  // Say what it offers instead, so a report shows why the registry's count and the crawl's differ.
  const offered = [
    ...packages.map((p) => (p.registryType === 'npm' ? `npm package over ${p.transport.type}` : `${p.registryType} package`)),
    ...(server.remotes ?? []).map((r) => `${r.type} remote`),
  ];
  return skip(offered.length ? `no npm stdio package or streamable-http remote (has: ${[...new Set(offered)].join(', ')})` : 'lists no packages and no remotes');
}

/** Read the registry and make sources of every entry; deleted entries and unsupported kinds are skipped with a reason. */
export async function expandRegistry(source: RegistrySource, options: RegistryOptions = {}): Promise<RegistryExpansion> {
  const out: RegistryExpansion = { sources: [], skipped: [], pages: 0, servers: 0 };
  const ids = new Set<string>();
  for await (const entry of listRegistry(source, options)) {
    out.servers++;
    out.pages = entry.page;
    const status = (entry._meta?.[OFFICIAL_META] as { status?: string } | undefined)?.status;
    if (status === 'deleted') {
      out.skipped.push({ name: entry.server.name, version: entry.server.version, reason: 'deleted from the registry' });
      continue;
    }
    const made = entryToSources(entry.server, source.idPrefix);
    for (const made1 of made.sources) {
      // What the registry says is publisher input: it must pass the same schema a sources file does.
      const checked = made1.kind === 'npm' ? NpmSourceSchema.safeParse(made1) : HttpSourceSchema.safeParse(made1);
      if (!checked.success) {
        out.skipped.push({ name: entry.server.name, version: entry.server.version, reason: `not a valid ${made1.kind} source: ${formatZodIssue(checked.error.issues[0] as z.core.$ZodIssue)}` });
        continue;
      }
      const s = checked.data;
      if (ids.has(s.id)) {
        out.skipped.push({ name: entry.server.name, version: entry.server.version, reason: `server id ${s.id} is already taken by an earlier entry` });
        continue;
      }
      ids.add(s.id);
      out.sources.push(s);
    }
    out.skipped.push(...made.skipped);
  }
  options.log?.(`registry  ${source.url}: ${out.servers} servers on ${out.pages} pages -> ${out.sources.length} sources, ${out.skipped.length} skipped`);
  return out;
}

export const registrySourceDef: SourceDef = {
  name: 'registry',
  schema: RegistrySourceSchema,
  grammar: 'registry:<url>                    every server of an MCP Registry (GET /v0.1/servers), e.g. registry:https://registry.modelcontextprotocol.io',
  parseSpec: ({ rest }) => ({ kind: 'registry', url: rest }),
  // An unreachable registry is one failure line; entries it cannot crawl are one line each, with the reason.
  async expand(source) {
    const s = source as RegistrySource;
    try {
      const e = await expandRegistry(s);
      return { sources: e.sources, failures: e.skipped.map((k) => ({ serverId: registryServerId(k.name, s.idPrefix), reason: `registry entry ${k.name}@${k.version} skipped: ${k.reason}`, stderrTail: '' })) };
    } catch (err) {
      return { sources: [], failures: [{ serverId: 'registry', reason: errorMessage(err), stderrTail: '' }] };
    }
  },
};
