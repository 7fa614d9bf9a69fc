// `catalog refresh`: re-crawl, record the crawl in the store, flag approved tools that changed, write the catalog and the diff.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { CatalogTool, CrawlSource } from '../records/index.js';
import { JsonlWriter } from '../util/jsonl.js';
import { crawlSources, type CrawlFailure, type CrawlReport } from './crawl.js';
import type { CrawlOptions } from './stdio-source.js';
import { applyApprovals } from '../catalog/approvals.js';
import { diffCatalogs, type CatalogDiff } from '../catalog/diff.js';
import { prepareCatalog } from '../catalog/prepare.js';
import { CatalogStore } from '../catalog/store.js';

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

/**
 * Records one crawl in the store and returns the catalog to write: normalised and scanned tools, the
 * last-seen tools of servers that failed (an outage is not a removal), approvals applied, and the diff.
 */
export function trackCrawl(store: CatalogStore, report: CrawlReport, at: string): { tools: CatalogTool[]; diff: CatalogDiff } {
  const answered = [...new Set([...report.servers.map((s) => s.serverId), ...report.tools.map((t) => t.serverId)])];
  const failed = report.failures.map((f) => f.serverId).filter((id) => !answered.includes(id));
  const before = store.current(answered);
  const retained = store.current(failed);
  const beforeById = new Map(before.map((b) => [b.id, b]));
  const tools = prepareCatalog([...report.tools, ...retained]).map((t) => {
    if (failed.includes(t.serverId)) return t;
    const prev = beforeById.get(t.id);
    return prev && prev.sha256 === t.sha256 ? { ...t, firstSeen: prev.firstSeen } : t;
  });
  // Approvals name versions already in the store, so they apply before this crawl is recorded.
  const final = applyApprovals(store, tools);
  const fresh = final.filter((t) => !failed.includes(t.serverId));
  const diff = diffCatalogs(before, fresh, at);
  diff.unreachable = report.failures.map((f) => ({ serverId: f.serverId, reason: f.reason }));
  const flagged = new Set(final.filter((t) => t.flags.some((f) => f.code === 'changed_after_approval')).map((t) => t.id));
  for (const c of diff.changed) if (flagged.has(c.id)) c.changedAfterApproval = true;
  store.recordCrawl({ at, servers: answered, failures: diff.unreachable, tools: fresh });
  return { tools: final, diff };
}

export async function refreshCatalog(opts: RefreshOptions): Promise<RefreshResult> {
  const at = opts.now ?? new Date().toISOString();
  const report = await crawlSources(opts.sources, { ...opts.crawl, now: at });
  const store = CatalogStore.open(opts.storePath);
  try {
    const { tools, diff } = trackCrawl(store, report, at);
    const out = await JsonlWriter.open(opts.catalogPath);
    for (const t of tools) await out.write(t);
    await out.close();
    await mkdir(dirname(opts.diffPath), { recursive: true });
    await writeFile(opts.diffPath, JSON.stringify(diff, null, 2) + '\n');
    return { diff, tools, failures: report.failures };
  } finally {
    store.close();
  }
}

/** For the crawl stage of a pipeline whose `crawl.store` is set: the same tracking as refresh, without the diff file. */
export function crawlIntoStore(storePath: string, report: CrawlReport, at = new Date().toISOString()): CatalogTool[] {
  const store = CatalogStore.open(storePath);
  try {
    return trackCrawl(store, report, at).tools;
  } finally {
    store.close();
  }
}
