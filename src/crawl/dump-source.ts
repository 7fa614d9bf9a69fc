// Reads saved tools/list results and public crawls' own files (a file or a directory, .gz too) into servers; every tool that cannot be read is one line naming its own server and position.
import { ConfigError } from '../util/errors.js';
import { posix, relative, sep } from 'node:path';
import type { CatalogTool, DumpSource, ToolProvenance } from '../records/index.js';
import type { CrawlFailure } from './session-crawl.js';
import { documentsOf, dumpFiles, isJsonlFile } from './dump-files.js';
import { addListingLine, fileServerId, layoutGroups, savedListingGroup, unreadableDocument, type DumpGroup } from './dump-groups.js';
import { parsePath } from './dump-path.js';
import { DUMP_PRESETS, dumpPreset, isoDate, pathLayout, type DumpLayout } from './dump-presets.js';
import { readTool } from './dump-tool.js';
import { CRAWL_DEFAULTS, toCatalogTool, type CrawlOptions, type ServerCrawl } from './session-crawl.js';
import { DumpSourceSchema } from '../records/index.js';
import type { SourceDef } from './source-def.js';

/** The layout a source names: a preset, a tools path, or none (saved tools/list results). */
function layoutOf(source: DumpSource): DumpLayout | undefined {
  if (source.preset) return dumpPreset(source.preset);
  return source.tools ? pathLayout(source.tools) : undefined;
}

async function groupsOfFile(file: string, source: DumpSource, layout: DumpLayout | undefined, failures: CrawlFailure[]): Promise<DumpGroup[]> {
  const id = fileServerId(file);
  const segments = layout ? parsePath(layout.tools, `dump ${source.file}`) : [];
  const groups: DumpGroup[] = [];
  // Saved listings in JSONL spread one server over many lines: those lines join one group.
  const byServer = new Map<string, DumpGroup>();
  const jsonl = isJsonlFile(file);
  for await (const doc of documentsOf(file)) {
    if ('error' in doc) {
      failures.push(unreadableDocument(doc, file));
      continue;
    }
    const fallback = jsonl && doc.line ? `${id}-${doc.line}` : id;
    const got = layout ? layoutGroups(doc, file, layout, segments, fallback) : jsonl ? addListingLine(byServer, doc.value, doc.where, file, source.id ?? id) : savedListingGroup(doc.value, file, id);
    if (Array.isArray(got)) groups.push(...got);
    else if (got && 'reason' in got) failures.push(got);
    else if (got) groups.push(got);
  }
  return [...groups, ...byServer.values()];
}

/** Server ids are unique per read: a second server under a taken id gets "-2", "-3"; the source's own name stays in provenance. */
function uniqueIds(groups: DumpGroup[]): void {
  const taken = new Map<string, number>();
  for (const g of groups) {
    const n = (taken.get(g.serverId) ?? 0) + 1;
    taken.set(g.serverId, n);
    if (n > 1) {
      let candidate = `${g.serverId}-${n}`;
      while (taken.has(candidate)) candidate = `${candidate}-${n}`;
      taken.set(candidate, 1);
      g.serverId = candidate;
    }
  }
}

/** The file's path inside the named repository (provenance.path joined with its place under a dumped directory). */
function repoPath(source: DumpSource, file: string, directory: boolean): string {
  const inside = directory ? relative(source.file, file).split(sep).join(posix.sep) : '';
  const base = source.provenance?.path;
  if (base === undefined) return file;
  return directory ? posix.join(base, inside) : base;
}

/** The crawl date a server states, else the one the source spec gives for all of it, as RFC 3339. */
function crawledAtOf(source: DumpSource, g: DumpGroup): string | undefined {
  return g.facts.crawledAt ?? isoDate(source.provenance?.crawledAt);
}

function provenanceOf(source: DumpSource, g: DumpGroup, directory: boolean): ToolProvenance {
  const p = source.provenance;
  const crawledAt = crawledAtOf(source, g);
  return {
    ...(p ? { repository: p.repository, commit: p.commit, license: p.license } : {}),
    ...(crawledAt ? { crawledAt } : {}),
    path: repoPath(source, g.file, directory),
    serverId: g.serverId,
    ...(g.facts.name && g.facts.name !== g.serverId ? { server: g.facts.name } : {}),
    ...(g.facts.category ? { category: g.facts.category } : {}),
  };
}

/** The readable tools of one server; each unreadable one, or a second tool under a taken name, is a failure line naming this server. */
function toolsOf(g: DumpGroup, source: DumpSource, directory: boolean, now: string, failures: CrawlFailure[]): CatalogTool[] {
  const version = g.protocolVersion ?? 'unknown';
  // A dump spoke to no server: the era is unknown unless the dump saved the negotiated version.
  const protocol: CatalogTool['protocol'] = { era: version === 'unknown' ? 'unknown' : version >= '2026-07-28' ? 'modern' : 'legacy', version };
  const server = { name: g.facts.name ?? g.serverId, version: g.facts.version ?? 'unknown' };
  const { provenance: _p, ...where } = source;
  const home: DumpSource = { ...where, file: g.file, id: g.serverId };
  const seenAt = crawledAtOf(source, g) ?? now;
  const provenance = provenanceOf(source, g, directory);
  const byName = new Map<string, { tool: CatalogTool; where: string }>();
  for (const t of g.tools ?? []) {
    const r = readTool(t.value);
    if (!r.ok) {
      failures.push({ serverId: g.serverId, reason: `${t.where}: ${r.reason}`, stderrTail: '', scope: 'tool' });
      continue;
    }
    const tool: CatalogTool = {
      ...toCatalogTool(r.tool, { serverId: g.serverId, source: home }, protocol, server, seenAt),
      ...(r.originalName !== undefined ? { originalName: r.originalName } : {}),
      provenance: [provenance],
    };
    const first = byName.get(tool.name);
    if (!first) byName.set(tool.name, { tool, where: t.where });
    else if (first.tool.sha256 !== tool.sha256) {
      const kept = first.where.startsWith(g.where) ? first.where.slice(g.where.length).replace(/^:\s*/, '') : first.where;
      failures.push({ serverId: g.serverId, reason: `${t.where}: a second tool named "${tool.name}" with another definition; the first (${kept}) is kept`, stderrTail: '', scope: 'tool' });
    }
  }
  return [...byName.values()].map((v) => v.tool);
}

