// The difference between two catalogs of the same servers: tools added, removed, changed, and what changed in each.
import type { CatalogTool } from '../records/index.js';
import { canonicalJson } from '../util/hash.js';

export const DEFINITION_FIELDS = ['title', 'description', 'inputSchema', 'outputSchema', 'annotations'] as const;
export type DefinitionField = (typeof DEFINITION_FIELDS)[number];

export interface ChangedTool {
  id: string;
  from: string;
  to: string;
  fields: DefinitionField[];
  /** JSON paths inside the changed fields, e.g. inputSchema.properties.path.description (at most 20). */
  paths: string[];
  /** Old and new value at each changed path (first MAX_PATHS), as short one-line text: what a reviewer must read to judge a rug pull. */
  changes?: Array<{ path: string; from: string; to: string }>;
  package?: { from?: string; to?: string };
  /** Set by refresh when the change breaks an approval: the tool leaves generation until approved again. */
  changedAfterApproval?: boolean;
}

export interface CatalogDiff {
  at: string;
  added: { id: string; sha256: string }[];
  removed: { id: string; sha256: string }[];
  changed: ChangedTool[];
  unchanged: number;
  /** Servers that failed this time: their tools are neither removed nor compared. */
  unreachable: { serverId: string; reason: string }[];
}

const MAX_PATHS = 20;

/** Paths where two JSON values differ, with both values; objects are compared key by key, anything else whole. */
export function changedValues(a: unknown, b: unknown, path: string, out: Array<{ path: string; from: unknown; to: unknown }> = []): Array<{ path: string; from: unknown; to: unknown }> {
  if (out.length >= MAX_PATHS) return out;
  const isObj = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
  if (isObj(a) && isObj(b)) {
    const ao = a as Record<string, unknown>;
    const bo = b as Record<string, unknown>;
    for (const k of [...new Set([...Object.keys(ao), ...Object.keys(bo)])].sort()) changedValues(ao[k], bo[k], `${path}.${k}`, out);
  } else if (canonicalJson(a) !== canonicalJson(b)) out.push({ path, from: a, to: b });
  return out;
}

/** Paths where two JSON values differ. */
export function changedPaths(a: unknown, b: unknown, path: string, out: string[] = []): string[] {
  return [...out, ...changedValues(a, b, path).map((c) => c.path)].slice(0, MAX_PATHS);
}

const SHOWN_CHARS = 300;

/** A value as one line a reviewer can read: strings quoted, control and invisible characters escaped, long ones cut. */
export function shownValue(v: unknown): string {
  if (v === undefined) return '(none)';
  const inner = (typeof v === 'string' ? JSON.stringify(v) : canonicalJson(v)).replace(/[^\x20-\x7E]/g, (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`);
  return inner.length > SHOWN_CHARS ? `${inner.slice(0, SHOWN_CHARS)}...` : inner;
}

export function fieldsChanged(a: Partial<Record<DefinitionField, unknown>>, b: Partial<Record<DefinitionField, unknown>>): DefinitionField[] {
  return DEFINITION_FIELDS.filter((f) => canonicalJson(a[f] ?? null) !== canonicalJson(b[f] ?? null));
}

export function diffCatalogs(before: readonly CatalogTool[], after: readonly CatalogTool[], at: string): CatalogDiff {
  const old = new Map(before.map((t) => [t.id, t]));
  const now = new Map(after.map((t) => [t.id, t]));
  const diff: CatalogDiff = { at, added: [], removed: [], changed: [], unchanged: 0, unreachable: [] };
  for (const [id, t] of now) {
    const prev = old.get(id);
    if (!prev) diff.added.push({ id, sha256: t.sha256 });
    else if (prev.sha256 === t.sha256) diff.unchanged++;
    else {
      const fields = fieldsChanged(prev, t);
      const values: Array<{ path: string; from: unknown; to: unknown }> = [];
      for (const f of fields) changedValues(prev[f], t[f], f, values);
      const paths = values.map((v) => v.path);
      const changes = values.map((v) => ({ path: v.path, from: shownValue(v.from), to: shownValue(v.to) }));
      diff.changed.push({
        id,
        from: prev.sha256,
        to: t.sha256,
        fields,
        paths,
        changes,
        ...(prev.package !== t.package ? { package: { ...(prev.package ? { from: prev.package } : {}), ...(t.package ? { to: t.package } : {}) } } : {}),
      });
    }
  }
  for (const [id, t] of old) if (!now.has(id)) diff.removed.push({ id, sha256: t.sha256 });
  const byId = (x: { id: string }, y: { id: string }) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);
  diff.added.sort(byId);
  diff.removed.sort(byId);
  diff.changed.sort(byId);
  return diff;
}

/** The diff as a reviewer reads it: one line per tool. */
export function formatDiff(diff: CatalogDiff): string[] {
  const lines = [`catalog diff at ${diff.at}: ${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed, ${diff.unchanged} unchanged`];
  for (const a of diff.added) lines.push(`+ ${a.id}`);
  for (const r of diff.removed) lines.push(`- ${r.id}`);
  for (const c of diff.changed) {
    lines.push(`~ ${c.id}: ${c.fields.join(', ')}${c.paths.length ? ` (${c.paths.join(', ')})` : ''}${c.changedAfterApproval ? '  [changed after approval: excluded from generation until approved again]' : ''}`);
    for (const ch of c.changes ?? []) lines.push(`    ${ch.path}: ${ch.from} -> ${ch.to}`);
  }
  for (const u of diff.unreachable) lines.push(`? ${u.serverId}: not reached (${u.reason}); its tools are kept as last seen`);
  return lines;
}
