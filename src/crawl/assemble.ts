// From a crawl's servers to the catalog it writes: the one path the crawl step, `toolforge crawl` and `catalog refresh`
// share. Schemas are normalised and scanned, the crawl is recorded in the store when there is one (approvals apply,
// failed servers keep their last-seen tools), first-seen dates survive, and every tool is linted and counted.
import type { CatalogTool, ServerRecord } from '../records/index.js';
import type { CatalogDiff } from '../catalog/diff.js';
import { withLintAndTokens } from '../catalog/lint/annotate.js';
import { prepareCatalog } from '../catalog/prepare.js';
import { CatalogStore } from '../catalog/store.js';
import type { CrawlReport } from './crawl.js';
import { trackCrawl } from './track.js';

export interface AssembleOptions {
  now: string;
  /** The SQLite catalog store to record the crawl in. */
  store?: string;
  /** The catalog this crawl replaces: tools whose definition did not change keep their first-seen date. */
  previous?: ReadonlyMap<string, CatalogTool>;
}

export interface Assembled {
  tools: CatalogTool[];
  diff?: CatalogDiff;
  /** Record the crawl in the store (a no-op without one): call it once the catalog and diff files are written. */
  record(): void;
}

export function assembleCatalog(report: CrawlReport, opts: AssembleOptions): Assembled {
  let tools: CatalogTool[];
  let diff: CatalogDiff | undefined;
  let record = (): void => undefined;
  if (opts.store) {
    const storePath = opts.store;
    const store = CatalogStore.open(storePath);
    try {
      ({ tools, diff } = trackCrawl(store, report, opts.now));
    } finally {
      store.close();
    }
    record = () => {
      const s = CatalogStore.open(storePath);
      try {
        trackCrawl(s, report, opts.now).record();
      } finally {
        s.close();
      }
    };
  } else tools = prepareCatalog(report.tools);
  const previous = opts.previous;
  if (previous) {
    tools = tools.map((t) => {
      const before = previous.get(t.id);
      return before && before.sha256 === t.sha256 ? { ...t, firstSeen: before.firstSeen } : t;
    });
  }
  return { tools: withLintAndTokens(tools), ...(diff ? { diff } : {}), record };
}

/** Resources and prompts are per server, not per tool: they go in a servers file beside the catalog. */
export function serverRecords(report: CrawlReport, at: string): ServerRecord[] {
  return report.servers.map((s) => ({ serverId: s.serverId, era: s.era, protocolVersion: s.protocolVersion, tools: s.tools.length, pages: s.pages, resources: s.resources, resourceTemplates: s.resourceTemplates, prompts: s.prompts, crawledAt: at }));
}

/** The `--report` JSON: per server its era, version, pages, resources and prompts (tool names only), and every failure. */
export function crawlReportJson(report: CrawlReport): unknown {
  return { servers: report.servers.map(({ tools, ...s }) => ({ ...s, tools: tools.map((t) => t.name) })), failures: report.failures };
}
