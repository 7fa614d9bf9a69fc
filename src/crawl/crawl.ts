// Crawls many sources through a bounded pool; one server's failure is a line in the report, not the end.
import type { CatalogTool, CrawlSource } from '../records/index.js';
import { McpError, errorMessage } from '../util/errors.js';
import { mapPool } from '../util/pool.js';
import { crawlStdio, type CrawlOptions, type ServerCrawl } from './stdio-source.js';

export interface CrawlFailure {
  serverId: string;
  reason: string;
  stderrTail: string;
}

export interface CrawlReport {
  servers: ServerCrawl[];
  failures: CrawlFailure[];
  tools: CatalogTool[];
}

export async function crawlSources(sources: readonly CrawlSource[], options: CrawlOptions & { concurrency?: number } = {}): Promise<CrawlReport> {
  const results = await mapPool(sources, options.concurrency ?? 4, async (source) => {
    try {
      return { ok: true as const, crawl: await crawlStdio(source, options) };
    } catch (err) {
      const stderr = err instanceof McpError && err.data && typeof err.data === 'object' ? String((err.data as { stderr?: string }).stderr ?? '') : '';
      return { ok: false as const, failure: { serverId: source.id, reason: errorMessage(err), stderrTail: stderr.trim().split('\n').slice(-5).join(' | ') } };
    }
  });
  const servers = results.flatMap((r) => (r.ok ? [r.crawl] : []));
  return {
    servers,
    failures: results.flatMap((r) => (r.ok ? [] : [r.failure])),
    tools: servers.flatMap((s) => s.tools),
  };
}
