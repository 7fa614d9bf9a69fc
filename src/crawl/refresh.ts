// `catalog refresh`: re-crawl, record the crawl in the store, flag approved tools that changed, write the catalog and the diff.
import type { CatalogTool, CrawlSource } from '../records/index.js';
import { serversPathFor } from '../records/index.js';
import { writeFileAtomic } from '../util/atomic.js';
import { crashPoint } from '../core/crash.js';
import { JsonlWriter } from '../util/jsonl.js';
import { crawlSources, type CrawlFailure } from './crawl.js';
import type { CrawlOptions } from './stdio-source.js';
import type { CatalogDiff } from '../catalog/diff.js';
import { assembleCatalog, serverRecords } from './assemble.js';

export interface RefreshOptions {
  sources: readonly CrawlSource[];
  storePath: string;
  catalogPath: string;
  diffPath: string;
  crawl?: CrawlOptions & { concurrency?: number };
  now?: string;
}

export interface RefreshResult {
  diff: CatalogDiff;
  tools: CatalogTool[];
  failures: CrawlFailure[];
}

/** Re-crawl, record the crawl in the store, and write the catalog (as the crawl step does), its servers file and the diff. */
export async function refreshCatalog(opts: RefreshOptions): Promise<RefreshResult> {
  const at = opts.now ?? new Date().toISOString();
  const report = await crawlSources(opts.sources, { ...opts.crawl, now: at });
  const { tools, diff, record } = assembleCatalog(report, { now: at, store: opts.storePath });
  // Every file is written whole through a temporary name: a killed refresh never leaves a short catalog.
  await writeJsonlAtomic(opts.catalogPath, tools);
  await writeJsonlAtomic(serversPathFor(opts.catalogPath), serverRecords(report, at));
  crashPoint('refresh', 'catalog');
  await writeFileAtomic(opts.diffPath, JSON.stringify(diff, null, 2) + '\n');
  crashPoint('refresh', 'diff');
  // Only now does the store learn of this crawl: a refresh killed before here is redone whole, diff included.
  record();
  return { diff: diff as CatalogDiff, tools, failures: report.failures };
}

async function writeJsonlAtomic(file: string, lines: readonly unknown[]): Promise<void> {
  const out = await JsonlWriter.open(file, { atomic: true });
  for (const l of lines) await out.write(l);
  await out.commit();
}
