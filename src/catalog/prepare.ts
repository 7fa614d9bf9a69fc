// What every crawl does to its tools before they reach a catalog: normalise each schema, then run the scanners.
import type { CatalogTool } from '../records/index.js';
import { normaliseCatalogTool } from './definition.js';
import { withLintAndTokens } from './lint/annotate.js';
import { mergeCatalogs, type MergeResult } from './merge.js';
import { scanCatalog } from './scanners/index.js';

const normalise = (t: CatalogTool) => (t.source.kind === 'synthetic' ? t : normaliseCatalogTool(t));

/** Shadowing and duplicates are judged across the whole list, so pass every tool of the catalog at once. */
export function prepareCatalog(tools: readonly CatalogTool[]): CatalogTool[] {
  return scanCatalog(tools.map(normalise));
}

/**
 * Catalogs from several sources made one: normalised, one tool per definition with every
 * provenance kept (src/catalog/merge.ts), then scanned, linted and token-counted as a whole.
 */
export function prepareMergedCatalog(catalogs: readonly (readonly CatalogTool[])[]): MergeResult {
  const merged = mergeCatalogs(catalogs.map((tools) => tools.map(normalise)));
  return { ...merged, tools: withLintAndTokens(scanCatalog(merged.tools)) };
}
