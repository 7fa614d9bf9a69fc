// What every crawl does to its tools before they reach a catalog: normalise each schema, run the scanners, profile each tool.
import type { CatalogTool } from '../records/index.js';
import { normaliseCatalogTool } from './definition.js';
import { withLintAndTokens } from './lint/annotate.js';
import { mergeCatalogs, type MergeResult } from './merge.js';
import { withProfiles } from './profiles.js';
import { scanCatalog } from './scanners/index.js';

const normalise = (t: CatalogTool) => (t.source.kind === 'synthetic' ? t : normaliseCatalogTool(t));

/** Shadowing, duplicates and each server's identity (for profiles) are judged across the whole list, so pass every tool at once. */
export function prepareCatalog(tools: readonly CatalogTool[]): CatalogTool[] {
  return withProfiles(scanCatalog(tools.map(normalise)));
}

/**
 * Catalogs from several sources made one: normalised, one tool per definition with every
 * provenance kept (src/catalog/merge.ts), then scanned, profiled, linted and token-counted as a whole.
 */
export function prepareMergedCatalog(catalogs: readonly (readonly CatalogTool[])[]): MergeResult {
  const merged = mergeCatalogs(catalogs.map((tools) => tools.map(normalise)));
  return { ...merged, tools: withLintAndTokens(withProfiles(scanCatalog(merged.tools))) };
}
