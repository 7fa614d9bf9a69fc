// Sources by kind, through the source registry: load catalogs/sources.json, parse `--source kind:spec`, expand
// sources that name many servers, crawl one. Every function takes the kinds to know (the built-ins by default).
import { z } from 'zod';
import type { CrawlSource } from '../records/index.js';
import { ConfigError } from '../util/errors.js';
import { formatZodIssue } from '../util/zod-errors.js';
import { parsePipelineText } from '../core/config-file.js';
import { readTextFile } from '../util/compressed.js';
import type { CrawlFailure } from './session-crawl.js';
import type { CrawlOptions, ServerCrawl } from './session-crawl.js';
import type { SourceDef } from './source-def.js';
import { BUILTIN_SOURCES } from './source-kinds.js';

/** The schema of one source of these kinds: a union told apart by `kind`. */
export function sourceSchema(kinds: readonly SourceDef[] = BUILTIN_SOURCES): z.ZodType<CrawlSource> {
  return z.discriminatedUnion('kind', kinds.map((k) => k.schema) as unknown as [z.ZodObject, ...z.ZodObject[]]) as unknown as z.ZodType<CrawlSource>;
}

/** The `sources` array of a sources file (catalogs/sources.json) or a pipeline file, JSON or YAML. */
export async function loadSourcesFile(file: string, kinds: readonly SourceDef[] = BUILTIN_SOURCES): Promise<CrawlSource[]> {
  let text: string;
  try {
    text = await readTextFile(file);
  } catch (err) {
    throw new ConfigError(`${file}: cannot read sources (${(err as Error).message})`);
  }
  const source = parsePipelineText(text, file);
  const parsed = z.looseObject({ sources: z.array(sourceSchema(kinds)) }).safeParse(source.value);
  if (parsed.success) return parsed.data.sources;
  const issue = parsed.error.issues[0] as z.core.$ZodIssue;
  const at = source.locate(issue.path);
  throw new ConfigError(`${file}${at ? `:${at}` : ''}: ${formatZodIssue(issue)}`);
}

export function sourceSpecHelp(kinds: readonly SourceDef[] = BUILTIN_SOURCES): string {
  return `Source specs (--source, repeatable; [id=] names the server):\n${kinds.map((k) => `  ${k.grammar}`).join('\n')}`;
}

export const SOURCE_SPEC_HELP = sourceSpecHelp();

function kindOf(kinds: readonly SourceDef[], name: string, where: string): SourceDef {
  const def = kinds.find((k) => k.name === name);
  if (!def) throw new ConfigError(`${where}: unknown kind "${name}"; known: ${kinds.map((k) => k.name).join(', ')}`);
  return def;
}

/** One ad hoc source from `--source`; the grammar is each kind's. */
/** `headers` go on every http source, `env` into every stdio and npm source (`--header`, `--env`). */
export function parseSourceSpec(spec: string, headers: Record<string, string> = {}, kinds: readonly SourceDef[] = BUILTIN_SOURCES, env: Record<string, string> = {}): CrawlSource {
  const m = /^(?:([a-z0-9][a-z0-9._-]*)=)?([a-z-]+):(.+)$/i.exec(spec);
  if (!m) throw new ConfigError(`--source ${JSON.stringify(spec)}: expected kind:spec, e.g. stdio:node,server.js or http:http://127.0.0.1:3000/mcp`);
  const [, id, kind, rest] = m as unknown as [string, string | undefined, string, string];
  const where = `--source ${JSON.stringify(spec)}`;
  const def = kindOf(kinds, kind, where);
  if (!def.parseSpec) throw new ConfigError(`${where}: a ${kind} source cannot be given as a --source spec; put it in a sources file`);
  const r = def.schema.safeParse(def.parseSpec({ ...(id ? { id } : {}), rest, headers, env, spec }));
  if (!r.success) throw new ConfigError(`${where}: ${formatZodIssue(r.error.issues[0] as z.core.$ZodIssue)}`);
  return r.data as CrawlSource;
}

/** Sources that name many servers become the sources they name; others stay as they are. */
export async function expandSource(source: CrawlSource, kinds: readonly SourceDef[] = BUILTIN_SOURCES): Promise<{ sources: CrawlSource[]; failures: CrawlFailure[] }> {
  const def = kindOf(kinds, source.kind, `source ${sourceLabel(source)}`);
  return def.expand ? def.expand(source) : { sources: [source], failures: [] };
}

/** The id a source is reported under before it is crawled. */
export function sourceLabel(source: CrawlSource): string {
  const s = source as { id?: string; file?: string; kind: string };
  return s.id ?? s.file ?? s.kind;
}

/** Crawl one expanded source; a dump may hold several servers. */
export async function crawlSource(source: CrawlSource, options: CrawlOptions, kinds: readonly SourceDef[] = BUILTIN_SOURCES): Promise<{ servers: ServerCrawl[]; failures: CrawlFailure[] }> {
  const def = kindOf(kinds, source.kind, `source ${sourceLabel(source)}`);
  if (!def.crawl) throw new ConfigError(`source ${sourceLabel(source)}: kind "${source.kind}" has no crawler`);
  return def.crawl(source, options);
}
