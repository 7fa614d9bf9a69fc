// Duplicate tools across servers: the same definition, or the same name with the same input schema, on two servers.
import type { CatalogTool, Flag } from '../../records/index.js';
import { canonicalJson, sha256 } from '../../util/hash.js';

/** The first tool by id stays canonical and unflagged; every other copy is flagged `duplicate` of it. */
export function duplicateFlags(catalog: readonly CatalogTool[]): Map<string, Flag[]> {
  const out = new Map<string, Flag[]>();
  const groups = new Map<string, CatalogTool[]>();
  const add = (key: string, t: CatalogTool) => groups.set(key, [...(groups.get(key) ?? []), t]);
  for (const t of catalog) {
    add(`def:${t.sha256}`, t);
    add(`sig:${sha256(canonicalJson({ name: t.name, inputSchema: t.inputSchema }))}`, t);
  }
  for (const [key, members] of groups) {
    if (new Set(members.map((m) => m.serverId)).size < 2) continue;
    const sorted = [...members].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const canonical = sorted[0] as CatalogTool;
    for (const t of sorted.slice(1)) {
      if (t.serverId === canonical.serverId || out.has(t.id)) continue;
      const what = key.startsWith('def:') ? 'the same definition as' : 'the same name and input schema as';
      const others = sorted.length - 2;
      out.set(t.id, [{ code: 'duplicate', reason: `${what} ${canonical.id}${others > 0 ? ` (and ${others} more)` : ''}` }]);
    }
  }
  return out;
}
