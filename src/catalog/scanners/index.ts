// Runs every scanner over a catalog: per-tool ones (poisoning, destructive/read-only, unsafe names) and catalog-wide ones (shadowing, duplicates).
import type { CatalogTool, Flag } from '../../records/index.js';
import { safetyFlags } from './flags.js';
import { definitionOf } from '../definition.js';
import { duplicateFlags } from './duplicates.js';
import { poisoningFlags } from './poisoning.js';
import { shadowingFlags } from './shadowing.js';
import { nameFlags } from './names.js';

/** Flags the scanners own; anything else (changed_after_approval, schema_invalid) is kept as it is. */
const SCANNER_CODES = new Set<Flag['code']>(['poisoning', 'shadowing', 'duplicate', 'destructive', 'read_only', 'name_unsafe']);

/** Re-derives every scanner flag from the definitions, so scanning twice gives the same flags. */
export function scanCatalog(catalog: readonly CatalogTool[]): CatalogTool[] {
  const shadowing = shadowingFlags(catalog);
  const duplicates = duplicateFlags(catalog);
  const names = nameFlags(catalog);
  return catalog.map((tool) => {
    const kept = tool.flags.filter((f) => !SCANNER_CODES.has(f.code));
    const flags = [
      ...kept,
      ...(tool.source.kind === 'synthetic' ? [] : safetyFlags(definitionOf(tool))),
      ...poisoningFlags(tool),
      ...(shadowing.get(tool.id) ?? []),
      ...(duplicates.get(tool.id) ?? []),
      ...(names.get(tool.id) ?? []),
    ];
    return { ...tool, flags };
  });
}

export { duplicateFlags, nameFlags, poisoningFlags, shadowingFlags };
