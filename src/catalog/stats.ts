// Numbers about a catalog: tools per source, category, server and flag, protocol eras, schema drafts; plus the store's history when there is one.
import type { CatalogTool } from '../records/index.js';
import { detectDraft } from '../schema/normalise.js';
import { BANDS, lintReport } from './lint/report.js';
import { formatProfileStats, profileStats, type ProfileStats } from './profile-stats.js';

export interface CatalogStats {
  tools: number;
  servers: number;
  perServer: Record<string, number>;
  /** Tools per repository they were found in (provenance), else per source kind; a tool found in two counts in both. */
  perSource: Record<string, number>;
  /** Tools per source kind (npm, stdio, http, dump, synthetic). */
  sourceKinds: Record<string, number>;
  /** Tools per category their sources gave (absent when no source gave one). */
  categories: Record<string, number>;
  flags: Record<string, number>;
  eras: Record<string, number>;
  drafts: Record<string, number>;
  /** Tools generation would skip (changed after approval, poisoning, unsafe name). */
  excludedFromGeneration: number;
  /** Lint score distribution and definition tokens per server. */
  lint: Record<string, { meanScore: number; minScore: number; passing: number; tools: number; bands: Record<string, number>; tokens: number }>;
  /** Actions, top entities and systems, parameter types; absent when no tool has a profile. */
  profiles?: ProfileStats;
  store?: { tools: number; removed: number; versions: number; approvals: number; crawls: number; changedTools: number };
}

const inc = (m: Record<string, number>, k: string) => {
  m[k] = (m[k] ?? 0) + 1;
};

/** Where a tool was found: each repository its provenance names, else its source kind. */
function sourcesOf(t: CatalogTool): Set<string> {
  const named = (t.provenance ?? []).map((p) => p.repository ?? t.source.kind);
  return new Set(named.length > 0 ? named : [t.source.kind]);
}

export function catalogStats(tools: readonly CatalogTool[]): CatalogStats {
  const perServer: Record<string, number> = {};
  const perSource: Record<string, number> = {};
  const sourceKinds: Record<string, number> = {};
  const categories: Record<string, number> = {};
  const flags: Record<string, number> = {};
  const eras: Record<string, number> = {};
  const drafts: Record<string, number> = {};
  let excluded = 0;
  for (const t of tools) {
    inc(perServer, t.serverId);
    for (const source of sourcesOf(t)) inc(perSource, source);
    inc(sourceKinds, t.source.kind);
    for (const c of new Set((t.provenance ?? []).flatMap((p) => (p.category ? [p.category] : [])))) inc(categories, c);
    for (const code of new Set(t.flags.map((f) => f.code))) inc(flags, code);
    inc(eras, `${t.protocol.era} ${t.protocol.version}`);
    // Catalogs written before normalisation have no schemaInfo: detect the draft the same way.
    const info = t.schemaInfo ?? detectDraft(t.inputSchema);
    inc(drafts, `${info.draft}${info.declared ? '' : ' (inferred)'}`);
    if (t.flags.some((f) => f.code === 'changed_after_approval' || f.code === 'poisoning' || f.code === 'name_unsafe')) excluded++;
  }
  const report = lintReport(tools);
  const lint: CatalogStats['lint'] = {};
  for (const [id, v] of Object.entries(report.servers)) lint[id] = { meanScore: v.meanScore, minScore: v.minScore, passing: v.passing, tools: v.tools, bands: v.bands, tokens: v.tokens.total };
  const profiles = profileStats(tools);
  return { tools: tools.length, servers: Object.keys(perServer).length, perServer, perSource, sourceKinds, categories, flags, eras, drafts, lint, excludedFromGeneration: excluded, ...(profiles ? { profiles } : {}) };
}

function table(title: string, m: Record<string, number>): string[] {
  const rows = Object.entries(m).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const width = Math.max(...rows.map(([k]) => k.length), 4);
  return [title, ...rows.map(([k, v]) => `  ${k.padEnd(width)}  ${String(v).padStart(6)}`)];
}

export function formatStats(s: CatalogStats): string[] {
  const lines = [`${s.tools} tools from ${s.servers} servers; ${s.excludedFromGeneration} excluded from generation`];
  lines.push(...table('tools per source (provenance repository, else source kind)', s.perSource), ...table('tools per source kind', s.sourceKinds));
  if (Object.keys(s.categories).length > 0) lines.push(...table('tools per category (as their sources give it)', s.categories));
  lines.push(...table('tools per server', s.perServer), ...table('flags (tools carrying each)', s.flags), ...table('protocol eras', s.eras), ...table('schema drafts', s.drafts));
  lines.push('lint per server (score mean/min, passing, bands ' + BANDS.join(' | ') + ', definition tokens)');
  for (const [id, l] of Object.entries(s.lint).sort()) {
    lines.push(`  ${id.padEnd(28)} ${String(l.meanScore).padStart(5)} / ${String(l.minScore).padStart(3)}  ${l.passing}/${l.tools} pass  ${BANDS.map((b) => l.bands[b] ?? 0).join(' | ')}  ${l.tokens} tokens`);
  }
  lines.push(...formatProfileStats(s.profiles, s.tools));
  if (s.store) lines.push(`store: ${s.store.tools} current tools, ${s.store.removed} removed, ${s.store.versions} versions (${s.store.changedTools} tools changed at least once), ${s.store.approvals} approvals, ${s.store.crawls} crawls`);
  return lines;
}
