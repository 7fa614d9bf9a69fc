// Imports public crawls into one catalog: read each source, fold identical definitions keeping every provenance, scan, lint, count tokens, write (.gz when the name says so).
import type { CatalogTool, CrawlSource } from '../records/index.js';
import { CatalogToolSchema } from '../records/index.js';
import { prepareMergedCatalog } from '../catalog/prepare.js';
import type { MergeResult } from '../catalog/merge.js';
import { JsonlWriter, readJsonlAll } from '../util/jsonl.js';
import { crawlSources, type CrawlFailure } from './crawl.js';
import { sourceLabel } from './sources.js';
import type { CrawlOptions } from './session-crawl.js';

export interface SourceImport {
  source: string;
  /** Servers with at least one readable tool, and the tools read from them. */
  servers: number;
  tools: number;
  /** Servers the source lists that gave no readable tool (reported, not counted as crawled). */
  failedServers: number;
  /** Tools that could not be read, on servers that were otherwise read. */
  unreadableTools: number;
}

export interface ImportReport {
  perSource: SourceImport[];
  /** Distinct definitions written, and the servers that own them. */
  tools: number;
  servers: number;
  merged: number;
  renamed: MergeResult['renamed'];
  failures: CrawlFailure[];
}

/** Through a temp file and a rename, so a killed import never leaves half a catalog under the real name. */
async function writeCatalog(file: string, tools: readonly CatalogTool[]): Promise<void> {
  const out = await JsonlWriter.open(file, { atomic: true });
  for (const t of tools) await out.write(t);
  await out.commit();
}

function finish(perSource: SourceImport[], failures: CrawlFailure[], merged: MergeResult): ImportReport {
  return {
    perSource,
    tools: merged.tools.length,
    servers: new Set(merged.tools.map((t) => t.serverId)).size,
    merged: merged.merged,
    renamed: merged.renamed,
    failures,
  };
}

/** Each source is read on its own (its server ids are its own); then all are merged into `out`. */
export async function importCatalog(opts: { sources: readonly CrawlSource[]; out: string; crawl?: CrawlOptions }): Promise<ImportReport> {
  const catalogs: CatalogTool[][] = [];
  const perSource: SourceImport[] = [];
  const failures: CrawlFailure[] = [];
  for (const source of opts.sources) {
    const report = await crawlSources([source], { ...opts.crawl, concurrency: 1 });
    catalogs.push(report.tools);
    failures.push(...report.failures);
    perSource.push({
      source: sourceLabel(source),
      servers: report.servers.length,
      tools: report.tools.length,
      failedServers: report.failures.filter((f) => f.scope !== 'tool').length,
      unreadableTools: report.failures.filter((f) => f.scope === 'tool').length,
    });
  }
  const merged = prepareMergedCatalog(catalogs);
  await writeCatalog(opts.out, merged.tools);
  return finish(perSource, failures, merged);
}

/** Catalog files already imported (e.g. one per public crawl) merged into one, as importCatalog merges its sources. */
export async function mergeCatalogFiles(files: readonly string[], out: string): Promise<ImportReport> {
  const catalogs: CatalogTool[][] = [];
  const perSource: SourceImport[] = [];
  for (const file of files) {
    const tools = await readJsonlAll(file, CatalogToolSchema);
    catalogs.push(tools);
    perSource.push({ source: file, servers: new Set(tools.map((t) => t.serverId)).size, tools: tools.length, failedServers: 0, unreadableTools: 0 });
  }
  const merged = prepareMergedCatalog(catalogs);
  await writeCatalog(out, merged.tools);
  return finish(perSource, [], merged);
}
