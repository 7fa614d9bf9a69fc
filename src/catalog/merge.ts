// Merges catalogs from several sources into one: a definition found twice (same sha256 of the normalised definition) is one tool that keeps every provenance.
import type { CatalogTool, ToolProvenance } from '../records/index.js';
import { canonicalJson } from '../util/hash.js';

export interface MergeResult {
  tools: CatalogTool[];
  /** Tools folded into an earlier one with the same definition. */
  merged: number;
  /** Servers of a later catalog whose id an earlier catalog already used, and the id they got. */
  renamed: { catalog: number; from: string; to: string }[];
}

/** A live crawl records no provenance; on merging it still says which server it was found on. */
function provenanceOf(t: CatalogTool): ToolProvenance[] {
  return t.provenance ?? [{ serverId: t.serverId }];
}

function mergeProvenance(a: readonly ToolProvenance[], b: readonly ToolProvenance[]): ToolProvenance[] {
  const seen = new Set(a.map((p) => canonicalJson(p)));
  return [...a, ...b.filter((p) => !seen.has(canonicalJson(p)) && seen.add(canonicalJson(p)))];
}

function withServerId(t: CatalogTool, serverId: string): CatalogTool {
  const source = 'id' in t.source && t.source.id !== undefined ? { ...t.source, id: serverId } : t.source;
  return { ...t, id: `${serverId}/${t.name}`, serverId, source: source as CatalogTool['source'] };
}

/**
 * Tool ids are serverId/name, so two catalogs that both have a server "github" would collide: the
 * later catalog's server becomes "github-2" (every tool of it), and its provenance keeps the old id.
 */
function separateServers(catalogs: readonly (readonly CatalogTool[])[], renamed: MergeResult['renamed']): CatalogTool[][] {
  const taken = new Set<string>();
  return catalogs.map((tools, k) => {
    const ids = [...new Set(tools.map((t) => t.serverId))];
    const to = new Map<string, string>();
    for (const id of ids) {
      let n = 1;
      let candidate = id;
      while (taken.has(candidate)) candidate = `${id}-${++n}`;
      if (candidate !== id) renamed.push({ catalog: k, from: id, to: candidate });
      to.set(id, candidate);
    }
    for (const id of to.values()) taken.add(id);
    return tools.map((t) => {
      const id = to.get(t.serverId) ?? t.serverId;
      return id === t.serverId ? t : { ...withServerId(t, id), provenance: provenanceOf(t) };
    });
  });
}

/**
 * One tool per definition, in first-seen order. The first copy keeps its server and id; every
 * copy's provenance is appended, and first/last seen span all of them. Give tools already
 * normalised (normaliseCatalogTool), so the sha256 is the one the catalog keeps.
 */
export function mergeCatalogs(catalogs: readonly (readonly CatalogTool[])[]): MergeResult {
  const renamed: MergeResult['renamed'] = [];
  const bySha = new Map<string, CatalogTool>();
  let merged = 0;
  for (const tools of separateServers(catalogs, renamed)) {
    for (const t of tools) {
      const kept = bySha.get(t.sha256);
      if (!kept) {
        bySha.set(t.sha256, t);
        continue;
      }
      merged++;
      bySha.set(t.sha256, {
        ...kept,
        provenance: mergeProvenance(provenanceOf(kept), provenanceOf(t)),
        firstSeen: t.firstSeen < kept.firstSeen ? t.firstSeen : kept.firstSeen,
        lastSeen: t.lastSeen > kept.lastSeen ? t.lastSeen : kept.lastSeen,
      });
    }
  }
  return { tools: [...bySha.values()], merged, renamed };
}