export async function readDump(source: DumpSource, options: CrawlOptions = {}): Promise<{ servers: ServerCrawl[]; failures: CrawlFailure[] }> {
  const layout = layoutOf(source);
  const { files, directory } = await dumpFiles(source.file);
  const failures: CrawlFailure[] = [];
  const groups: DumpGroup[] = [];
  for (const file of files) groups.push(...(await groupsOfFile(file, source, layout, failures)));
  // The id given names the server of a single JSON dump; JSONL lines name their own (it is their default).
  const only = groups[0];
  if (source.id && !directory && !isJsonlFile(source.file) && groups.length === 1 && only) only.serverId = source.id;
  uniqueIds(groups);
  const now = options.now ?? new Date().toISOString();
  const maxTools = options.maxTools ?? CRAWL_DEFAULTS.maxTools;
  const servers: ServerCrawl[] = [];
  for (const g of groups) {
    const failed = (reason: string) => failures.push({ serverId: g.serverId, reason: `${g.where}: ${reason}`, stderrTail: '' });
    const stated = g.facts.error ? ` (the crawl recorded: ${g.facts.error.replace(/\s+/g, ' ').slice(0, 200)})` : '';
    if (!g.tools) {
      failed(`${g.problem ?? 'no tools'}${stated}; not counted as crawled`);
      continue;
    }
    if (g.tools.length > maxTools) {
      failed(`${g.tools.length} tools, more than the per-server cap of ${maxTools}`);
      continue;
    }
    const tools = toolsOf(g, source, directory, now, failures);
    if (tools.length === 0) {
      failed(`${g.tools.length === 0 ? 'no tools' : `none of its ${g.tools.length} tools could be read`}${stated}; not counted as crawled`);
      continue;
    }
    const version = g.protocolVersion ?? 'unknown';
    const era = tools[0]?.protocol.era ?? 'unknown';
    servers.push({ serverId: g.serverId, tools, resources: [], resourceTemplates: [], prompts: [], era, protocolVersion: version, pages: 1, bytes: JSON.stringify(g.tools).length });
  }
  return { servers, failures };
}

/** `[<preset>:]<path>[#<tools.path>]` of a dump spec. */
export function parseDumpSpec(rest: string, spec: string): { file: string; preset?: string; tools?: string } {
  const hash = rest.indexOf('#');
  const [head, tools] = hash >= 0 ? [rest.slice(0, hash), rest.slice(hash + 1)] : [rest, undefined];
  const m = /^([a-z][a-z0-9-]+):(.+)$/.exec(head);
  if (m) dumpPreset(m[1] as string); // an unknown preset is one line listing the known ones
  if (m && tools !== undefined) throw new ConfigError(`--source ${JSON.stringify(spec)}: give a preset or #<tools.path>, not both`);
  if (tools !== undefined && tools.trim() === '') throw new ConfigError(`--source ${JSON.stringify(spec)}: "#" needs a path after it, e.g. #metadata.remote_server_response.tools`);
  return { file: m ? (m[2] as string) : head, ...(m ? { preset: m[1] } : {}), ...(tools !== undefined ? { tools } : {}) };
}

export const dumpSourceDef: SourceDef = {
  name: 'dump',
  schema: DumpSourceSchema,
  grammar: `[id=]dump:[<preset>:]<path>[#<tools.path>]
                                    saved tools/list results or a public crawl's own files, no server started.
                                    <path> is a file or a directory of them: .json, .jsonl, and either .gz (read as plain).
                                    Plain: {tools}, a JSON-RPC tools/list response, or JSONL of tools each with "server".
                                    #<tools.path>: each JSON document (or JSONL line) holds tools at that dotted path,
                                      e.g. dump:servers/#metadata.remote_server_response.tools; "*" steps into every
                                      item and each match is one server, named by the key it matched.
                                    <preset>: a public crawl's layout by name (a lowercase word before ":"; write ./a:b
                                      for a file named a:b):
${DUMP_PRESETS.map((p) => `                                      ${p.name}: ${p.about}`).join('\n')}
                                    A tool may be MCP (inputSchema), Anthropic (input_schema), OpenAI ({"type":"function",
                                    "function":{..., "parameters"}}) or bare "parameters"; null annotations, schema or
                                    description are read as absent; an unsafe name is normalised and flagged name_unsafe.
                                    Provenance (repository, commit, licence) comes from a sources file or catalog import.`,
  parseSpec: ({ id, rest, spec }) => ({ kind: 'dump', ...parseDumpSpec(rest, spec), ...(id ? { id } : {}) }),
  crawl: (source, options) => readDump(source as DumpSource, options),
};
