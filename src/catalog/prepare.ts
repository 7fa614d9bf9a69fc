// What every crawl does to its tools before they reach a catalog: normalise each schema, then run the scanners.
import type { CatalogTool } from '../records/index.js';
import { normaliseCatalogTool } from './definition.js';
import { scanCatalog } from './scanners/index.js';

/** Shadowing and duplicates are judged across the whole list, so pass every tool of the catalog at once. */
export function prepareCatalog(tools: readonly CatalogTool[]): CatalogTool[] {
  return scanCatalog(tools.map((t) => (t.source.kind === 'synthetic' ? t : normaliseCatalogTool(t))));
}
