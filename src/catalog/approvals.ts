// Applies approvals to catalog records: a tool whose description or schema changed since it was approved is flagged.
import { existsSync } from 'node:fs';
import { CatalogToolSchema, type CatalogTool } from '../records/index.js';
import { canonicalJson } from '../util/hash.js';
import { JsonlWriter, readJsonlAll } from '../util/jsonl.js';
import { CatalogStore } from './store.js';

/** Only what the model reads and what arguments must satisfy can turn a trusted tool hostile. */
const GUARDED = ['description', 'inputSchema', 'outputSchema'] as const;

/** Re-derives `changed_after_approval` for each tool from the store's approvals. */
export function applyApprovals(store: CatalogStore, tools: readonly CatalogTool[]): CatalogTool[] {
  return tools.map((tool) => {
    const flags = tool.flags.filter((f) => f.code !== 'changed_after_approval');
    const approval = store.approval(tool.serverId, tool.name);
    if (approval && approval.sha256 !== tool.sha256) {
      const approved = store.definition(tool.serverId, tool.name, approval.sha256);
      const changed = approved ? GUARDED.filter((f) => canonicalJson(approved[f] ?? null) !== canonicalJson(tool[f] ?? null)) : ['definition'];
      if (changed.length > 0) {
        flags.push({
          code: 'changed_after_approval',
          reason: `${changed.join(', ')} changed since approval at ${approval.approvedAt} (sha256 ${approval.sha256.slice(0, 12)} -> ${tool.sha256.slice(0, 12)}); run "toolforge catalog approve ${tool.id}" after review`,
        });
      }
    }
    return { ...tool, flags };
  });
}

export interface ApproveOptions {
  storePath: string;
  /** The catalog JSONL to rewrite with the approval applied (skipped when it does not exist). */
  catalogPath?: string;
  ids: readonly string[] | 'all';
  now?: string;
}

/** Flags that keep a tool out of "approve --all": a reviewer approves such a tool by naming it. */
const NAMED_ONLY = new Set(['poisoning', 'name_unsafe']);

/**
 * Approve the current version of tools: they return to generation, and their flags drop in the store
 * and the catalog. "all" leaves out tools flagged poisoning or name_unsafe (each listed in `skipped`).
 */
export async function approveTools(opts: ApproveOptions): Promise<{ approved: string[]; skipped: Array<{ id: string; reason: string }>; catalogUpdated: boolean }> {
  const store = CatalogStore.open(opts.storePath);
  try {
    const skipped: Array<{ id: string; reason: string }> = [];
    const ids: string[] = opts.ids === 'all' ? [] : [...opts.ids];
    if (opts.ids === 'all') {
      for (const t of store.current()) {
        const flag = t.flags.find((f) => NAMED_ONLY.has(f.code));
        if (flag) skipped.push({ id: t.id, reason: `${flag.code}: ${flag.reason}` });
        else ids.push(t.id);
      }
    }
    const approved = store.approve(ids, opts.now ?? new Date().toISOString());
    store.saveRecords(applyApprovals(store, store.current()));
    let catalogUpdated = false;
    if (opts.catalogPath && existsSync(opts.catalogPath)) {
      const tools = applyApprovals(store, await readJsonlAll(opts.catalogPath, CatalogToolSchema));
      const out = await JsonlWriter.open(opts.catalogPath, { atomic: true });
      for (const t of tools) await out.write(t);
      await out.commit();
      catalogUpdated = true;
    }
    return { approved, skipped, catalogUpdated };
  } finally {
    store.close();
  }
}
