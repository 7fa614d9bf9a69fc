// Crawls many sources through a bounded pool; one server's failure is a line in the report, not the end.
import type { CatalogTool, CrawlSource } from '../records/index.js';
import { errorMessage } from '../util/errors.js';
import { mapPool } from '../util/pool.js';
import type { CrawlFailure, CrawlOptions, ServerCrawl } from './session-crawl.js';

export type { CrawlFailure };
import { crawlSource, expandSource, sourceLabel } from './sources.js';
import type { SourceDef } from './source-def.js';
import { BUILTIN_SOURCES } from './source-kinds.js';

export interface CrawlReport {
  servers: ServerCrawl[];
  failures: CrawlFailure[];
  tools: CatalogTool[];
}

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** Last lines of a server's stderr, joined into one line for the report. */
export function stderrTailLine(stderr: string): string {
  return oneLine(
    stderr
      .trim()
      .split('\n')
      .filter((l) => l.trim() !== '')
      .slice(-5)
      .join(' | '),
    500,
  );
}

export function failureOf(serverId: string, err: unknown): CrawlFailure {
  const data = (err as { data?: { stderr?: unknown; noise?: unknown } }).data;
  const noise = typeof data?.noise === 'string' ? data.noise.split('\n').filter((l) => l.startsWith('stdout: ')) : [];
  const stray = noise.length ? `; stdout is not MCP: ${noise.slice(0, 2).map((l) => JSON.stringify(l.slice(8))).join(', ')}` : '';
  return { serverId, reason: oneLine(errorMessage(err) + stray, 400), stderrTail: stderrTailLine(typeof data?.stderr === 'string' ? data.stderr : '') };
}

/** Sources that name many servers (registries, mcpServers files) become those servers; a server id used twice is a failure. */
export async function expandSources(sources: readonly CrawlSource[], kinds: readonly SourceDef[] = BUILTIN_SOURCES): Promise<{ sources: CrawlSource[]; failures: CrawlFailure[] }> {
  const failures: CrawlFailure[] = [];
  const leaves: CrawlSource[] = [];
  for (const source of sources) {
    const expanded = await expandSource(source, kinds);
    leaves.push(...expanded.sources);
    failures.push(...expanded.failures);
  }
  // Tool ids are serverId/name: a second server under the same id would overwrite the first one's tools.
  const seen = new Set<string>();
  const unique = leaves.filter((source) => {
    const id = (source as { id?: string }).id;
    if (id === undefined) return true;
    if (!seen.has(id)) return seen.add(id);
    failures.push({ serverId: id, reason: `two sources use the server id "${id}"; give one of them another id`, stderrTail: '' });
    return false;
  });
  return { sources: unique, failures };
}

export async function crawlSources(sources: readonly CrawlSource[], options: CrawlOptions & { concurrency?: number } = {}, kinds: readonly SourceDef[] = BUILTIN_SOURCES): Promise<CrawlReport> {
  const { sources: unique, failures } = await expandSources(sources, kinds);
  const results = await mapPool(unique, options.concurrency ?? 4, async (source) => {
    try {
      return await crawlSource(source, options, kinds);
    } catch (err) {
      return { servers: [], failures: [failureOf(sourceLabel(source), err)] };
    }
  });
  const servers = results.flatMap((r) => r.servers);
  failures.push(...results.flatMap((r) => r.failures));
  return { servers, failures, tools: servers.flatMap((s) => s.tools) };
}
