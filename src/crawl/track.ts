// Recording a crawl in the catalog store: what changed since the store's last state, approvals applied, and the
// last-seen tools of servers that failed kept (an outage is not a removal).
import type { CatalogTool } from '../records/index.js';
import { applyApprovals } from '../catalog/approvals.js';
import { diffCatalogs, type CatalogDiff } from '../catalog/diff.js';
import { prepareCatalog } from '../catalog/prepare.js';
import type { CatalogStore } from '../catalog/store.js';
import type { CrawlReport } from './crawl.js';

/**
 * The catalog to write for one crawl against the store: normalised and scanned tools, the last-seen tools of servers
 * that failed (an outage is not a removal), approvals applied, and the diff. `record` writes the crawl into the store:
 * call it after the catalog and the diff are safely on disk, so a killed run never has a crawl without its diff.
 */
export function trackCrawl(store: CatalogStore, report: CrawlReport, at: string): { tools: CatalogTool[]; diff: CatalogDiff; record(): void } {
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
  const unreachable = diff.unreachable;
  return { tools: final, diff, record: () => store.recordCrawl({ at, servers: answered, failures: unreachable, tools: fresh }) };
}

